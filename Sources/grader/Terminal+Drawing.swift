import Foundation

extension Terminal {
  /// Whether the locale's characters are UTF-8, from `LC_ALL`, `LC_CTYPE`
  /// or `LANG`, the first that is set; unset means the C locale, which is not.
  static var isUTF8: Bool {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment($0) }
      .first { !$0.isEmpty }
    guard let locale else { return false }
    let lowered = locale.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8")
  }
}
