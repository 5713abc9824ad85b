import GraderModel
import GraderReaders

extension Explainer {
  /// A finding for each view that both trees have and that places a key in
  /// one and not the other, or fixed in one and derived in the other.
  func placementDifferences() -> [Finding] {
    guard let reference = scenario.reference?.screens.first?.tree else { return [] }
    var findings: [Finding] = []
    // Each view looked at where it lies: a view is a large value, and most
    // place nothing in either tree.
    let nodes = screen.tree.nodes
    let references = reference.nodes
    for mine in nodes.indices {
      guard let index = reference.index(of: nodes[mine].name) else { continue }
      let (places, derives) = (nodes[mine].places, nodes[mine].derives)
      let (theirPlaces, theirDerives) = (references[index].places, references[index].derives)
      if places.isEmpty, derives.isEmpty, theirPlaces.isEmpty, theirDerives.isEmpty { continue }
      let view = nodes[mine].name
      let line = screen.line(ofView: view)
      let keys = Set(places + derives + theirPlaces + theirDerives)
      let spelling = AdviceSpelling(path: screen.file.path)
      for key in keys.sorted() {
        let (sentence, gist): (String, String)
        switch (
          placement(of: key, places: places, derives: derives),
          placement(of: key, places: theirPlaces, derives: theirDerives)
        ) {
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

  private func placement(of key: String, places: [String], derives: [String]) -> String? {
    places.contains(key) ? "places" : derives.contains(key) ? "derives" : nil
  }
}
