import Foundation
import GraderKit

/// Renders any report format for a set of records.
enum Formats {
  static func render(
    _ format: ReportFormat, _ records: [StudentRecord], info: RunInfo, text: String = ""
  ) -> String {
    switch format {
    case .text: return text
    case .json: return ResultsDocument(info: info, students: records).text
    case .junit: return JUnitReport().render(records, info: info)
    case .tap: return TAPReport().render(records, info: info)
    case .gradescope: return records.map { GradescopeReport().render($0, info: info) }.joined()
    case .classroom50: return records.map { classroom50.render($0, info: info) }.joined()
    }
  }

  /// The Classroom 50 renderer, with the runner's context from the environment.
  ///
  /// Inside a Classroom 50 run (`SUBMISSION_TAG` set) it stamps the time, as
  /// the result schema asks; elsewhere output stays free of timestamps.
  static var classroom50: Classroom50Report {
    let names = [
      "CLASSROOM", "ASSIGNMENT", "SUBMISSION_TAG", "COMMIT_URL", "RELEASE_URL", "REVIEW_URL",
    ]
    var context: [String: String] = [:]
    for name in names { context[name] = Terminal.environment(name) }
    var now: String?
    if context["SUBMISSION_TAG"] != nil {
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = [.withInternetDateTime]
      now = formatter.string(from: Date())
    }
    return Classroom50Report(context: context, now: now)
  }

  /// Where `batch` and `merge` send each report: the format on standard
  /// output, and each `--output` or `--report FORMAT=DIR|FILE`. The text
  /// report is the class summary, printed by the command itself; per-student
  /// formats on standard output go to a folder of that name in `out`.
  static func targets(
    _ reports: (standardOutput: ReportFormat, files: [(ReportFormat, String)]), out: String
  ) -> [(ReportFormat, ReportTarget)] {
    var targets: [(ReportFormat, ReportTarget)] = []
    let format = reports.standardOutput
    if format.isPerStudent {
      targets.append((format, .folder(out + "/" + format.rawValue)))
    } else if format != .text {
      targets.append((format, .standardOutput))
    }
    for (format, path) in reports.files {
      targets.append((format, format.isPerStudent ? .folder(path) : .file(path)))
    }
    return targets
  }
}
