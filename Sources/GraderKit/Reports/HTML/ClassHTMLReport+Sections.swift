/// The sections of the class page: its charts, each with a table, the
/// mistakes, the identical work, and the tables of students.
extension ClassHTMLReport {
  /// The verdicts a class page counts: a batch grades with the instructor's
  /// lessons, so none is pending there.
  static let verdicts = Verdict.allCases.filter { $0 != .pending }

  /// Per scenario, how many students passed, failed, erred and submitted
  /// nothing: a table whose last column draws the same as a bar.
  func verdictChart() -> String {
    guard !students.isEmpty, !scenarios.isEmpty else { return "<p>No students graded.</p>" }
    var html =
      "<p class=\"note\">Missing is apart from failed: a scenario nobody submitted has no pass"
      + " rate. Bars:"
    for verdict in Self.verdicts {
      html += "<span class=\"key b-\(verdict.rawValue)\" aria-hidden=\"true\"></span>"
      html += verdict.rawValue
    }
    html += "</p>"
    var table =
      "<table><caption>Verdicts per scenario, of \(HTMLPage.counted(tally.graded, "student")) graded"
      + "</caption><thead><tr><th scope=\"col\">Scenario</th>"
    for verdict in Self.verdicts {
      table += "<th scope=\"col\" class=\"num\">\(verdict.heading)</th>"
    }
    table +=
      "<th scope=\"col\" class=\"num\">Pass rate of submitted</th>"
      + "<th scope=\"col\" class=\"num\">Mean points</th>"
      + "<th scope=\"col\">Of the class</th></tr></thead><tbody>"
    for (index, scenario) in scenarios.enumerated() {
      let counts = tally.verdicts[index]
      let submitted = counts[0] + counts[1] + counts[2]
      table += "<tr><th scope=\"row\">\(Escape.html(scenario.id))</th>"
      for count in counts.prefix(Self.verdicts.count) { table += "<td class=\"num\">\(count)</td>" }
      table +=
        "<td class=\"num\">"
        + (submitted == 0
          ? "none submitted" : "\(Points(counts[0]).percentText(of: submitted))%")
        + "</td><td class=\"num\">\(meanPoints(index)) of \(scenario.points)</td><td>"
        + bar(counts) + "</td></tr>"
    }
    return html
      + HTMLPage.scrollBox(
        table + "</tbody></table>", label: "Verdicts per scenario", className: "table-wrap")
  }

  /// The points the class earned in the scenario at `index`, on average,
  /// rounded half up to the hundredth.
  private func meanPoints(_ index: Int) -> Points {
    let count = max(1, tally.graded)
    return Points(hundredths: (tally.earned[index] * 2 + count) / (2 * count))
  }

  /// The mean, the median and the spread of the students' totals, as
  /// percentages rounded as everywhere (half up, to a tenth).
  func spread() -> String {
    let totals = students.filter { !$0.notSubmitted }.map {
      $0.total.percentTenths(of: $0.maximum)
    }.sorted()
    guard let lowest = totals.first, let highest = totals.last else { return "" }
    let count = totals.count
    let mean = (totals.reduce(0, +) * 2 + count) / (2 * count)
    let median =
      count % 2 == 1 ? totals[count / 2] : (totals[count / 2 - 1] + totals[count / 2] + 1) / 2
    // Nearest rank: the smallest total with at least a quarter (three
    // quarters) of the class at or below it.
    let lower = totals[(count + 3) / 4 - 1]
    let upper = totals[(3 * count + 3) / 4 - 1]
    func text(_ tenths: Int) -> String {
      (tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)") + "%"
    }
    return "<p class=\"stats\">Mean <b>\(text(mean))</b>, median <b>\(text(median))</b>;"
      + " lowest \(text(lowest)), highest \(text(highest)); the middle half of the class"
      + " between \(text(lower)) and \(text(upper)).</p>"
  }

