import GraderModel
import GraderReaders

extension Grader {
  /// A failure's findings with what the scenario's source says: the source
  /// line beside the student's in each explanation; where no reference
  /// explains the failure, hints from the source; and, for a description
  /// of another scenario, which one it describes.
  func sourced(_ findings: [Finding], scenario: Scenario, screen: Screen) -> [Finding] {
    let map = scenario.sourceMap
    if let other = otherScenario(of: screen.tree, scenario: scenario) {
      let line = screen.file.lineStarts.isEmpty ? nil : 1
      let finding = Finding(
        kind: .otherScenario, view: other, key: nil, line: line,
        sentence:
          "This file describes \(other): its views are that scenario's, not the ones \(scenario.fullID)'s source declares.",
        gist: "describes another scenario")
      // What differs view by view says nothing more of a file of another screen.
      return [finding]
    }
    var result = findings.map {
      $0.citing(
        SourceHints.citation(
          of: $0.kind, view: $0.view, key: $0.key, map: map,
          object: $0.kind == .missingHold || $0.kind == .extraHold
            ? $0.key.flatMap { publishedObject(of: $0, scenario: scenario, screen: screen) } : nil))
    }
    if scenario.reference == nil {
      let hints = SourceHints.hints(screen: screen, map: map, keys: scenario.changedKeys)
      // A name the source does not declare says more than "the shape differs".
      let named = hints.contains { [.misspelledView, .extraView, .missingView].contains($0.kind) }
      result = hints + result.filter { !(named && $0.kind == .shape && $0.line == nil) }
    }
    if result.count > ScenarioResult.findingLimit {
      result.removeSubrange(ScenarioResult.findingLimit...)
    }
    return result
  }

  /// The object whose published property `key` is, in the reference or
  /// else in the student's tree: the one a finding on holding is about.
  private func publishedObject(of key: String, scenario: Scenario, screen: Screen) -> String? {
    for tree in [scenario.reference?.screens.first?.tree, screen.tree] {
      if case .published(let object)? = tree?.storage[key] { return object }
    }
    return nil
  }

  /// The scenario whose source declares more of the tree's views than this
  /// scenario's does, and at least half of them; `nil` when there is none.
  func otherScenario(of tree: ViewTree, scenario: Scenario) -> String? {
    guard let index = course?.views, tree.nodes.count <= 200 else { return nil }
    let names = Set(tree.nodes.map(\.name))
    // Each name looked up once: the scenarios that declare it gain one.
    var counts = [Int](repeating: 0, count: index.ids.count)
    for name in names {
      for position in index.declaring[name] ?? [] { counts[position] += 1 }
    }
    let ownID = scenario.fullID
    var own = 0
    var best: (id: String, count: Int)?
    for (position, id) in index.ids.enumerated() {
      let count = counts[position]
      // A scenario that declares none of the names counts for nothing, its
      // own included: its id is not compared.
      if count == 0 { continue }
      if id == ownID {
        own = count
      } else if count > (best?.count ?? 0) {
        best = (id, count)
      }
    }
    guard let best, best.count > own, best.count * 2 >= names.count, best.count >= 2 else {
      return nil
    }
    return best.id
  }
}

/// Which scenarios' sources declare each view name: their references'
/// views, which model them, or where a scenario has none (a student
/// release), those its source's text declares.
package struct SourceViewIndex: Sendable {
  /// Every scenario's full id, in course order.
  package var ids: [String] = []
  /// The positions in ``ids`` of the scenarios that declare each view.
  package var declaring: [String: [Int]] = [:]

  init(_ scenarios: [Scenario]) {
    for scenario in scenarios {
      for view in scenario.views { declaring[view, default: []].append(ids.count) }
      ids.append(scenario.fullID)
    }
  }
}

extension Finding {
  /// The finding with `sourceLine` beside the student's line:
  /// `(your line 4; source line 14)`, or `(source line 14)` alone.
  func citing(_ sourceLine: Int?) -> Finding {
    guard let sourceLine, kind != .hint, kind != .order else { return self }
    var copy = self
    let yours = Finding.yourLine(line)
    if !yours.isEmpty, sentence.hasSuffix(yours + ".") {
      copy.sentence =
        String(sentence.dropLast(yours.count + 1))
        + " (your line \(line!); source line \(sourceLine))."
    } else if sentence.hasSuffix(".") {
      copy.sentence = String(sentence.dropLast()) + " (source line \(sourceLine))."
    }
    return copy
  }
}

extension Grader {
  /// For a pass, each view whose `reads` the reference has as `takes`, or
  /// the other way round: this scenario's rows cannot tell them apart, and
  /// the note names one whose rows can.
  func untested(_ tree: ViewTree, scenario: Scenario) -> [String] {
    guard let reference = scenario.reference?.screens.first?.tree else { return [] }
    var notes: [String] = []
    // Each view read where it lies: a view is a large value.
    let nodes = tree.nodes
    let references = reference.nodes
    for mine in nodes.indices where !nodes[mine].reads.isEmpty || !nodes[mine].takes.isEmpty {
      guard let theirs = reference.index(of: nodes[mine].name) else { continue }
      let name = nodes[mine].name
      for key in nodes[mine].reads
      where references[theirs].takes.contains(key) && !references[theirs].reads.contains(key) {
        notes.append(
          "\(name) reads \(key) in yours, where its body only takes it from its parent: this scenario's rows are the same either way"
        )
      }
      for key in nodes[mine].takes
      where references[theirs].reads.contains(key) && !references[theirs].takes.contains(key) {
        notes.append(
          "\(name) takes \(key) in yours, where its body reads it: this scenario's rows are the same either way"
        )
      }
      if notes.count >= 3 { break }
    }
    guard !notes.isEmpty else { return [] }
    let elsewhere =
      course?.readsAgainstTakes.flatMap { $0 == scenario.fullID ? nil : $0 }.map {
        "; \($0) tells them apart"
      } ?? ""
    return notes.prefix(3).map { $0 + elsewhere + "." }
  }
}
