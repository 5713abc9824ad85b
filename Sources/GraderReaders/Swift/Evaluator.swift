import GraderModel

/// Runs the parsed statements of the Swift form, in order, against the model.
///
/// Nothing is compiled or executed: each statement of the subset is
/// interpreted here. A statement that fails to evaluate leaves an invalid
/// value behind, so later statements are still checked without repeating the
/// error.
struct Evaluator {
  let file: SourceFile
  var diagnostics: DiagnosticLog
  var output: [Output] = []
  var screens: [Screen] = []
  /// The labels of the changes evaluated, in order, whether or not they ran.
  var changeLabels: [String] = []
  var bindings: [String: (value: Value, offset: Int)] = [:]
  /// The names a did-you-mean may propose: the builtins, then each binding as declared.
  let names: NameList
  /// Every name the file declares with `let` or `var`, above or below.
  var declared: Set<String> = []
  /// What the file's did-you-mean searches may still spend.
  let budget: SuggestionBudget
  /// The storage keys of each screen, indexed for did-you-mean searches.
  var keyIndexes: [SuggestionIndex] = []
  /// Whether changes run, and where their output goes.
  let running: Running
  /// The output produced so far, against the limit.
  var meter = OutputMeter()
  /// Whether a statement's output passed the limit, or its values the build
  /// limit, which stops evaluation.
  var stopped = false
  /// How many values the statements built: array elements, string bytes, views of trees.
  var built = 0
  /// How many values the file may build: linear in its size.
  let buildLimit: Int
  /// How many views its trees may hold in all: linear in its size, and room
  /// for several trees as large as the file can spell out.
  let treeLimit: Int
  /// How many views its trees hold so far.
  var treeViews = 0
  /// Whether a dictionary of strings is a value here: only among the
  /// arguments of a `ViewNode`, whose `from:` is one.
  var readsStringTables = false
  /// The names of views whose `ViewNode` call has an error.
  var brokenNames: Set<String> = []

  /// The model's names that a description may use.
  static let builtins: [String: Value] = [
    "Storage": .type("Storage"), "ViewNode": .type("ViewNode"), "ViewTree": .type("ViewTree"),
    "Recompute": .type("Recompute"), "countCauses": .countFunction, "Set": .type("Set"),
  ]

  init(file: SourceFile, diagnostics: DiagnosticLog, running: Running) {
    self.file = file
    self.diagnostics = diagnostics
    self.running = running
    buildLimit = (1 << 20) + file.bytes.count
    treeLimit = 100_000 + file.bytes.count / 4
    budget = SuggestionBudget(fileSize: file.bytes.count)
    names = NameList(Self.builtins.keys.sorted(), budget: budget)
  }

  /// Runs every statement in order.
  mutating func run(_ statements: [Statement]) {
    for case .binding(let name, _, _, _) in statements { declared.insert(name) }
    for (count, statement) in statements.enumerated() where !stopped {
      if ReadingDeadline.hasPassed(atStep: count + 1) {
        diagnostics.append(ReadingDeadline.stopped(in: file, at: statement.start))
        return
      }
      switch statement {
      case .binding(let name, let offset, let type, let expression):
        var value = evaluate(expression)
        if let type, !value.fits(type.text) {
          error(
            "cannot convert value of type '\(value.typeName)' to specified type '\(type.text)'",
            id: .typeMismatch,
            at: expression.start)
          value = .invalid
        }
        if let previous = bindings[name] {
          error(
            "invalid redeclaration of '\(name)'", id: .invalidRedeclaration, at: offset,
            notes: [
              file.draft(
                .note, "'\(name)' previously declared here", id: .previousDeclaration,
                at: previous.offset)
            ])
        } else {
          bindings[name] = (value, offset)
          names.append(name)
        }
      case .evaluation(let expression):
        _ = evaluate(expression)
      }
    }
  }

  mutating func error(
    _ message: String, id: DiagnosticID, at offset: Int, length: Int = 0,
    notes: [DiagnosticDraft] = [], fixIt: String? = nil, later: (() -> [DiagnosticDraft])? = nil
  ) {
    diagnostics.append(
      file.draft(.error, message, id: id, at: offset, length: length, notes: notes, fixIt: fixIt),
      later: later)
  }

  /// Hands `produced` on, or reports the statement at `offset` that passes the output limit.
  mutating func put(_ produced: Output, at offset: Int) {
    guard !stopped else { return }
    let lines = produced.lines
    guard meter.admit(lines, limit: running.limit) else {
      diagnostics.append(running.overLimit(in: file, at: offset))
      stopped = true
      return
    }
    guard let emit = running.emit else {
      output.append(produced)
      return
    }
    lines.forEach(emit)
  }

