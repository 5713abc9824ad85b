/// An index that answers "is A an ancestor of B" in constant time.
///
/// It numbers the views in depth-first order: B descends from A exactly when
/// B's entry falls strictly inside A's entry and exit. Every walk is iterative,
/// so a chain of a million views cannot overflow the stack.
struct Ancestry: Sendable {
  /// Depth-first entry number of each view.
  let entry: [Int]
  /// One past the largest entry number in each view's subtree.
  let exit: [Int]
  /// The topmost view reached by following parents from each view.
  let top: [Int]
  /// Each view's parent position, or `-1` for a root or a dangling parent.
  let parents: [Int]
  /// The views in depth-first order: every view after its parent.
  let order: [Int]

  /// Builds the index from parent positions, `-1` marking a root.
  ///
  /// Views in a parent cycle, or below one, are not reached from a root:
  /// they are left out of `order`, which then holds fewer views than
  /// `parents`, and their numbers mean nothing.
  init(parents: [Int]) {
    let count = parents.count
    var childCount = Array(repeating: 0, count: count + 1)
    for parent in parents where parent >= 0 { childCount[parent + 1] += 1 }
    for index in 0..<count { childCount[index + 1] += childCount[index] }
    let start = childCount
    var fill = childCount
    var children = Array(repeating: 0, count: count)
    for (child, parent) in parents.enumerated() where parent >= 0 {
      children[fill[parent]] = child
      fill[parent] += 1
    }
    var entry = Array(repeating: 0, count: count)
    var exit = Array(repeating: 0, count: count)
    var top = Array(0..<count)
    var clock = 0
    var order: [Int] = []
    order.reserveCapacity(count)
    var stack: [Int] = []
    for root in 0..<count where parents[root] < 0 {
      stack.append(root)
      while let next = stack.popLast() {
        if next < 0 {
          exit[~next] = clock
          continue
        }
        entry[next] = clock
        order.append(next)
        clock += 1
        stack.append(~next)
        for slot in stride(from: start[next + 1] - 1, through: start[next], by: -1) {
          let child = children[slot]
          top[child] = top[next]
          stack.append(child)
        }
      }
    }
    self.entry = entry
    self.exit = exit
    self.top = top
    self.parents = parents
    self.order = order
  }

  /// Whether the view at `ancestor` is a proper ancestor of the view at `index`.
  func isProperAncestor(_ ancestor: Int, of index: Int) -> Bool {
    entry[ancestor] < entry[index] && entry[index] < exit[ancestor]
  }

  /// The parent cycles among `parents`, each listed from its earliest view.
  ///
  /// Runs in linear time: every view is walked at most once.
  static func cycles(parents: [Int]) -> [[Int]] {
    var state = Array(repeating: UInt8(0), count: parents.count)  // 0 new, 1 on walk, 2 done
    var found: [[Int]] = []
    for start in parents.indices where state[start] == 0 {
      var walk: [Int] = []
      var current = start
      while current >= 0 && state[current] == 0 {
        state[current] = 1
        walk.append(current)
        current = parents[current]
      }
      if current >= 0 && state[current] == 1, let head = walk.firstIndex(of: current) {
        let cycle = Array(walk[head...])
        let earliest = cycle.indices.min { cycle[$0] < cycle[$1] }!
        found.append(Array(cycle[earliest...] + cycle[..<earliest]))
      }
      for member in walk { state[member] = 2 }
    }
    return found.sorted { $0[0] < $1[0] }
  }
}
