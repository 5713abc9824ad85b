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
}
