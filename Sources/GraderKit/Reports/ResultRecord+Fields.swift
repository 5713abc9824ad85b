import GraderModel
import GraderReaders

extension ResultRecord {
  /// What a record stores, documented where ``ResultRecord`` gives each
  /// value, and coded as it is. A record holds them behind one reference,
  /// so that a copy, as a batch passes the records of every student along,
  /// retains one object, not a dozen strings and arrays.
  struct Fields: Sendable, Codable, Hashable {
    var scenario: String
    var title: String
    var verdict: Verdict
    var score: Points
    var maxScore: Int
    var submission: String
    var submissionDigest: String?
    var submissionShape: String?
    var reason: String?
    var outputs: [OutputRecord]
    var findings: [Finding]
    var findingsOmitted: Int?
    var diagnostics: [DiagnosticRecord]

    enum CodingKeys: String, CodingKey {
      case scenario, title, verdict, score, maxScore = "max_score", submission,
        submissionDigest = "submission_digest", submissionShape = "submission_shape", reason,
        outputs, findings,
        findingsOmitted = "findings_omitted", diagnostics
    }
  }

  /// The fields, shared by the copies of a record until one of them changes:
  /// that one first takes a box of its own (see ``unique()``), so no box is
  /// changed while another value holds it, and it is Sendable as its fields
  /// are. For the same reason no access to them needs checking at run time
  /// for another at once, which every read of a member would otherwise pay.
  final class Box: @unchecked Sendable {
    @exclusivity(unchecked) var fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  package init(from decoder: any Decoder) throws {
    box = Box(try Fields(from: decoder))
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

  /// Gives this record a box of its own before it changes, when another holds it too.
  private mutating func unique() {
    if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
  }

  package var scenario: String {
    get { box.fields.scenario }
    _modify {
      unique()
      yield &box.fields.scenario
    }
  }

  package var title: String {
    get { box.fields.title }
    _modify {
      unique()
      yield &box.fields.title
    }
  }

  package var verdict: Verdict {
    get { box.fields.verdict }
    _modify {
      unique()
      yield &box.fields.verdict
    }
  }

  package var score: Points {
    get { box.fields.score }
    _modify {
      unique()
      yield &box.fields.score
    }
  }

  package var maxScore: Int {
    get { box.fields.maxScore }
    _modify {
      unique()
      yield &box.fields.maxScore
    }
  }

  package var submission: String {
    get { box.fields.submission }
    _modify {
      unique()
      yield &box.fields.submission
    }
  }

  /// The SHA-256 of the submission's bytes, when they could be read.
  package var submissionDigest: String? {
    get { box.fields.submissionDigest }
    _modify {
      unique()
      yield &box.fields.submissionDigest
    }
  }

  /// The submission's ``SubmissionShape`` (16 hexadecimal digits), when its
  /// bytes could be read: equal for copies however disguised.
  package var submissionShape: String? {
    get { box.fields.submissionShape }
    _modify {
      unique()
      yield &box.fields.submissionShape
    }
  }

  package var reason: String? {
    get { box.fields.reason }
    _modify {
      unique()
      yield &box.fields.reason
    }
  }

  package var outputs: [OutputRecord] {
    get { box.fields.outputs }
    _modify {
      unique()
      yield &box.fields.outputs
    }
  }

  package var findings: [Finding] {
    get { box.fields.findings }
    _modify {
      unique()
      yield &box.fields.findings
    }
  }

  /// How many more differences there were than `findings` keeps; absent when none.
  package var findingsOmitted: Int? {
    get { box.fields.findingsOmitted }
    _modify {
      unique()
      yield &box.fields.findingsOmitted
    }
  }

  package var diagnostics: [DiagnosticRecord] {
    get { box.fields.diagnostics }
    _modify {
      unique()
      yield &box.fields.diagnostics
    }
  }
}
