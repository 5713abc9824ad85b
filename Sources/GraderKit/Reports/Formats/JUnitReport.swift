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

  /// The suites of one student: one per lesson.
  package func suites(_ record: StudentRecord, info: RunInfo) -> String {
    var lessons: [(String, [ResultRecord])] = []
    for result in record.results {
      let lesson = ScenarioID.lesson(of: result.scenario)
      if lessons.last?.0 == lesson {
        lessons[lessons.count - 1].1.append(result)
      } else {
        lessons.append((lesson, [result]))
      }
    }
    var xml = ""
    for (lesson, results) in lessons {
      let name = perStudent ? "\(record.student)/\(lesson)" : lesson
      xml += "  <testsuite name=\"\(Escape.xml(name))\" \(counts(results))>\n"
      xml += "    <properties>\n"
      xml += property("grader-version", info.graderVersion, indent: 6)
      xml += property("lessons-digest", info.lessonsDigest, indent: 6)
      if let shard = info.shard { xml += property("shard", shard, indent: 6) }
      if let error = record.error { xml += property("student-error", error, indent: 6) }
      xml += "    </properties>\n"
      for result in results {
        xml += testCase(result, suite: name)
      }
      xml += "  </testsuite>\n"
    }
    return xml
  }

  private func property(_ name: String, _ value: String, indent: Int) -> String {
    String(repeating: " ", count: indent)
      + "<property name=\"\(name)\" value=\"\(Escape.xml(value))\"/>\n"
  }

  private func counts(_ results: [ResultRecord]) -> String {
    let failures = results.filter { $0.verdict == .fail || $0.verdict == .missing }.count
    let errors = results.filter { $0.verdict == .error }.count
    return "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
  }

  private func testCase(_ result: ResultRecord, suite: String) -> String {
    let name = ScenarioID.name(of: result.scenario)
    var xml = "    <testcase classname=\"\(Escape.xml(suite))\" name=\"\(Escape.xml(name))\">\n"
    xml += "      <properties>\n"
    xml += property("score", "\(result.score)/\(result.maxScore)", indent: 8)
    xml += property("submission", result.submission, indent: 8)
    if let digest = result.submissionDigest {
      xml += property("submission-digest", digest, indent: 8)
    }
    xml += "      </properties>\n"
    let message = Escape.xml(result.summary)
    switch result.verdict {
    case .pass:
      break
    case .fail, .missing:
      xml +=
        "      <failure message=\"\(message)\" type=\"\(result.verdict.rawValue)\">"
        + Escape.xml(result.details) + "</failure>\n"
    case .error:
      xml +=
        "      <error message=\"\(message)\" type=\"error\">" + Escape.xml(result.details)
        + "</error>\n"
    }
    return xml + "    </testcase>\n"
  }
}
