import GraderKit

/// The options of the commands that grade and show a course, declared once each.
extension Option {
  /// `--lessons` for the student's commands, which find the course as git finds its root.
  static let lessonsFound = value(
    "--lessons", "dir", "The lessons.",
    defaultText: "Lessons/ in the current folder or the nearest folder above that has one")
  /// `--lessons` for the instructor's commands.
  static let lessons = value("--lessons", "dir", "The lessons.", defaultValue: "Lessons")
  static let submissionsFound = value(
    "--submissions", "dir", "The submissions.",
    defaultText: "Submissions/ beside the lessons found, or in the current folder with --lessons")
  static let color = value(
    "--color", "when",
    "Color diagnostics: auto (on a terminal, unless NO_COLOR is set), always or never.",
    choices: ["auto", "always", "never"], defaultValue: "auto")
  static let exact = flag("--exact", "Compare rows byte for byte, not as sets of views.")
  static let format = value(
    "--format", "format",
    "What to print: text, json, junit, tap, gradescope or classroom50.",
    usage: "FORMAT", choices: ReportFormat.allCases.map(\.rawValue), defaultValue: "text")
  static let output = value(
    "--output", "file", "Write the --format report to FILE instead, and print the text report.")
  /// `--report` for one student's reports, each a file.
  static let reportFile = value(
    "--report", "format=file", "Also write FORMAT to FILE; repeat for more formats.",
    repeated: true)
  /// `--report` for a class's reports, where some formats are a folder of files.
  static let reportFolder = value(
    "--report", "format=dir|file",
    "Also write FORMAT to FILE (json, junit, tap, text) or, for gradescope and classroom50, a"
      + " file per student into the folder DIR; repeat for more.", repeated: true)
  static let answersClass = value(
    "--answers", "full|digest",
    "digest: the Gradescope and Classroom 50 files show a failing output's own rows, with no"
      + " expected row or explanation, and every file students read (those, each student's report"
      + " and page) only the verdict and points of a scenario the instructor judges or hides;"
      + " full: everything, for feedback after the deadline.",
    choices: Release.Answers.allCases.map(\.rawValue), defaultValue: "digest")
}

/// The options of `check`.
extension Option {
  static let draw = flag(
    "--draw",
    "Draw your tree under each failing scenario, with a column per change marking each view.")
  static let rows = flag(
    "--rows", "Also show both rows of each failing output, marked where they differ.")
  static let why = flag(
    "--why",
    "Show the reasoning under every passing scenario too (a failure always shows its own; a pass shows it once, the first time it passes)."
  )
  static let problems = flag(
    "--problems",
    "Close with a line per problem in the Swift compiler's layout (PATH:LINE:COL: warning: ...), for an editor's problem matcher: each failing scenario's explanations at your lines, a file that cannot be graded and shows no error of its own (an empty one), and a file under a near-miss name. A file's own errors and warnings are in that layout already, in the report above."
  )
  static let quiet = flag(
    "--quiet",
    "Show only failing and erroring scenarios, work under a near-miss name, and the total.")
  static let watch = flag(
    "--watch", "Grade again each time a file is saved, showing what changed; Ctrl-C stops.")
  static let htmlStudent = value(
    "--html", "file",
    "Also write an HTML report to FILE: what to fix first, then each scenario to fix with its"
      + " rows, its tree and each change drawn, and a table of the same.")
  static let answers = value(
    "--answers", "full|digest",
    "digest: show only what a digest release shows, the student's rows and whether each"
      + " matches, with no expected row or explanation from the reference.",
    choices: Release.Answers.allCases.map(\.rawValue),
    defaultText: "digest for the gradescope and classroom50 formats, which students read; full"
      + " otherwise")
  static let lessonsDigest = value(
    "--lessons-digest", "sha",
    "Grade only when the lessons' digest is SHA, as a release's workflow does; other lessons"
      + " exit 2.")
  static let succeedWhen = value(
    "--succeed-when", "graded|done",
    "graded: exit 0 once every submission reads, whatever the score, and annotate failing work"
      + " as warnings, as a release's workflow does; done: only once every scenario passes.",
    choices: ["graded", "done"], defaultValue: "done")
}

/// The options of `run`, `draw` and `start`.
extension Option {
  static let asFormat = value(
    "--as", "format",
    "Read every FILE as swift or tree, whatever its name. Standard input without --as is read"
      + " as swift when it holds 'ViewNode(' or 'ViewTree(', else as tree.",
    choices: ["swift", "tree"])
  static let asFormatDrawn = value(
    "--as", "format", "Read every FILE as swift or tree, whatever its name.",
    choices: ["swift", "tree"])
  static let maxOutput = value(
    "--max-output", "size",
    "Stop a description whose rows would pass SIZE bytes (K, M or G suffix), with an error at"
      + " the statement that crosses it. Rows stream as they are produced.",
    defaultValue: "64M")
  static let ascii = flag("--ascii", "Draw with ASCII characters instead of box drawing.")
  static let startFormat = value(
    "--format", "format", "Write the submission as tree or swift.",
    usage: "swift|tree", choices: ["tree", "swift"], defaultValue: "tree")
  static let force = flag(
    "--force",
    "Start over: keep the old submission as NAME.bak (or NAME.bak.2, and so on) and write a new"
      + " one.")
}
