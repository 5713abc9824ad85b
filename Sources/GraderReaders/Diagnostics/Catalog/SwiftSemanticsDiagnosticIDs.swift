/// The ids of what the Swift form's statements mean: names, types, calls and their
/// arguments, and the storage dictionary.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let unknownName: DiagnosticID = "swift.unknown-name"
  public static let swiftDidYouMean: DiagnosticID = "swift.did-you-mean"
  public static let quoteTheName: DiagnosticID = "swift.quote-the-name"
  public static let declaredBelow: DiagnosticID = "swift.declared-below"
  public static let noSuchMember: DiagnosticID = "swift.no-such-member"
  public static let memberMustBeCalled: DiagnosticID = "swift.member-must-be-called"
  public static let invalidRedeclaration: DiagnosticID = "swift.invalid-redeclaration"
  public static let previousDeclaration: DiagnosticID = "swift.previous-declaration"
  public static let typeMismatch: DiagnosticID = "swift.type-mismatch"
  public static let numberLiteralUnsupported: DiagnosticID = "swift.number-literal-unsupported"
  public static let printUnsupported: DiagnosticID = "swift.print-unsupported"
  public static let closureOutsideFlatMap: DiagnosticID = "swift.closure-outside-flatmap"
  public static let flatMapFormUnsupported: DiagnosticID = "swift.flatmap-form-unsupported"
  public static let flatMapNeedsNestedArray: DiagnosticID = "swift.flatmap-needs-nested-array"
  public static let mixedArrayTypes: DiagnosticID = "swift.mixed-array-types"
  public static let dictionaryKeyNotString: DiagnosticID = "swift.dictionary-key-not-string"
  public static let cannotAddOperands: DiagnosticID = "swift.cannot-add-operands"
  public static let notCallable: DiagnosticID = "swift.not-callable"
  public static let storageCalledDirectly: DiagnosticID = "swift.storage-called-directly"
  public static let recomputeCalledDirectly: DiagnosticID = "swift.recompute-called-directly"
  public static let missingArgument: DiagnosticID = "swift.missing-argument"
  public static let extraArgument: DiagnosticID = "swift.extra-argument"
  public static let lazyBelongsToTree: DiagnosticID = "swift.lazy-belongs-to-tree"
  public static let incorrectArgumentLabel: DiagnosticID = "swift.incorrect-argument-label"
  public static let argumentsOutOfOrder: DiagnosticID = "swift.arguments-out-of-order"
  public static let wrongArguments: DiagnosticID = "swift.wrong-arguments"
  public static let storageNameMissing: DiagnosticID = "swift.storage-name-missing"
  public static let environmentWithArguments: DiagnosticID = "swift.environment-with-arguments"
  public static let swiftUnknownStorage: DiagnosticID = "swift.unknown-storage"
  public static let swiftStorageKeyGivenTwice: DiagnosticID = "swift.storage-key-given-twice"
  public static let swiftStorageKeyFirstGiven: DiagnosticID = "swift.storage-key-first-given"
  public static let storageValueNotStorage: DiagnosticID = "swift.storage-value-not-storage"
  public static let storageKeyNotString: DiagnosticID = "swift.storage-key-not-string"
  public static let swiftLazyKeyNotEnvironment: DiagnosticID = "swift.lazy-key-not-environment"
  public static let fromNamesUnplacedKey: DiagnosticID = "swift.from-names-unplaced-key"
  public static let swiftPlacedFromItself: DiagnosticID = "swift.placed-from-itself"
  public static let tooManyValuesBuilt: DiagnosticID = "swift.too-many-values-built"
  public static let tooManyTreeViews: DiagnosticID = "swift.too-many-tree-views"
}

