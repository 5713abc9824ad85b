import GraderKit
import GraderReaders

/// `grader start SCENARIO`: creates a submission file from the scenario's template.
///
/// It never deletes or overwrites a student's file: without `--force` it
/// refuses when the scenario has a submission in either format, and with it
/// the old file is first renamed to a backup.
enum StartCommand {
  static func main(_ words: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "start", valued: ["--lessons", "--submissions", "--format"],
      flags: ["--force"])
    let format = try arguments.choice(
      "--format", among: ["tree", "swift"], default: "tree", command: "start")
    guard arguments.positionals.count == 1, let wanted = arguments.positionals.first else {
      throw UsageError(message: "name one SCENARIO to start", command: "start")
    }
    let course = try Course(arguments, command: "start")
    let catalog = LessonCatalog.load(from: course.lessons)
    let renderer = DiagnosticRenderer(color: Terminal.color("auto", descriptor: 2))
    Terminal.err(renderer.render(catalog.diagnostics))
    if catalog.isBroken { return 2 }
    let scenario = try find(wanted, in: catalog, course: course)
    let folder = "\(course.submissions)/\(scenario.lesson)"
    let path = "\(folder)/\(scenario.id).\(format)"
    if let problem = SubmissionFiles.linkProblem(folder, within: course.submissions) {
      Terminal.err(renderer.render(.error(problem, path: folder)))
      return 1
    }
    let existing = ["tree", "swift"].map { "\(folder)/\(scenario.id).\($0)" }.filter(
      FileLoader.exists)
    if !existing.isEmpty && !arguments.flags.contains("--force") {
      // The compiler-style line stays short and whole; what to do follows, wrapped.
      Terminal.err(
        renderer.render(
          .error("\(scenario.fullID) already has a submission here", path: existing[0]))
          + TextLayout.wrapped(
            "grader start never overwrites one: keep working in it, or pass --force to start over (the old file is kept as a backup).",
            width: Terminal.width(), first: "", rest: ""))
      return 1
    }
    // Work under a near-miss name is likely this scenario's: say so, rather
    // than start an empty file that would shadow it.
    if existing.isEmpty, !arguments.flags.contains("--force"),
      let near = SubmissionIndex.misnamed(
        SubmissionIndex.scan(course.submissions, for: catalog).unrecognized)[scenario.fullID]
    {
      let name = ScenarioID.name(of: near.suggestion)
      Terminal.err(
        renderer.render(.error("this looks like your work for \(scenario.fullID)", path: near.path))
          + TextLayout.wrapped(
            "Move it there to grade it, or pass --force to start an empty file all the same:",
            width: Terminal.width(), first: "", rest: "")
          + "  mv \(near.path) \(course.submissions)/\(scenario.lesson)/\(name)\n")
      return 1
    }
    do {
      for old in existing {
        let backup = try SubmissionFiles.backUp(old)
        Terminal.out("kept \(old) as \(backup)\n")
      }
      try FileLoader.createFolder(folder)
      try AtomicFile.write(scenario.template(format == "swift" ? .swift : .tree), to: path)
    } catch {
      Terminal.err(renderer.render(.error(error.reason, path: error.path)))
      return 1
    }
    Terminal.out("created \(path)\nDescribe the screen in it, then run:\n  grader check \(path)\n")
    return 0
  }

  /// The one scenario `wanted` names: its full id, its id alone, its file
  /// name without `.scenario` (`04-environment-values/01-reader-deep-in-the-tree`)
  /// or the path of its scenario file.
  static func find(_ wanted: String, in catalog: LessonCatalog, course: Course)
    throws(UsageError) -> Scenario
  {
    let given = LessonFiles.normalized(wanted)
    let matches = catalog.scenarios.filter { scenario in
      let stem = scenario.file.path.split(separator: "/").last.map {
        String($0.dropLast(".scenario".count))
      }
      return scenario.fullID == wanted || scenario.id == wanted
        || "\(scenario.lesson)/\(stem ?? "")" == wanted
        || LessonFiles.normalized(scenario.file.path) == given
    }
    guard matches.count == 1, let scenario = matches.first else {
      let hint =
        Suggestion.closest(to: wanted, among: catalog.scenarios.map(\.fullID))
        .map { "; did you mean '\($0)'?" } ?? ""
      let problem =
        matches.isEmpty
        ? "no scenario '\(wanted)'\(hint)"
        : "'\(wanted)' names \(matches.count) scenarios; give LESSON/SCENARIO"
      throw UsageError(message: problem, command: "start")
    }
    return scenario
  }
}
