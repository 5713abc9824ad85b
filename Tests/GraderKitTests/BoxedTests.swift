import Testing

@testable import GraderKit

/// Scenarios, results and records hold their fields behind one reference
/// (``Boxed``): each must still behave as a value of its own.
@Suite("Values held behind one reference")
struct BoxedTests {
  @Test("a copy changed leaves the value it was copied from as it was, and keeps its own box")
  func result() {
    var result = ScenarioResult(
      scenarioID: "l/s", title: "T", points: 2, verdict: .missing, submissionPath: "p")
    let kept = result
    result.reason = "r"
    result.notes.append("n")
    #expect(kept.reason == nil)
    #expect(kept.notes.isEmpty)
    #expect(result.reason == "r")
    #expect(result.notes == ["n"])
    #expect(result.box !== kept.box)
    // A box the value holds alone is changed in place (an identifier holds
    // no reference of its own, which would make the box shared).
    let own = ObjectIdentifier(result.box)
    result.notes.append("m")
    #expect(ObjectIdentifier(result.box) == own)
    #expect(result.notes == ["n", "m"])
  }

  @Test("a record's copy changed compares and hashes apart from the record it was copied from")
  func record() {
    var record = ResultRecord(
      scenario: "l/s", title: "T", verdict: .missing, score: .zero, maxScore: 2, submission: "p",
      reason: nil, outputs: [], findings: [], diagnostics: [])
    let kept = record
    #expect(record == kept)
    record.title = "U"
    #expect(kept.title == "T")
    #expect(record != kept)
    #expect(Set([record, kept]).count == 2)
  }

  @Test("a scenario's copy works out again what follows from a changed field, and only its own")
  func scenario() throws {
    let scenario = try #require(courseCatalog.scenarios.first { !$0.expected.isEmpty })
    var copy = scenario
    copy.expected = []
    copy.lesson = "other"
    #expect(copy.expectedLines.isEmpty)
    #expect(copy.fullID == "other/" + scenario.id)
    #expect(scenario.expectedLines == scenario.expected.map(\.lines))
    #expect(!scenario.expectedLines.isEmpty)
    #expect(scenario.fullID == scenario.lesson + "/" + scenario.id)
  }
}
