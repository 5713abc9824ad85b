import Foundation
import GraderKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The GitHub Actions edge: annotations on standard output, and the step summary file.
enum GitHub {
  /// Whether the grader runs inside GitHub Actions.
  static var isActive: Bool { Terminal.environment("GITHUB_ACTIONS") == "true" }

  /// Prints the annotations (on standard output, or on standard error when
  /// standard output holds another format) and appends the step summary.
  static func publish(_ record: StudentRecord, onStandardOutput: Bool = true) {
    let report = GitHubReport()
    for annotation in report.annotations(record) {
      if onStandardOutput {
        Terminal.out(annotation + "\n")
      } else {
        Terminal.err(annotation + "\n")
      }
    }
    appendSummary(report.stepSummary(record))
  }

  /// Appends `markdown` to the file named by `GITHUB_STEP_SUMMARY`, creating
  /// it when it is missing, but never through a link.
  static func appendSummary(_ markdown: String) {
    guard let path = Terminal.environment("GITHUB_STEP_SUMMARY"), !path.isEmpty else { return }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      Terminal.err("grader: warning: \(path): the step summary cannot be written\n")
      return
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try? handle.write(contentsOf: Data(markdown.utf8))
  }

  /// Runs `body` with GitHub's workflow commands turned off, so that nothing
  /// a student wrote (a source line quoted in a diagnostic, say) is read as
  /// one; the token that turns them back on is random, so it cannot be guessed.
  ///
  /// Only around the text report: a machine-readable format on standard
  /// output must stay exactly that format.
  static func withoutCommands(when text: Bool, _ body: () -> Void) {
    guard isActive, text else { return body() }
    let token = UUID().uuidString
    Terminal.out("::stop-commands::\(token)\n")
    body()
    Terminal.out("::\(token)::\n")
  }
}
