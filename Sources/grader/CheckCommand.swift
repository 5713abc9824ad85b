import Foundation
import GraderKit

/// `grader check [PATH…]`: grades the submissions against the lessons.
enum CheckCommand {
  /// What one `grader check` was asked to do.
  struct Settings {
    var course: Course
    var selection: Set<String>?
    var exact: Bool
    var renderer: TextReport
    var reports: (standardOutput: ReportFormat, files: [(ReportFormat, String)])
    /// Where to write the HTML report, if anywhere.
    var html: String? = nil
    /// Whether reports may show the expected rows and the reference's
    /// explanations (`full`), or only what a digest release shows (`digest`).
    var answers = "full"
    /// Whether the run succeeds once every submission reads, whatever the
    /// score (`graded`), or only once every scenario passes (`done`).
    var succeedWhen = "done"
    /// Whether every passing scenario shows its reasoning, rather than only
    /// one passing for the first time, or graded alone.
    var whyEverywhere = false
    /// Whether the lessons are read by the course's cache: only for a text
    /// report with all its answers, which needs no digest of a scenario
    /// nobody answered.
    var cachesLessons = false
    /// The grades an earlier check printed, as read with the lessons given
    /// to ``grade(_:)``: `nil` when this check recalls none, as only a
    /// text report that caches its lessons does, without problem lines or
    /// GitHub's annotations, which need every grade in full.
    var memo: GradeMemo?

    /// Grades the submissions now, against `loaded` when the lessons were
    /// just read, and otherwise as the lessons folder holds them now.
    func grade(_ loaded: LessonCatalog? = nil) -> (catalog: LessonCatalog, report: CheckReport) {
      // The memo read with the lessons, or as its file holds it now.
      let memo =
        loaded == nil
        ? self.memo.map { _ in
          GradeMemo.load(from: memoPath, course: courseRoot, for: renderer)
        } : self.memo
      var catalog =
        loaded
        ?? Course.catalog(
          course.lessons, cachedFor: cachesLessons ? course.submissions : nil, memo: memo
        ).requiringScenarios(root: course.lessons)
      if answers == "digest" { catalog = catalog.withoutAnswers() }
      var report = Checker.check(
        catalog, submissions: course.submissions, selection: selection,
        grader: Grader(exact: exact), resolvedConfine: course.confinement, memo: memo,
        shownFrom: memo == nil ? nil : course.shownFrom)
      if let memo {
        let remembered = memo.remembering(report, of: catalog, renderer: renderer)
        report = remembered.report
        remembered.memo.save(to: memoPath, unless: memo)
      }
      return (catalog, report)
    }

    /// The exit status of `report`, under ``succeedWhen``.
    func status(of report: CheckReport) -> Int32 {
      succeedWhen == "graded" ? report.gradedExitStatus : report.exitStatus
    }

    /// The passing scenarios whose reasoning the report shows: every one
    /// with `--why`; else those passing for the first time since the last
    /// check, or the one scenario graded.
    func passesToExplain(_ report: CheckReport, last: LastVerdicts) -> Set<String>? {
      if whyEverywhere { return nil }
      let passing = report.results.filter { $0.verdict == .pass }.map(\.scenarioID)
      if passing.count == 1, report.results.count == 1 { return Set(passing) }
      return Set(passing.filter { last.verdicts[$0] != .pass })
    }

    /// The course folder, which holds `.grader`.
    var courseRoot: String { LastVerdicts.courseRoot(ofLessons: course.lessons) }

    /// Where the last verdicts are kept.
    var progressPath: String { LastVerdicts.path(inCourse: courseRoot) }

