/// Each output's escaping of untrusted text: the only ways to show it.
extension Escape {
  package static func terminal(_ text: UntrustedText) -> String { terminal(text.unescaped) }
  package static func html(_ text: UntrustedText) -> String { html(text.unescaped) }
  /// A student's name as a CSV field: its untrusted characters (controls,
  /// bidirectional overrides, line separators) shown as escapes first, as a
  /// terminal shows them, whichever way the name reached the grader.
  package static func csvField(_ text: UntrustedText) -> String {
    csvField(terminal(text.unescaped))
  }
  package static func xml(_ text: UntrustedText) -> String { xml(text.unescaped) }
  package static func yamlQuoted(_ text: UntrustedText) -> String { yamlQuoted(text.unescaped) }
  package static func markdownCell(_ text: UntrustedText, limit: Int = 300) -> String {
    markdownCell(text.unescaped, limit: limit)
  }
}
