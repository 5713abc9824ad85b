import GraderKit
import GraderReaders

/// `grader list`: the lessons, their scenarios and points, and where each submission goes.
enum ListCommand {
  static func main(_ words: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "list", valued: ["--lessons", "--submissions"], flags: [])
    guard arguments.positionals.isEmpty else {
      throw UsageError(
        message: "unexpected argument '\(arguments.positionals[0])'", command: "list")
    }
    let course = try Course(arguments, command: "list")
    let catalog = LessonCatalog.load(from: course.lessons)
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
