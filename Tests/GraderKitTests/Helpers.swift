import GraderKit
import GraderReaders
import GraderTestSupport
import Testing

/// A small valid fixture; pieces of it are replaced to make broken ones.
let validFixture = """
  title: Two readers
  points: 2

  --- task
  Model it.

  --- source
  struct A: View {}

  --- script
  change a-changed a
  count

  --- expected
  a-changed: a changed | recomputed A environment, B environment | skipped Root
  local: 0
  parent: 0
  observed: 0
  environment: 2

  --- reference
  key a environment
  Root
    A reads a
    B reads a

  """

/// Parses `text` as the fixture `path` of lesson `L`.
func parseFixture(_ text: String, path: String = "L/01-two.scenario") -> (
  scenario: Scenario?, diagnostics: [Diagnostic]
) {
  ScenarioParser.parse(SourceFile(path: path, text: text), lesson: "L")
}

/// The first error line of `diagnostics`, rendered.
func firstError(_ diagnostics: [Diagnostic]) -> String? {
  DiagnosticRenderer().render(diagnostics).split(separator: "\n")
    .first { $0.contains(": error: ") }.map(String.init)
}

/// The catalog of the lessons the repository ships, for the tests of the
/// course itself.
let shippedCatalog = LessonCatalog.load(from: packageRoot.appendingPathComponent("Lessons").path)

/// The catalog of the test course's lessons, which the engine's tests grade.
let courseCatalog = LessonCatalog.load(from: testCourse.appendingPathComponent("Lessons").path)

/// A course with the valid fixture as lesson `L`, scenario `two`, and `submissions`
/// written under `Submissions/`; returns the root folder.
func makeCourse(
  _ submissions: [String: String], lessons: [String: String] = ["L/01-two.scenario": validFixture]
)
  throws -> String
{
  var files: [String: String] = [:]
  for (path, text) in lessons { files["Lessons/" + path] = text }
  for (path, text) in submissions { files["Submissions/" + path] = text }
  return try makeTree(files).path
}

/// Grades the course at `root`.
func check(_ root: String, exact: Bool = false) -> CheckReport {
  let catalog = LessonCatalog.load(from: root + "/Lessons")
  return Checker.check(catalog, submissions: root + "/Submissions", grader: Grader(exact: exact))
}

/// A course of ``validFixture`` alone and a class of one student, zoe, who
/// answers it as its reference does: the course folder, its lessons and zoe.
func zoesClass() throws -> (root: String, catalog: LessonCatalog, student: StudentFolder) {
  let root = try makeTree([
    "Lessons/L/01-two.scenario": validFixture,
    "class/zoe/L/01-two.tree": "key a environment\nRoot\n  A reads a\n  B reads a\n",
  ]).path
  let catalog = LessonCatalog.load(from: root + "/Lessons")
  let student = try #require(try Batch.students(in: root + "/class").students.first)
  return (root, catalog, student)
}
