import GraderReaders

extension LessonCatalog {
  /// The catalog, with an error when it has no scenario to grade: a lessons
  /// folder that is empty, or whose lesson folders are all links out of it or
  /// hold no scenario, is broken lessons, never a pass with nothing graded.
  package func requiringScenarios(root: String) -> LessonCatalog {
    guard scenarios.isEmpty, !isBroken else { return self }
    var catalog = self
    catalog.diagnostics.append(
      .error(
        "no scenario to grade: the lessons folder holds no lesson folder with a .scenario file (links out of it are not followed)",
        id: .noScenarios,
        path: root))
    return catalog
  }
}
