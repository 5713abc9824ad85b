import GraderModel

extension TextReport {
  /// The lines of a course's scenarios as a report file shows each one not
  /// yet started: laid out once for a batch, where most students leave many
  /// scenarios unstarted, and every such line is the same for each of them
  /// but for the width of the score column.
  ///
  /// Each line is cut where its score goes, so that a student's report pads
  /// the score to its own column; a report file is as wide as its lines, so
  /// nothing else of the line depends on the student.
  package struct UnstartedLines: Sendable {
    /// One scenario's line, and what it was laid out from.
    struct Line: Sendable {
      /// The scenario's full id, title and points: a result takes the line
      /// only when they are its own.
      let scenarioID, title: String
      let points: Int
      /// The id as the report shows it, and the score's text.
      let shownID, score: String
      /// The line up to its score, and after it with the hint under it, in
      /// the `.tree` form and in the Swift form.
      let head, tail, swiftTail: [UInt8]
      /// The scenario's lesson, and the heading a report prints above the
      /// first of the lesson's lines it shows, with its line break.
      let lesson: String
      let heading: [UInt8]
    }

    /// The course's lines, in its order.
    let lines: [Line]
    /// The width of the id column the lines are laid out for.
    let idWidth: Int
    /// Whether they are painted.
    let color: Bool

    /// The id and score of the result at `index` among a report's `results`,
    /// when it is a scenario not yet started with nothing more to say, and
    /// these lines hold its line.
    ///
    /// The result is read where it lies in `results`: handed over on its own,
    /// it would be copied, and a copy retains each of its members. A missing
    /// result that is not recalled scores nothing, as the line says.
    func line(for results: [ScenarioResult], at index: Int, misnamed: [String: String]) -> (
      shownID: String, score: String
    )? {
      guard index < lines.count, results[index].verdict == .missing,
        results[index].recalled == nil, !results[index].withheld,
        results[index].diagnostics.isEmpty,
        misnamed.isEmpty || misnamed[results[index].scenarioID] == nil
      else { return nil }
      // Read where it lies: a line holds five arrays and strings.
      return lines.withUnsafeBufferPointer { lines in
        guard lines[index].scenarioID == results[index].scenarioID,
          lines[index].title == results[index].title, lines[index].points == results[index].points
        else { return nil }
        return (lines[index].shownID, lines[index].score)
      }
    }

    /// The lesson of the result at `index` among a report's `results`, and
    /// its heading as laid out, when these lines hold the result's scenario
    /// (whatever its verdict: a lesson's heading is the same above any line).
    func lesson(of results: [ScenarioResult], at index: Int) -> (id: String, heading: [UInt8])? {
      guard index < lines.count else { return nil }
      return lines.withUnsafeBufferPointer { lines in
        guard lines[index].scenarioID == results[index].scenarioID else { return nil }
        return (lines[index].lesson, lines[index].heading)
      }
    }
  }

  /// The lines of `scenarios`, as this report's file lays out each one not yet started.
  package func unstartedLines(_ scenarios: [Scenario]) -> UnstartedLines {
    let file = fileLayout
    let results = scenarios.map { scenario in
      ScenarioResult(
        scenarioID: scenario.fullID, title: scenario.title, points: scenario.points,
        verdict: .missing, submissionPath: "")
    }
    let ids = results.map { shown(ScenarioID.name(of: $0.scenarioID)) }
    let idWidth = min(48, ids.map(TextLayout.length).max() ?? 0)
    var lines: [UnstartedLines.Line] = []
    for (result, id) in zip(results, ids) {
      // A file's width leaves every id its room and every title whole,
      // whatever the score column's width.
      let score = Self.scoreText(result)
      let (cut, room, title) = file.lineLayout(
        result, id: id, idWidth: idWidth, scoreWidth: score.utf8.count)
      var head = TextBuffer(capacity: 96)
      file.appendLineHead(for: result, id: cut, idRoom: room, into: &head)
      var tails: [[UInt8]] = []
      for swift in [false, true] {
        var tail = TextBuffer(capacity: 160)
        file.appendLineTail(title: title, into: &tail)
        file.appendStartHint(result, swift: swift, into: &tail)
        tails.append(tail.bytes)
      }
      let lesson = ScenarioID.lesson(of: result.scenarioID)
      var heading = TextBuffer(capacity: 96)
      file.appendHeading(ofLesson: lesson, into: &heading)
      lines.append(
        UnstartedLines.Line(
          scenarioID: result.scenarioID, title: result.title, points: result.points,
          shownID: id, score: score, head: head.bytes, tail: tails[0],
          swiftTail: tails[1], lesson: lesson, heading: heading.bytes))
    }
    return UnstartedLines(lines: lines, idWidth: idWidth, color: color)
  }
}
