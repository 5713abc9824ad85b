import GraderModel
import GraderReaders

/// The HTML report of one student. It opens with what to fix: every failing
/// and erroring scenario, linked, with its first explanation. Then, lesson
/// by lesson, the passes and the missing scenarios on a line each, and a
/// section per scenario to fix: the explanations, both rows marked where
/// they differ, the student's tree as a graph, a panel per change, and the
/// same as a table for screen readers.
package struct StudentHTMLReport: Sendable {
  /// The student's name.
  package var student: UntrustedText
  /// The course, lessons and grader the page names.
  package var identity: HTMLIdentity
  /// Whether rows were compared byte for byte.
  package var exact: Bool
  /// The folder whose paths the page shows from its name on; by default
  /// the submissions folder of the report.
  package var paths: PathShortener?

  package init(
    student: UntrustedText, identity: HTMLIdentity, exact: Bool = false, paths: PathShortener? = nil
  ) {
    self.student = student
    self.identity = identity
    self.exact = exact
    self.paths = paths
  }

  /// The whole page.
  package func document(_ report: CheckReport) -> String {
    // The page escapes its title.
    HTMLPage.document(title: "Report for " + student.unescaped, identity: identity) { html in
      html += "<main>"
      section(report, anchor: "", level: 1, back: nil, into: &html)
      html += "</main>"
    }
  }

  /// The report as a section of a larger page; every id in it starts with `anchor`.
  ///
  /// - Parameters:
  ///   - level: The level of the student's heading: 1 on a page of its own.
  ///   - back: A link to put at the top, as (address, text), already safe to use.
  package func section(
    _ report: CheckReport, anchor: String, level: Int, back: (String, String)?,
    into html: inout HTMLWriter
  ) {
    let shorten = paths ?? PathShortener(folder: report.submissionsRoot)
    if let back {
      html += "<p><a href=\"\(Escape.html(back.0))\">\(Escape.html(back.1))</a></p>"
    }
    html += "<header>" + HTMLPage.heading(level, "Report for \(Escape.html(student))")
    html += identity.header
    let counts = Verdict.allCases.filter { $0 != .pending || report.count($0) > 0 }
      .map { "\(report.count($0)) \($0.rawValue)" }
    // Work under a near-miss name, found once for the whole page.
    let misnamed = report.misnamedFiles
    var summary = "Total: \(report.score)/\(report.maximum) points ("
    summary += "\(report.score.percentText(of: report.maximum))%)"
    if report.pendingPoints > 0 { summary += ", \(report.pendingPoints) not yet graded" }
    summary += " · " + counts.joined(separator: ", ")
    if !misnamed.isEmpty {
      summary += " · \(misnamed.count) found under another name"
    }
    html += "<p class=\"summary\">\(summary)</p></header>"
    if let problem = report.submissionsProblem {
      html +=
        "<p>No submissions yet: \(Escape.html(shorten(report.submissionsRoot))) \(Escape.html(problem)).</p>"
    }
    if report.lessonsBroken {
      html += "<p><b>The lessons are broken</b>: tell your instructor.</p>"
    }
    if report.results.isEmpty {
      html += "<p>No scenarios to grade.</p>"
      return
    }
    html += fixList(report, misnamed: misnamed, anchor: anchor, level: level + 1)
    if report.results.indices.contains(where: {
      report.results[$0].verdict.needsFixing && report.results[$0].tree != nil
    }) {
      html += "<details class=\"legend-box\"><summary>How changes are drawn</summary>"
      html += HTMLPage.legend + "</details>"
    }
    var start = 0
    let swift = report.startsInSwift
    while start < report.results.count {
      let lesson = Self.lesson(of: report.results[start].scenarioID)
      var end = start
      while end < report.results.count, Self.lesson(of: report.results[end].scenarioID) == lesson {
        end += 1
      }
      lessonSection(
        report.results[start..<end], lesson: lesson, anchor: anchor, level: level + 1,
        shorten: shorten, misnamed: misnamed, swift: swift, into: &html)
      start = end
    }
    if !report.unrecognized.isEmpty {
      html += HTMLPage.heading(
        level + 1, "Unrecognized in \(Escape.html(shorten(report.submissionsRoot)))")
      html += "<ul>"
      for item in report.unrecognized {
        let hint = item.suggestion.map { ": did you mean \(Escape.html($0))?" } ?? ""
        html += "<li><code>\(Escape.html(shorten(item.path)))</code>\(hint)</li>"
      }
      if report.unrecognizedOmitted > 0 {
        html += "<li>… and \(HTMLPage.counted(report.unrecognizedOmitted, "more entry"))</li>"
      }
      html += "</ul>"
    }
  }

  /// The lesson of a scenario id: what comes before its `/`.
  static func lesson(of id: String) -> Substring {
    id.utf8.firstIndex(of: UInt8(ascii: "/")).map { id[..<$0] } ?? Substring(id)
  }

  /// Every failing and erroring scenario, linked, with its first explanation.
  private func fixList(
    _ report: CheckReport, misnamed: [String: String], anchor: String, level: Int
  ) -> String {
    var html = HTMLPage.heading(level, "What to fix", id: "\(anchor)fix")
    let toFix = report.results.indices.filter { report.results[$0].verdict.needsFixing }
    // Finished work under another name comes first: the rename is all it needs.
    let found = report.results.indices.filter {
      report.results[$0].verdict == .missing && misnamed[report.results[$0].scenarioID] != nil
    }
    let shorten = paths ?? PathShortener(folder: report.submissionsRoot)
    if toFix.isEmpty && found.isEmpty {
      html += "<p>Nothing fails: every scenario you submitted passes.</p>"
    } else {
      html += "<ol class=\"fix\">"
      for number in found {
        let result = report.results[number]
        // In the same folder, the names say it; elsewhere, the whole paths.
        let (same, from, to) = CheckReport.misnamedMove(
          found: misnamed[result.scenarioID] ?? "", path: result.submissionPath)
        html +=
          "<li><a href=\"#\(anchor)s\(number + 1)\">\(HTMLPage.verdict(result.verdict))"
          + "\(Escape.html(result.scenarioID))</a><span class=\"why rename\">found under another"
          + " name, <code>\(Escape.html(shorten(from)))</code>: \(same ? "rename" : "move") it to"
          + " <code>\(Escape.html(shorten(to)))</code></span></li>"
      }
      for number in toFix {
        let result = report.results[number]
        html +=
          "<li><a href=\"#\(anchor)s\(number + 1)\">\(HTMLPage.verdict(result.verdict))"
          + "\(Escape.html(result.scenarioID))</a>"
          + "<span class=\"why\">\(Escape.html(Self.firstExplanation(result)))</span></li>"
      }
      html += "</ol>"
    }
    if let missing = report.results.first(where: {
      $0.verdict == .missing && misnamed[$0.scenarioID] == nil
    }) {
      html +=
        "<p>Next to start: <code>\(Escape.html(CommandHint.start(missing.scenarioID, swift: report.startsInSwift)))</code></p>"
    }
    return html
  }

  /// What to say first of a scenario to fix.
  static func firstExplanation(_ result: ScenarioResult) -> String {
    if let finding = result.findings.first { return finding.sentence }
    // A file that does not read: its first error, where it is.
    if let diagnostic = result.diagnostics.first(where: { $0.severity == .error }) {
      return (diagnostic.location.map { "line \($0.line): " } ?? "") + diagnostic.message
    }
    if let reason = result.reason { return reason }
    return result.verdict == .fail
      ? "your rows differ from the expected ones" : "it could not be graded"
  }

  /// A lesson: its passes and missing scenarios a line each, then a section
  /// per scenario to fix.
  private func lessonSection(
    _ results: ArraySlice<ScenarioResult>, lesson: Substring, anchor: String, level: Int,
    shorten: PathShortener, misnamed: [String: String], swift: Bool,
    into html: inout HTMLWriter
  ) {
    html += "<section class=\"lesson\">" + HTMLPage.heading(level, Escape.html(String(lesson)))
    func name(_ result: ScenarioResult) -> String {
      Escape.html(String(Substring(result.scenarioID.utf8.dropFirst(lesson.utf8.count + 1))))
    }
    let passed = results.indices.filter { results[$0].verdict == .pass }.map { results[$0] }
    // Work under a near-miss name is renamed, not started again.
    let found = results.indices.filter {
      results[$0].verdict == .missing && misnamed[results[$0].scenarioID] != nil
    }
    let missing = results.indices.filter {
      results[$0].verdict == .missing && misnamed[results[$0].scenarioID] == nil
    }.map { results[$0] }
    let folded = !passed.isEmpty || !missing.isEmpty || !found.isEmpty
    if folded { html += "<ul class=\"folded\">" }
    if !passed.isEmpty {
      html +=
        "<li>\(HTMLPage.verdict(.pass))\(passed.count) of \(results.count): "
        + passed.map { "\(name($0)) (\($0.score)/\($0.points))" }.joined(separator: ", ")
        + "</li>"
    }
    if let first = missing.first {
      let command =
        "<code>\(Escape.html(CommandHint.start(first.scenarioID, swift: swift)))</code>"
      html +=
        "<li>\(HTMLPage.verdict(.missing))\(missing.map(name).joined(separator: ", ")): "
        + (missing.count == 1
          ? "create it with \(command)"
          : "create each with <code>\(CommandHint.program) start</code>, such as \(command)")
        + "</li>"
    }
    for index in found {
      let result = results[index]
      let (rename, from, to) = CheckReport.misnamedMove(
        found: misnamed[result.scenarioID] ?? "", path: result.submissionPath)
      // What to fix links here: the line is the scenario's place on the page.
      html +=
        "<li id=\"\(anchor)s\(index + 1)\">\(HTMLPage.verdict(.missing))\(name(result)): found "
        + "<code>\(Escape.html(shorten(from)))</code>; \(rename ? "rename" : "move") it to "
        + "<code>\(Escape.html(shorten(to)))</code></li>"
    }
    if folded { html += "</ul>" }
    let noted = passed.filter { !$0.notes.isEmpty }
    if !noted.isEmpty {
      html += "<ul class=\"notes\">"
      for result in noted {
        for note in result.notes {
          html += "<li><strong>\(name(result))</strong>: \(Escape.html(note))</li>"
        }
      }
      html += "</ul>"
    }
    let reasoned = passed.filter { !$0.why.isEmpty }
    if !reasoned.isEmpty {
      html +=
        "<details class=\"why\"><summary>Why \(reasoned.count == 1 ? "it passes" : "they pass")</summary>"
      for result in reasoned {
        html += "<p><strong>\(name(result))</strong></p>"
        Self.why(result.why, into: &html)
      }
      html += "</details>"
    }
    for index in results.indices where results[index].verdict.needsFixing {
      scenario(
        results[index], id: "\(anchor)s\(index + 1)", level: level + 1, shorten: shorten,
        into: &html)
    }
    html += "</section>"
  }
}

extension Verdict {
  /// Whether the student has something to fix: a failure or an error.
  var needsFixing: Bool { self == .fail || self == .error }
}
