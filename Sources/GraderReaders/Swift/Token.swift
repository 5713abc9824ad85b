/// One token of the Swift form.
struct Token: Sendable {
  /// What kind of token it is.
  enum Kind: Sendable, Equatable {
    /// A name, a keyword, `_` or `$0`.
    case identifier(String)
    /// A string literal, its escapes decoded.
    case string(String)
    /// A number literal, as written.
    case number(String)
    /// Punctuation or an operator, as written.
    case punctuation(String)
    /// The end of the file.
    case end
  }

  /// What kind of token it is.
  var kind: Kind
  /// The byte offset where it starts.
  var start: Int
  /// The byte offset just past it.
  var end: Int
  /// Whether a line break comes between it and the token before.
  var startsLine: Bool

  /// The identifier's name, if it is one.
  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// Whether it is the punctuation `text`.
  func isPunctuation(_ text: String) -> Bool {
    kind == .punctuation(text)
  }

  /// Whether it is the identifier `name`.
  func isIdentifier(_ name: String) -> Bool {
    kind == .identifier(name)
  }

  /// How the token reads in a message, such as `'for'` or `string literal`.
  var quoted: String {
    switch kind {
    case .identifier(let name), .punctuation(let name): "'\(name)'"
    case .number(let text): "number '\(text)'"
    case .string: "string literal"
    case .end: "end of file"
    }
  }
}

/// A token as the lexer stores it: sixteen bytes, its text left in the file.
///
/// A large description has millions of tokens, so they are kept compact and
/// only turned into a ``Token`` when the parser looks at one.
struct RawToken: Sendable {
  /// What kind of token it is.
  enum Tag: UInt8, Sendable {
    case identifier, string, number, punctuation, end
  }

  var tag: Tag
  var startsLine: Bool
  /// For a string, its position in ``TokenStream/strings``.
  var payload: Int32
  var start: Int32
  var end: Int32
}

/// The tokens of a file, handed to the parser one ``Token`` at a time.
struct TokenStream: Sendable {
  /// The compact tokens, the last one `.end`.
  var raw: [RawToken]
  /// The decoded text of each string literal.
  var strings: [String]
  /// The file's bytes, which hold every other token's text.
  var bytes: [UInt8]

  /// The token at `index`.
  subscript(index: Int) -> Token {
    let token = raw[index]
    let start = Int(token.start)
    let end = Int(token.end)
    let kind: Token.Kind
    switch token.tag {
    case .identifier: kind = .identifier(text(start, end))
    case .string: kind = .string(strings[Int(token.payload)])
    case .number: kind = .number(text(start, end))
    case .punctuation: kind = .punctuation(text(start, end))
    case .end: kind = .end
    }
    return Token(kind: kind, start: start, end: end, startsLine: token.startsLine)
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
