extension Escape {
  /// `text` safe in an HTML page (and in the SVG and XML it holds), shown as
  /// a terminal shows it: control characters, line breaks and
  /// bidirectional overrides written as escapes such as `\n` and
  /// `\u{202E}` (see ``terminal(_:)``), so that no name can reorder what a
  /// page shows; then markup characters escaped as XML escapes them. (A
  /// page is a file, never a log line: `##[` needs no other spelling.)
  ///
  /// A view named `<script>alert(1)</script>` renders as those characters,
  /// and a folder named `evil\u{202E}gnp.exe` as `evil\u{202E}gnp.exe`.
  package static func html(_ text: String) -> String {
    xmlEscaped(terminal(text))
  }

  /// `text` as ``html(_:)`` shows it, one line at a time: the line breaks
  /// between its lines stay line breaks, for text the report itself laid
  /// out in lines, such as a diagnostic with its source line.
  package static func htmlLines(_ text: String) -> String {
    guard text.utf8.contains(0x0A) else { return html(text) }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { html(String($0)) }.joined(separator: "\n")
  }
}
