import GraderReaders

/// A fingerprint of a submission with its comments and whitespace dropped, so
/// that copies that differ only in layout or comments get the same one.
///
/// It serves to point an instructor at submissions worth a look, never as
/// proof of anything: a 64-bit FNV-1a hash, cheap enough for every file of a
/// large class.
package enum SubmissionShape {
  /// The fingerprint of `bytes`, read as `format`.
  package static func fingerprint(_ bytes: [UInt8], format: DescriptionFormat) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      switch format {
      case .tree
      where byte == UInt8(ascii: "#")
        || (byte == UInt8(ascii: "/") && index + 1 < count && bytes[index + 1] == byte):
        while index < count, bytes[index] != 0x0A { index += 1 }
        continue
      case .swift where byte == UInt8(ascii: "/") && index + 1 < count:
        if bytes[index + 1] == UInt8(ascii: "/") {
          while index < count, bytes[index] != 0x0A { index += 1 }
          continue
        }
        if bytes[index + 1] == UInt8(ascii: "*") {
          index += 2
          while index + 1 < count,
            !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
          {
            index += 1
          }
          index += 2
          continue
        }
      default: break
      }
      index += 1
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }

  /// One fingerprint for a student's failing submissions, each with its
  /// scenario, or `nil` when no failing scenario has a submission that reads.
  package static func combined(_ parts: [(scenario: String, shape: UInt64)]) -> String? {
    guard !parts.isEmpty else { return nil }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for (scenario, shape) in parts {
      for byte in scenario.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      for shift in stride(from: 0, to: 64, by: 8) {
        hash = (hash ^ ((shape >> UInt64(shift)) & 0xFF)) &* 0x100_0000_01b3
      }
    }
    let text = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - text.count) + text
  }
}
