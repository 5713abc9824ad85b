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
