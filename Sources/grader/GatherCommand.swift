import Foundation
import GraderKit
import GraderReaders

/// `grader gather ROSTER --deadline TIME --out DIR`: fetches each student's
/// work from their repository, as it stood at the deadline, into a class
/// folder for `batch` (``ClassGathering`` does the work).
enum GatherCommand {
  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard arguments.positionals.count == 1, let rosterPath = arguments.positionals.first else {
      throw UsageError(message: "name one ROSTER file (CSV)", command: "gather")
    }
    let deadlineText = arguments.value(.deadline)
    let deadline: Date
    switch Deadline.parse(deadlineText) {
    case .success(let date): deadline = date
    case .failure(let problem):
      throw UsageError(
        message:
          "'\(Option.deadline.name)' takes a deadline, not '\(Escape.terminal(deadlineText))': \(problem.message)",
        command: "gather")
    }
    let host = arguments.value(.tokenHost)
    guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || "-.:".contains($0) })
    else {
      throw UsageError(
        message: "'\(Option.tokenHost.name)' takes a host name, not '\(host)'", command: "gather")
    }
    let jobs = try arguments.number(.gatherJobs) ?? 4
    let timeout = try arguments.number(.repoTimeout) ?? 180
    let budget = try arguments.size(.maxBytes) ?? 32 << 20
    guard let roster = readRoster(rosterPath, color: arguments.value(.color)) else { return 1 }
    guard
      var git = Git(
        token: Terminal.environment(arguments.value(.tokenEnv)), host: host,
        path: Terminal.environment("PATH"))
    else {
      Terminal.say(.error, "gather runs git, and there is no git on the PATH")
      return 1
    }
    git.timeout = .seconds(timeout)
    let out = arguments.value(.gatherOut)
    let gathering = ClassGathering(
      roster: roster,
      student: StudentGathering(git: git, deadline: deadline, budget: budget),
      jobs: jobs, out: out)
    if let problem = gathering.outProblem() {
      Terminal.say(.error, "\(out) \(problem); gather into a new or empty folder")
      return 1
    }
    do throws(FileLoader.Failure) {
      try FileLoader.createFolder(out)
    } catch {
      Terminal.say(.error, path: error.path, error.reason)
      return 1
    }
    Signals.endRuns(beforeExit: endingInGitHub)
    let outcomes: [ClassGathering.Outcome]
    do throws(FileLoader.Failure) {
      outcomes = try gathering.run { _ in }
    } catch {
      Terminal.say(.error, path: error.path, error.reason)
      return 1
    }
    Terminal.out(Gathered.table(outcomes.map { ($0.folder, $0.gathered) }))
    for sentence in gathering.namesMeeting { Terminal.say(.note, sentence) }
    for group in gathering.sharedRepositories {
      Terminal.say(
        .warning, "\(group.joined(separator: ", ")) name the same repository in the roster")
    }
    let failed = outcomes.filter { $0.gathered.error != nil }.count
    let resumed = outcomes.filter(\.resumed).count
    Terminal.out(
      "Gathered \(outcomes.count - failed) of \(outcomes.count) repositories into \(Escape.terminal(out)) at the last commit before \(gathering.student.stamp)"
        + (resumed > 0 ? " (\(resumed) already there from an earlier gather)" : "")
        + (failed == 0
          ? ".\n"
          : "; \(failed) could not be: 'grader batch' gives \(failed == 1 ? "that student" : "each") a row with the error.\n")
    )
    return arguments.has(.gatherStrict) && failed > 0 ? 1 : 0
  }

  /// The roster at `path` (`-` for standard input), its problems printed, or
  /// `nil` when it has errors.
  static func readRoster(_ path: String, color: String) -> Roster? {
    let bytes: [UInt8]
    do {
      bytes =
        try path == "-"
        ? FileLoader.standardInput(limit: 64 << 20)
        : FileLoader.bytes(at: path, limit: 64 << 20)
    } catch {
      Terminal.say(.error, path: path, error.reason)
      return nil
    }
    let renderer = TerminalRenderer(color: color, descriptor: 2)
    let (read, diagnostics) = Roster.read(
      SourceFile(path: path == "-" ? "<stdin>" : path, bytes: bytes))
    Terminal.err(renderer.render(diagnostics))
    if read == nil { Terminal.say(.error, "the roster has errors, so nothing was gathered") }
    return read
  }
}
