import GraderReaders

extension CheckReport {
  /// The report as a student may read it: a scenario the instructor judges
  /// shows its verdict and points, and the student's own rows and
  /// diagnostics, but no expected row, explanation or reasoning; a hidden
  /// one shows only its verdict and points, under no id, title or path.
  ///
  /// - Parameter catalog: The instructor's lessons the report was graded against.
  package func forStudent(_ catalog: LessonCatalog) -> CheckReport {
    guard catalog.withholds else { return self }
    // Each withheld scenario, and whether it is hidden.
    let withheld = Dictionary(
      catalog.scenarios.filter(\.isWithheld).map { ($0.fullID, $0.visibility == .hidden) },
      uniquingKeysWith: { first, _ in first })
    var copy = self
    var hiddenCount = 0
    for index in copy.results.indices {
      guard let hidden = withheld[copy.results[index].scenarioID] else { continue }
      var result = copy.results[index]
      result.comparisons = result.comparisons.map {
        OutputComparison(expected: nil, actual: $0.actual, matches: $0.matches)
      }
      result.findings = []
      result.findingsOmitted = 0
      result.why = ""
      result.notes = []
      result.withheld = true
      if hidden {
        hiddenCount += 1
        result.scenarioID = "\(ScenarioID.lesson(of: result.scenarioID))/hidden-\(hiddenCount)"
        result.title = "A scenario your instructor grades"
        result.submissionPath = ""
        result.comparisons = []
        result.diagnostics = []
        result.reason = result.reason.map { _ in "your instructor grades this scenario" }
      }
      copy.results[index] = result
    }
    return copy
  }
}
