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
    // Byte ranges, made into one string at the end: every scenario's prose
    // is read this way on each start.
    var lines = range.map { file.byteRange(ofLine: $0 + 1) }[...]
    func isBlank(_ line: Range<Int>) -> Bool {
      file.bytes[line].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
    while let first = lines.first, isBlank(first) { lines.removeFirst() }
    while let last = lines.last, isBlank(last) { lines.removeLast() }
    var text: [UInt8] = []
    text.reserveCapacity(lines.reduce(0) { $0 + $1.count + 1 })
    for (index, line) in lines.enumerated() {
      if index > 0 { text.append(UInt8(ascii: "\n")) }
      text.append(contentsOf: file.bytes[line])
    }
    return String(decoding: text, as: UTF8.self)
  }

  mutating func build() -> Scenario? {
    let header = header()
    let (id, judging) = (header.id, header.judging)
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
    let fullID = ScenarioID.fullID(lesson: lesson, id: id)
    var expected: [Output] = []
    var givenDigests: [String] = []
    if recording {
      // The rows are about to be rewritten: neither read nor checked.
    } else if let expectedLines = sections["expected"] {
      guard let rows = parseExpected(expectedLines) else { return nil }
      expected = rows
    } else if let digestLines = sections["digests"] {
      guard let digests = parseDigests(digestLines) else { return nil }
      givenDigests = digests
    }
    guard !diagnostics.hasErrors else { return nil }
    var scenario = Scenario(
      lesson: lesson, id: id, title: values["title"]?.text ?? "", points: header.points,
      task: text(of: "task"), source: text(of: "source"), script: script.steps,
      expected: expected, expectedLines: expected.map(\.lines), givenDigests: givenDigests,
      reference: reference, scoring: header.scoring,
      visibility: header.visibility, judging: judging, accepted: accepted,
      warnings: expectedWarnings(), warningsDigest: warningsDigest(fullID), file: file,
      sections: sections)
    scenario.why = text(of: "why")
    scenario.formerIDs = header.formerIDs
    scenario.formerDigests = header.formerDigests
    (scenario.gradesShape, scenario.givenShapeDigest) = shapeGrading()
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
    } else if let digestLines = sections["digests"], givenDigests.count != script.steps.count {
      error(
        "the section 'digests' holds \(givenDigests.count) digests, but the script prints \(script.steps.count) outputs",
        id: .digestCountMismatch,
        line: digestLines.lowerBound - 1)
    }
    return diagnostics.hasErrors ? nil : scenario
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

}
