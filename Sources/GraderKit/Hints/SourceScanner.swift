/// The words of a scenario's SwiftUI source, with what a hint needs to know
/// of each: its line, and whether it is code or a string's text. Comments
/// are dropped; a string's interpolations (`"\(count)"`) are code.
///
/// It is no Swift parser: it reads a lesson's source, which the course wrote
/// and which builds, well enough to say what is certain from its text. One
/// pass, linear in the source.
struct SourceScanner {
  /// One token: an identifier (with a `$` when it is a projection), or a
  /// punctuation character.
  struct Token: Equatable {
    var text: Substring
    /// The one-based line of the source it is on.
    var line: Int

    var isIdentifier: Bool {
      guard let first = text.first else { return false }
      return first == "$" || first == "_" || SourceScanner.isLetter(first)
    }
  }

  /// Whether `character` is a letter: ASCII at once, the rest as Unicode says.
  @inline(__always)
  static func isLetter(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return character.isLetter }
    return (ascii | 0x20) >= 0x61 && (ascii | 0x20) <= 0x7A
  }

  /// Whether `character` is a digit or another number.
  @inline(__always)
  static func isNumber(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return character.isNumber }
    return ascii >= 0x30 && ascii <= 0x39
  }

  /// Whether `character` is white space (a line break is).
  @inline(__always)
  static func isWhitespace(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return character.isWhitespace }
    return ascii == 0x20 || (ascii >= 0x09 && ascii <= 0x0D)
  }

  /// The tokens of `source`, in order.
  static func tokens(_ source: String) -> [Token] {
    var scanner = SourceScanner(source)
    scanner.scanCode(until: nil)
    return scanner.tokens
  }

  private let characters: [Character]
  /// Where each character starts in `text`, and its end last.
  private let indices: [String.Index]
  private var position = 0
  private var line = 1
  private var tokens: [Token] = []
  private let text: String

  private init(_ source: String) {
    text = source
    characters = Array(source)
    indices = Array(source.indices) + [source.endIndex]
  }

  private var current: Character? { position < characters.count ? characters[position] : nil }

  private func peek(_ offset: Int) -> Character? {
    position + offset < characters.count ? characters[position + offset] : nil
  }

  private mutating func advance() {
    if characters[position] == "\n" { line += 1 }
    position += 1
  }

  /// Scans code until the `)` that closes an interpolation (when `closing`
  /// is `")"`), or to the end.
  private mutating func scanCode(until closing: Character?) {
    var depth = 0
    while let character = current {
      if character == "/", peek(1) == "/" {
        while let next = current, next != "\n" { advance() }
      } else if character == "/", peek(1) == "*" {
        advance()
        advance()
        while current != nil, !(current == "*" && peek(1) == "/") { advance() }
        if current != nil {
          advance()
          advance()
        }
      } else if character == "\"" {
        scanString()
      } else if Self.isLetter(character) || character == "_" || character == "$" {
        let start = position
        advance()
        while let next = current, Self.isLetter(next) || Self.isNumber(next) || next == "_" {
          advance()
        }
        tokens.append(Token(text: word(start, position), line: line))
      } else if Self.isWhitespace(character) || Self.isNumber(character) {
        advance()
      } else {
        if character == "(" { depth += 1 }
        if character == ")" {
          if depth == 0, closing == ")" {
            advance()
            return
          }
          depth -= 1
        }
        tokens.append(Token(text: word(position, position + 1), line: line))
        advance()
      }
    }
  }

  /// Scans a string literal, single-line or multi-line, scanning each
  /// interpolation as code.
  private mutating func scanString() {
    let multiline = peek(1) == "\"" && peek(2) == "\""
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    while let character = current {
      if character == "\\" {
        advance()
        if current == "(" {
          advance()
          scanCode(until: ")")
        } else if current != nil {
          advance()
        }
      } else if character == "\"" {
        if !multiline {
          advance()
          return
        }
        if peek(1) == "\"", peek(2) == "\"" {
          for _ in 0..<3 { advance() }
          return
        }
        advance()
      } else if character == "\n", !multiline {
        return
      } else {
        advance()
      }
    }
  }

  private func word(_ start: Int, _ end: Int) -> Substring {
    text[indices[start]..<indices[end]]
  }
}
