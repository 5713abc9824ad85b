import GraderModel
import GraderReaders

/// The findings grading adds beside the explainer's: placements the script
/// changes that the student's tree lacks, views under the wrong parent, and
/// model warnings that differ from the reference's.
extension Grader {
  /// A finding for each change of the script `at` a view that, in the
  /// student's tree, places no value for the change's key: the change then
  /// reaches no view at all.
  static func missingPlacements(_ script: [ScriptStep], screen: Screen) -> [Finding] {
    var findings: [Finding] = []
    var seen = Set<String>()
    for case .change(let label, let key, let placement?) in script
    where seen.insert("\(placement)|\(key)").inserted {
      guard let index = screen.tree.index(of: placement) else { continue }
      guard !screen.tree.nodes[index].places(key) else { continue }
      let line = screen.line(ofView: placement)
      let storage = screen.tree.storage[key]
      let advice =
        storage == .environment || storage == nil
        ? "write '\(AdviceSpelling(path: screen.file.path).clause("places", key))' on \(placement)"
        : "\(key) is stored as \(storage!) in yours, and only an environment value is placed"
      findings.append(
        Finding(
          kind: .placement, view: placement, key: key, line: line,
          sentence:
            "\(label) changes the value \(placement) places for \(key), and in yours \(placement) places none: \(advice)\(Finding.yourLine(line)).",
          gist: "\(placement) does not place \(key)"))
    }
    return findings
  }

  /// A finding for each view that sits under another parent than in the
  /// reference; or one finding, when the scenario keeps only the shape's digest.
  static func shapeFindings(screen: Screen, reference: ViewTree?) -> [Finding] {
    guard let reference else {
      return [
        Finding(
          kind: .shape, view: "", key: nil, line: nil,
          sentence:
            "The shape of your tree is not the reference's: check which view each view sits under, the view whose body shows it.",
          gist: "another shape")
      ]
    }
    let tree = screen.tree
    return tree.misplacedAmongShared(against: reference).map { misplaced in
      let line = screen.line(ofView: misplaced.view)
      let place =
        misplaced.expectedParent.map { "sit under \($0)" }
        ?? "be at the top of the tree, with no parent"
      // A parent that is no view of the tree: said first, since it is what to change.
      let parent = tree.index(of: misplaced.view).flatMap { tree.nodes[$0].parent }
      let dangling = parent.map { tree.index(of: $0) == nil } ?? false
      let opening =
        dangling
        ? "\(misplaced.view)'s parent, \(parent ?? ""), is no view of your tree: it should \(place)"
        : "\(misplaced.view) should \(place)"
      return Finding(
        kind: .shape, view: misplaced.view, key: nil, line: line,
        sentence:
          "\(opening)\(Finding.yourLine(line)): a view's parent is the view whose body shows it.",
        gist: "\(misplaced.view) should \(place)")
    }
  }

  /// A finding for each model warning that one side gives and the other does
  /// not; or one finding, when the scenario keeps only the warnings' digest.
  static func warningFindings(
    expected: [String]?, yours: [String], screen: Screen, reference: ViewTree?
  ) -> [Finding] {
    func finding(_ view: String, _ sentence: String, _ gist: String, line: Int? = nil) -> Finding {
      Finding(kind: .warning, view: view, key: nil, line: line, sentence: sentence, gist: gist)
    }
    guard let expected else {
      return [
        finding(
          "",
          "The warnings of yours are not the ones the scenario expects: \(yours.isEmpty ? "yours gives none" : "yours gives \(yours.count)"); look at which keys are lazy and where they are placed.",
          "other warnings")
      ]
    }
    var findings: [Finding] = []
    for warning in expected where !yours.contains(warning) {
      let view = String(warning.prefix { $0 != " " })
      let lazyKeys = reference?.lazyKeys.subtracting(screen.tree.lazyKeys) ?? []
      if let key = lazyKeys.sorted().first(where: { warning.contains(" reads \($0) ") }) {
        let line = screen.line(ofStorage: key)
        findings.append(
          finding(
            view,
            "The reference warns \"\(warning)\", and yours does not: \(key) has no usable default, so declare it '\(AdviceSpelling(path: screen.file.path).lazyKey(key))'\(Finding.yourLine(line)).",
            "\(key) is not declared lazy", line: line))
      } else {
        let line = screen.line(ofView: view)
        findings.append(
          finding(
            view,
            "The reference warns \"\(warning)\", and yours does not: look at which view above \(view) places the value\(Finding.yourLine(line)).",
            "no warning: \(warning)", line: line))
      }
    }
    for warning in yours where !expected.contains(warning) {
      let view = String(warning.prefix { $0 != " " })
      let line = screen.line(ofView: view)
      findings.append(
        finding(
          view,
          "Yours warns \"\(warning)\", and the reference does not: look at which view above \(view) places the value\(Finding.yourLine(line)).",
          "extra warning: \(warning)", line: line))
    }
    return findings
  }
}
