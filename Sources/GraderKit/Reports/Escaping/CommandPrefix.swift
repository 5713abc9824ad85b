import GraderReaders

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

extension Escape {
  /// Whether `bytes` hold `##[`, which the GitHub Actions runner reads as a
  /// workflow command wherever it stands in a line of the log.
  ///
  /// The machine-readable formats spell its bracket another way that means
  /// the same to their parsers (``commandPrefixesSpelled(_:bracket:)``), so
  /// that a format printed to standard output in a workflow carries no
  /// command a student wrote.
  static func hasCommandPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count >= 3 else { return false }
    var offset = 0
    while offset + 2 < bytes.count {
      guard let found = memchr(base + offset, 0x23, bytes.count - offset - 2) else { return false }
      let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if bytes[index + 1] == 0x23 && bytes[index + 2] == 0x5B { return true }
      offset = index + 1
    }
    return false
  }

  /// `bytes` with the `[` of every `##[` replaced by `bracket`: `\u005b` in
  /// JSON, `&#91;` in XML, `\x5B` in a YAML double-quoted scalar.
  static func commandPrefixesSpelled(_ bytes: some Collection<UInt8>, bracket: String)
    -> [UInt8]
  {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 8)
    var hashes = 0
    for byte in bytes {
      if byte == 0x5B && hashes >= 2 {
        result += bracket.utf8
      } else {
        result.append(byte)
      }
      hashes = byte == 0x23 ? hashes + 1 : 0
    }
    return result
  }

  /// `escaped` with its `##[` spelled as `bracket`, when it holds one.
  static func commandPrefixesSpelled(in escaped: String, bracket: String) -> String {
    var escaped = escaped
    guard escaped.withUTF8(hasCommandPrefix) else { return escaped }
    return String(
      decoding: commandPrefixesSpelled(escaped.utf8, bracket: bracket), as: UTF8.self)
  }

  /// Whether a line of `text` starts, after white space, with `::`, which
  /// the GitHub Actions runner reads as a workflow command: it trims every
  /// Unicode white space (a no-break space too) from the start of a line.
  static func hasLineCommand(_ text: String) -> Bool {
    // 0: in the white space that starts a line; 1: after a `:` there; 2: further on.
    var state = 0
    for scalar in text.unicodeScalars {
      switch (state, scalar) {
      case (_, "\n"): state = 0
      case (0, _) where SourceFile.isLeadingSpace(scalar): continue
      case (0, ":"): state = 1
      case (1, ":"): return true
      default: state = 2
      }
    }
    return false
  }
}
