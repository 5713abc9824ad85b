import GraderReaders

extension Escape {
  /// `text` as the data of a GitHub workflow command (after the `::`).
  package static func workflowData(_ text: String) -> String {
    escaped(text, property: false)
  }

  /// `text` as a property value of a GitHub workflow command, such as `file=`.
  package static func workflowProperty(_ text: String) -> String {
    escaped(text, property: true)
  }

  /// Works on Unicode scalars, since `"\r\n"` is a single `Character`.
  private static func escaped(_ text: String, property: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where property: result += "%3A"
      case "," where property: result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Escape {
  /// `text` as a report file holds it, so that a later workflow step that
  /// prints the file runs no GitHub workflow command a student wrote: a line
  /// that would open with `::` once the white space before it is trimmed
  /// shows `∶:` instead, and a `##[`, which the runner reads wherever it
  /// stands, shows as `#♯[`, one column for one. Lines end at `\n` or `\r`,
  /// as the runner reads them. The machine formats spell these otherwise
  /// already, so that only text and CSV change.
  ///
  /// - Parameter atLineStart: Whether `text` begins a line, rather than
  ///   continuing one written before it.
  package static func withoutWorkflowCommands(_ text: String, atLineStart: Bool = true)
    -> String
  {
    // Most reports hold neither: nothing to look at.
    guard ByteScan.mayHoldWorkflowCommand(text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    var line = ""
    var lineStart = atLineStart
    func flush() {
      let safe = lineStart ? SourceFile.defusingCommand(line) : line
      result += safe.contains("##[") ? safe.replacingAll("##[", with: "#\u{266F}[") : safe
      line = ""
    }
    for scalar in text.unicodeScalars {
      if scalar == "\n" || scalar == "\r" {
        flush()
        result.unicodeScalars.append(scalar)
        lineStart = true
      } else {
        line.unicodeScalars.append(scalar)
      }
    }
    flush()
    return result
  }

  /// `bytes`, UTF-8 text, as ``withoutWorkflowCommands(_:atLineStart:)``
  /// leaves them: as they are, unless they hold `::` or `##`.
  package static func withoutWorkflowCommands(bytes: [UInt8]) -> [UInt8] {
    guard bytes.withUnsafeBufferPointer(ByteScan.mayHoldWorkflowCommand) else { return bytes }
    return Array(withoutWorkflowCommands(String(decoding: bytes, as: UTF8.self)).utf8)
  }
}
