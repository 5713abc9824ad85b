extension Array where Element == String {
  /// The strings one after another, with `separator` between each two: what
  /// the standard library's `joined(separator:)` gives, which is generic in
  /// a library of its own, and cost a check a quarter of a million
  /// instructions on its first call; used on the paths every check takes.
  /// The text is allocated once, at its full size.
  package func joinedText(separator: String = "") -> String {
    var size = separator.utf8.count * Swift.max(0, count - 1)
    for part in self { size += part.utf8.count }
    var text = ""
    text.reserveCapacity(size)
    for (position, part) in enumerated() {
      if position > 0 { text += separator }
      text += part
    }
    return text
  }
}
