import Foundation
import GraderKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The GitHub Actions edge: annotations on standard output, and the step summary file.
enum GitHub {
  /// Whether the grader runs inside GitHub Actions.
  static var isActive: Bool { Terminal.environment("GITHUB_ACTIONS") == "true" }

  /// Prints the annotations (on standard output, or on standard error when
  /// standard output holds another format) and appends the step summary.
  static func publish(
    _ record: StudentRecord, misnamed: [String: String] = [:], readable: Set<String> = [],
    onStandardOutput: Bool = true, encouraging: Bool = false
  ) {
    let report = GitHubReport(encouraging: encouraging)
    // The annotations are commands: the only text written with them on.
    resumeCommands()
    for annotation in report.annotations(record, misnamed: misnamed, readable: readable) {
      Terminal.raw(annotation + "\n", to: onStandardOutput ? 1 : 2)
    }
    appendSummary(report.stepSummary(record))
  }

  /// Says that the run could not grade at all, and why: one error
  /// annotation, and the step summary's heading, so that a red run says
  /// why where the student looks first, not only in its log.
  static func publishFailure(_ reason: String) {
    resumeCommands()
    let annotation = GitHubReport().command(
      file: nil, line: nil, column: nil, title: "grader", message: reason)
    Terminal.raw(annotation + "\n", to: 1)
    appendSummary(
      "## grader: could not grade\n\n" + Escape.markdownCell(reason, limit: 1_000) + "\n")
  }

  /// Appends `markdown` to the file named by `GITHUB_STEP_SUMMARY`, creating
  /// it when it is missing, but never through a link.
  static func appendSummary(_ markdown: String) {
    guard let path = Terminal.environment("GITHUB_STEP_SUMMARY"), !path.isEmpty else { return }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      Terminal.say(.warning, "\(path): the step summary cannot be written")
      return
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try? handle.write(contentsOf: Data(markdown.utf8))
  }

  /// Decides, before anything is written, which stream the guard and the
  /// diagnostics use in GitHub Actions, from the parsed command line.
  ///
  /// Standard output holds a machine-readable format when `check` prints
  /// a report there, or `batch` or `merge` prints one that is not a folder
  /// of per-student files (`--format` without `--output`).
  static func prepare(_ arguments: Arguments) {
    guard isActive, arguments.command.option(named: Option.output.name) != nil,
      let reports = try? arguments.reports()
    else { return }
    let onStandardOutput =
      arguments.command.name == "check"
      ? reports.standardOutput != .text
      : Formats.targets(reports, out: "").contains { $0.1 == .standardOutput }
    if onStandardOutput { machineOutput() }
  }

  /// Where standard error's text goes: in GitHub Actions, when standard
  /// output holds text, standard output too. The runner reads its two
  /// streams in batches, standard error first, so a line written to one
  /// could be read before a guard written to the other; one stream keeps
  /// their order.
  static var errorStream: Int32 {
    guard isActive else { return 2 }
    return state.withLock { $0.machineOutput } ? 2 : 1
  }

  /// Turns GitHub's workflow commands off, if they are on, before the first
  /// text the grader writes, so that nothing a student wrote (a view name in
  /// a class summary, a source line quoted in a diagnostic) is read as one:
  /// the runner reads `::name::` at the start of a line and `##[name]`
  /// anywhere in it. The token that turns them back on is random, so it
  /// cannot be guessed.
  ///
  /// When standard output holds a machine-readable format, which must stay
  /// exactly that format, the guard and every diagnostic go on standard
  /// error; the formats themselves spell `##[` and never start a line with
  /// `::`, so that no runner reads a command in them.
  static func stopCommands() {
    guard isActive else { return }
    state.withLock { state in
      guard state.token == nil else { return }
      let stream: Int32 = state.machineOutput ? 2 : 1
      let token = UUID().uuidString
      Terminal.raw("::stop-commands::\(token)\n", to: stream)
      state.token = token
      state.stream = stream
    }
  }

  /// Turns the workflow commands back on, if the grader turned them off.
  static func resumeCommands() {
    state.withLock { state in
      guard let token = state.token else { return }
      Terminal.raw("::\(token)::\n", to: state.stream, ownLine: true)
      state.token = nil
    }
  }

  /// Says that standard output holds a machine-readable format from now on.
  private static func machineOutput() {
    state.withLock { $0.machineOutput = true }
  }

  private struct State: Sendable {
    var token: String?
    var stream: Int32 = 1
    var machineOutput = false
  }

  private static let state = Guarded(State())
}
