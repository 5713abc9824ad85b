extension ChangeRow {
  /// Parses a printed row, the inverse of ``description``.
  ///
  /// - Parameter text: A row such as
  ///   `scale-changed: textScale changed | recomputed A environment | skipped B,C`.
  /// - Returns: The row, or `nil` when `text` is not in the row's layout.
  public init?(parsing text: String) {
    let parts = Self.pieces(of: text[...], between: " | ")
    guard parts.count == 3, parts[0].hasSuffix(" changed"),
      parts[1].hasPrefix("recomputed "), parts[2].hasPrefix("skipped "),
      let colon = Self.pieces(of: parts[0], between: ": ").dropLast().last
    else { return nil }
    let label = String(parts[0][..<colon.endIndex])
    let key = String(
      parts[0][parts[0].utf8.index(colon.endIndex, offsetBy: 2)...].dropLast(" changed".count))
    let hits = parts[1].dropFirst("recomputed ".count)
    let rest = parts[2].dropFirst("skipped ".count)
    var recomputed: [Recompute] = []
    if hits != "none" {
      for entry in Self.pieces(of: hits, between: ", ") {
        guard let space = entry.utf8.lastIndex(of: UInt8(ascii: " ")),
          let cause = Cause(rawValue: String(entry[entry.utf8.index(after: space)...]))
        else { return nil }
        recomputed.append(Recompute(view: String(entry[..<space]), cause: cause))
      }
    }
    let skipped = rest == "none" ? [] : Self.pieces(of: rest, between: ",").map(String.init)
    guard !label.isEmpty, !key.isEmpty else { return nil }
    self.init(label: label, key: key, recomputed: recomputed, skipped: skipped)
  }

  /// `text` cut at each `separator` (ASCII), empty pieces kept: the same as
  /// `split(separator:omittingEmptySubsequences: false)`, a byte scan
  /// rather than a generic search, since every expected row of a course is
  /// read this way on each start.
  static func pieces(of text: Substring, between separator: StaticString) -> [Substring] {
    let bytes = text.utf8
    let first = separator.utf8Start[0]
    let count = separator.utf8CodeUnitCount
    var pieces: [Substring] = []
    var start = bytes.startIndex
    var index = start
    while index < bytes.endIndex {
      guard bytes[index] == first, Self.matches(bytes, at: index, separator) else {
        bytes.formIndex(after: &index)
        continue
      }
      pieces.append(text[start..<index])
      index = bytes.index(index, offsetBy: count)
      start = index
    }
    pieces.append(text[start..<bytes.endIndex])
    return pieces
  }

  private static func matches(
    _ bytes: Substring.UTF8View, at index: Substring.UTF8View.Index, _ separator: StaticString
  ) -> Bool {
    var position = index
    for offset in 0..<separator.utf8CodeUnitCount {
      guard position < bytes.endIndex, bytes[position] == separator.utf8Start[offset] else {
        return false
      }
      bytes.formIndex(after: &position)
    }
    return true
  }
}

extension CauseCount {
  /// Parses the four printed lines of a count, the inverse of ``lines``.
  ///
  /// - Returns: The count, or `nil` when the lines are not `local: N`,
  ///   `parent: N`, `observed: N` and `environment: N`, in that order.
  public init?(parsing lines: [String]) {
    guard lines.count == Cause.counted.count else { return nil }
    var tallies: [Int] = []
    for (line, cause) in zip(lines, Cause.counted) {
      let prefix = cause.rawValue + ": "
      guard line.hasPrefix(prefix), let number = Int(line.dropFirst(prefix.count)), number >= 0
      else { return nil }
      tallies.append(number)
    }
    self.init([])
    self.tallies = tallies
  }
}
