import Foundation
import GraderKit
import GraderReaders

/// `grader release --out DIR [--answers full|digest]`: writes the students' copy of the course.
enum ReleaseCommand {
  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard arguments.positionals.isEmpty else {
      throw UsageError(
        message: "unexpected argument '\(arguments.positionals[0])'", command: "release")
    }
    let out = arguments.value(.releaseOut)
    let answers = arguments.choice(.releaseAnswers, else: Release.Answers.full)
    let lessons = arguments.value(.instructorLessons)
    let course = arguments.value(.course)
    let renderer = TerminalRenderer(color: "auto", descriptor: 2)
    let catalog = Course.catalog(lessons)
    Terminal.err(renderer.render(catalog.diagnostics))
    guard !catalog.isBroken, !catalog.scenarios.isEmpty else {
      Terminal.err(
        catalog.isBroken
          ? "The lessons are broken: fix them before releasing.\n"
          : "No scenarios in \(lessons): nothing to release.\n")
      return 2
    }
    if SafeDirectory.plannedPath(lessons, liesIn: out)
      || SafeDirectory.plannedPath(out, liesIn: lessons)
    {
      throw UsageError(
        message:
          "\(Option.releaseOut.name) \(out) overlaps the lessons folder; choose a folder of its own",
        command: "release")
    }
    // A course whose scenarios cannot fail a wrong tree is not released.
    let lints = catalog.scenarios.map(Linter().lint).filter { !$0.passes(minimum: 100) }
    if !lints.isEmpty {
      Terminal.err(renderer.render(lints.flatMap(\.diagnostics)))
      Terminal.say(
        .error,
        "the lessons fail lint, so nothing was released:\n"
          + lints.map { "  \($0.scenarioID): \($0.shortfall(minimum: 100))\n" }.joined()
          + "Run 'grader lint' for the whole report.\n")
      return 1
    }
    let release = Release(catalog, answers: answers)
    let extras = CourseFiles.collect(
      from: course, lessonsDigest: release.lessonsDigest, answers: answers,
      redUntilDone: arguments.has(.redUntilDone))
    guard extras.contains(where: { $0.path.hasPrefix("Sources/grader/") }) else {
      Terminal.say(
        .error,
        "\(course) holds no grader sources (Sources/grader); a release carries them so that students can build the grader. Pass the course folder with \(Option.course.name)."
      )
      return 1
    }
    let kept: [String]
    do {
      kept = try ReleaseWriter.write(release, to: out, extras: extras)
    } catch {
      Terminal.say(.error, error.reason)
      return 1
    }
    Terminal.out(
      "released \(release.scenarios.count) scenarios of \(release.lessons.count) lessons into \(out) (answers: \(answers.rawValue))\n"
    )
    if !kept.isEmpty {
      Terminal.out(
        "kept \(kept.count) \(kept.count == 1 ? "entry" : "entries") that no release wrote: \(kept.map(Escape.terminal).joined(separator: ", "))\n"
      )
    }
    if !release.hidden.isEmpty {
      Terminal.out(
        "left out \(release.hidden.count) hidden \(release.hidden.count == 1 ? "scenario" : "scenarios"): \(release.hidden.map(\.fullID).joined(separator: ", "))\n"
      )
    }
    Terminal.out("lessons digest: \(release.lessonsDigest)\n")
    Terminal.out(
      "the release's workflow runs 'grader check \(Option.lessonsDigest.name) \(release.lessonsDigest)'\n"
    )
    return 0
  }
}
