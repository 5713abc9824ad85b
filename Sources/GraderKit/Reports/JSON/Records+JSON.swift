import GraderModel

// Each record's JSON, written member by member in sorted key order: the
// same bytes as its `Encodable` conformance, at a fraction of the cost, since
// a batch writes three documents per student. Members are named by literals,
// copied as they are; JSONTextTests holds each to its coding key.

extension StudentRecord: JSONWritable {
  func write(to json: inout JSONBuffer) {
    write(to: &json, unstarted: nil)
  }

  /// Writes the record, each scenario not yet started as `unstarted` laid
  /// it out when it holds it and the JSON is compact.
  func write(to json: inout JSONBuffer, unstarted: UnstartedRecords?) {
    json.object { json in
      json.field("error", error)
      json.field("failing_fingerprint", fingerprint)
      if let folder { json.field("folder", folder) }
      json.field("graded_from", gradedFrom)
      json.field("max_score", maxScore)
      json.field("report_sha256", reportDigest)
      json.field("results") { json in
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
      if let rosterName { json.field("roster_name", rosterName) }
      json.field("score", score)
      json.field("student", student)
      json.field("unrecognized") {
        $0.array(unrecognized) { $1.write(to: &$0) }
      }
      json.field("unrecognized_omitted", unrecognizedOmitted)
    }
  }
}

extension ResultRecord: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field("diagnostics") {
        $0.array(self.diagnostics) { $1.write(to: &$0) }
      }
      json.field("findings") { $0.array(self.findings) { $1.write(to: &$0) } }
      json.field("findings_omitted", self.findingsOmitted)
      json.field("max_score", self.maxScore)
      json.field("outputs") { $0.array(self.outputs) { $1.write(to: &$0) } }
      json.field("reason", self.reason)
      json.field("scenario", self.scenario)
      json.field("score", self.score)
      json.field("submission", self.submission)
      json.field("submission_digest", self.submissionDigest)
      json.field("submission_shape", self.submissionShape)
      json.field("title", self.title)
      json.field("verdict", self.verdict.rawValue)
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
      json.field("extra_data", extraData)
      json.field("max_score", maxScore)
      json.field("output", output)
      json.field("score", score)
      json.field("tests") { $0.array(tests) { $1.write(to: &$0) } }
    }
  }
}

extension GradescopeReport.Test: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field("extra_data") { json in
        json.object { json in
          for key in extraData.keys.sorted() { json.field(.text(key), extraData[key]) }
        }
      }
      json.field("max_score", maxScore)
      json.field("name", name)
      json.field("output", output)
      json.field("score", score)
      json.field("status", status)
      json.field("visibility", visibility)
    }
  }
}

extension Classroom50Report.Document: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field("assignment", assignment)
      json.field("classroom", classroom)
      json.field("commit", commit)
      json.field("datetime", datetime)
      json.field("grader", grader)
      json.field("max-score", maxScore)
      json.field("release", release)
      json.field("review", review)
      json.field("schema", schema)
      json.field("score", score)
      json.field("submission", submission)
      json.field("tests") { $0.array(tests) { $1.write(to: &$0) } }
    }
  }
}

extension Classroom50Report.Test: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field("max-score", maxScore)
      json.field("passed", passed)
      json.field("score", score)
      json.field("submission", submission)
      json.field("submission-digest", submissionDigest)
      json.field("test-name", testName)
    }
  }
}

extension Receipt: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      json.field("grader_version", graderVersion)
      json.field("lessons_digest", lessonsDigest)
    }
  }
}
