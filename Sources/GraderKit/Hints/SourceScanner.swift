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
    /// A punctuation token's ASCII character, which the readers of tokens
    /// compare as a byte; 0 for an identifier, and for any other character.
    var mark: UInt8 = 0

    var isIdentifier: Bool {
      guard let first = text.first else { return false }
      return first == "$" || first == "_" || SourceScanner.isLetter(first)
    }
  }

  /// The tokens of `source`, in order: scanned as bytes when it is ASCII
  /// with no carriage return (which pairs with a line feed into one
  /// character), as a lesson's source nearly always is, else as characters.
  ///
  /// - Parameter asCharacters: Whether to scan characters whatever the
  ///   source holds, as a test compares.
  static func tokens(_ source: String, asCharacters: Bool = false) -> [Token] {
    if !asCharacters, !source.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) {
      var scanner = Scan<UInt8>(source, units: Array(source.utf8), indices: nil)
      scanner.scanCode()
      return scanner.tokens
    }
    var scanner = Scan<Character>(
      source, units: Array(source), indices: Array(source.indices) + [source.endIndex])
    scanner.scanCode()
    return scanner.tokens
  }

  /// Whether `character` is a letter: ASCII at once, the rest as Unicode says.
  @inline(__always)
  static func isLetter(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return character.isLetter }
    return (ascii | 0x20) >= 0x61 && (ascii | 0x20) <= 0x7A
  }
}

/// What the scanner reads a source as: its bytes, when all are ASCII, or
/// its characters.
protocol SourceUnit: Equatable {
  /// The unit of an ASCII character.
  init(_ ascii: Unicode.Scalar)
  var isSourceLetter: Bool { get }
  var isSourceNumber: Bool { get }
  /// White space, a line break included.
  var isSourceWhitespace: Bool { get }
  /// A line break: a line feed, or a carriage return and line feed, which
  /// are one character.
  var isSourceNewline: Bool { get }
  /// The unit's ASCII value; 0 for any other character.
  var asciiMark: UInt8 { get }
}

extension UInt8: SourceUnit {
  init(_ ascii: Unicode.Scalar) { self.init(ascii: ascii) }
  var isSourceLetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
  var isSourceNumber: Bool { self >= 0x30 && self <= 0x39 }
  var isSourceWhitespace: Bool { self == 0x20 || (self >= 0x09 && self <= 0x0D) }
  var isSourceNewline: Bool { self == 0x0A }
  var asciiMark: UInt8 { self < 0x80 ? self : 0 }
}

extension Character: SourceUnit {
  var isSourceLetter: Bool { SourceScanner.isLetter(self) }
  var isSourceNumber: Bool {
    guard let ascii = asciiValue else { return isNumber }
    return ascii >= 0x30 && ascii <= 0x39
  }
  var isSourceWhitespace: Bool {
    guard let ascii = asciiValue else { return isWhitespace }
    return ascii == 0x20 || (ascii >= 0x09 && ascii <= 0x0D)
  }
  var isSourceNewline: Bool { self == "\n" || self == "\r\n" }
  var asciiMark: UInt8 { asciiValue ?? 0 }
}

/// One pass of ``SourceScanner`` over a source's units.
private struct Scan<Unit: SourceUnit> {
  private let units: [Unit]
  /// Where each unit starts in `text`, and its end last; `nil` when the
  /// units are the text's bytes, whose offsets are its indices.
  private let indices: [String.Index]?
  private var position = 0
  private var line = 1
  private(set) var tokens: [SourceScanner.Token] = []
  private let text: String
  private let slash = Unit("/")
  private let star = Unit("*")
  private let quote = Unit("\"")
  private let backslash = Unit("\\")
  private let open = Unit("(")
  private let close = Unit(")")
  private let underscore = Unit("_")
  private let dollar = Unit("$")

  init(_ source: String, units: [Unit], indices: [String.Index]?) {
    text = source
    self.units = units
    self.indices = indices
  }

  private var current: Unit? { position < units.count ? units[position] : nil }

  private func peek(_ offset: Int) -> Unit? {
    position + offset < units.count ? units[position + offset] : nil
  }

  private mutating func advance() {
    if units[position].isSourceNewline { line += 1 }
    position += 1
  }

  /// Scans code until the `)` that closes an interpolation (when
  /// `interpolation` is true), or to the end.
  mutating func scanCode(until interpolation: Bool = false) {
    var depth = 0
    while let unit = current {
      if unit == slash, peek(1) == slash {
        while let next = current, !next.isSourceNewline { advance() }
      } else if unit == slash, peek(1) == star {
        advance()
        advance()
        while current != nil, !(current == star && peek(1) == slash) { advance() }
        if current != nil {
          advance()
          advance()
        }
      } else if unit == quote {
        scanString()
      } else if unit.isSourceLetter || unit == underscore || unit == dollar {
        let start = position
        advance()
        while let next = current, next.isSourceLetter || next.isSourceNumber || next == underscore {
          advance()
        }
        tokens.append(SourceScanner.Token(text: word(start, position), line: line))
      } else if unit.isSourceWhitespace || unit.isSourceNumber {
        advance()
      } else {
        if unit == open { depth += 1 }
        if unit == close {
          if depth == 0, interpolation {
            advance()
            return
          }
          depth -= 1
        }
        tokens.append(
          SourceScanner.Token(
            text: word(position, position + 1), line: line, mark: unit.asciiMark))
        advance()
      }
    }
  }

  /// Scans a string literal, single-line or multi-line, scanning each
  /// interpolation as code.
  private mutating func scanString() {
    let multiline = peek(1) == quote && peek(2) == quote
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    while let unit = current {
      if unit == backslash {
        advance()
        if current == open {
          advance()
          scanCode(until: true)
        } else if current != nil {
          advance()
        }
      } else if unit == quote {
        if !multiline {
          advance()
          return
        }
        if peek(1) == quote, peek(2) == quote {
          for _ in 0..<3 { advance() }
          return
        }
        advance()
      } else if unit.isSourceNewline, !multiline {
        return
      } else {
        advance()
      }
    }
  }

  private func word(_ start: Int, _ end: Int) -> Substring {
    guard let indices else {
      let utf8 = text.utf8
      return Substring(
        utf8[
          utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
      )
    }
    return text[indices[start]..<indices[end]]
  }
}
