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
