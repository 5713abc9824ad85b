/// The ids of a scenario file's fields and sections: names, values and the
/// sections a scenario needs.
extension DiagnosticCatalog {
  static let lessonFormat = entries(
    #"""
    lesson.not-a-field-or-section · error
      A line of a scenario's header is neither a field (`name: value`) nor a section (`--- name`).
      > expected a field such as 'title: …' or a section such as '--- task'

    lesson.unknown-field · error
      A scenario names a field it does not have; a did-you-mean note follows when one is close.
      > unknown field 'NAME'; a scenario has the fields 'title', 'points', 'id', 'formerly', 'formerly-digest', 'scoring', 'visibility', 'judging', 'accept', 'warns', 'warns-digest', 'shape', 'shape-digest'

    lesson.field-given-twice · error
      A scenario gives a field twice.
      > field 'NAME' is given twice

    lesson.unknown-section · error
      A scenario names a section it does not have; a did-you-mean note follows when one is close.
      > unknown section 'NAME'; a scenario has the sections 'task', 'why', 'source', 'script', 'expected', 'digests', 'reference'

    lesson.section-given-twice · error
      A scenario gives a section twice.
      > section 'NAME' is given twice

    lesson.did-you-mean · note
      The field or section name closest to an unknown one.
      > did you mean 'NAME'?

    lesson.missing-field · error
      A scenario lacks a required field: `title:` or `points:`.
      > missing the field 'title:'

    lesson.empty-title · error
      A scenario's `title:` is empty.
      > the title is empty; give the scenario a one-line title

    lesson.invalid-points · error
      A scenario's `points:` is not a whole number from 1 to 1000.
      > 'points' takes a whole number from 1 to 1000, not 'VALUE'

    lesson.invalid-scenario-id · error
      A scenario's id is empty, too long, or holds characters other than ASCII letters, digits, `-`,
      `_` and inner dots.
      > the scenario id 'ID' is not allowed; an id holds letters, digits, '-', '_' and inner dots, at most LIMIT characters

    lesson.invalid-formerly · error
      A scenario's `formerly:` lists no id, or lists the scenario's own id; or its
      `formerly-digest:` holds something other than SHA-256 digests.
      > 'formerly' lists the ids the scenario had before, separated by spaces

    lesson.invalid-choice · error
      A field that takes one of a few words (`scoring:`, `visibility:`, `judging:`) holds another.
      > 'scoring' is 'all-or-nothing' or 'per-output', not 'VALUE'

    lesson.invalid-shape · error
      A scenario's `shape:` holds something other than `graded`.
      > 'shape' is 'graded' (the tree's shape is graded as an output of its own), not 'VALUE'

    lesson.malformed-accept · error
      An `accept:` line lacks the `: ` that separates the perturbation from the reason.
      > 'accept' takes a perturbation and a reason: 'accept: move SidebarView under ArticleView: why no change needs to tell them apart'

    lesson.accept-part-empty · error
      An `accept:` line leaves its perturbation or its reason empty.
      > 'accept' needs both a perturbation and a reason

    lesson.invalid-accept-pattern · error
      An `accept:` line's perturbation does not begin with what is done, or names no view or key, so
      it would accept every perturbation of its kind.
      > 'accept: PATTERN' names no view or key, so it would accept every perturbation of its kind; name the view or key it is about, such as 'accept: VERB SidebarView *: REASON'

    lesson.missing-section · error
      A scenario lacks a required section: `--- task`, `--- source` or `--- script`.
      > missing the section '--- task'

    lesson.missing-expected-section · error
      A scenario has neither `--- expected` nor `--- digests`, which only a released scenario the
      instructor judges goes without; an empty `--- expected` is filled in by `grader record
      --write`.
      > missing the section '--- expected'; leave it empty and run 'grader record --write' to fill it in

    lesson.missing-reference-section · error
      `grader record` reads a scenario that has `--- expected` but no `--- reference` to record it
      from.
      > missing the section '--- reference'

    lesson.expected-and-digests · error
      A scenario has both `--- expected` and `--- digests`; it keeps its rows one way.
      > a scenario has '--- expected' or '--- digests', not both

    lesson.warns-and-warns-digest · error
      A scenario has both `warns:` lines and a `warns-digest:`.
      > a scenario has 'warns:' or 'warns-digest:', not both

    lesson.shape-and-shape-digest · error
      A scenario has both `shape:` and `shape-digest:`.
      > a scenario has 'shape:' or 'shape-digest:', not both

    lesson.malformed-digest · error
      A digest (`warns-digest:`, `shape-digest:`, a line of `--- digests`) is not 64 lowercase
      hexadecimal digits.
      > a digest is 64 lowercase hexadecimal digits

    lesson.answer-in-instructor-judged · error
      A scenario the instructor judges keeps a digest of its answers; its answers stay in the
      instructor's lessons.
      > a scenario the instructor judges keeps no '--- digests'; its answers stay in the instructor's lessons

    lesson.reference-in-release · error
      A scenario with `--- digests`, as a student release keeps it, also holds a `--- reference`.
      > a release with '--- digests' holds no reference
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let notAFieldOrSection: Self = "lesson.not-a-field-or-section"
  public static let unknownField: Self = "lesson.unknown-field"
  public static let fieldGivenTwice: Self = "lesson.field-given-twice"
  public static let unknownSection: Self = "lesson.unknown-section"
  public static let sectionGivenTwice: Self = "lesson.section-given-twice"
  public static let lessonDidYouMean: Self = "lesson.did-you-mean"
  public static let missingField: Self = "lesson.missing-field"
  public static let emptyTitle: Self = "lesson.empty-title"
  public static let invalidPoints: Self = "lesson.invalid-points"
  public static let invalidScenarioID: Self = "lesson.invalid-scenario-id"
  public static let invalidFormerly: Self = "lesson.invalid-formerly"
  public static let invalidChoice: Self = "lesson.invalid-choice"
  public static let invalidShape: Self = "lesson.invalid-shape"
  public static let malformedAccept: Self = "lesson.malformed-accept"
  public static let acceptPartEmpty: Self = "lesson.accept-part-empty"
  public static let invalidAcceptPattern: Self = "lesson.invalid-accept-pattern"
  public static let missingSection: Self = "lesson.missing-section"
  public static let missingExpectedSection: Self = "lesson.missing-expected-section"
  public static let missingReferenceSection: Self = "lesson.missing-reference-section"
  public static let expectedAndDigests: Self = "lesson.expected-and-digests"
  public static let warnsAndWarnsDigest: Self = "lesson.warns-and-warns-digest"
  public static let shapeAndShapeDigest: Self = "lesson.shape-and-shape-digest"
  public static let malformedDigest: Self = "lesson.malformed-digest"
  public static let answerInInstructorJudged: Self = "lesson.answer-in-instructor-judged"
  public static let referenceInRelease: Self = "lesson.reference-in-release"
}
