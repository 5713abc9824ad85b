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

  /// Whether this string and `other` are the same bytes: a name written
  /// another way, composed or decomposed, is another name.
  package func hasSameBytes(as other: String) -> Bool {
    var mine = self
    var theirs = other
    return mine.withUTF8 { mine in
      theirs.withUTF8 { theirs in
        guard mine.count == theirs.count else { return false }
        for index in mine.indices where mine[index] != theirs[index] { return false }
        return true
      }
    }
  }
}
