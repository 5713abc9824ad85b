import GraderModel
import GraderReaders

extension ScenarioResult: BoxedFields {
  /// What a result stores, each read and changed as a member of the result
  /// itself (see ``Boxed``).
  package struct Fields: Sendable {
    /// The scenario's full id, `lesson/id`.
    package var scenarioID: String

    /// The scenario's title.
    package var title: String

    /// What a pass is worth.
    package var points: Int

    /// How it went.
    package var verdict: Verdict

    /// The submission's path, where one was expected or found.
    package var submissionPath: String

    /// Why the submission could not be graded, for `error` and `missing`;
    /// who grades it, for `pending`.
    package var reason: String?

    /// Whether the submission could not be read at all: its bytes, or its
    /// description, which has errors or builds no single screen. A file that
    /// reads but is empty, or declares no views yet, is graded.
    package var unreadable: Bool = false

    /// The submission's errors and warnings.
    package var diagnostics: [Diagnostic] = []

    /// Each expected output beside the student's.
    package var comparisons: [OutputComparison] = []

    /// What differs, in the model's terms: at most ``findingLimit``.
    package var findings: [Finding] = []

    /// How many more differences there were than `findings` keeps.
    package var findingsOmitted: Int = 0

    /// The scenario's reasoning, for a graded pass or failure whose lessons
    /// hold it; empty otherwise.
    package var why: String = ""

    /// Whether the report a student reads holds only the verdict and points
    /// of this scenario, which the instructor judges or hides.
    package var withheld: Bool = false

    /// What a pass did not test: a `reads` where the reference has `takes`,
    /// or the other way round, which this scenario's rows cannot tell apart.
    package var notes: [String] = []

    /// The digest of the submission's bytes, when they could be read.
    package var submissionDigest: String?

    /// The student's tree, when the submission reads.
    package var tree: ViewTree?

    /// The line of the submission that declares each view of `tree`, by position.
    package var viewLines: [Int] = []

    /// The fingerprint of the submission without comments and whitespace.
    package var submissionShape: UInt64?

    /// How the points are earned.
    package var scoring: Scoring = .allOrNothing

    /// Whether the model's warnings match the scenario's, or `nil` when it checks none.
    package var warningsMatch: Bool?

    /// Whether the tree's shape matches the scenario's, or `nil` when it grades none.
    package var shapeMatch: Bool?

    /// What an earlier check printed under this scenario, and the points it
    /// earned, when the result is recalled (see ``GradeMemo``) rather than
    /// graded again: its comparisons, findings and tree are then unknown.
    package var recalled: Recalled?
  }

  /// A result for the scenario `scenarioID`, with nothing more known of it yet.
  package init(
    scenarioID: String, title: String, points: Int, verdict: Verdict, submissionPath: String
  ) {
    box = Boxed(
      Fields(
        scenarioID: scenarioID, title: title, points: points, verdict: verdict,
        submissionPath: submissionPath))
  }
}
