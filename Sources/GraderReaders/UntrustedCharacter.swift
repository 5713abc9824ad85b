/// The one definition of a character that text from outside (a student's
/// names and folders, a results file, a shard, a lesson) may not show as it
/// is, in any output: it could start a line, move the cursor, or reorder
/// what is shown around it.
///
/// They are the C0 controls, DEL and the C1 controls; the bidirectional
/// embeddings, overrides, isolates and marks; the line and paragraph
/// separators; and the characters Unicode says show nothing by default
/// (`Default_Ignorable_Code_Point`: the zero-width space and joiners, the
/// word joiner, the byte order mark, soft hyphens, fillers, variation
/// selectors and tags), which make two names that differ look the same;
/// and the prepended concatenation marks (`Prepended_Concatenation_Mark`,
/// such as U+0600), which join the character after them, a slash
/// included, into one. Each output shows them its own way (an escape such as
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
    // Default_Ignorable_Code_Point (Unicode 15.1, DerivedCoreProperties.txt).
    case 0x00AD, 0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F: true
    case 0x200B...0x200F, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0: true
    case 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF: true
    // Prepended_Concatenation_Mark (Unicode 15.1, PropList.txt).
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD: true
    default: false
    }
  }

  /// Whether `text` holds an untrusted character: most text holds none, so
  /// its bytes are scanned first for one that can begin one.
  package static func any(in text: String) -> Bool {
    // Each untrusted character's UTF-8 begins with a byte below 0x20, DEL,
    // 0xC2 (C1, U+00AD), 0xCD (U+034F), 0xD8 (U+0600 to U+061C), 0xDB
    // (U+06DD), 0xDC (U+070F), 0xE0 (U+0890 to U+08E2), 0xE1 (U+115F to
    // U+180F), 0xE2 (U+200B to U+206F), 0xE3 (U+3164), 0xEF (U+FE00 to
    // U+FFF8), 0xF0 (U+110BD to U+1D17A) or 0xF3 (tags).
    // Printable ASCII, nearly every name and line, is passed over eight
    // bytes at a time.
    guard ByteScan.hasControlOrNonASCII(text),
      text.utf8.contains(where: {
        switch $0 {
        case 0x00..<0x20, 0x7F, 0xC2, 0xCD, 0xD8, 0xDB, 0xDC, 0xE0, 0xE1, 0xE2, 0xE3, 0xEF, 0xF0,
          0xF3:
          true
        default: false
        }
      })
    else { return false }
    return text.unicodeScalars.contains(where: contains)
  }
}
