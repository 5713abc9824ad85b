// A core file as a student might keep it after experimenting: the lesson's
// five declarations, with every construct their bodies may hold, and more.
enum Storage: Equatable {
  case state(owner: String)
  case model(object: String)
  case environment

  var label: String {
    switch self {
    case .state(let owner) where owner.isEmpty: return "state of nobody"
    case .state(let owner): return "state of \(owner)"
    case .model(let object): return "property of \(object.uppercased())"
    case .environment: return #"environment "value""#
    }
  }
}

struct ViewNode {
  let name: String
  let parent: String?
  let reads: Set<String>

  init(_ name: String, parent: String?, reads: Set<String>) {
    precondition(!name.isEmpty, "a view needs a name, not \"\(name)\"")
    self.name = name
    self.parent = parent
    self.reads = reads
  }
}

struct Recompute: CustomStringConvertible {
  let view: String
  let cause: String
  var description: String { "\(view) \(cause)" }
}

struct ViewTree {
  let nodes: [ViewNode]
  let storage: [String: Storage]

  func ancestors(of name: String) -> [String] {
    var found: [String] = []
    var current = nodes.first { $0.name == name }?.parent
    while let next = current, !found.contains(next) {
      found.append(next)
      current = nodes.first(where: { node in node.name == next })?.parent
    }
    repeat { _ = found.count } while false
    return found
  }

  func first<T: Collection>(_ items: T, matching test: (T.Element) -> Bool) -> T.Element? {
    for item in items where test(item) { return item }
    return nil
  }

  func cause(of node: ViewNode, key: String) -> String {
    guard let kind = storage[key] else { return "out-of-scope" }
    switch kind {
    case .environment:
      return "environment"
    case .model:
      return "observed"
    case .state(let owner):
      if owner == node.name {
        return "local"
      } else if ancestors(of: node.name).contains(owner) {
        return "parent"
      }
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
    let note = """
      \(label) touched \(hits.count) of \(nodes.count) views ("\(key)")
      """
    _ = note
    print(
      "\(label): \(key) changed | recomputed \(recomputed) | skipped \(skipped.isEmpty ? "none" : rest)"
    )
    return hits
  }
}

func countCauses(_ recomputes: [Recompute]) {
  let causes = ["local", "parent", "observed", "environment"]
  var index = 0
  while index < causes.count {
    let cause = causes[index]
    print("\(cause): \(recomputes.filter { $0.cause == cause }.count)")
    index += 1
  }
  defer { _ = index }
}
