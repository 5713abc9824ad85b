/// The shape of a tree: which view sits under which, whatever the order of siblings.
extension ViewTree {
  /// Each view with its parent's name (`nil` for a root), sorted by the
  /// views' names: two trees have one shape exactly when these are equal.
  public var shape: [(view: String, parent: String?)] {
    nodes.map { ($0.name, $0.parent) }.sorted {
      $0.view.utf8.lexicographicallyPrecedes($1.view.utf8)
    }
  }

  /// Whether this tree has the shape of `other`: each name, as bytes, with
  /// its parent's, as the shape's digest compares them.
  ///
  /// Each tree names a view once, so each of `other`'s views is looked up
  /// by name, and then compared as bytes: as many views, each matched by
  /// one of this tree's, are the same set, with no sort of either.
  public func hasShape(of other: ViewTree) -> Bool {
    guard nodes.count == other.nodes.count else { return false }
    // Each view read where it lies: a view is a large value.
    return other.nodes.indices.allSatisfy { theirs in
      guard let mine = position[other.nodes[theirs].name],
        nodes[mine].name.hasSameBytes(as: other.nodes[theirs].name)
      else { return false }
      switch (nodes[mine].parent, other.nodes[theirs].parent) {
      case (nil, nil): return true
      case (let left?, let right?): return left.hasSameBytes(as: right)
      default: return false
      }
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

  /// Like ``misplacedViews(against:)``, leaving out each view whose parent
  /// in either tree is a view the other tree lacks: a missing, extra or
  /// misspelled parent says more about such a view than its place does.
  /// A parent that names no view of this tree at all is kept: nothing else
  /// says that the view is out of place.
  public func misplacedAmongShared(against reference: ViewTree) -> [(
    view: String, expectedParent: String?
  )] {
    misplacedViews(against: reference).filter { entry in
      let index = position[entry.view]!
      let actual = nodes[index].parent
      let dangling = actual.map { position[$0] == nil } ?? false
      return dangling
        || ((entry.expectedParent.map { position[$0] != nil } ?? true)
          && (actual.map { reference.position[$0] != nil } ?? true))
    }
  }
}
