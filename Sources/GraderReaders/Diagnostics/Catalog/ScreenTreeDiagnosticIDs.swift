/// The ids of what both readers check in a tree: views and their parents, state
/// owners, held objects and placed values.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let duplicateViewName: DiagnosticID = "screen.duplicate-view-name"
  public static let viewFirstDeclared: DiagnosticID = "screen.view-first-declared"
  public static let parentNotInTree: DiagnosticID = "screen.parent-not-in-tree"
  public static let viewIsOwnParent: DiagnosticID = "screen.view-is-own-parent"
  public static let parentCycle: DiagnosticID = "screen.parent-cycle"
  public static let viewInCycle: DiagnosticID = "screen.view-in-cycle"
  public static let ownerNotInTree: DiagnosticID = "screen.owner-not-in-tree"
  public static let didYouMeanOwner: DiagnosticID = "screen.did-you-mean-owner"
  public static let holdsObservableObject: DiagnosticID = "screen.holds-observable-object"
  public static let holdsIsForObservableObject: DiagnosticID =
    "screen.holds-is-for-observable-object"
  public static let holdsUnknownObject: DiagnosticID = "screen.holds-unknown-object"
  public static let storePublishedProperties: DiagnosticID = "screen.store-published-properties"
  public static let placedKeyMisspelled: DiagnosticID = "screen.placed-key-misspelled"
  public static let placedKeyWithoutStorage: DiagnosticID = "screen.placed-key-without-storage"
  public static let placedKeyNotEnvironment: DiagnosticID = "screen.placed-key-not-environment"
  public static let placedFromMisspelled: DiagnosticID = "screen.placed-from-misspelled"
  public static let placedFromUnreadKey: DiagnosticID = "screen.placed-from-unread-key"
  public static let readsAndTakes: DiagnosticID = "screen.reads-and-takes"
  public static let lazyReadUnplaced: DiagnosticID = "screen.lazy-read-unplaced"
  public static let changeAtUnknownView: DiagnosticID = "screen.change-at-unknown-view"
  public static let changeAtViewNotPlacing: DiagnosticID = "screen.change-at-view-not-placing"
}

extension DiagnosticCatalog {
  static let screenTree: [Entry] = [
    Entry(
      .duplicateViewName, severity: "error",
      meaning: "Two views of a tree have the same name.",
      example: "two views are named 'VIEW'; a view's name must be unique"),
    Entry(
      .viewFirstDeclared, severity: "note",
      meaning: "A note under `screen.duplicate-view-name`: where the first view of that name is.",
      example: "'VIEW' is first declared here"),
    Entry(
      .parentNotInTree, severity: "warning",
      meaning:
        "A view names as its parent a view the tree does not declare; the name still counts as an ancestor's.",
      example: "parent 'VIEW' names no view in this tree; name the view whose body shows this one"),
    Entry(
      .viewIsOwnParent, severity: "error",
      meaning: "A view names itself as its parent.",
      example: "view 'VIEW' is its own parent"),
    Entry(
      .parentCycle, severity: "error",
      meaning: "Following the views' parents goes round in a cycle and never reaches a root.",
      example: "parent cycle VIEW -> VIEW -> VIEW: following parents never reaches a root"),
    Entry(
      .viewInCycle, severity: "note",
      meaning: "A note under `screen.parent-cycle`: another view of the cycle.",
      example: "'VIEW' is part of the cycle"),
    Entry(
      .ownerNotInTree, severity: "warning",
      meaning:
        "A state's owner names no view of the tree, so every reader of the state is off-rule.",
      example: "owner 'VIEW' names no view in this tree, so every reader of 'KEY' is off-rule"),
    Entry(
      .didYouMeanOwner, severity: "note",
      meaning:
        "A note under `screen.owner-not-in-tree`: the view whose name is closest to the owner's, or the view to rename.",
      example: "did you mean 'VIEW'? (or, if 'OWNER' is the name you meant, rename that view)"),
    Entry(
      .holdsObservableObject, severity: "warning",
      meaning:
        "A view holds an `@Observable` object, which is tracked property by property: holding it runs nothing.",
      example:
        "'OBJECT' is an @Observable object (its keys are stored as 'model'), tracked property by property: holding it runs nothing"
    ),
    Entry(
      .holdsIsForObservableObject, severity: "note",
      meaning:
        "A note under `screen.holds-observable-object`: `holds` is for an `ObservableObject`, whose `@Published` properties are stored as published.",
      example:
        "'holds' is for an ObservableObject; store its @Published properties as 'published OBJECT'"),
    Entry(
      .holdsUnknownObject, severity: "warning",
      meaning:
        "A view holds an object of which the file stores no published property, so holding it runs nothing.",
      example: "'OBJECT' has no published property in this file, so holding it runs nothing"),
    Entry(
      .storePublishedProperties, severity: "note",
      meaning:
        "A note under `screen.holds-unknown-object`, when no object's name is close: how to store the object's `@Published` properties.",
      example: "store the object's @Published properties as 'published OBJECT'"),
    Entry(
      .placedKeyMisspelled, severity: "error",
      meaning:
        "A view places or derives a value for a key that is stored nowhere, and a near spelling of it is stored.",
      example: "'KEY' is stored nowhere; did you mean 'STORED'?"),
    Entry(
      .placedKeyWithoutStorage, severity: "error",
      meaning:
        "A view places or derives a value for a key that is stored nowhere; a placed value is an environment value.",
      example:
        "'KEY' is stored nowhere; a placed value is an environment value: add 'key KEY environment'"
    ),
    Entry(
      .placedKeyNotEnvironment, severity: "error",
      meaning:
        "A view places or derives a value for a key stored as state or in an object; only environment values are placed.",
      example:
        "'KEY' is stored as STORAGE, not in the environment; only environment values are placed"),
    Entry(
      .placedFromMisspelled, severity: "warning",
      meaning:
        "A placed value is computed from a key that is stored nowhere, and a near spelling of it is read.",
      example: "'KEY' is placed from 'SOURCE', which is stored nowhere; did you mean 'READ'?"),
    Entry(
      .placedFromUnreadKey, severity: "warning",
      meaning:
        "A placed value is computed from a key that no view reads, though the view whose body computes the value reads it.",
      example:
        "'KEY' is placed from 'SOURCE', which no view reads; the view whose body computes the placed value reads 'SOURCE'"
    ),
    Entry(
      .readsAndTakes, severity: "warning",
      meaning:
        "A view both reads and takes a key; a view that reads a value runs whenever it changes, so `takes` adds nothing.",
      example:
        "'VIEW' both reads and takes 'KEY'; a view that reads a value runs whenever it changes, so 'takes' adds nothing here"
    ),
    Entry(
      .lazyReadUnplaced, severity: "warning",
      meaning:
        "A view reads a lazy key where no view above it places a value, so a member read of its default traps.",
      example: "VIEW reads KEY where nothing places it; a member read of its default traps"),
    Entry(
      .changeAtUnknownView, severity: "error",
      meaning: "A `change … at VIEW` names no view of the tree.",
      example: "a change at 'VIEW' names no view of the tree"),
    Entry(
      .changeAtViewNotPlacing, severity: "error",
      meaning:
        "A `change … at VIEW` names a view that places no value for the key; a change at a view changes the value that view places.",
      example:
        "'VIEW' places no value for 'KEY'; a change 'at' a view changes the value that view places"),
  ]
}
