import GraderModel
import GraderReaders

/// The human report of `grader check`: one block per scenario, then a summary line.
///
/// Rendering is pure; the caller writes each block's standard-output and
/// standard-error parts in order, so that on a terminal a scenario's
/// diagnostics appear right under it.
package struct TextReport: Sendable {
  /// Whether to use ANSI colors.
  package var color: Bool
  /// Whether rows were compared byte for byte.
  package var exact: Bool
  /// Whether to draw the student's tree under a failing scenario.
  package var draw: Bool

  /// Creates a report renderer.
  package init(color: Bool, exact: Bool, draw: Bool = false) {
    self.color = color
    self.exact = exact
    self.draw = draw
  }

  /// One part of the report: what goes to standard output and to standard error.
  package struct Block: Sendable {
    package var output: String
    package var errors: String
  }

  /// The report's blocks, in order.
  package func blocks(_ report: CheckReport) -> [Block] {
    var blocks: [Block] = []
    if !report.lessonDiagnostics.isEmpty {
      var output = ""
      if report.lessonsBroken {
        output =
          paint("The lessons are broken", "1;31")
          + ": this is a problem with the course, not with your work. Tell your instructor.\n\n"
      }
      blocks.append(
        Block(
          output: output, errors: DiagnosticRenderer(color: color).render(report.lessonDiagnostics))
      )
    }
    if let problem = report.submissionsProblem {
      blocks.append(
        Block(
          output:
            "No submissions yet: \(Escape.terminal(report.submissionsRoot)) \(Escape.terminal(problem)).\n\n",
          errors: ""))
    }
    var lesson = ""
    let width = min(
      48, report.results.map { $0.scenarioID.split(separator: "/").last?.count ?? 0 }.max() ?? 0)
    for result in report.results {
      var block = Block(output: "", errors: "")
      let lessonID = String(result.scenarioID.split(separator: "/").first ?? "")
      if lessonID != lesson {
        block.output +=
          (lesson.isEmpty ? "" : "\n") + paint(Lesson(id: lessonID, scenarios: []).title, "1")
          + " (\(lessonID))\n"
        lesson = lessonID
      }
      block.output += line(for: result, width: width)
      block.output += details(for: result)
      block.errors = DiagnosticRenderer(color: color).render(
        result.diagnostics.map(Escape.terminal))
      blocks.append(block)
    }
    blocks.append(Block(output: summary(report), errors: ""))
    return blocks
  }

  /// The whole standard output, for callers that do not interleave.
  package func render(_ report: CheckReport) -> String {
    blocks(report).map(\.output).joined()
  }

  /// The whole report with each scenario's diagnostics right under it, as a
  /// file holds it.
  package func renderWithDiagnostics(_ report: CheckReport) -> String {
    blocks(report).map { $0.output + $0.errors }.joined()
  }

  private func line(for result: ScenarioResult, width: Int) -> String {
    let id = String(result.scenarioID.split(separator: "/").last ?? "")
    let verdict = result.verdict.rawValue.padding(7)
    let codes: [Verdict: String] = [.pass: "32", .fail: "31", .error: "33", .missing: "2"]
    var text = "  " + paint(verdict, codes[result.verdict]!) + " " + id.padding(width)
    text += "  \(result.score)/\(result.points)"
    text += "  " + result.title + "\n"
    return text
  }

  private func details(for result: ScenarioResult) -> String {
    let indent = "      "
    switch result.verdict {
    case .pass:
      return ""
    case .missing, .error:
      return indent + Escape.terminal("\(result.submissionPath) \(result.reason ?? "")") + "\n"
    case .fail:
      var text = indent + "\(Escape.terminal(result.submissionPath)):\n"
      for (number, comparison) in result.comparisons.enumerated() where !comparison.matches {
        text += indent + "output \(number + 1) of \(result.comparisons.count) differs:\n"
        text += pair(comparison, indent: indent + "  ")
      }
      for finding in result.findings {
        text += indent + "- " + Escape.terminal(finding.sentence) + "\n"
      }
      if draw, let tree = result.tree {
        text += indent + "your tree:\n"
        for line in TreeDrawing().draw(tree).split(separator: "\n") {
          text += indent + "  " + line + "\n"
        }
      }
      return text
    }
  }

  private func pair(_ comparison: OutputComparison, indent: String) -> String {
    switch (comparison.expected, comparison.actual) {
    case (.row(let expected), .row(let actual)):
      let (left, right) = MarkedRow.pair(expected: expected, actual: actual, exact: exact)
      var text = ""
      for (name, row, code) in [("expected", left, "32"), ("yours   ", right, "31")] {
        text +=
          indent + name + "  "
          + (color ? row.painted(open: "\u{1B}[\(code)m", close: "\u{1B}[0m") : row.text) + "\n"
        if let carets = row.carets {
          text += indent + String(repeating: " ", count: 10) + carets + "\n"
        }
      }
      return text
    default:
      let expected = comparison.expected.lines.joined(separator: ", ")
      let actual = comparison.actual.lines.joined(separator: ", ")
      return indent + "expected  " + expected + "\n" + indent + "yours     " + actual + "\n"
    }
  }

  private func summary(_ report: CheckReport) -> String {
    var text = ""
    if !report.unrecognized.isEmpty {
      text += "\nUnrecognized in \(Escape.terminal(report.submissionsRoot)):\n"
      for item in report.unrecognized {
        text +=
          "  \(Escape.terminal(item.path))"
          + (item.suggestion.map {
            ": did you mean \(Escape.terminal(report.submissionsRoot))/\($0)?"
          }
            ?? "") + "\n"
      }
    }
    if report.results.isEmpty {
      return text + "\nNo scenarios to grade.\n"
    }
    let percent = report.maximum == 0 ? 0 : report.score.hundredths / report.maximum
    let counts = Verdict.allCases.map { "\(report.count($0)) \($0.rawValue)" }.joined(
      separator: ", ")
    if let missing = report.results.first(where: { $0.verdict == .missing }) {
      text += "\nNext: start a missing scenario with 'grader start \(missing.scenarioID)'."
    }
    return text + "\n" + paint("Total: \(report.score)/\(report.maximum) points (\(percent)%)", "1")
      + " · \(counts)\n"
  }

  private func paint(_ text: String, _ code: String) -> String {
    color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
