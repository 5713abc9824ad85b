import GraderReaders

extension Scenario {
  /// Whether the scenario had the id `id` before: its `formerly:` lists it,
  /// or its `formerly-digest:` lists its digest.
  package func hadID(_ id: String) -> Bool {
    Self.had(id, formerIDs: self.formerIDs, digests: self.formerDigests, fullID: self.fullID)
  }

  /// Whether `id` is among `formerIDs`, or its digest for the scenario
  /// `fullID` among `digests`.
  static func had(_ id: String, formerIDs: [String], digests: [String], fullID: String) -> Bool {
    formerIDs.contains(id)
      || (!digests.isEmpty && digests.contains(Digests.formerID(id, scenario: fullID)))
  }
}

extension LessonCatalog {
  /// An error for each of a lesson's former ids (`formerly:`) that another
  /// of its scenarios has as its id, or lists too, in any case: a file of
  /// that name would answer two scenarios. Such an id is dropped.
  static func checkFormerIDs(
    _ scenarios: inout [Scenario], current: [String: (id: String, path: String)]
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var claimed: [String: String] = [:]
    for index in scenarios.indices where !scenarios[index].formerDigests.isEmpty {
      // A digest names no id: it is checked against each current id of the lesson.
      let scenario = scenarios[index]
      for other in current.values where other.id != scenario.id && scenario.hadID(other.id) {
        diagnostics.append(
          scenario.file.diagnostic(
            .error,
            "'formerly-digest' holds the digest of '\(other.id)', which \(other.path) names too; a file of that name would answer both",
            id: .formerIDInUse, at: 0))
      }
    }
    for index in scenarios.indices where !scenarios[index].formerIDs.isEmpty {
      let scenario = scenarios[index]
      let line = (1...scenario.file.lineStarts.count).first {
        scenario.file.text(ofLine: $0).hasPrefix("formerly:")
      }
      var kept: [String] = []
      for former in scenario.formerIDs {
        let folded = former.lowercased()
        guard let other = current[folded]?.path ?? claimed[folded] else {
          claimed[folded] = scenario.file.path
          kept.append(former)
          continue
        }
        diagnostics.append(
          scenario.file.diagnostic(
            .error,
            "'formerly' names '\(former)', which \(other) names too; a file of that name would answer both",
            id: .formerIDInUse, at: line.map { scenario.file.lineStarts[$0 - 1] } ?? 0))
      }
      scenarios[index].formerIDs = kept
    }
    return diagnostics
  }
}
