extension ViewTree {
  /// Applies a change to `key` and returns the row it prints.
  ///
  /// Every view that reads `key` is recomputed, in the tree's order, with a
  /// cause taken from the key's storage; every other view is skipped. The cost
  /// is linear in the number of views.
  ///
  /// - Parameters:
  ///   - label: The change's label.
  ///   - key: The key that changed.
  /// - Returns: The row the change prints.
  public func change(_ label: String, key: String) -> ChangeRow {
    var recomputed: [Recompute] = []
    var skipped: [String] = []
    for (index, node) in nodes.enumerated() {
      if node.reads(key) {
        recomputed.append(Recompute(view: node.name, cause: cause(ofViewAt: index, key: key)))
      } else {
        skipped.append(node.name)
      }
    }
    return ChangeRow(label: label, key: key, recomputed: recomputed, skipped: skipped)
  }

  /// Why a change to `key` recomputes the view at `index`.
  ///
  /// - Parameters:
  ///   - index: The view's position.
  ///   - key: The key that changed.
  /// - Returns: The cause the model gives.
  public func cause(ofViewAt index: Int, key: String) -> Cause {
    guard let kind = storage[key] else { return .outOfScope }
    switch kind {
    case .environment:
      return .environment
    case .model:
      return .observed
    case .state(let owner):
      if owner == nodes[index].name { return .local }
      return isAncestor(owner, of: index) ? .parent : .offRule
    }
  }
}
