import GraderModel

extension Evaluator {
  mutating func evaluateCall(_ callee: Expression, _ arguments: [Argument], at offset: Int)
    -> Value
  {
    let end = max(callee.end, arguments.last?.value.end ?? callee.end)
    switch callee.kind {
    case .implicitMember(let name):
      return storageMember(name, arguments: arguments, at: callee.start + 1, end: end)
    case .member(let base, let name, let nameOffset):
      let baseValue = evaluate(base)
      switch (baseValue, name) {
      case (.type("Storage"), _):
        return storageMember(name, arguments: arguments, at: nameOffset, end: end)
      case (.tree(let index), "change"):
        return change(
          screens[index].tree, keys: keyIndexes[index], arguments, at: nameOffset, end: end)
      case (.array(let items), "flatMap"):
        return flatten(items, arguments, at: nameOffset, end: end)
      default:
        evaluateArguments(arguments)
        return noMember(name, of: baseValue, at: nameOffset)
      }
    default:
      let value = evaluate(callee)
      switch value {
      case .type("ViewNode"): return makeView(arguments, at: offset, end: end)
      case .type("ViewTree"): return makeTree(arguments, at: offset, end: end)
      case .type("Set"): return makeSet(arguments, end: end)
      case .countFunction: return count(arguments, at: offset, end: end)
      case .invalid:
        evaluateArguments(arguments)
        return .invalid
      case .type("Storage"):
        error(
          "a storage is written '.environment', '.model(object:)', '.published(object:)' or '.state(owner:)'",
          id: .storageCalledDirectly, at: offset)
      case .type("Recompute"):
        error(
          "recomputes come from 'change(_:key:)', not from 'Recompute(...)'",
          id: .recomputeCalledDirectly, at: offset)
      default:
        error(
          "cannot call value of non-function type '\(value.typeName)'",
          id: .notCallable, at: offset)
      }
      evaluateArguments(arguments)
      return .invalid
    }
  }

  private mutating func evaluateArguments(_ arguments: [Argument]) {
    for argument in arguments { _ = evaluate(argument.value) }
  }

  /// Checks the labels of a call as the Swift compiler would, and evaluates its arguments.
  ///
  /// - Returns: The argument values in parameter order, or `nil` after an error.
  private mutating func match(
    _ arguments: [Argument], labels: [String?], name: String, end: Int
  ) -> [(value: Value, offset: Int)]? {
    let values = arguments.map { (value: evaluate($0.value), offset: $0.value.start) }
    let given = arguments.map(\.label)
    if given == labels { return values }
    func spell(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }
    if given.count < labels.count, isSubsequence(given, of: labels) {
      let missing = zip(labels, given + [nil]).first { $0 != $1 }?.0 ?? labels[given.count]
      let parameter = missing.map { "'\($0)'" } ?? "#\(labels.firstIndex(of: nil)! + 1)"
      error(
        "missing argument for parameter \(parameter) in call to '\(name)'",
        id: .missingArgument, at: end)
    } else if given.count > labels.count, isSubsequence(labels, of: given) {
      let extra = arguments.indices.first { $0 >= labels.count || given[$0] != labels[$0] }!
      let label = arguments[extra].label.map { "'\($0)' " } ?? ""
      // A screen's lazy keys are the tree's, not a view's.
      let notes =
        name == "ViewNode" && arguments[extra].label == "lazy"
        ? [
          file.draft(
            .note,
            "'lazy:' belongs to the ViewTree call: ViewTree(nodes: …, storage: …, lazy: [\"key\"])",
            id: .lazyBelongsToTree, at: arguments[extra].offset)
        ] : []
      error(
        "extra argument \(label)in call to '\(name)'", id: .extraArgument,
        at: arguments[extra].offset, notes: notes)
    } else if given.count == labels.count {
      let first = given.indices.first { given[$0] != labels[$0] }!
      error(
        "incorrect argument label in call to '\(name)' (have '\(spell(given))', expected '\(spell(labels))')",
        id: .incorrectArgumentLabel,
        at: arguments[first].offset, length: arguments[first].label?.count ?? 0,
        fixIt: labels[first].map { $0 + ":" } ?? "")
    } else {
      error(
        "call to '\(name)' takes the arguments '\(spell(labels))'",
        id: .wrongArguments,
        at: arguments.first?.offset ?? end)
    }
    return nil
  }

