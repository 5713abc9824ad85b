extension Escape {
  /// `text` as the data of a GitHub workflow command (after the `::`).
  package static func workflowData(_ text: String) -> String {
    escaped(text, property: false)
  }

  /// `text` as a property value of a GitHub workflow command, such as `file=`.
  package static func workflowProperty(_ text: String) -> String {
    escaped(text, property: true)
  }

  /// Works on Unicode scalars, since `"\r\n"` is a single `Character`.
  private static func escaped(_ text: String, property: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where property: result += "%3A"
      case "," where property: result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
