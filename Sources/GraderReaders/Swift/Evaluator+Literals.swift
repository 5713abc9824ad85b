import GraderModel

/// The values written as literals: an array, the storage dictionary, and a
/// sum of strings.
extension Evaluator {
  mutating func evaluateArray(_ items: [Expression], at offset: Int) -> Value {
    guard charge(items.count, at: offset) else { return .invalid }
    let values = items.map { evaluate($0) }
    let types = Set(values.filter { !$0.isInvalid }.map(\.typeName))
    if types.count > 1 {
      error(
        "an array literal holds values of one type; this one mixes \(types.sorted().map { "'\($0)'" }.joined(separator: " and "))",
        id: .mixedArrayTypes,
        at: offset)
      return .invalid
    }
    return .array(values)
  }

  mutating func evaluateStorageTable(
    _ entries: [(key: Expression, value: Expression)], at offset: Int
  ) -> Value {
    var table: [String: Storage] = [:]
    var offsets: [String: Int] = [:]
    var ownerOffsets: [String: Int] = [:]
    var valid = true
    let evaluated = entries.map { (key: evaluate($0.key), value: evaluate($0.value)) }
    // A dictionary whose values are all strings is a view's 'from:'.
    if readsStringTables, !evaluated.isEmpty,
      evaluated.allSatisfy({ pair in
        if case .string = pair.value { return true }
        return false
      })
    {
      var strings: [(key: String, keyOffset: Int, value: String, valueOffset: Int)] = []
      for (pair, entry) in zip(evaluated, entries) {
        guard case .string(let name, let keyOffset) = pair.key,
          case .string(let text, let valueOffset) = pair.value
        else {
          if !pair.key.isInvalid {
            error(
              "a dictionary's keys are strings, not '\(pair.key.typeName)'",
              id: .dictionaryKeyNotString, at: entry.key.start)
          }
          return .invalid
        }
        strings.append((name, keyOffset, text, valueOffset))
      }
      return .stringTable(strings)
    }
    for (entry, pair) in zip(entries, evaluated) {
      let (key, value) = (pair.key, pair.value)
      switch (key, value) {
      case (.string(let name, let keyOffset), .storage(let storage, let nameOffset)):
        if let first = offsets[name] {
          error(
            "storage key '\(name)' is given twice; each key has one entry in the storage dictionary",
            id: .swiftStorageKeyGivenTwice,
            at: keyOffset,
            notes: [
              file.draft(
                .note, "'\(name)' is first given here", id: .swiftStorageKeyFirstGiven, at: first)
            ])
          valid = false
        } else {
          table[name] = storage
          offsets[name] = keyOffset
          ownerOffsets[name] = nameOffset
        }
      case (.invalid, _), (_, .invalid):
        valid = false
      case (.string, _):
        error(
          "a storage dictionary maps key names to Storage values, not '\(value.typeName)'",
          id: .storageValueNotStorage,
          at: entry.value.start)
        valid = false
      default:
        error(
          "a storage dictionary's keys are strings, not '\(key.typeName)'",
          id: .storageKeyNotString, at: entry.key.start)
        valid = false
      }
    }
    if !valid {
      // The entries' errors are said; no later warning says their keys are stored nowhere.
      for pair in evaluated {
        if case .string(let name, _) = pair.key { brokenNames.insert(name) }
      }
      return .invalid
    }
    return .storageTable(table, offsets: offsets, ownerOffsets: ownerOffsets)
  }

  mutating func evaluateSum(_ operands: [Expression]) -> Value {
    var values = operands.map { evaluate($0) }
    // The sum copies its first operand before appending to it.
    guard let first = operands.first, charge(values[0].size, at: first.start) else {
      return .invalid
    }
    var sum = Sum(values.removeFirst())
    for (value, operand) in zip(values, operands.dropFirst()) {
      guard charge(value.size, at: operand.start) else { return .invalid }
      if sum.isInvalid { continue }
      if case .invalid = value {
        sum = Sum(.invalid)
      } else if !sum.add(value) {
        error(
          "binary operator '+' cannot be applied to operands of type '\(sum.value.typeName)' and '\(value.typeName)'",
          id: .cannotAddOperands,
          at: operand.start)
        sum = Sum(.invalid)
      }
    }
    return sum.value
  }
}
