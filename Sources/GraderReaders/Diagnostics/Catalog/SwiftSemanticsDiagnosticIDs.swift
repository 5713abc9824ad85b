/// The ids of what the Swift form's statements mean: names, types, calls and their
/// arguments, and the storage dictionary.
extension DiagnosticCatalog {
  static let swiftSemantics = entries(
    #"""
    swift.unknown-name · error
      A name is neither declared in the file nor one the description subset knows; a did-you-mean
      note follows when one is close.
      > cannot find 'NAME' in scope

    swift.did-you-mean · note
      The known name closest to an unknown one: a binding, a builtin, a member or a storage.
      > did you mean 'NAME'?

    swift.quote-the-name · note
      An unknown name that no known one is close to: most often a view's or a key's name written
      without its quotes, which the note puts back.
      > a view's or a key's name is a string: write "NAME"

    swift.declared-below · note
      A name used above the `let` that declares it.
      > 'NAME' is declared further down; declare it before this use

    swift.no-such-member · error
      A value has no member of that name.
      > value of type 'TYPE' has no member 'NAME'

    swift.member-must-be-called · error
      A method (`change`, `flatMap`) is named without being called.
      > 'change' must be called

    swift.invalid-redeclaration · error
      A name is declared twice.
      > invalid redeclaration of 'NAME'

    swift.previous-declaration · note
      A note under `swift.invalid-redeclaration`: where the name was first declared.
      > 'NAME' previously declared here

    swift.type-mismatch · error
      A value has another type than the binding's annotation or the argument's parameter asks for.
      > cannot convert value of type 'TYPE' to expected argument type '[ViewNode]'

    swift.number-literal-unsupported · error
      A number literal, which the description subset leaves out.
      > number literals like '42' are outside the description subset that grader reads

    swift.print-unsupported · error
      A call of `print`, which the description subset leaves out: rows are printed by
      `change(_:key:)` and `countCauses(_:)`.
      > 'print' is outside the description subset that grader reads; rows are printed by 'change(_:key:)' and 'countCauses(_:)'

    swift.closure-outside-flatmap · error
      A closure `{ $0 }` stands anywhere but as the argument of `flatMap`.
      > a closure is only read as the argument of 'flatMap'

    swift.flatmap-form-unsupported · error
      A `flatMap` call other than `flatMap { $0 }`, which the description subset leaves out.
      > 'flatMap' calls other than 'flatMap { $0 }' are outside the description subset that grader reads

    swift.flatmap-needs-nested-array · error
      `flatMap { $0 }` is called on an array whose elements are not arrays.
      > 'flatMap { $0 }' needs an array of arrays, not '[ViewNode]'

    swift.mixed-array-types · error
      An array literal mixes values of different types.
      > an array literal holds values of one type; this one mixes 'String' and 'ViewNode'

    swift.dictionary-key-not-string · error
      A dictionary literal has a key that is not a string.
      > a dictionary's keys are strings, not 'TYPE'

    swift.cannot-add-operands · error
      `+` joins values that cannot be added together.
      > binary operator '+' cannot be applied to operands of type 'TYPE' and 'TYPE'

    swift.not-callable · error
      A value that is not a function is called.
      > cannot call value of non-function type 'TYPE'

    swift.storage-called-directly · error
      `Storage(…)` is called; a storage is written as one of its cases.
      > a storage is written '.environment', '.model(object:)', '.published(object:)' or '.state(owner:)'

    swift.recompute-called-directly · error
      `Recompute(…)` is called; recomputes come from `change(_:key:)`.
      > recomputes come from 'change(_:key:)', not from 'Recompute(...)'

    swift.missing-argument · error
      A call leaves out an argument its parameters require.
      > missing argument for parameter 'reads' in call to 'ViewNode'

    swift.extra-argument · error
      A call has an argument its parameters do not take.
      > extra argument 'lazy' in call to 'ViewNode'

    swift.lazy-belongs-to-tree · note
      A note under `swift.extra-argument`: `lazy:` is an argument of the `ViewTree` call, not of a
      `ViewNode`.
      > 'lazy:' belongs to the ViewTree call: ViewTree(nodes: …, storage: …, lazy: ["key"])

    swift.incorrect-argument-label · error
      A call's argument labels differ from its parameters'; the fix-it writes the expected label.
      > incorrect argument label in call to 'ViewNode' (have '_:parent:read:', expected '_:parent:reads:')

    swift.arguments-out-of-order · error
      A call's arguments are all known but given out of order.
      > argument 'reads' must precede argument 'places'

    swift.wrong-arguments · error
      A call's arguments match its parameters in no way the other errors describe.
      > call to 'NAME' takes the arguments 'LABELS'

    swift.storage-name-missing · error
      `.model`, `.published` or `.state` is written without the object or owner it names.
      > '.state' needs its owner: write '.state(owner: "Name")'

    swift.environment-with-arguments · error
      `.environment` is given arguments.
      > '.environment' takes no arguments

    swift.unknown-storage · error
      A storage is written with a case that `Storage` does not have.
      > type 'Storage' has no member 'NAME'; a storage is 'environment', 'model(object:)', 'published(object:)' or 'state(owner:)'

    swift.storage-key-given-twice · error
      The storage dictionary gives a key twice.
      > storage key 'KEY' is given twice; each key has one entry in the storage dictionary

    swift.storage-key-first-given · note
      A note under `swift.storage-key-given-twice`: where the key is first given.
      > 'KEY' is first given here

    swift.storage-value-not-storage · error
      An entry of the storage dictionary maps its key to something other than a storage.
      > a storage dictionary maps key names to Storage values, not 'TYPE'

    swift.storage-key-not-string · error
      An entry of the storage dictionary has a key that is not a string.
      > a storage dictionary's keys are strings, not 'TYPE'

    swift.lazy-key-not-environment · error
      `lazy:` names a key that is not stored in the environment; only an environment key has a
      default to be lazy about.
      > 'KEY' is lazy but stored as STORAGE; only an environment key has a default to be lazy about

    swift.from-names-unplaced-key · error
      `from:` names a key that the view neither places nor derives.
      > 'from' names 'KEY', which VIEW neither places nor derives; 'from' maps a placed key to the key its value is computed from

    swift.placed-from-itself · error
      `from:` computes a placed key from itself; a value computed from the one above is derived.
      > 'KEY' is placed from itself; a value computed from the one above is 'derives: ["KEY"]'

    swift.too-many-values-built · error
      The file builds more values than a file of its size may, as one does that multiplies a value
      by adding it to itself; reading stops there.
      > this builds more than LIMIT values, the limit for a file of N bytes; write the views out instead of multiplying them

    swift.too-many-tree-views · error
      The file's trees hold more views in all than a file of its size may; reading stops there.
      > the trees of this file hold more than LIMIT views in all, the limit for a file of N bytes; build one tree from its own views
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let unknownName: Self = "swift.unknown-name"
  public static let swiftDidYouMean: Self = "swift.did-you-mean"
  public static let quoteTheName: Self = "swift.quote-the-name"
  public static let declaredBelow: Self = "swift.declared-below"
  public static let noSuchMember: Self = "swift.no-such-member"
  public static let memberMustBeCalled: Self = "swift.member-must-be-called"
  public static let invalidRedeclaration: Self = "swift.invalid-redeclaration"
  public static let previousDeclaration: Self = "swift.previous-declaration"
  public static let typeMismatch: Self = "swift.type-mismatch"
  public static let numberLiteralUnsupported: Self = "swift.number-literal-unsupported"
  public static let printUnsupported: Self = "swift.print-unsupported"
  public static let closureOutsideFlatMap: Self = "swift.closure-outside-flatmap"
  public static let flatMapFormUnsupported: Self = "swift.flatmap-form-unsupported"
  public static let flatMapNeedsNestedArray: Self = "swift.flatmap-needs-nested-array"
  public static let mixedArrayTypes: Self = "swift.mixed-array-types"
  public static let dictionaryKeyNotString: Self = "swift.dictionary-key-not-string"
  public static let cannotAddOperands: Self = "swift.cannot-add-operands"
  public static let notCallable: Self = "swift.not-callable"
  public static let storageCalledDirectly: Self = "swift.storage-called-directly"
  public static let recomputeCalledDirectly: Self = "swift.recompute-called-directly"
  public static let missingArgument: Self = "swift.missing-argument"
  public static let extraArgument: Self = "swift.extra-argument"
  public static let lazyBelongsToTree: Self = "swift.lazy-belongs-to-tree"
  public static let incorrectArgumentLabel: Self = "swift.incorrect-argument-label"
  public static let argumentsOutOfOrder: Self = "swift.arguments-out-of-order"
  public static let wrongArguments: Self = "swift.wrong-arguments"
  public static let storageNameMissing: Self = "swift.storage-name-missing"
  public static let environmentWithArguments: Self = "swift.environment-with-arguments"
  public static let swiftUnknownStorage: Self = "swift.unknown-storage"
  public static let swiftStorageKeyGivenTwice: Self = "swift.storage-key-given-twice"
  public static let swiftStorageKeyFirstGiven: Self = "swift.storage-key-first-given"
  public static let storageValueNotStorage: Self = "swift.storage-value-not-storage"
  public static let storageKeyNotString: Self = "swift.storage-key-not-string"
  public static let swiftLazyKeyNotEnvironment: Self = "swift.lazy-key-not-environment"
  public static let fromNamesUnplacedKey: Self = "swift.from-names-unplaced-key"
  public static let swiftPlacedFromItself: Self = "swift.placed-from-itself"
  public static let tooManyValuesBuilt: Self = "swift.too-many-values-built"
  public static let tooManyTreeViews: Self = "swift.too-many-tree-views"
}
