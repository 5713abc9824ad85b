/// The ids of what both readers check once a file is read: its form, its names,
/// and keys read, stored or changed under a near spelling.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let swiftFormInTreeFile: DiagnosticID = "screen.swift-form-in-tree-file"
  public static let treeChangesAfterRename: DiagnosticID = "screen.tree-changes-after-rename"
  public static let treeFormInSwiftFile: DiagnosticID = "screen.tree-form-in-swift-file"
  public static let treeChangesInSwiftFile: DiagnosticID = "screen.tree-changes-in-swift-file"
  public static let rewriteTreeChanges: DiagnosticID = "screen.rewrite-tree-changes"
  public static let mixedForms: DiagnosticID = "screen.mixed-forms"
  public static let nameWithEdgeSpace: DiagnosticID = "screen.name-with-edge-space"
  public static let nameTooLong: DiagnosticID = "screen.name-too-long"
  public static let nameEndsWithColon: DiagnosticID = "screen.name-ends-with-colon"
  public static let nameWithControlCharacter: DiagnosticID = "screen.name-with-control-character"
  public static let keyWithoutStorage: DiagnosticID = "screen.key-without-storage"
  public static let howToStoreKey: DiagnosticID = "screen.how-to-store-key"
  public static let misspelledKeyLine: DiagnosticID = "screen.misspelled-key-line"
  public static let misspelledRead: DiagnosticID = "screen.misspelled-read"
  public static let readOrKeyMisspelled: DiagnosticID = "screen.read-or-key-misspelled"
  public static let unstoredKeyMisspelled: DiagnosticID = "screen.unstored-key-misspelled"
  public static let storedKeyMisspelled: DiagnosticID = "screen.stored-key-misspelled"
  public static let screenDidYouMean: DiagnosticID = "screen.did-you-mean"
  public static let readingTimedOut: DiagnosticID = "screen.reading-timed-out"
  public static let tooManyDiagnostics: DiagnosticID = "screen.too-many-diagnostics"
}

extension DiagnosticCatalog {
  static let screen: [Entry] = [
    Entry(
      .swiftFormInTreeFile, severity: "error",
      meaning: "A `.tree` file holds the Swift form; the error says how to rename the file.",
      example: "this is the lesson's Swift form, not the .tree form; rename the file to NAME.swift"),
    Entry(
      .treeChangesAfterRename, severity: "note",
      meaning:
        "A note under `screen.swift-form-in-tree-file`: the file's `change` and `count` lines are the `.tree` form's, to be written in Swift or deleted once it is renamed.",
      example:
        "its 'change' and 'count' lines are the .tree form's: write them as 'screen.change(\"label\", key: \"key\")', or delete them"
    ),
    Entry(
      .treeFormInSwiftFile, severity: "error",
      meaning: "A `.swift` file holds the `.tree` form; the error says how to rename the file.",
      example: "this is the .tree form, not the lesson's Swift form; rename the file to NAME.tree"),
    Entry(
      .treeChangesInSwiftFile, severity: "error",
      meaning:
        "A Swift file holds the `.tree` form's `change` and `count` lines, as a file started in the `.tree` form and renamed does.",
      example: "'change' and 'count' lines are the .tree form's, not Swift"),
    Entry(
      .rewriteTreeChanges, severity: "note",
      meaning:
        "A note under `screen.tree-changes-in-swift-file`: how to write the changes in Swift, or that they can go, since `grader check` runs the scenario's own.",
      example:
        "write each change as 'screen.change(\"label\", key: \"key\")', or delete them: check runs the scenario's own changes"
    ),
    Entry(
      .mixedForms, severity: "error",
      meaning:
        "A file mixes the `.tree` form and the Swift form, so a rename would only move the error.",
      example:
        "this file mixes the .tree form and the Swift form; keep the Swift form its name says, and write the rest of it that way"
    ),
    Entry(
      .nameWithEdgeSpace, severity: "error",
      meaning: "A name (of a view, key, owner or object) begins or ends with white space.",
      example: "view name 'NAME ' begins or ends with white space; a name has none at its ends"),
    Entry(
      .nameTooLong, severity: "error",
      meaning: "A name is longer than 200 characters.",
      example: "key 'NAME…' is N characters long; a name holds at most 200"),
    Entry(
      .nameEndsWithColon, severity: "error",
      meaning:
        "A name ends with a colon, as `NameField: reads name` writes it: the colon belongs to no form's syntax, and would stay in the name.",
      example: "view name 'NAME:' ends with ':'; no colon follows a name: write 'NAME'"),
    Entry(
      .nameWithControlCharacter, severity: "error",
      meaning:
        "A name holds a control character (a line break, ESC, DEL or a C1 character), which would break every report that shows it.",
      example:
        "view name 'Row\\nTitle' holds a control character; names are printable text on one line"),
    Entry(
      .keyWithoutStorage, severity: "warning",
      meaning: "A key is read, but no storage declares it, so its readers count as out-of-scope.",
      example: "KEY is stored nowhere, so its readers count as out-of-scope"),
    Entry(
      .howToStoreKey, severity: "note",
      meaning:
        "A note under `screen.key-without-storage`: the ways to store the key in the file's form.",
      example:
        "give it a key line: 'key KEY environment', 'key KEY model OBJECT' or 'key KEY state OWNER', as the screen stores it"
    ),
    Entry(
      .misspelledKeyLine, severity: "warning",
      meaning:
        "A key is read but stored nowhere, and a key line stores a near spelling of it that nothing else uses: the key line is taken for the typo.",
      example:
        "KEY is read on line N but stored nowhere; line N stores STORED: did you mean KEY there?"),
    Entry(
      .misspelledRead, severity: "warning",
      meaning:
        "A key is read but stored nowhere, and a near spelling of it is stored and used elsewhere: the read is taken for the typo.",
      example:
        "KEY is stored nowhere; line N stores STORED, which the rest of the file reads: did you mean STORED?"
    ),
    Entry(
      .readOrKeyMisspelled, severity: "warning",
      meaning:
        "A key is read but stored nowhere, and a near spelling of it is stored but read nowhere; nothing tells which of the two is the typo.",
      example:
        "KEY is read here but stored nowhere, and line N stores STORED, read nowhere: one of the two is misspelled"
    ),
    Entry(
      .unstoredKeyMisspelled, severity: "warning",
      meaning:
        "A key is stored nowhere and is a near spelling of a stored key; a did-you-mean note follows.",
      example: "'KEY' is stored nowhere, so its readers count as out-of-scope"),
    Entry(
      .storedKeyMisspelled, severity: "warning",
      meaning:
        "The scenario changes a key that the file neither stores nor reads, and the file stores a near spelling of it.",
      example: "STORED is stored here, and the scenario changes KEY; did you mean KEY?"),
    Entry(
      .screenDidYouMean, severity: "note",
      meaning: "The name of the tree closest to a misspelled one: a parent, key, object or view.",
      example: "did you mean 'NAME'?"),
    Entry(
      .readingTimedOut, severity: "error",
      meaning:
        "Reading the file took longer than its time budget, such as `grader batch` gives each student, and stopped where the error points.",
      example: "reading took longer than its time budget and stopped here"),
    Entry(
      .tooManyDiagnostics, severity: "error or warning",
      meaning:
        "A file has more than 50 errors, or more than 50 warnings; the rest are counted, not shown.",
      example: "too many errors; N more not shown after the first 50"),
  ]
}
