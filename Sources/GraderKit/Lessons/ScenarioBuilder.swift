import GraderModel
import GraderReaders

/// Turns a fixture's fields and sections into a ``Scenario``, reporting each
/// problem at its line.
struct ScenarioBuilder {
  let file: SourceFile
  let lesson: String
  let values: [String: (text: String, line: Int)]
  let sections: [String: Range<Int>]
  var diagnostics: [Diagnostic]
  let recording: Bool

  init(
    file: SourceFile, lesson: String, values: [String: (text: String, line: Int)],
    sections: [String: Range<Int>], diagnostics: [Diagnostic], recording: Bool
  ) {
    self.recording = recording
    self.file = file
    self.lesson = lesson
    self.values = values
    self.sections = sections
    self.diagnostics = diagnostics
  }

  private mutating func error(_ message: String, line: Int) {
    let offset = file.lineStarts[min(line, file.lineStarts.count - 1)]
    diagnostics.append(file.diagnostic(.error, message, at: offset))
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
      error("missing the field '\(name):'", line: 0)
    }
    var points = 0
    if let given = values["points"] {
      if let number = Int(given.text), number > 0, number <= 1000 {
        points = number
      } else {
        error("'points' takes a whole number from 1 to 1000, not '\(given.text)'", line: given.line)
      }
    }
    let id = values["id"]?.text ?? fallbackID
    if id.isEmpty || id.contains("/") || id.contains(" ") {
      error(
        "a scenario id is one word without '/' or spaces, not '\(id)'",
        line: values["id"]?.line ?? 0)
    }
    for name in ScenarioParser.sectionNames where sections[name] == nil {
      error("missing the section '--- \(name)'", line: file.lineStarts.count - 1)
    }
    guard let scriptLines = sections["script"], let expectedLines = sections["expected"],
      let referenceLines = sections["reference"]
    else { return nil }
    let script = DescriptionReader.readScript(file, lines: scriptLines)
    diagnostics += script.diagnostics
    if script.steps.isEmpty && !script.diagnostics.hasErrors {
      error("the script has no 'change' line", line: scriptLines.lowerBound - 1)
    }
    let reference = DescriptionReader.readTree(file, lines: referenceLines)
    diagnostics += reference.diagnostics.filter { $0.severity != .note }
    if !reference.hasErrors, reference.screens.first?.tree.nodes.isEmpty ?? true {
      error("the reference declares no views", line: referenceLines.lowerBound - 1)
    }
    let expected = recording ? [] : parseExpected(expectedLines)
    guard !diagnostics.hasErrors, let expected else { return nil }
    let scenario = Scenario(
      lesson: lesson, id: id, title: values["title"]?.text ?? "", points: points,
      task: text(of: "task"), source: text(of: "source"), script: script.steps,
      expected: expected, reference: reference, file: file, sections: sections)
    if recording { return scenario }
    checkAgainstScript(expected, steps: script.steps, line: expectedLines.lowerBound - 1)
    if !diagnostics.hasErrors, scenario.referenceOutput != expected {
      let first =
        zip(scenario.referenceOutput, expected).enumerated().first { $0.element.0 != $0.element.1 }?
        .offset ?? 0
      error(
        "expected output \(first + 1) differs from what the reference prints; after editing the reference or the script, run 'grader record'",
        line: expectedLines.lowerBound - 1)
    }
    return diagnostics.hasErrors ? nil : scenario
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
          "expected a row 'LABEL: KEY changed | recomputed … | skipped …' or a count", line: index)
        valid = false
      }
      index += 1
    }
    if valid && output.isEmpty {
      error("the section 'expected' holds no rows", line: range.lowerBound - 1)
      return nil
    }
    return valid ? output : nil
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
        case (.row(let row), .change(let label, let key)): row.label == label && row.key == key
        case (.count, .count): true
        default: false
        }
      }
    guard !matches else { return }
    let rows = expected.filter { if case .row = $0 { true } else { false } }.count
    let changes = steps.filter { if case .change = $0 { true } else { false } }.count
    error(
      "the expected output (\(shape(rows, expected.count - rows))) does not follow the script (\(shape(changes, steps.count - changes))) with the same labels and keys, in order",
      line: line)
  }
}
