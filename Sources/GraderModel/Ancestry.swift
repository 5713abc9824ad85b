/// An index that answers "is A an ancestor of B" in constant time.
///
/// It numbers the views in depth-first order: B descends from A exactly when
/// B's entry falls strictly inside A's entry and exit. Every walk is iterative,
/// so a chain of a million views cannot overflow the stack.
///
/// A tree is built for every file graded, and most hold a handful of views,
/// so the index keeps its five columns in one array, and builds them with
/// one scratch buffer: two allocations in all, however many views.
struct Ancestry: Sendable {
  /// Five columns of `count` entries each, one after the other: each view's
  /// depth-first entry number; one past the largest entry number in its
  /// subtree; the topmost view reached by following its parents; its parent
  /// position, or `-1` for a root or a dangling parent; and, in the last
  /// column's first `reached` entries, the views in depth-first order.
  private let table: [Int]
  /// How many views the index is over.
  private let count: Int
  /// How many views a walk down from the roots reaches.
  private let reached: Int

  /// Builds the index from parent positions, `-1` marking a root.
  ///
  /// Views in a parent cycle, or below one, are not reached from a root:
  /// they are left out of `order`, which then holds fewer views than
  /// `parents`, and their numbers mean nothing.
  init(parents: [Int]) {
    let count = parents.count
    var reached = 0
    table = Array(unsafeUninitializedCapacity: 5 * count) { table, filled in
      table.initialize(repeating: 0)
      filled = 5 * count
      // Scratch: where each view's children start (count + 1), the children
      // grouped by parent (count), and the walk's stack (at most 2 * count).
      withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * count + 1) { scratch in
        scratch.initialize(repeating: 0)
        let start = 0
        let children = count + 1
        let stack = 2 * count + 1
        // Each view's children, grouped by parent in the order of the views:
        // the groups' ends are counted, then each child is placed from its
        // group's end down, which leaves at `start + parent + 1` the start
        // of the group, and at `start + parent + 2` the start of the next.
        for parent in parents where parent >= 0 { scratch[start + parent + 1] += 1 }
        for index in 0..<count { scratch[start + index + 1] += scratch[start + index] }
        let total = scratch[start + count]
        for child in stride(from: count - 1, through: 0, by: -1) where parents[child] >= 0 {
          let parent = parents[child]
          scratch[start + parent + 1] -= 1
          scratch[children + scratch[start + parent + 1]] = child
        }
        for index in 0..<count {
          table[3 * count + index] = parents[index]
          table[2 * count + index] = index
        }
        var clock = 0
        var depth = 0
        for root in 0..<count where parents[root] < 0 {
          scratch[stack] = root
          depth = 1
          while depth > 0 {
            depth -= 1
            let next = scratch[stack + depth]
            if next < 0 {
              table[count + ~next] = clock
              continue
            }
            table[next] = clock
            table[4 * count + reached] = next
            reached += 1
            clock += 1
            scratch[stack + depth] = ~next
            depth += 1
            let first = scratch[start + next + 1]
            let end = next + 1 < count ? scratch[start + next + 2] : total
            for slot in stride(from: end - 1, through: first, by: -1) {
              let child = scratch[children + slot]
              table[2 * count + child] = table[2 * count + next]
              scratch[stack + depth] = child
              depth += 1
            }
          }
        }
      }
    }
    self.count = count
    self.reached = reached
  }

  /// Whether the view at `ancestor` is a proper ancestor of the view at `index`.
  func isProperAncestor(_ ancestor: Int, of index: Int) -> Bool {
    table[ancestor] < table[index] && table[index] < table[count + ancestor]
  }

  /// The views in depth-first order, every view after its parent: all the
  /// views but those in a parent cycle or below one.
  var order: ArraySlice<Int> {
    table[4 * count..<4 * count + reached]
  }

  /// Whether a walk down from the roots reaches every view: no view is in a
  /// parent cycle or below one.
  var reachesAll: Bool {
    reached == count
  }

  /// The parent position of the view at `index`, or `-1` for a root or a
  /// dangling parent.
  func parent(of index: Int) -> Int {
    table[3 * count + index]
  }

  /// The topmost view reached by following parents from the view at `index`.
  func top(of index: Int) -> Int {
    table[2 * count + index]
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
