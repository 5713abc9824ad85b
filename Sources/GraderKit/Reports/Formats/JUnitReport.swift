/// Renders records as JUnit XML: a test suite per lesson (per student and
/// lesson in a batch), a test case per scenario, and the explanation as the
/// failure message.
///
/// Each suite's properties record the grader's version and the lesson set's
/// digest, and each test case's the submission's path and digest. The output
/// has no timestamps or durations, so it is the same on every run. A batch
/// streams it: the document's head, then each student's suites as the
/// student is graded, then its end.
package struct JUnitReport: Sendable {
  /// Whether suites are named `student/lesson`, as in a batch.
  package var perStudent: Bool

  package init(perStudent: Bool = false) {
    self.perStudent = perStudent
  }

  /// The whole XML document for `records`, with totals on the root element.
  package func render(_ records: [StudentRecord], info: RunInfo) -> String {
    let all = records.flatMap(\.results)
    var xml = Self.header(totals: counts(all))
    for record in records { xml += suites(record, info: info) }
    return xml + Self.footer
  }

  /// The document's head; `totals` are the root element's counts, when known.
  package static func header(totals: String?) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"grader\""
      + (totals.map { " " + $0 } ?? "") + ">\n"
  }

  /// The document's end.
  package static let footer = "</testsuites>\n"

  /// The suites of one student: one per lesson. `details` are the
  /// results' ``ResultRecord/details``, when the caller has them already.
  package func suites(_ record: StudentRecord, info: RunInfo, details: [String]? = nil) -> String {
    let details = details ?? record.failureDetails
    var lessons: [(String, Range<Int>)] = []
    for (index, result) in record.results.enumerated() {
      let lesson = ScenarioID.lesson(of: result.scenario)
      if lessons.last?.0 == lesson {
        lessons[lessons.count - 1].1 = lessons[lessons.count - 1].1.lowerBound..<(index + 1)
      } else {
        lessons.append((lesson, index..<(index + 1)))
      }
    }
    // Appended piece by piece into one buffer: a batch writes this for
    // every student.
    var xml = ""
    xml.reserveCapacity(1024 * record.results.count)
    if record.notSubmitted, let error = record.error {
      // Nothing graded: one suite with one error, the folder, that says why.
      let name = perStudent ? Escape.terminal(record.student) : "submissions"
      xml +=
        "  <testsuite name=\"" + Escape.xml(name) + "\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
      suiteProperties(record, info: info, into: &xml)
      xml += "    <testcase classname=\"" + Escape.xml(name)
      xml += "\" name=\"not graded\">\n      <error message=\"" + Escape.xml(error)
      xml += "\" type=\"error\">" + Escape.xml("nothing was graded: \(error)")
      xml += "</error>\n    </testcase>\n  </testsuite>\n"
      return xml
    }
    for (lesson, range) in lessons {
      // Escaped whole as it is written.
      let name = perStudent ? Escape.terminal(record.student) + "/" + lesson : lesson
      xml += "  <testsuite name=\""
      xml += Escape.xml(name)
      xml += "\" "
      xml += counts(record.results[range])
      xml += ">\n"
      suiteProperties(record, info: info, into: &xml)
      for index in range {
        testCase(record.results[index], details: details[index], suite: name, into: &xml)
      }
      xml += "  </testsuite>\n"
    }
    return xml
  }

  /// A suite's properties: the run's details, and the student's name and
  /// error when there are.
  private func suiteProperties(_ record: StudentRecord, info: RunInfo, into xml: inout String) {
    xml += "    <properties>\n"
    property("grader-version", info.graderVersion, indent: "      ", into: &xml)
    property("lessons-digest", info.studentDigest, indent: "      ", into: &xml)
    if let shard = info.shard { property("shard", shard, indent: "      ", into: &xml) }
    if let name = record.rosterName {
      property("student-name", Escape.terminal(name), indent: "      ", into: &xml)
    }
    if let error = record.error { property("student-error", error, indent: "      ", into: &xml) }
    xml += "    </properties>\n"
  }

  private func property(_ name: String, _ value: String, indent: String, into xml: inout String) {
    xml += indent
    xml += "<property name=\""
    xml += name
    xml += "\" value=\""
    xml += Escape.xml(value)
    xml += "\"/>\n"
  }

  private func counts(_ results: some Collection<ResultRecord>) -> String {
    let failures = results.count { $0.verdict == .fail || $0.verdict == .missing }
    let errors = results.count { $0.verdict == .error }
    let skipped = results.count { $0.verdict == .pending }
    return "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
      + (skipped > 0 ? " skipped=\"\(skipped)\"" : "")
  }

  private func testCase(
    _ result: ResultRecord, details: String, suite: String, into xml: inout String
  ) {
    xml += "    <testcase classname=\""
    xml += Escape.xml(suite)
    xml += "\" name=\""
    xml += Escape.xml(ScenarioID.name(of: result.scenario))
    xml += "\">\n      <properties>\n"
    property("score", "\(result.score)/\(result.maxScore)", indent: "        ", into: &xml)
    property("submission", result.submission, indent: "        ", into: &xml)
    if let digest = result.submissionDigest {
      property("submission-digest", digest, indent: "        ", into: &xml)
    }
    xml += "      </properties>\n"
    let element: String
    switch result.verdict {
    case .pass:
      xml += "    </testcase>\n"
      return
    case .pending:
      // Not run yet, as JUnit says of a skipped test: the instructor grades it.
      xml += "      <skipped message=\""
      xml += Escape.xml(result.summary)
      xml += "\"/>\n    </testcase>\n"
      return
    case .fail, .missing: element = "failure"
    case .error: element = "error"
    }
    xml += "      <"
    xml += element
    xml += " message=\""
    xml += Escape.xml(result.summary)
    xml += "\" type=\""
    xml += result.verdict.rawValue
    xml += "\">"
    xml += Escape.xml(details)
    xml += "</"
    xml += element
    xml += ">\n    </testcase>\n"
  }
}
