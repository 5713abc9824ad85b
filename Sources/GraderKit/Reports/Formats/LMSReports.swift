import Foundation

/// Renders one student's record as Gradescope's autograder `results.json`.
package struct GradescopeReport: Sendable {
  struct Document: Codable {
    var score: Points
    var maxScore: Int
    var output: String
    var tests: [Test]
    var extraData: Receipt

    enum CodingKeys: String, CodingKey {
      case score, maxScore = "max_score", output, tests, extraData = "extra_data"
    }
  }

  struct Test: Codable {
    var name: String
    var score: Points
    var maxScore: Int
    /// `passed` or `failed`; absent for a scenario the instructor has yet to
    /// grade, which is neither.
    var status: String?
    var output: String
    var extraData: [String: String]
    /// `after_published` for a hidden scenario, which students see only once
    /// the instructor publishes the grades; absent otherwise.
    var visibility: String?

    enum CodingKeys: String, CodingKey {
      case name, score, maxScore = "max_score", status, output, extraData = "extra_data",
        visibility
    }
  }

  package init() {}

  /// The JSON document for `record`.
  package func render(_ record: StudentRecord, info: RunInfo, details: [String]? = nil) -> String {
    JSONText.encode(document(record, info: info, details: details))
  }

  func document(_ record: StudentRecord, info: RunInfo, details: [String]? = nil) -> Document {
    let details = details ?? record.failureDetails
    let hidden = Set(info.scenarios.filter { $0.hidden == true }.map(\.id))
    // Students read the output at once: it counts only the visible tests,
    // and says nothing of the others, not even that there are any.
    let visible = record.results.filter { !hidden.contains($0.scenario) }
    var summary =
      "\(visible.reduce(.zero) { $0 + $1.score })/\(visible.reduce(0) { $0 + $1.maxScore }) points"
    let pending = visible.filter { $0.verdict == .pending }.reduce(0) { $0 + $1.maxScore }
    if pending > 0 {
      summary += "; \(pending) of them not yet graded: the instructor grades them"
    }
    summary += Self.unclaimed(record)
    return Document(
      score: record.score, maxScore: record.maxScore,
      output: record.error.map { "Could not grade: \($0)" } ?? summary,
      tests: zip(record.results, details).map { result, details in
        Test(
          name: "\(result.scenario): \(result.title)", score: result.score,
          maxScore: result.maxScore,
          status: result.verdict == .pending
            ? nil : result.verdict == .pass ? "passed" : "failed",
          output: result.verdict == .pass ? "passed" : details,
          extraData: Receipt.submission(result),
          visibility: hidden.contains(result.scenario) ? "after_published" : nil)
      }, extraData: Receipt(info))
  }
}

extension GradescopeReport {
  /// How many entries of the upload no scenario claims, the first few by
  /// name: a student who uploaded the wrong folder, or two copies of the
  /// course, reads why no work was found. One with a did-you-mean is told on
  /// its scenario's test.
  static func unclaimed(_ record: StudentRecord) -> String {
    let stray = record.unrecognized.filter { $0.suggestion == nil }.map(\.path)
    guard !stray.isEmpty else { return "" }
    let shown = 5
    let more = stray.count - shown + (record.unrecognizedOmitted ?? 0)
    return "; found but not graded (no scenario has the name): "
      + Array(stray.prefix(shown)).joinedText(separator: ", ")
      + (more > 0 ? " and \(more) more" : "")
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
    var score: Int
    var maxScore: Int
    var tests: [Test]
    var grader: Receipt

    enum CodingKeys: String, CodingKey {
      case schema, classroom, assignment, submission, commit, release, review, datetime, score,
        maxScore = "max-score", tests, grader
    }
  }

  struct Test: Codable {
    var testName: String
    var passed: Bool
    var score: Int
    var maxScore: Int
    var submission: String
    var submissionDigest: String?

    enum CodingKeys: String, CodingKey {
      case testName = "test-name", passed, score, maxScore = "max-score", submission,
        submissionDigest = "submission-digest"
    }
  }

  /// The JSON document for `record`.
  package func render(_ record: StudentRecord, info: RunInfo) -> String {
    JSONText.encode(document(record, info: info))
  }

  /// Classroom 50 has no hidden tests, and its student sees the whole
  /// document: a hidden scenario is left out, tests and points, for the
  /// instructor's batch alone to grade. Its runner takes only whole points,
  /// so a scenario's partial points are rounded down to a whole point (never
  /// more than was earned), and the total is the sum of the tests'.
  func document(_ record: StudentRecord, info: RunInfo) -> Document {
    let commit = context["COMMIT_URL"] ?? ""
    let hidden = Set(info.scenarios.filter { $0.hidden == true }.map(\.id))
    var tests = record.results.filter { !hidden.contains($0.scenario) }.map {
      Test(
        testName: $0.scenario, passed: $0.verdict == .pass,
        score: max(0, $0.score.hundredths / 100),
        maxScore: $0.maxScore, submission: $0.submission, submissionDigest: $0.submissionDigest)
    }
    // A student who could not be graded (an empty folder, one that could
    // not be gathered) has no results: each scenario is then a test failed
    // with no submission, so that the total is out of the course's points,
    // never 0 of 0, which a gradebook may read as no grade or as full marks.
    if record.notSubmitted {
      tests = info.scenarios.filter { $0.hidden != true }.map {
        Test(
          testName: $0.id, passed: false, score: 0, maxScore: $0.points, submission: "",
          submissionDigest: nil)
      }
    }
    return Document(
      classroom: context["CLASSROOM"] ?? "", assignment: context["ASSIGNMENT"] ?? "",
      submission: context["SUBMISSION_TAG"] ?? "", commit: commit,
      release: context["RELEASE_URL"] ?? "", review: context["REVIEW_URL"] ?? commit,
      datetime: now, score: tests.reduce(0) { $0 + $1.score },
      maxScore: tests.reduce(0) { $0 + $1.maxScore }, tests: tests, grader: Receipt(info))
  }
}

/// What a result was made with: the grader's version and the lesson set's
/// digest, as the LMS formats record them.
struct Receipt: Codable {
  var graderVersion: String
  var lessonsDigest: String

  enum CodingKeys: String, CodingKey {
    case graderVersion = "grader_version", lessonsDigest = "lessons_digest"
  }

  init(_ info: RunInfo) {
    graderVersion = info.graderVersion
    lessonsDigest = info.studentDigest
  }

  /// A test's submission and its digest, for Gradescope's per-test `extra_data`.
  static func submission(_ result: ResultRecord) -> [String: String] {
    var data = ["submission": result.submission]
    if let digest = result.submissionDigest { data["submission_digest"] = digest }
    return data
  }
}
