extension Escape {
  /// `text` as a YAML 1.2 double-quoted scalar: every character outside
  /// YAML's printable set, and `"` and `\`, escaped, so any text parses back
  /// as itself.
  package static func yamlQuoted(_ text: String) -> String {
    guard
      text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C })
    else { return "\"" + text + "\"" }
    var result: [UInt8] = [UInt8(ascii: "\"")]
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\"".utf8
      case "\\": result += "\\\\".utf8
      case "\n": result += "\\n".utf8
      case "\t": result += "\\t".utf8
      case "\r": result += "\\r".utf8
      case _ where yamlPrintable(scalar) && !isLineBreakLike(scalar):
        result += UTF8.encode(scalar)!
      case _ where scalar.value <= 0xFF:
        result += ("\\x" + hex(scalar.value, digits: 2)).utf8
      case _ where scalar.value <= 0xFFFF:
        result += ("\\u" + hex(scalar.value, digits: 4)).utf8
      default:
        result += ("\\U" + hex(scalar.value, digits: 8)).utf8
      }
    }
    result.append(UInt8(ascii: "\""))
    return String(decoding: result, as: UTF8.self)
  }

  /// Whether `text` can be a YAML literal block (`|`) as it is: every
  /// character printable and no character that some parsers take for a line
  /// break or a byte-order mark.
  package static func yamlLiteralSafe(_ text: String) -> Bool {
    guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A) || $0 >= 0x7F }) else {
      return true
    }
    return text.unicodeScalars.allSatisfy {
      $0 == "\n" || ($0 != "\r" && $0 != "\t" && yamlPrintable($0) && !isLineBreakLike($0))
    }
  }

  /// YAML 1.2's `c-printable`, without the line breaks and tab.
  private static func yamlPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// NEL, the line and paragraph separators and the byte-order mark: YAML 1.1
  /// parsers break lines at the first three, and the last may not appear
  /// inside a document.
  private static func isLineBreakLike(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
      || scalar.value == 0xFEFF
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// `text` as a TAP test point's description: on one line, control
  /// characters escaped, and TAP's `#` and `\` backslash-escaped.
  package static func tapDescription(_ text: String) -> String {
    terminal(text).replacingAll("\\", with: "\\\\").replacingAll("#", with: "\\#")
  }
}
