/// Fitting text into a terminal's width without relying on the terminal to
/// wrap it: prose is wrapped between words, and names and paths too long for
/// their column are abbreviated in the middle, never cut off.
///
/// Widths count characters. Every function here is linear in its input.
enum TextLayout {
  /// `text` shortened to at most `width` characters by replacing its middle
  /// with `…`, so that both its start and its end stay readable.
  static func abbreviated(_ text: String, to width: Int) -> String {
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
    guard text.count > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    var head = Substring(text.prefix(width - 1))
    while head.last == " " { head.removeLast() }
    return head + "…"
  }

  /// `text` padded with spaces to `width` characters.
  static func padded(_ text: String, to width: Int) -> String {
    let count = text.count
    return count >= width ? text : text + String(repeating: " ", count: width - count)
  }

  /// `text` wrapped between words into lines of at most `width` characters,
  /// each ending in a newline: the first starts with `first`, the others
  /// with `rest`. A word longer than a whole line is abbreviated.
  static func wrapped(_ text: String, width: Int, first: String, rest: String) -> String {
    var output = ""
    var line = first
    var lineCount = first.count
    var empty = true
    let restCount = rest.count
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      var wordCount = word.count
      let room = max(1, width - restCount)
      if wordCount > room {
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
