/// The ids of a scenario file's fields and sections: names, values and the
/// sections a scenario needs.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let notAFieldOrSection: DiagnosticID = "lesson.not-a-field-or-section"
  public static let unknownField: DiagnosticID = "lesson.unknown-field"
  public static let fieldGivenTwice: DiagnosticID = "lesson.field-given-twice"
  public static let unknownSection: DiagnosticID = "lesson.unknown-section"
  public static let sectionGivenTwice: DiagnosticID = "lesson.section-given-twice"
  public static let lessonDidYouMean: DiagnosticID = "lesson.did-you-mean"
  public static let missingField: DiagnosticID = "lesson.missing-field"
  public static let emptyTitle: DiagnosticID = "lesson.empty-title"
  public static let invalidPoints: DiagnosticID = "lesson.invalid-points"
  public static let invalidScenarioID: DiagnosticID = "lesson.invalid-scenario-id"
  public static let invalidChoice: DiagnosticID = "lesson.invalid-choice"
  public static let invalidShape: DiagnosticID = "lesson.invalid-shape"
  public static let malformedAccept: DiagnosticID = "lesson.malformed-accept"
  public static let acceptPartEmpty: DiagnosticID = "lesson.accept-part-empty"
  public static let invalidAcceptPattern: DiagnosticID = "lesson.invalid-accept-pattern"
  public static let missingSection: DiagnosticID = "lesson.missing-section"
  public static let missingExpectedSection: DiagnosticID = "lesson.missing-expected-section"
  public static let missingReferenceSection: DiagnosticID = "lesson.missing-reference-section"
  public static let expectedAndDigests: DiagnosticID = "lesson.expected-and-digests"
  public static let warnsAndWarnsDigest: DiagnosticID = "lesson.warns-and-warns-digest"
  public static let shapeAndShapeDigest: DiagnosticID = "lesson.shape-and-shape-digest"
  public static let malformedDigest: DiagnosticID = "lesson.malformed-digest"
  public static let answerInInstructorJudged: DiagnosticID = "lesson.answer-in-instructor-judged"
  public static let referenceInRelease: DiagnosticID = "lesson.reference-in-release"
}

