import Foundation
import GraderKit

/// The GitHub Actions edge: annotations on standard output, and the step summary file.
enum GitHub {
  static func publish(_ record: StudentRecord) {
    let report = GitHubReport()
    for annotation in report.annotations(record) { Terminal.out(annotation + "\n") }
    guard let path = Terminal.environment("GITHUB_STEP_SUMMARY"), !path.isEmpty,
      let handle = FileHandle(forWritingAtPath: path)
    else { return }
    defer { try? handle.close() }
    _ = try? handle.seekToEnd()
    try? handle.write(contentsOf: Data(report.stepSummary(record).utf8))
  }
}
