import GraderModel
import GraderReaders

/// Explains why a student's rows differ from the reference's, view by view,
/// pointing at the student's own lines.
struct Explainer {
  let scenario: Scenario
  let screen: Screen
  let exact: Bool

  /// The findings for `comparisons`, each difference said once.
  func findings(for comparisons: [OutputComparison]) -> [Finding] {
    var findings = viewFindings() + placementDifferences()
    for comparison in comparisons where !comparison.matches {
      guard case .row(let expected) = comparison.expected, case .row(let actual) = comparison.actual
      else { continue }
      findings += rowFindings(expected, actual)
    }
    var seen = Set<String>()
    return findings.filter {
      seen.insert("\($0.kind.rawValue)|\($0.view)|\($0.key ?? "")").inserted
    }
  }

  /// Views that one tree has and the other lacks.
  private func viewFindings() -> [Finding] {
    // A release that keeps only digests names no views: nothing to compare.
    guard let reference = scenario.referenceViewNames else { return [] }
    let yours = screen.tree.nodes.map(\.name)
    var missing = reference.filter { screen.tree.index(of: $0) == nil }
    var findings: [Finding] = []
    for extra in yours where !reference.contains(extra) {
      let line = screen.line(ofView: extra)
      if let guess = Suggestion.closest(to: extra, among: missing) {
        missing.removeAll { $0 == guess }
        findings.append(
          .misspelledView(
            guess, as: extra, line: line,
            "\(extra) in yours looks like \(guess) of the reference: check its name"))
      } else {
        findings.append(
          .extraView(
            extra, line: line,
            "\(extra) is in yours but not in the reference: the screen has no view named \(extra)"
          ))
      }
    }
    return findings + missing.map { .missingView($0, "\($0) is missing from yours.") }
  }

  /// The differences of one row, for views both trees have.
  private func rowFindings(_ expected: ChangeRow, _ actual: ChangeRow) -> [Finding] {
    let key = expected.key
    let label = expected.label
    let wanted = Dictionary(expected.recomputed.map { ($0.view, $0.cause) }) { first, _ in first }
    let got = Dictionary(actual.recomputed.map { ($0.view, $0.cause) }) { first, _ in first }
    let skipped = Set(expected.skipped)
    var findings: [Finding] = []
    let nodes = screen.tree.nodes
    // Each view read where it lies, and looked up once in each row.
    for index in nodes.indices {
      let view = nodes[index].name
      let reference = wanted[view]
      guard reference != nil || skipped.contains(view) else { continue }
      let yours = got[view]
      if let finding = placementFinding(
        view: view, key: key, label: label, reference: reference, yours: yours)
      {
        findings.append(finding)
        continue
      }
      if let finding = holdFinding(
        node: nodes[index], key: key, label: label, reference: reference, yours: yours)
      {
        findings.append(finding)
        continue
      }
      switch (reference, yours) {
      case (nil, let yours?):
        // A view that takes the key from its parent, without reading it, is
        // told to stop taking it; any other, to stop reading it.
        let takes = !nodes[index].reads(key) && nodes[index].takes(key)
        let line = takes ? screen.line(ofView: view) : screen.line(ofView: view, reading: key)
        findings.append(
          Finding(
            kind: .extraRead, view: view, key: key, line: line,
            sentence:
              "\(view) is recomputed on \(label) in yours (\(yours.rawValue)) but skipped in the reference: it should not \(takes ? "take \(key) from its parent" : "read \(key)")\(Finding.yourLine(line)).",
            gist: "\(view) \(takes ? "takes" : "reads") \(key)"))
      case (let reference?, nil):
        // How the key should reach the view, where the reference hands it
        // over; else that the view should read it.
        let advice = handOverAdvice(view: view, key: key)
        // A read of a near spelling, stored nowhere, is why it misses the
        // key, when the file stores the key and the view does not read it.
        let misspelt =
          advice == nil && screen.tree.storage[key] != nil && !nodes[index].reads(key)
          ? nodes[index].reads.first { read in
            read != key && screen.tree.storage[read] == nil
              && Suggestion.closest(to: read, among: [key]) == key
          } : nil
        let line =
          advice?.line
          ?? misspelt.flatMap { screen.line(ofView: view, reading: $0) }
          ?? screen.line(ofView: view)
        let fix =
          advice?.sentence
          ?? misspelt.map { "it reads \($0), which is stored nowhere: did you mean \(key)?" }
          ?? "it should read \(key)"
        findings.append(
          Finding(
            kind: .missingRead, view: view, key: key, line: line,
            sentence:
              "\(view) is skipped on \(label) in yours but recomputed in the reference (\(reference.rawValue)): \(fix)\(Finding.yourLine(line)).",
            gist: advice?.gist ?? "\(view) does not read \(key)"))
      case (let reference?, let yours?) where reference != yours:
        findings.append(causeFinding(view: view, key: key, yours: yours, reference: reference))
      default:
        break
      }
    }
    guard findings.isEmpty, exact, Set(expected.recomputed) == Set(actual.recomputed),
      Set(expected.skipped) == Set(actual.skipped)
    else { return findings }
    let sentence =
      "\(label) lists the same views in another order: rows compared byte for byte list your views in the reference's order."
    return [
      Finding(
        kind: .order, view: label, key: key, line: nil, sentence: sentence,
        gist: "views out of order on \(label)")
    ]
  }

