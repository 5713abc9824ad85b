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
  private(set) var fullPaths = false

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
