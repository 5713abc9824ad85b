/// Scans of UTF-8 text sixteen bytes at a time, for the checks every
/// escaper makes before it copies anything: most text needs no escaping,
/// and saying so is the hottest loop of a report.
///
/// Each chunk test tells, lane by lane, whether some byte of a 16-byte
/// vector is one looked for; a chunk that has one is then looked at byte by
/// byte.
package enum ByteScan {

  /// Whether some lane of `mask` is set: its two halves looked at as
  /// words, where the standard library's `any` may reduce it lane by lane.
  @inline(__always)
  private static func anyLane(_ mask: SIMDMask<SIMD16<Int8>>) -> Bool {
    let halves = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    return halves[0] | halves[1] != 0
  }

  /// Sixteen lanes of `byte`.
  @inline(__always)
  private static func lanes(_ byte: UInt8) -> SIMD16<UInt8> {
    SIMD16(repeating: byte)
  }

  /// The index of the first byte of `bytes`, from `start`, for which
  /// `isSpecial` holds, or `bytes.count`; chunks of sixteen bytes for which
  /// `chunkMayHold` is false are skipped whole. `chunkMayHold` must be exact:
  /// true only for a chunk that holds such a byte, which the byte loop then
  /// finds in it.
  @inline(__always)
  private static func first(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
    chunkMayHold: (SIMD16<UInt8>) -> Bool, isSpecial: (UInt8) -> Bool
  ) -> Int {
    var index = start
    let raw = UnsafeRawBufferPointer(bytes)
    while index + 16 <= bytes.count {
      if chunkMayHold(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)) { break }
      index += 16
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
      chunkMayHold: {
        anyLane(
          ($0 .< lanes(0x20)) .| ($0 .== lanes(0x22)) .| ($0 .== lanes(0x5C))
            .| ($0 .>= lanes(0x7F)))
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
      chunkMayHold: {
        anyLane(
          ($0 .< lanes(0x20)) .| ($0 .== lanes(0x26)) .| ($0 .== lanes(0x3C))
            .| ($0 .== lanes(0x3E)) .| ($0 .== lanes(0x22)) .| ($0 .== lanes(0x27))
            .| ($0 .>= lanes(0x7F)))
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
        chunkMayHold: { anyLane(($0 .< lanes(0x20)) .| ($0 .>= lanes(0x7F))) },
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
          in: buffer, from: index, chunkMayHold: { anyLane($0 .== lanes(0x0A)) },
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
      first(
        in: bytes, from: 0, chunkMayHold: { anyLane($0 .>= lanes(0x80)) }, isSpecial: { $0 >= 0x80 }
      )
        == bytes.count
    }
    return found ?? text.utf8.allSatisfy { $0 < 0x80 }
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
  /// Sixteen pairs at a time: the chunk at a byte and the chunk one byte on
  /// hold, lane by lane, the two bytes of each pair that starts there; a
  /// report's and a JSON line's many single colons cost nothing more, since
  /// only a lane equal to the next and a colon or a hash is one.
  package static func mayHoldWorkflowCommand(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    var index = 0
    while index + 17 <= bytes.count {
      let here = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let next = raw.loadUnaligned(fromByteOffset: index + 1, as: SIMD16<UInt8>.self)
      if anyLane((here .== next) .& ((here .== lanes(0x3A)) .| (here .== lanes(0x23)))) {
        return true
      }
      index += 16
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