  /// What to tell a student whose view is skipped where the reference's runs
  /// without reading `key` itself: it takes `key` from its parent, or reads
  /// a value placed from `key`. `nil` when the reference's view reads `key`,
  /// or there is no reference to ask.
  ///
  /// The advice is about the student's own tree: a view that does not read
  /// the placed value is told to read it; one that does is pointed at the
  /// placement that covers it in theirs, by that placement's line.
  private func handOverAdvice(view: String, key: String)
    -> (sentence: String, gist: String, line: Int?)?
  {
    guard let reference = scenario.reference?.screens.first?.tree,
      let index = reference.index(of: view), !reference.nodes[index].reads(key)
    else { return nil }
    let node = reference.nodes[index]
    let spelling = AdviceSpelling(path: screen.file.path)
    if node.takes(key) {
      let parent = node.parent ?? "its parent"
      let clause = spelling.clause("takes", key)
      return (
        "\(parent) runs and hands it a new value of \(key), which it takes without reading it: write '\(clause)' on it",
        "\(view) does not take \(key)", nil
      )
    }
    let placed = reference.nodes.flatMap { node in
      node.placedFrom.filter { $0.value == key }.map(\.key)
    }
    guard let read = node.reads.first(where: placed.contains) else { return nil }
    guard let mine = screen.tree.index(of: view), screen.tree.dependsOn(viewAt: mine, key: read)
    else {
      return (
        "it should read \(read), whose value is placed from \(key)",
        "\(view) does not read \(read)", nil
      )
    }
    let clause = spelling.source(read, from: key)
    guard let placer = screen.tree.placement(coveringViewAt: mine, key: read) else {
      return (
        "it reads \(read), and no view above it places \(read) in yours; the reference's value of \(read) there is placed from \(key)",
        "\(view) reads no value placed from \(key)", nil
      )
    }
    let placerName = screen.tree.nodes[placer].name
    let placerLine = screen.line(ofView: placerName)
    if screen.tree.nodes[placer].placedFrom[read] == key {
      return (
        "it reads \(read), which \(placerName) places from \(key) in yours too; look at how \(key) is stored and which view reads it",
        "\(view) reads no value placed from \(key)", placerLine
      )
    }
    return (
      "the value of \(read) it reads is placed by \(placerName), and the reference's is placed from \(key): write '\(clause)' on that placement",
      "\(view) reads no value placed from \(key)", placerLine
    )
  }

  /// A finding for a view that reads the key in both trees but from another
  /// placement: recomputed in one and skipped in the other. Where it sits, and
  /// which views above it place the key, decide it; not whether it reads.
  private func placementFinding(
    view: String, key: String, label: String, reference: Cause?, yours: Cause?
  ) -> Finding? {
    guard (reference == nil) != (yours == nil), screen.tree.storage[key] == .environment,
      let mine = screen.tree.index(of: view),
      screen.tree.dependsOn(viewAt: mine, key: key),
      let referenceTree = scenario.reference?.screens.first?.tree,
      let theirs = referenceTree.index(of: view),
      referenceTree.dependsOn(viewAt: theirs, key: key)
    else { return nil }
    let line = screen.line(ofView: view)
    let side =
      yours != nil
      ? "recomputed on \(label) in yours but skipped in the reference"
      : "skipped on \(label) in yours but recomputed in the reference"
    return Finding(
      kind: .placement, view: view, key: key, line: line,
      sentence:
        "\(view) is \(side): it reads \(key) in both, from another placement; look at where \(view) sits and which views above it place \(key)\(Finding.yourLine(line)).",
      gist: "\(view) reads \(key) from another placement")
  }

  /// A view recomputed through another cause, with a hint at what decides the cause.
  private func causeFinding(view: String, key: String, yours: Cause, reference: Cause) -> Finding {
    let stateCauses: [Cause] = [.local, .parent, .offRule]
    let yourStorage = screen.tree.storage[key]
    let referenceStorage = scenario.reference?.screens.first?.tree.storage[key]
    let storageLine = screen.line(ofStorage: key)
    let hint: String
    var line = storageLine
    if yourStorage == nil {
      let entry =
        AdviceSpelling(path: screen.file.path).swift
        ? "entry in the storage dictionary" : "key line"
      hint = "look at how \(key) is stored: yours has no \(entry) for it"
      line = nil
    } else if stateCauses.contains(yours), stateCauses.contains(reference),
      yourStorage == referenceStorage
    {
      line = screen.line(ofView: view)
      hint = "look at where \(view) sits in your tree\(Finding.yourLine(line))"
    } else if stateCauses.contains(yours), stateCauses.contains(reference) {
      hint = "look at which view owns \(key)\(Finding.yourLine(storageLine))"
    } else {
      hint = "look at how \(key) is stored\(Finding.yourLine(storageLine))"
    }
    return Finding(
      kind: .cause, view: view, key: key, line: line,
      sentence:
        "\(view): yours says \(yours.rawValue), the reference says \(reference.rawValue): \(hint).",
      gist: "\(view) gets \(key) as \(yours.rawValue), not \(reference.rawValue)")
  }
}
