/// The ids of reading the `.tree` form, line by line: `key`, `change` and `count`
/// lines, a view's clauses, and indentation.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let unterminatedQuotedName: DiagnosticID = "tree.unterminated-quoted-name"
  public static let invalidEscapeInName: DiagnosticID = "tree.invalid-escape-in-name"
  public static let swiftSyntaxInLine: DiagnosticID = "tree.swift-syntax-in-line"
  public static let indentedStatement: DiagnosticID = "tree.indented-statement"
  public static let notAScriptLine: DiagnosticID = "tree.not-a-script-line"
  public static let malformedChange: DiagnosticID = "tree.malformed-change"
  public static let textAfterCount: DiagnosticID = "tree.text-after-count"
  public static let keyLineTooShort: DiagnosticID = "tree.key-line-too-short"
  public static let treeUnknownStorage: DiagnosticID = "tree.unknown-storage"
  public static let storageNeedsOneName: DiagnosticID = "tree.storage-needs-one-name"
  public static let textAfterEnvironment: DiagnosticID = "tree.text-after-environment"
  public static let lazyBeforeStorage: DiagnosticID = "tree.lazy-before-storage"
  public static let treeLazyKeyNotEnvironment: DiagnosticID = "tree.lazy-key-not-environment"
  public static let treeStorageKeyGivenTwice: DiagnosticID = "tree.storage-key-given-twice"
  public static let treeStorageKeyFirstGiven: DiagnosticID = "tree.storage-key-first-given"
  public static let parentWithoutName: DiagnosticID = "tree.parent-without-name"
  public static let expectedClause: DiagnosticID = "tree.expected-clause"
  public static let clauseTooLate: DiagnosticID = "tree.clause-too-late"
  public static let clauseRepeated: DiagnosticID = "tree.clause-repeated"
  public static let mergeRepeatedClause: DiagnosticID = "tree.merge-repeated-clause"
  public static let clauseWithoutKeys: DiagnosticID = "tree.clause-without-keys"
  public static let misplacedFrom: DiagnosticID = "tree.misplaced-from"
  public static let treePlacedFromItself: DiagnosticID = "tree.placed-from-itself"
  public static let fromGivenTwice: DiagnosticID = "tree.from-given-twice"
  public static let placesAndDerives: DiagnosticID = "tree.places-and-derives"
  public static let parentOnIndentedView: DiagnosticID = "tree.parent-on-indented-view"
  public static let indentedWithoutParent: DiagnosticID = "tree.indented-without-parent"
  public static let inconsistentIndentation: DiagnosticID = "tree.inconsistent-indentation"
  public static let indentationLevels: DiagnosticID = "tree.indentation-levels"
  public static let treeDidYouMean: DiagnosticID = "tree.did-you-mean"
}

