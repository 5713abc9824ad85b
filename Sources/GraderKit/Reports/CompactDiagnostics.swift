import GraderReaders

/// Diagnostics laid out under the file they are about: the compiler's line,
/// `PATH:LINE:COLUMN: error: message`, whole (editors and CI read it, as they
/// read swiftc's), then the source line, cut around the column to fit the
/// report's width, and a caret.
///
/// The compiler's line stays short: when it would pass the width, its
/// message up to the first `; ` stays on it and the rest follows the caret
/// as wrapped prose, as does a note about the same place.
struct CompactDiagnostics {
  /// The widest a line may be.
  var width: Int
  /// Whether to color the severity.
  var color: Bool
  /// How student-controlled text is shown.
  var shown: (String) -> String

  /// The lines of `list`, each starting with `indent`.
  ///
  /// - Parameter file: The path the report already names, left out of locations in it.
  func render(_ list: [Diagnostic], file: String?, indent: String) -> String {
    var text = ""
    for diagnostic in list {
      // A did-you-mean at the same place stays on the compiler's line, where
      // an editor's problem matcher reads it.
      let suggestion = diagnostic.notes.firstIndex {
        $0.location == diagnostic.location && $0.message.hasPrefix("did you mean ")
      }
      text += render(
        diagnostic, file: file, indent: indent, parent: nil,
        suggestion: suggestion.map { shown(diagnostic.notes[$0].message) })
      for (index, note) in diagnostic.notes.enumerated() where index != suggestion {
        if let location = note.location, location == diagnostic.location {
          text += TextLayout.wrapped(
            "note: " + shown(note.message), width: width, first: indent + "  ",
            rest: indent + "    ")
        } else {
          text += render(note, file: file, indent: indent, parent: diagnostic.location)
        }
      }
    }
    return text
  }

  private func render(
    _ diagnostic: Diagnostic, file: String?, indent: String, parent: SourceLocation?,
    suggestion: String? = nil
  ) -> String {
    var place = ""
    if let location = diagnostic.location {
      place = shown(location.path) + ":\(location.line):\(location.column): "
    }
    let severity = diagnostic.severity.rawValue + ":"
    var message = shown(diagnostic.message)
    var explanation: String?
    if (indent + place + severity).count + 1 + message.count > width,
      let split = message.range(of: "; ")
    {
      explanation = String(message[split.upperBound...])
      message = String(message[..<split.lowerBound])
    }
    var text = indent + place + severity + " " + message + (suggestion.map { "; " + $0 } ?? "")
    text += "\n"
    let rest =
      explanation.map {
        TextLayout.wrapped($0, width: width, first: indent + "  ", rest: indent + "  ")
      } ?? ""
    if color, text.hasPrefix(indent + place + severity) {
      let code = [.error: "1;31", .warning: "1;35", .note: "1;30"][diagnostic.severity] ?? "1"
      text =
        indent + place + "\u{1B}[\(code)m\(severity)\u{1B}[0m"
        + text.dropFirst(indent.count + place.count + severity.count)
    }
    guard let line = diagnostic.sourceLine, let column = diagnostic.location?.column,
      diagnostic.location != parent
    else { return text + rest }
    // The line as shown, with the caret's column among its characters.
    // Printable ASCII, the usual line, is its own characters: no
    // grapheme breaking needed.
    let plain = !ByteScan.hasControlOrNonASCII(line)
    let characters =
      plain
      ? []
      : Array(
        line.split(separator: "\t", omittingEmptySubsequences: false).map { shown(String($0)) }
          .joinedText(separator: " "))
    let count = plain ? line.utf8.count : characters.count
    var caret = max(0, column - 1 - diagnostic.sourceLineShift)
    let room = max(8, width - indent.count - 2)
    var start = 0
    if count > room {
      start = max(0, min(caret - room / 2, count - room))
    }
    let end = min(count, start + room)
    var shownLine =
      plain
      ? String(Substring(line.utf8.dropFirst(start).prefix(end - start)))
      : String(characters[start..<end])
    if start > 0 {
      shownLine = "…" + shownLine.dropFirst()
    }
    if end < count {
      shownLine = shownLine.dropLast() + "…"
    }
    caret -= start
    let underline =
      "^" + String(repeating: "~", count: max(0, min(diagnostic.length, room - caret) - 1))
    let pad = indent + "  " + String(repeating: " ", count: max(0, caret))
    text += indent + "  " + shownLine + "\n" + pad + paint(underline) + "\n"
    if let fixIt = diagnostic.fixIt {
      text += pad + paint(TextLayout.abbreviated(shown(fixIt), to: max(1, room - caret))) + "\n"
    }
    return text + rest
  }

  private func paint(_ text: String) -> String {
    color ? "\u{1B}[32m\(text)\u{1B}[0m" : text
  }
}
