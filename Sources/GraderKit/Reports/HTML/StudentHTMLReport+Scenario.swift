import GraderModel
import GraderReaders

/// The section of one scenario to fix: what is wrong, the rows marked where
/// they differ, and the student's tree drawn, per change, and as a table.
///
/// Each part appends to the page as it goes: a batch writes a page per
/// student, and copying the parts into each other would cost more than
/// writing them.
extension StudentHTMLReport {
  func scenario(
    _ result: ScenarioResult, id: String, level: Int, shorten: PathShortener,
    into html: inout HTMLWriter
  ) {
    html += "<section class=\"scenario\" id=\"\(id)\">"
    html += HTMLPage.heading(
      level,
      HTMLPage.verdict(result.verdict) + Escape.html(result.scenarioID)
        + " · \(result.score)/\(result.points) · \(Escape.html(result.title))")
    html += "<p class=\"path\"><code>\(Escape.html(shorten(result.submissionPath)))</code>"
    if let reason = result.reason { html += " " + Escape.html(shorten(reason)) }
    html += "</p>"
    if !result.diagnostics.isEmpty {
      let text = DiagnosticRenderer(color: false).render(result.diagnostics.map(Escape.terminal))
      html += "<pre>\(Escape.htmlLines(shorten(text)))</pre>"
    }
    findings(result, level: level + 1, into: &html)
    if !result.why.isEmpty {
      html += HTMLPage.heading(level + 1, "Why")
      Self.why(result.why, into: &html)
    }
    outputs(result, level: level + 1, into: &html)
    drawings(result, id: id, level: level + 1, into: &html)
    html += "</section>"
  }

  private func findings(_ result: ScenarioResult, level: Int, into html: inout HTMLWriter) {
    guard !result.findings.isEmpty else { return }
    html += HTMLPage.heading(level, "What differs")
    html += "<ul class=\"findings\">"
    for finding in result.findings {
      html += "<li>"
      html += Escape.html(finding.sentence)
      html += "</li>"
    }
    if result.findingsOmitted > 0 {
      html += "<li>… and \(HTMLPage.counted(result.findingsOmitted, "more difference"))</li>"
    }
    html += "</ul>"
  }

  /// A scenario's reasoning, a paragraph each.
  static func why(_ text: String, into html: inout HTMLWriter) {
    for paragraph in TextLayout.paragraphs(text) {
      html += "<p class=\"why\">" + Escape.html(paragraph) + "</p>"
    }
  }

  /// Each output: yours as expected, or both rows with the entries that
  /// differ marked, as the text report's carets mark them.
  private func outputs(_ result: ScenarioResult, level: Int, into html: inout HTMLWriter) {
    guard !result.comparisons.isEmpty else { return }
    html += HTMLPage.heading(level, "Rows")
    html += "<ol class=\"rows\">"
    for comparison in result.comparisons {
      if result.verdict == .pending {
        // No answer here to compare with: the instructor grades it.
        html += "<li><span class=\"label\">yours (the instructor grades it)</span><pre>"
        Self.output(comparison.actual, into: &html)
        html += "</pre></li>"
        continue
      }
      if comparison.matches {
        html += "<li><span class=\"label\">yours, as expected</span><pre>"
        Self.output(comparison.actual, into: &html)
        html += "</pre></li>"
        continue
      }
      html += "<li class=\"differs-row\"><span class=\"label\">expected</span><pre>"
      switch (comparison.expected, comparison.actual) {
      case (.row(let expected), .row(let actual)):
        row(expected, marking: actual, into: &html)
        html += "</pre><span class=\"label\">yours, with what differs marked</span><pre>"
        row(actual, marking: expected, into: &html)
      case (nil, _):
        html += "(the course keeps this answer as a digest)"
        html += "</pre><span class=\"label\">yours (differs)</span><pre>"
        Self.output(comparison.actual, into: &html)
      default:
        if let expected = comparison.expected { Self.output(expected, into: &html) }
        html += "</pre><span class=\"label\">yours (differs)</span><pre>"
        Self.output(comparison.actual, into: &html)
      }
      html += "</pre></li>"
    }
    html += "</ol>"
  }

  /// An output's printed lines, each cut at the length a record keeps.
  private static func output(_ output: Output, into html: inout HTMLWriter) {
    for (number, line) in output.lines.enumerated() {
      if number > 0 { html += "\n" }
      html += Escape.html(OutputRecord.bounded(line))
    }
  }

