/// The one definition of a character that text from outside (a student's
/// names and folders, a results file, a shard, a lesson) may not show as it
/// is, in any output: it could start a line, move the cursor, or reorder
/// what is shown around it.
///
/// They are the C0 controls, DEL and the C1 controls; the bidirectional
/// embeddings, overrides, isolates and marks; and the line and paragraph
/// separators. Each output shows them its own way (an escape such as
/// `\u{202E}`, `%E2%80%AE` in a file name, a numeric reference in HTML),
/// and the readers refuse them in names.
package enum UntrustedCharacter {
  /// Whether `scalar` is untrusted.
  @inline(__always)
  package static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x2028, 0x2029: true
    default: false
    }
  }

  /// Whether `text` holds an untrusted character: most text holds none, so
  /// its bytes are scanned first for one that can begin one.
  package static func any(in text: String) -> Bool {
    // Each untrusted character's UTF-8 begins with a byte below 0x20, DEL,
    // 0xC2 (C1), 0xD8 (U+061C) or 0xE2 (U+200E to U+2069).
    guard
      text.utf8.contains(where: {
        $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2
      })
    else { return false }
    return text.unicodeScalars.contains(where: contains)
  }
}
