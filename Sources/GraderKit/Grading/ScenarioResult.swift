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
@dynamicMemberLookup
package struct ScenarioResult: Sendable {
  /// Everything the result stores, behind one reference (see ``Fields``).
  package var box: Boxed<Fields>

  /// The most differences a result keeps: every report shows at most this
  /// many, so that a file of thousands of views costs each report little.
  package static let findingLimit = 20

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
    if let recalled = self.recalled { return recalled.score }
    return switch (self.verdict, self.scoring) {
    case (.pass, _): Points(self.points)
    case (.fail, .perOutput) where !self.comparisons.isEmpty:
      // The warnings and the shape, when the scenario checks them, count as
      // one more output each.
      Points(
        self.points,
        part: self.comparisons.filter(\.matches).count + (self.warningsMatch == true ? 1 : 0)
          + (self.shapeMatch == true ? 1 : 0),
        of: self.comparisons.count + (self.warningsMatch == nil ? 0 : 1)
          + (self.shapeMatch == nil ? 0 : 1))
    default: .zero
    }
  }
}
