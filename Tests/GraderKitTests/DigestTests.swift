import Foundation
import GraderKit
import GraderModel
import GraderReaders
import GraderTestSupport
import Testing

@Suite("Digests and releases")
struct DigestTests {
  let row = ChangeRow(
    label: "l", key: "k",
    recomputed: [Recompute(view: "A", cause: .environment), Recompute(view: "B", cause: .local)],
    skipped: ["C", "D"])

  @Test("an output's digest ignores sibling order, and is salted by scenario and position")
  func outputDigest() {
    var reordered = row
    reordered.recomputed.reverse()
    reordered.skipped.reverse()
    let digest = Digests.output(.row(row), scenario: "L/a", index: 0)
    #expect(Digests.output(.row(reordered), scenario: "L/a", index: 0) == digest)
    #expect(Digests.output(.row(row), scenario: "L/b", index: 0) != digest)
    #expect(Digests.output(.row(row), scenario: "L/a", index: 1) != digest)
    var other = row
    other.recomputed[0].cause = .observed
    #expect(Digests.output(.row(other), scenario: "L/a", index: 0) != digest)
  }

  @Test("a digest release keeps no reference, a full one explains, and both pin the same digest")
  func release() throws {
    for answers in Release.Answers.allCases {
      let release = Release(courseCatalog, answers: answers)
      var scenarios: [Scenario] = []
      for (path, text) in release.lessonFiles {
        #expect(text.contains("--- reference") == (answers == .full))
        #expect(answers == .full ? text.contains("--- expected") : text.contains("--- digests"))
        let lesson = String(path.split(separator: "/")[0])
        let parsed = ScenarioParser.parse(SourceFile(path: path, text: text), lesson: lesson)
        #expect(!parsed.diagnostics.hasErrors, "\(path)")
        scenarios += parsed.scenario.map { [$0] } ?? []
      }
      for scenario in courseCatalog.scenarios {
        let name = scenario.file.path.split(separator: "/").last.map(String.init) ?? ""
        let text = release.lessonFiles.first { $0.path.hasSuffix(name) }?.text ?? ""
        let range = try #require(scenario.sections["reference"])
        let reference = range.map { scenario.file.text(ofLine: $0 + 1) }
          .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.joined(separator: "\n")
        if answers == .digest { #expect(!text.contains(reference), "\(scenario.fullID)") }
        #expect(!text.contains("accept:"))
      }
      #expect(Digests.lessons(scenarios) == courseCatalog.digest)
      #expect(release.lessonsDigest == courseCatalog.digest)
    }
  }

  @Test("a hidden scenario is left out of the release, and changes its digest")
  func hidden() throws {
    let root = try makeCourse(
      [:],
      lessons: [
        "L/01-two.scenario": validFixture,
        "L/02-secret.scenario": validFixture.replacingOccurrences(
          of:
            "points: 2\n", with: "points: 2\nvisibility: hidden\n"),
      ])
    let catalog = LessonCatalog.load(from: root + "/Lessons")
    #expect(catalog.scenarios.count == 2)
    let release = Release(catalog, answers: .digest)
    #expect(release.scenarios.map(\.id) == ["01-two"])
    #expect(release.hidden.map(\.id) == ["02-secret"])
    #expect(release.lessonsDigest != catalog.digest)
  }

  @Test("per-output scoring splits the points over the outputs that match")
  func partialCredit() throws {
    let lessons = [
      "L/01-two.scenario": validFixture.replacingOccurrences(
        of: "points: 2\n", with: "points: 3\nscoring: per-output\n")
    ]
    // A reads a, B does not: the row differs, the count differs too (1 vs 2).
    let half = try makeCourse(
      ["L/01-two.tree": "key a environment\nRoot\n  A reads a\n  B reads a\n"], lessons: lessons)
    #expect(check(half).score == Points(3))
    let none = try makeCourse(
      ["L/01-two.tree": "key a environment\nRoot\n  A reads a\n  B\n"], lessons: lessons)
    #expect(check(none).score == .zero)
    let countOnly = try makeCourse(
      ["L/01-two.tree": "key a environment\nRoot reads a\n  A reads a\n  B\n"], lessons: lessons)
    let report = check(countOnly)
    #expect(report.results[0].verdict == .fail)
    #expect(report.score == Points(hundredths: 150))
    #expect(report.score.description == "1.5")
    let record = StudentRecord(student: "s", report: report)
    #expect(JSONText.encode(record, pretty: false).contains("\"score\":1.5"))
  }

  @Test(
    "points print and encode exactly",
    arguments: [(200, "2"), (150, "1.5"), (33, "0.33"), (5, "0.05")])
  func points(hundredths: Int, text: String) {
    #expect(Points(hundredths: hundredths).description == text)
    #expect(Points(1, part: 1, of: 3).description == "0.33")
    #expect(Points(2, part: 2, of: 3).description == "1.33")
    #expect(Points(3, part: 3, of: 3) == Points(3))
  }

  @Test("a digest release whose digests were edited by hand is a broken lesson, at its line")
  func editedDigest() throws {
    let release = Release(courseCatalog, answers: .digest)
    let (path, text) = try #require(release.lessonFiles.first)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = try #require(lines.firstIndex(of: "--- digests"))
    lines[index + 1] = "not-a-digest"
    let parsed = ScenarioParser.parse(
      SourceFile(path: path, text: lines.joined(separator: "\n")), lesson: "L")
    #expect(parsed.scenario == nil)
    #expect(
      DiagnosticRenderer().render(parsed.diagnostics).contains(
        "\(path):\(index + 2):1: error: a digest is 64 lowercase hexadecimal digits"))
  }
}

