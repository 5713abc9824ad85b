import GraderModel
import GraderReaders

/// The HTML report of one student: for each scenario, the student's tree as
/// a graph, one panel per change, the views that differ from the reference
/// outlined, and the rows and explanations beside them.
package struct StudentHTMLReport: Sendable {
  /// The student's name.
  package var student: String
  /// Whether rows were compared byte for byte.
  package var exact: Bool

  package init(student: String, exact: Bool = false) {
    self.student = student
    self.exact = exact
  }

  /// The whole page.
  package func document(_ report: CheckReport) -> String {
    HTMLPage.document(
      title: "grader: \(student)",
      body: "<main>\(section(report, anchor: "", heading: "h1", back: nil))</main>")
  }

  /// The report as a section of a larger page; every id in it starts with `anchor`.
  ///
  /// - Parameters:
  ///   - heading: The element of the student's heading, such as `h1`.
  ///   - back: A link to put at the top, as (address, text), already safe to use.
  package func section(
    _ report: CheckReport, anchor: String, heading: String, back: (String, String)?
  ) -> String {
    var html = ""
    if let back {
      html += "<p><a href=\"\(HTMLText.escape(back.0))\">\(HTMLText.escape(back.1))</a></p>"
    }
    html += "<header><\(heading)>Report for \(HTMLText.escape(student))</\(heading)>"
    let counts = Verdict.allCases.filter { $0 != .pending || report.count($0) > 0 }
      .map { "\(report.count($0)) \($0.rawValue)" }
    html +=
      "<p class=\"summary\">Total: \(report.score)/\(report.maximum) points ("
      + "\(report.maximum == 0 ? 0 : report.score.hundredths / report.maximum)%)"
      + (report.pendingPoints > 0 ? ", \(report.pendingPoints) not yet graded" : "") + " · "
      + counts.joined(separator: ", ") + "</p></header>"
    if let problem = report.submissionsProblem {
      html +=
        "<p>No submissions yet: \(HTMLText.escape(report.submissionsRoot)) \(HTMLText.escape(problem)).</p>"
    }
    if report.lessonsBroken {
      html += "<p><b>The lessons are broken</b>: tell your instructor.</p>"
    }
    if report.results.contains(where: { $0.tree != nil }) {
      html += "<details class=\"legend-box\" open=\"open\"><summary>How changes are drawn</summary>"
      html += HTMLPage.legend + "</details>"
    }
    if !report.results.isEmpty {
      html += "<nav aria-label=\"Scenarios\"><ol>"
      for (number, result) in report.results.enumerated() {
        html +=
          "<li class=\"v-\(result.verdict.rawValue)\"><span class=\"verdict\">\(result.verdict.rawValue)</span>"
          + "<a href=\"#\(anchor)s\(number + 1)\">\(HTMLText.escape(result.scenarioID))</a></li>"
      }
      html += "</ol></nav>"
    }
    for (number, result) in report.results.enumerated() {
      html += scenario(result, id: "\(anchor)s\(number + 1)")
    }
    if !report.unrecognized.isEmpty {
      html += "<h2>Unrecognized in \(HTMLText.escape(report.submissionsRoot))</h2><ul>"
      for item in report.unrecognized {
        let hint = item.suggestion.map { ": did you mean \(HTMLText.escape($0))?" } ?? ""
        html += "<li><code>\(HTMLText.escape(item.path))</code>\(hint)</li>"
      }
      html += "</ul>"
    }
    return html
  }

  /// One scenario's section.
  func scenario(_ result: ScenarioResult, id: String) -> String {
    var html =
      "<section class=\"scenario v-\(result.verdict.rawValue)\" id=\"\(id)\">"
      + "<h2><span class=\"verdict\">\(result.verdict.rawValue)</span>"
      + "\(HTMLText.escape(result.scenarioID)) · \(TextReport.scoreText(result)) · "
      + "\(HTMLText.escape(result.title))</h2>"
      + "<p class=\"path\"><code>\(HTMLText.escape(result.submissionPath))</code>"
      + (result.reason.map { " " + HTMLText.escape($0) } ?? "") + "</p>"
    if !result.diagnostics.isEmpty {
      html +=
        "<pre>\(HTMLText.escape(DiagnosticRenderer(color: false).render(result.diagnostics)))</pre>"
    }
    let pairs = result.comparisons.enumerated().compactMap {
      number, comparison -> (Int, ChangeRow, ChangeRow?)? in
      guard case .row(let actual) = comparison.actual else { return nil }
      if case .row(let expected) = comparison.expected { return (number, actual, expected) }
      return (number, actual, nil)
    }
    var differing = Set(result.findings.filter { $0.kind != .order }.map(\.view))
    for (_, actual, expected) in pairs {
      guard let expected else { continue }
      let mine = ViewMark.marks(of: actual)
      let theirs = ViewMark.marks(of: expected)
      for (name, mark) in mine where theirs[name] != mark { differing.insert(name) }
    }
    html += "<div class=\"layout\"><figure class=\"scroll\">"
    let drawing = result.tree.map(TreeSVG.init)
    if let drawing, let tree = result.tree {
      if drawing.isDrawable {
        html += drawing.graph(differing: differing, caption: "Your tree for \(result.scenarioID)")
        html +=
          "<figcaption>Your tree: each view under its parent, with the keys it reads"
          + (differing.isEmpty ? "" : "; views outlined with ≠ differ from the reference")
          + ".</figcaption>"
      } else {
        html +=
          "<figcaption>Your tree has \(tree.nodes.count) views, too many to draw (at most \(TreeSVG.viewLimit)).</figcaption>"
      }
    } else {
      html += "<figcaption>No tree to draw.</figcaption>"
    }
    html += "</figure><div class=\"explain\">" + outputs(result) + findings(result) + "</div></div>"
    if let drawing, drawing.isDrawable, !pairs.isEmpty {
      html +=
        "<h3>Changes</h3><p class=\"path\">Marks as in the legend at the top.</p><div class=\"panels\">"
      for (number, actual, expected) in pairs {
        let caption = "\(actual.label): \(actual.key) changed"
        let differs = expected.map { $0 != actual } ?? false
        html +=
          "<figure>"
          + drawing.panel(
            actual, expected: differs ? expected : nil, caption: "Change \(number + 1): \(caption)")
          + "<figcaption>\(number + 1). \(HTMLText.escape(caption))"
          + (differs ? " · <b>differs</b>" : "") + "</figcaption></figure>"
      }
      html += "</div>"
    }
    return html + "</section>"
  }

  private func outputs(_ result: ScenarioResult) -> String {
    guard !result.comparisons.isEmpty else { return "" }
    var html = "<h3>Rows</h3><ol class=\"rows\">"
    for comparison in result.comparisons {
      if result.verdict == .pending {
        html += "<li><span class=\"label\">yours (the instructor grades it)</span>"
        html +=
          "<pre>\(HTMLText.escape(comparison.actual.lines.joined(separator: "\n")))</pre></li>"
        continue
      }
      html += comparison.matches ? "<li>" : "<li class=\"differs-row\">"
      if comparison.matches {
        html += "<span class=\"label\">yours, as expected</span>"
        html += "<pre>\(HTMLText.escape(comparison.actual.lines.joined(separator: "\n")))</pre>"
      } else {
        html += "<span class=\"label\">expected</span>"
        let expected =
          comparison.expected?.lines.joined(separator: "\n")
          ?? "(the course keeps this answer as a digest)"
        html += "<pre>\(HTMLText.escape(expected))</pre>"
        html += "<span class=\"label\">yours (differs)</span>"
        html += "<pre>\(HTMLText.escape(comparison.actual.lines.joined(separator: "\n")))</pre>"
      }
      html += "</li>"
    }
    return html + "</ol>"
  }

  private func findings(_ result: ScenarioResult) -> String {
    guard !result.findings.isEmpty else { return "" }
    var html = "<h3>Why</h3><ul class=\"findings\">"
    for finding in result.findings { html += "<li>\(HTMLText.escape(finding.sentence))</li>" }
    return html + "</ul>"
  }
}
