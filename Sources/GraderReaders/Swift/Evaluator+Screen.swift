import GraderModel

/// The calls that build a screen: a view (`ViewNode(…)`), a set of names,
/// and the tree (`ViewTree(nodes:storage:lazy:)`).
extension Evaluator {
  mutating func makeView(_ arguments: [Argument], at offset: Int, end: Int) -> Value {
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
      .drafted(
        name: name, parent: parent, reads: reads.map { (key: $0.0, offset: $0.1) },
        places: lists[0], derives: lists[1], takes: lists[2], placedFrom: placedFrom,
        holds: holds, offset: offset, parentOffset: parentOffset))
  }

  /// `Set([...])`, as a `reads:` argument may be written: the array without repeats.
  mutating func makeSet(_ arguments: [Argument], end: Int) -> Value {
    guard let values = match(arguments, labels: [nil], name: "Set", end: end) else {
      return .invalid
    }
    guard let items = strings(values[0].value, at: values[0].offset),
      charge(items.count, at: values[0].offset)
    else { return .invalid }
    var seen = Set<String>()
    return .array(items.filter { seen.insert($0.0).inserted }.map { .string($0.0, offset: $0.1) })
  }

  mutating func makeTree(_ arguments: [Argument], at offset: Int, end: Int) -> Value {
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
}
