import GraderModel
import GraderReaders

/// Grades a submissions folder against a lesson catalog.
package enum Checker {
  /// Grades the scenarios in `selection` (all when `nil`) of `catalog`.
  ///
  /// - Parameters:
  ///   - catalog: The lessons.
  ///   - submissionsRoot: The student's submissions folder.
  ///   - selection: The full ids of the scenarios to grade, or `nil` for all.
  ///   - grader: How to compare rows.
  ///   - confine: The folder no link may lead out of; the submissions folder by default.
  ///   - resolvedConfine: `confine` as resolved before, when the caller did:
  ///     a folder swapped for a link since then is not followed.
  ///   - listing: The entries of the submissions folder, when the caller has listed it already.
  ///   - listed: The submissions folder, when the caller listed it and kept it open.
  ///   - memo: The grades an earlier check printed, to recall those whose
  ///     fixture and submission are unchanged rather than grade them again.
  ///   - shownFrom: How the report shows its paths, when not as they were
  ///     made (a check run below the course folder shows them from there).
  /// - Returns: The report.
  package static func check(
    _ catalog: LessonCatalog, submissions submissionsRoot: String,
    selection: Set<String>? = nil, grader: Grader, confinedTo confine: String? = nil,
    resolvedConfine: String? = nil, listing: [DirectoryEntry]? = nil,
    listed: OpenFolder? = nil, memo: GradeMemo? = nil, shownFrom: PathRelocation? = nil
  ) -> CheckReport {
    var index = SubmissionIndex.scan(
      submissionsRoot, for: catalog, confinedTo: confine, resolvedConfine: resolvedConfine,
      listing: listing, listed: listed)
    var recalled =
      memo?.recall(catalog, submissions: index.submissions, shownFrom: shownFrom) ?? [:]
    // A scenario answered is graded on all of it: one read by its header is
    // read in full; lessons read again without their cache are listed again.
    let (catalog, reloaded) = catalog.completing(
      Set(
        index.submissions.keys.filter {
          (selection?.contains($0) ?? true) && recalled[$0] == nil
        }))
    if reloaded {
      index = SubmissionIndex.scan(
        submissionsRoot, for: catalog, confinedTo: confine, resolvedConfine: resolvedConfine,
        listing: listing, listed: listed)
      recalled = [:]
    }
    let scenarios =
      selection.map { selection in catalog.scenarios.filter { selection.contains($0.fullID) } }
      ?? catalog.scenarios
    if index.timedOut {
      // Listing the work ran past the time budget: nothing of it is graded,
      // and every scenario says so (see ``Batch/wasCut(_:)``).
      let results = scenarios.map { scenario in
        var result = ScenarioResult(
          scenarioID: scenario.fullID, title: scenario.title, points: scenario.points,
          verdict: .error, submissionPath: "\(submissionsRoot)/\(scenario.fullID).tree")
        result.reason = StudentBudget.notGraded("listing the work took longer than its time budget")
        return result
      }
      var report = CheckReport(
        results: results, lessonDiagnostics: catalog.diagnostics, unrecognized: [],
        submissionsRoot: submissionsRoot, submissionsProblem: nil)
      if let shownFrom { report.relocate(shownFrom) }
      return report
    }
    let selectedLessons = Set((selection ?? []).map { ScenarioID.lesson(of: $0) })
    let grader = grader.prepared(for: catalog)
    let results = scenarios.map { scenario in
      // The path's end taken out first: the autoclosure that builds it then
      // holds two strings, not a copy of the whole scenario.
      let suffix = scenario.treeFileSuffix
      return recalled[scenario.fullID]
        ?? grader.grade(
          scenario, index.submissions[scenario.fullID],
          expectedPath: String(concatenating: submissionsRoot, suffix))
    }
    var report = CheckReport(
      results: results, lessonDiagnostics: catalog.diagnostics,
      unrecognized: index.unrecognized.filter { item in
        // Grading part of the course, keep the files that look meant for
        // that part, and every file in the folders of its lessons.
        guard let selection else { return true }
        if let suggestion = item.suggestion {
          return selection.contains(ScenarioID.fullID(ofSubmission: suggestion))
        }
        return selectedLessons.contains { item.path.hasPrefix("\(submissionsRoot)/\($0)/") }
      },
      submissionsRoot: submissionsRoot, submissionsProblem: index.problem)
    // A student who writes in the Swift form is told to start in it.
    if report.startsInSwift {
      for position in report.results.indices where report.results[position].verdict == .missing {
        let id = report.results[position].scenarioID
        if report.results[position].reason == Grader.missingReason(id) {
          report.results[position].reason = Grader.missingReason(id, swift: true)
        }
      }
    }
    if let shownFrom { report.relocate(shownFrom) }
    return report
  }

  /// The full ids of the scenarios that `paths` name, as ``ScenarioSelection`` reads them.
  package static func select(
    _ paths: [String], in catalog: LessonCatalog, lessons: String, submissions: String?
  ) -> Result<Set<String>, SelectionError> {
    let candidates = ScenarioSelection.candidates(of: catalog)
    var ids = Set<String>()
    for path in paths {
      switch ScenarioSelection.select(
        [path], among: candidates, lessons: lessons, submissions: submissions)
      {
      case .success(let found):
        ids.formUnion(found.compactMap { candidates[$0].fullID })
      case .failure(let error):
        // A file under a near-miss name, or in another lesson's folder:
        // the scenario it looks meant for, whose report says how to rename it.
        guard let submissions, let meant = meantFor(path, submissions: submissions, catalog)
        else { return .failure(error) }
        ids.insert(meant)
      }
    }
    return .success(ids)
  }

  /// The scenario whose work the submission file at `path` looks meant
  /// for, when its name or folder is a near miss.
  static func meantFor(_ path: String, submissions: String, _ catalog: LessonCatalog) -> String? {
    let given = LessonFiles.normalized(path)
    guard given.hasPrefix(LessonFiles.normalized(submissions) + "/") else { return nil }
    let index = SubmissionIndex.scan(submissions, for: catalog)
    return index.unrecognized.first { LessonFiles.normalized($0.path) == given }?.suggestion.map {
      ScenarioID.fullID(ofSubmission: $0)
    }
  }
}
