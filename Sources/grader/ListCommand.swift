import GraderKit
import GraderReaders

/// `grader list`: the lessons, their scenarios and points, and where each submission goes.
enum ListCommand {
  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let course = try Course(arguments, command: "list")
    var catalog = Course.catalog(course.lessons)
    // The submissions are scanned against every lesson, so that a file in
    // another lesson's folder is listed as it is when everything is.
    let index = SubmissionIndex.scan(
      course.submissions, for: catalog, resolvedConfine: course.confinement)
    // A lesson, a scenario or a submission, as 'check' takes them.
    if !arguments.positionals.isEmpty {
      switch Checker.select(
        arguments.positionals, in: catalog, lessons: course.lessons,
        submissions: course.submissions)
      {
      case .success(let ids): catalog = catalog.restricted(to: ids)
      case .failure(let error):
        throw UsageError(message: error.message, command: "list", showsUsage: false)
      }
    }
    Terminal.err(
      TerminalRenderer(color: "auto", descriptor: 2).render(catalog.diagnostics))
    let last = LastVerdicts.load(
      from: LastVerdicts.path(inCourse: LastVerdicts.courseRoot(ofLessons: course.lessons)))
    Terminal.out(
      Listing.render(
        catalog, index: index, submissions: course.submissions, last: last,
        width: Terminal.width(), shownFrom: course.shownFrom))
    return catalog.isBroken ? 2 : 0
  }
}
