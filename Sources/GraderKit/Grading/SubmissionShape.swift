import GraderReaders

/// A fingerprint of a submission that copies share however they were
/// disguised: comments and whitespace dropped, the lines in any order (so
/// sibling views and declarations moved around change nothing), and
/// indentation counted as depth, whatever its width.
///
/// It serves to point an instructor at submissions worth a look, never as
/// proof of anything: 64-bit hashes, cheap enough for every file of a large
/// class, linear in the submission.
package enum SubmissionShape {
  /// The fingerprint of `bytes`, read as `format`.
  package static func fingerprint(_ bytes: [UInt8], format: DescriptionFormat) -> UInt64 {
    bytes.withUnsafeBufferPointer { fingerprint($0, format: format) }
  }

  private static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>, format: DescriptionFormat)
    -> UInt64
  {
    // Each line that holds code: its indentation and the hash of its code.
    var lines: [(indent: Int, hash: UInt64)] = []
    lines.reserveCapacity(16)
    var index = 0
    let count = bytes.count
    var hash = offset
    var indent = 0
    var atStart = true
    var holdsCode = false
    func endLine() {
      if holdsCode { lines.append((indent, hash)) }
      hash = offset
      indent = 0
      atStart = true
      holdsCode = false
    }
    let slash = UInt8(ascii: "/")
    while index < count {
      let byte = bytes[index]
      // Most bytes are code: a line break, white space, a slash and (in the
      // .tree form) a hash are the only ones looked at again.
      switch byte {
      case 0x0A:
        endLine()
        index += 1
        continue
      case 0x20, 0x09, 0x0D:
        if atStart { indent += 1 }
        index += 1
        continue
      case UInt8(ascii: "#") where format == .tree:
        while index < count, bytes[index] != 0x0A { index += 1 }
        continue
      case slash:
        let next = index + 1 < count ? bytes[index + 1] : 0
        if next == slash {
          while index < count, bytes[index] != 0x0A { index += 1 }
          continue
        }
        if format == .swift, next == UInt8(ascii: "*") {
          index += 2
          while index + 1 < count,
            !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == slash)
          {
            if bytes[index] == 0x0A { endLine() }
            index += 1
          }
          index += 2
          atStart = false
          continue
        }
      default:
        break
      }
      index += 1
      atStart = false
      holdsCode = true
      hash = (hash ^ UInt64(byte)) &* prime
    }
    endLine()
    // Depth, not width: the distinct indentations of the file, in order.
    // A file has few of them: each depth is its indentation's place among them.
    var indents = lines.map(\.indent)
    indents.sort()
    var distinct: [Int] = []
    distinct.reserveCapacity(indents.count)
    for indent in indents where distinct.last != indent { distinct.append(indent) }
    var shape: UInt64 = 0
    for line in lines {
      let depth = Self.place(of: line.indent, in: distinct)
      shape &+= mixed(line.hash ^ (UInt64(depth) &* 0x9E37_79B9_7F4A_7C15))
    }
    return mixed(shape)
  }

  /// The fingerprint as 16 hexadecimal digits.
  package static func text(_ shape: UInt64) -> String {
    // Written digit by digit into the string: every graded file's record has one.
    String(unsafeUninitializedCapacity: 16) { digits in
      for index in 0..<16 {
        let nibble = UInt8(truncatingIfNeeded: shape >> UInt64(60 - 4 * index)) & 0x0F
        digits[index] = nibble < 10 ? 0x30 + nibble : 0x61 - 10 + nibble
      }
      return 16
    }
  }

  /// One fingerprint for a student's failing submissions, each with its
  /// scenario, or `nil` when no failing scenario has a submission that reads.
  package static func combined(_ parts: [(scenario: String, shape: UInt64)]) -> String? {
    guard !parts.isEmpty else { return nil }
    var hash = offset
    for (scenario, shape) in parts {
      for byte in scenario.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
      for shift in stride(from: 0, to: 64, by: 8) {
        hash = (hash ^ ((shape >> UInt64(shift)) & 0xFF)) &* prime
      }
    }
    return text(hash)
  }

  private static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x100_0000_01b3

  /// The index of `value` in the sorted `values`, which hold it.
  private static func place(of value: Int, in values: [Int]) -> Int {
    var low = 0
    var high = values.count - 1
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// SplitMix64's finalizer: a sum of mixed hashes tells multisets apart.
  private static func mixed(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
