import GraderModel
import GraderReaders

/// Turns a fixture's fields and sections into a ``Scenario``, reporting each
/// problem at its line.
struct ScenarioBuilder {
  let file: SourceFile
  let lesson: String
  let values: [String: (text: String, line: Int)]
  let accepts: [(text: String, line: Int)]
  let warns: [(text: String, line: Int)]
  let sections: [String: Range<Int>]
  var diagnostics: [Diagnostic]
  let recording: Bool

  init(
    file: SourceFile, lesson: String, values: [String: (text: String, line: Int)],
    accepts: [(text: String, line: Int)], warns: [(text: String, line: Int)],
    sections: [String: Range<Int>],
    diagnostics: [Diagnostic], recording: Bool
  ) {
    self.recording = recording
    self.file = file
    self.lesson = lesson
    self.values = values
    self.accepts = accepts
    self.warns = warns
    self.sections = sections
    self.diagnostics = diagnostics
  }

  mutating func error(_ message: String, id: DiagnosticID, line: Int) {
    let offset = file.lineStarts[min(max(line, 0), file.lineStarts.count - 1)]
    diagnostics.append(file.diagnostic(.error, message, id: id, at: offset))
  }

  /// The text of a section without its leading and trailing blank lines.
  private func text(of name: String) -> String {
    guard let range = sections[name] else { return "" }
    var lines = range.map { file.text(ofLine: $0 + 1) }
    while lines.first?.trimmingBlanks().isEmpty == true { lines.removeFirst() }
    while lines.last?.trimmingBlanks().isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  mutating func build() -> Scenario? {
    let stem = file.path.split(separator: "/").last.map(String.init) ?? file.path
    let fallbackID = stem.hasSuffix(".scenario") ? String(stem.dropLast(9)) : stem
    for name in ["title", "points"] where values[name] == nil {
      error("missing the field '\(name):'", id: .missingField, line: 0)
    }
    if let title = values["title"], title.text.isEmpty {
      error(
        "the title is empty; give the scenario a one-line title",
        id: .emptyTitle, line: title.line)
    }
    var points = 0
    if let given = values["points"] {
      if let number = Int(given.text), number > 0, number <= 1000 {
        points = number
      } else {
        error(
          "'points' takes a whole number from 1 to 1000, not '\(given.text)'",
          id: .invalidPoints, line: given.line)
      }
    }
    let id = values["id"]?.text ?? fallbackID
    if let problem = ScenarioID.problem(with: id) {
      error(problem, id: .invalidScenarioID, line: values["id"]?.line ?? 0)
    }
    let scoring = choice(Scoring.self, field: "scoring") ?? .allOrNothing
    let visibility = choice(Visibility.self, field: "visibility") ?? .visible
    let judging = choice(Judging.self, field: "judging") ?? .grader
    if judging == .instructor {
      checkNoAnswerKept()
    }
    let accepted = parseAccepts()
    for name in ["task", "source", "script"] where sections[name] == nil {
      error(
        "missing the section '--- \(name)'", id: .missingSection,
        line: file.lineStarts.count - 1)
    }
    if sections["expected"] == nil && sections["digests"] == nil
      && (judging != .instructor || sections["reference"] != nil)
    {
      error(
        "missing the section '--- expected'; leave it empty and run '\(CommandHint.recordWrite)' to fill it in",
        id: .missingExpectedSection,
        line: file.lineStarts.count - 1)
    }
    if let digests = sections["digests"] {
      if sections["expected"] != nil {
        error(
          "a scenario has '--- expected' or '--- digests', not both",
          id: .expectedAndDigests, line: digests.lowerBound - 1)
      }
      if let reference = sections["reference"] {
        error(
          "a release with '--- digests' holds no reference",
          id: .referenceInRelease, line: reference.lowerBound - 1)
      }
    } else if sections["reference"] == nil && sections["expected"] != nil && recording {
      error(
        "missing the section '--- reference'", id: .missingReferenceSection,
        line: file.lineStarts.count - 1)
    }
    guard let scriptLines = sections["script"] else { return nil }
    let script = DescriptionReader.readScript(file, lines: scriptLines)
    diagnostics += script.diagnostics
    if script.steps.isEmpty && !script.diagnostics.hasErrors {
      error(
        "the script has no 'change' line", id: .scriptWithoutChanges,
        line: scriptLines.lowerBound - 1)
    }
    var reference: Description?
    defer { checkPlacements(script.steps, scriptLines: scriptLines, reference: reference) }
    if let referenceLines = sections["reference"] {
      let read = DescriptionReader.readTree(file, lines: referenceLines)
      // The model's warnings about the reference are what 'warns:' checks.
      let expected = Set(read.screens.first?.tree.modelWarnings ?? [])
      diagnostics += read.diagnostics.filter {
        $0.severity != .note && !($0.severity == .warning && expected.contains($0.message))
      }
      if !read.hasErrors, read.screens.first?.tree.nodes.isEmpty ?? true {
        error(
          "the reference declares no views", id: .emptyReference,
          line: referenceLines.lowerBound - 1)
      }
      checkReferenceHasNoScript(referenceLines)
      reference = read
    }
    let fullID = "\(lesson)/\(id)"
    var expected: [Output] = []
    var outputDigests: [String] = []
    if recording {
      // The rows are about to be rewritten: neither read nor checked.
    } else if let expectedLines = sections["expected"] {
      guard let rows = parseExpected(expectedLines) else { return nil }
      expected = rows
      outputDigests = Digests.outputs(rows, scenario: fullID)
    } else if let digestLines = sections["digests"] {
      guard let digests = parseDigests(digestLines) else { return nil }
      outputDigests = digests
    }
    guard !diagnostics.hasErrors else { return nil }
    var scenario = Scenario(
      lesson: lesson, id: id, title: values["title"]?.text ?? "", points: points,
      task: text(of: "task"), source: text(of: "source"), script: script.steps,
      expected: expected, expectedLines: expected.map(\.lines), outputDigests: outputDigests,
      reference: reference, scoring: scoring,
      visibility: visibility, judging: judging, accepted: accepted,
      warnings: expectedWarnings(), warningsDigest: warningsDigest(fullID), file: file,
      sections: sections)
    scenario.why = text(of: "why")
    (scenario.gradesShape, scenario.shapeDigest) = shapeGrading(fullID, reference: reference)
    guard !diagnostics.hasErrors else { return nil }
    if recording { return scenario }
    checkWarnings(scenario)
    if let expectedLines = sections["expected"] {
      checkAgainstScript(expected, steps: script.steps, line: expectedLines.lowerBound - 1)
      if !diagnostics.hasErrors, reference != nil, scenario.referenceOutput != expected {
        let first =
          zip(scenario.referenceOutput, expected).enumerated().first {
            $0.element.0 != $0.element.1
          }?
          .offset ?? 0
        error(
          "expected output \(first + 1) differs from what the reference prints; after editing the reference or the script, run '\(CommandHint.record)' and review the change",
          id: .expectedOutputOutdated,
          line: expectedLines.lowerBound - 1)
      }
    } else if let digestLines = sections["digests"], outputDigests.count != script.steps.count {
      error(
        "the section 'digests' holds \(outputDigests.count) digests, but the script prints \(script.steps.count) outputs",
        id: .digestCountMismatch,
        line: digestLines.lowerBound - 1)
    }
    return diagnostics.hasErrors ? nil : scenario
  }

  /// The value of a field that names one of a few choices, or an error that lists them.
  private mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type, field: String
  ) -> Choice? where Choice.RawValue == String {
    guard let given = values[field] else { return nil }
    if let value = Choice(rawValue: given.text) { return value }
    let names = Choice.allCases.map(\.rawValue)
    error(
      "'\(field)' is \(ScenarioParser.choices(names)), not '\(given.text)'",
      id: .invalidChoice,
      line: given.line)
    return nil
  }

