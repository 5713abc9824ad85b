import GraderModel
import GraderReaders

extension Escape {
  /// `text` as one field of RFC 4180 CSV, safe to open in a spreadsheet.
  ///
  /// A field that begins with `=`, `+`, `-`, `@`, a tab or a carriage return
  /// gets a leading `'`, so that no spreadsheet reads it as a formula, and so
  /// does one that begins with `::` after white space, so that a row printed
  /// in a workflow's log is no workflow command. A field
  /// that holds a comma, a quote, a line break or that leading `'` is quoted,
  /// with quotes doubled.
  package static func csvField(_ text: String) -> String {
    // Most fields are names, numbers and digests: letters, digits, `_`,
    // `.`, `/` and a `-` after the first byte, which need nothing.
    if isPlainCSV(text) { return text }
    var value = text
    if let first = text.unicodeScalars.first,
      first == "=" || first == "+" || first == "-" || first == "@" || first == "\t" || first == "\r"
        || SourceFile.defusingCommand(text) != text
    {
      value = "'" + text
    }
    guard
      value.unicodeScalars.contains(where: {
        $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "'"
      })
    else { return value }
    return "\"" + value.replacingAll("\"", with: "\"\"") + "\""
  }

  /// Whether every byte of `text` is an ASCII letter or digit, `_`, `.`,
  /// `/`, or a `-` after the first: a field no rule above changes.
  private static func isPlainCSV(_ text: String) -> Bool {
    return text.withBytes { bytes in
      for (index, byte) in bytes.enumerated() {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"), UInt8(ascii: "."),
          UInt8(ascii: "/"):
          continue
        case UInt8(ascii: "-") where index > 0:
          continue
        default:
          return false
        }
      }
      return true
    }
  }
}
