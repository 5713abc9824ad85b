/// Escaping of student-controlled text for each output it lands in: one file
/// per output kind, one function per file.
///
/// Every byte a student controls (names, keys, labels, folder and file names)
/// goes through the function for its output, so that no student can forge a
/// line of a report, a cell formula, a workflow command or a YAML key.
package enum Escape {
  /// `scalar` as a Swift-style escape: `\n`, `\t`, `\r`, or `\u{1B}`.
  static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "\\n"
    case "\t": "\\t"
    case "\r": "\\r"
    default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }
}
