extension Escape {
  /// `text` as the content of one cell of a GitHub Markdown table, as the step
  /// summary shows it: on one line, with control characters escaped, HTML
  /// markup disarmed, and Markdown punctuation (the cell bar included)
  /// backslash-escaped, so it shows as written and cannot break the table.
  package static func markdownCell(_ text: String, limit: Int = 300) -> String {
    var result = ""
    var count = 0
    for scalar in terminal(text).unicodeScalars {
      count += 1
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "|", "\\", "`", "*", "_", "[", "]", "(", ")", "#", "!", "~", "@", ":":
        result += "\\"
        result.unicodeScalars.append(scalar)
      default: result.unicodeScalars.append(scalar)
      }
      if count >= limit {
        return result + "…"
      }
    }
    return result
  }
}