extension DiagnosticCatalog {
  static let lessonFormat: [Entry] = [
    Entry(
      .notAFieldOrSection, severity: "error",
      meaning:
        "A line of a scenario's header is neither a field (`name: value`) nor a section (`--- name`).",
      example: "expected a field such as 'title: …' or a section such as '--- task'"),
    Entry(
      .unknownField, severity: "error",
      meaning:
        "A scenario names a field it does not have; a did-you-mean note follows when one is close.",
      example:
        "unknown field 'NAME'; a scenario has the fields 'title', 'points', 'id', 'scoring', 'visibility', 'judging', 'accept', 'warns', 'warns-digest', 'shape', 'shape-digest'"
    ),
    Entry(
      .fieldGivenTwice, severity: "error",
      meaning: "A scenario gives a field twice.",
      example: "field 'NAME' is given twice"),
    Entry(
      .unknownSection, severity: "error",
      meaning:
        "A scenario names a section it does not have; a did-you-mean note follows when one is close.",
      example:
        "unknown section 'NAME'; a scenario has the sections 'task', 'why', 'source', 'script', 'expected', 'digests', 'reference'"
    ),
    Entry(
      .sectionGivenTwice, severity: "error",
      meaning: "A scenario gives a section twice.",
      example: "section 'NAME' is given twice"),
    Entry(
      .lessonDidYouMean, severity: "note",
      meaning: "The field or section name closest to an unknown one.",
      example: "did you mean 'NAME'?"),
    Entry(
      .missingField, severity: "error",
      meaning: "A scenario lacks a required field: `title:` or `points:`.",
      example: "missing the field 'title:'"),
    Entry(
      .emptyTitle, severity: "error",
      meaning: "A scenario's `title:` is empty.",
      example: "the title is empty; give the scenario a one-line title"),
    Entry(
      .invalidPoints, severity: "error",
      meaning: "A scenario's `points:` is not a whole number from 1 to 1000.",
      example: "'points' takes a whole number from 1 to 1000, not 'VALUE'"),
    Entry(
      .invalidScenarioID, severity: "error",
      meaning:
        "A scenario's id is empty, too long, or holds characters other than ASCII letters, digits, `-`, `_` and inner dots.",
      example:
        "the scenario id 'ID' is not allowed; an id holds letters, digits, '-', '_' and inner dots, at most LIMIT characters"
    ),
    Entry(
      .invalidChoice, severity: "error",
      meaning:
        "A field that takes one of a few words (`scoring:`, `visibility:`, `judging:`) holds another.",
      example: "'scoring' is 'all-or-nothing' or 'per-output', not 'VALUE'"),
    Entry(
      .invalidShape, severity: "error",
      meaning: "A scenario's `shape:` holds something other than `graded`.",
      example:
        "'shape' is 'graded' (the tree's shape is graded as an output of its own), not 'VALUE'"),
    Entry(
      .malformedAccept, severity: "error",
      meaning: "An `accept:` line lacks the `: ` that separates the perturbation from the reason.",
      example:
        "'accept' takes a perturbation and a reason: 'accept: move SidebarView under ArticleView: why no change needs to tell them apart'"
    ),
    Entry(
      .acceptPartEmpty, severity: "error",
      meaning: "An `accept:` line leaves its perturbation or its reason empty.",
      example: "'accept' needs both a perturbation and a reason"),
    Entry(
      .invalidAcceptPattern, severity: "error",
      meaning:
        "An `accept:` line's perturbation does not begin with what is done, or names no view or key, so it would accept every perturbation of its kind.",
      example:
        "'accept: PATTERN' names no view or key, so it would accept every perturbation of its kind; name the view or key it is about, such as 'accept: VERB SidebarView *: REASON'"
    ),
    Entry(
      .missingSection, severity: "error",
      meaning: "A scenario lacks a required section: `--- task`, `--- source` or `--- script`.",
      example: "missing the section '--- task'"),
    Entry(
      .missingExpectedSection, severity: "error",
      meaning:
        "A scenario has neither `--- expected` nor `--- digests`, which only a released scenario the instructor judges goes without; an empty `--- expected` is filled in by `grader record --write`.",
      example:
        "missing the section '--- expected'; leave it empty and run 'grader record --write' to fill it in"
    ),
    Entry(
      .missingReferenceSection, severity: "error",
      meaning:
        "`grader record` reads a scenario that has `--- expected` but no `--- reference` to record it from.",
      example: "missing the section '--- reference'"),
    Entry(
      .expectedAndDigests, severity: "error",
      meaning: "A scenario has both `--- expected` and `--- digests`; it keeps its rows one way.",
      example: "a scenario has '--- expected' or '--- digests', not both"),
    Entry(
      .warnsAndWarnsDigest, severity: "error",
      meaning: "A scenario has both `warns:` lines and a `warns-digest:`.",
      example: "a scenario has 'warns:' or 'warns-digest:', not both"),
    Entry(
      .shapeAndShapeDigest, severity: "error",
      meaning: "A scenario has both `shape:` and `shape-digest:`.",
      example: "a scenario has 'shape:' or 'shape-digest:', not both"),
    Entry(
      .malformedDigest, severity: "error",
      meaning:
        "A digest (`warns-digest:`, `shape-digest:`, a line of `--- digests`) is not 64 lowercase hexadecimal digits.",
      example: "a digest is 64 lowercase hexadecimal digits"),
    Entry(
      .answerInInstructorJudged, severity: "error",
      meaning:
        "A scenario the instructor judges keeps a digest of its answers; its answers stay in the instructor's lessons.",
      example:
        "a scenario the instructor judges keeps no '--- digests'; its answers stay in the instructor's lessons"
    ),
    Entry(
      .referenceInRelease, severity: "error",
      meaning:
        "A scenario with `--- digests`, as a student release keeps it, also holds a `--- reference`.",
      example: "a release with '--- digests' holds no reference"),
  ]
}
