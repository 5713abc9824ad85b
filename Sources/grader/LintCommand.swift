import GraderKit
import GraderReaders

/// `grader lint [LESSON…]`: checks that every scenario can fail.
enum LintCommand {
  static func main(_ words: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "lint", valued: ["--lessons", "--min-strength", "--color"], flags: [])
    let color = try arguments.choice(
      "--color", among: ["auto", "always", "never"], default: "auto", command: "lint")
    var minimum = 100.0
    if let given = arguments.options["--min-strength"] {
      let number = given.hasSuffix("%") ? String(given.dropLast()) : given
      guard let value = Double(number), value >= 0, value <= 100 else {
        throw UsageError(
          message: "'--min-strength' takes a percentage from 0 to 100, not '\(given)'",
          command: "lint")
      }
      minimum = value
    }
    let lessons = arguments.options["--lessons"] ?? "Lessons"
    let renderer = DiagnosticRenderer(color: Terminal.color(color, descriptor: 1))
    let catalog = LessonCatalog.load(from: lessons)
    Terminal.out(renderer.render(catalog.diagnostics))
    if catalog.isBroken {
      Terminal.out("The lessons are broken: fix the errors above, then lint again.\n")
      return 2
    }
    var scenarios = catalog.scenarios
    if !arguments.positionals.isEmpty {
      let wanted = Set(arguments.positionals.map(LessonFiles.normalized))
      scenarios = scenarios.filter { scenario in
        wanted.contains(scenario.lesson) || wanted.contains(scenario.fullID)
          || wanted.contains(LessonFiles.normalized(scenario.file.path))
          || wanted.contains(LessonFiles.normalized("\(lessons)/\(scenario.lesson)"))
      }
      guard !scenarios.isEmpty else {
        throw UsageError(
          message: "no lesson or scenario matches '\(arguments.positionals[0])'", command: "lint")
      }
    }
    guard !scenarios.isEmpty else {
      Terminal.out("No scenarios to lint in \(lessons).\n")
      return 2
    }
    let linter = Linter(minimumStrength: minimum)
    let report = LintReport(lints: scenarios.map(linter.lint), minimumStrength: minimum)
    Terminal.out(report.render(renderer))
    return report.passes ? 0 : 1
  }
}
