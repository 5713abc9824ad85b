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

  /// The width drawings may take: `COLUMNS` when it is a positive number,
  /// else the width of the terminal on standard output, else 80.
  static var columns: Int {
    if let text = environment("COLUMNS"), let columns = Int(text), columns > 0 {
      return columns
    }
    var size = winsize()
    guard isatty(1) == 1 else { return 80 }
    #if canImport(Darwin)
      let status = ioctl(1, TIOCGWINSZ, &size)
    #else
      let status = ioctl(1, UInt(TIOCGWINSZ), &size)
    #endif
    return status == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
  }
}
