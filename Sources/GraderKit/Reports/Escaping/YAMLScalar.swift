import GraderReaders

extension Escape {
  /// `text` as a YAML 1.2 double-quoted scalar: every character outside
  /// YAML's printable set, and `"` and `\`, escaped, so any text parses back
  /// as itself.
  package static func yamlQuoted(_ text: String) -> String {
    // `##[`, a workflow command to GitHub's runner, is spelled `##\x5B`.
    commandPrefixesSpelled(in: yamlDoubleQuoted(text), bracket: "\\x5B")
  }

  private static func yamlDoubleQuoted(_ text: String) -> String {
    guard
      text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C })
    else { return "\"" + text + "\"" }
    var text = text
    return text.withUTF8 { bytes in
      var result: [UInt8] = [UInt8(ascii: "\"")]
      result.reserveCapacity(bytes.count + 16)
      var start = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        let (scalar, length) = ByteScan.scalar(in: bytes, at: index)
        let plain =
          byte < 0x80
          ? byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
          : yamlPrintable(Unicode.Scalar(scalar)!) && !isLineBreakLike(Unicode.Scalar(scalar)!)
            && !UntrustedCharacter.contains(Unicode.Scalar(scalar)!)
        if plain {
          index += length
          continue
        }
        // Copy the plain run before it at once, then escape it.
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        switch scalar {
        case 0x22: result += "\\\"".utf8
        case 0x5C: result += "\\\\".utf8
        case 0x0A: result += "\\n".utf8
        case 0x09: result += "\\t".utf8
        case 0x0D: result += "\\r".utf8
        case ...0xFF: result += ("\\x" + hex(scalar, digits: 2)).utf8
        case ...0xFFFF: result += ("\\u" + hex(scalar, digits: 4)).utf8
        default: result += ("\\U" + hex(scalar, digits: 8)).utf8
        }
        index += length
        start = index
      }
      result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
      result.append(UInt8(ascii: "\""))
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// Whether `text` can be a YAML literal block (`|`) as it is: every
  /// character printable, no character that some parsers take for a line
  /// break or a byte-order mark, and no GitHub workflow command.
  package static func yamlLiteralSafe(_ text: String) -> Bool {
    // A literal block has no escapes: a workflow command in it would stand as it is.
    var copy = text
    if copy.withUTF8(hasCommandPrefix) || hasLineCommand(text) { return false }
    guard text.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A) || $0 >= 0x7F }) else {
      return true
    }
    return text.unicodeScalars.allSatisfy {
      $0 == "\n"
        || ($0 != "\r" && $0 != "\t" && yamlPrintable($0) && !isLineBreakLike($0)
          && !UntrustedCharacter.contains($0))
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
    let shown = terminal(text)
    guard shown.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "#") })
    else { return shown }
    return shown.replacingAll("\\", with: "\\\\").replacingAll("#", with: "\\#")
  }
}
