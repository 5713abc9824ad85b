/// The ids of what grading a submission against a scenario says about it.
extension DiagnosticCatalog {
  static let grading = entries(
    #"""
    grading.own-changes-not-graded · note
      The submission's own `change` lines differ from the scenario's script: grading runs the
      scenario's changes over the student's tree and storage, not the file's.
      > your file changes LABELS; this scenario grades LABELS, over your tree and storage

    grading.former-file-name · warning
      The submission is named by an id its scenario had before it was renamed (the scenario's
      `formerly:`): it is graded all the same, and the warning says what to rename it to.
      > this scenario is now 'ID': rename this file to ID.tree; it is graded under its old name until then

    grading.no-scenarios · error
      The lessons folder holds no lesson folder with a `.scenario` file, so there is nothing to
      grade; that is broken lessons, never a pass.
      > no scenario to grade: the lessons folder holds no lesson folder with a .scenario file (links out of it are not followed)
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let ownChangesNotGraded: Self = "grading.own-changes-not-graded"
  public static let formerFileName: Self = "grading.former-file-name"
  public static let noScenarios: Self = "grading.no-scenarios"
}
