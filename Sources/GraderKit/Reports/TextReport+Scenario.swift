import GraderModel
import GraderReaders

/// A scenario's line in the report ("  verdict id  score  title") and what
/// the report prints under it: the hint to start it, its failure's rows and
/// findings, its file's diagnostics and its reasoning.
extension TextReport {
  /// Appends `result`'s line, "  verdict id  score  title", given its id as
  /// shown and its score's text.
  func appendLine(
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
  func appendDetails(
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
  func showsWhy(_ result: ScenarioResult) -> Bool {
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
}
