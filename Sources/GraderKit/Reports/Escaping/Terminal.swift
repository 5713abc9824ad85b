extension Escape {
  /// `text` safe in a text report on a terminal or in a CI log: control
  /// characters (line breaks, ESC, DEL, C1) and the bidirectional overrides
  /// are shown as escapes such as `\n` and `\u{1B}`, so that nothing a student
  /// wrote can start a line, move the cursor, or reorder what is shown.
  package static func terminal(_ text: String) -> String {
    guard ByteScan.hasControlOrNonASCII(text),
      text.unicodeScalars.contains(where: needsEscape)
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        result += escaped(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    isControl(scalar) || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029 || scalar.value == 0x061C || scalar.value == 0x200E
      || scalar.value == 0x200F
  }
}
