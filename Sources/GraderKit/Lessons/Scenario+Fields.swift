import GraderModel
import GraderReaders

extension Scenario {
  /// What a scenario stores, documented where ``Scenario`` gives each
  /// value. A scenario holds them behind one reference, so that passing one
  /// around for every student of a class retains one object, not some
  /// thirty strings and arrays; changing one, as lessons load or a release
  /// is made, copies them.
  struct Fields: Sendable {
    var lesson: String {
      didSet { named() }
    }
    var id: String {
      didSet { named() }
    }
    var fullID: String
    var missingReason: String
    var title: String
    var points: Int
    var task: String
    var why: String = ""
    var source: String {
      didSet {
        sourceMapCache = Guarded(nil)
        viewsCache = Guarded(nil)
      }
    }
    var viewsCache = Guarded<Set<String>?>(nil)
    var sourceMapCache = Guarded<SourceMap?>(nil)
    var changedKeysCache = Guarded<Set<String>?>(nil)
    var script: [ScriptStep] {
      didSet { changedKeysCache = Guarded(nil) }
    }
    var expected: [Output] {
      didSet { expectedLines = expected.map(\.lines) }
    }
    var expectedLines: [[String]] = []
    var givenDigests: [String]
    var reference: Description? {
      didSet { viewsCache = Guarded(nil) }
    }
    var scoring: Scoring
    var visibility: Visibility
    var judging: Judging = .grader
    var accepted: [Acceptance]
    var warnings: [String]?
    var warningsDigest: String?
    var gradesShape: Bool = false
    var givenShapeDigest: String?
    var isLean = false
    var fixtureKey: UInt64?
    var file: SourceFile
    var sections: [String: Range<Int>]

    /// Makes the full id and the missing reason again, after the id or the lesson changed.
    private mutating func named() {
      fullID = ScenarioID.fullID(lesson: lesson, id: id)
      missingReason = Grader.missingReason(fullID)
    }
  }

  /// The fields, shared by every copy of a scenario: never changed, only replaced.
  final class Box: Sendable {
    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  init(fields: Fields) {
    box = Box(fields)
  }

  /// Changes the fields, in a copy of them.
  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = box.fields
    change(&fields)
    box = Box(fields)
  }

  /// The lesson folder's name, such as `04-environment-values`.
  package var lesson: String {
    get { box.fields.lesson }
    set { update { $0.lesson = newValue } }
  }

  /// The scenario's id within its lesson, such as `reader-deep-in-the-tree`.
  package var id: String {
    get { box.fields.id }
    set { update { $0.id = newValue } }
  }

  /// The scenario's full id, `lesson/id`, as commands and reports name it:
  /// made once, since every student's grade asks for it several times.
  package var fullID: String { box.fields.fullID }

  /// Why a student with no submission for it is missing it, and how to
  /// start it (``Grader/missingReason(_:swift:)``): made once too, since
  /// most students of a class leave most scenarios unstarted.
  package var missingReason: String { box.fields.missingReason }

  /// A one-line title.
  package var title: String {
    get { box.fields.title }
    set { update { $0.title = newValue } }
  }

  /// What a pass is worth.
  package var points: Int {
    get { box.fields.points }
    set { update { $0.points = newValue } }
  }

  /// What to model and which question to answer: it asks, and never says
  /// which view runs.
  package var task: String {
    get { box.fields.task }
    set { update { $0.task = newValue } }
  }

  /// The reasoning behind the rows, shown once the student has tried: with
  /// the explanations of a failure, and as "why" beside a pass. Empty when
  /// the scenario has none, and in a release that keeps no answer.
  package var why: String {
    get { box.fields.why }
    set { update { $0.why = newValue } }
  }

  /// The SwiftUI source of the screen to model.
  package var source: String {
    get { box.fields.source }
    set { update { $0.source = newValue } }
  }

  var viewsCache: Guarded<Set<String>?> {
    get { box.fields.viewsCache }
    set { update { $0.viewsCache = newValue } }
  }

