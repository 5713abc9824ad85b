/// The ids of what both readers check in a tree: views and their parents, state
/// owners, held objects and placed values.
extension DiagnosticCatalog {
  static let screenViews = entries(
    #"""
    screen.duplicate-view-name · error
      Two views of a tree have the same name.
      > two views are named 'VIEW'; a view's name must be unique

    screen.view-first-declared · note
      A note under `screen.duplicate-view-name`: where the first view of that name is.
      > 'VIEW' is first declared here

    screen.parent-not-in-tree · warning
      A view names as its parent a view the tree does not declare; the name still counts as an
      ancestor's.
      > parent 'VIEW' names no view in this tree; name the view whose body shows this one

    screen.view-is-own-parent · error
      A view names itself as its parent.
      > view 'VIEW' is its own parent

    screen.parent-cycle · error
      Following the views' parents goes round in a cycle and never reaches a root.
      > parent cycle VIEW -> VIEW -> VIEW: following parents never reaches a root

    screen.view-in-cycle · note
      A note under `screen.parent-cycle`: another view of the cycle.
      > 'VIEW' is part of the cycle

    screen.owner-not-in-tree · warning
      A state's owner names no view of the tree, so every reader of the state is off-rule.
      > owner 'VIEW' names no view in this tree, so every reader of 'KEY' is off-rule

    screen.did-you-mean-owner · note
      A note under `screen.owner-not-in-tree`: the view whose name is closest to the owner's, or the
      view to rename.
      > did you mean 'VIEW'? (or, if 'OWNER' is the name you meant, rename that view)

    screen.holds-observable-object · warning
      A view holds an `@Observable` object, which is tracked property by property: holding it runs
      nothing.
      > 'OBJECT' is an @Observable object (its keys are stored as 'model'), tracked property by property: holding it runs nothing

    screen.holds-is-for-observable-object · note
      A note under `screen.holds-observable-object`: `holds` is for an `ObservableObject`, whose
      `@Published` properties are stored as published.
      > 'holds' is for an ObservableObject; store its @Published properties as 'published OBJECT'

    screen.holds-unknown-object · warning
      A view holds an object of which the file stores no published property, so holding it runs
      nothing.
      > 'OBJECT' has no published property in this file, so holding it runs nothing

    screen.store-published-properties · note
      A note under `screen.holds-unknown-object`, when no object's name is close: how to store the
      object's `@Published` properties.
      > store the object's @Published properties as 'published OBJECT'

    screen.placed-key-misspelled · error
      A view places or derives a value for a key that is stored nowhere, and a near spelling of it
      is stored.
      > 'KEY' is stored nowhere; did you mean 'STORED'?

    screen.placed-key-without-storage · error
      A view places or derives a value for a key that is stored nowhere; a placed value is an
      environment value.
      > 'KEY' is stored nowhere; a placed value is an environment value: add 'key KEY environment'

    screen.placed-key-not-environment · error
      A view places or derives a value for a key stored as state or in an object; only environment
      values are placed.
      > 'KEY' is stored as STORAGE, not in the environment; only environment values are placed

    screen.placed-from-misspelled · warning
      A placed value is computed from a key that is stored nowhere, and a near spelling of it is
      read.
      > 'KEY' is placed from 'SOURCE', which is stored nowhere; did you mean 'READ'?

    screen.placed-from-unread-key · warning
      A placed value is computed from a key that no view reads, though the view whose body computes
      the value reads it.
      > 'KEY' is placed from 'SOURCE', which no view reads; the view whose body computes the placed value reads 'SOURCE'

    screen.reads-and-takes · warning
      A view both reads and takes a key; a view that reads a value runs whenever it changes, so
      `takes` adds nothing.
      > 'VIEW' both reads and takes 'KEY'; a view that reads a value runs whenever it changes, so 'takes' adds nothing here

    screen.lazy-read-unplaced · warning
      A view reads a lazy key where no view above it places a value, so a member read of its default
      traps.
      > VIEW reads KEY where nothing places it; a member read of its default traps

    screen.change-at-unknown-view · error
      A `change … at VIEW` names no view of the tree.
      > a change at 'VIEW' names no view of the tree

    screen.change-at-view-not-placing · error
      A `change … at VIEW` names a view that places no value for the key; a change at a view changes
      the value that view places.
      > 'VIEW' places no value for 'KEY'; a change 'at' a view changes the value that view places
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let duplicateViewName: Self = "screen.duplicate-view-name"
  public static let viewFirstDeclared: Self = "screen.view-first-declared"
  public static let parentNotInTree: Self = "screen.parent-not-in-tree"
  public static let viewIsOwnParent: Self = "screen.view-is-own-parent"
  public static let parentCycle: Self = "screen.parent-cycle"
  public static let viewInCycle: Self = "screen.view-in-cycle"
  public static let ownerNotInTree: Self = "screen.owner-not-in-tree"
  public static let didYouMeanOwner: Self = "screen.did-you-mean-owner"
  public static let holdsObservableObject: Self = "screen.holds-observable-object"
  public static let holdsIsForObservableObject: Self = "screen.holds-is-for-observable-object"
  public static let holdsUnknownObject: Self = "screen.holds-unknown-object"
  public static let storePublishedProperties: Self = "screen.store-published-properties"
  public static let placedKeyMisspelled: Self = "screen.placed-key-misspelled"
  public static let placedKeyWithoutStorage: Self = "screen.placed-key-without-storage"
  public static let placedKeyNotEnvironment: Self = "screen.placed-key-not-environment"
  public static let placedFromMisspelled: Self = "screen.placed-from-misspelled"
  public static let placedFromUnreadKey: Self = "screen.placed-from-unread-key"
  public static let readsAndTakes: Self = "screen.reads-and-takes"
  public static let lazyReadUnplaced: Self = "screen.lazy-read-unplaced"
  public static let changeAtUnknownView: Self = "screen.change-at-unknown-view"
  public static let changeAtViewNotPlacing: Self = "screen.change-at-view-not-placing"
}
