import GraderKit
import GraderModel

/// What a student holding only a digest release can do: recover each
/// expected output of a scenario by trying candidates against its digest.
///
/// The digest of an output is salted with the scenario's id and the output's
/// position, both public, and the views of a row are the screen's own `View`
/// structs, which the scenario's source declares. A row of n views is then
/// one of at most 7^n candidates (each view skipped, or recomputed with one
/// of six causes), and a count follows from the rows before it.
package struct DigestSearch: Sendable {
  /// What the search found for one scenario.
  package struct Outcome: Sendable {
    /// The outputs recovered, in order; `nil` where none matched.
    package var outputs: [Output?]
    /// How many candidates were hashed.
    package var tried: Int
    /// Whether every output was recovered.
    package var complete: Bool { outputs.allSatisfy { $0 != nil } }
  }

  package init() {}

  /// The view structs `source` declares, in order: `struct Name: View`.
  package static func viewNames(inSource source: String) -> [String] {
    var names: [String] = []
    for line in source.split(separator: "\n") {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" })
      guard let index = words.firstIndex(of: "struct") else { continue }
      let rest = words.dropFirst(index + 1)
      guard let first = rest.first, first.hasSuffix(":"),
        let conformance = rest.dropFirst().first, conformance == "View" || conformance == "View,"
      else { continue }
      names.append(String(first.dropLast()))
    }
    return names
  }

  /// Recovers the outputs of `scenario` from its digests alone, trying rows
  /// over the views `names`.
  package func recover(_ scenario: Scenario, names: [String]) -> Outcome {
    var outcome = Outcome(outputs: [], tried: 0)
    var sinceCount: [Recompute] = []
    for (index, step) in scenario.script.enumerated() {
      let digest = scenario.outputDigests[index]
      switch step {
      case .change(let label, let key, _):
        let row = recoverRow(
          label: label, key: key, names: names, digest: digest, scenario: scenario.fullID,
          index: index, tried: &outcome.tried)
        outcome.outputs.append(row.map { .row($0) })
        sinceCount += row?.recomputed ?? []
      case .count:
        // The rows before it say what it counts.
        let count = Output.count(CauseCount(sinceCount))
        outcome.tried += 1
        let found =
          Digests.output(count, scenario: scenario.fullID, index: index) == digest
          ? count : nil
        outcome.outputs.append(found)
        sinceCount = []
      }
    }
    return outcome
  }

  /// Every row of `names`, each view skipped or recomputed with a cause,
  /// until one has `digest`.
  private func recoverRow(
    label: String, key: String, names: [String], digest: String, scenario: String, index: Int,
    tried: inout Int
  ) -> ChangeRow? {
    let fates: [Cause?] = [nil] + Cause.allCases
    var choice = [Int](repeating: 0, count: names.count)
    while true {
      var recomputed: [Recompute] = []
      var skipped: [String] = []
      for (view, fate) in zip(names, choice) {
        if let cause = fates[fate] {
          recomputed.append(Recompute(view: view, cause: cause))
        } else {
          skipped.append(view)
        }
      }
      let row = ChangeRow(label: label, key: key, recomputed: recomputed, skipped: skipped)
      tried += 1
      if Digests.output(.row(row), scenario: scenario, index: index) == digest { return row }
      // The next choice, counting in base 7.
      var position = 0
      while position < choice.count {
        choice[position] += 1
        if choice[position] < fates.count { break }
        choice[position] = 0
        position += 1
      }
      if position == choice.count { return nil }
    }
  }
}
