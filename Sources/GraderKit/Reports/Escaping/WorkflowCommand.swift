extension Escape {
  /// `text` as the data of a GitHub workflow command (after the `::`).
  package static func workflowData(_ text: String) -> String {
    text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll(
      "\n", with: "%0A")
  }

  /// `text` as a property value of a GitHub workflow command, such as `file=`.
  package static func workflowProperty(_ text: String) -> String {
    workflowData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
  }
}