  /// `row` as printed, with the entries that `other` lacks (or, when
  /// exact, holds at another position) in `<mark>`. A row longer than a
  /// record keeps is abbreviated around them, as the text report does.
  private func row(_ row: ChangeRow, marking other: ChangeRow, into html: inout HTMLWriter) {
    let length = row.recomputed.reduce(row.label.utf8.count + row.key.utf8.count + 40) {
      $0 + $1.view.utf8.count + 16
    }
    guard row.skipped.reduce(length, { $0 + $1.utf8.count + 1 }) <= OutputRecord.rowLimit else {
      let pair = MarkedRow.pair(expected: other, actual: row, exact: exact, shown: { $0 })
      for piece in pair.1.abbreviated(to: OutputRecord.rowLimit).pieces {
        if piece.marked { html += "<mark>" }
        html += Escape.html(piece.text)
        if piece.marked { html += "</mark>" }
      }
      return
    }
    let hits = Set(other.recomputed)
    let skips = Set(other.skipped)
    func entry(_ text: String, marked: Bool) {
      if marked { html += "<mark>" }
      html += text
      if marked { html += "</mark>" }
    }
    html += Escape.html(row.label)
    html += ": "
    html += Escape.html(row.key)
    html += " changed | recomputed "
    if row.recomputed.isEmpty { html += "none" }
    for (position, hit) in row.recomputed.enumerated() {
      if position > 0 { html += ", " }
      let elsewhere =
        exact && (position >= other.recomputed.count || other.recomputed[position] != hit)
      entry(
        Escape.html(hit.view) + " " + hit.cause.rawValue,
        marked: !hits.contains(hit) || elsewhere)
    }
    html += " | skipped "
    if row.skipped.isEmpty { html += "none" }
    for (position, name) in row.skipped.enumerated() {
      if position > 0 { html += "," }
      let elsewhere = exact && (position >= other.skipped.count || other.skipped[position] != name)
      entry(Escape.html(name), marked: !skips.contains(name) || elsewhere)
    }
  }

  /// The tree, a panel per change, and the table that says the same.
  private func drawings(
    _ result: ScenarioResult, id: String, level: Int, into html: inout HTMLWriter
  ) {
    guard let tree = result.tree else { return }
    guard TreeSVG.isDrawable(tree) else {
      html += HTMLPage.heading(level, "Your tree")
      html +=
        "<p>Your tree has \(tree.nodes.count) views, too many to draw here (at most \(TreeSVG.viewLimit), with names of at most \(TreeSVG.namesLimit) characters in all): <code>grader draw</code> draws it in the terminal.</p>"
      return
    }
    let drawing = TreeSVG(tree)
    let changes = result.comparisons.enumerated().compactMap {
      number, comparison -> ViewTable.Change? in
      guard case .row(let actual) = comparison.actual else { return nil }
      var change = ViewTable.Change(
        number: number + 1, actual: actual, expected: nil, yours: drawing.marks(of: actual))
      if case .row(let expected) = comparison.expected, expected != actual {
        change.expected = expected
        change.reference = drawing.marks(of: expected)
      }
      return change
    }
    var differing = Set(result.findings.filter { $0.kind != .order }.map(\.view))
    for change in changes {
      guard let reference = change.reference else { continue }
      for (index, mark) in change.yours.enumerated() where reference[index] != mark {
        differing.insert(drawing.layout.boxes[index].name)
      }
    }
    let skeleton = id + "-k"
    html += HTMLPage.heading(level, "Your tree", id: id + "-tree")
    html += "<figure>"
    html += HTMLPage.scrollBox(
      label: "Your tree, drawn; the table under the changes says the same", className: "drawing")
    drawing.graph(differing: differing, id: skeleton, into: &html)
    html += "</div><figcaption>Each view under its parent, with what it reads"
    if !differing.isEmpty { html += "; views outlined with ≠ differ from the reference" }
    html += ".</figcaption></figure>"
    guard !changes.isEmpty else { return }
    html += HTMLPage.heading(level, "Changes")
    html += "<p class=\"note\">Marked as the legend at the top says.</p><div class=\"panels\">"
    for change in changes {
      html += "<figure>"
      html += HTMLPage.scrollBox(label: "Change \(change.number), drawn", className: "drawing")
      drawing.panel(
        yours: change.yours, reference: change.reference, skeleton: skeleton, into: &html)
      html += "</div><figcaption>"
      html += Escape.html(
        "\(change.number). \(change.actual.label): \(change.actual.key) changed")
      if change.expected != nil { html += " · <b>differs</b>" }
      html += "</figcaption></figure>"
    }
    html += "</div>"
    html += HTMLPage.scrollBox(
      label: "Your tree and each change, as a table", className: "table-wrap")
    ViewTable.html(
      tree, layout: drawing.layout, changes: changes,
      caption: "Your tree and what each change does to each view", into: &html)
    html += "</div>"
  }
}
