import GraderModel
import GraderReaders

/// How a scenario went.
package enum Verdict: String, Sendable, Hashable, Codable, CaseIterable {
  /// The student's rows match the expected ones.
  case pass
  /// The student's description reads, but its rows differ.
  case fail
  /// The student's description does not read, or cannot be graded.
  case error
  /// There is no submission for the scenario.
  case missing
  /// The submission reads, and the instructor grades it: these lessons hold
  /// no answer of the scenario (`judging: instructor`). It earns nothing
  /// yet, and its points still count in the maximum.
  case pending

  /// The verdict's position in `allCases`.
  package var index: Int {
    switch self {
    case .pass: 0
    case .fail: 1
    case .error: 2
    case .missing: 3
    case .pending: 4
    }
  }
}

/// One expected output beside what the student's tree printed for it.
package struct OutputComparison: Sendable, Hashable {
  /// What the reference prints; `nil` in a release that keeps only its digest.
  package var expected: Output?
  /// The printed lines of `expected`, when the scenario printed them ahead.
  package var expectedLines: [String]?
  /// What the student's tree prints.
  package var actual: Output
  /// Whether the two match under the comparison in force.
  package var matches: Bool

  /// The student's printed lines: those the scenario printed ahead when
  /// the two outputs print the same bytes, as most matching ones do.
  package var actualLines: [String] {
    if matches, let expected, let expectedLines, expected.printsSameBytes(as: actual) {
      return expectedLines
    }
    return actual.lines
  }
}

/// The grade of one scenario for one student.
package struct ScenarioResult: Sendable {
  /// The scenario's full id, `lesson/id`.
  package var scenarioID: String
  /// The scenario's title.
  package var title: String
  /// What a pass is worth.
  package var points: Int
  /// How it went.
  package var verdict: Verdict
  /// The submission's path, where one was expected or found.
  package var submissionPath: String
  /// Why the submission could not be graded, for `error` and `missing`;
  /// who grades it, for `pending`.
  package var reason: String?
  /// Whether the submission could not be read at all: its bytes, or its
  /// description, which has errors or builds no single screen. A file that
  /// reads but is empty, or declares no views yet, is graded.
  package var unreadable = false
  /// The submission's errors and warnings.
  package var diagnostics: [Diagnostic] = []
  /// Each expected output beside the student's.
  package var comparisons: [OutputComparison] = []
  /// What differs, in the model's terms: at most ``findingLimit``.
  package var findings: [Finding] = []
  /// How many more differences there were than `findings` keeps.
  package var findingsOmitted = 0
  /// The scenario's reasoning, for a graded pass or failure whose lessons
  /// hold it; empty otherwise.
  package var why = ""
  /// Whether the report a student reads holds only the verdict and points
  /// of this scenario, which the instructor judges or hides.
  package var withheld = false
  /// What a pass did not test: a `reads` where the reference has `takes`,
  /// or the other way round, which this scenario's rows cannot tell apart.
  package var notes: [String] = []

  /// The most differences a result keeps: every report shows at most this
  /// many, so that a file of thousands of views costs each report little.
  package static let findingLimit = 20
  /// The digest of the submission's bytes, when they could be read.
  package var submissionDigest: String?
  /// The student's tree, when the submission reads.
  package var tree: ViewTree?
  /// The line of the submission that declares each view of `tree`, by position.
  package var viewLines: [Int] = []
  /// The fingerprint of the submission without comments and whitespace.
  package var submissionShape: UInt64?

  /// How the points are earned.
  package var scoring: Scoring = .allOrNothing
  /// Whether the model's warnings match the scenario's, or `nil` when it checks none.
  package var warningsMatch: Bool?
  /// Whether the tree's shape matches the scenario's, or `nil` when it grades none.
  package var shapeMatch: Bool?

  /// What an earlier check printed under this scenario, and the points it
  /// earned, when the result is recalled (see ``GradeMemo``) rather than
  /// graded again: its comparisons, findings and tree are then unknown.
  package var recalled: Recalled?

  /// A grade recalled from an earlier check.
  package struct Recalled: Sendable, Equatable {
    /// The points earned.
    package var score: Points
    /// What the report prints under the scenario's line.
    package var details: TextReport.Details
  }

  /// The points earned: all of them for a pass and none otherwise; or, with
  /// per-output scoring, the points split evenly over the outputs that match.
  package var score: Points {
    if let recalled { return recalled.score }
    return switch (verdict, scoring) {
    case (.pass, _): Points(points)
    case (.fail, .perOutput) where !comparisons.isEmpty:
      // The warnings and the shape, when the scenario checks them, count as
      // one more output each.
      Points(
        points,
        part: comparisons.filter(\.matches).count + (warningsMatch == true ? 1 : 0)
          + (shapeMatch == true ? 1 : 0),
        of: comparisons.count + (warningsMatch == nil ? 0 : 1) + (shapeMatch == nil ? 0 : 1))
    default: .zero
    }
  }
}
