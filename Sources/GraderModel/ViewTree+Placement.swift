/// Where environment values are placed, and which placement each view reads.
///
/// A view that places a value for a key covers itself and its subtree, until
/// a view below places the key again: the override. A view that derives the
/// key reads the value placed above it and places a derived one for its
/// subtree. A key that no view places has one placement, the system's, above
/// every root: that is the lesson's model, unchanged.
extension ViewTree {
  /// The placement a view's subtree reads `key` from, for each view: the view
  /// itself when it places the key (fixed or derived), else what its parent's
  /// subtree reads; `-1` for the system's placement above the roots.
  func providedPlacements(of key: String) -> [Int] {
    var provided = Array(repeating: -1, count: nodes.count)
    for index in ancestry.order {
      if nodes[index].places(key) {
        provided[index] = index
      } else {
        let parent = ancestry.parent(of: index)
        provided[index] = parent >= 0 ? provided[parent] : -1
      }
    }
    return provided
  }

  /// The placement the view at `index` reads `key` from, given `provided`:
  /// its own when it places the key fixed, else the one above it (a view that
  /// derives the key reads the upper value).
  func source(ofViewAt index: Int, key: String, provided: [Int]) -> Int {
    if nodes[index].places.contains(key) { return index }
    let parent = ancestry.parent(of: index)
    return parent >= 0 ? provided[parent] : -1
  }

  /// The view whose placement of `key` the view at `index` reads: itself
  /// when it places the key fixed, else the nearest view above it that
  /// places or derives the key; `nil` for the system's placement. It walks
  /// the view's ancestors once.
  public func placement(coveringViewAt index: Int, key: String) -> Int? {
    if nodes[index].places.contains(key) { return index }
    var current = ancestry.parent(of: index)
    while current >= 0 {
      if nodes[current].places(key) { return current }
      current = ancestry.parent(of: current)
    }
    return nil
  }

  /// Whether the view at `index` depends on `key`: it reads it, or derives a
  /// value from it.
  public func dependsOn(viewAt index: Int, key: String) -> Bool {
    nodes[index].reads(key) || nodes[index].derives.contains(key)
  }

  /// The placements a change at `placement` reaches: that one, and every
  /// derived placement whose upper value is one of them, at any depth.
  func reachedPlacements(from placement: Int, key: String, provided: [Int]) -> Set<Int> {
    var reached: Set<Int> = [placement]
    for index in ancestry.order where nodes[index].derives.contains(key) {
      let parent = ancestry.parent(of: index)
      if reached.contains(parent >= 0 ? provided[parent] : -1) { reached.insert(index) }
    }
    return reached
  }

  /// Every view that reads a lazy key where nothing places it: its default
  /// traps when a member of it is read. Views in the tree's order, keys in
  /// the order read.
  ///
  /// One walk in depth-first order keeps, for each lazy key, how many views
  /// on the path from the root place it, so the cost is linear in the views
  /// and the keys they name, however many lazy keys there are.
  public var lazyReadsOutOfPlace: [(view: Int, key: String)] {
    guard !lazyKeys.isEmpty else { return [] }
    var found: [Int: [String]] = [:]
    var covering: [String: Int] = [:]
    var open: [(view: Int, placed: [String])] = []
    for index in ancestry.order {
      while let top = open.last, !ancestry.isProperAncestor(top.view, of: index) {
        for key in top.placed { covering[key, default: 1] -= 1 }
        open.removeLast()
      }
      let node = nodes[index]
      // A view that places a key fixed reads its own value; one that
      // derives it reads the value above, as every other reader does.
      let ownPlacements = node.places.count > 8 ? Set(node.places) : nil
      func placesFixed(_ key: String) -> Bool {
        ownPlacements?.contains(key) ?? node.places.contains(key)
      }
      for key in node.reads where lazyKeys.contains(key) {
        if covering[key, default: 0] == 0, !placesFixed(key) {
          found[index, default: []].append(key)
        }
      }
      for key in node.derives where lazyKeys.contains(key) {
        if covering[key, default: 0] == 0 { found[index, default: []].append(key) }
      }
      let placed = (node.places + node.derives).filter(lazyKeys.contains)
      if !placed.isEmpty {
        for key in placed { covering[key, default: 0] += 1 }
        open.append((index, placed))
      }
    }
    return found.keys.sorted().flatMap { view in found[view]!.map { (view, $0) } }
  }

  /// The sentence the model says for a lazy read out of place.
  public static func lazyReadMessage(view: String, key: String) -> String {
    "\(view) reads \(key) where nothing places it; a member read of its default traps"
  }
}

extension ViewTree {
  /// The model's warnings about the tree, sorted: each lazy key read where
  /// nothing places it.
  public var modelWarnings: [String] {
    lazyReadsOutOfPlace.map { Self.lazyReadMessage(view: nodes[$0.view].name, key: $0.key) }
      .sorted()
  }
}
