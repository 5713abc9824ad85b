import GraderModel
import GraderReaders

extension Explainer {
  /// A finding for each view that both trees have and that places a key in
  /// one and not the other, or fixed in one and derived in the other.
  func placementDifferences() -> [Finding] {
    guard let reference = scenario.reference?.screens.first?.tree else { return [] }
    var findings: [Finding] = []
    for node in screen.tree.nodes {
      guard let index = reference.index(of: node.name) else { continue }
      let theirs = reference.nodes[index]
      let view = node.name
      let line = screen.line(ofView: view)
      let keys = Set(node.places + node.derives + theirs.places + theirs.derives)
      let spelling = AdviceSpelling(path: screen.file.path)
      for key in keys.sorted() {
        let (sentence, gist): (String, String)
        switch (placement(of: key, in: node), placement(of: key, in: theirs)) {
        case ("places", "derives"):
          sentence =
            "\(view) places a fixed \(key) in yours, and derives it from the value above in the reference: write '\(spelling.clause("derives", key))' instead of '\(spelling.clause("places", key))'"
          gist = "\(view) places \(key) instead of deriving it"
        case ("derives", "places"):
          sentence =
            "\(view) derives \(key) from the value above in yours, and places a fixed one in the reference: write '\(spelling.clause("places", key))' instead of '\(spelling.clause("derives", key))'"
          gist = "\(view) derives \(key) instead of placing it"
        case (nil, let kind?):
          sentence =
            "\(view) \(kind) \(key) in the reference, and not in yours: write '\(spelling.clause(kind, key))' on \(view)"
          gist = "\(view) does not place \(key)"
        case (let kind?, nil):
          sentence = "\(view) \(kind) \(key) in yours, and not in the reference"
          gist = "\(view) places \(key)"
        default:
          continue
        }
        findings.append(
          Finding(
            kind: .placement, view: view, key: key, line: line,
            sentence: sentence + Finding.yourLine(line) + ".", gist: gist))
      }
    }
    return findings
  }

  private func placement(of key: String, in node: ViewNode) -> String? {
    node.places.contains(key) ? "places" : node.derives.contains(key) ? "derives" : nil
  }
}
