import GraderKit
import GraderReaders

/// `grader list`: the lessons, their scenarios and points, and where each submission goes.
enum ListCommand {
  static func main(_ words: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "list", valued: ["--lessons", "--submissions"], flags: [])
    let course = try Course(arguments, command: "list")
    var catalog = LessonCatalog.load(from: course.lessons)
    // A lesson, a scenario or a submission, as 'check' takes them.
    if !arguments.positionals.isEmpty {
      switch Checker.select(
        arguments.positionals, in: catalog, lessons: course.lessons,
        submissions: course.submissions)
      {
      case .success(let ids): catalog = catalog.restricted(to: ids)
      case .failure(let error):
        let hint = error.suggestion.map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(
          message: "no lesson, scenario or submission matches '\(error.path)'\(hint)",
          command: "list")
      }
    }
    Terminal.err(
      DiagnosticRenderer(color: Terminal.color("auto", descriptor: 2)).render(catalog.diagnostics))
    let index = SubmissionIndex.scan(course.submissions, for: catalog)
    let last = LastVerdicts.load(
      from: LastVerdicts.path(inCourse: LastVerdicts.courseRoot(ofLessons: course.lessons)))
    Terminal.out(
      Listing.render(
        catalog, index: index, submissions: course.submissions, last: last,
        width: Terminal.width()))
    return catalog.isBroken ? 2 : 0
  }
}
