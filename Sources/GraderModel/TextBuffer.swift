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
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Adds `count` spaces at the end, none when `count` is not positive.
  package mutating func appendSpaces(_ count: Int) {
    if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) }
  }

  /// The text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension String {
  /// `parts` one after another, in a string allocated once at its full
  /// size: a batch builds a few paths and ids per scenario of every
  /// student, where each `+` or interpolation would grow the string again.
  package init(concatenating parts: String...) {
    var size = 0
    for part in parts { size += part.utf8.count }
    self.init(unsafeUninitializedCapacity: size) { buffer in
      var filled = 0
      for part in parts {
        var part = part
        // Native and small strings are contiguous UTF-8 already.
        part.withUTF8 { bytes in
          guard !bytes.isEmpty, let base = bytes.baseAddress else { return }
          (buffer.baseAddress! + filled).initialize(from: base, count: bytes.count)
          filled += bytes.count
        }
      }
      return filled
    }
  }
}
