/// The ids of what a scenario's sections hold (script, reference, expected rows,
/// digests), of the lessons folder, and of recording.
extension DiagnosticCatalog {
  static let lessonContent = entries(
    #"""
    lesson.script-without-changes · error
      A scenario's `--- script` holds no `change` line.
      > the script has no 'change' line

    lesson.empty-reference · error
      A scenario's `--- reference` reads without errors but declares no views.
      > the reference declares no views

    lesson.script-in-reference · error
      A scenario's `--- reference` holds `change` or `count` lines, which belong in `--- script`.
      > a reference holds no 'change' or 'count' lines: move them to '--- script'

    lesson.reference-warnings-differ · error
      The model's warnings about the reference differ from what the scenario's `warns:` lines say.
      > the reference warns 'WARNING', not what the 'warns:' lines say

    lesson.reference-warning-unlisted · error
      The model warns about the reference, and the scenario has no `warns:` line to grade the
      warning.
      > the reference warns 'WARNING'; add 'warns: WARNING' so that the scenario grades it

    lesson.malformed-expected-row · error
      A line of `--- expected` is neither a row nor the start of a count.
      > expected a row 'LABEL: KEY changed | recomputed … | skipped …' or a count

    lesson.malformed-count · error
      A count in `--- expected` is not the four lines `local:`, `parent:`, `observed:`,
      `environment:`.
      > a count is four lines: 'local: N', 'parent: N', 'observed: N', 'environment: N'

    lesson.expected-not-recorded · error
      A scenario's `--- expected` is empty: its rows are yet to be recorded with `grader record
      --write`.
      > the section 'expected' holds no rows yet; run 'grader record --write' to record them from the reference, and review them

    lesson.expected-output-step-mismatch · error
      An output of `--- expected` does not answer the script's step at the same place: a row for a
      `count`, a count for a `change`, or another label or key.
      > expected output N is the row 'LABEL: KEY changed', but step N of the script is 'change LABEL KEY'; fix the script, or run 'grader record' to see the rows it prints

    lesson.expected-output-shape-mismatch · error
      `--- expected` holds more or fewer outputs than the script has steps.
      > the expected output (N rows, N counts) does not follow the script (N changes, N counts) with the same labels and keys, in order

    lesson.expected-output-outdated · error
      An output of `--- expected` differs from what the reference prints for it: the reference or
      the script changed since the rows were recorded.
      > expected output N differs from what the reference prints; after editing the reference or the script, run 'grader record' and review the change

    lesson.digest-count-mismatch · error
      A scenario's `--- digests` holds another number of digests than the script prints outputs.
      > the section 'digests' holds N digests, but the script prints N outputs

    lesson.no-lessons-folder · error
      The lessons folder is missing or cannot be listed.
      > no lessons folder here (does not exist)

    lesson.unreadable-lesson · error
      A lesson's folder cannot be listed.
      > cannot be listed (permission denied, or not a folder)

    lesson.unreadable-scenario-file · error
      A scenario file cannot be read: it is missing, unreadable, too large, or not a regular file
      inside the lessons folder.
      > is not a regular file inside the lessons folder

    lesson.ignored-file · warning
      An entry of the lessons folder is skipped, and why; a README is skipped without a word.
      > ignored: not a .scenario file

    lesson.duplicate-scenario-id · error
      Two scenarios of a lesson have the same id.
      > duplicate scenario id 'ID'; PATH has it too

    lesson.id-differs-in-case · error
      Two scenarios of a lesson have ids that differ only in case, which name one submission file on
      macOS and Windows.
      > scenario id 'ID' differs from 'ID' of PATH only in case; on macOS and Windows both name one submission file

    lesson.former-id-in-use · error
      A scenario's `formerly:` (or the digest in its `formerly-digest:`) names the id of another
      scenario of its lesson, or an id another scenario of the lesson lists as formerly its own:
      work under that name would belong to two.
      > 'formerly' names 'ID', which PATH names too; a file of that name would answer both

    lesson.nothing-to-record · error
      `grader record` reads a scenario with no `--- expected` and `--- reference`, as a student
      release keeps it.
      > has no '--- expected' and '--- reference' to record: is it a student release?

    lesson.recording-too-large · error
      The rows `grader record` would write make the scenario file larger than a scenario may be;
      nothing is written.
      > recording would make this fixture N bytes, over the LIMIT bytes a scenario may hold; shorten the script or the reference
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let scriptWithoutChanges: Self = "lesson.script-without-changes"
  public static let emptyReference: Self = "lesson.empty-reference"
  public static let scriptInReference: Self = "lesson.script-in-reference"
  public static let referenceWarningsDiffer: Self = "lesson.reference-warnings-differ"
  public static let referenceWarningUnlisted: Self = "lesson.reference-warning-unlisted"
  public static let malformedExpectedRow: Self = "lesson.malformed-expected-row"
  public static let malformedCount: Self = "lesson.malformed-count"
  public static let expectedNotRecorded: Self = "lesson.expected-not-recorded"
  public static let expectedOutputStepMismatch: Self = "lesson.expected-output-step-mismatch"
  public static let expectedOutputShapeMismatch: Self = "lesson.expected-output-shape-mismatch"
  public static let expectedOutputOutdated: Self = "lesson.expected-output-outdated"
  public static let digestCountMismatch: Self = "lesson.digest-count-mismatch"
  public static let noLessonsFolder: Self = "lesson.no-lessons-folder"
  public static let unreadableLesson: Self = "lesson.unreadable-lesson"
  public static let unreadableScenarioFile: Self = "lesson.unreadable-scenario-file"
  public static let ignoredFile: Self = "lesson.ignored-file"
  public static let duplicateScenarioID: Self = "lesson.duplicate-scenario-id"
  public static let idDiffersInCase: Self = "lesson.id-differs-in-case"
  public static let formerIDInUse: Self = "lesson.former-id-in-use"
  public static let nothingToRecord: Self = "lesson.nothing-to-record"
  public static let recordingTooLarge: Self = "lesson.recording-too-large"
}
