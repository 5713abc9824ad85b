import GraderModel
import GraderReaders

/// The one story about change lines: a submission's own `change` lines are
/// for `grader run`; `grader check` grades the scenario's changes over the
/// submission's tree and storage.
package enum ChangeLines {
  /// The labels of the changes a description's own lines make, in order, once each.
  static func labels(of description: Description) -> [String] {
    var seen = Set<String>()
    return description.changeLabels.filter { seen.insert($0).inserted }
  }

  /// The labels of the changes `script` makes, in order, once each.
  package static func labels(of script: [ScriptStep]) -> [String] {
    var seen = Set<String>()
    var labels: [String] = []
    for case .change(let label, _, _) in script where seen.insert(label).inserted {
      labels.append(label)
    }
    return labels
  }

  /// A note for a submission whose own changes differ from the scenario's
  /// script, or `nil` when they agree or it makes none.
  static func note(_ description: Description, scenario: Scenario) -> Diagnostic? {
    // Most submissions make no change of their own: nothing to compare.
    guard !description.changeLabels.isEmpty else { return nil }
    let own = labels(of: description)
    let graded = labels(of: scenario.script)
    guard own != graded else { return nil }
    return Diagnostic(
      severity: .note,
      message:
        "your file changes \(listed(own)); this scenario grades \(listed(graded)), over your tree and storage",
      id: .ownChangesNotGraded)
  }

  /// How many labels a list names before it counts the rest.
  static let listLimit = 6

  /// `` `a` ``, `` `a` and `b` ``, `` `a`, `b` and `c` ``; past
  /// ``listLimit`` labels, the first ones and how many more, so that a note
  /// stays short whatever a file holds.
  package static func listed(_ labels: [String]) -> String {
    let quoted = labels.prefix(listLimit).map { "`\(QuotedName.shown($0))`" }
    guard labels.count <= listLimit else {
      return quoted.joined(separator: ", ") + " and \(labels.count - listLimit) more"
    }
    guard quoted.count > 1 else { return quoted.first ?? "nothing" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
  }
}
