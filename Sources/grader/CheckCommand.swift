import GraderKit

/// `grader check [PATH…]`: grades the submissions against the lessons.
enum CheckCommand {
  static func main(_ words: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "check", valued: ["--lessons", "--submissions", "--color"],
      flags: ["--exact"])
    if arguments.flags.contains("--help") {
      Terminal.out(Help.text("check"))
      return 0
    }
    let color = try arguments.choice(
      "--color", among: ["auto", "always", "never"], default: "auto", command: "check")
    let lessons = arguments.options["--lessons"] ?? "Lessons"
    let submissions = arguments.options["--submissions"] ?? "Submissions"
    let catalog = LessonCatalog.load(from: lessons)
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
    let renderer = TextReport(color: Terminal.color(color, descriptor: 1), exact: exact)
    for block in renderer.blocks(report) {
      Terminal.out(block.output)
      Terminal.err(block.errors)
    }
    return report.exitStatus
  }
}