extension DiagnosticCatalog {
  static let swiftSemantics: [Entry] = [
    Entry(
      .unknownName, severity: "error",
      meaning:
        "A name is neither declared in the file nor one the description subset knows; a did-you-mean note follows when one is close.",
      example: "cannot find 'NAME' in scope"),
    Entry(
      .swiftDidYouMean, severity: "note",
      meaning:
        "The known name closest to an unknown one: a binding, a builtin, a member or a storage.",
      example: "did you mean 'NAME'?"),
    Entry(
      .quoteTheName, severity: "note",
      meaning:
        "An unknown name that no known one is close to: most often a view's or a key's name written without its quotes, which the note puts back.",
      example: "a view's or a key's name is a string: write \"NAME\""),
    Entry(
      .declaredBelow, severity: "note",
      meaning: "A name used above the `let` that declares it.",
      example: "'NAME' is declared further down; declare it before this use"),
    Entry(
      .noSuchMember, severity: "error",
      meaning: "A value has no member of that name.",
      example: "value of type 'TYPE' has no member 'NAME'"),
    Entry(
      .memberMustBeCalled, severity: "error",
      meaning: "A method (`change`, `flatMap`) is named without being called.",
      example: "'change' must be called"),
    Entry(
      .invalidRedeclaration, severity: "error",
      meaning: "A name is declared twice.",
      example: "invalid redeclaration of 'NAME'"),
    Entry(
      .previousDeclaration, severity: "note",
      meaning: "A note under `swift.invalid-redeclaration`: where the name was first declared.",
      example: "'NAME' previously declared here"),
    Entry(
      .typeMismatch, severity: "error",
      meaning:
        "A value has another type than the binding's annotation or the argument's parameter asks for.",
      example: "cannot convert value of type 'TYPE' to expected argument type '[ViewNode]'"),
    Entry(
      .numberLiteralUnsupported, severity: "error",
      meaning: "A number literal, which the description subset leaves out.",
      example: "number literals like '42' are outside the description subset that grader reads"),
    Entry(
      .printUnsupported, severity: "error",
      meaning:
        "A call of `print`, which the description subset leaves out: rows are printed by `change(_:key:)` and `countCauses(_:)`.",
      example:
        "'print' is outside the description subset that grader reads; rows are printed by 'change(_:key:)' and 'countCauses(_:)'"
    ),
    Entry(
      .closureOutsideFlatMap, severity: "error",
      meaning: "A closure `{ $0 }` stands anywhere but as the argument of `flatMap`.",
      example: "a closure is only read as the argument of 'flatMap'"),
    Entry(
      .flatMapFormUnsupported, severity: "error",
      meaning:
        "A `flatMap` call other than `flatMap { $0 }`, which the description subset leaves out.",
      example:
        "'flatMap' calls other than 'flatMap { $0 }' are outside the description subset that grader reads"
    ),
    Entry(
      .flatMapNeedsNestedArray, severity: "error",
      meaning: "`flatMap { $0 }` is called on an array whose elements are not arrays.",
      example: "'flatMap { $0 }' needs an array of arrays, not '[ViewNode]'"),
    Entry(
      .mixedArrayTypes, severity: "error",
      meaning: "An array literal mixes values of different types.",
      example: "an array literal holds values of one type; this one mixes 'String' and 'ViewNode'"),
    Entry(
      .dictionaryKeyNotString, severity: "error",
      meaning: "A dictionary literal has a key that is not a string.",
      example: "a dictionary's keys are strings, not 'TYPE'"),
    Entry(
      .cannotAddOperands, severity: "error",
      meaning: "`+` joins values that cannot be added together.",
      example: "binary operator '+' cannot be applied to operands of type 'TYPE' and 'TYPE'"),
    Entry(
      .notCallable, severity: "error",
      meaning: "A value that is not a function is called.",
      example: "cannot call value of non-function type 'TYPE'"),
    Entry(
      .storageCalledDirectly, severity: "error",
      meaning: "`Storage(…)` is called; a storage is written as one of its cases.",
      example:
        "a storage is written '.environment', '.model(object:)', '.published(object:)' or '.state(owner:)'"
    ),
    Entry(
      .recomputeCalledDirectly, severity: "error",
      meaning: "`Recompute(…)` is called; recomputes come from `change(_:key:)`.",
      example: "recomputes come from 'change(_:key:)', not from 'Recompute(...)'"),
    Entry(
      .missingArgument, severity: "error",
      meaning: "A call leaves out an argument its parameters require.",
      example: "missing argument for parameter 'reads' in call to 'ViewNode'"),
    Entry(
      .extraArgument, severity: "error",
      meaning: "A call has an argument its parameters do not take.",
      example: "extra argument 'lazy' in call to 'ViewNode'"),
    Entry(
      .lazyBelongsToTree, severity: "note",
      meaning:
        "A note under `swift.extra-argument`: `lazy:` is an argument of the `ViewTree` call, not of a `ViewNode`.",
      example:
        "'lazy:' belongs to the ViewTree call: ViewTree(nodes: …, storage: …, lazy: [\"key\"])"),
    Entry(
      .incorrectArgumentLabel, severity: "error",
      meaning:
        "A call's argument labels differ from its parameters'; the fix-it writes the expected label.",
      example:
        "incorrect argument label in call to 'ViewNode' (have '_:parent:read:', expected '_:parent:reads:')"
    ),
    Entry(
      .argumentsOutOfOrder, severity: "error",
      meaning: "A call's arguments are all known but given out of order.",
      example: "argument 'reads' must precede argument 'places'"),
    Entry(
      .wrongArguments, severity: "error",
      meaning: "A call's arguments match its parameters in no way the other errors describe.",
      example: "call to 'NAME' takes the arguments 'LABELS'"),
    Entry(
      .storageNameMissing, severity: "error",
      meaning:
        "`.model`, `.published` or `.state` is written without the object or owner it names.",
      example: "'.state' needs its owner: write '.state(owner: \"Name\")'"),
    Entry(
      .environmentWithArguments, severity: "error",
      meaning: "`.environment` is given arguments.",
      example: "'.environment' takes no arguments"),
    Entry(
      .swiftUnknownStorage, severity: "error",
      meaning: "A storage is written with a case that `Storage` does not have.",
      example:
        "type 'Storage' has no member 'NAME'; a storage is 'environment', 'model(object:)', 'published(object:)' or 'state(owner:)'"
    ),
    Entry(
      .swiftStorageKeyGivenTwice, severity: "error",
      meaning: "The storage dictionary gives a key twice.",
      example: "storage key 'KEY' is given twice; each key has one entry in the storage dictionary"),
    Entry(
      .swiftStorageKeyFirstGiven, severity: "note",
      meaning: "A note under `swift.storage-key-given-twice`: where the key is first given.",
      example: "'KEY' is first given here"),
    Entry(
      .storageValueNotStorage, severity: "error",
      meaning: "An entry of the storage dictionary maps its key to something other than a storage.",
      example: "a storage dictionary maps key names to Storage values, not 'TYPE'"),
    Entry(
      .storageKeyNotString, severity: "error",
      meaning: "An entry of the storage dictionary has a key that is not a string.",
      example: "a storage dictionary's keys are strings, not 'TYPE'"),
    Entry(
      .swiftLazyKeyNotEnvironment, severity: "error",
      meaning:
        "`lazy:` names a key that is not stored in the environment; only an environment key has a default to be lazy about.",
      example:
        "'KEY' is lazy but stored as STORAGE; only an environment key has a default to be lazy about"
    ),
    Entry(
      .fromNamesUnplacedKey, severity: "error",
      meaning: "`from:` names a key that the view neither places nor derives.",
      example:
        "'from' names 'KEY', which VIEW neither places nor derives; 'from' maps a placed key to the key its value is computed from"
    ),
    Entry(
      .swiftPlacedFromItself, severity: "error",
      meaning:
        "`from:` computes a placed key from itself; a value computed from the one above is derived.",
      example:
        "'KEY' is placed from itself; a value computed from the one above is 'derives: [\"KEY\"]'"),
    Entry(
      .tooManyValuesBuilt, severity: "error",
      meaning:
        "The file builds more values than a file of its size may, as one does that multiplies a value by adding it to itself; reading stops there.",
      example:
        "this builds more than LIMIT values, the limit for a file of N bytes; write the views out instead of multiplying them"
    ),
    Entry(
      .tooManyTreeViews, severity: "error",
      meaning:
        "The file's trees hold more views in all than a file of its size may; reading stops there.",
      example:
        "the trees of this file hold more than LIMIT views in all, the limit for a file of N bytes; build one tree from its own views"
    ),
  ]
}
