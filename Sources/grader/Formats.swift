import Foundation
import GraderKit

/// Renders any report format for a set of records.
enum Formats {
  static func render(
    _ format: ReportFormat, _ records: [StudentRecord], scenarios: [ScenarioInfo], text: String,
    lessonsDigest: String? = nil
  ) -> String {
    switch format {
    case .text: return text
    case .json:
      return ResultsDocument(scenarios: scenarios, students: records, lessonsDigest: lessonsDigest)
        .text
    case .junit: return JUnitReport().render(records)
    case .tap: return TAPReport().render(records)
    case .gradescope: return records.map(GradescopeReport().render).joined()
    case .classroom50: return records.map(classroom50.render).joined()
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
}
