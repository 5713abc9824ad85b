import Foundation

/// Renders one student's record as Gradescope's autograder `results.json`.
package struct GradescopeReport: Sendable {
  struct Document: Codable {
    var score: Points
    var maxScore: Int
    var output: String
    var tests: [Test]

    enum CodingKeys: String, CodingKey {
      case score, maxScore = "max_score", output, tests
    }
  }

  struct Test: Codable {
    var name: String
    var score: Points
    var maxScore: Int
    var status: String
    var output: String

    enum CodingKeys: String, CodingKey {
      case name, score, maxScore = "max_score", status, output
    }
  }

  package init() {}

  /// The JSON document for `record`.
  package func render(_ record: StudentRecord) -> String {
    let document = Document(
      score: record.score, maxScore: record.maxScore,
      output: record.error.map { "Could not grade: \($0)" }
        ?? "\(record.score)/\(record.maxScore) points",
      tests: record.results.map { result in
        Test(
          name: "\(result.scenario): \(result.title)", score: result.score,
          maxScore: result.maxScore, status: result.verdict == .pass ? "passed" : "failed",
          output: result.verdict == .pass ? "passed" : result.details)
      })
    return JSONText.encode(document)
  }
}

/// Renders one student's record as Classroom 50's `classroom50/result/v1`.
///
/// The submission's context comes from the variables Classroom 50's runner
/// sets; `datetime` is stamped only when `now` is given, which the command
/// line does inside such a run.
package struct Classroom50Report: Sendable {
  /// The runner's variables: `CLASSROOM`, `ASSIGNMENT`, `SUBMISSION_TAG`,
  /// `COMMIT_URL`, `RELEASE_URL` and `REVIEW_URL`.
  package var context: [String: String]
  /// The time to stamp, formatted `YYYY-MM-DDTHH:MM:SSZ`.
  package var now: String?

  package init(context: [String: String], now: String?) {
    self.context = context
    self.now = now
  }

  struct Document: Codable {
    var schema = "classroom50/result/v1"
    var classroom: String
    var assignment: String
    var submission: String
    var commit: String
    var release: String
    var review: String
    var datetime: String?
    var score: Points
    var maxScore: Int
    var tests: [Test]

    enum CodingKeys: String, CodingKey {
      case schema, classroom, assignment, submission, commit, release, review, datetime, score,
        maxScore = "max-score", tests
    }
  }

  struct Test: Codable {
    var testName: String
    var passed: Bool
    var score: Points
    var maxScore: Int

    enum CodingKeys: String, CodingKey {
      case testName = "test-name", passed, score, maxScore = "max-score"
    }
  }

  /// The JSON document for `record`.
  package func render(_ record: StudentRecord) -> String {
    let commit = context["COMMIT_URL"] ?? ""
    let document = Document(
      classroom: context["CLASSROOM"] ?? "", assignment: context["ASSIGNMENT"] ?? "",
      submission: context["SUBMISSION_TAG"] ?? "", commit: commit,
      release: context["RELEASE_URL"] ?? "", review: context["REVIEW_URL"] ?? commit,
      datetime: now, score: record.score, maxScore: record.maxScore,
      tests: record.results.map {
        Test(
          testName: $0.scenario, passed: $0.verdict == .pass, score: $0.score, maxScore: $0.maxScore
        )
      })
    return JSONText.encode(document)
  }
}

/// JSON encoding with sorted keys, the same bytes on every run.
package enum JSONText {
  /// `value` as pretty-printed JSON with sorted keys and a final newline.
  package static func encode(_ value: some Encodable, pretty: Bool = true) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty
      ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      : [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + (pretty ? "\n" : "")
  }
}
