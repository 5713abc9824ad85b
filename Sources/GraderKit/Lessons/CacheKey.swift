/// A 64-bit key over numbers and byte strings, as the caches a check keeps
/// know their entries by: not a digest any record of a grade trusts, but
/// one that changes, in every bit, with every bit it was given.
///
/// Each byte string is taken with its length, so that no two lists of
/// strings give the same words; its bytes are read eight at a time.
struct CacheKey {
  private var hash: UInt64 = 0x243F_6A88_85A3_08D3

  /// Takes `number`.
  mutating func add(_ number: UInt64) {
    let mixed = (hash ^ number) &* 0x9E37_79B9_7F4A_7C15
    hash = mixed ^ (mixed >> 29)
  }

  /// Takes `bytes` and their count.
  mutating func add(bytes: UnsafeRawBufferPointer) {
    add(UInt64(bytes.count))
    var index = 0
    while index + 8 <= bytes.count {
      add(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
      index += 8
    }
    var last: UInt64 = 0
    var shift: UInt64 = 0
    while index < bytes.count {
      last |= UInt64(bytes[index]) << shift
      shift += 8
      index += 1
    }
    add(last)
  }

  /// Takes `bytes` and their count.
  mutating func add(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { add(bytes: $0) }
  }

  /// Takes the UTF-8 bytes of `text` and their count.
  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// The key: the finishing steps of SplitMix64, so that every bit of it
  /// depends on every bit taken.
  var value: UInt64 {
    var hash = hash
    hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
    hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
    return hash ^ (hash >> 31)
  }

  /// `key` as sixteen hexadecimal digits, in lower case.
  static func hexadecimal(_ key: UInt64) -> String {
    let hex = String(key, radix: 16)
    return String(repeating: "0", count: 16 - hex.utf8.count) + hex
  }

  /// The number written as the sixteen hexadecimal digits `digits`, in
  /// lower case; `nil` for anything else.
  static func number(_ digits: some Collection<UInt8>) -> UInt64? {
    guard digits.count == 16 else { return nil }
    var value: UInt64 = 0
    for digit in digits {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(digit - 0x30)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(digit - 0x57)
      default: return nil
      }
    }
    return value
  }
}
