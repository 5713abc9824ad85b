/// The report formats `check` and `batch` write.
package enum ReportFormat: String, Sendable, CaseIterable {
  /// The human report.
  case text
  /// The grader's own JSON, documented in README.
  case json
  /// JUnit XML, as CI test reporters read it.
  case junit
  /// TAP version 14.
  case tap
  /// Gradescope's autograder `results.json`.
  case gradescope
  /// Classroom 50's `classroom50/result/v1`.
  case classroom50

  /// Whether each student gets a document of their own (an autograder's
  /// results file) rather than one document for everyone graded. A class's
  /// report in such a format is a folder of files, and its default answers
  /// are a digest release's, since students read it.
  package var isPerStudent: Bool {
    switch self {
    case .gradescope, .classroom50: true
    case .text, .json, .junit, .tap: false
    }
  }
}

/// A scenario as reports list it.
package struct ScenarioInfo: Sendable, Codable, Hashable {
  package var id: String
  package var title: String
  package var points: Int
  /// `true` for a scenario that only the instructor's grading shows
  /// (`visibility: hidden`); absent otherwise.
  package var hidden: Bool?

  package init(id: String, title: String, points: Int) {
    self.id = id
    self.title = title
    self.points = points
  }

  package init(_ scenario: Scenario) {
    id = scenario.fullID
    title = scenario.title
    points = scenario.points
    hidden = scenario.visibility == .hidden ? true : nil
  }
}
