import GraderReaders

extension Escape {
  /// A value read from a file someone else wrote (a results file, a shard),
  /// as a message quotes it: escaped for the terminal, and cut to `limit`
  /// characters with `…`, so that a megabyte of it prints as a line.
  package static func quotedValue(_ text: String, limit: Int = 64) -> String {
    // Counted in Unicode scalars: a character can carry any number of marks.
    let scalars = text.unicodeScalars
    let cut =
      scalars.count > limit
      ? String(String.UnicodeScalarView(scalars.prefix(limit))) + "…" : text
    return terminal(cut)
  }

  /// `text` safe in a text report on a terminal or in a CI log: control
  /// characters (line breaks, ESC, DEL, C1) and the bidirectional overrides
  /// are shown as escapes such as `\n` and `\u{1B}`, so that nothing a student
  /// wrote can start a line, move the cursor, or reorder what is shown.
  package static func terminal(_ text: String) -> String {
    guard UntrustedCharacter.any(in: text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if UntrustedCharacter.contains(scalar) {
        result += escaped(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

}
