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
        // Native and small strings are contiguous UTF-8 already.
        part.withBytes { bytes in
          guard !bytes.isEmpty, let base = bytes.baseAddress else { return }
          (buffer.baseAddress! + filled).initialize(from: base, count: bytes.count)
          filled += bytes.count
        }
      }
      return filled
    }
  }

  /// Whether this string and `other` are the same bytes: a name written
  /// another way, composed or decomposed, is another name.
  package func hasSameBytes(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    return withBytes { mine in
      other.withBytes { theirs in
        guard mine.count == theirs.count else { return false }
        for index in mine.indices where mine[index] != theirs[index] { return false }
        return true
      }
    }
  }

  /// The string's UTF-8 bytes, handed to `body` where they lie when the
  /// string keeps them contiguous, as a native or small string does, and
  /// from a copy otherwise. `withUTF8` takes a `var`: the copy made for it
  /// retains the string's storage and releases it again, which the hottest
  /// helpers of a batch (appending to a report, comparing rows) paid at
  /// every call.
  @inlinable
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}
