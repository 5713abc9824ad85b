/// The ids of what a scenario's sections hold (script, reference, expected rows,
/// digests), of the lessons folder, and of recording.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let scriptWithoutChanges: DiagnosticID = "lesson.script-without-changes"
  public static let emptyReference: DiagnosticID = "lesson.empty-reference"
  public static let scriptInReference: DiagnosticID = "lesson.script-in-reference"
  public static let referenceWarningsDiffer: DiagnosticID = "lesson.reference-warnings-differ"
  public static let referenceWarningUnlisted: DiagnosticID = "lesson.reference-warning-unlisted"
  public static let malformedExpectedRow: DiagnosticID = "lesson.malformed-expected-row"
  public static let malformedCount: DiagnosticID = "lesson.malformed-count"
  public static let expectedNotRecorded: DiagnosticID = "lesson.expected-not-recorded"
  public static let expectedOutputStepMismatch: DiagnosticID =
    "lesson.expected-output-step-mismatch"
  public static let expectedOutputShapeMismatch: DiagnosticID =
    "lesson.expected-output-shape-mismatch"
  public static let expectedOutputOutdated: DiagnosticID = "lesson.expected-output-outdated"
  public static let digestCountMismatch: DiagnosticID = "lesson.digest-count-mismatch"
  public static let noLessonsFolder: DiagnosticID = "lesson.no-lessons-folder"
  public static let unreadableLesson: DiagnosticID = "lesson.unreadable-lesson"
  public static let unreadableScenarioFile: DiagnosticID = "lesson.unreadable-scenario-file"
  public static let ignoredFile: DiagnosticID = "lesson.ignored-file"
  public static let duplicateScenarioID: DiagnosticID = "lesson.duplicate-scenario-id"
  public static let idDiffersInCase: DiagnosticID = "lesson.id-differs-in-case"
  public static let nothingToRecord: DiagnosticID = "lesson.nothing-to-record"
  public static let recordingTooLarge: DiagnosticID = "lesson.recording-too-large"
}

extension DiagnosticCatalog {
  static let lessonContent: [Entry] = [
    Entry(
      .scriptWithoutChanges, severity: "error",
      meaning: "A scenario's `--- script` holds no `change` line.",
      example: "the script has no 'change' line"),
    Entry(
      .emptyReference, severity: "error",
      meaning: "A scenario's `--- reference` reads without errors but declares no views.",
      example: "the reference declares no views"),
    Entry(
      .scriptInReference, severity: "error",
      meaning:
        "A scenario's `--- reference` holds `change` or `count` lines, which belong in `--- script`.",
      example: "a reference holds no 'change' or 'count' lines: move them to '--- script'"),
    Entry(
      .referenceWarningsDiffer, severity: "error",
      meaning:
        "The model's warnings about the reference differ from what the scenario's `warns:` lines say.",
      example: "the reference warns 'WARNING', not what the 'warns:' lines say"),
    Entry(
      .referenceWarningUnlisted, severity: "error",
      meaning:
        "The model warns about the reference, and the scenario has no `warns:` line to grade the warning.",
      example: "the reference warns 'WARNING'; add 'warns: WARNING' so that the scenario grades it"),
    Entry(
      .malformedExpectedRow, severity: "error",
      meaning: "A line of `--- expected` is neither a row nor the start of a count.",
      example: "expected a row 'LABEL: KEY changed | recomputed … | skipped …' or a count"),
    Entry(
      .malformedCount, severity: "error",
      meaning:
        "A count in `--- expected` is not the four lines `local:`, `parent:`, `observed:`, `environment:`.",
      example: "a count is four lines: 'local: N', 'parent: N', 'observed: N', 'environment: N'"),
    Entry(
      .expectedNotRecorded, severity: "error",
      meaning:
        "A scenario's `--- expected` is empty: its rows are yet to be recorded with `grader record --write`.",
      example:
        "the section 'expected' holds no rows yet; run 'grader record --write' to record them from the reference, and review them"
    ),
    Entry(
      .expectedOutputStepMismatch, severity: "error",
      meaning:
        "An output of `--- expected` does not answer the script's step at the same place: a row for a `count`, a count for a `change`, or another label or key.",
      example:
        "expected output N is the row 'LABEL: KEY changed', but step N of the script is 'change LABEL KEY'; fix the script, or run 'grader record' to see the rows it prints"
    ),
    Entry(
      .expectedOutputShapeMismatch, severity: "error",
      meaning: "`--- expected` holds more or fewer outputs than the script has steps.",
      example:
        "the expected output (N rows, N counts) does not follow the script (N changes, N counts) with the same labels and keys, in order"
    ),
    Entry(
      .expectedOutputOutdated, severity: "error",
      meaning:
        "An output of `--- expected` differs from what the reference prints for it: the reference or the script changed since the rows were recorded.",
      example:
        "expected output N differs from what the reference prints; after editing the reference or the script, run 'grader record' and review the change"
    ),
    Entry(
      .digestCountMismatch, severity: "error",
      meaning:
        "A scenario's `--- digests` holds another number of digests than the script prints outputs.",
      example: "the section 'digests' holds N digests, but the script prints N outputs"),
    Entry(
      .noLessonsFolder, severity: "error",
      meaning: "The lessons folder is missing or cannot be listed.",
      example: "no lessons folder here (does not exist)"),
    Entry(
      .unreadableLesson, severity: "error",
      meaning: "A lesson's folder cannot be listed.",
      example: "cannot be listed (permission denied, or not a folder)"),
    Entry(
      .unreadableScenarioFile, severity: "error",
      meaning:
        "A scenario file cannot be read: it is missing, unreadable, too large, or not a regular file inside the lessons folder.",
      example: "is not a regular file inside the lessons folder"),
    Entry(
      .ignoredFile, severity: "warning",
      meaning:
        "An entry of the lessons folder is skipped, and why; a README is skipped without a word.",
      example: "ignored: not a .scenario file"),
    Entry(
      .duplicateScenarioID, severity: "error",
      meaning: "Two scenarios of a lesson have the same id.",
      example: "duplicate scenario id 'ID'; PATH has it too"),
    Entry(
      .idDiffersInCase, severity: "error",
      meaning:
        "Two scenarios of a lesson have ids that differ only in case, which name one submission file on macOS and Windows.",
      example:
        "scenario id 'ID' differs from 'ID' of PATH only in case; on macOS and Windows both name one submission file"
    ),
    Entry(
      .nothingToRecord, severity: "error",
      meaning:
        "`grader record` reads a scenario with no `--- expected` and `--- reference`, as a student release keeps it.",
      example: "has no '--- expected' and '--- reference' to record: is it a student release?"),
    Entry(
      .recordingTooLarge, severity: "error",
      meaning:
        "The rows `grader record` would write make the scenario file larger than a scenario may be; nothing is written.",
      example:
        "recording would make this fixture N bytes, over the LIMIT bytes a scenario may hold; shorten the script or the reference"
    ),
  ]
}
