import GraderModel
import GraderReaders

/// Fitting text into a terminal's width without relying on the terminal to
/// wrap it: prose is wrapped between words, and names and paths too long for
/// their column are abbreviated in the middle, never cut off.
///
/// Widths count characters. Every function here is linear in its input.
package enum TextLayout {
  /// The paragraphs of prose wrapped for another margin: runs of lines
  /// between blank lines, each joined into one line with single spaces.
  package static func paragraphs(_ text: String) -> [String] {
    if let paragraphs = asciiParagraphs(text) { return paragraphs }
    var result: [String] = []
    var paragraph: [String] = []
    func blank(_ character: Character) -> Bool {
      character == " " || character == "\t" || (character.isWhitespace && !character.isNewline)
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var trimmed = line.drop(while: blank)
      while let last = trimmed.last, blank(last) { trimmed.removeLast() }
      if trimmed.isEmpty {
        if !paragraph.isEmpty { result.append(paragraph.joinedText(separator: " ")) }
        paragraph = []
      } else {
        paragraph.append(String(trimmed))
      }
    }
    if !paragraph.isEmpty { result.append(paragraph.joinedText(separator: " ")) }
    return result
  }

  /// ``paragraphs(_:)`` of text that is printable ASCII, tabs and line
  /// feeds, as a lesson's prose nearly always is: cut as bytes, with no
  /// grapheme breaking; `nil` for any other text.
  private static func asciiParagraphs(_ text: String) -> [String]? {
    return text.withBytes { bytes -> [String]? in
      let plain = bytes.allSatisfy {
        ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t")
      }
      guard plain else { return nil }
      func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
      }
      var result: [String] = []
      var paragraph: [UInt8] = []
      func take(_ start: Int, _ end: Int) {
        var lower = start
        var upper = end
        while lower < upper, isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, isBlank(bytes[upper - 1]) { upper -= 1 }
        if lower == upper {
          if !paragraph.isEmpty { result.append(String(decoding: paragraph, as: UTF8.self)) }
          paragraph.removeAll(keepingCapacity: true)
          return
        }
        if !paragraph.isEmpty { paragraph.append(UInt8(ascii: " ")) }
        paragraph.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
      }
      var start = 0
      for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
        take(start, index)
        start = index + 1
      }
      take(start, bytes.count)
      if !paragraph.isEmpty { result.append(String(decoding: paragraph, as: UTF8.self)) }
      return result
    }
  }

  /// How many characters `text` has: its byte count when it is printable
  /// ASCII (no control character, so no carriage return pairing with a line
  /// feed into one character), so that the common case needs no grapheme
  /// breaking.
  static func length(_ text: String) -> Int {
    ByteScan.hasControlOrNonASCII(text) ? text.count : text.utf8.count
  }

  /// `text` shortened to at most `width` characters by replacing its middle
  /// with `…`, so that both its start and its end stay readable.
  static func abbreviated(_ text: String, to width: Int) -> String {
    // No text has more characters than bytes.
    if text.utf8.count <= width { return text }
    let count = text.count
    guard count > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    let tail = (width - 1) / 2
    let head = width - 1 - tail
    return String(text.prefix(head)) + "…" + String(text.suffix(tail))
  }

  /// `text` shortened to at most `width` characters by ending it with `…`,
  /// for prose such as a title, whose start says the most.
  static func truncated(_ text: String, to width: Int) -> String {
    guard text.utf8.count > width, text.count > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    var head = Substring(text.prefix(width - 1))
    while head.last == " " { head.removeLast() }
    // String to String: a substring's own `+` appends a generic sequence.
    return String(head) + "…"
  }

  /// Whether `text` is not empty, starts and ends with no space and has no
  /// two spaces in a row: as wrapping would lay its words out again.
  private static func isSingleSpaced(_ text: String) -> Bool {
    // Read where the bytes lie: a reason's paragraph is read whole for every
    // failing scenario of every student.
    return text.withBytes { utf8 in
      var previous: UInt8 = 0x20
      for byte in utf8 {
        if byte == 0x20 && previous == 0x20 { return false }
        previous = byte
      }
      return previous != 0x20
    }
  }

  /// `text` padded with spaces to `width` characters.
  static func padded(_ text: String, to width: Int) -> String {
    let count = length(text)
    return count >= width ? text : text + String(repeating: " ", count: width - count)
  }

  /// `lead` then `item`, a path or a command to type, on one line when it
  /// fits `width`; else `item` whole on a line of its own, indented two more.
  package static func leading(_ lead: String, _ item: String, width: Int, indent: String = "")
    -> String
  {
    let line = indent + lead + " " + item
    if length(line) <= width { return line + "\n" }
    return indent + lead + "\n" + indent + "  " + item + "\n"
  }

  /// `text` wrapped between words into lines of at most `width` characters,
  /// each ending in a newline: the first starts with `first`, the others
  /// with `rest`. A word longer than a whole line is abbreviated, unless it is a
  /// path, which stands whole on a line of its own.
  /// The words of `text`, where what should not be broken counts as one
  /// word: a short quoted span, such as `'key itemCount environment'` (text
  /// to type), a quoted command whole (`'grader start ID --force'`), a short
  /// parenthesis, such as `(your line 4; source line 13)`,
  /// and a count with the word it counts, such as `2 missing`.
  static func quotedSpansKept(_ text: String) -> [String] {
    // Printable ASCII, a report's usual text, is cut as bytes: its
    // characters are its bytes, with no grapheme breaking to find them.
    if !ByteScan.hasControlOrNonASCII(text) {
      return text.withBytes { asciiSpansKept($0) }
    }
    return characterSpansKept(text)
  }

  /// ``quotedSpansKept(_:)`` of any text, character by character.
  static func characterSpansKept(_ text: String) -> [String] {
    var words: [String] = []
    var open: [String] = []
    var closer: Character = "'"
    var command = false
    var count: String?
    for word in text.utf8.split(separator: 0x20, omittingEmptySubsequences: true) {
      var word = String(Substring(word))
      if let number = count {
        word = number + " " + word
        count = nil
      }
      if open.isEmpty {
        if word.hasPrefix("'"), word.count > 1, !closesQuote(word.dropFirst()) {
          open = [word]
          closer = "'"
          command = word == "'" + CommandHint.program
        } else if word.hasPrefix("("), !word.contains(")" as Character) {
          open = [word]
          closer = ")"
        } else if word.allSatisfy(\.isNumber) {
          count = word
        } else {
          words.append(word)
        }
        continue
      }
      open.append(word)
      let span = open.joinedText(separator: " ")
      if closer == "'" ? closesQuote(word[...]) : word.contains(")" as Character) {
        words.append(span)
        open = []
      } else if span.count > spanLimit(quoted: closer == "'", command: command) {
        words += open
        open = []
      }
    }
    return words + open + (count.map { [$0] } ?? [])
  }

  /// How long a span may grow and still be kept as one word: a quoted
  /// command (`'grader start …'`) whole, as any one the grader writes fits;
  /// other quoted text and a parenthesis only when short.
  private static func spanLimit(quoted: Bool, command: Bool) -> Int {
    guard quoted else { return 32 }
    return command ? 512 : 40
  }

  /// Whether `word` ends a quoted span: a `'` at its end, or before closing punctuation.
  private static func closesQuote(_ word: Substring) -> Bool {
    let trimmed = word.reversed().drop { ",.;:)?!".contains($0) }
    return trimmed.first == "'"
  }

  /// ``quotedSpansKept(_:)`` of printable ASCII, word by word as ranges of
  /// its bytes, each made a string once.
  private static func asciiSpansKept(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    let space = UInt8(ascii: " ")
    let quote = UInt8(ascii: "'")
    func string(_ word: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[word]), as: UTF8.self)
    }
    func contains(_ word: Range<Int>, _ byte: UInt8) -> Bool {
      word.contains { bytes[$0] == byte }
    }
    /// Whether `word` ends a quoted span: a `'` at its end, or before closing punctuation.
    func closesQuote(_ word: Range<Int>) -> Bool {
      var last = word.upperBound - 1
      while last >= word.lowerBound, ",.;:)?!".utf8.contains(bytes[last]) { last -= 1 }
      return last >= word.lowerBound && bytes[last] == quote
    }
    var words: [String] = []
    var open: [Range<Int>] = []
    var openLength = 0
    var closesWithQuote = true
    var command = false
    var count: Range<Int>?
    var index = 0
    while index < bytes.count {
      while index < bytes.count, bytes[index] == space { index += 1 }
      guard index < bytes.count else { break }
      let start = index
      while index < bytes.count, bytes[index] != space { index += 1 }
      let word = start..<index
      if let number = count {
        // A number and the word it counts: one word, which opens no span.
        words.append(string(number) + " " + string(word))
        count = nil
        continue
      }
      guard !open.isEmpty else {
        if bytes[start] == quote, word.count > 1, !closesQuote(start + 1..<index) {
          (open, openLength, closesWithQuote) = ([word], word.count, true)
          command = string(word) == "'" + CommandHint.program
        } else if bytes[start] == UInt8(ascii: "("), !contains(word, UInt8(ascii: ")")) {
          (open, openLength, closesWithQuote) = ([word], word.count, false)
        } else if word.allSatisfy({ bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }) {
          count = word
        } else {
          words.append(string(word))
        }
        continue
      }
      open.append(word)
      openLength += 1 + word.count
      if closesWithQuote ? closesQuote(word) : contains(word, UInt8(ascii: ")")) {
        words.append(open.map(string).joinedText(separator: " "))
        open = []
      } else if openLength > spanLimit(quoted: closesWithQuote, command: command) {
        words += open.map(string)
        open = []
      }
    }
    return words + open.map(string) + (count.map { [string($0)] } ?? [])
  }

  package static func wrapped(_ text: String, width: Int, first: String, rest: String) -> String {
    // Text that fits on the first line, with single spaces between its
    // words, is the line; a report written to a file has no width at all.
    if text.utf8.count <= width - max(first.utf8.count, rest.utf8.count),
      isSingleSpaced(text)
    {
      return first + text + "\n"
    }
    var output = ""
    var line = first
    var lineCount = length(first)
    var empty = true
    let restCount = length(rest)
    for word in quotedSpansKept(text) {
      var word = word
      var wordCount = length(word)
      let room = max(1, width - restCount)
      // A path is never cut, so that it can be copied: it stands whole on its line.
      // A character, as Foundation's search of a string compares: a mark
      // on the slash makes it another (and the standard library's search
      // spares the first use's setup of Foundation's).
      if wordCount > room, !word.contains("/" as Character) {
        word = abbreviated(word, to: room)
        wordCount = room
      }
      if !empty && lineCount + 1 + wordCount > width {
        output += line + "\n"
        line = rest
        lineCount = restCount
        empty = true
      }
      if !empty {
        line += " "
        lineCount += 1
      }
      line += word
      lineCount += wordCount
      empty = false
    }
    return output + line + "\n"
  }
}