  /// Reports a digest in a scenario the instructor judges: a release of one
  /// carries no answer in any form, so its lessons hold none either.
  private mutating func checkNoAnswerKept() {
    for name in ["warns-digest", "shape-digest"] {
      if let given = values[name] {
        error(
          "a scenario the instructor judges keeps no '\(name):'; its answers stay in the instructor's lessons",
          id: .answerInInstructorJudged,
          line: given.line)
      }
    }
    if let digests = sections["digests"] {
      error(
        "a scenario the instructor judges keeps no '--- digests'; its answers stay in the instructor's lessons",
        id: .answerInInstructorJudged,
        line: digests.lowerBound - 1)
    }
  }

  /// The `warns:` lines: the model's warnings the scenario expects, or `nil`
  /// when it checks none. `warns: nothing` checks that there are none.
  private func expectedWarnings() -> [String]? {
    guard !warns.isEmpty else { return nil }
    return warns.map(\.text).filter { $0 != "nothing" }.sorted()
  }

  /// The digest of the expected warnings: from the `warns:` lines, or as a
  /// student release keeps it, from `warns-digest:`.
  private mutating func warningsDigest(_ fullID: String) -> String? {
    if let given = values["warns-digest"] {
      checkDigest(given, of: "warns", alsoGiven: !warns.isEmpty, id: .warnsAndWarnsDigest)
      return given.text
    }
    return expectedWarnings().map { Digests.warnings($0, scenario: fullID) }
  }

