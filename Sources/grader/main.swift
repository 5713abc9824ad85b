import Foundation
import GraderKit
import GraderReaders

/// Dispatches `grader COMMAND …` to its command, and renders usage errors.
func graderMain(_ words: [String]) -> Int32 {
  guard let command = words.first else {
    Terminal.err(UsageError(message: "missing a command", command: nil).description)
    return 64
  }
  let rest = Array(words.dropFirst())
  let commands = [
    "run", "draw", "check", "list", "start", "record", "lint", "release", "verify", "batch",
    "merge", "gather",
  ]
  let options = rest.prefix { $0 != "--" }
  if commands.contains(command), options.contains(where: { $0 == "--help" || $0 == "-h" }) {
    Terminal.out(Help.text(command))
    return 0
  }
  do throws(UsageError) {
    switch command {
    case "-h", "--help", "help":
      Terminal.out(Help.text(rest.first))
      return 0
    case "--version":
      // The version every result records as its grader_version.
      Terminal.out("grader \(GraderVersion.current)\n")
      return 0
    case "run": return try RunCommand.main(rest)
    case "draw": return try RunCommand.main(rest, command: "draw")
    case "check": return try CheckCommand.main(rest)
    case "record": return try RecordCommand.main(rest)
    case "lint": return try LintCommand.main(rest)
    case "release": return try ReleaseCommand.main(rest)
    case "verify": return try VerifyCommand.main(rest)
    case "list": return try ListCommand.main(rest)
    case "start": return try StartCommand.main(rest)
    case "batch": return try BatchCommand.main(rest)
    case "merge": return try MergeCommand.main(rest)
    case "gather": return try GatherCommand.main(rest)
    default:
      // A student's mistyped command is far likelier than an instructor's.
      let students = ["check", "run", "draw", "list", "start"]
      let guess =
        (Suggestion.closest(to: command, among: students)
        ?? Suggestion.closest(to: command, among: commands))
        .map { "; did you mean '\($0)'?" }
        ?? "; a student's commands are check, run, draw, list and start"
      throw UsageError(message: "unknown command '\(command)'\(guess)", command: nil)
    }
  } catch {
    Terminal.err(error.description)
    return 64
  }
}

GitHub.prepare(Array(CommandLine.arguments.dropFirst()))
// In GitHub Actions, a command stopped by SIGINT or SIGTERM turns workflow
// commands back on as it goes, so that later steps keep theirs; --watch
// handles its own signals, and resumes them itself.
if GitHub.isActive, !CommandLine.arguments.contains("--watch") {
  Interruption.shared.onExit {
    GitHub.resumeCommands()
    Terminal.closeForExit()
  }
  Interruption.shared.install()
}
let status = graderMain(Array(CommandLine.arguments.dropFirst()))
GitHub.resumeCommands()
exit(status)
