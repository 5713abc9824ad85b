/// The shape of a tree: which view sits under which, whatever the order of siblings.
extension ViewTree {
  /// Each view with its parent's name (`nil` for a root), sorted by the
  /// views' names: two trees have one shape exactly when these are equal.
  public var shape: [(view: String, parent: String?)] {
    nodes.map { ($0.name, $0.parent) }.sorted {
      $0.view.utf8.lexicographicallyPrecedes($1.view.utf8)
    }
  }

  /// The views of `reference` that sit under another parent in this tree,
  /// in the reference's order, each with the parent it has there (`nil`
  /// for a root). Views that only one of the trees has are left out.
  public func misplacedViews(against reference: ViewTree) -> [(
    view: String, expectedParent: String?
  )] {
    reference.nodes.compactMap { node in
      guard let index = position[node.name], nodes[index].parent != node.parent else {
        return nil
      }
      return (node.name, node.parent)
    }
  }
}
