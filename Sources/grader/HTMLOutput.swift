import Foundation
import GraderKit

/// Writes the HTML reports of `--html FILE`.
enum HTMLOutput {
  /// Writes `page` to `path` atomically.
  ///
  /// - Returns: 0, or 1 after saying on standard error why it could not be written.
  static func write(_ page: String, to path: String) -> Int32 {
    do {
      if let warning = try ReportFile.setAside(path) { Terminal.err(warning + "\n") }
      try AtomicFile.write(page, to: path)
      return 0
    } catch {
      Terminal.say(.error, path: error.path, error.reason)
      return 1
    }
  }

  /// What the pages name: the course (the folder that holds `lessons`),
  /// the lessons' digest, and this grader's version.
  static func identity(lessons: String, digest: String) -> HTMLIdentity {
    HTMLIdentity(course: Course.holder(of: lessons) ?? "course", lessonsDigest: digest)
  }
}
