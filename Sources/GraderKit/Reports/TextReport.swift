import GraderModel
import GraderReaders

/// The human report of `grader check`: one block per scenario, then a summary line.
///
/// Every line fits in ``width`` characters, so no terminal has to wrap it:
/// a failing output lists the differing views one per line under its
/// change, prose is wrapped between words, and names too long for their
/// column are abbreviated. A scenario's reading errors sit under it, in the
/// same stream, so a redirected report is complete.
package struct TextReport: Sendable {
  /// Whether to use ANSI colors.
  package var color: Bool
  /// Whether rows were compared byte for byte.
  package var exact: Bool
  /// Whether to draw the student's tree under a failing scenario.
  package var draw: Bool
  /// The widest a line may be, in characters.
  package var width: Int
  /// Whether to show both rows of a failing output, marked, besides the differing views.
  package var rows: Bool
  /// Whether to show only failing and erroring scenarios and the total.
  package var quiet: Bool
  /// The passing scenarios whose reasoning ("Why") is shown under them, by
  /// full id, or `nil` for every one; a failure always shows its own.
  package var whyShown: Set<String>? = []
  /// Whether to close with a line per problem in the compiler's layout, for
  /// an editor's problem matcher (see ``problemLines(_:misnamed:)``).
  package var problems = false
  /// Whether diagnostics keep their file's path, as in a file, where a
  /// reader or an editor may meet them on their own.
  private var fullPaths = false

  /// The lines of a course's scenarios not yet started, as the report's
  /// file lays them out, when a batch made them once for every student.
  package var unstarted: UnstartedLines?

  /// The narrowest width the report lays itself out for.
  package static let minimumWidth = 50
  /// How to draw it: characters and width.
  package var drawing = TreeDrawing()

  /// Creates a report renderer.
  package init(
    color: Bool, exact: Bool, draw: Bool = false, width: Int = 80, rows: Bool = false,
    quiet: Bool = false
  ) {
    self.color = color
    self.exact = exact
    self.draw = draw
    self.width = max(Self.minimumWidth, width)
    self.rows = rows
    self.quiet = quiet
  }

  /// One part of the report: what goes to standard output and to standard error.
  ///
  /// The report itself goes to standard output whole; `errors` stays empty
  /// and is kept for callers that print both.
  package struct Block: Sendable {
    package var output: String
    package var errors: String
  }

  /// The report's blocks, in order.
  package func blocks(_ report: CheckReport) -> [Block] {
    var text = TextBuffer(capacity: 4_096)
    var ends: [Int] = []
    write(report, into: &text, blockEnds: &ends)
    var blocks: [Block] = []
    var start = 0
    for end in ends {
      blocks.append(
        Block(output: String(decoding: text.bytes[start..<end], as: UTF8.self), errors: ""))
      start = end
    }
    return blocks
  }

  /// Writes the report into `text`, one block after another, noting where
  /// each block ends in `blockEnds`: one buffer for the whole report, since a
  /// batch writes one for every student.
  private func write(
    _ report: CheckReport, into text: inout TextBuffer, blockEnds: inout [Int]
  ) {
    if !report.lessonDiagnostics.isEmpty {
      // A lessons folder that is not there was named wrong, not broken: its
      // error says where to run.
      if report.lessonsBroken, !report.lessonsMissing {
        text.append(
          wrap(
            "The lessons are broken: this is a problem with the course, not with your work. Tell your instructor.",
            indent: "", painting: ("The lessons are broken", "1;31")))
        text.append("\n")
      }
      text.append(diagnostics(report.lessonDiagnostics, file: nil, indent: ""))
      blockEnds.append(text.bytes.count)
    }
    if let problem = report.submissionsProblem {
      text.append(
        wrap("No submissions yet: \(shown(report.submissionsRoot)) \(problem).", indent: ""))
      text.append("\n")
      blockEnds.append(text.bytes.count)
    }
    let misnamed = report.misnamedFiles
    // Quiet still shows work saved under a near-miss name: its points would
    // vanish without a word otherwise.
    func isShown(_ results: UnsafePointer<ScenarioResult>, _ index: Int) -> Bool {
      !quiet || results[index].verdict == .fail || results[index].verdict == .error
        || misnamed[results[index].scenarioID] != nil
    }
    // Each shown result's score and id, worked out once for the columns' widths and the lines.
    // A scenario not yet started takes its line as a batch laid it out once,
    // when this report is laid out as they are.
    let laidOut = unstarted.flatMap { width == .max && color == $0.color ? $0 : nil }
    var shownResults: [(index: Int, score: String, id: String, unstarted: Bool)] = []
    shownResults.reserveCapacity(report.results.count)
    var idWidth = 0
    var scoreWidth = 0
    // Each result read where it lies, through a pointer: a copy retains
    // each of its members.
    report.results.withUnsafeBufferPointer { buffer in
      guard let results = buffer.baseAddress else { return }
      for index in buffer.indices where isShown(results, index) {
        var line: (shownID: String, score: String)?
        if let laidOut { line = laidOut.line(for: report.results, at: index, misnamed: misnamed) }
        let id = line?.shownID ?? shown(ScenarioID.name(of: results[index].scenarioID))
        let score = line?.score ?? Self.scoreText(results[index])
        idWidth = max(idWidth, TextLayout.length(id))
        scoreWidth = max(scoreWidth, score.utf8.count)
        shownResults.append((index, score, id, line != nil))
      }
    }
    idWidth = min(48, idWidth)
    let swift = report.startsInSwift
    var lesson = ""
    report.results.withUnsafeBufferPointer { buffer in
      guard let results = buffer.baseAddress else { return }
      for (index, score, id, unstarted) in shownResults {
        // The lesson and its heading as a batch laid them out, when it did.
        let laidOutLesson = laidOut?.lesson(of: report.results, at: index)
        let lessonID = laidOutLesson?.id ?? ScenarioID.lesson(of: results[index].scenarioID)
        if lessonID != lesson {
          if !lesson.isEmpty { text.append("\n") }
          if let heading = laidOutLesson?.heading {
            text.append(bytes: heading)
          } else {
            appendHeading(ofLesson: lessonID, into: &text)
          }
          lesson = lessonID
        }
        if unstarted, let lines = laidOut, idWidth == lines.idWidth {
          lines.lines.withUnsafeBufferPointer { lines in
            text.append(bytes: lines[index].head)
            text.append(score)
            text.appendSpaces(scoreWidth - score.utf8.count)
            text.append(bytes: swift ? lines[index].swiftTail : lines[index].tail)
          }
          blockEnds.append(text.bytes.count)
          continue
        }
        appendLine(
          for: results[index], id: id, score: score, idWidth: idWidth, scoreWidth: scoreWidth,
          into: &text)
        appendDetails(
          for: results[index], misnamed: misnamed[results[index].scenarioID], swift: swift,
          into: &text)
        blockEnds.append(text.bytes.count)
      }
    }
    text.append(summary(report, misnamed: misnamed))
    blockEnds.append(text.bytes.count)
  }

  /// The settings that lay out a scenario's details, as a text that differs
  /// with any of them: what a check remembers of a grade is keyed by it.
  package var layoutKey: String {
    "\(color) \(exact) \(draw) \(width) \(rows) \(fullPaths) \(drawing.ascii) \(drawing.width)"
  }

  /// The whole report.
  package func render(_ report: CheckReport) -> String {
    var text = TextBuffer(capacity: 4_096)
    var ends: [Int] = []
    write(report, into: &text, blockEnds: &ends)
    return text.text
  }

  /// The whole report as a file holds it: no width to fit, both rows of
  /// each failing output, and every diagnostic with its full path.
  package func renderWithDiagnostics(_ report: CheckReport) -> String {
    String(decoding: fileBytes(report), as: UTF8.self)
  }

  /// ``renderWithDiagnostics(_:)``'s text as its UTF-8 bytes, which a batch
  /// writes and hashes as they are: made a string, they would be checked
  /// again, byte by byte, for the UTF-8 they were built from.
  package func fileBytes(_ report: CheckReport) -> [UInt8] {
    let file = fileLayout
    var text = TextBuffer(capacity: 16_384)
    var ends: [Int] = []
    file.write(report, into: &text, blockEnds: &ends)
    return text.bytes
  }

  /// This report as a file lays it out (see ``renderWithDiagnostics(_:)``).
  var fileLayout: TextReport {
    var file = self
    file.width = .max
    file.rows = true
    file.fullPaths = true
    return file
  }

  /// One scenario's line and details, as the report shows them.
  package func scenario(_ result: ScenarioResult) -> String {
    let id = shown(ScenarioID.name(of: result.scenarioID))
    let score = Self.scoreText(result)
    var text = TextBuffer(capacity: 1_024)
    appendLine(
      for: result, id: id, score: score, idWidth: min(48, id.count), scoreWidth: score.count,
      into: &text)
    appendDetails(for: result, misnamed: nil, into: &text)
    return text.text
  }

  /// A line in bold, fitted to the width.
  package func heading(_ text: String) -> String {
    paint(TextLayout.abbreviated(shown(text), to: width), "1") + "\n"
  }

  /// The closing total line. Points the instructor has yet to grade count
  /// in the maximum, and the line says how many they are.
  package func total(_ report: CheckReport) -> String {
    // Rounded as the gradebook and the HTML report round it.
    let percent = report.score.percentText(of: report.maximum)
    let counts = Verdict.allCases.filter { $0 != .pending || report.count($0) > 0 }
      .map { "\(report.count($0)) \($0.rawValue)" }.joinedText(separator: ", ")
    var total = "Total: \(report.score)/\(report.maximum) points (\(percent)%)"
    if report.pendingPoints > 0 { total += ", \(report.pendingPoints) not yet graded" }
    let misnamed = report.misnamedFiles.count
    let found = misnamed == 0 ? "" : " (\(misnamed) of them found under another name)"
    return wrap(total + " · \(counts)" + found, indent: "", painting: (total, "1"))
  }

  /// A result's points as the report shows them: `1.5/2`, or `?/2` for a
  /// scenario the instructor has yet to grade.
  package static func scoreText(_ result: ScenarioResult) -> String {
    String(
      concatenating: result.verdict == .pending ? "?" : result.score.description, "/",
      String(result.points))
  }

  // MARK: - Scenario lines

  /// Appends `result`'s line, "  verdict id  score  title", given its id as
  /// shown and its score's text.
  private func appendLine(
    for result: ScenarioResult, id shownID: String, score: String, idWidth: Int,
    scoreWidth: Int, into text: inout TextBuffer
  ) {
    let (id, idRoom, title) = lineLayout(
      result, id: shownID, idWidth: idWidth, scoreWidth: scoreWidth)
    appendLineHead(for: result, id: id, idRoom: idRoom, into: &text)
    text.append(score)
    text.appendSpaces(scoreWidth - score.utf8.count)
    appendLineTail(title: title, into: &text)
  }

  /// How `result`'s line fits the width: its id as cut, the id's column,
  /// and its title as cut.
  func lineLayout(_ result: ScenarioResult, id shownID: String, idWidth: Int, scoreWidth: Int)
    -> (id: String, idRoom: Int, title: String)
  {
    // The id gives way before the score does.
    let fixed = 2 + 8 + 2 + scoreWidth + 2
    let idRoom = min(idWidth, max(8, width - fixed - 8))
    let id = TextLayout.abbreviated(shownID, to: idRoom)
    let titleRoom = max(0, width - fixed - idRoom)
    // A title cut to a few characters says nothing: leave it to the id then.
    let title = titleRoom < 12 ? "" : TextLayout.truncated(shown(result.title), to: titleRoom)
    return (id, idRoom, title)
  }

  /// The start of `result`'s line, up to its score: the verdict and the id
  /// as cut to `idRoom`, padded.
  func appendLineHead(
    for result: ScenarioResult, id: String, idRoom: Int, into text: inout TextBuffer
  ) {
    text.append("  ")
    if color {
      let code =
        switch result.verdict {
        case .pass: "32"
        case .fail: "31"
        case .error: "33"
        case .missing: "2"
        case .pending: "36"
        }
      text.append("\u{1B}[" + code + "m")
    }
    text.append(result.verdict.rawValue)
    text.appendSpaces(7 - result.verdict.rawValue.utf8.count)
    if color { text.append("\u{1B}[0m") }
    text.append(" ")
    text.append(id)
    text.appendSpaces(idRoom - TextLayout.length(id))
    text.append("  ")
  }

  /// The heading above a lesson's lines: its title and id, in bold, with its line break.
  func appendHeading(ofLesson lessonID: String, into text: inout TextBuffer) {
    text.append(
      paint(
        TextLayout.abbreviated(
          shown(Lesson.title(of: lessonID)) + " (\(shown(lessonID)))", to: width),
        "1"))
    text.append("\n")
  }

  /// The end of a scenario's line, after its score: its title as it fits.
  func appendLineTail(title: String, into text: inout TextBuffer) {
    if !title.isEmpty {
      text.append("  ")
      text.append(title)
    }
    text.append("\n")
  }

  /// Appends what the report prints under `result`'s line: its details, with
  /// the scenario's reasoning under a failure, and under a pass the report explains.
  private func appendDetails(
    for result: ScenarioResult, misnamed: String?, swift: Bool = false,
    into text: inout TextBuffer
  ) {
    if let recalled = result.recalled?.details {
      text.append(recalled.head)
      if showsWhy(result) { text.append(recalled.why) }
      text.append(recalled.tail)
      return
    }
    // Work not yet started, the most common line of a class's reports:
    // its hint appended as it is laid out. (A batch lays this line out once,
    // and `UnstartedLines.line(for:at:misnamed:)` says which results take
    // it: what decides the line here is checked there too.)
    if result.verdict == .missing, misnamed == nil, !result.withheld,
      result.diagnostics.isEmpty
    {
      appendStartHint(result, swift: swift, into: &text)
      return
    }
    let showsWhy = showsWhy(result)
    if result.verdict == .fail {
      // Straight into the report, with no string of its own in between.
      appendFailure(result, into: &text)
      if showsWhy { text.append(why(result, indent: Self.detailIndent)) }
      return
    }
    let parts = detailParts(for: result, misnamed: misnamed, swift: swift, reasoning: showsWhy)
    text.append(parts.head)
    if showsWhy { text.append(parts.why) }
    text.append(parts.tail)
  }

  /// Appends the hint under a scenario not yet started: the command that
  /// creates its file.
  func appendStartHint(
    _ result: ScenarioResult, swift: Bool, into text: inout TextBuffer
  ) {
    appendHint(
      "create it with:", command: CommandHint.start(shown(result.scenarioID), swift: swift),
      indent: Self.detailIndent, into: &text)
  }

  /// Whether the report shows `result`'s reasoning: always under a failure,
  /// and under a pass the report explains.
  private func showsWhy(_ result: ScenarioResult) -> Bool {
    result.verdict == .fail
      || (result.verdict == .pass && whyShown?.contains(result.scenarioID) ?? true)
  }

  /// The indent of a scenario's details, under its line.
  static let detailIndent = "      "

  /// A scenario's details as this report lays them out, whether or not it
  /// shows the reasoning: what a check remembers of a graded scenario.
  /// Without `reasoning`, the reasoning is left empty, for a report that
  /// does not show it.
  package func detailParts(
    for result: ScenarioResult, misnamed: String?, swift: Bool = false, reasoning: Bool = true
  ) -> Details {
    let indent = Self.detailIndent
    var text = ""
    switch result.verdict {
    case .pass:
      for note in result.notes {
        text += wrap("Note: " + shown(note), indent: indent, rest: indent + "  ")
      }
      // The file's warnings and notes come before the reasoning, as under
      // a failure, so that none reads as part of it.
      text += diagnostics(
        result.diagnostics, file: fullPaths ? nil : result.submissionPath, indent: indent + "  ")
      return Details(
        head: text, why: reasoning ? why(result, indent: indent) : "", tail: "")
    case .missing:
      if let misnamed {
        let (rename, from, to) = CheckReport.misnamedMove(
          found: misnamed, path: result.submissionPath)
        text += wrap(
          "found \(shown(from)); \(rename ? "rename" : "move") it to \(shown(to))",
          indent: indent)
      } else if result.withheld {
        text += wrap("your instructor grades this scenario", indent: indent)
      } else {
        var hint = TextBuffer(capacity: 128)
        appendStartHint(result, swift: swift, into: &hint)
        text += hint.text
      }
    case .error:
      // A reason may name files by their paths, which the student chose.
      text += wrap(
        "\(shown(result.submissionPath)) \(shown(result.reason ?? ""))", indent: indent)
    case .pending:
      text += wrap(result.reason ?? Grader.pendingReason, indent: indent)
      text += indent + "your rows:\n"
      for comparison in result.comparisons {
        let row = comparison.actual.lines.joinedText(separator: ", ")
        text += TextLayout.wrapped(
          TextLayout.abbreviated(shown(row), to: Self.rowLimit), width: width,
          first: indent + "  ", rest: indent + "    ")
      }
    case .fail:
      // Laid out in one buffer with room for the usual failure's details.
      var details = TextBuffer(capacity: 2_048)
      appendFailure(result, into: &details)
      return Details(
        head: details.text, why: reasoning ? why(result, indent: indent) : "", tail: "")
    }
    text += diagnostics(
      result.diagnostics, file: fullPaths ? nil : result.submissionPath, indent: indent + "  ")
    return Details(head: text, why: "", tail: "")
  }

  /// Appends what a failure prints before its reasoning: the file's path,
  /// each failing output's rows marked, the differences found, the file's
  /// diagnostics, the causes' legend and the drawing, as bytes into `details`
  /// (``differences(_:indent:into:)`` writes its tables so too).
  func appendFailure(_ result: ScenarioResult, into details: inout TextBuffer) {
    let indent = Self.detailIndent
    // A path to copy is never cut.
    details.append(indent)
    details.append(shown(result.submissionPath))
    details.append("\n")
    let failing = result.comparisons.filter { !$0.matches }
    if failing.contains(where: { $0.expected == nil }) {
      // A digest says only whether an output matches: the student's rows,
      // and how many of the others match.
      let matched = result.comparisons.count - failing.count
      let others =
        matched == 0
        ? "" : matched == 1 ? "; your other output matches" : "; your other \(matched) match"
      details.append(
        wrap(
          failing.count == 1
            ? "your row, which differs from the answer (kept as a digest)\(others):"
            : "your rows, which differ from the answers (kept as digests)\(others):",
          indent: indent))
    }
    for comparison in failing {
      differences(comparison, indent: indent, into: &details)
    }
    for finding in result.findings.prefix(Self.listLimit) {
      details.append(wrap("- " + shown(finding.sentence), indent: indent, rest: indent + "  "))
    }
    details.append(
      more(result.findings.count + result.findingsOmitted, "differences", indent: indent))
    // What to fix comes before why: the file's warnings, the causes'
    // legend and the drawing, then the reasoning.
    details.append(
      diagnostics(
        result.diagnostics, file: fullPaths ? nil : result.submissionPath, indent: indent + "  "))
    details.append(glossary(result, indent: indent))
    if draw, result.tree != nil {
      details.append(indent + "your tree:\n")
      var fitted = drawing
      fitted.width = min(drawing.width, max(20, width - indent.count - 2))
      for line in fitted.draw(result).split(separator: "\n") {
        details.append(indent + "  ")
        details.append(TextLayout.abbreviated(String(line), to: width - indent.count - 2))
        details.append("\n")
      }
    }
  }

  /// A scenario's details in three parts: what comes before its reasoning,
  /// the reasoning ("Why:"), and what comes after.
  package struct Details: Sendable, Equatable {
    package var head: String
    package var why: String
    package var tail: String
  }

  // MARK: - Text

  /// A student-controlled string as the terminal shows it: control
  /// characters, line and paragraph separators and bidirectional controls
  /// become visible escapes such as `\u{1B}`, so that no name can move the
  /// cursor, clear the screen or reorder the text around it.
  func shown(_ text: String) -> String {
    Escape.terminal(text)
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  func padding(_ width: Int) -> String {
    TextLayout.padded(self, to: width)
  }
}
