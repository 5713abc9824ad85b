extension Escape {
  /// `text` safe inside an XML 1.0 attribute or element: markup characters
  /// escaped, line breaks and tabs as character references (so attribute
  /// values keep them), and characters XML 1.0 forbids replaced by U+FFFD.
  package static func xml(_ text: String) -> String {
    // Most text needs nothing: say so from its bytes, without building a copy.
    // 0xEF leads the UTF-8 of U+FFFE and U+FFFF.
    guard
      text.utf8.contains(where: {
        $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27
          || $0 == 0xEF
      })
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