@Suite("Placements in grading")
struct PlacementGradingTests {
  static let lazyFixture = """
    title: A lazy key
    points: 2
    warns: Logo reads setting where nothing places it; a member read of its default traps

    --- task
    t
    --- source
    s
    --- script
    change loaded setting at Main
    count

    --- expected
    loaded: setting changed | recomputed Main environment | skipped Root,Logo
    local: 0
    parent: 0
    observed: 0
    environment: 1

    --- reference
    key setting environment lazy
    Root
      Logo reads setting
      Main places setting reads setting
    """

  @Test("a scenario's expected warnings are graded beside the rows")
  func warnings() throws {
    let lessons = ["L/01-lazy.scenario": Self.lazyFixture]
    let right = try makeCourse(
      [
        "L/01-lazy.tree":
          "key setting environment lazy\nRoot\n  Logo reads setting\n  Main places setting reads setting\n"
      ],
      lessons: lessons)
    #expect(check(right).results[0].verdict == .pass)
    // The same rows, but Logo is not lazy-read: setting is declared with a default.
    let eager = try makeCourse(
      [
        "L/01-lazy.tree":
          "key setting environment\nRoot\n  Logo reads setting\n  Main places setting reads setting\n"
      ],
      lessons: lessons)
    let result = check(eager).results[0]
    #expect(result.verdict == .fail)
    #expect(result.comparisons.allSatisfy { $0.matches })
    #expect(result.warningsMatch == false)
    #expect(result.findings.map(\.kind) == [.warning])
  }

  @Test("a reference whose warnings are not the 'warns:' lines is a broken fixture")
  func brokenWarnings() {
    let missing = ScenarioParser.parse(
      SourceFile(
        path: "L/01.scenario",
        text: Self.lazyFixture.replacingOccurrences(
          of:
            "warns: Logo reads setting where nothing places it; a member read of its default traps\n",
          with: "")), lesson: "L")
    #expect(missing.scenario == nil)
    #expect(
      DiagnosticRenderer().render(missing.diagnostics).contains(
        "error: the reference warns 'Logo reads setting where nothing places it; a member read of its default traps'; add 'warns:"
      ))
    let wrong = ScenarioParser.parse(
      SourceFile(
        path: "L/01.scenario",
        text: Self.lazyFixture.replacingOccurrences(of: "warns: Logo", with: "warns: Main")),
      lesson: "L")
    #expect(wrong.scenario == nil)
  }
}