  /// Like ``match(_:labels:name:end:)``, for a call whose trailing parameters
  /// `optional` may each be left out, as the grader's extensions of the
  /// lesson's API are.
  ///
  /// - Returns: The required values in order, then one entry per optional
  ///   parameter (`nil` when left out), or `nil` after an error.
  private mutating func match(
    _ arguments: [Argument], labels: [String?], optional: [String], name: String, end: Int
  ) -> (required: [(value: Value, offset: Int)], optional: [(value: Value, offset: Int)?])? {
    let given = arguments.map(\.label)
    let extra = given.dropFirst(labels.count).map { $0 ?? "_" }
    let known = Set(optional)
    if given.count > labels.count, Array(given.prefix(labels.count)) == labels,
      extra.allSatisfy(known.contains), Set(extra).count == extra.count,
      !isSubsequence(extra.map { Optional($0) }, of: optional.map { Optional($0) })
    {
      // Every label is known, but out of order: say so, as swiftc does.
      let order = optional.filter(extra.contains)
      let first = zip(extra, order).first { $0 != $1 }!
      let at = arguments.first { $0.label == first.1 }?.offset ?? end
      evaluateArguments(arguments)
      error(
        "argument '\(first.1)' must precede argument '\(first.0)'",
        id: .argumentsOutOfOrder, at: at)
      return nil
    }
    // Every label known and none missing, in another order than the call's:
    // say which must come first, as swiftc does.
    let order = labels + optional.map { Optional($0) }
    if given != order.filter(given.contains), Set(given).count == given.count,
      given.allSatisfy(order.contains), labels.allSatisfy(given.contains)
    {
      let expected = order.filter(given.contains)
      let first = zip(expected, given).first { $0 != $1 }!
      let at = arguments.first { $0.label == first.0 }?.offset ?? end
      evaluateArguments(arguments)
      error(
        "argument '\(first.0 ?? "_")' must precede argument '\(first.1 ?? "_")'",
        id: .argumentsOutOfOrder, at: at)
      return nil
    }
    guard given.count > labels.count, Array(given.prefix(labels.count)) == labels,
      isSubsequence(extra.map { Optional($0) }, of: optional.map { Optional($0) })
    else {
      guard let values = match(arguments, labels: labels, name: name, end: end) else { return nil }
      return (values, optional.map { _ in nil })
    }
    let values = arguments.map { (value: evaluate($0.value), offset: $0.value.start) }
    let trailing = optional.map { label in
      given.indices.first { $0 >= labels.count && given[$0] == label }.map { values[$0] }
    }
    return (Array(values.prefix(labels.count)), trailing)
  }

  private func isSubsequence(_ small: [String?], of large: [String?]) -> Bool {
    var rest = large[...]
    for label in small {
      guard let found = rest.firstIndex(of: label) else { return false }
      rest = rest[(found + 1)...]
    }
    return true
  }

  /// Reports that an argument has the wrong type.
  private mutating func mismatch(_ value: Value, expected: String, at offset: Int) {
    if value.isInvalid { return }
    error(
      "cannot convert value of type '\(value.typeName)' to expected argument type '\(expected)'",
      id: .typeMismatch,
      at: offset)
  }

  /// The strings of an array of strings, or `nil` after reporting a mismatch.
  private mutating func strings(_ value: Value, at offset: Int) -> [(String, Int)]? {
    guard case .array(let items) = value else {
      mismatch(value, expected: "[String]", at: offset)
      return nil
    }
    var result: [(String, Int)] = []
    for item in items {
      guard case .string(let text, let at) = item else {
        if item.isInvalid { return nil }
        mismatch(value, expected: "[String]", at: offset)
        return nil
      }
      result.append((text, at))
    }
    return result
  }