  var sourceMapCache: Guarded<SourceMap?> {
    get { box.fields.sourceMapCache }
    set { update { $0.sourceMapCache = newValue } }
  }

  var changedKeysCache: Guarded<Set<String>?> {
    get { box.fields.changedKeysCache }
    set { update { $0.changedKeysCache = newValue } }
  }

  /// The changes and counts the grader applies to the student's tree.
  package var script: [ScriptStep] {
    get { box.fields.script }
    set { update { $0.script = newValue } }
  }

  /// What the script prints over the reference description; empty in a
  /// release that keeps only the digests of the rows.
  package var expected: [Output] {
    get { box.fields.expected }
    set { update { $0.expected = newValue } }
  }

  /// The printed lines of each expected output, printed once for every
  /// student's record to share.
  package var expectedLines: [[String]] { box.fields.expectedLines }

  /// The digests of the expected outputs as a release that keeps only those
  /// gives them, in place of the rows; empty where the rows are here.
  package var givenDigests: [String] {
    get { box.fields.givenDigests }
    set { update { $0.givenDigests = newValue } }
  }

  /// The reference description, a `.tree` text the expected rows come from;
  /// absent in a student release.
  package var reference: Description? {
    get { box.fields.reference }
    set { update { $0.reference = newValue } }
  }

  /// How a scenario's points are earned.
  package var scoring: Scoring {
    get { box.fields.scoring }
    set { update { $0.scoring = newValue } }
  }

  /// Whether students see the scenario, or only the instructor's batch grades it.
  package var visibility: Visibility {
    get { box.fields.visibility }
    set { update { $0.visibility = newValue } }
  }

  /// Who judges the scenario: the grader wherever it runs, or only the
  /// instructor's own lessons, whose answers no release carries.
  package var judging: Judging {
    get { box.fields.judging }
    set { update { $0.judging = newValue } }
  }

  /// Perturbations of the reference that the lint accepts as undetected, with the reasons.
  package var accepted: [Acceptance] {
    get { box.fields.accepted }
    set { update { $0.accepted = newValue } }
  }

  /// The model's warnings a correct tree gives (a lazy key read where nothing
  /// places it), sorted; `nil` when the scenario checks none.
  package var warnings: [String]? {
    get { box.fields.warnings }
    set { update { $0.warnings = newValue } }
  }

  /// The digest of the expected warnings (see ``Digests/warnings(_:scenario:)``),
  /// or `nil` when the scenario checks none.
  package var warningsDigest: String? {
    get { box.fields.warningsDigest }
    set { update { $0.warningsDigest = newValue } }
  }

  /// Whether the scenario grades the tree's shape (each view with its
  /// parent) as an output of its own.
  package var gradesShape: Bool {
    get { box.fields.gradesShape }
    set { update { $0.gradesShape = newValue } }
  }

  /// The digest of the expected shape as the fixture gives it
  /// (`shape-digest:`), or as a release keeps it once the reference is gone.
  package var givenShapeDigest: String? {
    get { box.fields.givenShapeDigest }
    set { update { $0.givenShapeDigest = newValue } }
  }

  /// Whether only the header was read: a fixture an earlier check read
  /// cleanly (see ``LessonCache``), which no submission answers. Its task,
  /// source, script and answers are empty until
  /// ``LessonCatalog/completing(_:)`` reads it in full.
  package var isLean: Bool {
    get { box.fields.isLean }
    set { update { $0.isLean = newValue } }
  }

  /// The fixture's key in the lessons cache (see
  /// ``LessonCache/key(lesson:file:identity:bytes:)``), when it was loaded
  /// by one: what a check remembers of its grade is keyed by it.
  package var fixtureKey: UInt64? {
    get { box.fields.fixtureKey }
    set { update { $0.fixtureKey = newValue } }
  }

  /// The fixture file.
  package var file: SourceFile {
    get { box.fields.file }
    set { update { $0.file = newValue } }
  }

  /// The zero-based line range of each section of the fixture, by name.
  package var sections: [String: Range<Int>] {
    get { box.fields.sections }
    set { update { $0.sections = newValue } }
  }
}
