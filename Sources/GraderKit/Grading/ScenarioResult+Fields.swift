import GraderModel
import GraderReaders

extension ScenarioResult {
  /// What a result stores, documented where ``ScenarioResult`` gives each
  /// value. A result holds them behind one reference, so that a copy, as
  /// reports and records pass a result along for every scenario of every
  /// student, retains one object, not twenty strings and arrays.
  struct Fields: Sendable {
    var scenarioID: String
    var title: String
    var points: Int
    var verdict: Verdict
    var submissionPath: String
    var reason: String?
    var unreadable: Bool = false
    var diagnostics: [Diagnostic] = []
    var comparisons: [OutputComparison] = []
    var findings: [Finding] = []
    var findingsOmitted: Int = 0
    var why: String = ""
    var withheld: Bool = false
    var notes: [String] = []
    var submissionDigest: String?
    var tree: ViewTree?
    var viewLines: [Int] = []
    var submissionShape: UInt64?
    var scoring: Scoring = .allOrNothing
    var warningsMatch: Bool?
    var shapeMatch: Bool?
    var recalled: Recalled?
  }

  /// The fields, shared by the copies of a result until one of them changes:
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

  /// A result for the scenario `scenarioID`, with nothing more known of it yet.
  package init(
    scenarioID: String, title: String, points: Int, verdict: Verdict, submissionPath: String
  ) {
    box = Box(
      Fields(
        scenarioID: scenarioID, title: title, points: points, verdict: verdict,
        submissionPath: submissionPath))
  }

  /// Gives this result a box of its own before it changes, when another holds it too.
  private mutating func unique() {
    if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
  }

  /// The scenario's full id, `lesson/id`.
  package var scenarioID: String {
    get { box.fields.scenarioID }
    _modify {
      unique()
      yield &box.fields.scenarioID
    }
  }

  /// The scenario's title.
  package var title: String {
    get { box.fields.title }
    _modify {
      unique()
      yield &box.fields.title
    }
  }

  /// What a pass is worth.
  package var points: Int {
    get { box.fields.points }
    _modify {
      unique()
      yield &box.fields.points
    }
  }

  /// How it went.
  package var verdict: Verdict {
    get { box.fields.verdict }
    _modify {
      unique()
      yield &box.fields.verdict
    }
  }

  /// The submission's path, where one was expected or found.
  package var submissionPath: String {
    get { box.fields.submissionPath }
    _modify {
      unique()
      yield &box.fields.submissionPath
    }
  }

  /// Why the submission could not be graded, for `error` and `missing`;
  /// who grades it, for `pending`.
  package var reason: String? {
    get { box.fields.reason }
    _modify {
      unique()
      yield &box.fields.reason
    }
  }

  /// Whether the submission could not be read at all: its bytes, or its
  /// description, which has errors or builds no single screen. A file that
  /// reads but is empty, or declares no views yet, is graded.
  package var unreadable: Bool {
    get { box.fields.unreadable }
    _modify {
      unique()
      yield &box.fields.unreadable
    }
  }

  /// The submission's errors and warnings.
  package var diagnostics: [Diagnostic] {
    get { box.fields.diagnostics }
    _modify {
      unique()
      yield &box.fields.diagnostics
    }
  }

  /// Each expected output beside the student's.
  package var comparisons: [OutputComparison] {
    get { box.fields.comparisons }
    _modify {
      unique()
      yield &box.fields.comparisons
    }
  }

  /// What differs, in the model's terms: at most ``findingLimit``.
  package var findings: [Finding] {
    get { box.fields.findings }
    _modify {
      unique()
      yield &box.fields.findings
    }
  }

  /// How many more differences there were than `findings` keeps.
  package var findingsOmitted: Int {
    get { box.fields.findingsOmitted }
    _modify {
      unique()
      yield &box.fields.findingsOmitted
    }
  }

  /// The scenario's reasoning, for a graded pass or failure whose lessons
  /// hold it; empty otherwise.
  package var why: String {
    get { box.fields.why }
    _modify {
      unique()
      yield &box.fields.why
    }
  }

  /// Whether the report a student reads holds only the verdict and points
  /// of this scenario, which the instructor judges or hides.
  package var withheld: Bool {
    get { box.fields.withheld }
    _modify {
      unique()
      yield &box.fields.withheld
    }
  }

  /// What a pass did not test: a `reads` where the reference has `takes`,
  /// or the other way round, which this scenario's rows cannot tell apart.
  package var notes: [String] {
    get { box.fields.notes }
    _modify {
      unique()
      yield &box.fields.notes
    }
  }

  /// The digest of the submission's bytes, when they could be read.
  package var submissionDigest: String? {
    get { box.fields.submissionDigest }
    _modify {
      unique()
      yield &box.fields.submissionDigest
    }
  }

  /// The student's tree, when the submission reads.
  package var tree: ViewTree? {
    get { box.fields.tree }
    _modify {
      unique()
      yield &box.fields.tree
    }
  }

  /// The line of the submission that declares each view of `tree`, by position.
  package var viewLines: [Int] {
    get { box.fields.viewLines }
    _modify {
      unique()
      yield &box.fields.viewLines
    }
  }

  /// The fingerprint of the submission without comments and whitespace.
  package var submissionShape: UInt64? {
    get { box.fields.submissionShape }
    _modify {
      unique()
      yield &box.fields.submissionShape
    }
  }

  /// How the points are earned.
  package var scoring: Scoring {
    get { box.fields.scoring }
    _modify {
      unique()
      yield &box.fields.scoring
    }
  }

  /// Whether the model's warnings match the scenario's, or `nil` when it checks none.
  package var warningsMatch: Bool? {
    get { box.fields.warningsMatch }
    _modify {
      unique()
      yield &box.fields.warningsMatch
    }
  }

  /// Whether the tree's shape matches the scenario's, or `nil` when it grades none.
  package var shapeMatch: Bool? {
    get { box.fields.shapeMatch }
    _modify {
      unique()
      yield &box.fields.shapeMatch
    }
  }

  /// What an earlier check printed under this scenario, and the points it
  /// earned, when the result is recalled (see ``GradeMemo``) rather than
  /// graded again: its comparisons, findings and tree are then unknown.
  package var recalled: Recalled? {
    get { box.fields.recalled }
    _modify {
      unique()
      yield &box.fields.recalled
    }
  }
}