extension DiagnosticCatalog {
  static let tree: [Entry] = [
    Entry(
      .unterminatedQuotedName, severity: "error",
      meaning: "A name in quotes is not closed on its line.",
      example: "unterminated quoted name"),
    Entry(
      .invalidEscapeInName, severity: "error",
      meaning: "A quoted name holds a backslash escape other than `\\n`, `\\t`, `\\\\` and `\\\"`.",
      example: "invalid escape sequence in quoted name"),
    Entry(
      .swiftSyntaxInLine, severity: "error",
      meaning:
        "A `.tree` line is written with the Swift form's syntax (quotes, brackets, labels); the line is read no further.",
      example:
        "'ViewNode(' is the Swift form's syntax, not the .tree form's; a .tree line names views and keys bare, as in 'ViewName reads key'"
    ),
    Entry(
      .indentedStatement, severity: "error",
      meaning:
        "A `key`, `change` or `count` line is indented; these lines start at the left margin, outside the tree.",
      example: "'key' lines start at the left margin, outside the tree"),
    Entry(
      .notAScriptLine, severity: "error",
      meaning: "A line of a scenario's script is neither `change LABEL KEY` nor `count`.",
      example: "a script holds only 'change LABEL KEY' and 'count' lines"),
    Entry(
      .malformedChange, severity: "error",
      meaning: "A `change` line is not `change LABEL KEY`, or `change LABEL KEY at VIEW`.",
      example: "'change' takes a label and a key, as in 'change scale-changed textScale'"),
    Entry(
      .textAfterCount, severity: "error",
      meaning: "A `count` line goes on after `count`.",
      example: "'count' takes nothing after it"),
    Entry(
      .keyLineTooShort, severity: "error",
      meaning: "A `key` line lacks the key's name or its storage.",
      example: "'key' takes a name and a storage, as in 'key textScale environment'"),
    Entry(
      .treeUnknownStorage, severity: "error",
      meaning:
        "A `key` line names a storage other than `environment`, `model`, `published` and `state`; a did-you-mean note follows when one is close.",
      example:
        "unknown storage 'STORAGE'; a key is stored as 'environment', 'model OBJECT', 'published OBJECT' or 'state OWNER'"
    ),
    Entry(
      .storageNeedsOneName, severity: "error",
      meaning:
        "A `model`, `published` or `state` storage names no object or owner, or more than one.",
      example: "'state' storage names one owner, as in 'key KEY state Name'"),
    Entry(
      .textAfterEnvironment, severity: "error",
      meaning: "An `environment` storage is followed by something other than `lazy`.",
      example:
        "'environment' storage takes nothing after it but 'lazy' (a key with no usable default)"),
    Entry(
      .lazyBeforeStorage, severity: "error",
      meaning: "`lazy` is written before the storage instead of after it.",
      example: "'lazy' comes after the storage: 'key KEY environment lazy'"),
    Entry(
      .treeLazyKeyNotEnvironment, severity: "error",
      meaning:
        "A `model`, `published` or `state` key is marked `lazy`; only an environment key has a default to be lazy about.",
      example: "only an environment key is lazy: a 'state' key has no default to be lazy about"),
    Entry(
      .treeStorageKeyGivenTwice, severity: "error",
      meaning: "Two `key` lines store the same key.",
      example: "storage key 'KEY' is given twice; each key has one key line"),
    Entry(
      .treeStorageKeyFirstGiven, severity: "note",
      meaning: "A note under `tree.storage-key-given-twice`: the first key line of the key.",
      example: "'KEY' is first given here"),
    Entry(
      .parentWithoutName, severity: "error",
      meaning: "`parent` ends the line without the parent view's name.",
      example: "'parent' takes the parent view's name"),
    Entry(
      .expectedClause, severity: "error",
      meaning:
        "A view's name is followed by a word that is no clause; a did-you-mean note follows when one is close.",
      example:
        "expected a clause after the view name 'VIEW', found 'WORD'; a view's line goes on with 'reads', 'takes', 'holds', 'parent', 'places' or 'derives'"
    ),
    Entry(
      .clauseTooLate, severity: "error",
      meaning: "A clause comes after one that goes after it on a view's line.",
      example: "'parent' comes too late on the line: it goes before 'reads'"),
    Entry(
      .clauseRepeated, severity: "error",
      meaning: "A clause is written twice on one view's line.",
      example: "'reads' is written twice on the line; one 'reads' lists them all"),
    Entry(
      .mergeRepeatedClause, severity: "note",
      meaning: "A note under `tree.clause-repeated`: the one clause that lists all the keys.",
      example: "write 'reads KEY, KEY'"),
    Entry(
      .clauseWithoutKeys, severity: "error",
      meaning: "A clause lists no key, or `holds` no object.",
      example: "'reads' takes one or more keys"),
    Entry(
      .misplacedFrom, severity: "error",
      meaning: "`from` does not stand between a placed key and the key its value is computed from.",
      example: "'from' follows a key: 'places appSetting from loadedSetting'"),
    Entry(
      .treePlacedFromItself, severity: "error",
      meaning:
        "`from` names the key it follows: a placed value computed from the one above is derived instead, and a derived one is computed from it already.",
      example: "'KEY' is placed from itself; a value computed from the one above is 'derives KEY'"),
    Entry(
      .fromGivenTwice, severity: "error",
      meaning: "A placed key is given `from` twice.",
      example: "'KEY' is given 'from' twice"),
    Entry(
      .placesAndDerives, severity: "error",
      meaning:
        "A view both places and derives the same key; it places a fixed value or derives one from above, not both.",
      example:
        "'VIEW' both places and derives KEY; a view places a fixed value or derives one from above, not both"
    ),
    Entry(
      .parentOnIndentedView, severity: "error",
      meaning:
        "An indented view also names a `parent`; its parent is the view its indentation puts it under.",
      example:
        "an indented view takes its parent from the indentation; 'parent' is for views at the left margin"
    ),
    Entry(
      .indentedWithoutParent, severity: "error",
      meaning: "A view is indented, but no view above it is less indented to be its parent.",
      example: "'VIEW' is indented, but no view above it is less indented to be its parent"),
    Entry(
      .inconsistentIndentation, severity: "error",
      meaning:
        "A view's indentation matches no outer level, or mixes tabs and spaces differently from the lines above.",
      example: "indentation of 'VIEW' does not match any outer level"),
    Entry(
      .indentationLevels, severity: "note",
      meaning:
        "The indentations a view's line that steps back may have: one of the views' above it, to sit beside that view.",
      example:
        "the views it can step back to are indented 0, 2 and 4 spaces: indent it as one of them, to sit beside that view"
    ),
    Entry(
      .treeDidYouMean, severity: "note",
      meaning: "The word closest to a misspelled keyword, clause or storage.",
      example: "did you mean 'reads'?"),
  ]
}
