/// The ids of reading the `.tree` form, line by line: `key`, `change` and `count`
/// lines, a view's clauses, and indentation.
extension DiagnosticCatalog {
  static let tree = entries(
    #"""
    tree.unterminated-quoted-name · error
      A name in quotes is not closed on its line.
      > unterminated quoted name

    tree.invalid-escape-in-name · error
      A quoted name holds a backslash escape other than `\n`, `\t`, `\\` and `\"`.
      > invalid escape sequence in quoted name

    tree.swift-syntax-in-line · error
      A `.tree` line is written with the Swift form's syntax (quotes, brackets, labels); the line is
      read no further.
      > 'ViewNode(' is the Swift form's syntax, not the .tree form's; a .tree line names views and keys bare, as in 'ViewName reads key'

    tree.indented-statement · error
      A `key`, `change` or `count` line is indented; these lines start at the left margin, outside
      the tree.
      > 'key' lines start at the left margin, outside the tree

    tree.not-a-script-line · error
      A line of a scenario's script is neither `change LABEL KEY` nor `count`.
      > a script holds only 'change LABEL KEY' and 'count' lines

    tree.malformed-change · error
      A `change` line is not `change LABEL KEY`, or `change LABEL KEY at VIEW`.
      > 'change' takes a label and a key, as in 'change scale-changed textScale'

    tree.text-after-count · error
      A `count` line goes on after `count`.
      > 'count' takes nothing after it

    tree.key-line-too-short · error
      A `key` line lacks the key's name or its storage.
      > 'key' takes a name and a storage, as in 'key textScale environment'

    tree.unknown-storage · error
      A `key` line names a storage other than `environment`, `model`, `published` and `state`; a
      did-you-mean note follows when one is close.
      > unknown storage 'STORAGE'; a key is stored as 'environment', 'model OBJECT', 'published OBJECT' or 'state OWNER'

    tree.storage-needs-one-name · error
      A `model`, `published` or `state` storage names no object or owner, or more than one.
      > 'state' storage names one owner, as in 'key KEY state Name'

    tree.text-after-environment · error
      An `environment` storage is followed by something other than `lazy`.
      > 'environment' storage takes nothing after it but 'lazy' (a key with no usable default)

    tree.lazy-before-storage · error
      `lazy` is written before the storage instead of after it.
      > 'lazy' comes after the storage: 'key KEY environment lazy'

    tree.lazy-key-not-environment · error
      A `model`, `published` or `state` key is marked `lazy`; only an environment key has a default
      to be lazy about.
      > only an environment key is lazy: a 'state' key has no default to be lazy about

    tree.storage-key-given-twice · error
      Two `key` lines store the same key.
      > storage key 'KEY' is given twice; each key has one key line

    tree.storage-key-first-given · note
      A note under `tree.storage-key-given-twice`: the first key line of the key.
      > 'KEY' is first given here

    tree.parent-without-name · error
      `parent` ends the line without the parent view's name.
      > 'parent' takes the parent view's name

    tree.expected-clause · error
      A view's name is followed by a word that is no clause; a did-you-mean note follows when one is
      close.
      > expected a clause after the view name 'VIEW', found 'WORD'; a view's line goes on with 'reads', 'takes', 'holds', 'parent', 'places' or 'derives'

    tree.clause-too-late · error
      A clause comes after one that goes after it on a view's line.
      > 'parent' comes too late on the line: it goes before 'reads'

    tree.clause-repeated · error
      A clause is written twice on one view's line.
      > 'reads' is written twice on the line; one 'reads' lists them all

    tree.merge-repeated-clause · note
      A note under `tree.clause-repeated`: the one clause that lists all the keys.
      > write 'reads KEY, KEY'

    tree.clause-without-keys · error
      A clause lists no key, or `holds` no object.
      > 'reads' takes one or more keys

    tree.misplaced-from · error
      `from` does not stand between a placed key and the key its value is computed from.
      > 'from' follows a key: 'places appSetting from loadedSetting'

    tree.placed-from-itself · error
      `from` names the key it follows: a placed value computed from the one above is derived
      instead, and a derived one is computed from it already.
      > 'KEY' is placed from itself; a value computed from the one above is 'derives KEY'

    tree.from-given-twice · error
      A placed key is given `from` twice.
      > 'KEY' is given 'from' twice

    tree.places-and-derives · error
      A view both places and derives the same key; it places a fixed value or derives one from
      above, not both.
      > 'VIEW' both places and derives KEY; a view places a fixed value or derives one from above, not both

    tree.parent-on-indented-view · error
      An indented view also names a `parent`; its parent is the view its indentation puts it under.
      > an indented view takes its parent from the indentation; 'parent' is for views at the left margin

    tree.indented-without-parent · error
      A view is indented, but no view above it is less indented to be its parent.
      > 'VIEW' is indented, but no view above it is less indented to be its parent

    tree.inconsistent-indentation · error
      A view's indentation matches no outer level, or mixes tabs and spaces differently from the
      lines above.
      > indentation of 'VIEW' does not match any outer level

    tree.indentation-levels · note
      The indentations a view's line that matches no level may take: those of the views still open
      above it, the ones it would close included, to sit beside one of them.
      > the views it can sit beside are indented 0, 2 and 4 spaces: indent it as one of them

    tree.did-you-mean · note
      The word closest to a misspelled keyword, clause or storage.
      > did you mean 'reads'?
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let unterminatedQuotedName: Self = "tree.unterminated-quoted-name"
  public static let invalidEscapeInName: Self = "tree.invalid-escape-in-name"
  public static let swiftSyntaxInLine: Self = "tree.swift-syntax-in-line"
  public static let indentedStatement: Self = "tree.indented-statement"
  public static let notAScriptLine: Self = "tree.not-a-script-line"
  public static let malformedChange: Self = "tree.malformed-change"
  public static let textAfterCount: Self = "tree.text-after-count"
  public static let keyLineTooShort: Self = "tree.key-line-too-short"
  public static let treeUnknownStorage: Self = "tree.unknown-storage"
  public static let storageNeedsOneName: Self = "tree.storage-needs-one-name"
  public static let textAfterEnvironment: Self = "tree.text-after-environment"
  public static let lazyBeforeStorage: Self = "tree.lazy-before-storage"
  public static let treeLazyKeyNotEnvironment: Self = "tree.lazy-key-not-environment"
  public static let treeStorageKeyGivenTwice: Self = "tree.storage-key-given-twice"
  public static let treeStorageKeyFirstGiven: Self = "tree.storage-key-first-given"
  public static let parentWithoutName: Self = "tree.parent-without-name"
  public static let expectedClause: Self = "tree.expected-clause"
  public static let clauseTooLate: Self = "tree.clause-too-late"
  public static let clauseRepeated: Self = "tree.clause-repeated"
  public static let mergeRepeatedClause: Self = "tree.merge-repeated-clause"
  public static let clauseWithoutKeys: Self = "tree.clause-without-keys"
  public static let misplacedFrom: Self = "tree.misplaced-from"
  public static let treePlacedFromItself: Self = "tree.placed-from-itself"
  public static let fromGivenTwice: Self = "tree.from-given-twice"
  public static let placesAndDerives: Self = "tree.places-and-derives"
  public static let parentOnIndentedView: Self = "tree.parent-on-indented-view"
  public static let indentedWithoutParent: Self = "tree.indented-without-parent"
  public static let inconsistentIndentation: Self = "tree.inconsistent-indentation"
  public static let indentationLevels: Self = "tree.indentation-levels"
  public static let treeDidYouMean: Self = "tree.did-you-mean"
}
