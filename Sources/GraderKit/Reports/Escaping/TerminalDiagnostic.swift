import GraderReaders

extension Escape {
  /// `diagnostic` safe to render as text on a terminal or in a CI log: its
  /// path, message and fix-it through ``terminal(_:)``, and its quoted
  /// source line with each control character shown as its Unicode control
  /// picture (ESC as `␛`), one column for one, so the caret still points
  /// at the spot. A quoted line that begins with `::`, after any white
  /// space, shows its first colon as `∶`, so that it cannot pass for a
  /// GitHub workflow command.
  package static func terminal(_ diagnostic: Diagnostic) -> Diagnostic {
    var safe = diagnostic
    safe.message = terminal(diagnostic.message)
    safe.fixIt = diagnostic.fixIt.map { terminal($0) }
    if let location = diagnostic.location {
      safe.location = SourceLocation(
        path: terminal(location.path), line: location.line, column: location.column)
    }
    if let line = diagnostic.sourceLine, !ByteScan.hasControlOrNonASCII(line) {
      // Printable ASCII, as nearly every line is: no character to replace.
      safe.sourceLine = SourceFile.defusingCommand(line)
    } else if let line = diagnostic.sourceLine {
      var text = ""
      for scalar in line.unicodeScalars {
        switch scalar.value {
        case 0x09: text.unicodeScalars.append(scalar)
        case 0x00..<0x20: text.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: text.unicodeScalars.append("\u{2421}")
        case _ where UntrustedCharacter.contains(scalar): text.unicodeScalars.append("\u{FFFD}")
        default: text.unicodeScalars.append(scalar)
        }
      }
      safe.sourceLine = SourceFile.defusingCommand(text)
    }
    safe.notes = diagnostic.notes.map { terminal($0) }
    return safe
  }
}
