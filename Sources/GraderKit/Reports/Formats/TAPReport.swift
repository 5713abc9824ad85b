/// Renders records as TAP version 14: the plan, one test point per scenario
/// with a YAML 1.2 block that explains each failure, and comments that record
/// the grader's version and the lesson set's digest. A scenario the
/// instructor has yet to grade is a skipped test point (`# SKIP`).
///
/// A batch streams it; when the number of test points is not known at the
/// start, the plan comes last, as TAP allows.
package struct TAPReport: Sendable {
  /// Whether test points are named `student: scenario`, as in a batch.
  package var perStudent: Bool

  package init(perStudent: Bool = false) {
    self.perStudent = perStudent
  }

  /// The whole TAP stream for `records`.
  package func render(_ records: [StudentRecord], info: RunInfo) -> String {
    let total = records.reduce(0) { $0 + ($1.notSubmitted ? 1 : $1.results.count) }
    var text = Self.header(info, plan: total)
    var number = 0
    for record in records { text += points(record, after: &number) }
    return text
  }

  /// The stream's head: the version, the plan when `plan` is given, and the run's details.
  package static func header(_ info: RunInfo, plan: Int?) -> String {
    var text = "TAP version 14\n"
    if let plan { text += "1..\(plan)\n" }
    text += "# grader \(info.graderVersion), lessons \(info.studentDigest)"
    if let shard = info.shard { text += ", shard \(shard)" }
    return text + "\n"
  }

  /// The plan at the end, for a stream that started without one.
  package static func footer(count: Int) -> String {
    "1..\(count)\n"
  }

  /// The test points of one student, numbered on from `number`.
  package func points(
    _ record: StudentRecord, after number: inout Int, details: [String]? = nil
  ) -> String {
    let details = details ?? record.failureDetails
    // Appended piece by piece into one buffer: a batch writes this for
    // every student.
    var text = ""
    text.reserveCapacity(512 * record.results.count)
    if perStudent, let name = record.rosterName {
      text += "# \(Escape.terminal(record.student)) is \(Escape.terminal(name)) on the roster\n"
    }
    if record.notSubmitted, let error = record.error {
      // Nothing graded: one test point, not ok, that says why.
      number += 1
      let name = perStudent ? record.student.unescaped + ": not graded" : "not graded"
      text += "not ok \(number) - \(Escape.tapDescription(name))\n  ---\n  verdict: error\n"
      text += "  points: " + Escape.yamlQuoted("0/\(record.maxScore)") + "\n"
      text += "  message: " + Escape.yamlQuoted(error) + "\n  ...\n"
      return text
    }
    for (index, result) in record.results.enumerated() {
      number += 1
      // Escaped whole as it is written.
      let name = perStudent ? record.student.unescaped + ": " + result.scenario : result.scenario
      text += result.verdict == .pass || result.verdict == .pending ? "ok " : "not ok "
      text += String(number)
      text += " - "
      text += Escape.tapDescription(name)
      // Not run here, as TAP says of a skipped test: the instructor grades it.
      if result.verdict == .pending { text += " # SKIP the instructor grades this scenario" }
      text += "\n"
      guard result.verdict != .pass, result.verdict != .pending else { continue }
      text += "  ---\n  verdict: "
      text += result.verdict.rawValue
      text += "\n  points: "
      text += Escape.yamlQuoted("\(result.score)/\(result.maxScore)")
      text += "\n  message: "
      text += Escape.yamlQuoted(result.summary)
      text += "\n  submission: "
      text += Escape.yamlQuoted(result.submission)
      text += "\n"
      if let digest = result.submissionDigest {
        text += "  submission_digest: "
        text += digest
        text += "\n"
      }
      if Escape.yamlLiteralSafe(details[index]) {
        text += "  details: |2-\n"
        text += Self.indented(details[index])
      } else {
        text += "  details: "
        text += Escape.yamlQuoted(details[index])
        text += "\n"
      }
      text += "  ...\n"
    }
    return text
  }

  /// Each line of `text` indented by four spaces (empty lines left empty),
  /// each ending in a line break: a YAML literal block's body.
  private static func indented(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 64)
      var atStart = true
      for byte in bytes {
        if atStart && byte != 0x0A { result += [0x20, 0x20, 0x20, 0x20] }
        result.append(byte)
        atStart = byte == 0x0A
      }
      result.append(0x0A)
      return String(decoding: result, as: UTF8.self)
    }
  }
}
