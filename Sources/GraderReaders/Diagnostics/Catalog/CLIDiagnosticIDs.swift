/// The ids of the command line's own errors: a file it cannot read or write, and
/// what `grader start` and `grader record` refuse.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let submissionExists: DiagnosticID = "cli.submission-exists"
  public static let unreadableFile: DiagnosticID = "cli.unreadable-file"
  public static let unknownFileFormat: DiagnosticID = "cli.unknown-file-format"
  public static let unwritableFile: DiagnosticID = "cli.unwritable-file"
  public static let unreadableLessonsFolder: DiagnosticID = "cli.unreadable-lessons-folder"
  public static let submissionFolderUnusable: DiagnosticID = "cli.submission-folder-unusable"
  public static let misnamedSubmission: DiagnosticID = "cli.misnamed-submission"
  public static let scenarioFileRefused: DiagnosticID = "cli.scenario-file-refused"
}

extension DiagnosticCatalog {
  static let cli: [Entry] = [
    Entry(
      .submissionExists, severity: "error",
      meaning:
        "`grader start` finds a submission for the scenario already; it never overwrites one, and `--force` starts over, keeping the old file as a backup.",
      example: "LESSON/SCENARIO already has a submission here"),
    Entry(
      .unreadableFile, severity: "error",
      meaning:
        "A file named on the command line cannot be read: a description for `grader run`, a scenario for `grader record`.",
      example: "cannot be read (permission denied)"),
    Entry(
      .unknownFileFormat, severity: "error",
      meaning:
        "`grader run` is given a file named neither `.swift` nor `.tree`, and no `--as` to say which form it is.",
      example: "cannot tell the format from the file name; name it .swift or .tree, or pass --as"),
    Entry(
      .unwritableFile, severity: "error",
      meaning:
        "A file the command writes cannot be written: a recorded scenario, or the file `grader start` creates.",
      example: "cannot be written (REASON)"),
    Entry(
      .unreadableLessonsFolder, severity: "error",
      meaning: "The lessons folder `grader record` is given cannot be listed.",
      example: "does not exist"),
    Entry(
      .submissionFolderUnusable, severity: "error",
      meaning:
        "A lesson's folder under the submissions folder is a link out of it, a broken link or a file, so `grader start` writes nothing there.",
      example:
        "is a link to outside SUBMISSIONS; grader writes nothing through it. Replace it with a folder"
    ),
    Entry(
      .misnamedSubmission, severity: "error",
      meaning:
        "`grader start` finds a file under a near-miss name that looks like the student's work for the scenario, and says how to move it rather than start an empty one beside it.",
      example: "this looks like your work for LESSON/SCENARIO"),
    Entry(
      .scenarioFileRefused, severity: "error",
      meaning:
        "A `.scenario` entry of the lessons folder is a link out of it, a broken link or not a regular file: `grader record` neither reads nor writes it.",
      example: "is a link out of the lessons folder; it is not read or written"),
  ]
}
