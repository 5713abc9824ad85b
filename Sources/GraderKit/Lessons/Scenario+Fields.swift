import GraderModel
import GraderReaders

extension Scenario: BoxedFields {
  /// What a scenario stores, each read as a member of the scenario itself
  /// (see ``Boxed``); changed only as lessons load and releases are made.
  package struct Fields: Sendable {
    /// The lesson folder's name, such as `04-environment-values`.
    package var lesson: String {
      didSet { named() }
    }

    /// The scenario's id within its lesson, such as `reader-deep-in-the-tree`.
    package var id: String {
      didSet { named() }
    }

    /// The scenario's full id, `lesson/id`, as commands and reports name it:
    /// made once, since every student's grade asks for it several times.
    package private(set) var fullID: String

    /// Why a student with no submission for it is missing it, and how to
    /// start it (``Grader/missingReason(_:swift:)``): made once too, since
    /// most students of a class leave most scenarios unstarted.
    package private(set) var missingReason: String

    /// Where its `.tree` submission lies under a submissions folder,
    /// `/lesson/id.tree`: made once too, for the path a missing one is
    /// shown at.
    package private(set) var treeFileSuffix: String

    /// The ids the scenario had before (its `formerly:` field): a file still
    /// named by one is this scenario's work under an old name.
    package var formerIDs: [String] = []

    /// The digests of the ids it had before (its `formerly-digest:` field),
    /// where a digest release keeps its former ids: an old name is
    /// recognised without being shown.
    package var formerDigests: [String] = []

    /// A one-line title.
    package var title: String

    /// What a pass is worth.
    package var points: Int

    /// What to model and which question to answer: it asks, and never says
    /// which view runs.
    package var task: String

    /// The reasoning behind the rows, shown once the student has tried: with
    /// the explanations of a failure, and as "why" beside a pass. Empty when
    /// the scenario has none, and in a release that keeps no answer.
    package var why: String = ""

    /// The SwiftUI source of the screen to model.
    package var source: String {
      didSet {
        sourceMapCache = Guarded(nil)
        viewsCache = Guarded(nil)
      }
    }

    var viewsCache = Guarded<Set<String>?>(nil)
    var sourceMapCache = Guarded<SourceMap?>(nil)
    var changedKeysCache = Guarded<Set<String>?>(nil)

    /// The changes and counts the grader applies to the student's tree.
    package var script: [ScriptStep] {
      didSet { changedKeysCache = Guarded(nil) }
    }

    /// What the script prints over the reference description; empty in a
    /// release that keeps only the digests of the rows.
    package var expected: [Output] {
      didSet { expectedLines = expected.map(\.lines) }
    }

    /// The printed lines of each expected output, printed once for every
    /// student's record to share.
    package private(set) var expectedLines: [[String]] = []

    /// The digests of the expected outputs as a release that keeps only those
    /// gives them, in place of the rows; empty where the rows are here.
    package var givenDigests: [String]

    /// The reference description, a `.tree` text the expected rows come from;
    /// absent in a student release.
    package var reference: Description? {
      didSet { viewsCache = Guarded(nil) }
    }

    /// How a scenario's points are earned.
    package var scoring: Scoring

    /// Whether students see the scenario, or only the instructor's batch grades it.
    package var visibility: Visibility

    /// Who judges the scenario: the grader wherever it runs, or only the
    /// instructor's own lessons, whose answers no release carries.
    package var judging: Judging = .grader

    /// Perturbations of the reference that the lint accepts as undetected, with the reasons.
    package var accepted: [Acceptance]

    /// The model's warnings a correct tree gives (a lazy key read where nothing
    /// places it), sorted; `nil` when the scenario checks none.
    package var warnings: [String]?

    /// The digest of the expected warnings (see ``Digests/warnings(_:scenario:)``),
    /// or `nil` when the scenario checks none.
    package var warningsDigest: String?

    /// Whether the scenario grades the tree's shape (each view with its
    /// parent) as an output of its own.
    package var gradesShape: Bool = false

    /// The digest of the expected shape as the fixture gives it
    /// (`shape-digest:`), or as a release keeps it once the reference is gone.
    package var givenShapeDigest: String?

    /// Whether only the header was read: a fixture an earlier check read
    /// cleanly (see ``LessonCache``), which no submission answers. Its task,
    /// source, script and answers are empty until
    /// ``LessonCatalog/completing(_:)`` reads it in full.
    package var isLean = false

    /// The fixture's key in the lessons cache (see
    /// ``LessonCache/key(lesson:file:identity:bytes:)``), when it was loaded
    /// by one: what a check remembers of its grade is keyed by it.
    package var fixtureKey: UInt64?

    /// The fixture file.
    package var file: SourceFile

    /// The zero-based line range of each section of the fixture, by name.
    package var sections: [String: Range<Int>]

    /// Makes the full id and the missing reason again, after the id or the lesson changed.
    private mutating func named() {
      fullID = ScenarioID.fullID(lesson: lesson, id: id)
      missingReason = Grader.missingReason(fullID)
      treeFileSuffix = String(concatenating: "/", fullID, ".tree")
    }
  }

  init(fields: Fields) {
    box = Boxed(fields)
  }

  /// The full id, read straight from the box: through the member lookup,
  /// whose key path the compiler does not see through here, every read
  /// copied the whole of the fields.
  package var fullID: String { box.fields.fullID }
}
