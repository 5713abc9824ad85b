extension ViewTree {
  /// Applies a change to `key` and returns the row it prints.
  ///
  /// Every view that reads `key` is recomputed, in the tree's order, with a
  /// cause taken from the key's storage; every other view is skipped. When
  /// views place values for `key`, the change is to one placement, `at` a
  /// view, or the system's above the roots when `at` is `nil`: it recomputes
  /// the views that read from that placement, and the views that derive a
  /// value from it together with their own readers. The cost is linear in the
  /// number of views.
  ///
  /// - Parameters:
  ///   - label: The change's label.
  ///   - key: The key that changed.
  ///   - at: The view whose placement of `key` changed, or `nil` for the
  ///     system's value.
  /// - Returns: The row the change prints.
  public func change(_ label: String, key: String, at placement: String? = nil) -> ChangeRow {
    var recomputed: [Recompute] = []
    var skipped: [String] = []
    guard placedKeys.contains(key) || placement != nil else {
      for (index, node) in nodes.enumerated() {
        if node.reads(key) {
          recomputed.append(Recompute(view: node.name, cause: cause(ofViewAt: index, key: key)))
        } else {
          skipped.append(node.name)
        }
      }
      return ChangeRow(label: label, key: key, recomputed: recomputed, skipped: skipped)
    }
    let provided = providedPlacements(of: key)
    let start = placement.map { position[$0] ?? -2 } ?? -1
    let reached = reachedPlacements(from: start, key: key, provided: provided)
    for (index, node) in nodes.enumerated() {
      if dependsOn(viewAt: index, key: key),
        reached.contains(source(ofViewAt: index, key: key, provided: provided))
      {
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