  private mutating func makeView(_ arguments: [Argument], at offset: Int, end: Int) -> Value {
    let errors = diagnostics.errorCount
    // A view whose call has an error: what later calls say of it is not an
    // error of theirs.
    defer {
      if diagnostics.errorCount > errors, let first = arguments.first, first.label == nil,
        case .string(let name) = first.value.kind
      {
        brokenNames.insert(name)
      }
    }
    readsStringTables = true
    let matched = match(
      arguments, labels: [nil, "parent", "reads"],
      optional: ["places", "derives", "takes", "from", "holds"], name: "ViewNode", end: end)
    readsStringTables = false
    guard let matched else { return .invalid }
    let values = matched.required
    var valid = true
    var name = ""
    if case .string(let text, _) = values[0].value {
      name = text
    } else {
      mismatch(values[0].value, expected: "String", at: values[0].offset)
      valid = false
    }
    var parent: String?
    var parentOffset: Int?
    switch values[1].value {
    case .string(let text, let at):
      parent = text
      parentOffset = at
    case .null:
      break
    default:
      mismatch(values[1].value, expected: "String?", at: values[1].offset)
      valid = false
    }
    guard valid, let reads = strings(values[2].value, at: values[2].offset) else { return .invalid }
    // places, derives and takes: lists of keys.
    var lists: [[(key: String, offset: Int)]] = []
    for argument in matched.optional.prefix(3) {
      guard let argument else {
        lists.append([])
        continue
      }
      guard let keys = strings(argument.value, at: argument.offset) else { return .invalid }
      lists.append(keys.map { (key: $0.0, offset: $0.1) })
    }
    var placedFrom: [(key: String, source: String, offset: Int)] = []
    if let argument = matched.optional[3] {
      switch argument.value {
      case .stringTable(let entries):
        let placed = Set((lists[0] + lists[1]).map(\.key))
        for entry in entries {
          guard placed.contains(entry.key) else {
            error(
              "'from' names '\(entry.key)', which \(name) neither places nor derives; 'from' maps a placed key to the key its value is computed from",
              id: .fromNamesUnplacedKey,
              at: entry.keyOffset)
            return .invalid
          }
          guard entry.value != entry.key else {
            error(
              "'\(entry.key)' is placed from itself; a value computed from the one above is 'derives: [\"\(entry.key)\"]'",
              id: .swiftPlacedFromItself,
              at: entry.valueOffset)
            return .invalid
          }
          placedFrom.append((entry.key, entry.value, entry.valueOffset))
        }
      case .storageTable(let table, _, _) where table.isEmpty:
        break
      default:
        mismatch(argument.value, expected: "[String: String]", at: argument.offset)
        return .invalid
      }
    }
    var holds: [(key: String, offset: Int)] = []
    if let argument = matched.optional[4] {
      guard let objects = strings(argument.value, at: argument.offset) else { return .invalid }
      holds = objects.map { (key: $0.0, offset: $0.1) }
    }
    return .view(
      DraftView(
        name: name, parent: parent, reads: reads.map { (key: $0.0, offset: $0.1) },
        places: lists[0], derives: lists[1], takes: lists[2], placedFrom: placedFrom,
        holds: holds, offset: offset, parentOffset: parentOffset))
  }

  /// `Set([...])`, as a `reads:` argument may be written: the array without repeats.
  private mutating func makeSet(_ arguments: [Argument], end: Int) -> Value {
    guard let values = match(arguments, labels: [nil], name: "Set", end: end) else {
      return .invalid
    }
    guard let items = strings(values[0].value, at: values[0].offset),
      charge(items.count, at: values[0].offset)
    else { return .invalid }
    var seen = Set<String>()
    return .array(items.filter { seen.insert($0.0).inserted }.map { .string($0.0, offset: $0.1) })
  }

