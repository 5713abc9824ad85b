import GraderModel

/// A call's arguments: matched against the labels a call takes, in order,
/// and read as the strings and lists its values must be.
extension Evaluator {
  mutating func evaluateArguments(_ arguments: [Argument]) {
    for argument in arguments { _ = evaluate(argument.value) }
  }

  /// Checks the labels of a call as the Swift compiler would, and evaluates its arguments.
  ///
  /// - Returns: The argument values in parameter order, or `nil` after an error.
  mutating func match(
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
  mutating func match(
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

  func isSubsequence(_ small: [String?], of large: [String?]) -> Bool {
    var rest = large[...]
    for label in small {
      guard let found = rest.firstIndex(of: label) else { return false }
      rest = rest[(found + 1)...]
    }
    return true
  }

  /// Reports that an argument has the wrong type.
  mutating func mismatch(_ value: Value, expected: String, at offset: Int) {
    if value.isInvalid { return }
    error(
      "cannot convert value of type '\(value.typeName)' to expected argument type '\(expected)'",
      id: .typeMismatch,
      at: offset)
  }

  /// The strings of an array of strings, or `nil` after reporting a mismatch.
  mutating func strings(_ value: Value, at offset: Int) -> [(String, Int)]? {
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
}
