/// Each output's escaping of untrusted text: the only ways to show it.
extension Escape {
  package static func terminal(_ text: UntrustedText) -> String { terminal(text.unescaped) }
  package static func html(_ text: UntrustedText) -> String { html(text.unescaped) }
  package static func csvField(_ text: UntrustedText) -> String { csvField(text.unescaped) }
  package static func xml(_ text: UntrustedText) -> String { xml(text.unescaped) }
  package static func yamlQuoted(_ text: UntrustedText) -> String { yamlQuoted(text.unescaped) }
  package static func markdownCell(_ text: UntrustedText, limit: Int = 300) -> String {
    markdownCell(text.unescaped, limit: limit)
  }
}
