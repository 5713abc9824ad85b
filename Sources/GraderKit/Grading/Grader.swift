import GraderModel
import GraderReaders

/// Grades submissions: runs each scenario's script over the student's tree and
/// compares what it prints with the expected rows.
package struct Grader: Sendable {
  /// Whether rows must match byte for byte, rather than as sets of views.
  package var exact: Bool

  /// Creates a grader.
  package init(exact: Bool = false) {
    self.exact = exact
  }

  /// Grades one scenario.
  ///
  /// Statements in the submission are not graded: only its tree and storage
  /// are, under the scenario's own script.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - submission: The student's file for it, if there is one.
  ///   - expectedPath: Where the submission belongs, shown when it is missing.
  /// - Returns: The verdict, with comparisons and findings for a failure.
  package func grade(_ scenario: Scenario, _ submission: Submission?, expectedPath: String)
    -> ScenarioResult
  {
    var result = ScenarioResult(
      scenarioID: scenario.fullID, title: scenario.title, points: scenario.points,
      verdict: .missing, submissionPath: submission?.path ?? expectedPath)
    result.scoring = scenario.scoring
    guard let submission else {
      result.reason = "no submission yet; create it with 'grader start \(scenario.fullID)'"
      return result
    }
    result.verdict = .error
    let bytes: [UInt8]
    switch submission.content {
    case .failure(let failure):
      result.reason = failure.reason
      return result
    case .success(let content):
      bytes = content
    }
    result.submissionDigest = Digests.submission(bytes)
    result.submissionShape = SubmissionShape.fingerprint(bytes, format: submission.format)
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      result.reason = "is empty; describe the screen's storage and views"
      return result
    }
    let description = DescriptionReader.read(
      SourceFile(path: submission.path, bytes: bytes), as: submission.format)
    result.diagnostics = description.diagnostics
    if description.hasErrors {
      let count = description.diagnostics.filter { $0.severity == .error }.count
      result.reason =
        "does not read: \(count) \(count == 1 ? "error" : "errors")"
      return result
    }
    guard description.screens.count == 1, let screen = description.screens.first else {
      result.reason =
        description.screens.isEmpty
        ? "builds no ViewTree; a submission describes the scenario's screen"
        : "builds \(description.screens.count) ViewTrees; a submission describes one screen"
      return result
    }
    if screen.tree.nodes.isEmpty {
      result.reason = "declares no views yet"
      return result
    }
    result.tree = screen.tree
    let actual = screen.tree.run(scenario.script)
    result.comparisons = zip(scenario.expected, actual).map { expected, actual in
      OutputComparison(expected: expected, actual: actual, matches: matches(expected, actual))
    }
    if result.comparisons.allSatisfy(\.matches) {
      result.verdict = .pass
    } else {
      result.verdict = .fail
      result.findings = Explainer(scenario: scenario, screen: screen, exact: exact)
        .findings(for: result.comparisons)
    }
    return result
  }

  /// Whether `actual` matches `expected`: as sets of views, or byte for byte when exact.
  package func matches(_ expected: Output, _ actual: Output) -> Bool {
    switch (expected, actual) {
    case (.row(let left), .row(let right)) where !exact:
      left.label == right.label && left.key == right.key
        && Set(left.recomputed) == Set(right.recomputed) && Set(left.skipped) == Set(right.skipped)
        && left.recomputed.count == right.recomputed.count
        && left.skipped.count == right.skipped.count
    default:
      expected.lines == actual.lines
    }
  }
}
