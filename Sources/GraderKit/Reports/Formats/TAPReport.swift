/// Renders records as TAP version 14: a plan, then one test point per
/// scenario, with a YAML block that explains each failure.
package struct TAPReport: Sendable {
  package init() {}

  /// The TAP stream for `records`.
  package func render(_ records: [StudentRecord]) -> String {
    let total = records.reduce(0) { $0 + $1.results.count }
    var text = "TAP version 14\n1..\(total)\n"
    var number = 0
    for record in records {
      for result in record.results {
        number += 1
        let name = records.count > 1 ? "\(record.student): \(result.scenario)" : result.scenario
        let description = escape(name)
        guard result.verdict != .pass else {
          text += "ok \(number) - \(description)\n"
          continue
        }
        text += "not ok \(number) - \(description)\n"
        text += "  ---\n"
        text += "  verdict: \(result.verdict.rawValue)\n"
        text += "  points: \(result.score)/\(result.maxScore)\n"
        text += "  message: \(quoted(result.summary))\n"
        text += "  details: |\n"
        for line in result.details.split(separator: "\n", omittingEmptySubsequences: false) {
          text += "    \(line)\n"
        }
        text += "  ...\n"
      }
    }
    return text
  }

  /// A description with TAP's special characters escaped.
  private func escape(_ text: String) -> String {
    text.replacingAll("\\", with: "\\\\").replacingAll("#", with: "\\#")
      .replacingAll("\n", with: " ")
  }

  /// A YAML double-quoted scalar.
  private func quoted(_ text: String) -> String {
    "\""
      + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
      .replacingAll("\n", with: "\\n") + "\""
  }
}