  /// Reports a `FIELD-digest:` given beside the field it stands for, or one
  /// that is no digest.
  private mutating func checkDigest(
    _ given: (text: String, line: Int), of field: String, alsoGiven: Bool, id: DiagnosticID
  ) {
    if alsoGiven {
      error(
        "a scenario has '\(field):' or '\(field)-digest:', not both", id: id, line: given.line)
    } else if !SHA256.isDigest(given.text) {
      error("a digest is 64 lowercase hexadecimal digits", id: .malformedDigest, line: given.line)
    }
  }

  /// Whether the scenario grades the tree's shape, and the digest of the
  /// shape it expects: the reference's, or as a student release keeps it,
  /// from `shape-digest:`.
  private mutating func shapeGrading(_ fullID: String, reference: Description?) -> (Bool, String?) {
    if let given = values["shape-digest"] {
      checkDigest(given, of: "shape", alsoGiven: values["shape"] != nil, id: .shapeAndShapeDigest)
      return (true, given.text)
    }
    guard let given = values["shape"] else { return (false, nil) }
    guard given.text == "graded" else {
      error(
        "'shape' is 'graded' (the tree's shape is graded as an output of its own), not '\(given.text)'",
        id: .invalidShape,
        line: given.line)
      return (false, nil)
    }
    guard let tree = reference?.screens.first?.tree else { return (true, nil) }
    return (true, Digests.shape(tree, scenario: fullID))
  }

  /// Reports a reference whose model warnings differ from the `warns:` lines.
  private mutating func checkWarnings(_ scenario: Scenario) {
    guard let screen = scenario.reference?.screens.first else { return }
    let actual = screen.tree.modelWarnings
    if let expected = scenario.warnings, expected != actual {
      error(
        "the reference warns \(actual.isEmpty ? "nothing" : actual.map { "'\($0)'" }.joined(separator: ", ")), not what the 'warns:' lines say",
        id: .referenceWarningsDiffer,
        line: warns[0].line)
    } else if scenario.warnings == nil, let first = actual.first {
      error(
        "the reference warns '\(first)'; add 'warns: \(first)' so that the scenario grades it",
        id: .referenceWarningUnlisted,
        line: 0)
    }
  }

  /// Reports each change of the script `at` a view that the reference does
  /// not have, or that places no value for the change's key.
  private mutating func checkPlacements(
    _ steps: [ScriptStep], scriptLines: Range<Int>, reference: Description?
  ) {
    guard let tree = reference?.screens.first?.tree else { return }
    let changeLines = ScenarioParser.changeLines(of: file, in: scriptLines)
    var index = 0
    for step in steps {
      guard case .change(_, let key, let placement) = step else { continue }
      defer { index += 1 }
      guard let placement, index < changeLines.count else { continue }
      let line = changeLines[index]
      let bytes = Array(file.text(ofLine: line + 1).utf8)
      let marker = Array(" at ".utf8)
      let column =
        stride(from: bytes.count - marker.count, through: 0, by: -1).first {
          Array(bytes[$0..<($0 + marker.count)]) == marker
        }.map { $0 + marker.count } ?? 0
      if let problem = file.placementChangeError(
        key: key, at: placement, offset: file.lineStarts[line] + column, in: tree)
      {
        diagnostics.append(problem)
      }
    }
  }

  /// The `accept: PERTURBATION: REASON` lines.
  private mutating func parseAccepts() -> [Acceptance] {
    var accepted: [Acceptance] = []
    for (text, line) in accepts {
      guard let colon = text.range(of: ": ") else {
        error(
          "'accept' takes a perturbation and a reason: 'accept: move SidebarView under ArticleView: why no change needs to tell them apart'",
          id: .malformedAccept,
          line: line)
        continue
      }
      let perturbation = String(text[..<colon.lowerBound]).trimmingBlanks()
      let reason = String(text[colon.upperBound...]).trimmingBlanks()
      if perturbation.isEmpty || reason.isEmpty {
        error(
          "'accept' needs both a perturbation and a reason",
          id: .acceptPartEmpty, line: line)
        continue
      }
      if let problem = Perturbation.problem(withPattern: perturbation) {
        error(problem, id: .invalidAcceptPattern, line: line)
        continue
      }
      accepted.append(Acceptance(perturbation: perturbation, reason: reason, line: line))
    }
    return accepted
  }