    /// Where the grades' memo is kept.
    var memoPath: String { GradeMemo.path(inCourse: courseRoot) }
  }

  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let color = arguments.value(.color)
    let reports = try arguments.reports()
    let course = try Course(arguments, command: "check")
    // A pin, `--exact`, a report file or a page needs every scenario's
    // answers; a text report needs those of the scenarios answered.
    let cachesLessons =
      reports.standardOutput == .text && reports.files.isEmpty
      && arguments[.htmlStudent] == nil && arguments[.lessonsDigest] == nil
      && !arguments.has(.exact) && (arguments[.answers] ?? "full") == "full"
    let exact = arguments.has(.exact)
    var renderer = TextReport(
      color: Terminal.color(color, descriptor: 1), exact: exact,
      draw: arguments.has(.draw), width: Terminal.width(),
      rows: arguments.has(.rows), quiet: arguments.has(.quiet))
    renderer.drawing = TreeDrawing(ascii: !Terminal.isUTF8, width: Terminal.width())
    renderer.problems = arguments.has(.problems)
    let courseRoot = LastVerdicts.courseRoot(ofLessons: course.lessons)
    let memo =
      cachesLessons && !renderer.problems && !GitHub.isActive
      ? GradeMemo.load(
        from: GradeMemo.path(inCourse: courseRoot), course: courseRoot,
        for: renderer) : nil
    let catalog = Course.catalog(
      course.lessons, cachedFor: cachesLessons ? course.submissions : nil, memo: memo
    ).requiringScenarios(root: course.lessons)
    if let status = try LessonPin.verify(catalog, arguments: arguments, lessons: course.lessons) {
      return status
    }
    var selection: Set<String>?
    // Broken lessons are reported as such, whatever PATH names; a PATH in
    // the lessons that do load still picks what is graded beside them.
    if !arguments.positionals.isEmpty {
      switch Checker.select(
        arguments.positionals, in: catalog, lessons: course.lessons,
        submissions: course.submissions)
      {
      case .success(let ids): selection = ids
      case .failure where catalog.isBroken: break
      case .failure(let error):
        throw UsageError(message: error.message, command: "check", showsUsage: false)
      }
    }
    // What an LMS shows, the student sees: there, by default, no answer.
    let lms = ([reports.standardOutput] + reports.files.map(\.0)).contains(where: \.isPerStudent)
    let answers = arguments[.answers] ?? (lms ? "digest" : "full")
    let settings = Settings(
      course: course, selection: selection, exact: exact, renderer: renderer, reports: reports,
      html: arguments[.htmlStudent], answers: answers,
      succeedWhen: arguments.value(.succeedWhen), whyEverywhere: arguments.has(.why),
      cachesLessons: cachesLessons, memo: memo)
    if arguments.has(.watch) {
      guard reports.standardOutput == .text, reports.files.isEmpty, settings.html == nil else {
        throw UsageError(
          message:
            "'\(Option.watch.name)' prints the text report; it takes no \(Option.format.name), \(Option.output.name), \(Option.reportFile.name) or \(Option.htmlStudent.name)",
          command: "check")
      }
      return WatchCommand.watch(settings)
    }
    return once(settings, loaded: catalog).status
  }

  /// Grades once, prints the report, writes the report files, and keeps the verdicts.
  ///
  /// - Parameter loaded: The lessons, when they were just read.
  /// - Returns: The exit status, and the report.
  static func once(_ settings: Settings, loaded: LessonCatalog? = nil) -> (
    status: Int32, report: CheckReport
  ) {
    let (catalog, report) = settings.grade(loaded)
    let record = StudentRecord(
      student: Course.student(ofSubmissions: settings.course.submissions), report: report)
    // The run's details, with the lessons' digests, only for a format
    // that records them: the text report alone needs none.
    let info = {
      RunInfo(
        scenarios: catalog.scenarios.filter { settings.selection?.contains($0.fullID) ?? true }
          .map(ScenarioInfo.init),
        lessonsDigest: catalog.digest, releaseDigest: catalog.released().digest)
    }
    let last = LastVerdicts.load(from: settings.progressPath)
    let text = settings.reports.standardOutput == .text
    if text {
      var renderer = settings.renderer
      renderer.whyShown = settings.passesToExplain(report, last: last)
      // The terminal shows paths from where check runs; a report file keeps
      // them as they were made, which verify and the HTML page read. (With
      // the grades' memo, and so no file, the report holds them so already.)
      var shown = report
      if settings.memo == nil, let shownFrom = settings.course.shownFrom {
        shown.relocate(shownFrom)
      }
      // One write for the report, then its closing line, after what
      // keeping the verdicts may have said.
      Terminal.out(renderer.render(shown))
      Terminal.out(progress(report, settings: settings, last: last))
    } else if report.lessonsBroken {
      // No document an LMS could take a grade from: the lessons' errors go
      // to standard error, and standard output stays empty.
      if let block = settings.renderer.blocks(report).first { Terminal.err(block.output) }
      Terminal.say(
        .note,
        "the lessons are broken, so no \(settings.reports.standardOutput.rawValue) document was printed; fix them and check again"
      )
    } else {
      Terminal.out(Formats.render(settings.reports.standardOutput, [record], info: info()))
      _ = progress(report, settings: settings, last: last)
    }
    var status = settings.status(of: report)
    if report.lessonsBroken, !settings.reports.files.isEmpty || settings.html != nil {
      // A scenario that does not load is left out of the total: a file an LMS
      // reads would then carry a grade the lessons cannot back.
      Terminal.say(
        .note, "the lessons are broken, so no report file was written; fix them and check again")
      return (status, report)
    }
    status = max(status, writeFiles(record, report, settings: settings, info: info))
    if GitHub.isActive {
      GitHub.publish(
        record, misnamed: report.misnamedFiles,
        readable: Set(
          report.results.filter { $0.verdict == .error && !$0.unreadable }.map(\.scenarioID)),
        onStandardOutput: settings.reports.standardOutput == .text,
        encouraging: settings.succeedWhen == "graded")
    }
    return (status, report)
  }

  /// Writes the report files and the page `settings` ask for, of `record`
  /// graded as `report`.
  ///
  /// - Returns: 1 when one could not be written, 0 otherwise.
  static func writeFiles(
    _ record: StudentRecord, _ report: CheckReport, settings: Settings, info: () -> RunInfo
  ) -> Int32 {
    var status: Int32 = 0
    for (format, path) in settings.reports.files {
      let text = Formats.render(
        format, [record], info: info(),
        text: TextReport(color: false, exact: settings.exact, width: .max, rows: true)
          .renderWithDiagnostics(report))
      do {
        if let warning = try ReportFile.setAside(path) { Terminal.err(warning + "\n") }
        try AtomicFile.write(Escape.withoutWorkflowCommands(text), to: path)
        wrote(path, settings: settings)
      } catch {
        Terminal.say(.error, path: error.path, error.reason)
        status = 1
      }
    }
    if let path = settings.html {
      let page = StudentHTMLReport(
        student: record.student,
        identity: HTMLOutput.identity(
          lessons: settings.course.lessons, digest: info().studentDigest),
        exact: settings.exact
      ).document(report)
      let written = HTMLOutput.write(page, to: path)
      if written == 0 { wrote(path, settings: settings) }
      status = max(status, written)
    }
    return status
  }

  /// Says where a report file was written: after the text report, or on
  /// standard error when standard output holds a machine format.
  static func wrote(_ path: String, settings: Settings) {
    let line = "Wrote \(Escape.terminal(path)).\n"
    if settings.reports.standardOutput == .text { Terminal.out(line) } else { Terminal.err(line) }
  }

  /// Keeps the verdicts of `report` in `.grader/last.json`, and says how
  /// they changed since the last check, as the report's closing line.
  ///
  /// - Parameter last: The verdicts the last check kept, when already read.
  static func progress(
    _ report: CheckReport, settings: Settings,
    last: LastVerdicts? = nil
  ) -> String {
    guard !report.lessonsBroken, !report.results.isEmpty else { return "" }
    let path = settings.progressPath
    let last = last ?? LastVerdicts.load(from: path)
    let updated = last.updated(with: report.results)
    do {
      // A check that changes no verdict and no file leaves the record as it is.
      if updated != last { try updated.save(to: path) }
    } catch {
      Terminal.say(.warning, path: error.path, error.reason)
    }
    return last.change(to: report.results).map { $0 + "\n" } ?? ""
  }
}
