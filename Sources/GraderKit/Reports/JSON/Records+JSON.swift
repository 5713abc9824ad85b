import GraderModel

// Each record's JSON, written member by member in sorted key order: the
// same bytes as its `Encodable` conformance, at a fraction of the cost, since
// a batch writes three documents per student.

extension StudentRecord: JSONWritable {
  func write(to json: inout JSONBuffer) {
    write(to: &json, unstarted: nil)
  }

  /// Writes the record, each scenario not yet started as `unstarted` laid
  /// it out when it holds it and the JSON is compact.
  func write(to json: inout JSONBuffer, unstarted: UnstartedRecords?) {
    json.object { json in
      json.field(CodingKeys.error.stringValue, error)
      json.field(CodingKeys.fingerprint.stringValue, fingerprint)
      json.field(CodingKeys.gradedFrom.stringValue, gradedFrom)
      json.field(CodingKeys.maxScore.stringValue, maxScore)
      json.field(CodingKeys.reportDigest.stringValue, reportDigest)
      json.field(CodingKeys.results.stringValue) { json in
        var index = 0
        json.array(results) { json, result in
          defer { index += 1 }
          if let unstarted, !json.pretty, let (head, tail) = unstarted.laidOut(result, at: index) {
            json.laidOut(head: head, string: result.submission, tail: tail)
          } else {
            result.write(to: &json)
          }
        }
      }
      if let rosterName { json.field(CodingKeys.rosterName.stringValue, rosterName) }
      json.field(CodingKeys.score.stringValue, score)
      json.field(CodingKeys.student.stringValue, student)
      json.field(CodingKeys.unrecognized.stringValue) {
        $0.array(unrecognized) { $1.write(to: &$0) }
      }
      json.field(CodingKeys.unrecognizedOmitted.stringValue, unrecognizedOmitted)
    }
  }
}

extension ResultRecord: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field(CodingKeys.diagnostics.stringValue) {
        $0.array(diagnostics) { $1.write(to: &$0) }
      }
      json.field(CodingKeys.findings.stringValue) { $0.array(findings) { $1.write(to: &$0) } }
      json.field(CodingKeys.findingsOmitted.stringValue, findingsOmitted)
      json.field(CodingKeys.maxScore.stringValue, maxScore)
      json.field(CodingKeys.outputs.stringValue) { $0.array(outputs) { $1.write(to: &$0) } }
      json.field(CodingKeys.reason.stringValue, reason)
      json.field(CodingKeys.scenario.stringValue, scenario)
      json.field(CodingKeys.score.stringValue, score)
      json.field(CodingKeys.submission.stringValue, submission)
      json.field(CodingKeys.submissionDigest.stringValue, submissionDigest)
      json.field(CodingKeys.submissionShape.stringValue, submissionShape)
      json.field(CodingKeys.title.stringValue, title)
      json.field(CodingKeys.verdict.stringValue, verdict.rawValue)
    }
  }
}

extension OutputRecord: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field("actual") { $0.array(actual) }
      json.field("expected") { $0.array(expected) }
      json.field("matches", matches)
    }
  }
}

extension DiagnosticRecord: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field("column", column)
      json.field("file", file)
      json.field("line", line)
      json.field("message", message)
      json.field("severity", severity.rawValue)
      json.field("text", text)
    }
  }
}

extension UnrecognizedRecord: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field("path", path)
      json.field("suggestion", suggestion)
    }
  }
}

extension Finding: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field("gist", gist)
      json.field("key", key)
      json.field("kind", kind.rawValue)
      json.field("line", line)
      json.field("sentence", sentence)
      json.field("view", view)
    }
  }
}

extension GradescopeReport.Document: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field(CodingKeys.extraData.stringValue, extraData)
      json.field(CodingKeys.maxScore.stringValue, maxScore)
      json.field(CodingKeys.output.stringValue, output)
      json.field(CodingKeys.score.stringValue, score)
      json.field(CodingKeys.tests.stringValue) { $0.array(tests) { $1.write(to: &$0) } }
    }
  }
}

extension GradescopeReport.Test: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field(CodingKeys.extraData.stringValue) { json in
        json.object { json in
          for key in extraData.keys.sorted() { json.field(key, extraData[key]) }
        }
      }
      json.field(CodingKeys.maxScore.stringValue, maxScore)
      json.field(CodingKeys.name.stringValue, name)
      json.field(CodingKeys.output.stringValue, output)
      json.field(CodingKeys.score.stringValue, score)
      json.field(CodingKeys.status.stringValue, status)
      json.field(CodingKeys.visibility.stringValue, visibility)
    }
  }
}

extension Classroom50Report.Document: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field(CodingKeys.assignment.stringValue, assignment)
      json.field(CodingKeys.classroom.stringValue, classroom)
      json.field(CodingKeys.commit.stringValue, commit)
      json.field(CodingKeys.datetime.stringValue, datetime)
      json.field(CodingKeys.grader.stringValue, grader)
      json.field(CodingKeys.maxScore.stringValue, maxScore)
      json.field(CodingKeys.release.stringValue, release)
      json.field(CodingKeys.review.stringValue, review)
      json.field(CodingKeys.schema.stringValue, schema)
      json.field(CodingKeys.score.stringValue, score)
      json.field(CodingKeys.submission.stringValue, submission)
      json.field(CodingKeys.tests.stringValue) { $0.array(tests) { $1.write(to: &$0) } }
    }
  }
}

extension Classroom50Report.Test: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field(CodingKeys.maxScore.stringValue, maxScore)
      json.field(CodingKeys.passed.stringValue, passed)
      json.field(CodingKeys.score.stringValue, score)
      json.field(CodingKeys.submission.stringValue, submission)
      json.field(CodingKeys.submissionDigest.stringValue, submissionDigest)
      json.field(CodingKeys.testName.stringValue, testName)
    }
  }
}

extension Receipt: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field(CodingKeys.graderVersion.stringValue, graderVersion)
      json.field(CodingKeys.lessonsDigest.stringValue, lessonsDigest)
    }
  }
}
