/// Splits the Swift form into tokens, skipping comments.
///
/// It works on bytes, so a file of hundreds of thousands of lines lexes in
/// milliseconds. Problems become diagnostics and lexing goes on.
struct Lexer {
  private let file: SourceFile
  private let bytes: [UInt8]
  private var offset = 0
  private var sawLineBreak = true
  private var raw: [RawToken] = []
  private var strings: [String] = []
  private(set) var diagnostics: DiagnosticLog

  /// The tokens, ready for the parser.
  var tokens: TokenStream {
    TokenStream(raw: raw, strings: strings, bytes: bytes)
  }

  /// Lexes the whole file.
  init(file: SourceFile) {
    self.file = file
    self.bytes = file.bytes
    self.diagnostics = DiagnosticLog(size: file.bytes.count)
    while let token = next() {
      if ReadingDeadline.hasPassed(atStep: raw.count) {
        diagnostics.append(ReadingDeadline.stopped(in: file, at: Int(token.start)))
        break
      }
      raw.append(token)
    }
    let end = Int32(bytes.count)
    raw.append(RawToken(tag: .end, startsLine: true, payload: 0, start: end, end: end))
  }

  private mutating func next() -> RawToken? {
    skipTrivia()
    guard offset < bytes.count else { return nil }
    let start = offset
    let startsLine = sawLineBreak
    sawLineBreak = false
    let byte = bytes[offset]
    let tag: RawToken.Tag
    var payload: Int32 = 0
    if isCurlyQuote(at: offset) {
      tag = .string
      payload = Int32(strings.count)
      strings.append(scanCurlyString())
    } else if Self.isIdentifierHead(byte) {
      tag = .identifier
      skipWhile(Self.isIdentifierBody)
    } else if byte == UInt8(ascii: "$") {
      offset += 1
      tag = .identifier
      skipWhile(Self.isIdentifierBody)
    } else if Self.isDigit(byte) {
      tag = .number
      skipWhile { Self.isIdentifierBody($0) || $0 == UInt8(ascii: ".") }
    } else if byte == UInt8(ascii: "\"") {
      tag = .string
      payload = Int32(strings.count)
      strings.append(scanString())
    } else if scanOperator() {
      tag = .punctuation
    } else {
      offset += 1
      tag = .punctuation
    }
    return RawToken(
      tag: tag, startsLine: startsLine, payload: payload, start: Int32(start), end: Int32(offset))
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
      file.draft(
        .error, "unterminated '/*' comment", id: .unterminatedComment, at: start, length: 2)
    )
  }

  private mutating func scanString() -> String {
    let start = offset
    offset += 1
    if peek(0) == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\"") {
      diagnostics.append(
        file.draft(
          .error, "multi-line string literals are outside the description subset that grader reads",
          id: .multiLineStringUnsupported,
          at: start, length: 3))
      skipMultiLineString()
      return ""
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
    diagnostics.append(
      file.draft(
        .error, "unterminated string literal", id: .unterminatedStringLiteral, at: start))
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
      file.draft(
        .error, "unicode curly quote found; replace with '\"'",
        id: .curlyQuote, at: offset, fixIt: "\""))
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
        file.draft(
          .error, "unicode curly quote found; replace with '\"'",
          id: .curlyQuote, at: offset, fixIt: "\""))
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
        file.draft(
          .error, "string interpolation is outside the description subset that grader reads",
          id: .stringInterpolationUnsupported,
          at: start, length: 2))
      skipInterpolation()
      return []
    default:
      break
    }
    diagnostics.append(
      file.draft(
        .error, "invalid escape sequence in literal", id: .invalidEscapeSequence,
        at: start))
    return []
  }

  /// Skips an interpolation's expression, up to and including its closing
  /// `)`, with the strings and interpolations nested in it, so that brackets
  /// and quotes inside it end nothing outside it. A line break ends it.
  ///
  /// It keeps its own stack, so deep nesting costs no recursion.
  private mutating func skipInterpolation() {
    // Each entry is an open interpolation's bracket depth, or -1 for a string nested in one.
    var stack = [1]
    while offset < bytes.count, let top = stack.last {
      let byte = bytes[offset]
      if byte == 0x0A || byte == 0x0D { return }
      offset += 1
      if top < 0 {
        if byte == UInt8(ascii: "\\") {
          if peek(0) == UInt8(ascii: "(") {
            stack.append(1)
          }
          offset += 1
        } else if byte == UInt8(ascii: "\"") {
          stack.removeLast()
        }
      } else if byte == UInt8(ascii: "(") {
        stack[stack.count - 1] += 1
      } else if byte == UInt8(ascii: ")") {
        stack[stack.count - 1] -= 1
        if top == 1 { stack.removeLast() }
      } else if byte == UInt8(ascii: "\"") {
        stack.append(-1)
      }
    }
  }

  /// Skips the rest of a multi-line string literal, to just past its closing `\"\"\"`.
  private mutating func skipMultiLineString() {
    offset += 2
    while offset < bytes.count {
      if bytes[offset] == UInt8(ascii: "\\") {
        offset += 2
      } else if bytes[offset] == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\""),
        peek(2) == UInt8(ascii: "\"")
      {
        offset += 3
        return
      } else {
        offset += 1
      }
    }
  }

  /// Scans an operator or a member-access dot; `false` when none starts here.
  private mutating func scanOperator() -> Bool {
    let operatorBytes = Array("=-+!*%<>&|^~?/.".utf8)
    let start = offset
    while offset < bytes.count, operatorBytes.contains(bytes[offset]) {
      if bytes[offset] == UInt8(ascii: "/"),
        peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")
      {
        break
      }
      offset += 1
    }
    if offset == start { return false }
    // A dot that starts an operator is member access, one dot per token,
    // except for the range operators.
    let text = bytes[start..<offset]
    if text.first == UInt8(ascii: "."), text.count > 1,
      !text.elementsEqual("...".utf8), !text.elementsEqual("..<".utf8)
    {
      offset = start + 1
    }
    return true
  }

  private mutating func skipWhile(_ accept: (UInt8) -> Bool) {
    while offset < bytes.count, accept(bytes[offset]) { offset += 1 }
  }

  private mutating func scanWhile(_ accept: (UInt8) -> Bool) -> String {
    let start = offset
    skipWhile(accept)
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
