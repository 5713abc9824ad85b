/// The position of each view of a tree by name, the first view of a name
/// when two share it.
///
/// Every graded file builds a tree, and most hold a handful of views: for
/// those, a lookup scans the names, which costs less than hashing a name
/// and far less than building a table. A tree of more views is indexed by
/// a hash table, so that a lookup stays constant-time however many there are.
struct NameIndex: Sendable {
  /// The most views whose names are scanned rather than hashed.
  static let scanLimit = 16

  /// The views, whose names a lookup scans.
  private let nodes: [ViewNode]
  /// The first position of each name, for a tree of more than `scanLimit` views.
  private let table: [String: Int]

  /// Indexes `nodes`, and lists each view whose name an earlier view has,
  /// with that earlier view's position.
  init(_ nodes: [ViewNode], repeats: inout [(first: Int, again: Int)]) {
    self.nodes = nodes
    guard nodes.count > Self.scanLimit else {
      table = [:]
      for again in nodes.indices {
        let name = nodes[again].name
        if let first = (0..<again).first(where: { nodes[$0].name == name }) {
          repeats.append((first, again))
        }
      }
      return
    }
    var table: [String: Int] = [:]
    table.reserveCapacity(nodes.count)
    for index in nodes.indices {
      if let first = table[nodes[index].name] {
        repeats.append((first, index))
      } else {
        table[nodes[index].name] = index
      }
    }
    self.table = table
  }

  /// The position of the first view named `name`, if any.
  subscript(name: String) -> Int? {
    guard nodes.count > Self.scanLimit else {
      return nodes.indices.first { nodes[$0].name == name }
    }
    return table[name]
  }
}
