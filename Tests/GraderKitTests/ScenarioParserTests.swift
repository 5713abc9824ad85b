import GraderKit
import GraderModel
import GraderReaders
import GraderTestSupport
import Testing

/// A string of the form of a digest.
private let someDigest = String(repeating: "a", count: 64)

/// Fixtures that judging makes broken, and the first error of each.
private let brokenJudging: [(String, String)] = [
  (
    validFixture.replacingOccurrences(of: "points: 2", with: "points: 2\njudging: peers"),
    "L/01-two.scenario:3:1: error: 'judging' is 'grader' or 'instructor', not 'peers'"
  ),
  (
    "title: x\npoints: 1\njudging: instructor\n--- task\n--- source\n--- script\ncount\n--- digests\n\(someDigest)",
    "L/01-two.scenario:8:1: error: a scenario the instructor judges keeps no '--- digests'; its answers stay in the instructor's lessons"
  ),
  (
    "title: x\npoints: 1\njudging: instructor\nshape-digest: \(someDigest)\n--- task\n--- source\n--- script\ncount\n",
    "L/01-two.scenario:4:1: error: a scenario the instructor judges keeps no 'shape-digest:'; its answers stay in the instructor's lessons"
  ),
  (
    validFixture.replacingOccurrences(of: "points: 2", with: "points: 2\njudging: instructor")
      .replacingOccurrences(
        of:
          "--- expected\na-changed: a changed | recomputed A environment, B environment | skipped Root\nlocal: 0\nparent: 0\nobserved: 0\nenvironment: 2\n\n",
        with: ""),
    "L/01-two.scenario:20:1: error: missing the section '--- expected'; leave it empty and run 'grader record --write' to fill it in"
  ),
]

/// Header lines whose colon a prepended character joins to itself, and
/// the first error of each: the colon is no field's.
private let joinedColons: [(String, String)] = [
  (
    validFixture.replacingOccurrences(of: "title: Two", with: "title\u{0D4E}: Two"),
    "L/01-two.scenario:1:1: error: expected a field such as 'title: …' or a section such as '--- task'"
  ),
  (
    validFixture.replacingOccurrences(of: "points: 2", with: "points: 2\nti\u{0D4E}:tle: x"),
    "L/01-two.scenario:3:1: error: unknown field 'ti\u{0D4E}:tle'; a scenario has the fields 'title', 'points', 'id', 'formerly', 'formerly-digest', 'scoring', 'visibility', 'judging', 'accept', 'warns', 'warns-digest', 'shape', 'shape-digest'"
  ),
]

@Suite("Scenario fixtures")
struct ScenarioParserTests {
  @Test("a valid fixture reads into a scenario")
  func valid() throws {
    let (scenario, diagnostics) = parseFixture(validFixture)
    #expect(diagnostics.isEmpty)
    let read = try #require(scenario)
    #expect(read.fullID == "L/01-two")
    #expect(read.points == 2)
    #expect(read.title == "Two readers")
    #expect(read.task == "Model it.")
    #expect(read.script == [.change(label: "a-changed", key: "a"), .count])
    #expect(read.referenceOutput == read.expected)
  }

