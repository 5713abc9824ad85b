import Foundation
import GraderKit
import GraderReaders
import GraderTestSupport
import Testing

/// The scenario `01-two` of lesson `L`, renamed from `old-name` (and `older`).
private let renamedFixture = "id: 01-two\nformerly: old-name older\n" + validFixture

/// A tree that passes `01-two`.
private let solved = "key a environment\nRoot\n  A reads a\n  B reads a\n"

@Suite("Scenarios renamed with 'formerly:'")
struct FormerIDTests {
  @Test("a file named by a former id in its lesson's folder is graded, with a word to rename it")
  func workUnderFormerName() throws {
    let root = try makeCourse(
      ["L/older.tree": solved], lessons: ["L/01-two.scenario": renamedFixture])
    let report = check(root)
    let result = try #require(report.results.first)
    #expect(result.verdict == .pass)
    #expect(result.submissionPath == root + "/Submissions/L/older.tree")
    #expect(report.misnamedFiles.isEmpty && report.unrecognized.isEmpty)
    let text = TextReport(color: false, exact: false, width: 200).render(report)
    #expect(
      text.contains(
        "older.tree:1:1: warning: this scenario is now '01-two': rename this file to 01-two.tree"),
      "\(text)")
    // Beside a file of the scenario's own name, the old one is not its work.
    let both = check(
      try makeCourse(
        ["L/older.tree": "A\n", "L/01-two.tree": solved],
        lessons: ["L/01-two.scenario": renamedFixture]))
    #expect(both.results.first?.verdict == .pass)
    #expect(both.unrecognized.map(\.path).contains { $0.hasSuffix("/L/older.tree") })
    // Two files of old names are two submissions, as two of the same name are.
    let two = check(
      try makeCourse(
        ["L/older.tree": solved, "L/old-name.swift": solved],
        lessons: ["L/01-two.scenario": renamedFixture]))
    #expect(two.results.first?.reason?.contains("has two submissions") == true)
    // Another lesson's scenario that now has that id does not take it from its own lesson.
    let shared = try makeCourse(
      ["L/older.tree": solved],
      lessons: [
        "L/01-two.scenario": renamedFixture, "M/01-two.scenario": "id: older\n" + validFixture,
      ])
    #expect(check(shared).results.first { $0.scenarioID == "L/01-two" }?.verdict == .pass)
    // In another lesson's folder, it is work to move, not graded there.
    let moved = try makeCourse(
      ["M/older.tree": solved],
      lessons: ["L/01-two.scenario": renamedFixture, "M/01-one.scenario": validFixture])
    let elsewhere = check(moved)
    #expect(elsewhere.results.first { $0.scenarioID == "L/01-two" }?.verdict == .missing)
    #expect(elsewhere.misnamedFiles["L/01-two"] == moved + "/Submissions/M/older.tree")
  }

  @Test("a former id typed where a scenario is named is offered the scenario's id")
  func selectionOffersNewID() throws {
    let root = try makeCourse([:], lessons: ["L/01-two.scenario": renamedFixture])
    let candidates = ScenarioSelection.candidates(
      of: LessonCatalog.load(from: root + "/Lessons"))
    for typed in ["L/old-name", "old-name.tree", "Submissions/L/older.swift"] {
      let selected = ScenarioSelection.select(
        [typed], among: candidates, lessons: root + "/Lessons", submissions: "Submissions")
      guard case .failure(let error) = selected else {
        Issue.record("\(typed) selected a scenario")
        continue
      }
      #expect(error.suggestion == "L/01-two", "\(typed)")
    }
  }

  @Test("the former ids are read from the header alone, as a cached check reads it")
  func leanHeader() throws {
    let parsed = ScenarioParser.parse(
      SourceFile(path: "L/01-two.scenario", text: renamedFixture), lesson: "L", leanViews: ["A"])
    #expect(parsed.scenario?.formerIDs == ["old-name", "older"])
    #expect(parseFixture(renamedFixture).scenario?.formerIDs == ["old-name", "older"])
  }

  @Test("a digest release keeps the former ids as digests, and still finds work under one")
  func digestRelease() throws {
    let (catalog, _) = try load(["L/01-two.scenario": renamedFixture])
    let released = Release(catalog, answers: .digest).lessonFiles
    let text = try #require(released.first?.text)
    // An old id can say what an answer is: the release shows none.
    #expect(!text.contains("old-name") && !text.contains("older"), "\(text)")
    #expect(
      text.contains(
        "formerly-digest: \(Digests.formerID("old-name", scenario: "L/01-two")) \(Digests.formerID("older", scenario: "L/01-two"))\n"
      ))
    let root = try makeCourse(["L/older.tree": solved], lessons: ["L/01-two.scenario": text])
    #expect(check(root).results.first?.submissionPath == root + "/Submissions/L/older.tree")
    let candidates = ScenarioSelection.candidates(of: LessonCatalog.load(from: root + "/Lessons"))
    guard
      case .failure(let error) = ScenarioSelection.select(
        ["L/old-name"], among: candidates, lessons: root + "/Lessons", submissions: nil)
    else {
      Issue.record("an old id selected a scenario")
      return
    }
    #expect(error.suggestion == "L/01-two")
    // The full release keeps the ids as the course wrote them.
    let full = try #require(Release(catalog, answers: .full).lessonFiles.first?.text)
    #expect(full.contains("formerly: old-name older\n"))
    let broken = parseFixture("formerly-digest: 1234\n" + validFixture)
    #expect(
      firstError(broken.diagnostics)?.hasSuffix(
        "error: 'formerly-digest' lists the digests of the ids the scenario had before, each 64 lowercase hexadecimal digits"
      ) == true)
  }

  @Test("a 'formerly:' that lists nothing, or the scenario's own id, is an error at its line")
  func malformedFormerly() {
    let empty = parseFixture("formerly:  \n" + validFixture)
    #expect(empty.scenario == nil)
    #expect(
      firstError(empty.diagnostics)?.hasSuffix(
        "L/01-two.scenario:1:1: error: 'formerly' lists the ids the scenario had before, separated by spaces"
      ) == true)
    let own = parseFixture("id: 01-two\nformerly: 01-two\n" + validFixture)
    #expect(
      firstError(own.diagnostics)?.hasSuffix(
        "2:1: error: 'formerly' lists the ids the scenario had before, not its own id '01-two'")
        == true)
    let invalid = parseFixture("formerly: ok bad/id\n" + validFixture)
    #expect(
      firstError(invalid.diagnostics)?.contains("the scenario id 'bad/id' is not allowed") == true)
  }

  /// The catalog of a course whose lessons are `lessons`, and its root.
  private func load(_ lessons: [String: String]) throws -> (LessonCatalog, String) {
    let root = try makeCourse([:], lessons: lessons)
    return (LessonCatalog.load(from: root + "/Lessons"), root)
  }

  @Test("a former id that another scenario of the lesson has, or lists, breaks the lesson")
  func formerIDInUse() throws {
    let (current, root) = try load([
      "L/01-two.scenario": validFixture,
      "L/02-three.scenario": "id: 02-three\nformerly: 01-TWO\n" + validFixture,
    ])
    #expect(current.isBroken)
    #expect(
      firstError(current.diagnostics)?.hasSuffix(
        "02-three.scenario:2:1: error: 'formerly' names '01-TWO', which \(root)/Lessons/L/01-two.scenario names too; a file of that name would answer both"
      ) == true)
    let (listed, _) = try load([
      "L/01-two.scenario": renamedFixture,
      "L/02-three.scenario": "id: 02-three\nformerly: older\n" + validFixture,
    ])
    #expect(listed.isBroken)
    #expect(firstError(listed.diagnostics)?.contains("'formerly' names 'older', which ") == true)
    // A digest names no id, so each current id of the lesson is tried against it.
    let digest = Digests.formerID("01-two", scenario: "L/02-three")
    let (hashed, _) = try load([
      "L/01-two.scenario": validFixture,
      "L/02-three.scenario": "id: 02-three\nformerly-digest: \(digest)\n" + validFixture,
    ])
    #expect(hashed.isBroken)
    #expect(
      firstError(hashed.diagnostics)?.contains(
        "error: 'formerly-digest' holds the digest of '01-two', which ") == true)
    // Another lesson may list the same former id: its own folder decides.
    let (apart, _) = try load([
      "L/01-two.scenario": renamedFixture, "M/01-two.scenario": "formerly: older\n" + validFixture,
    ])
    #expect(!apart.isBroken)
  }
}