  private mutating func makeTree(_ arguments: [Argument], at offset: Int, end: Int) -> Value {
    guard
      let matched = match(
        arguments, labels: ["nodes", "storage"], optional: ["lazy"], name: "ViewTree", end: end)
    else { return .invalid }
    let values = matched.required
    var lazyKeys: [(String, Int)] = []
    if let argument = matched.optional[0] {
      guard let keys = strings(argument.value, at: argument.offset) else { return .invalid }
      lazyKeys = keys
    }
    var views: [DraftView] = []
    var complete = true
    switch values[0].value {
    case .array(let items):
      treeViews += items.count
      if treeViews > treeLimit, !stopped {
        error(
          "the trees of this file hold more than \(treeLimit) views in all, the limit for a file of \(file.bytes.count) bytes; build one tree from its own views",
          id: .tooManyTreeViews,
          at: offset)
        stopped = true
      }
      guard charge(items.count, at: offset) else { return .invalid }
      for item in items {
        switch item {
        case .view(let view): views.append(view)
        case .invalid: complete = false
        default:
          mismatch(values[0].value, expected: "[ViewNode]", at: values[0].offset)
          return .invalid
        }
      }
    default:
      mismatch(values[0].value, expected: "[ViewNode]", at: values[0].offset)
      return .invalid
    }
    var table: [String: Storage] = [:]
    var offsets: [String: Int] = [:]
    var ownerOffsets: [String: Int] = [:]
    switch values[1].value {
    case .storageTable(let given, let givenOffsets, let givenOwners):
      (table, offsets, ownerOffsets) = (given, givenOffsets, givenOwners)
    case .invalid:
      complete = false
    default:
      mismatch(values[1].value, expected: "[String: Storage]", at: values[1].offset)
      return .invalid
    }
    // Even a tree with broken parts is checked, so every mistake shows at once.
    var lazy = Set<String>()
    for (key, at) in lazyKeys {
      guard table[key] == .environment else {
        error(
          "'\(key)' is lazy but \(table[key].map { "stored as \($0)" } ?? "is stored nowhere"); only an environment key has a default to be lazy about",
          id: .swiftLazyKeyNotEnvironment,
          at: at)
        complete = false
        continue
      }
      lazy.insert(key)
    }
    var builder = ScreenBuilder(file: file, budget: budget)
    builder.scriptKeys = running.scriptKeys
    builder.scenarioViews = running.scenarioViews
    builder.brokenNames = brokenNames
    let built = builder.build(
      views: views, storage: table, storageOffsets: offsets, ownerOffsets: ownerOffsets, lazy: lazy,
      into: &diagnostics)
    guard complete, let built else { return .invalid }
    screens.append(built.screen)
    keyIndexes.append(built.keys)
    return .tree(screens.count - 1)
  }

  private mutating func change(
    _ tree: ViewTree, keys: SuggestionIndex, _ arguments: [Argument], at offset: Int, end: Int
  ) -> Value {
    guard
      let matched = match(
        arguments, labels: [nil, "key"], optional: ["at"], name: "change", end: end)
    else { return .invalid }
    let values = matched.required
    guard case .string(let label, _) = values[0].value else {
      mismatch(values[0].value, expected: "String", at: values[0].offset)
      return .invalid
    }
    guard case .string(let key, let keyOffset) = values[1].value else {
      mismatch(values[1].value, expected: "String", at: values[1].offset)
      return .invalid
    }
    if let warning = file.unstoredKeyWarning(
      key, at: keyOffset, in: tree, keys: keys, quoted: true, scriptKeys: running.scriptKeys)
    {
      diagnostics.append(warning)
    }
    changeLabels.append(label)
    var placement: String?
    if let argument = matched.optional[0] {
      switch argument.value {
      case .null:
        break
      case .string(let view, let viewOffset):
        if var problem = file.placementChangeDraft(
          key: key, at: view, offset: viewOffset, in: tree)
        {
          // Grading does not run the file's own changes: there it is a warning.
          guard running.evaluates else {
            problem.severity = .warning
            diagnostics.append(problem)
            return .recomputes([])
          }
          diagnostics.append(problem)
          return .invalid
        }
        placement = view
      default:
        mismatch(argument.value, expected: "String?", at: argument.offset)
        return .invalid
      }
    }
    guard running.evaluates else { return .recomputes([]) }
    let row = tree.change(label, key: key, at: placement)
    put(.row(row), at: offset)
    return .recomputes(row.recomputed)
  }

