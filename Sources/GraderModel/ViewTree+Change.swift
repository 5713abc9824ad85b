extension ViewTree {
  /// Applies a change to `key` and returns the row it prints.
  ///
  /// Every view that reads `key` is recomputed, in the tree's order, with a
  /// cause taken from the key's storage; every other view is skipped. When
  /// views place values for `key`, the change is to one placement, `at` a
  /// view, or the system's above the roots when `at` is `nil`: it recomputes
  /// the views that read from that placement, and the views that derive a
  /// value from it together with their own readers.
  ///
  /// Two more ways reach a view. A placement whose value a view computes from
  /// `key` changes with it, and recomputes the readers of that placement
  /// (`environment`). A view that takes `key` from its parent, or a value
  /// placed from `key`, is recomputed (`parent`) when its parent is: the
  /// parent's body hands it a new value. The cost is linear in the size of
  /// the tree.
  ///
  /// - Parameters:
  ///   - label: The change's label.
  ///   - key: The key that changed.
  ///   - at: The view whose placement of `key` changed, or `nil` for the
  ///     system's value.
  /// - Returns: The row the change prints.
  public func change(_ label: String, key: String, at placement: String? = nil) -> ChangeRow {
    // The usual change: no placement, and nothing handed on or placed from
    // the key. Its readers are the row; no per-view state is needed.
    if !placedKeys.contains(key), placement == nil, !passedKeys.contains(key),
      publishingObject(of: key) == nil
    {
      var recomputed: [Recompute] = []
      var skipped: [String] = []
      // Room at once for the rows of a tree of a few views, which most are;
      // a larger tree's lists grow as they fill.
      recomputed.reserveCapacity(min(nodes.count, 16))
      skipped.reserveCapacity(min(nodes.count, 16))
      // Each view read where it lies: a view is a large value.
      for index in nodes.indices {
        if nodes[index].reads(key) {
          recomputed.append(
            Recompute(view: nodes[index].name, cause: cause(ofViewAt: index, key: key)))
        } else {
          skipped.append(nodes[index].name)
        }
      }
      return ChangeRow(label: label, key: key, recomputed: recomputed, skipped: skipped)
    }
    var causes = [Cause?](repeating: nil, count: nodes.count)
    markDirectReaders(of: key, at: placement, into: &causes)
    // The placements computed from the key whose body sees this change: all
    // of them, unless the key is itself placed, when only those whose view
    // reads the key from a placement the change reaches.
    var feeders = fedFrom[key] ?? []
    if !feeders.isEmpty, placedKeys.contains(key) || placement != nil {
      let provided = providedPlacements(of: key)
      let start = placement.map { position[$0] ?? -2 } ?? -1
      let reached = reachedPlacements(from: start, key: key, provided: provided)
      feeders.removeAll {
        !reached.contains(source(ofViewAt: $0, key: key, provided: provided))
      }
    }
    var fedKeys: Set<String> = []
    for view in feeders {
      for (placed, source) in nodes[view].placedFrom where source == key { fedKeys.insert(placed) }
    }
    if !fedKeys.isEmpty {
      markFedReaders(from: key, fedKeys: fedKeys, feeders: Set(feeders), into: &causes)
    }
    if !takers.isEmpty {
      for index in ancestry.order where causes[index] == nil && takers.contains(index) {
        let parent = ancestry.parent(of: index)
        guard parent >= 0, causes[parent] != nil else { continue }
        if nodes[index].takes.contains(where: { $0 == key || fedKeys.contains($0) }) {
          causes[index] = .parent
        }
      }
    }
    var recomputed: [Recompute] = []
    var skipped: [String] = []
    for (index, node) in nodes.enumerated() {
      if let cause = causes[index] {
        recomputed.append(Recompute(view: node.name, cause: cause))
      } else {
        skipped.append(node.name)
      }
    }
    return ChangeRow(label: label, key: key, recomputed: recomputed, skipped: skipped)
  }

  /// The `ObservableObject` whose `@Published` property `key` is, if it is one.
  func publishingObject(of key: String) -> String? {
    if case .published(let object) = storage[key] { return object }
    return nil
  }

  /// Marks the views that depend on `key` itself: its holders for a
  /// published key, else its readers, or, where
  /// values of it are placed, the views that read or derive from the
  /// placements the change reaches.
  private func markDirectReaders(of key: String, at placement: String?, into causes: inout [Cause?])
  {
    if let object = publishingObject(of: key) {
      // An ObservableObject announces every change of it as a whole: its
      // holders run, whatever their bodies read, and nobody else.
      for index in holders[object] ?? [] { causes[index] = .observed }
      return
    }
    guard placedKeys.contains(key) || placement != nil else {
      for (index, node) in nodes.enumerated() where node.reads(key) {
        causes[index] = cause(ofViewAt: index, key: key)
      }
      return
    }
    let provided = providedPlacements(of: key)
    let start = placement.map { position[$0] ?? -2 } ?? -1
    let reached = reachedPlacements(from: start, key: key, provided: provided)
    for index in nodes.indices
    where dependsOn(viewAt: index, key: key)
      && reached.contains(source(ofViewAt: index, key: key, provided: provided))
    {
      causes[index] = cause(ofViewAt: index, key: key)
    }
  }

  /// Marks the readers of every placement computed from `key`: each placed
  /// key of `fedKeys` is read from the placement closest above its reader,
  /// and a placement is reached when it is computed from `key`, or derived
  /// from a reached one.
  ///
  /// One walk in depth-first order serves every fed key at once, undoing a
  /// view's placements as the walk leaves its subtree, so the cost is linear
  /// in the views and the keys they name, however many keys are fed.
  private func markFedReaders(
    from key: String, fedKeys: Set<String>, feeders: Set<Int>, into causes: inout [Cause?]
  ) {
    // Whether the placement each fed key is read from, where the walk is, is reached.
    var current: [String: Bool] = [:]
    var open: [(view: Int, saved: [(key: String, reached: Bool)])] = []
    for index in ancestry.order {
      while let top = open.last, !ancestry.isProperAncestor(top.view, of: index) {
        for entry in top.saved { current[entry.key] = entry.reached }
        open.removeLast()
      }
      let node = nodes[index]
      let feeds = feeders.contains(index)
      for read in node.reads where fedKeys.contains(read) && causes[index] == nil {
        let reached =
          node.places.contains(read)
          ? feeds && node.placedFrom[read] == key : current[read] ?? false
        if reached { causes[index] = cause(ofViewAt: index, key: read) }
      }
      for derived in node.derives
      where fedKeys.contains(derived) && causes[index] == nil && current[derived] == true {
        causes[index] = cause(ofViewAt: index, key: derived)
      }
      var saved: [(key: String, reached: Bool)] = []
      for placed in node.places + node.derives where fedKeys.contains(placed) {
        let upper = current[placed] ?? false
        let reached =
          (feeds && node.placedFrom[placed] == key) || (node.derives.contains(placed) && upper)
        saved.append((placed, upper))
        current[placed] = reached
      }
      if !saved.isEmpty { open.append((index, saved)) }
    }
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
    case .model, .published:
      return .observed
    case .state(let owner):
      if owner == nodes[index].name { return .local }
      return isAncestor(owner, of: index) ? .parent : .offRule
    }
  }
}
