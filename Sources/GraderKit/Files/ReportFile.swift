#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The files a user names for a report (`--output`, `--report FORMAT=FILE`,
/// `--html FILE`): grader replaces its own reports there, and never a file
/// of the user's without keeping it.
package enum ReportFile {
  /// Before a report replaces `path`: when the file there is not a report
  /// grader wrote, moves it to `path.grader-backup` and returns the warning
  /// that says so; `nil` when there is nothing to keep.
  ///
  /// - Throws: ``FileLoader/Failure`` when the file cannot be moved aside;
  ///   the report is then not written.
  package static func setAside(_ path: String) throws(FileLoader.Failure) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    guard !isReport(path, size: Int(status.st_size)) else { return nil }
    let backup = path + ".grader-backup"
    FileLoader.remove(backup)
    guard rename(path, backup) == 0 else {
      throw FileLoader.Failure(
        path: path,
        reason:
          "was not written by grader and cannot be moved aside (\(String(cString: strerror(errno)))); the report is not written"
      )
    }
    return "\(path): warning: not written by grader; moved aside to \(backup)"
  }

  /// Whether the file at `path` bears a mark of every report grader writes:
  /// `grader` near its start (the JSON formats' `grader_version`, JUnit's
  /// suite name, TAP's comment, the HTML pages' generator), or a text
  /// report's closing `Total:` or a class summary's opening `Graded`.
  static func isReport(_ path: String, size: Int) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    func read(_ count: Int, at offset: Int) -> String {
      var bytes = [UInt8](repeating: 0, count: count)
      let got = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, count, off_t(offset))
      }
      return String(decoding: bytes.prefix(max(0, got)), as: UTF8.self)
    }
    let head = read(4096, at: 0)
    if head.contains("grader") || head.hasPrefix("Graded ") { return true }
    return read(1024, at: max(0, size - 1024)).contains("\nTotal: ")
  }
}
