/// A screen as the model sees it: views in order, and where each key is stored.
///
/// Building a tree validates it and prepares an index of ancestry, so that a
/// change costs time linear in the number of views.
public struct ViewTree: Sendable {
  /// What the tree holds, behind one reference: a tree is passed along and
  /// kept with every result, and a copy then retains one object, not a
  /// dozen arrays, sets and tables.
  private let parts: Parts

  /// The views, in the order the description lists them.
  public var nodes: [ViewNode] { parts.nodes }
  /// Where each key is stored.
  public var storage: [String: Storage] { parts.storage }
  /// The environment keys with no usable default, whose default traps when
  /// read: a reader needs a placement above it.
  public var lazyKeys: Set<String> { parts.lazyKeys }
  /// The keys some view reads or takes.
  public var readKeys: Set<String> { parts.readKeys }
  /// The keys some view places a value for.
  var placedKeys: Set<String> { parts.placedKeys }
  /// The keys a change of which reaches views beyond their readers: keys
  /// some view takes from its parent, and keys some placement is computed from.
  var passedKeys: Set<String> { parts.passedKeys }
  /// For each key some placement is computed from, the views that place such a value.
  var fedFrom: [String: [Int]] { parts.fedFrom }
  /// The positions of the views that take a key from their parent.
  var takers: Set<Int> { parts.takers }
  /// For each `ObservableObject`, the positions of the views that hold it.
  var holders: [String: [Int]] { parts.holders }
  /// The position of each view by name.
  var position: NameIndex { parts.position }
  /// The ancestry index over `nodes`.
  var ancestry: Ancestry { parts.ancestry }

  /// Builds a tree from views and storage.
  ///
  /// - Parameters:
  ///   - nodes: The views, in the order rows list them.
  ///   - storage: Where each key is stored.
  /// - Throws: ``TreeError`` listing every duplicate name and parent cycle.
  public init(nodes: [ViewNode], storage: [String: Storage], lazy: Set<String> = [])
    throws(TreeError)
  {
    var repeats: [(first: Int, again: Int)] = []
    let position = NameIndex(nodes, repeats: &repeats)
    var issues = repeats.map {
      TreeIssue.duplicateName(name: nodes[$0.again].name, first: $0.first, again: $0.again)
    }
    let parents = nodes.indices.map { nodes[$0].parent.flatMap { position[$0] } ?? -1 }
    // The index walks down from the roots: a view in a cycle, or below one,
    // is never reached. Only when some view is not are the cycles looked for.
    let ancestry = Ancestry(parents: parents)
    if !ancestry.reachesAll {
      issues += Ancestry.cycles(parents: parents).map { .parentCycle(members: $0) }
    }
    guard issues.isEmpty else { throw TreeError(issues: issues) }
    var placedKeys = Set<String>()
    var passedKeys = Set<String>()
    var fedFrom: [String: [Int]] = [:]
    var takers = Set<Int>()
    // Room for every read at once, up to a thousand: in most trees each key
    // is read once or twice, and a set grown a key at a time is built again
    // at each doubling; one that reads a key a thousand times holds no more.
    var readKeys = Set<String>(
      minimumCapacity: min(nodes.reduce(0) { $0 + $1.reads.count + $1.takes.count }, 1_024))
    var holders: [String: [Int]] = [:]
    for index in nodes.indices {
      readKeys.formUnion(nodes[index].reads)
      for object in nodes[index].holds { holders[object, default: []].append(index) }
      if !nodes[index].places.isEmpty || !nodes[index].derives.isEmpty {
        placedKeys.formUnion(nodes[index].places)
        placedKeys.formUnion(nodes[index].derives)
        for source in Set(nodes[index].placedFrom.values) {
          fedFrom[source, default: []].append(index)
          passedKeys.insert(source)
        }
      }
      if !nodes[index].takes.isEmpty {
        readKeys.formUnion(nodes[index].takes)
        takers.insert(index)
        passedKeys.formUnion(nodes[index].takes)
      }
    }
    parts = Parts(
      nodes: nodes, storage: storage, lazyKeys: lazy, readKeys: readKeys, placedKeys: placedKeys,
      passedKeys: passedKeys, fedFrom: fedFrom, takers: takers, holders: holders,
      position: position, ancestry: ancestry)
  }

  /// The views whose parent names no view of the tree, with that name.
  ///
  /// Such a parent still counts as an ancestor name, as in the lesson's model.
  public var danglingParents: [(view: Int, parent: String)] {
    nodes.indices.compactMap { index in
      guard let parent = nodes[index].parent, position[parent] == nil else { return nil }
      return (index, parent)
    }
  }

  /// The position of the view named `name`, if the tree has one.
  public func index(of name: String) -> Int? {
    position[name]
  }

  /// Whether `owner` names an ancestor of the view at `index`.
  ///
  /// A name that no view has is an ancestor when it is the dangling parent at
  /// the top of the view's chain.
  public func isAncestor(_ owner: String, of index: Int) -> Bool {
    if let ownerIndex = position[owner] {
      return ancestry.isProperAncestor(ownerIndex, of: index)
    }
    return nodes[ancestry.top(of: index)].parent == owner
  }
}

extension ViewTree {
  /// The parts of a tree, documented where the tree gives each: made once,
  /// when the tree is built, and never changed.
  final class Parts: Sendable {
    let nodes: [ViewNode]
    let storage: [String: Storage]
    let lazyKeys: Set<String>
    let readKeys: Set<String>
    let placedKeys: Set<String>
    let passedKeys: Set<String>
    let fedFrom: [String: [Int]]
    let takers: Set<Int>
    let holders: [String: [Int]]
    let position: NameIndex
    let ancestry: Ancestry

    init(
      nodes: [ViewNode], storage: [String: Storage], lazyKeys: Set<String>, readKeys: Set<String>,
      placedKeys: Set<String>, passedKeys: Set<String>, fedFrom: [String: [Int]], takers: Set<Int>,
      holders: [String: [Int]], position: NameIndex, ancestry: Ancestry
    ) {
      self.nodes = nodes
      self.storage = storage
      self.lazyKeys = lazyKeys
      self.readKeys = readKeys
      self.placedKeys = placedKeys
      self.passedKeys = passedKeys
      self.fedFrom = fedFrom
      self.takers = takers
      self.holders = holders
      self.position = position
      self.ancestry = ancestry
    }
  }
}
