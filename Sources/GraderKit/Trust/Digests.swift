import GraderModel

/// The digests that pin what a grade was made against: each expected output,
/// each scenario, the whole lesson set, and each submission.
///
/// Every digest hashes a canonical text in which each piece of data is
/// length-prefixed, so no name can be crafted to collide with another layout.
/// An output's canonical form lists its views sorted by their UTF-8 bytes, so
/// sibling order does not change it, just as grading does not look at it.
package enum Digests {
  /// The digest of an expected output of `scenarioID`, at `index` in its script.
  ///
  /// The scenario's id and the index salt it, so that one row under two
  /// scenarios gives two digests.
  package static func output(_ output: Output, scenario scenarioID: String, index: Int) -> String {
    var text = "grader/output/v1\n"
    field(scenarioID, into: &text)
    field(String(index), into: &text)
    switch output {
    case .row(let row):
      text += "row\n"
      field(row.label, into: &text)
      field(row.key, into: &text)
      let recomputed = row.recomputed.map { "\($0.view) \($0.cause.rawValue)" }
      field(String(recomputed.count), into: &text)
      for entry in sortedByBytes(recomputed) { field(entry, into: &text) }
      field(String(row.skipped.count), into: &text)
      for name in sortedByBytes(row.skipped) { field(name, into: &text) }
    case .count(let count):
      text += "count\n"
      for line in count.lines { field(line, into: &text) }
    }
    return SHA256.hex(of: text)
  }

  /// The digest of an id that the scenario `scenarioID` had before, as a
  /// digest release keeps it (`formerly-digest:`), salted by its full id.
  package static func formerID(_ former: String, scenario scenarioID: String) -> String {
    var text = "grader/former-id/v1\n"
    field(scenarioID, into: &text)
    field(former, into: &text)
    return SHA256.hex(of: text)
  }

  /// The digest of the model warnings a scenario expects, salted by its id.
  package static func warnings(_ warnings: [String], scenario scenarioID: String) -> String {
    var text = "grader/warnings/v1\n"
    field(scenarioID, into: &text)
    let sorted = sortedByBytes(warnings)
    field(String(sorted.count), into: &text)
    for warning in sorted { field(warning, into: &text) }
    return SHA256.hex(of: text)
  }

  /// The digests of every output of `outputs`, in order, for the scenario `scenarioID`.
  package static func outputs(_ outputs: [Output], scenario scenarioID: String) -> [String] {
    outputs.enumerated().map { output($0.element, scenario: scenarioID, index: $0.offset) }
  }

  /// The digest of everything that changes a scenario's grade: its id,
  /// points, scoring, script, expected outputs, expected warnings and graded
  /// shape (through their digests, so that a release that keeps only the
  /// digests pins the same scenario), who sees it and who judges it.
  package static func scenario(_ scenario: Scenario) -> String {
    var text = "grader/scenario/v1\n"
    field(scenario.fullID, into: &text)
    field(String(scenario.points), into: &text)
    field(scenario.scoring.rawValue, into: &text)
    field(String(scenario.script.count), into: &text)
    for step in scenario.script {
      switch step {
      case .change(let label, let key, let placement):
        text += "change\n"
        field(label, into: &text)
        field(key, into: &text)
        if let placement {
          text += "at\n"
          field(placement, into: &text)
        }
      case .count:
        text += "count\n"
      }
    }
    field(String(scenario.outputDigests.count), into: &text)
    for digest in scenario.outputDigests { field(digest, into: &text) }
    field(scenario.warningsDigest ?? "none", into: &text)
    if let shape = scenario.shapeDigest {
      text += "shape\n"
      field(shape, into: &text)
    }
    text += "visibility\n"
    field(scenario.visibility.rawValue, into: &text)
    text += "judging\n"
    field(scenario.judging.rawValue, into: &text)
    return SHA256.hex(of: text)
  }

  /// The digest of a tree's shape (see ``ViewTree/shape``), salted with the
  /// scenario's id.
  package static func shape(_ tree: ViewTree, scenario: String) -> String {
    var text = "grader/shape/v1\n"
    field(scenario, into: &text)
    let shape = tree.shape
    field(String(shape.count), into: &text)
    for entry in shape {
      field(entry.view, into: &text)
      if let parent = entry.parent {
        text += "under\n"
        field(parent, into: &text)
      } else {
        text += "top\n"
      }
    }
    return SHA256.hex(of: text)
  }

  /// The digest of a lesson set: every scenario's id and digest, in course order.
  package static func lessons(_ scenarios: [Scenario]) -> String {
    var text = "grader/lessons/v1\n"
    field(String(scenarios.count), into: &text)
    for scenario in scenarios {
      field(scenario.fullID, into: &text)
      field(scenario.digest, into: &text)
    }
    return SHA256.hex(of: text)
  }

  /// The digest of a submission's bytes.
  package static func submission(_ bytes: [UInt8]) -> String {
    SHA256.hex(of: bytes)
  }

  private static func field(_ value: String, into text: inout String) {
    text += String(value.utf8.count)
    text += ":"
    text += value
    text += "\n"
  }

  private static func sortedByBytes(_ values: [String]) -> [String] {
    values.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
