import Foundation
import GraderKit

/// `grader check [PATH…]`: grades the submissions against the lessons.
enum CheckCommand {
  static func main(_ words: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "check",
      valued: ["--lessons", "--submissions", "--color", "--format", "--output"],
      flags: ["--exact", "--draw"], repeatable: ["--report"])
    let color = try arguments.choice(
      "--color", among: ["auto", "always", "never"], default: "auto", command: "check")
    let reports = try arguments.reports(command: "check")
    let lessons = arguments.options["--lessons"] ?? "Lessons"
    let submissions = arguments.options["--submissions"] ?? "Submissions"
    let catalog = LessonCatalog.load(from: lessons).requiringScenarios(root: lessons)
    var selection: Set<String>?
    if !arguments.positionals.isEmpty {
      switch Checker.select(
        arguments.positionals, in: catalog, lessons: lessons, submissions: submissions)
      {
      case .success(let ids): selection = ids
      case .failure(let error):
        let hint = error.suggestion.map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(
          message: "no lesson, scenario or submission matches '\(error.path)'\(hint)",
          command: "check")
      }
    }
    let exact = arguments.flags.contains("--exact")
    let report = Checker.check(
      catalog, submissions: submissions, selection: selection, grader: Grader(exact: exact))
    let record = StudentRecord(student: studentName(submissions), report: report)
    let scenarios = catalog.scenarios.filter { selection?.contains($0.fullID) ?? true }
      .map(ScenarioInfo.init)
    let info = RunInfo(scenarios: scenarios, lessonsDigest: catalog.digest)
    let renderer = TextReport(
      color: Terminal.color(color, descriptor: 1), exact: exact,
      draw: arguments.flags.contains("--draw"))
    GitHub.withoutCommands(when: reports.standardOutput == .text) {
      if reports.standardOutput == .text {
        for block in renderer.blocks(report) {
          Terminal.out(block.output)
          Terminal.err(block.errors)
        }
      } else {
        Terminal.err(renderer.blocks(report).map(\.errors).joined())
        Terminal.out(Formats.render(reports.standardOutput, [record], info: info))
      }
    }
    var status = report.exitStatus
    for (format, path) in reports.files {
      let text = Formats.render(
        format, [record], info: info,
        text: TextReport(color: false, exact: exact).renderWithDiagnostics(report))
      do {
        try AtomicFile.write(text, to: path)
      } catch {
        Terminal.err("grader: error: \(error.path): \(error.reason)\n")
        status = max(status, 1)
      }
    }
    if GitHub.isActive {
      GitHub.publish(record, onStandardOutput: reports.standardOutput == .text)
    }
    return status
  }

  /// The name a single-student report gives the student: the folder that holds
  /// the submissions folder, such as the course repository's name.
  static func studentName(_ submissions: String) -> String {
    let resolved = SafeDirectory.resolved(submissions) ?? submissions
    let parent = URL(fileURLWithPath: resolved).deletingLastPathComponent().lastPathComponent
    return parent.isEmpty || parent == "/" ? "student" : parent
  }
}
