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
    let renderer = DiagnosticRenderer(color: Terminal.color("auto", descriptor: 2))
    let lessons = arguments.value(.lessons)
    let catalog = Course.catalog(lessons).requiringScenarios(root: lessons)
    Terminal.err(renderer.render(catalog.diagnostics))
    if catalog.isBroken {
      Terminal.say(.note, "the lessons are broken; fix them before grading a class")
      return 2
    }
    var budget = StudentBudget.standard
    budget.seconds = try arguments.number(.studentTimeout) ?? budget.seconds
    var grader = Grader(exact: arguments.has(.exact), studentBudget: budget)
    grader.keepsTrees = arguments[.htmlClass] != nil
    grader.showsAnswers = arguments[.answersClass] == "full"
    let listing: (students: [StudentFolder], hidden: Int, roster: String)
    do throws(FileLoader.Failure) {
      listing = try Batch.students(in: root, shard: shard)
    } catch {
      Terminal.say(.error, path: error.path, error.reason)
      return 1
    }
    if listing.roster.hasPrefix("0:") {
      // A checkout that failed leaves an empty folder: that is no class to pass.
      Terminal.say(
        .error,
        "\(root): holds no student's folder, so nothing was graded; check that the class was fetched"
      )
      return 1
    }
    let info = RunInfo(
      scenarios: catalog.scenarios.map(ScenarioInfo.init), lessonsDigest: catalog.digest,
      shard: shard.map { "\($0.index)/\($0.count)" },
      classRoster: shard == nil ? nil : listing.roster,
      hiddenEntries: shard == nil ? nil : listing.hidden,
      releaseDigest: catalog.released().digest)
    // A report in the output folder would be lost in its swap, and one in the
    // class folder would be read as a student's work.
    // A per-student format's folder may be in the output folder (the
    // default, `gradescope` in it), but never in the class folder.
    let named =
      reports.files.map { format, path in
        (
          path == arguments[.output]
            ? "\(Option.output.name) " : "\(Option.reportFile.name) \(format.rawValue)=",
          path, format.isPerStudent
        )
      } + (arguments[.htmlClass].map { [("\(Option.htmlStudent.name) ", $0, false)] } ?? [])
    for (option, path, isFolder) in named {
      let folders = [(out, "the output folder, which grader owns"), (root, "the class folder")]
      for (folder, what) in isFolder ? Array(folders.dropFirst()) : folders {
        if SafeDirectory.plannedPath(path, liesIn: folder, orIs: false) {
          throw UsageError(
            message: "\(option)'\(path)' lies in \(what); write the report beside it",
            command: "batch")
        }
      }
    }
    let html: HTMLBatchWriter?
    do throws(FileLoader.Failure) {
      html = try arguments[.htmlClass].map { path throws(FileLoader.Failure) in
        try HTMLBatchWriter(
          path: path, scenarios: info.scenarios, count: listing.students.count,
          exact: grader.exact,
          // Students read their pages: the release's digest, not the instructor's.
          identity: HTMLOutput.identity(lessons: lessons, digest: info.studentDigest),
          classRoot: root, hidden: listing.hidden)
      }
    } catch {
      Terminal.say(.error, path: error.path, error.reason)
      return 1
    }
    let written = try ClassOutput.write(
      out: out, classRoot: root, info: info, reports: reports,
      // TAP's plan comes last: a student with nothing graded is one test point.
      plan: nil, hidden: listing.hidden,
      lmsAnswers: arguments[.answersClass] == "full",
      // The pages swap in with the output folder: both old, or both new.
      commit: { () throws(FileLoader.Failure) in try html?.commit() }
    ) { output throws(FileLoader.Failure) in
      let files = output.studentFiles
      let pages = html?.pages
      try Batch.run(
        listing.students, catalog: catalog, grader: grader, jobs: jobs,
        prepare: {
          files.prepare(&$0)
          pages?.render(&$0)
        }
      ) { graded throws(FileLoader.Failure) in
        try output.add(graded)
        try html?.add(graded)
      }
      try html?.prepare { Terminal.err($0 + "\n") }
    }
    guard let tally = written else {
      html?.abandon()
      return 1
    }
    let incomplete = !tally.broken.isEmpty || !tally.unreadable.isEmpty
    return arguments.has(.strict) && incomplete ? 1 : 0
  }

  static func parseShard(_ text: String?) throws(UsageError) -> (index: Int, count: Int)? {
    guard let text else { return nil }
    let parts = text.split(separator: "/").map { Int($0) }
    guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, index >= 1,
      index <= count
    else {
      throw UsageError(
        message:
          "option '\(Option.shard.name)' takes I/N with 1 <= I <= N, such as 2/4, not '\(text)'",
        command: "batch")
    }
    return (index, count)
  }
}
