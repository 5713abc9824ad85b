/// Splits the Swift form into tokens, skipping comments.
///
/// It works on bytes, so a file of hundreds of thousands of lines lexes in
/// milliseconds. Problems become diagnostics and lexing goes on.
struct Lexer {
  private let file: SourceFile
  private let bytes: [UInt8]
  private var offset = 0
  private var sawLineBreak = true
  private(set) var tokens: [Token] = []
  private(set) var diagnostics: [Diagnostic] = []

  /// Lexes the whole file.
  init(file: SourceFile) {
    self.file = file
    self.bytes = file.bytes
    tokens.reserveCapacity(bytes.count / 4)
    while let token = next() { tokens.append(token) }
    tokens.append(Token(kind: .end, start: bytes.count, end: bytes.count, startsLine: true))
  }

  private mutating func next() -> Token? {
    skipTrivia()
    guard offset < bytes.count else { return nil }
    let start = offset
    let startsLine = sawLineBreak
    sawLineBreak = false
    let byte = bytes[offset]
    let kind: Token.Kind
    if isCurlyQuote(at: offset) {
      kind = .string(scanCurlyString())
    } else if Self.isIdentifierHead(byte) {
      kind = .identifier(scanWhile(Self.isIdentifierBody))
    } else if byte == UInt8(ascii: "$") {
      offset += 1
      kind = .identifier("$" + scanWhile(Self.isIdentifierBody))
    } else if Self.isDigit(byte) {
      kind = .number(scanWhile { Self.isIdentifierBody($0) || $0 == UInt8(ascii: ".") })
    } else if byte == UInt8(ascii: "\"") {
      kind = .string(scanString())
    } else if let operatorText = scanOperator() {
      kind = .punctuation(operatorText)
    } else {
      offset += 1
      kind = .punctuation(String(UnicodeScalar(byte)))
    }
    return Token(kind: kind, start: start, end: offset, startsLine: startsLine)
  }

  private mutating func skipTrivia() {
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == 0x0A {
        sawLineBreak = true
        offset += 1
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C {
        offset += 1
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        skipBlockComment()
      } else {
        return
      }
    }
  }

  private mutating func skipBlockComment() {
    let start = offset
    var depth = 0
    while offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        offset += 2
      } else if bytes[offset] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        offset += 2
        if depth == 0 { return }
      } else {
        if bytes[offset] == 0x0A { sawLineBreak = true }
        offset += 1
      }
    }
    diagnostics.append(
      file.diagnostic(.error, "unterminated '/*' comment", at: start, length: 2))
  }

  private mutating func scanString() -> String {
    let start = offset
    offset += 1
    if peek(0) == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\"") {
      diagnostics.append(
        file.diagnostic(
          .error, "multi-line string literals are outside the description subset that grader reads",
          at: start, length: 3))
    }
    var text: [UInt8] = []
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return String(decoding: text, as: UTF8.self)
      }
      if byte == 0x0A || byte == 0x0D { break }
      if byte == UInt8(ascii: "\\") {
        text += scanEscape()
      } else {
        text.append(byte)
        offset += 1
      }
    }
    diagnostics.append(file.diagnostic(.error, "unterminated string literal", at: start))
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether a typographic double quote, as word processors write, starts at `index`.
  private func isCurlyQuote(at index: Int) -> Bool {
    index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80
      && (bytes[index + 2] == 0x9C || bytes[index + 2] == 0x9D)
  }

  /// Reads a string written between curly quotes, reporting each quote.
  private mutating func scanCurlyString() -> String {
    diagnostics.append(
      file.diagnostic(.error, "unicode curly quote found; replace with '\"'", at: offset, fixIt: "\""))
    offset += 3
    let start = offset
    while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != UInt8(ascii: "\""),
      !isCurlyQuote(at: offset)
    {
      offset += 1
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    if isCurlyQuote(at: offset) {
      diagnostics.append(
        file.diagnostic(
          .error, "unicode curly quote found; replace with '\"'", at: offset, fixIt: "\""))
      offset += 3
    } else if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
      offset += 1
    }
    return text
  }

  private mutating func scanEscape() -> [UInt8] {
    let start = offset
    offset += 2
    switch peek(-1).map(UnicodeScalar.init) {
    case "n": return [0x0A]
    case "t": return [0x09]
    case "r": return [0x0D]
    case "0": return [0x00]
    case "\\": return [UInt8(ascii: "\\")]
    case "\"": return [UInt8(ascii: "\"")]
    case "'": return [UInt8(ascii: "'")]
    case "u" where peek(0) == UInt8(ascii: "{"):
      offset += 1
      let digits = scanWhile { $0 != UInt8(ascii: "}") && $0 != 0x0A && $0 != UInt8(ascii: "\"") }
      if peek(0) == UInt8(ascii: "}"), digits.count <= 8, let value = UInt32(digits, radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        offset += 1
        return Array(String(Character(scalar)).utf8)
      }
    case "(":
      diagnostics.append(
        file.diagnostic(
          .error, "string interpolation is outside the description subset that grader reads",
          at: start, length: 2))
      return []
    default:
      break
    }
    diagnostics.append(file.diagnostic(.error, "invalid escape sequence in literal", at: start))
    return []
  }

  private mutating func scanOperator() -> String? {
    let operatorBytes = Array("=-+!*%<>&|^~?/.".utf8)
    let start = offset
    while offset < bytes.count, operatorBytes.contains(bytes[offset]) {
      if bytes[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") {
        break
      }
      offset += 1
    }
    if offset == start { return nil }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    // A lone dot, or dots before a name, is member access, one dot per token.
    if text.allSatisfy({ $0 == "." }) && text.count > 1 && text.count != 3 {
      offset = start + 1
      return "."
    }
    if text.hasPrefix("."), text.count > 1, text != "..." && text != "..<" {
      offset = start + 1
      return "."
    }
    return text
  }

  private mutating func scanWhile(_ accept: (UInt8) -> Bool) -> String {
    let start = offset
    while offset < bytes.count, accept(bytes[offset]) { offset += 1 }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  private func peek(_ distance: Int) -> UInt8? {
    let index = offset + distance
    return bytes.indices.contains(index) ? bytes[index] : nil
  }

  static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte >= 0x80
  }

  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || isDigit(byte)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }
}
