import GraderModel

/// One small way a student's description could differ from the reference: a
/// read dropped or added, a view moved, a key stored another way or owned by
/// another view.
///
/// The lint applies each to the reference and runs the script: a scenario
/// that prints the same rows for the perturbed tree cannot tell a student who
/// made that mistake from one who did not.
package struct Perturbation: Sendable, Hashable {
  /// What is changed.
  package enum Kind: Sendable, Hashable {
    /// `view` no longer reads `key`.
    case dropRead(view: String, key: String)
    /// `view` also reads `key`.
    case addRead(view: String, key: String)
    /// `view` sits under `parent`, or at the top when `nil`.
    case move(view: String, parent: String?)
    /// `key` is stored as `storage`, another kind than the reference's.
    case store(key: String, storage: Storage)
    /// The state `key` is owned by `owner` instead.
    case give(key: String, owner: String)
    /// `view` no longer places a value for `key`.
    case dropPlacement(view: String, key: String)
    /// `view` also places a value for `key`.
    case addPlacement(view: String, key: String)
    /// `view` places `key` derived from the upper value when `derived`, or fixed otherwise.
    case switchPlacement(view: String, key: String, derived: Bool)
    /// `view` no longer takes `key` from its parent.
    case dropTake(view: String, key: String)
    /// The value `view` places for `key` is no longer computed from another key.
    case dropSource(view: String, key: String)
    /// `view` no longer holds the `ObservableObject` `object`.
    case dropHold(view: String, object: String)
    /// `view` also holds the `ObservableObject` `object`.
    case addHold(view: String, object: String)
  }

  /// What is changed.
  package var kind: Kind

  package init(kind: Kind) {
    self.kind = kind
  }

  /// The name an `accept:` line gives it: `move SidebarView under ArticleView`.
  package var name: String {
    switch kind {
    case .dropRead(let view, let key): "drop \(view) reads \(key)"
    case .addRead(let view, let key): "add \(view) reads \(key)"
    case .move(let view, let parent?): "move \(view) under \(parent)"
    case .move(let view, nil): "move \(view) to the top"
    case .store(let key, .environment): "store \(key) as environment"
    case .store(let key, .model(let object)): "store \(key) as model \(object)"
    case .store(let key, .published(let object)): "store \(key) as published \(object)"
    case .store(let key, .state(let owner)): "store \(key) as state \(owner)"
    case .give(let key, let owner): "give \(key) to \(owner)"
    case .dropPlacement(let view, let key): "drop \(view) places \(key)"
    case .addPlacement(let view, let key): "add \(view) places \(key)"
    case .switchPlacement(let view, let key, true): "make \(view) derive \(key)"
    case .switchPlacement(let view, let key, false): "make \(view) place \(key)"
    case .dropTake(let view, let key): "drop \(view) takes \(key)"
    case .dropSource(let view, let key): "fix \(view) places \(key)"
    case .dropHold(let view, let object): "drop \(view) holds \(object)"
    case .addHold(let view, let object): "add \(view) holds \(object)"
    }
  }

  /// The perturbation as a gerund phrase: `moving SidebarView under ArticleView`.
  package var phrase: String {
    switch kind {
    case .dropRead(let view, let key): "dropping \(view)'s read of \(key)"
    case .addRead(let view, let key): "adding a read of \(key) to \(view)"
    case .move(let view, let parent?): "moving \(view) under \(parent)"
    case .move(let view, nil): "moving \(view) to the top of the tree"
    case .store(let key, let storage): "storing \(key) as \(storage)"
    case .give(let key, let owner): "giving the state \(key) to \(owner)"
    case .dropPlacement(let view, let key): "dropping the value \(view) places for \(key)"
    case .addPlacement(let view, let key): "placing a value for \(key) on \(view)"
    case .switchPlacement(let view, let key, true):
      "deriving \(view)'s value for \(key) from the upper one"
    case .switchPlacement(let view, let key, false):
      "placing a fixed value for \(key) on \(view) instead of a derived one"
    case .dropTake(let view, let key): "dropping \(view)'s taking of \(key) from its parent"
    case .dropSource(let view, let key):
      "placing a fixed value for \(key) on \(view) instead of one computed from another key"
    case .dropHold(let view, let object): "dropping \(view)'s hold on \(object)"
    case .addHold(let view, let object): "making \(view) hold \(object)"
    }
  }

  /// The view the perturbation is about, if it is about one.
  package var view: String? {
    switch kind {
    case .dropRead(let view, _), .addRead(let view, _), .move(let view, _): view
    case .dropPlacement(let view, _), .addPlacement(let view, _): view
    case .switchPlacement(let view, _, _): view
    case .dropTake(let view, _), .dropSource(let view, _): view
    case .dropHold(let view, _), .addHold(let view, _): view
    case .store, .give: nil
    }
  }

  /// The key the perturbation is about, if it is about one.
  package var key: String? {
    switch kind {
    case .dropRead(_, let key), .addRead(_, let key), .store(let key, _), .give(let key, _): key
    case .dropPlacement(_, let key), .addPlacement(_, let key): key
    case .switchPlacement(_, let key, _): key
    case .dropTake(_, let key), .dropSource(_, let key): key
    case .move, .dropHold, .addHold: nil
    }
  }

  /// The perturbed tree, or `nil` when the model has no such tree (a move
  /// that would make a view its own ancestor).
  package func apply(to tree: ViewTree) -> ViewTree? {
    var nodes = tree.nodes
    var storage = tree.storage
    switch kind {
    case .dropRead(let view, let key):
      guard let index = tree.index(of: view) else { return nil }
      nodes[index].reads.removeAll { $0 == key }
    case .addRead(let view, let key):
      guard let index = tree.index(of: view) else { return nil }
      nodes[index].reads.append(key)
    case .move(let view, let parent):
      guard let index = tree.index(of: view) else { return nil }
      nodes[index].parent = parent
    case .store(let key, let kind):
      storage[key] = kind
    case .give(let key, let owner):
      storage[key] = .state(owner: owner)
    case .dropPlacement(let view, let key):
      guard let index = tree.index(of: view) else { return nil }
      nodes[index].places.removeAll { $0 == key }
      nodes[index].derives.removeAll { $0 == key }
    case .addPlacement(let view, let key):
      guard let index = tree.index(of: view) else { return nil }
      nodes[index].places.append(key)
    case .switchPlacement(let view, let key, let derived):
      guard let index = tree.index(of: view) else { return nil }
      nodes[index].places.removeAll { $0 == key }
      nodes[index].derives.removeAll { $0 == key }
      if derived { nodes[index].derives.append(key) } else { nodes[index].places.append(key) }
    case .dropTake(let view, let key):
      guard let index = tree.index(of: view) else { return nil }
      nodes[index].takes.removeAll { $0 == key }
    case .dropSource(let view, let key):
      guard let index = tree.index(of: view) else { return nil }
      nodes[index].placedFrom[key] = nil
    case .dropHold(let view, let object):
      guard let index = tree.index(of: view) else { return nil }
      nodes[index].holds.removeAll { $0 == object }
    case .addHold(let view, let object):
      guard let index = tree.index(of: view) else { return nil }
      nodes[index].holds.append(object)
    }
    return try? ViewTree(nodes: nodes, storage: storage, lazy: tree.lazyKeys)
  }

  /// The first word of every perturbation's name: what is done.
  static let verbs = ["add", "drop", "fix", "give", "make", "move", "store"]
  /// The words of perturbation names that are neither the verb nor a view,
  /// a key or an object: `reads`, `under`, `to the top`, `as environment`.
  static let linkWords = [
    "reads", "takes", "holds", "places", "under", "to", "the", "top", "as", "environment",
    "model", "published", "state", "derive", "place",
  ]

  /// Why the `accept:` pattern `pattern` may not stand, or `nil` when it
  /// may: it must say what is done (its first word, such as `drop`, never
  /// a `*`) and name at least one view, key or object, so that no line
  /// accepts a whole kind of perturbation, or every one.
  package static func problem(withPattern pattern: String) -> String? {
    let words = pattern.split(separator: " ", omittingEmptySubsequences: true)
    // Arrays of a few words, searched as they are: a set of substrings
    // costs more to build than every search of a course's patterns.
    guard let verb = words.first, verbs.contains(where: { $0 == verb }) else {
      return
        "'accept: \(pattern)' does not say which perturbation it accepts: it begins with what is done (\(verbs.map { "'\($0)'" }.joined(separator: ", ")))"
    }
    guard
      words.dropFirst().contains(where: { word in
        word != "*" && !linkWords.contains(where: { $0 == word })
      })
    else {
      return
        "'accept: \(pattern)' names no view or key, so it would accept every perturbation of its kind; name the view or key it is about, such as 'accept: \(verb) SidebarView *: REASON'"
    }
    return nil
  }

  /// Whether the `accept:` pattern `pattern` names this perturbation: word for
  /// word, where a `*` stands for any one word, and a `*` at the end for the
  /// rest (`move SidebarView *` names every move of SidebarView).
  package func matches(_ pattern: String) -> Bool {
    let words = name.split(separator: " ", omittingEmptySubsequences: true)
    var wanted = pattern.split(separator: " ", omittingEmptySubsequences: true)
    var rest = false
    if wanted.last == "*", wanted.count < words.count {
      rest = true
      wanted.removeLast()
    }
    guard rest ? words.count > wanted.count : words.count == wanted.count else { return false }
    return zip(words, wanted).allSatisfy { $1 == "*" || $0 == $1 }
  }
}
