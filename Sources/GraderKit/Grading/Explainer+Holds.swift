import GraderModel
import GraderReaders

/// Explanations where a key is a `@Published` property of an
/// `ObservableObject`: the object announces every change as a whole, so
/// whether a view runs depends on whether it holds the object, not on what
/// its body reads.
extension Explainer {
  /// A finding for a view recomputed in one tree and skipped in the other,
  /// on a change of a key that either tree stores as a published property
  /// and that holding explains; `nil` otherwise, for the other explanations.
  func holdFinding(
    node: ViewNode, key: String, label: String, reference: Cause?, yours: Cause?
  ) -> Finding? {
    let view = node.name
    let mine = screen.tree.storage[key]
    let theirs = scenario.reference?.screens.first?.tree.storage[key]
    if reference == nil, let yours, case .published(let object)? = mine, node.holds(object) {
      // Recomputed in yours because it holds the object.
      let line = screen.line(ofView: view)
      let why =
        if case .published? = theirs {
          "it should not hold \(object)"
        } else {
          "\(key) is a published property of \(object) in yours, which it holds; look at how \(key) is stored"
        }
      return Finding(
        kind: .extraHold, view: view, key: key, line: line,
        sentence:
          "\(view) is recomputed on \(label) in yours (\(yours.rawValue)) but skipped in the reference: \(why)\(Finding.yourLine(line)).",
        gist: "\(view) holds \(object)")
    }
    guard yours == nil, let reference, case .published(let object)? = theirs,
      let referenceTree = scenario.reference?.screens.first?.tree,
      let index = referenceTree.index(of: view), referenceTree.nodes[index].holds(object)
    else { return nil }
    // Recomputed in the reference because it holds the object.
    guard case .published(let yourObject)? = mine, yourObject == object else {
      let line = screen.line(ofStorage: key) ?? screen.line(ofView: view)
      return Finding(
        kind: .missingHold, view: view, key: key, line: line,
        sentence:
          "\(view) is skipped on \(label) in yours but recomputed in the reference (\(reference.rawValue)): there \(key) is a @Published property of \(object), an ObservableObject, which runs every view that holds it when it changes; look at how \(key) is stored\(Finding.yourLine(line)).",
        gist: "\(key) is not stored as published \(object)")
    }
    let line = screen.line(ofView: view)
    let clause = AdviceSpelling(path: screen.file.path).clause("holds", object)
    return Finding(
      kind: .missingHold, view: view, key: key, line: line,
      sentence:
        "\(view) is skipped on \(label) in yours but recomputed in the reference (\(reference.rawValue)): \(object) tells each view that holds it of every change of its published properties, whatever that view's body reads: write '\(clause)' on it\(Finding.yourLine(line)).",
      gist: "\(view) does not hold \(object)")
  }
}
