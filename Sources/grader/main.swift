import Foundation
import GraderKit
import GraderReaders

/// Dispatches `grader COMMAND …` to its command, by the commands'
/// declarations, and renders usage errors.
func graderMain(_ words: [String]) -> Int32 {
  do throws(UsageError) {
    guard let name = words.first else {
      throw UsageError(message: "missing a command", command: nil)
    }
    switch name {
    case "-h", "--help", "help":
      Terminal.out(
        Help.text(
          words.dropFirst().first.flatMap(Command.named), width: Help.terminalWidth))
      return 0
    case "--version":
      // The version every result records as its grader_version.
      Terminal.out("grader \(GraderVersion.current)\n")
      return 0
    default: break
    }
    guard let command = Command.named(name) else {
      // A student's mistyped command is far likelier than an instructor's.
      let guess =
        (Suggestion.closest(to: name, among: Command.students)
        ?? Suggestion.closest(to: name, among: Command.all.map(\.name)))
        .map { "; did you mean '\($0)'?" }
        ?? "; a student's commands are \(Command.students.dropLast().joined(separator: ", "))"
        + " and \(Command.students.last ?? "")"
      throw UsageError(message: "unknown command '\(name)'\(guess)", command: nil)
    }
    let arguments = try Arguments(words.dropFirst(), for: command)
    if arguments.wantsHelp {
      Terminal.out(Help.text(command, width: Help.terminalWidth))
      return 0
    }
    GitHub.prepare(arguments)
    // In GitHub Actions, a command stopped by SIGINT or SIGTERM turns workflow
    // commands back on as it goes, so that later steps keep theirs; --watch
    // handles its own signals, and resumes them itself.
    if GitHub.isActive,
      !(arguments.command.option(named: Option.watch.name).map(arguments.has) ?? false)
    {
      Signals.endRuns(beforeExit: endingInGitHub)
    }
    return try command.run(arguments)
  } catch {
    Terminal.err(error.description)
    return 64
  }
}

/// How a run ends on a signal in GitHub Actions: with the workflow commands on again.
@Sendable func endingInGitHub() {
  GitHub.resumeCommands()
  Terminal.closeForExit()
}

Terminal.holdStandardStreams()
let status = Terminal.endStatus(graderMain(Array(CommandLine.arguments.dropFirst())))
GitHub.resumeCommands()
exit(status)
