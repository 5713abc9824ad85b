import GraderModel

/// The one place the kit spells a command for its reader to type: every
/// report, lint and lesson error that says what to run next takes its
/// command from here, so that the command line's names change in one file.
package enum CommandHint {
  /// The program's name, as a student or an instructor types it.
  package static let program = "grader"

  /// The command that creates the submission of `scenario`, with its task:
  /// in the Swift form for a student who writes in it.
  package static func start(_ scenario: String, swift: Bool = false) -> String {
    // Joined to a prefix made once: every report names a command for each
    // scenario not yet started.
    swift ? startPrefix + scenario + " --format swift" : startPrefix + scenario
  }

  private static let startPrefix = program + " start "

  /// The command that records a scenario's expected rows from its reference.
  package static let recordWrite = "\(program) record --write"

  /// The command that shows the rows a scenario's reference prints.
  package static let record = "\(program) record"

  /// The command that writes a student's report as a page of their own.
  package static let checkHTML = "\(program) check --html"

  /// The command that grades a student's work.
  package static let check = "\(program) check"

  /// The command that lists every scenario, with its file and verdict.
  package static let list = "\(program) list"

  /// The command that prints the rows of one description, as the student works.
  package static func run(_ file: String) -> String { "\(program) run \(file)" }

  /// The option that pins `check` to a lesson set, by its digest.
  package static let lessonsDigest = "--lessons-digest"

  /// The options of a workflow's `check` that make its run green once grading
  /// ran, and only once every scenario passes.
  package static let succeedWhenGraded = "--succeed-when graded"
  package static let succeedWhenDone = "--succeed-when done"
}
