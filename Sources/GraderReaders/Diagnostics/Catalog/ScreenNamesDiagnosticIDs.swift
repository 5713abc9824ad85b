/// The ids of what both readers check once a file is read: its form, its names,
/// and keys read, stored or changed under a near spelling.
extension DiagnosticCatalog {
  static let screenNames = entries(
    #"""
    screen.swift-form-in-tree-file · error
      A `.tree` file holds the Swift form; the error says how to rename the file.
      > this is the lesson's Swift form, not the .tree form; rename the file to NAME.swift

    screen.tree-changes-after-rename · note
      A note under `screen.swift-form-in-tree-file`: the file's `change` and `count` lines are the
      `.tree` form's, to be written in Swift or deleted once it is renamed.
      > its 'change' and 'count' lines are the .tree form's: write them as 'screen.change("label", key: "key")', or delete them

    screen.tree-form-in-swift-file · error
      A `.swift` file holds the `.tree` form; the error says how to rename the file.
      > this is the .tree form, not the lesson's Swift form; rename the file to NAME.tree

    screen.tree-changes-in-swift-file · error
      A Swift file holds the `.tree` form's `change` and `count` lines, as a file started in the
      `.tree` form and renamed does.
      > 'change' and 'count' lines are the .tree form's, not Swift

    screen.rewrite-tree-changes · note
      A note under `screen.tree-changes-in-swift-file`: how to write the changes in Swift, or that
      they can go, since `grader check` runs the scenario's own.
      > write each change as 'screen.change("label", key: "key")', or delete them: check runs the scenario's own changes

    screen.mixed-forms · error
      A file mixes the `.tree` form and the Swift form, so a rename would only move the error.
      > this file mixes the .tree form and the Swift form; keep the Swift form its name says, and write the rest of it that way

    screen.name-with-edge-space · error
      A name (of a view, key, owner or object) begins or ends with white space.
      > view name 'NAME ' begins or ends with white space; a name has none at its ends

    screen.name-too-long · error
      A name is longer than 200 characters.
      > key 'NAME…' is N characters long; a name holds at most 200

    screen.name-ends-with-colon · error
      A name ends with a colon, as `NameField: reads name` writes it: the colon belongs to no form's
      syntax, and would stay in the name.
      > view name 'NAME:' ends with ':'; no colon follows a name: write 'NAME'

    screen.name-with-control-character · error
      A name holds a control character (a line break, ESC, DEL or a C1 character), which would break
      every report that shows it.
      > view name 'Row\nTitle' holds a control character; names are printable text on one line

    screen.key-without-storage · warning
      A key is read, but no storage declares it, so its readers count as out-of-scope.
      > KEY is stored nowhere, so its readers count as out-of-scope

    screen.how-to-store-key · note
      A note under `screen.key-without-storage` and `screen.changed-key-without-storage`: the ways to
      store the key in the file's form.
      > give it a key line: 'key KEY environment', 'key KEY model OBJECT', 'key KEY published OBJECT' or 'key KEY state OWNER', as the screen stores it

    screen.misspelled-key-line · warning
      A key is read but stored nowhere, and a key line stores a near spelling of it that nothing
      else uses: the key line is taken for the typo.
      > KEY is read on line N but stored nowhere; line N stores STORED: did you mean KEY there?

    screen.misspelled-read · warning
      A key is read but stored nowhere, and a near spelling of it is stored and used elsewhere: the
      read is taken for the typo.
      > KEY is stored nowhere; line N stores STORED, which the rest of the file reads: did you mean STORED?

    screen.read-or-key-misspelled · warning
      A key is read but stored nowhere, and a near spelling of it is stored but read nowhere;
      nothing tells which of the two is the typo.
      > KEY is read here but stored nowhere, and line N stores STORED, read nowhere: one of the two is misspelled

    screen.unstored-key-misspelled · warning
      A key is stored nowhere and is a near spelling of a stored key; a did-you-mean note follows.
      > 'KEY' is stored nowhere, so its readers count as out-of-scope

    screen.stored-key-misspelled · warning
      The scenario changes a key that the file neither stores nor reads, and the file stores a near
      spelling of it.
      > STORED is stored here, and the scenario changes KEY; did you mean KEY?

    screen.changed-key-without-storage · warning
      A change the file writes names a key that the scenario changes, and that the file neither
      stores nor reads; no key the file stores is a near spelling of it, but for the scenario's
      own keys: the change runs no view.
      > 'KEY' is stored nowhere, and no view reads it: the scenario changes it, which runs no view of yours

    screen.did-you-mean · note
      The name of the tree closest to a misspelled one: a parent, key, object or view.
      > did you mean 'NAME'?

    screen.reading-timed-out · error
      Reading the file took longer than its time budget, such as `grader batch` gives each student,
      and stopped where the error points.
      > reading took longer than its time budget and stopped here

    screen.too-many-diagnostics · error or warning
      A file has more than 50 errors, or more than 50 warnings; the rest are counted, not shown.
      > too many errors; N more not shown after the first 50
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let swiftFormInTreeFile: Self = "screen.swift-form-in-tree-file"
  public static let treeChangesAfterRename: Self = "screen.tree-changes-after-rename"
  public static let treeFormInSwiftFile: Self = "screen.tree-form-in-swift-file"
  public static let treeChangesInSwiftFile: Self = "screen.tree-changes-in-swift-file"
  public static let rewriteTreeChanges: Self = "screen.rewrite-tree-changes"
  public static let mixedForms: Self = "screen.mixed-forms"
  public static let nameWithEdgeSpace: Self = "screen.name-with-edge-space"
  public static let nameTooLong: Self = "screen.name-too-long"
  public static let nameEndsWithColon: Self = "screen.name-ends-with-colon"
  public static let nameWithControlCharacter: Self = "screen.name-with-control-character"
  public static let keyWithoutStorage: Self = "screen.key-without-storage"
  public static let howToStoreKey: Self = "screen.how-to-store-key"
  public static let misspelledKeyLine: Self = "screen.misspelled-key-line"
  public static let misspelledRead: Self = "screen.misspelled-read"
  public static let readOrKeyMisspelled: Self = "screen.read-or-key-misspelled"
  public static let unstoredKeyMisspelled: Self = "screen.unstored-key-misspelled"
  public static let storedKeyMisspelled: Self = "screen.stored-key-misspelled"
  public static let changedKeyWithoutStorage: Self = "screen.changed-key-without-storage"
  public static let screenDidYouMean: Self = "screen.did-you-mean"
  public static let readingTimedOut: Self = "screen.reading-timed-out"
  public static let tooManyDiagnostics: Self = "screen.too-many-diagnostics"
}
