/// One line of the `.tree` form, split into words.
struct TreeLine: Sendable {
  /// A word of a line: bare, or quoted with escapes.
  struct Word: Sendable {
    /// The word's text, escapes decoded.
    var text: String
    /// Whether it was written in quotes, which makes a keyword a plain name.
    var quoted: Bool
    /// Where it starts.
    var offset: Int

    /// Whether it is the unquoted keyword `keyword`.
    func isKeyword(_ keyword: String) -> Bool {
      !quoted && text == keyword
    }
  }

  /// The leading spaces and tabs.
  var indentation: ArraySlice<UInt8>
  /// Where the line's first word starts.
  var offset: Int
  /// The words, without commas and comments.
  private(set) var words: [Word]
  /// Errors found while splitting.
  var diagnostics: [DiagnosticDraft]

  /// A line with no words, to split lines into with ``split(file:range:)``.
  init() {
    indentation = []
    offset = 0
    words = []
    diagnostics = []
  }

  /// Splits the line of `file` that spans `range` into this one, in place of
  /// the line it held: a reader splits every line of a file into one, which
  /// keeps the room its words took.
  mutating func split(file: SourceFile, range: Range<Int>) {
    let bytes = file.bytes
    var position = range.lowerBound
    var end = range.upperBound
    if end > position, bytes[end - 1] == 0x0D { end -= 1 }
    while position < end, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
    indentation = bytes[range.lowerBound..<position]
    offset = position
    words.removeAll(keepingCapacity: true)
    if !diagnostics.isEmpty { diagnostics = [] }
    swiftSyntaxWord = nil
    // Room for the words of most lines at once; a blank line takes none.
    if position < end, words.capacity < 6 { words.reserveCapacity(6) }
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "#") { break }
      // '//' where a word would start is a comment too, as in Swift, so that
      // a file's comments read in both forms.
      if byte == UInt8(ascii: "/"), position + 1 < end, bytes[position + 1] == UInt8(ascii: "/") {
        break
      }
      if byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: ",") || byte == 0x0D {
        position += 1
      } else if byte == UInt8(ascii: "\"") {
        words.append(quotedWord(file: file, from: &position, end: end))
      } else {
        let start = position
        var bracket = false
        while position < end, !Self.endsWord(bytes[position]) {
          bracket = bracket || Self.isBracket(bytes[position])
          position += 1
        }
        if bracket, swiftSyntaxWord == nil { swiftSyntaxWord = words.count }
        words.append(
          Word(
            text: String(decoding: bytes[start..<position], as: UTF8.self), quoted: false,
            offset: start))
      }
    }
  }

  /// The first bare word that holds Swift's brackets or parentheses, such
  /// as `ViewNode(` or the `[` of `reads ["k"]`: the Swift form written into
  /// a `.tree` line.
  var swiftSyntax: Word? {
    swiftSyntaxWord.map { words[$0] }
  }

  /// The position among `words` of ``swiftSyntax``, noted as the words are split.
  private var swiftSyntaxWord: Int?

  /// Whether `byte` is one of Swift's brackets or parentheses.
  private static func isBracket(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"),
      UInt8(ascii: "{"), UInt8(ascii: "}"):
      true
    default: false
    }
  }

  /// Whether `byte` ends a bare word: a space, a tab, a carriage return, a
  /// comma, a comment or a quote.
  private static func endsWord(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0D, UInt8(ascii: ","), UInt8(ascii: "#"), UInt8(ascii: "\""): true
    default: false
    }
  }

  private mutating func quotedWord(file: SourceFile, from position: inout Int, end: Int) -> Word {
    let bytes = file.bytes
    let start = position
    position += 1
    var text: [UInt8] = []
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return Word(text: String(decoding: text, as: UTF8.self), quoted: true, offset: start)
      }
      if byte == UInt8(ascii: "\\"), position + 1 < end {
        let escaped = bytes[position + 1]
        switch escaped {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""): text.append(escaped)
        default:
          diagnostics.append(
            file.draft(
              .error, "invalid escape sequence in quoted name",
              id: .invalidEscapeInName, at: position, length: 2))
        }
        position += 2
      } else {
        text.append(byte)
        position += 1
      }
    }
    diagnostics.append(
      file.draft(.error, "unterminated quoted name", id: .unterminatedQuotedName, at: start)
    )
    return Word(text: String(decoding: text, as: UTF8.self), quoted: true, offset: start)
  }
}
