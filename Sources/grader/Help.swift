/// The help texts, one per command, in OVERVIEW, USAGE, ARGUMENTS and OPTIONS sections.
enum Help {
  /// The usage line of `command`, or of `grader` itself.
  /// The usage line of `command`, wrapped to 80 columns after a 7-column
  /// lead (`usage: `, `USAGE: `), each bracketed option kept whole.
  static func wrappedUsage(_ command: String?) -> String {
    var groups: [String] = []
    var depth = 0
    for word in usage(command).split(separator: " ") {
      if depth > 0, let last = groups.popLast() {
        groups.append(last + " " + word)
      } else {
        groups.append(String(word))
      }
      depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
    }
    var lines: [String] = []
    var line = ""
    for group in groups {
      if !line.isEmpty, 7 + line.count + 1 + group.count > 80 {
        lines.append(line)
        line = group
      } else {
        line += (line.isEmpty ? "" : " ") + group
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n       ")
  }

  static func usage(_ command: String?) -> String {
    switch command {
    case "run":
      "grader run [--as swift|tree] [--max-output SIZE] [--color auto|always|never] FILE..."
    case "draw": "grader draw [--as swift|tree] [--ascii] [--color auto|always|never] FILE..."
    case "check":
      "grader check [--lessons DIR] [--submissions DIR] [--exact] [--draw] [--rows] [--quiet] [--watch] [--format FORMAT] [--output FILE] [--report FORMAT=FILE]... [--html FILE] [--answers full|digest] [--lessons-digest SHA] [--succeed-when graded|done] [--color auto|always|never] [PATH...]"
    case "batch":
      "grader batch [--lessons DIR] [--out DIR] [--jobs N] [--shard I/N] [--exact] [--strict] [--student-timeout SECONDS] [--html FILE] [--answers full|digest] [--format FORMAT] [--output FILE] [--report FORMAT=DIR|FILE]... ROOT"
    case "merge":
      "grader merge [--out DIR] [--allow-partial] [--strict] [--answers full|digest] [--format FORMAT] [--output FILE] [--report FORMAT=DIR|FILE]... DIR... | --update OLD NEW"
    case "list": "grader list [--lessons DIR] [--submissions DIR] [PATH...]"
    case "start":
      "grader start [--format swift|tree] [--lessons DIR] [--submissions DIR] [--force] SCENARIO"
    case "record": "grader record [--lessons DIR] [--write] [PATH...]"
    case "release":
      "grader release --out DIR [--answers full|digest] [--lessons DIR] [--course DIR] [--red-until-done]"
    case "verify": "grader verify [--lessons DIR] [--submissions DIR] [--shard I/N] RESULTS"
    case "lint":
      "grader lint [--lessons DIR] [--min-strength PERCENT] [--color auto|always|never] [LESSON...]"
    case "gather":
      "grader gather --deadline TIME [--out DIR] [--token-env NAME] [--token-host HOST] [--jobs N] [--strict] [--color auto|always|never] ROSTER"
    default: "grader <command> [options]"
    }
  }

  /// The full help of `command`, or of `grader` itself.
  static func text(_ command: String?) -> String {
    switch command {
    case "run": run
    case "draw": draw
    case "check": check
    case "list": list
    case "start": start
    case "record": record
    case "lint": lint
    case "release": release
    case "verify": verify
    case "batch": batch
    case "merge": merge
    case "gather": gather
    default: main
    }
  }

  static let courseOptions = """
      --lessons <dir>       The lessons. (default: Lessons/ in the current folder
                            or the nearest folder above that has one)
      --submissions <dir>   The submissions. (default: Submissions/ beside the
                            lessons found, or in the current folder with
                            --lessons)
    """

  static let colorOption = """
      --color <when>        Color diagnostics: auto (on a terminal, unless NO_COLOR
                            is set), always or never. (default: auto)
    """

  static let formatOptions = """
      --format <format>     What to print: text, json, junit, tap, gradescope or
                            classroom50. (default: text)
      --output <file>       Write the --format report to FILE instead, and print
                            the text report.
    """

  static let reportOption = """
      --report <format=dir|file>
                            Also write FORMAT to FILE (json, junit, tap, text)
                            or, for gradescope and classroom50, a file per
                            student into the folder DIR; repeat for more.
    """

  static let main = """
    OVERVIEW: Grade descriptions of SwiftUI screens against the course's
    invalidation model.

    A description says which view reads which key and where each key is stored.
    grader reads it as data, never compiling or running it, and prints the rows
    the lesson's model prints: which views a change recomputes, and why.

    USAGE: \(wrappedUsage(nil))

    COMMANDS:
      check                 Grade the submissions against the lessons (the main
                            job).
      run                   Print the rows of descriptions, as the lesson's
                            program would.
      draw                  Draw the view trees of descriptions.
      list                  Show the lessons, their scenarios and points.
      start                 Create the submission file for a scenario.
      record                Show, and with --write make, the expected rows the
                            references print.
      lint                  Check that every scenario's reference and script
                            can fail a wrong tree.
      release               Write the students' copy of the course, without the
                            answers.
      verify                Re-grade a results file and say whether each grade
                            still holds.
      gather                Clone a class's repositories, at a deadline, into a
                            folder per student.
      batch                 Grade a whole class, a folder per student, into a
                            gradebook.
      merge                 Join the outputs of sharded batches into one.

    OPTIONS:
      -h, --help            Show help information.
      --version             Show the version, the one every result records.

    EXIT CODES:
      0 success, 1 failures or description errors, 2 broken lessons, 64 bad usage.

    See 'grader <command> --help' for a command's help.

    """

  static let run = """
    OVERVIEW: Print the rows of each description's statements.

    For a .swift file the output is exactly what compiling it with the lesson's
    core file and running it would print. Diagnostics go to standard error in
    the Swift compiler's layout. A description with no change or count lines
    prints its tree instead, and the changes its scenario runs.

    USAGE: \(wrappedUsage("run"))

    ARGUMENTS:
      FILE                  A description: a .swift or .tree file, or - for
                            standard input. With several files, each file's rows
                            follow a '==> FILE <==' header.

    OPTIONS:
      --as <format>         Read every FILE as swift or tree, whatever its name.
                            Standard input without --as is read as swift when it
                            holds 'ViewNode(' or 'ViewTree(', else as tree.
      --max-output <size>   Stop a description whose rows would pass SIZE bytes
                            (K, M or G suffix), with an error at the statement
                            that crosses it. Rows stream as they are produced.
                            (default: 64M)
    \(colorOption)
      -h, --help            Show help information.

    EXIT CODES:
      0 every description ran, 1 a description has errors or cannot be read,
      64 bad usage.

    """

  static let check = """
    OVERVIEW: Grade the submissions against the lessons' scenarios.

    Each scenario's own changes run over the tree and storage of your
    submission, and its rows are compared with the expected ones; the change
    lines in your file are for 'grader run'. A failing scenario lists the views
    whose fate differs under each change, and explains each difference in terms
    of views, keys and storage. The report fits the terminal (COLUMNS, else the
    terminal's width, else 80), and a file's reading errors appear under its
    scenario. The verdicts are kept in .grader/last.json for the next check and
    for 'grader list'.

    USAGE: \(wrappedUsage("check"))

    ARGUMENTS:
      PATH                  Grade only this lesson folder, scenario file or
                            submission file, or an id such as
                            04-environment-values/reader-deep-in-the-tree.
                            (default: everything)

    OPTIONS:
    \(courseOptions)
      --exact               Compare rows byte for byte, not as sets of views.
      --draw                Draw your tree under each failing scenario, with a
                            column per change marking each view.
      --rows                Also show both rows of each failing output, marked
                            where they differ.
      --quiet               Show only failing and erroring scenarios, work
                            under a near-miss name, and the total.
      --watch               Grade again each time a file is saved, showing what
                            changed; Ctrl-C stops.
    \(formatOptions)
      --report <format=file>
                            Also write FORMAT to FILE; repeat for more formats.
      --html <file>         Also write an HTML report to FILE: what to fix
                            first, then each scenario to fix with its rows,
                            its tree and each change drawn, and a table of
                            the same.
      --answers <full|digest>
                            digest: show only what a digest release shows, the
                            student's rows and whether each matches, with no
                            expected row or explanation from the reference.
                            (default: digest for the gradescope and classroom50
                            formats, which students read; full otherwise)
      --lessons-digest <sha>
                            Grade only when the lessons' digest is SHA, as a
                            release's workflow does; other lessons exit 2.
      --succeed-when <graded|done>
                            graded: exit 0 once every submission reads,
                            whatever the score, and annotate failing work as
                            warnings, as a release's workflow does; done: only
                            once every scenario passes. (default: done)
    \(colorOption)
      -h, --help            Show help information.

    ENVIRONMENT:
      COLUMNS               The width of the report.
      GITHUB_ACTIONS=true   Also print up to 10 '::error' annotations that point
                            into the submissions, and append a table of all
                            scenarios to the file named by GITHUB_STEP_SUMMARY.

    A scenario the instructor judges, whose answers these lessons do not hold,
    shows your rows and 'pending': its points count in the total, not yet
    earned.

    EXIT CODES:
      0 every scenario passes (or is pending), 1 some scenario does not (with
      --succeed-when graded: a submission does not read), 2 the lessons are
      broken or not the pinned ones, 64 bad usage.

    """

  static let list = """
    OVERVIEW: Show the lessons, their scenarios and points, where each stands
    and where each submission is expected.

    Each scenario shows its verdict at your last 'grader check' (pass, fail or
    error), 'not checked' when it has a submission that was not checked since,
    'misnamed' when a file under a near-miss name looks meant for it, or 'not
    started'.

    USAGE: \(wrappedUsage("list"))

    ARGUMENTS:
      PATH                  A lesson, a scenario or a submission to show, as
                            'grader check' takes them (a scenario's bare id
                            too, when one lesson alone has it). Default: all.

    OPTIONS:
    \(courseOptions)
      -h, --help            Show help information.

    EXIT CODES:
      0 success, 2 the lessons are broken, 64 bad usage.

    """

  static let start = """
    OVERVIEW: Create the submission file for a scenario, with its task as a
    comment and an empty tree to fill in.

    USAGE: \(wrappedUsage("start"))

    It never overwrites your work: when the scenario has a submission in
    either format, it says where and stops.

    ARGUMENTS:
      SCENARIO              The scenario, as 'grader list' shows it, such as
                            04-environment-values/reader-deep-in-the-tree; its
                            file's name without .scenario works too.

    OPTIONS:
      --format <format>     Write the submission as tree or swift. (default: tree)
    \(courseOptions)
      --force               Start over: keep the old submission as NAME.bak
                            (or NAME.bak.2, and so on) and write a new one.
      -h, --help            Show help information.

    EXIT CODES:
      0 created, 1 the scenario has a submission already, or it cannot be
      written, 2 the lessons are broken, 64 bad usage.

    """

  static let record = """
    OVERVIEW: Show the expected rows that each scenario's reference prints,
    where they differ from the rows in the fixture; with --write, write them.

    For instructors: after editing a scenario's reference or script, run this,
    review every row it would change, then run it again with --write.

    USAGE: \(wrappedUsage("record"))

    ARGUMENTS:
      PATH                  Record only this lesson folder or scenario file.
                            (default: every scenario)

    OPTIONS:
      --lessons <dir>       The lessons. (default: Lessons)
      --write               Write the new rows into the fixtures. A fixture that
                            is a link inside the lessons folder is written
                            through, and stays a link.
      -h, --help            Show help information.

    EXIT CODES:
      0 nothing to change, or written; 1 rows would change (without --write);
      2 a lesson is broken; 64 bad usage.

    """

  static let batch = """
    OVERVIEW: Grade a whole class against one trusted lesson set.

    ROOT holds one folder per student, laid out like Submissions/ or holding a
    Submissions/ folder (a clone of the student's course repository). Every
    entry of ROOT is a student: a file, a FIFO, an empty folder, a link out of
    ROOT or to another student gets a row with an error and the reason. Hidden
    entries are skipped and counted. Nothing outside a student's folder is
    read, and no link out of it is followed.

    A student's folder that 'grader gather' could not fill is graded as an
    error that says why.

    Writes into the output folder: gradebook.csv, results.json, and
    reports/STUDENT.txt; with --format gradescope or classroom50, also
    FORMAT/STUDENT.json. The folder is locked while a batch writes it, and
    the new files replace the old ones only when the batch is complete; files
    grader did not write are never deleted. Prints pass rates, the spread of
    totals, the most common mistakes, who could not be graded, and groups of
    students whose failing work is the same once comments and whitespace are
    dropped.

    USAGE: \(wrappedUsage("batch"))

    ARGUMENTS:
      ROOT                  The class folder.

    OPTIONS:
      --lessons <dir>       The lessons. (default: Lessons)
      --out <dir>           The output folder. (default: grades)
      --jobs <n>            How many students to grade at once. (default: the
                            number of cores)
      --shard <i/n>         Grade only slice I of N, for a CI matrix; join the
                            slices with 'grader merge'.
      --exact               Compare rows byte for byte, not as sets of views.
      --strict              Exit 1 when some student, or a lesson folder of
                            theirs, could not be read.
      --student-timeout <seconds>
                            How long grading one student may take, from 1 to
                            256; a student over it gets 'took longer than N s'
                            and the batch goes on. (default: 10)
      --html <file>         Also write a class report to FILE: verdicts per
                            scenario, totals, common mistakes, students lowest
                            first, and each student's report.
      --answers <full|digest>
                            digest: the Gradescope files, which students read,
                            show a failing output's own rows, and no expected
                            row or explanation from the reference. (default:
                            digest)
    \(formatOptions)
    \(reportOption)
      -h, --help            Show help information.

    ENVIRONMENT:
      GITHUB_ACTIONS=true   Also append the summary to the file named by
                            GITHUB_STEP_SUMMARY, creating it if needed.

    EXIT CODES:
      0 a complete gradebook was written (students who could not be graded
      are in it, with an error), 1 an output could not be written, the output
      folder is locked by another run, or (with --strict) some student could
      not be graded, 2 the lessons are broken or hold no scenario, 64 bad
      usage, such as an output folder inside ROOT or through a link.

    """

  static let merge = """
    OVERVIEW: Join the output folders of sharded batches into one, identical to
    the output of a single batch over the whole class; or update a class's
    output with a regrade of some of its students.

    Every shard of the class must be there, once, and graded against the same
    lessons (by their digest); merge names the shard that is missing, given
    twice, or graded against other lessons.

    USAGE: \(wrappedUsage("merge"))

    ARGUMENTS:
      DIR                   The output folder of one shard.
      OLD NEW               With --update: a class's output, and the output of
                            a batch over some of its students, whose rows
                            replace theirs (or are added).

    OPTIONS:
      --out <dir>           The merged output folder. (default: grades, or OLD
                            with --update)
      --allow-partial       Merge the shards that are there, and say loudly,
                            in the summary and results.json, which are missing.
      --update              Replace the students of OLD that NEW holds; the
                            output goes to OLD unless --out says otherwise.
      --strict              Exit 1 when some student, or a lesson folder of
                            theirs, could not be read.
      --answers <full|digest>
                            digest: the Gradescope files, which students read,
                            show a failing output's own rows, and no expected
                            row or explanation from the reference. (default:
                            digest)
    \(formatOptions)
    \(reportOption)
      -h, --help            Show help information.

    ENVIRONMENT:
      GITHUB_ACTIONS=true   Also append the summary to the file named by
                            GITHUB_STEP_SUMMARY, creating it if needed.

    EXIT CODES:
      0 merged, 1 a shard is missing, repeated or cannot be read, the shards
      disagree, or an output cannot be written, 64 bad usage.

    """

  static let draw = """
    OVERVIEW: Draw each description's view tree: every view under its parent,
    with the keys it reads and where each key is stored.

    Under each tree, one column per change the description makes marks every
    view recomputed, with its cause, or skipped (·). Columns are numbered and
    causes shortened to fit the terminal's width (COLUMNS, default 80). Lines
    are ASCII with --ascii or when the locale (LC_ALL, LC_CTYPE, LANG) is not
    UTF-8.

    USAGE: \(wrappedUsage("draw"))

    ARGUMENTS:
      FILE                  A description: a .swift or .tree file, or - for
                            standard input.

    OPTIONS:
      --as <format>         Read every FILE as swift or tree, whatever its name.
      --ascii               Draw with ASCII characters instead of box drawing.
    \(colorOption)
      -h, --help            Show help information.

    EXIT CODES:
      0 every description was drawn, 1 a description has errors or cannot be
      read, 64 bad usage.

    """
}