  /// Reports `change` and `count` lines in the reference, which a reference does not run.
  private mutating func checkReferenceHasNoScript(_ range: Range<Int>) {
    for index in range {
      let line = file.text(ofLine: index + 1)
      if line.hasPrefix("change ") || line.hasPrefix("change\t") || line.trimmingBlanks() == "count"
      {
        error(
          "a reference holds no 'change' or 'count' lines: move them to '--- script'",
          id: .scriptInReference, line: index)
      }
    }
  }

  /// Parses the expected rows and counts, or reports each line that is neither.
  private mutating func parseExpected(_ range: Range<Int>) -> [Output]? {
    var output: [Output] = []
    var index = range.lowerBound
    var valid = true
    while index < range.upperBound {
      let line = file.text(ofLine: index + 1).trimmingBlanks()
      if line.isEmpty {
        index += 1
        continue
      }
      if line.hasPrefix("local: ") {
        let lines = (index..<min(index + 4, range.upperBound)).map {
          file.text(ofLine: $0 + 1).trimmingBlanks()
        }
        if let count = CauseCount(parsing: lines) {
          output.append(.count(count))
        } else {
          error(
            "a count is four lines: 'local: N', 'parent: N', 'observed: N', 'environment: N'",
            id: .malformedCount,
            line: index)
          valid = false
        }
        index += 4
        continue
      }
      if let row = ChangeRow(parsing: line) {
        output.append(.row(row))
      } else {
        error(
          "expected a row 'LABEL: KEY changed | recomputed … | skipped …' or a count",
          id: .malformedExpectedRow, line: index)
        valid = false
      }
      index += 1
    }
    if valid && output.isEmpty {
      error(
        "the section 'expected' holds no rows yet; run '\(CommandHint.recordWrite)' to record them from the reference, and review them",
        id: .expectedNotRecorded,
        line: range.lowerBound - 1)
      return nil
    }
    return valid ? output : nil
  }

  /// Parses the digests of a student release, one per output.
  private mutating func parseDigests(_ range: Range<Int>) -> [String]? {
    var digests: [String] = []
    var valid = true
    for index in range {
      let line = file.text(ofLine: index + 1).trimmingBlanks()
      if line.isEmpty { continue }
      if SHA256.isDigest(line) {
        digests.append(line)
      } else {
        error(
          "a digest is 64 lowercase hexadecimal digits",
          id: .malformedDigest, line: index)
        valid = false
      }
    }
    return valid ? digests : nil
  }

  /// Reports expected output whose rows and counts do not follow the script's steps.
  private mutating func checkAgainstScript(_ expected: [Output], steps: [ScriptStep], line: Int) {
    func shape(_ changes: Int, _ counts: Int) -> String {
      "\(changes) \(changes == 1 ? "row" : "rows") and \(counts) \(counts == 1 ? "count" : "counts")"
    }
    let matches =
      expected.count == steps.count
      && zip(expected, steps).allSatisfy { output, step in
        switch (output, step) {
        case (.row(let row), .change(let label, let key, _)): row.label == label && row.key == key
        case (.count, .count): true
        default: false
        }
      }
    guard !matches else { return }
    if let first = zip(expected, steps).enumerated().first(where: { _, pair in
      switch pair {
      case (.row(let row), .change(let label, let key, _)): row.label != label || row.key != key
      case (.count, .count): false
      default: true
      }
    }) {
      func said(_ output: Output) -> String {
        if case .row(let row) = output { return "the row '\(row.label): \(row.key) changed'" }
        return "a count"
      }
      func asked(_ step: ScriptStep) -> String {
        if case .change(let label, let key, _) = step { return "'change \(label) \(key)'" }
        return "'count'"
      }
      error(
        "expected output \(first.offset + 1) is \(said(first.element.0)), but step \(first.offset + 1) of the script is \(asked(first.element.1)); fix the script, or run '\(CommandHint.record)' to see the rows it prints",
        id: .expectedOutputStepMismatch,
        line: line)
      return
    }
    let rows = expected.filter { if case .row = $0 { true } else { false } }.count
    let changes = steps.filter { if case .change = $0 { true } else { false } }.count
    error(
      "the expected output (\(shape(rows, expected.count - rows))) does not follow the script (\(shape(changes, steps.count - changes))) with the same labels and keys, in order",
      id: .expectedOutputShapeMismatch,
      line: line)
  }
}
