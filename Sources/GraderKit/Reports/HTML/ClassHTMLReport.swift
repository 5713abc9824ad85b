/// The HTML report of a class: the pass rate per scenario as a bar chart, a
/// histogram of totals, the most common mistakes clustered by explanation,
/// and a table of students, each linking to their own report.
///
/// It keeps a compact row per student and a few names per mistake, so its
/// memory and its page grow by a line per student, whatever they submitted.
package struct ClassHTMLReport: Sendable {
  /// One student's line in the table.
  package struct Student: Sendable {
    package var name: String
    package var total: Points
    package var maximum: Int
    package var counts: [Verdict: Int]
    package var error: String?
    /// Where the student's report is: `#id` or a relative address, already safe.
    package var link: String
  }

  /// How many students each mistake names by way of example.
  package static let examples = 5

  package var scenarios: [ScenarioInfo]
  package private(set) var students: [Student] = []
  private var passes: [Int]
  /// Per scenario: each mistake's gist, how many students made it, and the first few.
  private var mistakes: [[String: (count: Int, students: [Int])]]
  /// How many students made each kind of mistake at least once.
  private var kinds: [Finding.Kind: Int] = [:]

  package init(scenarios: [ScenarioInfo]) {
    self.scenarios = scenarios
    passes = Array(repeating: 0, count: scenarios.count)
    mistakes = Array(repeating: [:], count: scenarios.count)
  }

  /// Adds a student's record, whose report is at `link`.
  package mutating func add(_ record: StudentRecord, link: String) {
    let positions = Dictionary(scenarios.enumerated().map { ($1.id, $0) }) { first, _ in first }
    var counts: [Verdict: Int] = [:]
    for kind in Set(record.results.flatMap { $0.findings.map(\.kind) }) {
      kinds[kind, default: 0] += 1
    }
    for result in record.results {
      counts[result.verdict, default: 0] += 1
      guard let position = positions[result.scenario] else { continue }
      if result.verdict == .pass { passes[position] += 1 }
      for gist in Set(result.findings.map(\.gist)) {
        var entry = mistakes[position][gist] ?? (0, [])
        entry.count += 1
        if entry.students.count < Self.examples { entry.students.append(students.count) }
        mistakes[position][gist] = entry
      }
    }
    students.append(
      Student(
        name: record.student, total: record.score, maximum: record.maxScore, counts: counts,
        error: record.error, link: link))
  }

  /// The whole page, with `details` (the students' sections, if any) at the end.
  package func document(title: String, details: String) -> String {
    let broken = students.filter { $0.error != nil }.count
    var body = "<main><header><h1>\(HTMLText.escape(title))</h1>"
    body +=
      "<p class=\"summary\">Graded \(students.count) \(students.count == 1 ? "student" : "students")"
      + " against \(scenarios.count) scenarios"
      + (broken == 0 ? "." : " (\(broken) could not be graded).") + "</p></header>"
    body +=
      "<nav aria-label=\"Sections\"><ol><li><a href=\"#pass-rates\">Pass rate per scenario</a></li>"
    body +=
      "<li><a href=\"#totals\">Totals</a></li><li><a href=\"#mistakes\">Most common mistakes</a></li>"
    body += "<li><a href=\"#students\">Students</a></li></ol></nav>"
    body +=
      "<section id=\"pass-rates\"><h2>Pass rate per scenario</h2>" + passChart() + "</section>"
    body += "<section id=\"totals\"><h2>Totals</h2>" + histogram() + "</section>"
    body += "<section id=\"mistakes\"><h2>Most common mistakes</h2>" + clusters() + "</section>"
    body += "<section id=\"students\"><h2>Students</h2>" + table() + "</section>"
    return HTMLPage.document(title: title, body: body + details + "</main>")
  }

  private func passChart() -> String {
    guard !students.isEmpty, !scenarios.isEmpty else { return "<p>No students graded.</p>" }
    let width = 480.0
    let row = 31.0
    let height = Double(scenarios.count) * row + 8
    var svg =
      "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(width)) \(Int(height))\""
      + " width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\" aria-label=\"Pass rate per scenario\">"
      + "<title>Pass rate per scenario</title>"
    for (index, scenario) in scenarios.enumerated() {
      let top = Double(index) * row + 4
      let rate = Double(passes[index]) / Double(students.count)
      let bar = TreeSVG.number((width - 2) * rate)
      svg +=
        "<text x=\"1\" y=\"\(TreeSVG.number(top + 12))\">\(HTMLText.escape(HTMLText.abbreviated(scenario.id, to: 48)))"
        + " · \(passes[index])/\(students.count) (\(passes[index] * 100 / students.count)%)</text>"
        + "<rect class=\"rest\" x=\"1\" y=\"\(TreeSVG.number(top + 15))\" width=\"\(TreeSVG.number(width - 2))\" height=\"12\"/>"
        + "<rect class=\"bar\" x=\"1\" y=\"\(TreeSVG.number(top + 15))\" width=\"\(bar)\" height=\"12\"/>"
    }
    return svg + "</svg>"
  }

  /// The students per tenth of the points, as (label, count).
  package var buckets: [(label: String, count: Int)] {
    var counts = Array(repeating: 0, count: 10)
    for student in students {
      let percent = student.maximum == 0 ? 0 : student.total.hundredths / student.maximum
      counts[max(0, min(9, percent / 10))] += 1
    }
    return counts.enumerated().map { index, count in
      (index == 9 ? "90–100%" : "\(index * 10)–\(index * 10 + 9)%", count)
    }
  }

  private func histogram() -> String {
    let buckets = self.buckets
    let largest = max(1, buckets.map(\.count).max() ?? 1)
    let (width, height, base) = (480.0, 220.0, 180.0)
    let slot = (width - 10) / 10
    var svg =
      "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(width)) \(Int(height))\""
      + " width=\"\(Int(width))\" height=\"\(Int(height))\" role=\"img\" aria-label=\"Students per tenth of the points\">"
      + "<title>Students per tenth of the points</title>"
      + "<line class=\"axis\" x1=\"5\" y1=\"\(Int(base))\" x2=\"\(Int(width - 5))\" y2=\"\(Int(base))\"/>"
    for (index, bucket) in buckets.enumerated() {
      let barHeight = (base - 30) * Double(bucket.count) / Double(largest)
      let x = 5 + Double(index) * slot
      let middle = TreeSVG.number(x + slot / 2)
      svg +=
        "<rect class=\"bar\" x=\"\(TreeSVG.number(x + 4))\" y=\"\(TreeSVG.number(base - barHeight))\""
        + " width=\"\(TreeSVG.number(slot - 8))\" height=\"\(TreeSVG.number(barHeight))\"/>"
        + "<text x=\"\(middle)\" y=\"\(TreeSVG.number(base - barHeight - 5))\" text-anchor=\"middle\">\(bucket.count)</text>"
        + "<text x=\"\(middle)\" y=\"\(Int(base + 16))\" text-anchor=\"middle\" font-size=\"10\">\(index * 10)</text>"
    }
    svg +=
      "<text x=\"\(Int(width / 2))\" y=\"\(Int(base + 34))\" text-anchor=\"middle\">percent of the points (from)</text>"
    svg +=
      "</svg><table class=\"buckets narrow\"><thead><tr><th>Total</th><th class=\"num\">Students</th></tr></thead><tbody>"
    for bucket in buckets {
      svg += "<tr><td>\(bucket.label)</td><td class=\"num\">\(bucket.count)</td></tr>"
    }
    return svg + "</tbody></table>"
  }

  /// What each kind of mistake is, in a student's words.
  static func meaning(_ kind: Finding.Kind) -> String {
    switch kind {
    case .extraRead: "a view reads a key it should not"
    case .missingRead: "a view does not read a key it should"
    case .cause: "a key stored in the wrong place, so a view is recomputed for another cause"
    case .missingView: "a view of the screen is left out"
    case .extraView: "a view the screen does not have"
    case .misspelledView: "a view's name misspelled"
    case .order: "the right views in another order"
    case .placement: "a value placed on the wrong view, or read from another placement"
    case .warning: "a lazy key read where nothing places it, or the other way round"
    case .shape: "a view under the wrong parent"
    }
  }

  private func clusters() -> String {
    var html = ""
    if !kinds.isEmpty {
      html +=
        "<h3>By kind</h3><div class=\"table-wrap\"><table class=\"narrow\"><thead><tr>"
        + "<th>Mistake</th><th class=\"num\">Students</th></tr></thead><tbody>"
      for (kind, count) in kinds.sorted(by: {
        $0.value != $1.value ? $0.value > $1.value : $0.key.rawValue < $1.key.rawValue
      }) {
        html +=
          "<tr><td>\(Self.meaning(kind)) <small>(\(kind.rawValue))</small></td>"
          + "<td class=\"num\">\(count)</td></tr>"
      }
      html += "</tbody></table></div><h3>By scenario, clustered by explanation</h3>"
    }
    for (index, scenario) in scenarios.enumerated() where !mistakes[index].isEmpty {
      html += "<h4>\(HTMLText.escape(scenario.id))</h4>"
      let ranked = mistakes[index].sorted {
        $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key
      }
      for (gist, entry) in ranked.prefix(5) {
        let share = students.isEmpty ? 0 : entry.count * 100 / students.count
        html +=
          "<div class=\"cluster\"><span class=\"meter\"><span style=\"width:\(max(1, share))%\"></span></span>"
          + "<span class=\"count\">\(entry.count) \(entry.count == 1 ? "student" : "students")</span>"
          + " (\(share)%): \(HTMLText.escape(gist))<br/><small>for example: "
          + entry.students.map { link(to: $0) }.joined(separator: ", ")
          + (entry.count > entry.students.count ? ", …" : "") + "</small></div>"
      }
      if ranked.count > 5 { html += "<p><small>and \(ranked.count - 5) rarer mistakes</small></p>" }
    }
    return html.isEmpty ? "<p>None.</p>" : html
  }

  private func link(to student: Int) -> String {
    "<a href=\"\(students[student].link)\">\(HTMLText.escape(students[student].name))</a>"
  }

  private func table() -> String {
    var html =
      "<div class=\"table-wrap\"><table><thead><tr><th class=\"num\">#</th><th>Student</th>"
      + "<th class=\"num\">Total</th><th class=\"num\">%</th><th class=\"num\">Pass</th>"
      + "<th class=\"num\">Fail</th><th class=\"num\">Error</th><th class=\"num\">Missing</th>"
      + "<th>Note</th></tr></thead><tbody>"
    for (index, student) in students.enumerated() {
      let percent = student.maximum == 0 ? 0 : student.total.hundredths / student.maximum
      html +=
        "<tr><td class=\"num\">\(index + 1)</td><td>\(link(to: index))</td>"
        + "<td class=\"num\">\(student.total)/\(student.maximum)</td><td class=\"num\">\(percent)</td>"
        + Verdict.allCases.map { "<td class=\"num\">\(student.counts[$0] ?? 0)</td>" }.joined()
        + "<td>\(student.error.map { "could not be graded: " + HTMLText.escape($0) } ?? "")</td></tr>"
    }
    return html + "</tbody></table></div>"
  }
}
