/// One command, declared once: dispatch, parsing, the usage line, the help
/// and the command reference's option table all come from this value.
struct Command: Sendable {
  /// The command's name, such as `check`.
  let name: String
  /// What it does, in a line of the main help's COMMANDS.
  let summary: String
  /// Whether students use it (an instructor's command otherwise).
  var isStudent = false
  /// The OVERVIEW, in paragraphs separated by a blank line.
  let overview: String
  /// Paragraphs between USAGE and ARGUMENTS, if any.
  var afterUsage: String? = nil
  /// The arguments as the usage line ends, such as `FILE...`.
  let usageArguments: String
  /// Each argument's name and what it is.
  var arguments: [(name: String, summary: String)] = []
  /// The options, in the order the usage line and the help show them.
  let options: [Option]
  /// The environment variables it reads, and what each does.
  var environment: [(name: String, summary: String)] = []
  /// Paragraphs after the options and environment, if any.
  var notes: String? = nil
  /// What each exit status means.
  let exitCodes: String
  /// Runs the command on its parsed command line.
  let run: @Sendable (Arguments) throws(UsageError) -> Int32

  /// The declared option named `name`, such as `--jobs`.
  func option(named name: String) -> Option? {
    options.first { $0.name == name }
  }
}

extension Command {
  /// Every command, in the order the main help lists them.
  static let all: [Command] = [
    check, run, draw, list, start, record, lint, release, verify, gather, batch, merge,
  ]

  /// The commands a student uses, suggested first for a mistyped command.
  static var students: [String] { all.filter(\.isStudent).map(\.name) }

  /// The command named `name`.
  static func named(_ name: String) -> Command? {
    all.first { $0.name == name }
  }
}
