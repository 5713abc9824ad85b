import GraderKit
import GraderReaders

/// `grader lint [LESSON…]`: checks that every scenario can fail.
enum LintCommand {
  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let color = arguments.value(.color)
    var minimum = 100.0
    if let given = arguments[.minStrength] {
      let number = given.hasSuffix("%") ? String(given.dropLast()) : given
      guard let value = Double(number), value >= 0, value <= 100 else {
        throw UsageError(
          message: "'\(Option.minStrength.name)' takes a percentage from 0 to 100, not '\(given)'",
          command: "lint")
      }
      minimum = value
    }
    let lessons = arguments.value(.lessons)
    let renderer = TerminalRenderer(color: color, descriptor: 1)
    let catalog = Course.catalog(lessons)
    Terminal.out(renderer.render(catalog.diagnostics))
    if catalog.isBroken {
      if !catalog.isMissing {
        Terminal.out("The lessons are broken: fix the errors above, then lint again.\n")
      }
      return 2
    }
    var scenarios = catalog.scenarios
    if !arguments.positionals.isEmpty {
      switch ScenarioSelection.select(
        arguments.positionals, among: ScenarioSelection.candidates(of: catalog), lessons: lessons,
        submissions: nil)
      {
      case .success(let chosen): scenarios = chosen.map { catalog.scenarios[$0] }
      case .failure(let error):
        throw UsageError(message: error.message, command: "lint", showsUsage: false)
      }
    }
    guard !scenarios.isEmpty else {
      Terminal.out("No scenarios to lint in \(lessons).\n")
      return 2
    }
    let linter = Linter(minimumStrength: minimum)
    let report = LintReport(lints: scenarios.map(linter.lint), minimumStrength: minimum)
    Terminal.out(report.render(renderer.render))
    return report.passes ? 0 : 1
  }
}
