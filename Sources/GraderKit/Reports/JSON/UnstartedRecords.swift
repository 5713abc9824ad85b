/// The JSON of a course's scenarios as `results.json` records each one not
/// yet started: written once for a batch, where most students leave many
/// scenarios unstarted, and cut where the submission's path goes, the one
/// member that differs from one student to the next.
package struct UnstartedRecords: Sendable {
  /// One scenario's record, and its JSON around the path.
  struct Entry: Sendable {
    /// The record with an empty path, with the reason the `.tree` form
    /// gives and with the Swift form's.
    let record, swiftRecord: ResultRecord
    /// What comes before the path with each reason, and what comes after it.
    let head, swiftHead, tail: [UInt8]
  }

  /// The course's entries, in its order; `nil` where a record could not be cut.
  let entries: [Entry?]

  /// The records of `scenarios` not yet started, as ``Grader`` grades them.
  package init(_ scenarios: [Scenario]) {
    entries = scenarios.map { scenario in
      var result = ScenarioResult(
        scenarioID: scenario.fullID, title: scenario.title, points: scenario.points,
        verdict: .missing, submissionPath: "")
      result.reason = scenario.missingReason
      let record = ResultRecord(result)
      var swiftRecord = record
      swiftRecord.reason = Grader.missingReason(scenario.fullID, swift: true)
      guard let (head, tail) = Self.cut(record),
        let (swiftHead, swiftTail) = Self.cut(swiftRecord), swiftTail == tail
      else { return nil }
      return Entry(
        record: record, swiftRecord: swiftRecord, head: head, swiftHead: swiftHead, tail: tail)
    }
  }

  /// `record`'s compact JSON, as its writer writes it with an empty path,
  /// cut around that path's quotes.
  private static func cut(_ record: ResultRecord) -> ([UInt8], [UInt8])? {
    var json = JSONBuffer(pretty: false, capacity: 512)
    record.write(to: &json)
    // Every quote inside a string is escaped: the member is found only as itself.
    let member = Array(#","submission":"""#.utf8)
    let bytes = json.bytes
    guard bytes.count > member.count,
      let start = (0...(bytes.count - member.count)).first(where: {
        bytes[$0..<($0 + member.count)].elementsEqual(member)
      })
    else { return nil }
    let open = start + member.count - 2
    return (Array(bytes[..<open]), Array(bytes[(open + 2)...]))
  }

  /// The head and tail of `record`, at `index` among a student's records,
  /// when it is a scenario not yet started: every member but its path is
  /// the one laid out. (A member added to ``ResultRecord`` is compared here
  /// too; a test lists the members this knows.)
  func laidOut(_ record: ResultRecord, at index: Int) -> (head: [UInt8], tail: [UInt8])? {
    guard index < entries.count, record.verdict == .missing, record.diagnostics.isEmpty,
      record.findings.isEmpty, record.outputs.isEmpty, record.findingsOmitted == nil,
      record.submissionDigest == nil, record.submissionShape == nil
    else { return nil }
    // Read where it lies: an entry holds two records and three arrays.
    return entries.withUnsafeBufferPointer { entries in
      guard let entry = entries[index], entry.record.scenario == record.scenario,
        entry.record.title == record.title, entry.record.maxScore == record.maxScore,
        entry.record.score == record.score, let reason = record.reason
      else { return nil }
      if reason == entry.record.reason { return (entry.head, entry.tail) }
      if reason == entry.swiftRecord.reason { return (entry.swiftHead, entry.tail) }
      return nil
    }
  }

  /// The members of ``ResultRecord`` that ``laidOut(_:at:)`` compares or
  /// writes, by their names in Swift.
  static let comparedMembers = [
    "scenario", "title", "verdict", "score", "maxScore", "submission", "submissionDigest",
    "submissionShape", "reason", "outputs", "findings", "findingsOmitted", "diagnostics",
  ]
}
