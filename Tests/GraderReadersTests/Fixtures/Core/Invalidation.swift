// Invalidation.swift — classifies which view a change recomputes and through which source
enum Storage {
  case state(owner: String)
  case model(object: String)
  case environment
}

struct ViewNode {
  let name: String
  let parent: String?
  let reads: Set<String>

  init(_ name: String, parent: String?, reads: Set<String>) {
    self.name = name
    self.parent = parent
    self.reads = reads
  }
}

struct Recompute {
  let view: String
  let cause: String
}

struct ViewTree {
  let nodes: [ViewNode]
  let storage: [String: Storage]

  func ancestors(of name: String) -> [String] {
    var found: [String] = []
    var current = nodes.first { $0.name == name }?.parent
    while let next = current {
      found.append(next)
      current = nodes.first { $0.name == next }?.parent
    }
    return found
  }

  func cause(of node: ViewNode, key: String) -> String {
    guard let kind = storage[key] else { return "out-of-scope" }
    switch kind {
    case .environment:
      return "environment"
    case .model:
      return "observed"
    case .state(let owner):
      if owner == node.name { return "local" }
      if ancestors(of: node.name).contains(owner) { return "parent" }
      return "off-rule"
    }
  }

  func change(_ label: String, key: String) -> [Recompute] {
    let hits = nodes.filter { $0.reads.contains(key) }
      .map { Recompute(view: $0.name, cause: cause(of: $0, key: key)) }
    let skipped = nodes.filter { !$0.reads.contains(key) }.map(\.name)
    let recomputed =
      hits.isEmpty ? "none" : hits.map { "\($0.view) \($0.cause)" }.joined(separator: ", ")
    let rest = skipped.isEmpty ? "none" : skipped.joined(separator: ",")
    print("\(label): \(key) changed | recomputed \(recomputed) | skipped \(rest)")
    return hits
  }
}

func countCauses(_ recomputes: [Recompute]) {
  for cause in ["local", "parent", "observed", "environment"] {
    print("\(cause): \(recomputes.filter { $0.cause == cause }.count)")
  }
}
