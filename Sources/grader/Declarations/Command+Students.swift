/// The commands a student uses, declared once each.
extension Command {
  static let run = Command(
    name: "run",
    summary: "Print the rows of descriptions, as the lesson's program would.",
    isStudent: true,
    overview: """
      Print the rows of each description's statements.

      For a .swift file the output is exactly what compiling it with the lesson's
      core file and running it would print. Diagnostics go to standard error in
      the Swift compiler's layout. A description with no change or count lines
      prints its tree instead, and the changes its scenario runs.
      """,
    usageArguments: "FILE...",
    arguments: [
      (
        "FILE",
        """
        A description: a .swift or .tree file, or - for
        standard input. With several files, each file's rows
        follow a '==> FILE <==' header.
        """
      )
    ],
    options: [.asFormat, .maxOutput, .color],
    exitCodes: """
      0 every description ran, 1 a description has errors or cannot be read,
      64 bad usage.
      """,
    run: { arguments throws(UsageError) in try RunCommand.main(arguments, command: "run") }
  )

  static let draw = Command(
    name: "draw",
    summary: "Draw the view trees of descriptions.",
    isStudent: true,
    overview: """
      Draw each description's view tree: every view under its parent,
      with the keys it reads and where each key is stored.

      Under each tree, one column per change the description makes marks every
      view recomputed, with its cause, or skipped (·). Columns are numbered and
      causes shortened to fit the terminal's width (COLUMNS, default 80). Lines
      are ASCII with --ascii or when the locale (LC_ALL, LC_CTYPE, LANG) is not
      UTF-8.
      """,
    usageArguments: "FILE...",
    arguments: [
      (
        "FILE",
        """
        A description: a .swift or .tree file, or - for
        standard input.
        """
      )
    ],
    options: [.asFormatDrawn, .ascii, .color],
    exitCodes: """
      0 every description was drawn, 1 a description has errors or cannot be
      read, 64 bad usage.
      """,
    run: { arguments throws(UsageError) in try RunCommand.main(arguments, command: "draw") }
  )

  static let check = Command(
    name: "check",
    summary: "Grade the submissions against the lessons (the main job).",
    isStudent: true,
    overview: """
      Grade the submissions against the lessons' scenarios.

      Each scenario's own changes run over the tree and storage of your
      submission, and its rows are compared with the expected ones; the change
      lines in your file are for 'grader run'. A failing scenario lists the views
      whose fate differs under each change, and explains each difference in terms
      of views, keys and storage. The report fits the terminal (COLUMNS, else the
      terminal's width, else 80), and a file's reading errors appear under its
      scenario. The verdicts are kept in .grader/last.json for the next check and
      for 'grader list'; .grader/lessons.cache spares the next check from reading
      again a scenario nobody answered whose lesson file it read without a problem,
      and .grader/grades.cache from grading again a file that has not changed,
      against lessons that have not.
      """,
    usageArguments: "[PATH...]",
    arguments: [
      (
        "PATH",
        """
        Grade only this lesson folder, scenario file or
        submission file, or an id such as
        01-local-state/sibling-fields, or a lesson by its
        number, 04.
        (default: everything)
        """
      )
    ],
    options: [
      .lessonsFound, .submissionsFound, .exact, .draw, .rows, .why, .quiet, .problems, .watch,
      .format, .output,
      .reportFile, .htmlStudent, .answers, .lessonsDigest, .succeedWhen, .color,
    ],
    environment: [
      ("COLUMNS", "The width of the report."),
      (
        "GITHUB_ACTIONS=true",
        """
        Also print up to 10 '::error' annotations that point
        into the submissions, and append a table of all
        scenarios to the file named by GITHUB_STEP_SUMMARY.
        """
      ),
    ],
    notes: """
      A scenario the instructor judges, whose answers these lessons do not hold,
      shows your rows and 'pending': its points count in the total, not yet
      earned.
      """,
    exitCodes: """
      0 every scenario passes (or is pending), 1 some scenario does not (with
      --succeed-when graded: a submission does not read), 2 the lessons are
      broken or not the pinned ones, 64 bad usage.
      """,
    run: { arguments throws(UsageError) in try CheckCommand.main(arguments) }
  )

  static let list = Command(
    name: "list",
    summary: "Show the lessons, their scenarios and points.",
    isStudent: true,
    overview: """
      Show the lessons, their scenarios and points, where each stands
      and where each submission is expected.

      Each scenario shows its verdict at your last 'grader check' (pass, fail or
      error), 'not checked' when it has a submission that was not checked since,
      'misnamed' when a file under a near-miss name looks meant for it, or 'not
      started'.
      """,
    usageArguments: "[PATH...]",
    arguments: [
      (
        "PATH",
        """
        A lesson, a scenario or a submission to show, as
        'grader check' takes them (a scenario's bare id
        too, when one lesson alone has it). Default: all.
        """
      )
    ],
    options: [.lessonsFound, .submissionsFound],
    exitCodes: """
      0 success, 2 the lessons are broken, 64 bad usage.
      """,
    run: { arguments throws(UsageError) in try ListCommand.main(arguments) }
  )

  static let start = Command(
    name: "start",
    summary: "Create the submission file for a scenario.",
    isStudent: true,
    overview: """
      Create the submission file for a scenario, with its task as a
      comment and an empty tree to fill in.
      """,
    afterUsage: """
      It never overwrites your work: when the scenario has a submission in
      either format, it says where and stops.
      """,
    usageArguments: "SCENARIO",
    arguments: [
      (
        "SCENARIO",
        """
        The scenario, as 'grader list' shows it, such as
        01-local-state/sibling-fields; its file's name without
        .scenario works too. A lesson, or its number (04),
        starts its first scenario with no work yet.
        """
      )
    ],
    options: [.startFormat, .lessonsFound, .submissionsFound, .force],
    exitCodes: """
      0 created, 1 the scenario has a submission already, or it cannot be
      written, 2 the lessons are broken, 64 bad usage.
      """,
    run: { arguments throws(UsageError) in try StartCommand.main(arguments) }
  )
}