  private mutating func count(_ arguments: [Argument], at offset: Int, end: Int) -> Value {
    guard let values = match(arguments, labels: [nil], name: "countCauses", end: end)
    else { return .invalid }
    switch values[0].value {
    case .recomputes(let recomputes):
      if running.evaluates { put(.count(CauseCount(recomputes)), at: offset) }
      return .void
    case .array(let items) where items.isEmpty:
      if running.evaluates { put(.count(CauseCount([])), at: offset) }
      return .void
    default:
      mismatch(values[0].value, expected: "[Recompute]", at: values[0].offset)
      return .invalid
    }
  }

  private mutating func flatten(_ items: [Value], _ arguments: [Argument], at offset: Int, end: Int)
    -> Value
  {
    if arguments.contains(where: { $0.value.isInvalid }) { return .invalid }
    guard arguments.count == 1, arguments[0].label == nil,
      case .identityClosure = arguments[0].value.kind
    else {
      evaluateArguments(arguments)
      error(
        Parser.outside("'flatMap' calls other than 'flatMap { $0 }'"),
        id: .flatMapFormUnsupported, at: offset)
      return .invalid
    }
    guard charge(items.reduce(0) { $0 + $1.size }, at: offset) else { return .invalid }
    var recomputes: [Recompute] = []
    var flattened: [Value] = []
    for item in items {
      switch item {
      case .invalid: return .invalid
      case .recomputes(let more): recomputes += more
      case .array(let more): flattened += more
      default:
        error(
          "'flatMap { $0 }' needs an array of arrays, not '\(Value.array(items).typeName)'",
          id: .flatMapNeedsNestedArray,
          at: offset)
        return .invalid
      }
    }
    return flattened.isEmpty ? .recomputes(recomputes) : .array(flattened)
  }

  /// Evaluates `.environment`, `.model(object:)`, `.published(object:)` or `.state(owner:)`.
  mutating func storageMember(_ name: String, arguments: [Argument]?, at offset: Int, end: Int = 0)
    -> Value
  {
    switch (name, arguments) {
    case ("environment", nil):
      return .storage(.environment, nameOffset: nil)
    case ("model", let arguments?), ("published", let arguments?), ("state", let arguments?):
      let label = name == "state" ? "owner" : "object"
      guard let values = match(arguments, labels: [label], name: name, end: end) else {
        return .invalid
      }
      guard case .string(let text, let textOffset) = values[0].value else {
        mismatch(values[0].value, expected: "String", at: values[0].offset)
        return .invalid
      }
      let storage: Storage =
        switch name {
        case "model": .model(object: text)
        case "published": .published(object: text)
        default: .state(owner: text)
        }
      return .storage(storage, nameOffset: textOffset)
    case ("model", nil), ("published", nil), ("state", nil):
      let label = name == "state" ? "owner" : "object"
      error(
        "'.\(name)' needs its \(label): write '.\(name)(\(label): \"Name\")'",
        id: .storageNameMissing, at: offset)
      return .invalid
    case ("environment", _?):
      error(
        "'.environment' takes no arguments", id: .environmentWithArguments, at: offset)
      return .invalid
    default:
      var notes: [DiagnosticDraft] = []
      if let guess = Suggestion.closest(
        to: name, among: ["environment", "model", "published", "state"])
      {
        notes.append(
          file.draft(
            .note, "did you mean '\(guess)'?", id: .swiftDidYouMean, at: offset,
            length: name.count, fixIt: guess))
      }
      error(
        "type 'Storage' has no member '\(name)'; a storage is 'environment', 'model(object:)', 'published(object:)' or 'state(owner:)'",
        id: .swiftUnknownStorage,
        at: offset, length: name.count, notes: notes)
      return .invalid
    }
  }
}
