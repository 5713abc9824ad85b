/// Text built from pieces in one buffer of bytes, made a string once at the
/// end: the rows and records every student's outputs print, where each `+=`
/// on a string would cost a few hundred instructions of its own.
package struct TextBuffer {
  /// The text's UTF-8 bytes so far.
  package private(set) var bytes: [UInt8] = []

  /// An empty buffer with room for `capacity` bytes.
  package init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Adds `text` at the end.
  package mutating func append(_ text: String) {
    text.withBytes { bytes.append(contentsOf: $0) }
  }

  /// Adds `other`, bytes laid out before, at the end.
  package mutating func append(bytes other: [UInt8]) {
    bytes.append(contentsOf: other)
  }

  /// Adds `count` spaces at the end, none when `count` is not positive.
  package mutating func appendSpaces(_ count: Int) {
    if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) }
  }

  /// The text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }
}
