import GraderModel

/// The invalidation rule computed the straightforward way, as a baseline.
///
/// Each ancestor step searches the view list for the parent by name, so on a
/// chain of n views where every view reads state owned by the root, one
/// change costs on the order of n³ name comparisons. The grader's
/// ``ViewTree`` answers the same question in linear time.
struct NaiveTree {
  var nodes: [ViewNode]
  var storage: [String: Storage]

  func ancestors(of name: String) -> [String] {
    var found: [String] = []
    var current = nodes.first { $0.name == name }?.parent
    while let next = current {
      found.append(next)
      current = nodes.first { $0.name == next }?.parent
    }
    return found
  }

  func cause(of node: ViewNode, key: String) -> Cause {
    guard let kind = storage[key] else { return .outOfScope }
    switch kind {
    case .environment: return .environment
    case .model, .published: return .observed
    case .state(let owner):
      if owner == node.name { return .local }
      return ancestors(of: node.name).contains(owner) ? .parent : .offRule
    }
  }

  func change(_ label: String, key: String) -> ChangeRow {
    let hits = nodes.filter { $0.reads(key) }.map {
      Recompute(view: $0.name, cause: cause(of: $0, key: key))
    }
    let skipped = nodes.filter { !$0.reads(key) }.map(\.name)
    return ChangeRow(label: label, key: key, recomputed: hits, skipped: skipped)
  }
}
