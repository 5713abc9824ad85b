/// Escaping for HTML and SVG text and attribute values.
///
/// Every byte a student controls reaches a page through ``escape(_:)``:
/// names, keys, labels, file and folder names, rows and explanations. The
/// result is also well-formed XML, so that an SVG inside a page stays valid.
package enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references,
  /// and control characters other than tab and line feed replaced by U+FFFD.
  ///
  /// A view named `<script>alert(1)</script>` renders as those characters.
  package static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsWork) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case _ where isControl(scalar): result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` cut to `limit` characters, with an ellipsis when cut.
  package static func abbreviated(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(max(1, limit - 1))) + "…"
  }

  private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "\"", "'": true
    default: isControl(scalar)
    }
  }

  /// C0 and C1 controls, DEL, and the noncharacters XML forbids.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value == 0x09 || value == 0x0A { return false }
    return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
  }
}
