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
  /// A report's folder that does not exist yet is created, as a report
  /// named `out/report.html` asks.
  package static func setAside(_ path: String) throws(FileLoader.Failure) -> String? {
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      let folder = String(path[..<slash])
      var status = stat()
      if lstat(folder, &status) != 0 { try FileLoader.createFolder(folder) }
    }
    // What a run killed outright left beside this report goes first.
    TemporaryName.removeStale(beside: path)
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    // A report replaces a file in one step; a link, a device or a pipe would
    // be replaced by a plain file (`/dev/stdout` among them), not written to.
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG || kind == S_IFDIR else {
      throw FileLoader.Failure(
        path: path,
        reason:
          "is \(kind == S_IFLNK ? "a link" : "a device, a pipe or a socket"), not a regular file: a report is written only to a regular file, which it creates or replaces, and standard output takes one format; the report is not written"
      )
    }
    guard kind == S_IFREG, !isReport(path, size: Int(status.st_size)) else { return nil }
    let backup = freeBackupPath(for: path)
    guard rename(path, backup) == 0 else {
      throw FileLoader.Failure(
        path: path,
        reason:
          "was not written by grader and cannot be moved aside (\(String(cString: strerror(errno)))); the report is not written"
      )
    }
    return "\(path): warning: not written by grader; moved aside to \(backup)"
  }

  /// `path.grader-backup`, or `.grader-backup.2`, `.3` and so on: the first
  /// name nothing has, so that no backup, of any kind, is ever replaced.
  package static func freeBackupPath(for path: String) -> String {
    let base = path + ".grader-backup"
    var candidate = base
    var number = 1
    var status = stat()
    while lstat(candidate, &status) == 0 {
      number += 1
      candidate = base + ".\(number)"
    }
    return candidate
  }

  /// Whether the file at `path` starts (or, for a text report, ends) as a
  /// report of grader's does: a results file, JUnit, TAP, Gradescope,
  /// Classroom 50, an HTML page of grader's, a student's text report or a
  /// class summary. Any other file, even one that mentions grader, is the
  /// user's.
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
    let head = read(1024, at: 0)
    // A results file's first line: its run's details, in sorted keys (a
    // shard's `class_roster` before the version), whatever comes first.
    if (head.hasPrefix("{\"") && head.contains("\"grader_version\":\"")
      && head.contains("\"lessons_digest\":\""))
      || head.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"grader\"")
      || (head.hasPrefix("TAP version 14\n") && head.contains("\n# grader "))
      || head.hasPrefix("{\n  \"extra_data\" : {\n    \"grader_version\" : ")
      || (head.hasPrefix("{\n  \"assignment\" : ")
        && head.contains("\n  \"schema\" : \"classroom50/result/v1\","))
      || (head.hasPrefix("<!DOCTYPE html>\n")
        && head.contains("<meta name=\"generator\" content=\"grader\"/>"))
      || (head.hasPrefix("Graded ") && head.contains(" scenarios"))
    {
      return true
    }
    let tail = read(1024, at: max(0, size - 1024))
    return tail.contains("\nTotal: ") && tail.contains(" points (")
  }
}
