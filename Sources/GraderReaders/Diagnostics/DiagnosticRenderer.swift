/// Renders diagnostics in the Swift compiler's layout.
///
/// ```
/// main.swift:4:1: error: 'for' loops are outside the description subset that grader reads
/// for name in names {
/// ^~~
/// ```
public struct DiagnosticRenderer: Sendable {
  /// Whether to color the severity with ANSI escapes.
  public var color: Bool

  /// Creates a renderer.
  public init(color: Bool = false) {
    self.color = color
  }

  /// The text of `diagnostic` and its notes, each line ending in a newline.
  public func render(_ diagnostic: Diagnostic) -> String {
    var text = ""
    append(diagnostic, to: &text)
    for note in diagnostic.notes { append(note, to: &text) }
    return text
  }

  /// The text of every diagnostic in order.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(render).joined()
  }

  private func append(_ diagnostic: Diagnostic, to text: inout String) {
    if let location = diagnostic.location {
      text += style("\(location): ", bold: true)
    }
    text += severityLabel(diagnostic.severity)
    text += style(diagnostic.message, bold: true) + "\n"
    guard let line = diagnostic.sourceLine, let column = diagnostic.location?.column else {
      return
    }
    text += line + "\n"
    let lead = max(0, column - 1 - diagnostic.sourceLineShift)
    // A line of printable ASCII, as nearly every line is, holds a character
    // per byte and no tab: its padding is spaces, counted in bytes.
    let plain = !ByteScan.hasControlOrNonASCII(line)
    let padding =
      plain
      ? String(repeating: " ", count: min(lead, line.utf8.count))
      : String(line.prefix(lead).map { $0 == "\t" ? "\t" : " " })
    // The underline ends where the quoted window of the line does, and a
    // fix-it too long to quote whole is left out: neither grows with the line.
    let shown = max(1, (plain ? line.utf8.count : line.count) - padding.count)
    let underline = String(repeating: "~", count: max(0, min(diagnostic.length, shown) - 1))
    text += padding + paint("^" + underline, code: "32") + "\n"
    if let fixIt = diagnostic.fixIt, fixIt.count <= SourceFile.displayWidth {
      text += padding + paint(fixIt, code: "32") + "\n"
    }
  }

  private func severityLabel(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: paint("error: ", code: "1;31")
    case .warning: paint("warning: ", code: "1;35")
    case .note: paint("note: ", code: "1;30")
    }
  }

  private func style(_ text: String, bold: Bool) -> String {
    bold ? paint(text, code: "1") : text
  }

  private func paint(_ text: String, code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
