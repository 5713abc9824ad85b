import Foundation
import GraderTestSupport
import Testing

@testable import GraderKit

/// A batch lays out each scenario not yet started once, for every student:
/// what it writes must be what each student's own layout would have been.
@Suite("Scenarios not yet started, laid out once for a batch")
struct UnstartedLayoutTests {
  /// A class folder: work in both forms, a file under a near-miss name,
  /// an empty lesson folder, and names that every format escapes.
  private func makeClass() throws -> (root: String, students: [StudentFolder]) {
    let course = testCourse.appendingPathComponent("Submissions")
    let tree = try String(
      contentsOf: course.appendingPathComponent("01-local-state/state-written-but-not-read.tree"),
      encoding: .utf8)
    let swift = try String(
      contentsOf: course.appendingPathComponent("01-local-state/two-independent-states.swift"),
      encoding: .utf8)
    let root = try makeTree([
      "class/tree/01-local-state/state-written-but-not-read.tree": tree,
      "class/swift/01-local-state/two-independent-states.swift": swift,
      "class/near-miss/01-local-state/state-writen-but-not-read.tree": tree,
      "class/empty/01-local-state/.keep": "",
      "class/q\"b\\c/01-local-state/state-written-but-not-read.tree": tree,
      "class/##[error]x/02-state-passed-down/.keep": "",
    ]).path
    let (students, _, _) = try Batch.students(in: root + "/class")
    return (root, students)
  }

  @Test("each student's report and record are the bytes their own layout writes")
  func sameBytes() throws {
    let (root, students) = try makeClass()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(students.count == 6)
    let prepared = Grader().prepared(for: courseCatalog)
    for student in students {
      let once = Batch.grade(student, catalog: courseCatalog, grader: prepared)
      // Unprepared, the grader knows no course: each student lays out their own.
      let alone = Batch.grade(student, catalog: courseCatalog, grader: Grader())
      #expect(once.report == alone.report, "\(student.name.unescaped)")
      #expect(once.json == alone.json, "\(student.name.unescaped)")
      #expect(once.record.reportDigest == alone.record.reportDigest)
      // Every student leaves most of the course unstarted.
      #expect(once.reportText.contains("  missing "))
      #expect(String(decoding: once.json, as: UTF8.self).contains(#""verdict":"missing""#))
    }
  }

  @Test(
    "a report's lines follow its own score column, and a scenario with more to say is laid out in full"
  )
  func ownColumns() throws {
    let scenarios = courseCatalog.scenarios
    var results = scenarios.map { scenario in
      var result = ScenarioResult(
        scenarioID: scenario.fullID, title: scenario.title, points: scenario.points,
        verdict: .missing, submissionPath: "S/\(scenario.fullID).tree")
      result.reason = Grader.missingReason(scenario.fullID)
      return result
    }
    // A score of 1.5 widens the score column; a withheld scenario and one
    // with a diagnostic say more than the start hint.
    results[0].verdict = .fail
    results[0].recalled = ScenarioResult.Recalled(
      score: Points(3, part: 1, of: 2), details: TextReport.Details(head: "", why: "", tail: ""))
    results[1].withheld = true
    let report = CheckReport(
      results: results, lessonDiagnostics: [], unrecognized: [], submissionsRoot: "S",
      submissionsProblem: nil)
    var once = TextReport(color: false, exact: false)
    once.unstarted = once.unstartedLines(scenarios)
    let alone = TextReport(color: false, exact: false)
    let text = once.renderWithDiagnostics(report)
    #expect(text == alone.renderWithDiagnostics(report))
    // The unstarted lines pad their scores to this report's column.
    #expect(text.contains("  1.5/2  A counter"))
    #expect(text.contains("  0/2    State that is written but never read\n"))
    #expect(text.contains("your instructor grades this scenario"))
    // Laid out for a file, the lines are never used where a terminal's width rules.
    #expect(once.render(report) == alone.render(report))
  }

  @Test("records keep their own bytes when pretty, or when they hold more than the start")
  func records() throws {
    let scenarios = courseCatalog.scenarios
    let unstarted = UnstartedRecords(scenarios)
    var results = scenarios.map { scenario in
      var result = ScenarioResult(
        scenarioID: scenario.fullID, title: scenario.title, points: scenario.points,
        verdict: .missing, submissionPath: "S/\u{1B}##[x]\"/\(scenario.fullID).tree")
      result.reason = Grader.missingReason(scenario.fullID, swift: true)
      return result
    }
    results[2].reason = "another reason"
    results[3].submissionDigest = String(repeating: "a", count: 64)
    let report = CheckReport(
      results: results, lessonDiagnostics: [], unrecognized: [], submissionsRoot: "S",
      submissionsProblem: nil)
    let record = StudentRecord(student: UntrustedText("s"), report: report)
    #expect(
      String(decoding: JSONText.encode(record, unstarted: unstarted), as: UTF8.self)
        == JSONText.encode(record, pretty: false))
    #expect(unstarted.laidOut(record.results[0], at: 0) != nil)
    #expect(unstarted.laidOut(record.results[2], at: 2) == nil)
    #expect(unstarted.laidOut(record.results[3], at: 3) == nil)
    // Out of the course's order, a record is not taken for another's.
    #expect(unstarted.laidOut(record.results[0], at: 1) == nil)
  }

  @Test("every member of a scenario's record is one the laid-out records compare")
  func members() throws {
    let scenario = try #require(courseCatalog.scenarios.first)
    let record = ResultRecord(
      ScenarioResult(
        scenarioID: scenario.fullID, title: scenario.title, points: scenario.points,
        verdict: .missing, submissionPath: ""))
    // A member added to the record and not compared would let one student's
    // record be written as another's. The members are those of the fields the
    // record holds behind its one reference.
    #expect(Mirror(reflecting: record).children.compactMap(\.label) == ["box"])
    #expect(
      Mirror(reflecting: record.box.fields).children.compactMap(\.label).sorted()
        == UnstartedRecords.comparedMembers.sorted())
  }
}
