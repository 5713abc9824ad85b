import GraderModel
import Testing

@testable import GraderKit

@Suite("A record's grades follow from its own outputs")
struct RecordCheckTests {
  let info = RunInfo(
    scenarios: [
      ScenarioInfo(id: "L/a", title: "A", points: 2),
      ScenarioInfo(id: "L/b", title: "B", points: 1),
    ], lessonsDigest: String(repeating: "0", count: 64))

  func result(
    _ id: String, _ verdict: Verdict, score: Points, max: Int, outputs: [OutputRecord] = []
  ) -> ResultRecord {
    ResultRecord(
      scenario: id, title: "", verdict: verdict, score: score, maxScore: max, submission: "x.tree",
      reason: nil, outputs: outputs, findings: [], diagnostics: [])
  }

  func record(_ results: [ResultRecord]) -> StudentRecord {
    StudentRecord(
      student: UntrustedText("ana"), score: results.reduce(.zero) { $0 + $1.score },
      maxScore: results.reduce(0) { $0 + $1.maxScore }, error: nil, results: results,
      unrecognized: [])
  }

  let same = OutputRecord(
    expected: ["x: k changed | recomputed A state, B state | skipped C"],
    actual: ["x: k changed | recomputed B state, A state | skipped C"], matches: true)
  let different = OutputRecord(
    expected: ["x: k changed | recomputed A state | skipped B"],
    actual: ["x: k changed | recomputed B state | skipped A,C"], matches: false)

  @Test("a record as grading writes it holds: views of a list in any order, partial credit")
  func holds() {
    let good = record([
      result("L/a", .pass, score: 2, max: 2, outputs: [same]),
      result("L/b", .fail, score: Points(hundredths: 50), max: 1, outputs: [same, different]),
    ])
    #expect(RecordCheck.problems(in: good, info: info).isEmpty)
  }

  @Test("each way a hand edit shows is named")
  func edits() {
    var forgedMark = different
    forgedMark.matches = true
    var unmarked = same
    unmarked.actual = unmarked.expected
    unmarked.matches = false
    let cases: [(StudentRecord, String)] = [
      (
        record([
          result("L/a", .pass, score: 2, max: 2, outputs: [forgedMark]),
          result("L/b", .missing, score: 0, max: 1),
        ]),
        "L/a: output 1 is marked as matching, and its rows differ from the expected ones"
      ),
      (
        record([
          result("L/a", .fail, score: 0, max: 2, outputs: [unmarked]),
          result("L/b", .missing, score: 0, max: 1),
        ]),
        "L/a: output 1 is marked as differing, and its rows are the expected ones"
      ),
      (
        record([result("L/a", .pass, score: 1, max: 2), result("L/b", .missing, score: 0, max: 1)]),
        "L/a: a pass earns 2 points, not 1"
      ),
      (
        record([result("L/a", .pass, score: 2, max: 2), result("L/b", .pending, score: 1, max: 1)]),
        "L/b: pending earns no points, not 1"
      ),
      (
        record([
          result("L/a", .fail, score: Points(hundredths: 175), max: 2, outputs: [same, different]),
          result("L/b", .missing, score: 0, max: 1),
        ]),
        "L/a: a failure earns 1.75 of 2 points, which no share of its 1 matching outputs of 2 gives"
      ),
      (
        record([result("L/b", .missing, score: 0, max: 1), result("L/a", .pass, score: 2, max: 2)]),
        "its results are not the run's 2 scenarios, each once, in course order"
      ),
      (
        record([result("L/a", .pass, score: 3, max: 3), result("L/b", .missing, score: 0, max: 1)]),
        "L/a is worth 3 points in the record and 2 in the run"
      ),
    ]
    for (record, problem) in cases {
      #expect(RecordCheck.problems(in: record, info: info) == [problem])
    }
    var total = record([
      result("L/a", .pass, score: 2, max: 2), result("L/b", .pass, score: 1, max: 1),
    ])
    total.score = 2
    #expect(
      RecordCheck.problems(in: total, info: info)
        == ["its total is 2/3, and its scenarios add up to 3/3"])
  }

  @Test("partial credit is one of the shares per-output scoring gives")
  func shares() {
    #expect(RecordCheck.partialCredit(Points(hundredths: 67), of: 2, outputs: 3, matched: 1))
    #expect(RecordCheck.partialCredit(Points(hundredths: 133), of: 2, outputs: 2, matched: 1))
    #expect(!RecordCheck.partialCredit(Points(hundredths: 133), of: 2, outputs: 2, matched: 0))
    #expect(!RecordCheck.partialCredit(Points(2), of: 2, outputs: 2, matched: 2))
  }
}