  @Test(
    "a broken fixture is reported at its line",
    arguments: [
      (
        validFixture.replacingOccurrences(of: "points: 2", with: "pionts: 2"),
        "L/01-two.scenario:2:1: error: unknown field 'pionts'; a scenario has the fields 'title', 'points', 'id', 'formerly', 'formerly-digest', 'scoring', 'visibility', 'judging', 'accept', 'warns', 'warns-digest', 'shape', 'shape-digest'"
      ),
      (
        validFixture.replacingOccurrences(of: "points: 2", with: "points: many"),
        "L/01-two.scenario:2:1: error: 'points' takes a whole number from 1 to 1000, not 'many'"
      ),
      (
        validFixture.replacingOccurrences(of: "title: Two readers\n", with: ""),
        "L/01-two.scenario:1:1: error: missing the field 'title:'"
      ),
      (
        validFixture.replacingOccurrences(of: "points: 2", with: "points: 2\npoints: 3"),
        "L/01-two.scenario:3:1: error: field 'points' is given twice"
      ),
      (
        validFixture.replacingOccurrences(of: "--- task", with: "--- tasks"),
        "L/01-two.scenario:4:1: error: unknown section 'tasks'; a scenario has the sections 'task', 'why', 'source', 'script', 'expected', 'digests', 'reference'"
      ),
      (
        validFixture.replacingOccurrences(
          of:
            "a-changed: a changed | recomputed A environment, B environment | skipped Root\nlocal: 0\nparent: 0\nobserved: 0\nenvironment: 2\n",
          with: ""),
        "L/01-two.scenario:14:1: error: the section 'expected' holds no rows yet; run 'grader record --write' to record them from the reference, and review them"
      ),
      (
        validFixture.replacingOccurrences(of: "| skipped Root", with: "skipped Root"),
        "L/01-two.scenario:15:1: error: expected a row 'LABEL: KEY changed | recomputed … | skipped …' or a count"
      ),
      (
        validFixture.replacingOccurrences(
          of: "B environment | skipped Root", with: "B parent | skipped Root"),
        "L/01-two.scenario:14:1: error: expected output 1 differs from what the reference prints; after editing the reference or the script, run 'grader record' and review the change"
      ),
      (
        validFixture.replacingOccurrences(
          of: "change a-changed a\ncount", with: "change a-changed a"),
        "L/01-two.scenario:13:1: error: the expected output (1 row and 1 count) does not follow the script (1 row and 0 counts) with the same labels and keys, in order"
      ),
      (
        validFixture.replacingOccurrences(
          of: "change a-changed a", with: "change a-changed a\nRoot reads a"),
        "L/01-two.scenario:12:1: error: a script holds only 'change LABEL KEY' and 'count' lines"
      ),
      (
        validFixture.replacingOccurrences(of: "key a environment", with: "key a enviroment"),
        "L/01-two.scenario:22:7: error: unknown storage 'enviroment'; a key is stored as 'environment', 'model OBJECT', 'published OBJECT' or 'state OWNER'"
      ),
      (
        validFixture.replacingOccurrences(of: "--- source\nstruct A: View {}\n", with: ""),
        "L/01-two.scenario:24:1: error: missing the section '--- source'"
      ),
      (
        "title: x\npoints: 1\n--- task\n--- source\n--- script\ncount\n--- expected\nlocal: 0\n--- reference\nA",
        "L/01-two.scenario:8:1: error: a count is four lines: 'local: N', 'parent: N', 'observed: N', 'environment: N'"
      ),
    ])
  func broken(text: String, error: String) {
    let (scenario, diagnostics) = parseFixture(text)
    #expect(scenario == nil)
    #expect(firstError(diagnostics) == error, "\(DiagnosticRenderer().render(diagnostics))")
  }

  @Test("a colon a prepended character joins is no field's", arguments: joinedColons)
  func joinedColon(text: String, error: String) {
    let (scenario, diagnostics) = parseFixture(text)
    #expect(scenario == nil)
    #expect(firstError(diagnostics) == error, "\(DiagnosticRenderer().render(diagnostics))")
  }

  @Test(
    "a change's placement error stands at its own line, past a line that only looks like one",
    arguments: ["change\u{301} x a", "changed x a", "  changes x a"])
  func placementLine(lookalike: String) {
    let text = validFixture.replacingOccurrences(
      of: "change a-changed a\ncount",
      with: "\(lookalike)\nchange a-changed a at Nowhere\ncount")
    let (_, diagnostics) = parseFixture(text)
    let placement = diagnostics.filter { $0.message.contains("Nowhere") }
    #expect(!placement.isEmpty)
    #expect(placement.allSatisfy { $0.location?.line == 12 })
  }

  @Test("a broken 'judging' is reported at its line", arguments: brokenJudging)
  func brokenJudged(text: String, error: String) {
    broken(text: text, error: error)
  }