  /// A bar of the class's verdicts, with its words for screen readers.
  private func bar(_ counts: [Int]) -> String {
    let shares = counts.prefix(Self.verdicts.count).map {
      Points($0).percentText(of: tally.graded)
    }
    let words = zip(shares, Self.verdicts).map { "\($0)% \($1.rawValue)" }
    var html =
      "<span class=\"bars\" role=\"img\" aria-label=\"\(words.joined(separator: ", "))\">"
    for (share, verdict) in zip(shares, Self.verdicts) where share != "0" {
      html += "<span class=\"b-\(verdict.rawValue)\" style=\"width:\(share)%\"></span>"
    }
    return html + "</span>"
  }

  /// The students per tenth of the points, as a chart and as a table.
  func histogram() -> String {
    let buckets = tally.buckets
    let largest = max(1, buckets.max() ?? 1)
    let (width, height, base) = (480.0, 220.0, 180.0)
    let slot = (width - 10) / 10
    var svg =
      "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(width)) \(Int(height))\""
      + " width=\"\(Int(width))\" height=\"\(Int(height))\" aria-hidden=\"true\" focusable=\"false\">"
      + "<line x1=\"5\" y1=\"\(Int(base))\" x2=\"\(Int(width - 5))\" y2=\"\(Int(base))\"/>"
    for (index, count) in buckets.enumerated() {
      let barHeight = (base - 30) * Double(count) / Double(largest)
      let x = 5 + Double(index) * slot
      let middle = TreeSVG.number(x + slot / 2)
      svg +=
        "<rect class=\"bar\" x=\"\(TreeSVG.number(x + 4))\" y=\"\(TreeSVG.number(base - barHeight))\""
        + " width=\"\(TreeSVG.number(slot - 8))\" height=\"\(TreeSVG.number(barHeight))\"/>"
        + "<text x=\"\(middle)\" y=\"\(TreeSVG.number(base - barHeight - 5))\">\(count)</text>"
        + "<text x=\"\(middle)\" y=\"\(Int(base + 16))\">\(index * 10)</text>"
    }
    svg +=
      "<text x=\"\(Int(width / 2))\" y=\"\(Int(base + 34))\">percent of the points (from)</text></svg>"
    var html =
      spread() + "<figure>" + HTMLPage.scrollBox(svg, label: "Totals, drawn", className: "drawing")
    html += "<figcaption>Students per tenth of the points; the table says the same.</figcaption>"
    html +=
      "</figure><table><caption>Students per tenth of the points</caption><thead><tr>"
      + "<th scope=\"col\">Total</th><th scope=\"col\" class=\"num\">Students</th></tr></thead><tbody>"
    for (index, count) in buckets.enumerated() {
      html += "<tr><td>\(ClassTally.bucketLabel(index))</td><td class=\"num\">\(count)</td></tr>"
    }
    return html + "</tbody></table>"
  }

  /// What each kind of mistake is, in a student's words.
  static func meaning(_ kind: Finding.Kind) -> String {
    switch kind {
    case .extraRead: "a view reads a key it should not"
    case .missingRead: "a view does not read a key it should"
    case .extraHold: "a view holds an ObservableObject it should not"
    case .missingHold:
      "a view does not hold an ObservableObject it should, or its properties are stored as another kind"
    case .cause: "a key stored in the wrong place, so a view is recomputed for another cause"
    case .missingView: "a view of the screen is left out"
    case .extraView: "a view the screen does not have"
    case .misspelledView: "a view's name misspelled"
    case .order: "the right views in another order"
    case .placement: "a value placed on the wrong view, or read from another placement"
    case .warning: "a lazy key read where nothing places it, or the other way round"
    case .shape: "a view under the wrong parent"
    case .hint: "what the source says, left out of the tree"
    case .otherScenario: "a description of another scenario"
    }
  }

