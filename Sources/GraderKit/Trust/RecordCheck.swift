/// What a merge can tell of a student's record without regrading: whether it
/// follows from itself. A verdict from its outputs, points from the verdict,
/// the total from the points, and every scenario the run names, once, in its
/// order. A record edited by hand (a failure turned into a pass) breaks one of
/// these unless its rows were forged as well, which only ``Verifier``, with
/// the submissions, can tell.
package enum RecordCheck {
  /// Everything in `record` that does not follow, one sentence each; empty
  /// when the record holds together. Linear in the record's size.
  package static func problems(in record: StudentRecord, info: RunInfo) -> [String] {
    var problems: [String] = []
    if record.notSubmitted {
      // Nothing was graded: no points, out of every scenario's.
      let maximum = info.scenarios.reduce(0) { $0 + $1.points }
      if record.score != .zero || record.maxScore != maximum {
        problems.append(
          "it was not graded, and records \(record.score)/\(record.maxScore) points, not 0/\(maximum)"
        )
      }
      return problems
    }
    if record.results.map(\.scenario) != info.scenarios.map(\.id) {
      problems.append(
        "its results are not the run's \(info.scenarios.count) scenarios, each once, in course order"
      )
    }
    let points = Dictionary(info.scenarios.map { ($0.id, $0.points) }) { first, _ in first }
    var total = Points.zero
    var maximum = 0
    for result in record.results {
      total = total + result.score
      maximum += result.maxScore
      let name = "\(Escape.terminal(result.scenario))"
      if let expected = points[result.scenario], expected != result.maxScore {
        problems.append(
          "\(name) is worth \(result.maxScore) points in the record and \(expected) in the run")
      }
      if let problem = verdictProblem(result) { problems.append("\(name): \(problem)") }
      if record.error != nil, result.verdict != .error {
        problems.append(
          "\(name) is \(result.verdict.rawValue), in a folder that could not be graded")
      }
    }
    if total != record.score || maximum != record.maxScore {
      problems.append(
        "its total is \(record.score)/\(record.maxScore), and its scenarios add up to \(total)/\(maximum)"
      )
    }
    return problems
  }

  /// Why `result`'s verdict or points do not follow from its outputs, if they do not.
  static func verdictProblem(_ result: ResultRecord) -> String? {
    let maximum = Points(result.maxScore)
    let matched = result.outputs.filter(\.matches).count
    if let output = result.outputs.firstIndex(where: { !consistent($0) }) {
      return result.outputs[output].matches
        ? "output \(output + 1) is marked as matching, and its rows differ from the expected ones"
        : "output \(output + 1) is marked as differing, and its rows are the expected ones"
    }
    switch result.verdict {
    case .pass:
      if result.score != maximum { return "a pass earns \(maximum) points, not \(result.score)" }
      if matched < result.outputs.count {
        return
          "a pass, though \(result.outputs.count - matched) of its \(result.outputs.count) outputs differ"
      }
    case .fail:
      guard result.score != .zero else { return nil }
      if !partialCredit(
        result.score, of: result.maxScore, outputs: result.outputs.count, matched: matched)
      {
        return
          "a failure earns \(result.score) of \(maximum) points, which no share of its \(matched) matching outputs of \(result.outputs.count) gives"
      }
    case .error, .missing, .pending:
      if result.score != .zero {
        return "\(result.verdict.rawValue) earns no points, not \(result.score)"
      }
    }
    return nil
  }

  /// Whether `score` is what per-output scoring gives a failure with
  /// `matched` of `outputs` outputs matching: the outputs, and the model's
  /// warnings and the tree's shape when the scenario checks them, each one
  /// share, at least one of them missed.
  static func partialCredit(_ score: Points, of points: Int, outputs: Int, matched: Int) -> Bool {
    for extra in 0...2 {
      let shares = outputs + extra
      guard shares > 0 else { continue }
      for part in matched...(matched + extra) where part < shares {
        if Points(points, part: part, of: shares) == score { return true }
      }
    }
    return false
  }

  /// Whether an output's mark agrees with its rows, where the record keeps
  /// both: rows alike byte for byte match, and matching rows hold the same
  /// bytes, the views of a list in any order. A row cut to
  /// ``OutputRecord/rowLimit`` cannot tell.
  static func consistent(_ output: OutputRecord) -> Bool {
    guard !output.expected.isEmpty, output.expected.count == output.actual.count else {
      return output.expected.isEmpty || !output.matches
    }
    if output.expected == output.actual { return output.matches }
    guard output.matches else { return true }
    for (expected, actual) in zip(output.expected, output.actual) {
      if actual.utf8.count > OutputRecord.rowLimit { continue }
      guard expected.utf8.count == actual.utf8.count, sameBytes(expected, actual) else {
        return false
      }
    }
    return true
  }

  /// Whether two strings hold the same bytes, in any order.
  private static func sameBytes(_ left: String, _ right: String) -> Bool {
    var counts = [Int](repeating: 0, count: 256)
    for byte in left.utf8 { counts[Int(byte)] += 1 }
    for byte in right.utf8 { counts[Int(byte)] -= 1 }
    return counts.allSatisfy { $0 == 0 }
  }
}