  @Test("a scenario the instructor judges reads without answers, as a release carries it")
  func judged() throws {
    let release =
      "title: x\npoints: 3\njudging: instructor\n--- task\nDo it.\n--- source\n--- script\nchange a-changed a\ncount\n"
    let (scenario, diagnostics) = parseFixture(release)
    #expect(diagnostics.isEmpty, "\(DiagnosticRenderer().render(diagnostics))")
    let read = try #require(scenario)
    #expect(read.judging == .instructor)
    #expect(read.awaitsInstructor)
    // The instructor's copy holds the answers, and is graded with them.
    let full = try #require(
      parseFixture(
        validFixture.replacingOccurrences(of: "points: 2", with: "points: 2\njudging: instructor")
      ).scenario)
    #expect(!full.awaitsInstructor)
    #expect(full.digest != parseFixture(validFixture).scenario?.digest, "judging is in the digest")
  }

  @Test("a fixture that is not text is reported, not parsed")
  func binary() {
    let file = SourceFile(path: "L/x.scenario", bytes: [0x74, 0x00, 0xFF])
    #expect(
      firstError(ScenarioParser.parse(file, lesson: "L").diagnostics)?.contains("NUL byte") == true)
  }

  @Test("recording rewrites the expected rows from the reference")
  func record() throws {
    let stale = validFixture.replacingOccurrences(of: "environment: 2", with: "environment: 9")
      .replacingOccurrences(of: "A environment, B environment", with: "B environment")
    let (text, diagnostics) = Recorder.record(
      SourceFile(path: "L/01-two.scenario", text: stale), lesson: "L")
    #expect(diagnostics.isEmpty)
    #expect(text == validFixture)
  }
}

@Suite("The shipped lessons")
struct ShippedLessonTests {
  @Test("they read without a problem and fill a course")
  func complete() {
    #expect(
      shippedCatalog.diagnostics.isEmpty,
      "\(DiagnosticRenderer().render(shippedCatalog.diagnostics))")
    #expect(shippedCatalog.lessons.count >= 5)
    #expect(shippedCatalog.scenarios.count >= 20)
  }

  @Test(
    "every scenario's reference reproduces its expected rows",
    arguments: shippedCatalog.scenarios.map(\.fullID))
  func reproduces(id: String) throws {
    let scenario = try #require(shippedCatalog.scenario(id))
    #expect(!(scenario.reference?.hasErrors ?? true))
    #expect(scenario.referenceOutput == scenario.expected)
  }

  @Test(
    "the lesson's three measurements print its rows byte for byte",
    arguments: [
      ("04-environment-values/reader-deep-in-the-tree", "reader-deep"),
      ("04-environment-values/object-in-the-environment", "object-in-environment"),
    ])
  func measurements(id: String, fixtureName: String) throws {
    let scenario = try #require(courseCatalog.scenario(id))
    let facts = try fixture("Tests/GraderReadersTests/Fixtures/Measurements/\(fixtureName).txt")
    #expect(scenario.expected.flatMap(\.lines).map { $0 + "\n" }.joined() == facts)
  }

  @Test(
    "the lesson's override keeps its upper row; its side row runs the view whose body places the override"
  )
  func override() throws {
    let scenario = try #require(
      courseCatalog.scenario("04-environment-values/override-as-two-keys"))
    let facts = try fixture("Tests/GraderReadersTests/Fixtures/Measurements/override.txt")
      .split(separator: "\n").map(String.init)
    let rows = scenario.expected.flatMap(\.lines)
    #expect(rows[0] == facts[0])
    // The side value comes from the app, through ReaderScreen's body, which reads it to place it.
    #expect(
      rows[1]
        == "side-scale-changed: paneTextScale changed | recomputed ReaderScreen environment, SidePane environment | skipped ArticlePane"
    )
  }

  @Test(
    "the get/set slider's editor reads progress when it makes the binding; the key path's does not")
  func sliders() throws {
    let keyPath = try #require(
      courseCatalog.scenario("02-state-passed-down/slider-through-a-key-path-binding"))
    let getSet = try #require(
      courseCatalog.scenario("02-state-passed-down/slider-through-get-and-set"))
    #expect(
      keyPath.expected.first?.lines.first
        == "progress-dragged: progress changed | recomputed ProgressSlider parent | skipped ProgressEditor"
    )
    #expect(
      getSet.expected.first?.lines.first
        == "progress-dragged: progress changed | recomputed ProgressEditor local, ProgressSlider parent | skipped none"
    )
  }
}
