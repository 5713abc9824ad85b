/// Renders records as JUnit XML: a test suite per lesson (per student and
/// lesson in a batch), a test case per scenario, and the explanation as the
/// failure message.
///
/// The output has no timestamps or durations, so it is the same on every run.
package struct JUnitReport: Sendable {
  package init() {}

  /// The XML document for `records`.
  package func render(_ records: [StudentRecord]) -> String {
    let all = records.flatMap(\.results)
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"grader\" \(counts(all))>\n"
    for record in records {
      var lessons: [(String, [ResultRecord])] = []
      for result in record.results {
        let lesson = String(result.scenario.split(separator: "/").first ?? "")
        if lessons.last?.0 == lesson {
          lessons[lessons.count - 1].1.append(result)
        } else {
          lessons.append((lesson, [result]))
        }
      }
      for (lesson, results) in lessons {
        let name = records.count > 1 ? "\(record.student)/\(lesson)" : lesson
        xml += "  <testsuite name=\"\(Escape.xml(name))\" \(counts(results))>\n"
        for result in results {
          xml += testCase(result, suite: name)
        }
        xml += "  </testsuite>\n"
      }
    }
    return xml + "</testsuites>\n"
  }

  private func counts(_ results: [ResultRecord]) -> String {
    let failures = results.filter { $0.verdict == .fail || $0.verdict == .missing }.count
    let errors = results.filter { $0.verdict == .error }.count
    return "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
  }

  private func testCase(_ result: ResultRecord, suite: String) -> String {
    let name = String(result.scenario.split(separator: "/").last ?? "")
    let open = "    <testcase classname=\"\(Escape.xml(suite))\" name=\"\(Escape.xml(name))\""
    let message = Escape.xml(result.summary)
    switch result.verdict {
    case .pass:
      return open + "/>\n"
    case .fail, .missing:
      return open + ">\n      <failure message=\"\(message)\" type=\"\(result.verdict.rawValue)\">"
        + Escape.xml(result.details) + "</failure>\n    </testcase>\n"
    case .error:
      return open + ">\n      <error message=\"\(message)\" type=\"error\">"
        + Escape.xml(result.details) + "</error>\n    </testcase>\n"
    }
  }
}