  /// Evaluates an expression; errors are reported and yield ``Value/invalid``.
  mutating func evaluate(_ expression: Expression) -> Value {
    switch expression.kind {
    case .invalid:
      return .invalid
    case .string(let text):
      return .string(text, offset: expression.start)
    case .nilLiteral:
      return .null
    case .number(let text):
      error(
        Parser.outside("number literals like '\(text)'"), id: .numberLiteralUnsupported,
        at: expression.start)
      return .invalid
    case .array(let items):
      return evaluateArray(items, at: expression.start)
    case .dictionary(let entries):
      return evaluateStorageTable(entries, at: expression.start)
    case .identifier(let name):
      return lookUp(name, at: expression.start)
    case .implicitMember(let name):
      return storageMember(name, arguments: nil, at: expression.start + 1)
    case .member(let base, let name, let nameOffset):
      let baseValue = evaluate(base)
      if case .type("Storage") = baseValue {
        return storageMember(name, arguments: nil, at: nameOffset)
      }
      return noMember(name, of: baseValue, at: nameOffset)
    case .call(let callee, let arguments):
      return evaluateCall(callee, arguments, at: expression.start)
    case .identityClosure:
      error(
        "a closure is only read as the argument of 'flatMap'",
        id: .closureOutsideFlatMap, at: expression.start)
      return .invalid
    case .sum(let operands):
      return evaluateSum(operands)
    }
  }

  private mutating func lookUp(_ name: String, at offset: Int) -> Value {
    if let bound = bindings[name] { return bound.value }
    if let builtin = Self.builtins[name] { return builtin }
    if name == "print" {
      error(
        "'print' is outside the description subset that grader reads; rows are printed by 'change(_:key:)' and 'countCauses(_:)'",
        id: .printUnsupported,
        at: offset, length: name.count)
      return .invalid
    }
    let (names, visible, file) = (names, names.count, file)
    let shown = QuotedName.shown(name)
    let later = declared.contains(name)
    error(
      "cannot find '\(shown)' in scope", id: .unknownName, at: offset,
      length: name.count
    ) {
      guard let guess = names.index.closest(to: name, visible: visible) else {
        // Declared further down: used before its declaration, as swiftc says.
        if later {
          return [
            file.draft(
              .note, "'\(shown)' is declared further down; declare it before this use",
              id: .declaredBelow, at: offset, length: name.count)
          ]
        }
        // No binding is near it: a view's or a key's name, left unquoted.
        guard QuotedName.fits(name) else { return [] }
        return [
          file.draft(
            .note, "a view's or a key's name is a string: write \"\(name)\"", id: .quoteTheName,
            at: offset, length: name.count, fixIt: "\"\(name)\"")
        ]
      }
      return [
        file.draft(
          .note, "did you mean '\(guess)'?", id: .swiftDidYouMean, at: offset,
          length: name.count, fixIt: guess)
      ]
    }
    return .invalid
  }

  /// The error for a member that `value` does not have.
  mutating func noMember(_ name: String, of value: Value, at offset: Int) -> Value {
    if value.isInvalid { return .invalid }
    var members: [String] = []
    switch value {
    case .tree: members = ["change"]
    case .array: members = ["flatMap"]
    default: break
    }
    var notes: [DiagnosticDraft] = []
    if let guess = Suggestion.closest(to: name, among: members) {
      notes.append(
        file.draft(
          .note, "did you mean '\(guess)'?", id: .swiftDidYouMean, at: offset,
          length: name.count, fixIt: guess))
    }
    let message =
      members.contains(name)
      ? "'\(name)' must be called" : "value of type '\(value.typeName)' has no member '\(name)'"
    error(
      message, id: members.contains(name) ? .memberMustBeCalled : .noSuchMember,
      at: offset, length: name.count, notes: notes)
    return .invalid
  }

  /// Counts `amount` values built against the file's limit, or reports the
  /// expression at `offset` that passes it, which stops evaluation.
  ///
  /// The limit grows with the file's size, so a file that lists its views
  /// never meets it; one that multiplies a value by adding it to itself, or
  /// builds a tree from one array again and again, does.
  mutating func charge(_ amount: Int, at offset: Int) -> Bool {
    guard !stopped else { return false }
    built += amount
    guard built > buildLimit else { return true }
    error(
      "this builds more than \(buildLimit) values, the limit for a file of \(file.bytes.count) bytes; write the views out instead of multiplying them",
      id: .tooManyValuesBuilt,
      at: offset)
    stopped = true
    return false
  }
}
