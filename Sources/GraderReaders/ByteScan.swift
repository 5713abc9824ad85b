/// Scans of UTF-8 text eight bytes at a time, for the checks every escaper
/// makes before it copies anything: most text needs no escaping, and
/// saying so is the hottest loop of a report.
///
/// Each word test tells whether some byte of a 64-bit word is in a range;
/// a word that has one is then looked at byte by byte.
package enum ByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Whether some byte of `word` is below `limit` (at most 128).
  @inline(__always)
  private static func hasByte(in word: UInt64, below limit: UInt8) -> Bool {
    (word &- ones &* UInt64(limit)) & ~word & highs != 0
  }

  /// Whether some byte of `word` is `byte`.
  @inline(__always)
  private static func hasByte(in word: UInt64, equalTo byte: UInt8) -> Bool {
    hasByte(in: word ^ (ones &* UInt64(byte)), below: 1)
  }

  /// The index of the first byte of `bytes`, from `start`, for which
  /// `isSpecial` holds, or `bytes.count`; words for which `wordMayHold` is
  /// false are skipped whole. `wordMayHold` must be exact: true only for a
  /// word that holds such a byte, which the byte loop then finds in it.
  @inline(__always)
  private static func first(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, wordMayHold: (UInt64) -> Bool,
    isSpecial: (UInt8) -> Bool
  ) -> Int {
    var index = start
    let raw = UnsafeRawBufferPointer(bytes)
    while index + 8 <= bytes.count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      if wordMayHold(word) { break }
      index += 8
    }
    while index < bytes.count, !isSpecial(bytes[index]) { index += 1 }
    return index
  }

  /// The index of the first byte from `start` that a JSON string escapes
  /// or looks at: a control character, `"`, `\`, DEL, or a byte of a
  /// character beyond ASCII, which may be one no output shows as it is
  /// (``UntrustedCharacter``).
  package static func firstJSONSpecial(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int
  {
    first(
      in: bytes, from: start,
      wordMayHold: {
        hasByte(in: $0, below: 0x20) || hasByte(in: $0, equalTo: 0x22)
          || hasByte(in: $0, equalTo: 0x5C) || hasByte(in: $0, equalTo: 0x7F) || $0 & highs != 0
      },
      isSpecial: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F })
  }

  /// The scalar whose UTF-8 starts at `index` of `bytes` (valid UTF-8, as
  /// a string's is), and how many bytes it takes.
  package static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    value: UInt32, length: Int
  ) {
    let byte = bytes[index]
    let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    guard length > 1 else { return (UInt32(byte), 1) }
    let lead = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    let value = bytes[(index + 1)..<(index + length)].reduce(lead) { $0 << 6 | UInt32($1 & 0x3F) }
    return (value, length)
  }

  /// The index of the first byte from `start` that XML text escapes or
  /// checks: a control character, `&`, `<`, `>`, `"`, `'`, DEL, or a byte of
  /// a character beyond ASCII (U+FFFE and U+FFFF are no XML, and an
  /// ``UntrustedCharacter`` is written as a reference).
  package static func firstXMLSpecial(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int
  {
    first(
      in: bytes, from: start,
      wordMayHold: {
        hasByte(in: $0, below: 0x20) || hasByte(in: $0, equalTo: 0x26)
          || hasByte(in: $0, equalTo: 0x3C) || hasByte(in: $0, equalTo: 0x3E)
          || hasByte(in: $0, equalTo: 0x22) || hasByte(in: $0, equalTo: 0x27)
          || hasByte(in: $0, equalTo: 0x7F) || $0 & highs != 0
      },
      isSpecial: isXMLSpecial)
  }

  package static func isXMLSpecial(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
      || byte >= 0x7F
  }

  /// Whether `text` holds a byte below 0x20, DEL, or any byte of a
  /// character outside ASCII.
  package static func hasControlOrNonASCII(_ text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      first(
        in: bytes, from: 0,
        wordMayHold: {
          $0 & highs != 0 || hasByte(in: $0, below: 0x20) || hasByte(in: $0, equalTo: 0x7F)
        },
        isSpecial: { $0 < 0x20 || $0 >= 0x7F }) < bytes.count
    }
    return found ?? text.utf8.contains { $0 < 0x20 || $0 >= 0x7F }
  }

  /// The offset of each line's start in `bytes`: 0, then the offset after
  /// each line feed.
  package static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    var starts = [0]
    // Room at once for the lines of a file of a few hundred bytes, at a
    // line to eight bytes; a longer one grows as it is read.
    starts.reserveCapacity(min(bytes.count / 8 + 1, 256))
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      while true {
        index = first(
          in: buffer, from: index, wordMayHold: { hasByte(in: $0, equalTo: 0x0A) },
          isSpecial: { $0 == 0x0A })
        guard index < buffer.count else { return }
        index += 1
        starts.append(index)
      }
    }
    return starts
  }

  /// The ranges of `range` of `buffer` between the bytes `separator`, the
  /// empty ones too: a range that ends on a separator yields an empty last field.
  package static func fields(
    of buffer: UnsafeBufferPointer<UInt8>, in range: Range<Int>, separatedBy separator: UInt8
  ) -> [Range<Int>] {
    var fields: [Range<Int>] = []
    var start = range.lowerBound
    var index = start
    while index < range.upperBound {
      if buffer[index] == separator {
        fields.append(start..<index)
        start = index + 1
      }
      index += 1
    }
    fields.append(start..<range.upperBound)
    return fields
  }

  /// Whether every byte of `text` is ASCII.
  package static func isASCII(_ text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      first(in: bytes, from: 0, wordMayHold: { $0 & highs != 0 }, isSpecial: { $0 >= 0x80 })
        == bytes.count
    }
    return found ?? text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// The lanes of `word` whose byte is zero, each as 0x80: exact, since
  /// no lane's sum carries into the next.
  @inline(__always)
  private static func zeroLanes(_ word: UInt64) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & low) &+ low) | word | low)
  }

  /// Whether `text` holds `::` or `##`, with which a workflow command begins.
  package static func mayHoldWorkflowCommand(_ text: String) -> Bool {
    if let found = text.utf8.withContiguousStorageIfAvailable(mayHoldWorkflowCommand) {
      return found
    }
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == previous, byte == UInt8(ascii: ":") || byte == UInt8(ascii: "#") { return true }
      previous = byte
    }
    return false
  }

  /// Whether `bytes` hold `::` or `##`.
  ///
  /// Eight pairs at a time: the word at a byte and the word one byte on
  /// hold, lane by lane, the two bytes of each pair that starts there; a
  /// report's and a JSON line's many single colons cost nothing more, since
  /// only a lane equal to the next is looked at.
  package static func mayHoldWorkflowCommand(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    let colons = ones &* 0x3A
    let hashes = ones &* 0x23
    var index = 0
    while index + 9 <= bytes.count {
      let here = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let next = UInt64(
        littleEndian: raw.loadUnaligned(fromByteOffset: index + 1, as: UInt64.self))
      // The lanes whose byte equals the next one: few words of prose have
      // one, and only those are asked which byte it is.
      let pairs = zeroLanes(here ^ next)
      if pairs != 0, pairs & (zeroLanes(here ^ colons) | zeroLanes(here ^ hashes)) != 0 {
        return true
      }
      index += 8
    }
    while index + 1 < bytes.count {
      if bytes[index] == bytes[index + 1], bytes[index] == 0x3A || bytes[index] == 0x23 {
        return true
      }
      index += 1
    }
    return false
  }
}
