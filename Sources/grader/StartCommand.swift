import GraderKit
import GraderReaders

/// `grader start SCENARIO`: creates a submission file from the scenario's template.
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
    let lessons = arguments.options["--lessons"] ?? "Lessons"
    let submissions = arguments.options["--submissions"] ?? "Submissions"
    let catalog = LessonCatalog.load(from: lessons)
    let renderer = DiagnosticRenderer(color: Terminal.color("auto", descriptor: 2))
    Terminal.err(renderer.render(catalog.diagnostics))
    if catalog.isBroken { return 2 }
    let matches = catalog.scenarios.filter { $0.fullID == wanted || $0.id == wanted }
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
    let folder = "\(submissions)/\(scenario.lesson)"
    let path = "\(folder)/\(scenario.id).\(format)"
    let existing = ["tree", "swift"].map { "\(folder)/\(scenario.id).\($0)" }.filter(
      FileLoader.exists)
    if !existing.isEmpty && !arguments.flags.contains("--force") {
      Terminal.err(
        renderer.render(.error("already exists; pass --force to start over", path: existing[0])))
      return 1
    }
    do {
      try FileLoader.createFolder(folder)
      try AtomicFile.write(scenario.template(format == "swift" ? .swift : .tree), to: path)
    } catch {
      Terminal.err(renderer.render(.error(error.reason, path: path)))
      return 1
    }
    for other in existing where other != path { FileLoader.remove(other) }
    Terminal.out("created \(path)\nDescribe the screen in it, then run: grader check \(path)\n")
    return 0
  }
}
