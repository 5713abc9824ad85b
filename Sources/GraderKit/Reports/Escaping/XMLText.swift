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
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 16)
    var bytes = text.utf8.makeIterator()
    while let byte = bytes.next() {
      switch byte {
      case UInt8(ascii: "&"): result += "&amp;".utf8
      case UInt8(ascii: "<"): result += "&lt;".utf8
      case UInt8(ascii: ">"): result += "&gt;".utf8
      case UInt8(ascii: "\""): result += "&quot;".utf8
      case UInt8(ascii: "'"): result += "&apos;".utf8
      case UInt8(ascii: "\t"): result += "&#9;".utf8
      case UInt8(ascii: "\n"): result += "&#10;".utf8
      case UInt8(ascii: "\r"): result += "&#13;".utf8
      case ..<0x20: result += "\u{FFFD}".utf8
      case 0xEF:
        // U+FFFE and U+FFFF are EF BF BE and EF BF BF; any other scalar
        // that starts with EF is copied as it is.
        let second = bytes.next()!
        let third = bytes.next()!
        if second == 0xBF && third >= 0xBE {
          result += "\u{FFFD}".utf8
        } else {
          result += [byte, second, third]
        }
      default: result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
