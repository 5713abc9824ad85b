import Foundation
import GraderKit
import GraderReaders

/// `grader batch ROOT`: grades a whole class and writes a gradebook.
enum BatchCommand {
  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard arguments.positionals.count == 1, let root = arguments.positionals.first else {
      throw UsageError(
        message: "name one ROOT folder that holds a folder per student", command: "batch")
    }
    let reports = try arguments.reports()
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let jobs = try arguments.number(.jobs) ?? max(1, cores)
    let shard = try parseShard(arguments[.shard])
    let out = arguments.value(.batchOut)
    let renderer = TerminalRenderer(color: "auto", descriptor: 2)
    let lessons = arguments.value(.lessons)
    let catalog = Course.catalog(lessons).requiringScenarios(root: lessons)
    Terminal.err(renderer.render(catalog.diagnostics))
    if catalog.isBroken {
      if !catalog.isMissing {
        Terminal.say(.note, "the lessons are broken; fix them before grading a class")
      }
      return 2
    }
    var budget = StudentBudget.standard
    budget.seconds = try arguments.number(.studentTimeout) ?? budget.seconds
    var grader = Grader(exact: arguments.has(.exact), studentBudget: budget)
    grader.keepsTrees = arguments[.htmlClass] != nil
    grader.showsAnswers = arguments[.answersClass] == "full"
    let only = arguments.all(.only)
    if shard != nil, !only.isEmpty {
      throw UsageError(
        message: "options '\(Option.shard.name)' and '\(Option.only.name)' do not go together",
        command: "batch")
    }
    var grading: ClassGrading
    do throws(FileLoader.Failure) {
      grading = try ClassGrading(
        root: root, shard: shard, catalog: catalog, grader: grader, jobs: jobs)
    } catch {
      Terminal.say(.error, path: error.path, error.reason)
      return 1
    }
    if let problem = noClass(grading, root: root) {
      Terminal.say(.error, problem)
      return 1
    }
    if !only.isEmpty, !(try keep(only, of: &grading, root: root, out: out)) { return 64 }
    for note in grading.numberedNotes() { Terminal.say(.note, note) }
    let info = grading.info
    try ReportPaths.check(
      arguments, reports: reports, page: arguments[.htmlClass], out: out, root: root,
      command: "batch")
    let html: HTMLBatchWriter?
    do throws(FileLoader.Failure) {
      html = try arguments[.htmlClass].map { path throws(FileLoader.Failure) in
        try HTMLBatchWriter(
          path: path, scenarios: info.scenarios, count: grading.students.count,
          exact: grader.exact,
          // Students read their pages: the release's digest, not the instructor's.
          identity: HTMLOutput.identity(lessons: lessons, digest: info.studentDigest),
          classRoot: root, hidden: grading.hidden)
      }
    } catch {
      Terminal.say(.error, path: error.path, error.reason)
      return 1
    }
    let written = try ClassOutput.write(
      out: out, classRoot: root, info: info, reports: reports,
      // TAP's plan comes last: a student with nothing graded is one test point.
      plan: nil, hidden: grading.hidden,
      lmsAnswers: arguments[.answersClass] == "full",
      // The pages swap in with the output folder: both old, or both new.
      commit: { () throws(FileLoader.Failure) in try html?.commit() }
    ) { output throws(FileLoader.Failure) in
      try grading.run(into: output, pages: html) { Terminal.err($0 + "\n") }
    }
    guard let tally = written else {
      html?.abandon()
      return 1
    }
    return ClassOutput.status(tally, strict: arguments.has(.strict))
  }

  /// Why `root`, listed as `grading`, is no class to grade, or `nil`.
  static func noClass(_ grading: ClassGrading, root: String) -> String? {
    if grading.isEmpty {
      return
        "\(root): holds no student's folder, so nothing was graded; check that the class was fetched"
    }
    return grading.mistakenFolder(root).map {
      "\(Escape.terminal(root)): \($0); nothing was graded: give batch the folder that holds a folder per student, or grade one student's work with 'grader check --submissions FOLDER'"
    }
  }

  /// Keeps the students `only` names, refusing a name no folder of the
  /// class has; `false`, said, for an output folder that holds others'
  /// grades.
  static func keep(_ only: [String], of grading: inout ClassGrading, root: String, out: String)
    throws(UsageError) -> Bool
  {
    // The class's folders as listed, for a did-you-mean: not listed again.
    let listed = grading.students.map(\.folderName.unescaped)
    if let name = grading.keepOnly(only).first {
      let near = Suggestion.closest(to: name, among: listed).map {
        "; did you mean '\(Escape.terminal($0))'?"
      }
      throw UsageError(
        message:
          "option '\(Option.only.name)': \(Escape.terminal(root)) holds no student folder '\(Escape.terminal(name))'\(near ?? "")",
        command: "batch")
    }
    guard let other = grading.replacedStudent(in: out) else { return true }
    let (old, new) = (Escape.shellWord(out), Escape.shellWord(out + "-regrade"))
    Terminal.say(
      .error,
      "\(Escape.terminal(out)) holds the grades of '\(Escape.terminal(other))', whom \(Option.only.name) leaves out: nothing was graded, since a regrade there would replace the class's gradebook. Run the same command with \(Option.batchOut.name) \(Escape.terminal(new)), then put the regrade into \(Escape.terminal(out)):\n  \(Escape.terminal("grader merge --update \(old) \(new)"))"
    )
    return false
  }

  static func parseShard(_ text: String?) throws(UsageError) -> (index: Int, count: Int)? {
    guard let text else { return nil }
    // One reading of I/N, the one results files are read with.
    guard let slice = RunInfo.slice(text) else {
      throw UsageError(
        message:
          "option '\(Option.shard.name)' takes I/N with 1 <= I <= N, such as 2/4, not '\(text)'",
        command: "batch")
    }
    return slice
  }
}
