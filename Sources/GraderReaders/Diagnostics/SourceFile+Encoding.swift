extension SourceFile {
  /// An error for the first byte that keeps the file from being UTF-8 text, if any.
  ///
  /// A NUL byte counts as binary even though UTF-8 allows it: no description
  /// holds one, and a file that does is almost surely not a description.
  public func encodingError() -> Diagnostic? {
    guard let offset = firstInvalidByte() else { return nil }
    let byte = bytes[offset]
    let hex = String(byte, radix: 16, uppercase: true)
    let message =
      byte == 0
      ? "file holds a NUL byte; a description is text, not binary data"
      : "file is not valid UTF-8 text (byte 0x\(hex.count == 1 ? "0" + hex : hex))"
    return diagnostic(
      .error, message, id: byte == 0 ? .nulByte : .notUTF8, at: offset)
  }

  /// The offset of the first NUL byte or invalid UTF-8 sequence.
  func firstInvalidByte() -> Int? {
    var offset = 0
    let count = bytes.count
    while offset < count {
      offset = Self.endOfPlainASCII(bytes, from: offset)
      guard offset < count else { break }
      let lead = bytes[offset]
      if lead == 0 { return offset }
      if lead < 0x80 {
        offset += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return offset
      }
      guard offset + length <= count else { return offset }
      let second = bytes[offset + 1]
      guard second >= low, second <= high else { return offset }
      for next in 2..<length where bytes[offset + next] & 0xC0 != 0x80 {
        return offset
      }
      offset += length
    }
    return nil
  }

  /// The offset of the first byte at or after `offset` that is not ASCII
  /// or is NUL: eight bytes at a time, since a description is nearly all
  /// ASCII.
  private static func endOfPlainASCII(_ bytes: [UInt8], from offset: Int) -> Int {
    bytes.withUnsafeBytes { raw in
      var index = offset
      let high: UInt64 = 0x8080_8080_8080_8080
      let ones: UInt64 = 0x0101_0101_0101_0101
      while index + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        // No byte with its high bit set, and no zero byte.
        guard word & high == 0, (word &- ones) & ~word & high == 0 else { break }
        index += 8
      }
      return index
    }
  }
}
