/// The ids of what grading a submission against a scenario says about it.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let ownChangesNotGraded: DiagnosticID = "grading.own-changes-not-graded"
  public static let noScenarios: DiagnosticID = "grading.no-scenarios"
}

extension DiagnosticCatalog {
  static let grading: [Entry] = [
    Entry(
      .ownChangesNotGraded, severity: "note",
      meaning:
        "The submission's own `change` lines differ from the scenario's script: grading runs the scenario's changes over the student's tree and storage, not the file's.",
      example: "your file changes LABELS; this scenario grades LABELS, over your tree and storage"),
    Entry(
      .noScenarios, severity: "error",
      meaning:
        "The lessons folder holds no lesson folder with a `.scenario` file, so there is nothing to grade; that is broken lessons, never a pass.",
      example:
        "no scenario to grade: the lessons folder holds no lesson folder with a .scenario file (links out of it are not followed)"
    ),
  ]
}
