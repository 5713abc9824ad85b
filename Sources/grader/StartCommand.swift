import GraderKit
import GraderReaders

/// `grader start SCENARIO`: creates a submission file from the scenario's template.
///
/// It never deletes or overwrites a student's file: without `--force` it
/// refuses when the scenario has a submission in either format, and with it
/// the old file is first renamed to a backup.
enum StartCommand {
  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let format = arguments.value(.startFormat)
    guard arguments.positionals.count == 1, let wanted = arguments.positionals.first else {
      throw UsageError(message: "name one SCENARIO to start", command: "start")
    }
    let course = try Course(arguments, command: "start")
    let catalog = Course.catalog(course.lessons)
    let renderer = TerminalRenderer(color: "auto", descriptor: 2)
    Terminal.err(renderer.render(catalog.diagnostics))
    if catalog.isBroken { return 2 }
    let scenario = try find(wanted, in: catalog, course: course)
    let folder = "\(course.submissions)/\(scenario.lesson)"
    let path = "\(folder)/\(scenario.id).\(format)"
    if let problem = SubmissionFiles.linkProblem(folder, within: course.submissions) {
      Terminal.err(
        renderer.render(
          .error(problem, id: .submissionFolderUnusable, path: course.shown(folder))))
      return 1
    }
    let existing = ["tree", "swift"].map { "\(folder)/\(scenario.id).\($0)" }.filter(
      FileLoader.exists)
    if !existing.isEmpty && !arguments.has(.force) {
      // The compiler-style line stays short and whole; what to do follows, wrapped.
      Terminal.err(
        renderer.render(
          .error(
            "\(scenario.fullID) already has a submission here", id: .submissionExists,
            path: course.shown(existing[0])))
          + TextLayout.wrapped(
            "grader start never overwrites one: keep working in it, or pass \(Option.force.name) to start over (the old file is kept as a backup).",
            width: Terminal.width(), first: "", rest: ""))
      return 1
    }
    if existing.isEmpty, !arguments.has(.force),
      let refusal = otherName(scenario, catalog: catalog, course: course, renderer: renderer)
    {
      Terminal.err(refusal)
      return 1
    }
    do throws(FileLoader.Failure) {
      for old in existing {
        let backup = try SubmissionFiles.backUp(old)
        let width = Terminal.width()
        let line = "kept \(course.shown(old)) as \(course.shown(backup))"
        Terminal.out(
          line.count <= width
            ? line + "\n"
            : TextLayout.leading("kept the old file as", course.shown(backup), width: width))
      }
      // Where the file goes is looked at once more, just before it is
      // written: a lesson folder swapped for a link out since is not written through.
      if let confinement = course.confinement,
        !SafeDirectory.plannedPath(path, liesIn: confinement, orIs: false)
      {
        throw FileLoader.Failure(path: folder, reason: SafeDirectory.outsideReason)
      }
      try FileLoader.createFolder(folder)
      try AtomicFile.write(scenario.template(format == "swift" ? .swift : .tree), to: path)
    } catch {
      Terminal.err(
        renderer.render(.error(error.reason, id: .unwritableFile, path: course.shown(error.path))))
      return 1
    }
    Terminal.out(
      TextLayout.leading("created", course.shown(path), width: Terminal.width())
        + "Describe the screen in it, then run:\n  grader check \(course.shown(path))\n")
    return 0
  }

  /// What to say when work under a near-miss name is likely `scenario`'s,
  /// rather than start an empty file that would shadow it; work under the
  /// scenario's former name (`formerly:`) is its work, graded as such.
  /// `nil` when there is none.
  static func otherName(
    _ scenario: Scenario, catalog: LessonCatalog, course: Course, renderer: TerminalRenderer
  ) -> String? {
    let claimed = ClaimedWork(
      SubmissionIndex.scan(course.submissions, for: catalog, resolvedConfine: course.confinement))
    guard let near = workUnderAnotherName(scenario, in: claimed) else { return nil }
    let folder = "\(course.submissions)/\(scenario.lesson)"
    let name = ScenarioID.name(of: near.suggestion)
    return renderer.render(
      .error(
        near.former
          ? "this is your work for \(scenario.fullID), under the scenario's old name"
          : "this looks like your work for \(scenario.fullID)", id: .misnamedSubmission,
        path: course.shown(near.path)))
      + TextLayout.wrapped(
        near.former
          ? "It is graded under that name: rename it, or pass \(Option.force.name) to start an empty file all the same:"
          : "Move it there to grade it, or pass \(Option.force.name) to start an empty file all the same:",
        width: Terminal.width(), first: "", rest: "")
      // The names as one word each, to paste: a space in a name is common.
      + Escape.terminal(
        "  mv \(Escape.shellWord(operand(course.shown(near.path)))) "
          + Escape.shellWord(operand(course.shown("\(folder)/\(name)")))) + "\n"
  }

  /// A submissions folder's work under names other than its scenarios':
  /// files named by an id a scenario had before, and files whose
  /// did-you-mean names a scenario, each looked up once.
  struct ClaimedWork {
    var index: SubmissionIndex
    var misnamed: [String: (path: String, suggestion: String)]

    init(_ index: SubmissionIndex) {
      self.index = index
      misnamed = SubmissionIndex.misnamed(index.unrecognized)
    }
  }

  /// Work of `scenario` under another name in `work`: a file named by an id
  /// the scenario had before, or one whose did-you-mean names it.
  static func workUnderAnotherName(_ scenario: Scenario, in work: ClaimedWork) -> (
    path: String, suggestion: String, former: Bool
  )? {
    if let renamed = work.index.submissions[scenario.fullID], renamed.formerName {
      return (renamed.path, "\(scenario.fullID).\(renamed.format.rawValue)", true)
    }
    return work.misnamed[scenario.fullID].map { ($0.path, $0.suggestion, false) }
  }

  /// `path` as a command's operand: one that starts with `-`, which a path
  /// shown from the current folder may, is written `./-…`, and read as no option.
  static func operand(_ path: String) -> String {
    path.hasPrefix("-") ? "./" + path : path
  }

  /// The one scenario `wanted` names, as every command reads a scenario's name.
  static func find(_ wanted: String, in catalog: LessonCatalog, course: Course)
    throws(UsageError) -> Scenario
  {
    switch Checker.select(
      [wanted], in: catalog, lessons: course.lessons, submissions: course.submissions)
    {
    case .failure(let error):
      throw UsageError(message: error.message, command: "start", showsUsage: false)
    case .success(let ids):
      let named = catalog.scenarios.filter { ids.contains($0.fullID) }
      if named.count == 1 { return named[0] }
      // A lesson: its first scenario with no work yet.
      let lessons = Set(named.map(\.lesson))
      guard lessons.count == 1, let lesson = lessons.first else {
        throw UsageError(
          message:
            "'\(wanted)' names \(ids.count) scenarios; name one, as 'grader list' shows them",
          command: "start")
      }
      let work = ClaimedWork(
        SubmissionIndex.scan(
          course.submissions, for: catalog, resolvedConfine: course.confinement))
      let next = named.first { scenario in
        workUnderAnotherName(scenario, in: work) == nil
          && !SubmissionFiles.isStarted(scenario.fullID, in: course.submissions)
      }
      guard let next else {
        throw UsageError(
          message:
            "every scenario of \(lesson) is started; 'grader check \(lesson)' grades them, and 'grader start SCENARIO \(Option.force.name)' starts one over",
          command: "start", showsUsage: false)
      }
      Terminal.out(
        TextLayout.wrapped(
          "starting the first scenario of \(lesson) with no work yet: \(next.id)",
          width: Terminal.width(), first: "", rest: "  "))
      return next
    }
  }
}
