import GraderModel
import GraderReaders

/// Grades submissions: runs each scenario's script over the student's tree and
/// compares what it prints with the expected rows.
package struct Grader: Sendable {
  /// Whether rows must match byte for byte, rather than as sets of views.
  package var exact: Bool
  /// What grading one student may cost, if it is limited, as in `grader batch`.
  package var studentBudget: StudentBudget?
  /// Whether each result keeps the student's tree, for drawings and HTML
  /// pictures; a batch without `--html` draws nothing, and a tree of
  /// thousands of views is most of what a result holds.
  package var keepsTrees = true
  /// Whether what a student reads of a batch (their text report and page)
  /// may show the answers of scenarios the instructor judges or hides:
  /// `--answers full`, for feedback after the deadline.
  package var showsAnswers = false
  /// What the grader knows of the course beside the scenario it grades,
  /// worked out once per catalog (see ``prepared(for:)``).
  package var course: CourseFacts?

  /// What grading needs to know of the whole course: what one scenario
  /// needs of the others, and how a batch lays out the scenarios a student
  /// has not started. Each is worked out once, when first needed, and
  /// shared by every copy of the grader.
  package struct CourseFacts: Sendable {
    private let catalog: LessonCatalog
    private let facts = Guarded(Facts())

    /// Each fact, once worked out.
    private struct Facts: Sendable {
      var views: SourceViewIndex?
      var reads: String??
      var unstartedLines: TextReport.UnstartedLines?
      var unstartedRecords: UnstartedRecords?
    }

    init(_ catalog: LessonCatalog) {
      self.catalog = catalog
    }

    /// The fact at `path`, worked out by `make` the first time it is asked for.
    private func fact<Value>(_ path: WritableKeyPath<Facts, Value?>, _ make: () -> Value) -> Value {
      facts.withLock { facts in
        if let known = facts[keyPath: path] { return known }
        let value = make()
        facts[keyPath: path] = value
        return value
      }
    }

    /// The scenarios whose sources declare each view: a description of
    /// another scenario is told as such.
    package var views: SourceViewIndex {
      fact(\.views) { SourceViewIndex(catalog.scenarios) }
    }

    /// The lines of the scenarios not yet started, as a batch's report files
    /// show them (``TextReport/renderWithDiagnostics(_:)``).
    package var unstartedLines: TextReport.UnstartedLines {
      fact(\.unstartedLines) {
        TextReport(color: false, exact: false).unstartedLines(catalog.scenarios)
      }
    }

    /// The records of the scenarios not yet started, as `results.json` holds them.
    package var unstartedRecords: UnstartedRecords {
      fact(\.unstartedRecords) { UnstartedRecords(catalog.scenarios) }
    }

    /// A scenario whose rows tell `reads` from `takes`, named to a student
    /// whose pass did not.
    package var readsAgainstTakes: String? {
      fact(\.reads) { catalog.completing().catalog.readsAgainstTakes }
    }
  }

  /// The grader, knowing `catalog`'s scenarios, unless it already knows a course's.
  package func prepared(for catalog: LessonCatalog) -> Grader {
    guard course == nil else { return self }
    var copy = self
    copy.course = CourseFacts(catalog)
    return copy
  }

  /// Creates a grader.
  package init(exact: Bool = false, studentBudget: StudentBudget? = nil) {
    self.exact = exact
    self.studentBudget = studentBudget
  }

  /// Why a scenario with no submission is missing, and how to start it.
  package static func missingReason(_ scenarioID: String, swift: Bool = false) -> String {
    String(
      concatenating: "no submission yet; create it with '",
      CommandHint.start(scenarioID, swift: swift), "'")
  }

  /// The size of a description from which the time budget is checked
  /// between two of the scenario's changes.
  static let pollingSize = 16 << 10

  /// Grades one scenario.
  ///
  /// Statements in the submission are not graded: only its tree and storage
  /// are, under the scenario's own script.
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - submission: The student's file for it, if there is one.
  ///   - expectedPath: Where the submission belongs, shown when it is missing
  ///     (and only then worked out).
  /// - Returns: The verdict, with comparisons and findings for a failure.
  package func grade(
    _ scenario: Scenario, _ submission: Submission?, expectedPath: @autoclosure () -> String
  ) -> ScenarioResult {
    var result = ScenarioResult(
      scenarioID: scenario.fullID, title: scenario.title, points: scenario.points,
      verdict: .missing, submissionPath: submission?.path ?? expectedPath())
    result.scoring = scenario.scoring
    guard let submission else {
      result.reason = scenario.missingReason
      return result
    }
    result.verdict = .error
    if let budget = studentBudget, ReadingDeadline.hasPassed {
      result.reason = StudentBudget.notGraded(budget.timeoutReason)
      return result
    }
    let bytes: [UInt8]
    switch submission.content {
    case .failure(let failure):
      result.reason = failure.reason
      result.unreadable = true
      return result
    case .success(let content):
      bytes = content
    }
    result.submissionDigest = Digests.submission(bytes)
    result.submissionShape = SubmissionShape.fingerprint(bytes, format: submission.format)
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      result.reason =
        "is empty; describe the screen's storage and views, or get its template back with '\(CommandHint.start(scenario.fullID)) --force', which keeps this file aside"
      return result
    }
    // The student's own changes and counts are checked, never run: only the
    // scenario's script is graded.
    let description = DescriptionReader.check(
      SourceFile(path: submission.path, bytes: bytes), as: submission.format,
      scriptKeys: scenario.changedKeys, views: scenario.views)
    result.diagnostics = description.diagnostics
    if let note = ChangeLines.note(description, scenario: scenario) {
      result.diagnostics.append(note)
    }
    if submission.formerName {
      let name = "\(scenario.id).\(submission.format.rawValue)"
      result.diagnostics.append(
        Diagnostic(
          severity: .warning,
          message:
            "this scenario is now '\(scenario.id)': rename this file to \(name); it is graded under its old name until then",
          id: .formerFileName, location: SourceLocation(path: submission.path, line: 1, column: 1)))
    }
    if description.hasErrors {
      let count = description.errorCount
      result.reason =
        "has \(count) \(count == 1 ? "error" : "errors"), so it cannot be graded"
      result.unreadable = true
      return result
    }
    guard description.screens.count == 1, let screen = description.screens.first else {
      result.unreadable = true
      result.reason =
        description.screens.isEmpty
        ? "builds no ViewTree; a submission describes the scenario's screen"
        : "builds \(description.screens.count) ViewTrees; a submission describes one screen"
      return result
    }
    if screen.tree.nodes.isEmpty {
      result.reason = Self.emptyReason
      return result
    }
    if let budget = studentBudget {
      let estimate = StudentBudget.estimate(scenario.script, over: screen.tree)
      if estimate > budget.memory {
        result.reason = StudentBudget.notGraded(
          "its rows would take about \(estimate >> 20) MiB, over the budget of \(budget.memory >> 20) MiB"
        )
        return result
      }
    }
    if keepsTrees { result.tree = screen.tree }
    result.viewLines = screen.viewOffsets.map { screen.file.line(at: $0) }
    // The budget covers the model too: between two changes, time is checked,
    // unless the description is small enough that its changes run in less
    // time than asking the clock takes.
    var actual: [Output] = []
    actual.reserveCapacity(scenario.script.count)
    var stopped = false
    let polls = studentBudget != nil && bytes.count >= Self.pollingSize
    screen.tree.run(scenario.script) { _, output in
      actual.append(output)
      stopped = polls && ReadingDeadline.hasPassed
      return !stopped
    }
    if stopped, actual.count < scenario.script.count, let budget = studentBudget {
      result.reason = StudentBudget.notGraded(budget.timeoutReason)
      return result
    }
    guard !scenario.awaitsInstructor else {
      // No answer to compare with: the student's rows, for them to see.
      result.verdict = .pending
      result.reason = Self.pendingReason
      result.comparisons = actual.map {
        OutputComparison(expected: nil, actual: $0, matches: false)
      }
      return result
    }
    result.comparisons = comparisons(scenario, actual)
    if let digest = scenario.warningsDigest {
      let yours = screen.tree.modelWarnings
      result.warningsMatch = Digests.warnings(yours, scenario: scenario.fullID) == digest
      if result.warningsMatch == false {
        result.findings += Self.warningFindings(
          expected: scenario.warnings, yours: yours, screen: screen,
          reference: scenario.reference?.screens.first?.tree)
      }
    }
    var shapeFindings: [Finding] = []
    // The reference's shape, where it is here, is compared as it is: its
    // digest says the same, at the cost of two hashes.
    if scenario.givenShapeDigest == nil, scenario.gradesShape,
      let reference = scenario.reference?.screens.first?.tree
    {
      result.shapeMatch = screen.tree.hasShape(of: reference)
      if result.shapeMatch == false {
        shapeFindings = Self.shapeFindings(screen: screen, reference: reference)
      }
    } else if let digest = scenario.shapeDigest {
      result.shapeMatch = Digests.shape(screen.tree, scenario: scenario.fullID) == digest
      if result.shapeMatch == false {
        shapeFindings = Self.shapeFindings(
          screen: screen, reference: scenario.reference?.screens.first?.tree)
      }
    }
    if result.comparisons.allSatisfy(\.matches), result.warningsMatch != false,
      result.shapeMatch != false
    {
      result.verdict = .pass
      result.notes = untested(screen.tree, scenario: scenario)
    } else {
      result.verdict = .fail
      // A view under the wrong parent: where it should sit says more than
      // the cause its place gives it, said at the same line.
      let placed = Set(shapeFindings.map { "\($0.view)|\($0.line ?? 0)" })
      let explained = Explainer(scenario: scenario, screen: screen, exact: exact)
        .findings(for: result.comparisons).filter {
          $0.kind != .cause || !placed.contains("\($0.view)|\($0.line ?? 0)")
        }
      result.findings =
        Self.missingPlacements(scenario.script, screen: screen) + explained + result.findings
        + shapeFindings
      if result.findings.count > ScenarioResult.findingLimit {
        result.findingsOmitted = result.findings.count - ScenarioResult.findingLimit
        result.findings.removeSubrange(ScenarioResult.findingLimit...)
      }
      result.findings = sourced(result.findings, scenario: scenario, screen: screen)
    }
    // Tried, and graded: the reasoning is the student's now.
    result.why = scenario.why
    return result
  }

  /// What the result of a file with no view yet, as `grader start` writes
  /// it, says of it.
  package static let emptyReason = "declares no views yet"

  /// What a pending result says of its grade.
  package static let pendingReason =
    "the instructor grades this scenario; it counts no points until then"

  /// Each expected output beside the student's: compared as rows when the
  /// scenario has them, or through their digests in a release that keeps only those.
  private func comparisons(_ scenario: Scenario, _ actual: [Output]) -> [OutputComparison] {
    guard !scenario.hasRows else {
      return zip(zip(scenario.expected, scenario.expectedLines), actual).map { pair, actual in
        OutputComparison(
          expected: pair.0, expectedLines: pair.1, actual: actual,
          matches: matches(pair.0, actual))
      }
    }
    let digests = Digests.outputs(actual, scenario: scenario.fullID)
    return zip(scenario.outputDigests, zip(actual, digests)).map { expected, pair in
      OutputComparison(expected: nil, actual: pair.0, matches: expected == pair.1)
    }
  }

  /// Whether `actual` matches `expected`: as sets of views, or byte for byte when exact.
  package func matches(_ expected: Output, _ actual: Output) -> Bool {
    // Each output looked at where it lies: a pair of them made into a tuple
    // to switch over is a copy of both, every string and list retained.
    if !exact, case .row(let left) = expected, case .row(let right) = actual {
      // The same lists in the same order, the usual case, need no sets.
      return left.label == right.label && left.key == right.key
        && left.recomputed.count == right.recomputed.count
        && left.skipped.count == right.skipped.count
        && (left.recomputed == right.recomputed || Set(left.recomputed) == Set(right.recomputed))
        && (left.skipped == right.skipped || Set(left.skipped) == Set(right.skipped))
    }
    if case .count(let left) = expected, case .count(let right) = actual {
      return left.tallies == right.tallies
    }
    return expected.lines == actual.lines
  }
}