  /// The mistakes by kind, then per scenario, clustered by explanation,
  /// each cluster with every student in it.
  func clusters(pages: Pages?, lists: inout [(name: String, page: String)]) -> String {
    var html = ranked()
    if !kinds.isEmpty {
      html +=
        "<h3>By kind</h3><div class=\"table-wrap\"><table><thead><tr>"
        + "<th scope=\"col\">Mistake</th><th scope=\"col\" class=\"num\">Students</th></tr></thead><tbody>"
      for (kind, count) in kinds.sorted(by: {
        $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue
      }) {
        html +=
          "<tr><td>\(Self.meaning(kind)) <small>(\(kind.rawValue))</small></td>"
          + "<td class=\"num\">\(count)</td></tr>"
      }
      html += "</tbody></table></div><h3>By scenario, clustered by explanation</h3>"
    }
    for (index, scenario) in scenarios.enumerated() where !members[index].isEmpty {
      html += "<h4 id=\"mistakes-\(index + 1)\">\(Escape.html(scenario.id))</h4>"
      let ranked = members[index].sorted {
        $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key
      }
      // A class on one page shows every mistake; a larger one the most
      // common, and every one on a page per scenario.
      let shown = pages == nil ? ranked.count : Self.clustersShown
      for (gist, group) in ranked.prefix(shown) {
        html += "<div class=\"cluster\">" + clusterLine(gist, group)
        html +=
          list(
            group, page: "\(scenario.id): \(gist)", file: "mistake-\(lists.count + 1).html",
            pages: pages, lists: &lists) + "</div>"
      }
      if let pages, ranked.count > shown {
        let rest = ranked.dropFirst(shown)
        var body = ""
        for (gist, group) in ranked {
          body += "<div class=\"cluster\">" + clusterLine(gist, group)
          body += who(group, from: pages) + "</div>"
        }
        let file = "mistake-\(lists.count + 1).html"
        lists.append(
          (file, page("Every mistake in \(scenario.id)", body: body, pages: pages)))
        html +=
          "<p class=\"note\">and \(HTMLPage.counted(rest.count, "rarer mistake")), made by"
          + " \(HTMLPage.counted(rest.reduce(0) { $0 + $1.value.count }, "student")) in all:"
          + " <a href=\"\(pages.folder)/\(file)\">every mistake in \(Escape.html(scenario.id)),"
          + " with its students</a></p>"
      }
    }
    return html.isEmpty ? "<p>None.</p>" : html
  }

  /// The commonest mistakes of all scenarios in one list, by how many
  /// students made each, each linked to its scenario's clusters.
  func ranked() -> String {
    var all: [(count: Int, scenario: Int, gist: String)] = []
    for (index, clusters) in members.enumerated() {
      for (gist, group) in clusters { all.append((group.count, index, gist)) }
    }
    guard !all.isEmpty else { return "" }
    all.sort { ($1.count, $0.scenario, $0.gist) < ($0.count, $1.scenario, $1.gist) }
    var html = "<h3>Commonest, across scenarios</h3><ol class=\"ranked\">"
    for mistake in all.prefix(Self.rankedShown) {
      html +=
        "<li><span class=\"count\">\(HTMLPage.counted(mistake.count, "student"))</span>"
        + " (\(Points(mistake.count).percentText(of: tally.graded))%) in"
        + " <a href=\"#mistakes-\(mistake.scenario + 1)\">\(Escape.html(scenarios[mistake.scenario].id))</a>:"
        + " \(Escape.html(mistake.gist))</li>"
    }
    return html + "</ol>"
  }

  /// How many mistakes the list across scenarios shows.
  static let rankedShown = 10

  /// A cluster's count, share of the class and explanation.
  private func clusterLine(_ gist: String, _ group: [Int32]) -> String {
    "<p><span class=\"count\">\(HTMLPage.counted(group.count, "student"))</span>"
      + " (\(Points(group.count).percentText(of: tally.graded))%): \(Escape.html(gist))</p>"
  }

