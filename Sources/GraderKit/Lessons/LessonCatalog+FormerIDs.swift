import GraderReaders

extension LessonCatalog {
  /// An error for each of a lesson's former ids (`formerly:`) that another
  /// of its scenarios has as its id, or lists too, in any case: a file of
  /// that name would answer two scenarios. Such an id is dropped.
  static func checkFormerIDs(
    _ scenarios: inout [Scenario], current: [String: (id: String, path: String)]
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var claimed: [String: String] = [:]
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
