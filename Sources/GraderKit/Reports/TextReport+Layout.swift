import GraderModel
import GraderReaders

/// The layout pieces of ``TextReport`` that take text already shown: lists
/// in columns, wrapped prose and colors.
extension TextReport {
  /// How many differing views, and explanations, a scenario lists at most.
  package static let listLimit = 20

  /// The widest a row is shown, in columns, even in a report without a
  /// width (a file): a tree of thousands of views makes rows of megabytes.
  package static let rowLimit = 2_000

  /// The columns a row may take: the report's width, at most ``rowLimit``.
  var rowWidth: Int { min(width, Self.rowLimit) }

  /// `lead` and a command to type, on one line when it fits; otherwise the
  /// command on a line of its own, whole, so that it can be copied, even
  /// where it is wider than the report.
  func hint(_ lead: String, command: String, indent: String) -> String {
    TextLayout.leading(lead, command, width: width, indent: indent)
  }

  /// ``hint(_:command:indent:)``, appended to `text`.
  func appendHint(_ lead: String, command: String, indent: String, into text: inout TextBuffer) {
    // Printable ASCII counts a column a byte, so the line's length is its
    // pieces' lengths added up; other text is laid out as the hint is.
    guard !ByteScan.hasControlOrNonASCII(lead), !ByteScan.hasControlOrNonASCII(command),
      !ByteScan.hasControlOrNonASCII(indent)
    else {
      text.append(hint(lead, command: command, indent: indent))
      return
    }
    let oneLine = indent.utf8.count + lead.utf8.count + 1 + command.utf8.count <= width
    text.append(indent)
    text.append(lead)
    if oneLine {
      text.append(" ")
    } else {
      text.append("\n")
      text.append(indent)
      text.append("  ")
    }
    text.append(command)
    text.append("\n")
  }

  /// `… and N more WHAT`, when `count` passes the list limit.
  func more(_ count: Int, _ what: String, indent: String) -> String {
    guard count > Self.listLimit else { return "" }
    return indent + "… and \(count - Self.listLimit) more \(what)\n"
  }

  /// Lines `- NAME  yours: …  reference: …`, in aligned columns when they
  /// fit, else with each view's fates on lines of their own, appended to `text`.
  func table(
    _ list: [(name: String, yours: String, reference: String)], indent: String,
    into text: inout TextBuffer
  ) {
    guard !list.isEmpty else { return }
    let yoursWidth = list.map { TextLayout.length($0.yours) }.max()! + 7
    let referenceWidth = list.map { TextLayout.length($0.reference) }.max()! + 11
    let nameRoom = width - indent.count - 2 - 2 - yoursWidth - 2 - referenceWidth
    let nameWidth = list.map { TextLayout.length($0.name) }.max()!
    if nameRoom >= min(nameWidth, 12) {
      let column = min(nameWidth, nameRoom)
      // Appended piece by piece, with the same layout as padding and
      // painting each column would give.
      for item in list {
        text.append(indent)
        text.append("- ")
        let name = TextLayout.abbreviated(item.name, to: column)
        text.append(name)
        text.appendSpaces(column - TextLayout.length(name))
        text.append("  ")
        if color { text.append("\u{1B}[31m") }
        text.append("yours: ")
        text.append(item.yours)
        text.appendSpaces(yoursWidth - 7 - TextLayout.length(item.yours))
        if color { text.append("\u{1B}[0m") }
        text.append("  ")
        if color { text.append("\u{1B}[32m") }
        text.append("reference: ")
        text.append(item.reference)
        text.append(color ? "\u{1B}[0m\n" : "\n")
      }
      return
    }
    let inner = indent + "    "
    for item in list {
      text.append(
        indent + "- " + TextLayout.abbreviated(item.name, to: width - indent.count - 2) + "\n")
      let both = "yours: " + item.yours + "   reference: " + item.reference
      if inner.count + both.count <= width {
        text.append(
          inner + paint("yours: " + item.yours, "31") + "   "
            + paint("reference: " + item.reference, "32") + "\n")
      } else {
        text.append(inner + paint("yours: " + item.yours, "31") + "\n")
        text.append(inner + paint("reference: " + item.reference, "32") + "\n")
      }
    }
  }

  /// `text` wrapped to the report's width, with `painting`'s text, which
  /// starts it, painted in its color.
  func wrap(
    _ text: String, indent: String, rest: String? = nil,
    painting: (text: String, code: String)? = nil
  ) -> String {
    let wrapped = TextLayout.wrapped(text, width: width, first: indent, rest: rest ?? indent)
    guard color, let painting, wrapped.hasPrefix(indent + painting.text) else { return wrapped }
    return indent + paint(painting.text, painting.code)
      + wrapped.dropFirst(indent.count + painting.text.count)
  }

  func paint(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
