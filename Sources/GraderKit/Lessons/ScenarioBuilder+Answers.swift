import GraderModel
import GraderReaders

/// The answer sections of a scenario: its expected rows or their digests, its
/// expected warnings and shape, and how they agree with the script and the reference.
extension ScenarioBuilder {
  /// The `warns:` lines: the model's warnings the scenario expects, or `nil`
  /// when it checks none. `warns: nothing` checks that there are none.
  func expectedWarnings() -> [String]? {
    guard !warns.isEmpty else { return nil }
    return warns.map(\.text).filter { $0 != "nothing" }.sorted()
  }

  /// The digest of the expected warnings: from the `warns:` lines, or as a
  /// student release keeps it, from `warns-digest:`.
  mutating func warningsDigest(_ fullID: String) -> String? {
    if let given = values["warns-digest"] {
      checkDigest(given, of: "warns", alsoGiven: !warns.isEmpty, id: .warnsAndWarnsDigest)
      return given.text
    }
    return expectedWarnings().map { Digests.warnings($0, scenario: fullID) }
  }

  /// Reports a `FIELD-digest:` given beside the field it stands for, or one
  /// that is no digest.
  mutating func checkDigest(
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
  /// shape it expects as a student release keeps it, from `shape-digest:`;
  /// the reference's is worked out when asked for (see ``Scenario/shapeDigest``).
  mutating func shapeGrading() -> (Bool, String?) {
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
    return (true, nil)
  }

  /// Reports a reference whose model warnings differ from the `warns:` lines.
  mutating func checkWarnings(_ scenario: Scenario) {
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

  /// Parses the expected rows and counts, or reports each line that is neither.
  mutating func parseExpected(_ range: Range<Int>) -> [Output]? {
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
  mutating func parseDigests(_ range: Range<Int>) -> [String]? {
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
  mutating func checkAgainstScript(_ expected: [Output], steps: [ScriptStep], line: Int) {
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
