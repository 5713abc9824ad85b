import Foundation
import GraderReaders

/// The process's edges: standard streams, the environment and color.
enum Terminal {
  /// Writes `text` to standard output.
  static func out(_ text: String) {
    guard !text.isEmpty else { return }
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `text` to standard error.
  static func err(_ text: String) {
    guard !text.isEmpty else { return }
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// The environment variable `name`, if set.
  static func environment(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
  }

  /// Whether to color what goes to the stream `descriptor`.
  ///
  /// `always` and `never` decide alone; `auto` colors a terminal unless
  /// `NO_COLOR` is set to anything non-empty or `TERM` is `dumb`.
  static func color(_ mode: String, descriptor: Int32) -> Bool {
    switch mode {
    case "always": return true
    case "never": return false
    default:
      if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
      if environment("TERM") == "dumb" { return false }
      return isatty(descriptor) == 1
    }
  }
}
