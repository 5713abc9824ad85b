extension ChangeRow {
  /// Parses a printed row, the inverse of ``description``.
  ///
  /// - Parameter text: A row such as
  ///   `scale-changed: textScale changed | recomputed A environment | skipped B,C`.
  /// - Returns: The row, or `nil` when `text` is not in the row's layout.
  public init?(parsing text: String) {
    var text = text
    guard let row = text.withUTF8({ Self.parse(RowBytes(bytes: $0)) }) else { return nil }
    self = row
  }

  /// The row in `text`'s bytes: every separator and prefix is ASCII, so the
  /// row is cut byte by byte, and only its names become strings.
  private static func parse(_ text: RowBytes) -> ChangeRow? {
    let parts = text.pieces(of: 0..<text.bytes.count, between: " | ")
    guard parts.count == 3 else { return nil }
    let (head, hits, rest) = (parts[0], parts[1], parts[2])
    guard text.has(head, suffix: " changed"), text.has(hits, prefix: "recomputed "),
      text.has(rest, prefix: "skipped "),
      let colon = text.pieces(of: head, between: ": ").dropLast().last?.upperBound
    else { return nil }
    let keyEnd = head.upperBound - " changed".utf8.count
    guard colon > head.lowerBound, colon + 2 < keyEnd else { return nil }
    let label = text.string(head.lowerBound..<colon)
    let key = text.string((colon + 2)..<keyEnd)
    let hitsBody = (hits.lowerBound + "recomputed ".utf8.count)..<hits.upperBound
    var recomputed: [Recompute] = []
    if !text.has(hitsBody, exactly: "none") {
      for entry in text.pieces(of: hitsBody, between: ", ") {
        guard let space = text.lastSpace(in: entry),
          let cause = Cause(rawValue: text.string((space + 1)..<entry.upperBound))
        else { return nil }
        recomputed.append(Recompute(view: text.string(entry.lowerBound..<space), cause: cause))
      }
    }
    let restBody = (rest.lowerBound + "skipped ".utf8.count)..<rest.upperBound
    let skipped =
      text.has(restBody, exactly: "none")
      ? [] : text.pieces(of: restBody, between: ",").map(text.string)
    return ChangeRow(label: label, key: key, recomputed: recomputed, skipped: skipped)
  }
}

/// A printed row's UTF-8 bytes, cut at ASCII separators by offset.
private struct RowBytes {
  let bytes: UnsafeBufferPointer<UInt8>

  /// `range` cut at each `separator`, empty pieces kept: the same as
  /// `split(separator:omittingEmptySubsequences: false)`.
  func pieces(of range: Range<Int>, between separator: StaticString) -> [Range<Int>] {
    let count = separator.utf8CodeUnitCount
    var pieces: [Range<Int>] = []
    var start = range.lowerBound
    var index = start
    while index + count <= range.upperBound {
      if matches(separator, at: index) {
        pieces.append(start..<index)
        index += count
        start = index
      } else {
        index += 1
      }
    }
    pieces.append(start..<range.upperBound)
    return pieces
  }

  func has(_ range: Range<Int>, prefix: StaticString) -> Bool {
    range.count >= prefix.utf8CodeUnitCount && matches(prefix, at: range.lowerBound)
  }

  func has(_ range: Range<Int>, suffix: StaticString) -> Bool {
    range.count >= suffix.utf8CodeUnitCount
      && matches(suffix, at: range.upperBound - suffix.utf8CodeUnitCount)
  }

  func has(_ range: Range<Int>, exactly word: StaticString) -> Bool {
    range.count == word.utf8CodeUnitCount && matches(word, at: range.lowerBound)
  }

  func lastSpace(in range: Range<Int>) -> Int? {
    range.last { bytes[$0] == UInt8(ascii: " ") }
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  private func matches(_ text: StaticString, at index: Int) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] {
      return false
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
