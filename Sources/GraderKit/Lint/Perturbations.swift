import GraderModel

/// Every single perturbation the model allows on a reference tree, bounded on
/// large trees.
package enum Perturbations {
  /// The most moves tried on one tree; a larger tree gets an even sample.
  package static let moveLimit = 400
  /// The most new owners tried for one state key; a larger tree gets an even sample.
  package static let ownerLimit = 40

  /// The perturbations of `tree` under a script that changes `changedKeys`.
  ///
  /// - Parameters:
  ///   - tree: The reference tree.
  ///   - changedKeys: The keys the script changes, in script order, each once.
  /// - Returns: Drops of each read; reads of each changed key a view lacks;
  ///   moves of each view under each other view that is not its descendant,
  ///   and to the top (sampled evenly past ``moveLimit``); each key stored as
  ///   each other kind; each state key given to each other view (sampled past
  ///   ``ownerLimit``).
  package static func of(_ tree: ViewTree, changedKeys: [String]) -> [Perturbation] {
    var result: [Perturbation] = []
    let names = tree.nodes.map(\.name)
    // A read of a published key changes no row: the object's holders run,
    // whatever they read. Dropping or adding one gives the same tree.
    func published(_ key: String) -> Bool {
      if case .published = tree.storage[key] { return true }
      return false
    }
    var drops: [Perturbation] = []
    for node in tree.nodes {
      for key in node.reads where !published(key) {
        drops.append(Perturbation(kind: .dropRead(view: node.name, key: key)))
      }
    }
    result += sample(drops, limit: moveLimit)
    var additions: [Perturbation] = []
    for node in tree.nodes {
      for key in changedKeys where !node.reads(key) && !published(key) {
        additions.append(Perturbation(kind: .addRead(view: node.name, key: key)))
      }
    }
    result += sample(additions, limit: moveLimit)
    result += moves(tree)
    result += placements(tree)
    result += sample(handOvers(tree), limit: moveLimit)
    result += sample(holds(tree), limit: moveLimit)
    let object =
      tree.storage.values.lazy.compactMap { storage -> String? in
        if case .model(let object) = storage { return object }
        return nil
      }.sorted().first ?? "Model"
    // A published object is tried only on a screen that has one.
    let publisher = publishedObjects(tree).first
    var stored: [Perturbation] = []
    var firstReaders: [String: String] = [:]
    for node in tree.nodes {
      for key in node.reads where firstReaders[key] == nil { firstReaders[key] = node.name }
    }
    // The same even sample of owners serves every state key.
    let owners = sample(names, limit: ownerLimit + 1)
    for key in tree.storage.keys.sorted() {
      let storage = tree.storage[key]!
      let firstReader = firstReaders[key] ?? names.first ?? key
      var kinds: [Storage] = [.environment, .model(object: object), .state(owner: firstReader)]
      if let publisher { kinds.append(.published(object: publisher)) }
      kinds.removeAll { sameKind($0, storage) }
      stored += kinds.map { Perturbation(kind: .store(key: key, storage: $0)) }
      if case .state(let owner) = storage {
        let others = owners.filter { $0 != owner }.prefix(ownerLimit)
        stored += others.map {
          Perturbation(kind: .give(key: key, owner: $0))
        }
      }
    }
    return result + sample(stored, limit: moveLimit)
  }

  /// Each placement dropped or switched between fixed and derived, and a
  /// placement of each placed key added on each view that has none
  /// (sampled evenly past ``moveLimit``).
  private static func placements(_ tree: ViewTree) -> [Perturbation] {
    var result: [Perturbation] = []
    var placed: [String] = []
    for node in tree.nodes {
      for key in node.places {
        result.append(Perturbation(kind: .dropPlacement(view: node.name, key: key)))
        result.append(
          Perturbation(kind: .switchPlacement(view: node.name, key: key, derived: true)))
      }
      for key in node.derives {
        result.append(Perturbation(kind: .dropPlacement(view: node.name, key: key)))
        result.append(
          Perturbation(kind: .switchPlacement(view: node.name, key: key, derived: false)))
      }
      for key in node.places + node.derives where !placed.contains(key) { placed.append(key) }
    }
    // At most about moveLimit (key, view) pairs, spread over keys and views,
    // without listing every pair of a tree with thousands of placed keys.
    var additions: [Perturbation] = []
    let keys = sample(placed, limit: ownerLimit)
    let perKey = max(1, moveLimit / max(1, keys.count))
    for key in keys {
      let stride = max(1, tree.nodes.count / perKey)
      for index in Swift.stride(from: 0, to: tree.nodes.count, by: stride)
      where !tree.nodes[index].places(key) {
        additions.append(Perturbation(kind: .addPlacement(view: tree.nodes[index].name, key: key)))
      }
    }
    return sample(result, limit: moveLimit) + additions
  }

  /// Each key a view takes dropped, and each placed value computed from
  /// another key made fixed. (A key taken by one more view is always caught
  /// where the view's parent runs without it, and never elsewhere, so it is
  /// not tried.)
  private static func handOvers(_ tree: ViewTree) -> [Perturbation] {
    var result: [Perturbation] = []
    for node in tree.nodes {
      for key in node.takes {
        result.append(Perturbation(kind: .dropTake(view: node.name, key: key)))
      }
      for key in node.placedFrom.keys.sorted() {
        result.append(Perturbation(kind: .dropSource(view: node.name, key: key)))
      }
    }
    return result
  }

  /// The `ObservableObject`s of a tree, sorted: those its keys are published
  /// properties of, and those its views hold.
  private static func publishedObjects(_ tree: ViewTree) -> [String] {
    var objects = Set<String>()
    for storage in tree.storage.values {
      if case .published(let object) = storage { objects.insert(object) }
    }
    for node in tree.nodes { objects.formUnion(node.holds) }
    return objects.sorted()
  }

  /// Each object a view holds dropped, and each object of the screen held by
  /// each view that does not hold it.
  private static func holds(_ tree: ViewTree) -> [Perturbation] {
    let objects = publishedObjects(tree)
    guard !objects.isEmpty else { return [] }
    var result: [Perturbation] = []
    for node in tree.nodes {
      for object in node.holds {
        result.append(Perturbation(kind: .dropHold(view: node.name, object: object)))
      }
    }
    for node in tree.nodes {
      for object in objects.prefix(ownerLimit) where !node.holds(object) {
        result.append(Perturbation(kind: .addHold(view: node.name, object: object)))
      }
    }
    return result
  }

  /// Each view moved under each other view that is not its descendant, and to the top.
  private static func moves(_ tree: ViewTree) -> [Perturbation] {
    let count = tree.nodes.count
    guard count > 1 else { return [] }
    var candidates: [(view: Int, parent: Int?)] = []
    let total = count * count
    // Walk the (view, parent) pairs with a stride, so that a large tree gets
    // an even sample of at most `moveLimit` pairs without listing them all.
    let stride = max(1, total / moveLimit)
    var pair = 0
    while pair < total && candidates.count < moveLimit {
      let view = pair / count
      let target = pair % count
      pair += stride
      let node = tree.nodes[view]
      if target == view {
        if node.parent != nil { candidates.append((view, nil)) }
        continue
      }
      let parent = tree.nodes[target].name
      if node.parent == parent || tree.isAncestor(node.name, of: target) { continue }
      candidates.append((view, target))
    }
    return candidates.map { candidate in
      Perturbation(
        kind: .move(
          view: tree.nodes[candidate.view].name,
          parent: candidate.parent.map { tree.nodes[$0].name }))
    }
  }

  private static func sameKind(_ a: Storage, _ b: Storage) -> Bool {
    switch (a, b) {
    case (.environment, .environment), (.model, .model), (.state, .state),
      (.published, .published):
      true
    default: false
    }
  }

  /// At most about `limit` items of `items`, spread evenly.
  private static func sample<Item>(_ items: [Item], limit: Int) -> [Item] {
    guard items.count > limit else { return items }
    let stride = (items.count + limit - 1) / limit
    return Swift.stride(from: 0, to: items.count, by: stride).map { items[$0] }
  }
}