  /// The groups of students whose failing work is the same once comments
  /// and whitespace are dropped, largest first, each with every student.
  func sameFailingWork(pages: Pages?, lists: inout [(name: String, page: String)]) -> String {
    let groups = sameWork.values.filter { $0.count > 1 }.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0]
    }
    guard !groups.isEmpty else { return "<p>None.</p>" }
    var html =
      "<p class=\"note\">Students whose failing submissions are the same, comments, whitespace"
      + " and the order of lines aside: worth a look, not an accusation.</p>"
    let before = lists.count
    for group in groups {
      html +=
        "<div class=\"cluster\"><p class=\"count\">\(HTMLPage.counted(group.count, "student"))</p>"
        + list(
          group, page: "Same failing work: \(group.count) students",
          file: "same-\(lists.count - before + 1).html", pages: pages, lists: &lists) + "</div>"
    }
    return html
  }

  /// The pairs of students whose work is alike where few others' is
  /// (``SimilarWork``), most alike first, at most ``ClassTally/listLimit``.
  func similarWork() -> String {
    let pairs = tally.similar.pairs
    guard !pairs.isEmpty else { return "<p>None.</p>" }
    var html =
      "<p class=\"note\">Pairs of students who wrote the same submission (comments, whitespace"
      + " and the order of lines aside) in scenarios few others wrote so, with the share of"
      + " those submissions they have alike: worth a look, not an accusation.</p>"
      + "<table><caption>Similar work</caption><thead><tr><th scope=\"col\">Students</th>"
      + "<th scope=\"col\" class=\"num\">Alike</th><th scope=\"col\" class=\"num\">%</th>"
      + "</tr></thead><tbody>"
    for pair in pairs.prefix(ClassTally.listLimit) {
      html +=
        "<tr><td>\(link(to: Int32(pair.first))) and \(link(to: Int32(pair.second)))</td>"
        + "<td class=\"num\">\(pair.shared) of \(pair.either)</td>"
        + "<td class=\"num\">\(pair.percent)</td></tr>"
    }
    html += "</tbody></table>"
    if pairs.count > ClassTally.listLimit {
      html += "<p>… and \(pairs.count - ClassTally.listLimit) more pairs.</p>"
    }
    return html
  }

  /// The students in `order`: total, percent, and each verdict's count.
  func table(order: [Int], caption: String) -> String {
    var html =
      "<table><caption>\(caption)</caption><thead><tr><th scope=\"col\" class=\"num\">#</th>"
      + "<th scope=\"col\">Student</th><th scope=\"col\" class=\"num\">Total</th>"
      + "<th scope=\"col\" class=\"num\">%</th>"
    for verdict in Self.verdicts {
      html += "<th scope=\"col\" class=\"num\">\(verdict.heading)</th>"
    }
    html += "<th scope=\"col\">Note</th></tr></thead><tbody>"
    for (rank, index) in order.enumerated() {
      let student = students[index]
      html +=
        "<tr><td class=\"num\">\(rank + 1)</td><td>\(link(to: Int32(index)))</td>"
        + "<td class=\"num\">\(student.total)/\(student.maximum)</td>"
        + "<td class=\"num\">\(student.total.percentText(of: student.maximum))</td>"
      for count in student.counts.prefix(Self.verdicts.count) {
        html += "<td class=\"num\">\(count)</td>"
      }
      html +=
        "<td>\(student.error.map { "could not be graded: " + Escape.html($0) } ?? student.gradedFrom.map { "graded from " + Escape.html($0) + "/, a folder further down" } ?? "")</td></tr>"
    }
    return HTMLPage.scrollBox(html + "</tbody></table>", label: caption, className: "table-wrap")
  }
}

extension Verdict {
  /// The verdict as a column's heading: `Pass`, `Fail`, `Error`, `Missing`.
  var heading: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
