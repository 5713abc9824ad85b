import GraderModel
import GraderReaders

extension ResultRecord: BoxedFields {
  /// What a record stores, each read and changed as a member of the record
  /// itself (see ``Boxed``), and coded as it is.
  package struct Fields: Sendable, Codable, Hashable {
    package var scenario: String
    package var title: String
    package var verdict: Verdict
    package var score: Points
    package var maxScore: Int
    package var submission: String

    /// The SHA-256 of the submission's bytes, when they could be read.
    package var submissionDigest: String?

    /// The submission's ``SubmissionShape`` (16 hexadecimal digits), when its
    /// bytes could be read: equal for copies however disguised.
    package var submissionShape: String?
    package var reason: String?
    package var outputs: [OutputRecord]
    package var findings: [Finding]

    /// How many more differences there were than `findings` keeps; absent when none.
    package var findingsOmitted: Int?
    package var diagnostics: [DiagnosticRecord]

    enum CodingKeys: String, CodingKey {
      case scenario, title, verdict, score, maxScore = "max_score", submission,
        submissionDigest = "submission_digest", submissionShape = "submission_shape", reason,
        outputs, findings,
        findingsOmitted = "findings_omitted", diagnostics
    }
  }

  package init(from decoder: any Decoder) throws {
    box = Boxed(try Fields(from: decoder))
  }

  package func encode(to encoder: any Encoder) throws {
    try box.fields.encode(to: encoder)
  }

  package static func == (left: ResultRecord, right: ResultRecord) -> Bool {
    left.box.fields == right.box.fields
  }

  package func hash(into hasher: inout Hasher) {
    box.fields.hash(into: &hasher)
  }
}
