/// The class-wide outputs of a batch: the gradebook and the summary.
///
/// Both are built from compact per-student rows, so memory does not grow
/// with the detail of each student's results.
package struct ClassTally: Sendable {
  /// The scenarios, in course order.
  package var scenarios: [ScenarioInfo]
  /// One row per student: name, points per scenario, total, maximum, error.
  package var students:
    [(name: String, points: [Points], total: Points, maximum: Int, error: String?)] =
      []
  /// Passes per scenario.
  package var passes: [Int]
  /// How many students made each mistake, per scenario: gist → count.
  package var mistakes: [[String: Int]]

  package init(scenarios: [ScenarioInfo]) {
    self.scenarios = scenarios
    passes = Array(repeating: 0, count: scenarios.count)
    mistakes = Array(repeating: [:], count: scenarios.count)
  }

  /// Adds a student's record.
  package mutating func add(_ record: StudentRecord) {
    var points = Array(repeating: Points.zero, count: scenarios.count)
    let positions = Dictionary(scenarios.enumerated().map { ($1.id, $0) }) { first, _ in first }
    for result in record.results {
      guard let position = positions[result.scenario] else { continue }
      points[position] = result.score
      if result.verdict == .pass { passes[position] += 1 }
      for gist in Set(result.findings.map(\.gist)) { mistakes[position][gist, default: 0] += 1 }
    }
    students.append((record.student, points, record.score, record.maxScore, record.error))
  }

  /// The gradebook as CSV (RFC 4180): student, points per scenario, total, percent.
  package var gradebook: String {
    var lines = [
      (["student"] + scenarios.map(\.id) + ["total", "percent"]).map(Self.field).joined(
        separator: ",")
    ]
    for student in students {
      let percent = student.total.percent(of: student.maximum)
      let fields =
        [student.name] + student.points.map(\.description) + [
          student.total.description, formatPercent(percent),
        ]
      lines.append(fields.map(Self.field).joined(separator: ","))
    }
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  /// A CSV field, quoted when it holds a comma, a quote or a line break.
  static func field(_ text: String) -> String {
    guard
      text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    else {
      return text
    }
    return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
  }

  private func formatPercent(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// The summary a batch prints: pass rates, the spread of totals, and the
  /// most common mistakes per scenario.
  package var summary: String {
    let count = students.count
    let broken = students.filter { $0.error != nil }
    var text =
      "Graded \(count) \(count == 1 ? "student" : "students") against \(scenarios.count) scenarios"
    text += broken.isEmpty ? ".\n" : " (\(broken.count) could not be graded).\n"
    guard count > 0 else { return text }
    let width = scenarios.map(\.id.count).max() ?? 0
    text += "\nPass rate per scenario:\n"
    for (index, scenario) in scenarios.enumerated() {
      let rate = passes[index] * 100 / count
      text +=
        "  \(scenario.id.padding(width))  \(String(passes[index]).leftPadded(String(count).count))/\(count)  \(String(rate).leftPadded(3))%\n"
    }
    text += "\nTotals (percent of the points):\n"
    var buckets = Array(repeating: 0, count: 10)
    for student in students {
      let percent = student.maximum == 0 ? 0 : student.total.hundredths / student.maximum
      buckets[min(9, percent / 10)] += 1
    }
    let largest = buckets.max() ?? 1
    for (index, number) in buckets.enumerated() {
      let label = index == 9 ? "90–100%" : "\(index * 10)–\(index * 10 + 9)%"
      let bar = String(
        repeating: "#", count: largest == 0 ? 0 : (number * 40 + largest - 1) / largest)
      text +=
        "  \(label.leftPadded(7))  \(String(number).leftPadded(String(count).count))  \(bar)\n"
    }
    text += "\nMost common mistakes:\n"
    var any = false
    for (index, scenario) in scenarios.enumerated() where !mistakes[index].isEmpty {
      any = true
      text += "  \(scenario.id)\n"
      let ranked = mistakes[index].sorted {
        $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
      }
      for (gist, number) in ranked.prefix(3) {
        text += "    \(number) \(number == 1 ? "student" : "students"): \(gist)\n"
      }
    }
    if !any { text += "  none\n" }
    if !broken.isEmpty {
      text += "\nCould not be graded:\n"
      for student in broken { text += "  \(student.name): \(student.error ?? "")\n" }
    }
    return text
  }
}

extension String {
  /// The string padded on the left with spaces to `width` characters.
  package func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
