/// The ids of the command line's own errors: a file it cannot read or write, and
/// what `grader start` and `grader record` refuse.
extension DiagnosticCatalog {
  static let cli = entries(
    #"""
    cli.submission-exists · error
      `grader start` finds a submission for the scenario already; it never overwrites one, and
      `--force` starts over, keeping the old file as a backup.
      > LESSON/SCENARIO already has a submission here

    cli.unreadable-file · error
      A file named on the command line cannot be read: a description for `grader run`, a scenario
      for `grader record`.
      > cannot be read (permission denied)

    cli.unknown-file-format · error
      `grader run` is given a file named neither `.swift` nor `.tree`, and no `--as` to say which
      form it is.
      > cannot tell the format from the file name; name it .swift or .tree, or pass --as

    cli.unwritable-file · error
      A file the command writes cannot be written: a recorded scenario, or the file `grader start`
      creates.
      > cannot be written (REASON)

    cli.unreadable-lessons-folder · error
      The lessons folder `grader record` is given cannot be listed.
      > does not exist

    cli.submission-folder-unusable · error
      A lesson's folder under the submissions folder is a link out of it, a broken link or a file,
      so `grader start` writes nothing there.
      > is a link to outside SUBMISSIONS; grader writes nothing through it. Replace it with a folder

    cli.misnamed-submission · error
      `grader start` finds a file under a near-miss name that looks like the student's work for the
      scenario, and says how to move it rather than start an empty one beside it.
      > this looks like your work for LESSON/SCENARIO

    cli.scenario-file-refused · error
      A `.scenario` entry of the lessons folder is a link out of it, a broken link or not a regular
      file: `grader record` neither reads nor writes it.
      > is a link out of the lessons folder; it is not read or written
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let submissionExists: Self = "cli.submission-exists"
  public static let unreadableFile: Self = "cli.unreadable-file"
  public static let unknownFileFormat: Self = "cli.unknown-file-format"
  public static let unwritableFile: Self = "cli.unwritable-file"
  public static let unreadableLessonsFolder: Self = "cli.unreadable-lessons-folder"
  public static let submissionFolderUnusable: Self = "cli.submission-folder-unusable"
  public static let misnamedSubmission: Self = "cli.misnamed-submission"
  public static let scenarioFileRefused: Self = "cli.scenario-file-refused"
}
