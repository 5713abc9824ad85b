import GraderModel
import GraderReaders

extension Escape {
  /// `text` safe inside an XML 1.0 attribute or element: markup characters
  /// escaped, line breaks and tabs as character references (so attribute
  /// values keep them), and characters XML 1.0 forbids replaced by U+FFFD.
  package static func xml(_ text: String) -> String {
    // `##[`, a workflow command to GitHub's runner, is spelled `##&#91;`.
    commandPrefixesSpelled(in: xmlEscaped(text), bracket: "&#91;")
  }

  static func xmlEscaped(_ text: String) -> String {
    // Most text needs nothing: say so from its bytes, without building a copy.
    let first = text.withBytes { ByteScan.firstXMLSpecial(in: $0, from: 0) }
    guard first < text.utf8.count else { return text }
    return text.withBytes { bytes in
      var index = first
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 64)
      var start = 0
      while index < bytes.count {
        let byte = bytes[index]
        // Copy the plain run before it at once.
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        switch byte {
        case UInt8(ascii: "&"): result += "&amp;".utf8
        case UInt8(ascii: "<"): result += "&lt;".utf8
        case UInt8(ascii: ">"): result += "&gt;".utf8
        case UInt8(ascii: "\""): result += "&quot;".utf8
        case UInt8(ascii: "'"): result += "&apos;".utf8
        case UInt8(ascii: "\t"): result += "&#9;".utf8
        case UInt8(ascii: "\n"): result += "&#10;".utf8
        case UInt8(ascii: "\r"): result += "&#13;".utf8
        case 0x7F: result += "&#127;".utf8
        case 0x80...:
          // U+FFFE and U+FFFF are no XML character; an untrusted one is
          // written as a reference, which moves nothing where the file is
          // printed; any other is copied as it is.
          let (value, length) = ByteScan.scalar(in: bytes, at: index)
          if value == 0xFFFE || value == 0xFFFF {
            result += "\u{FFFD}".utf8
          } else if UntrustedCharacter.contains(Unicode.Scalar(value)!) {
            result += "&#\(value);".utf8
          } else {
            result += bytes[index..<index + length]
          }
          index += length - 1
        default: result += "\u{FFFD}".utf8
        }
        index += 1
        start = index
        index = ByteScan.firstXMLSpecial(in: bytes, from: index)
      }
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
      return String(decoding: result, as: UTF8.self)
    }
  }
}
