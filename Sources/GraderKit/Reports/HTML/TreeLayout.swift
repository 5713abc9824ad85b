import GraderModel

/// A view tree laid out top-down: each view a box under its parent, each
/// subtree in a band of its own, so that no two boxes overlap; each view at
/// the left of its band, so that a drawing that scrolls starts at its root.
///
/// Boxes `0..<tree.nodes.count` are the views, in the tree's order; a parent
/// that names no view of the tree gets a box after them, as a root of its
/// own. Both passes are iterative, so a deep chain lays out without
/// recursion, in time linear in the number of views.
package struct TreeLayout: Sendable {
  /// One box, in SVG user units: top-left corner and size.
  package struct Box: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double
    /// The name shown, cut to ``TreeLayout/labelLimit`` characters.
    package var label: String
    /// The full name.
    package var name: String
    /// The view's position in the tree, or `nil` for a parent that names no view.
    package var view: Int?
    /// The depth, from 0 for a root.
    package var depth: Int
  }

  /// The boxes: the views in order, then the parents that name no view.
  package var boxes: [Box]
  /// Each line from a parent's box to a child's box.
  package var edges: [(parent: Int, child: Int)]
  /// The drawing's size.
  package var width: Double
  package var height: Double

  /// How many characters of a name a box shows.
  package static let labelLimit = 40
  /// The width of one character of the boxes' monospace font.
  package static let characterWidth = 7.3
  package static let boxHeight = 40.0
  package static let horizontalGap = 14.0
  package static let verticalGap = 30.0
  package static let margin = 8.0

  /// Lays `tree` out.
  package init(_ tree: ViewTree) {
    let nodes = tree.nodes
    var names = nodes.map(\.name)
    var parentBox = Array(repeating: -1, count: nodes.count)
    var dangling: [String: Int] = [:]
    for (index, node) in nodes.enumerated() {
      guard let parent = node.parent else { continue }
      if let position = tree.index(of: parent) {
        parentBox[index] = position
      } else if let box = dangling[parent] {
        parentBox[index] = box
      } else {
        dangling[parent] = names.count
        parentBox[index] = names.count
        names.append(parent)
        parentBox.append(-1)
      }
    }
    let count = names.count
    var children = Array(repeating: [Int](), count: count)
    var roots: [Int] = []
    for box in 0..<count {
      if parentBox[box] >= 0 { children[parentBox[box]].append(box) } else { roots.append(box) }
    }
    // Pre-order, iteratively: depth of each box, and an order whose reverse
    // visits children before parents.
    var order: [Int] = []
    order.reserveCapacity(count)
    var depth = Array(repeating: 0, count: count)
    var stack = roots.reversed() as [Int]
    while let box = stack.popLast() {
      order.append(box)
      for child in children[box].reversed() {
        depth[child] = depth[box] + 1
        stack.append(child)
      }
    }
    let labels = names.map { TextLayout.abbreviated(Escape.terminal($0), to: Self.labelLimit) }
    let own = labels.map { max(132, Double(TextLayout.length($0)) * Self.characterWidth + 28) }
    var band = own
    for box in order.reversed() where !children[box].isEmpty {
      let span =
        children[box].reduce(0) { $0 + band[$1] }
        + Self.horizontalGap * Double(children[box].count - 1)
      band[box] = max(own[box], span)
    }
    var left = Array(repeating: 0.0, count: count)
    var cursor = Self.margin
    for root in roots {
      left[root] = cursor
      cursor += band[root] + Self.horizontalGap
    }
    var boxes: [Box] = []
    boxes.reserveCapacity(count)
    for box in 0..<count {
      boxes.append(
        Box(
          x: 0, y: 0, width: own[box], height: Self.boxHeight, label: labels[box],
          name: names[box], view: box < nodes.count ? box : nil, depth: depth[box]))
    }
    var deepest = 0
    for box in order {
      let kids = children[box]
      // Each view at the left of its band, so that a drawing wider than its
      // box shows its root where its scrolling starts.
      boxes[box].x = left[box]
      boxes[box].y = Self.margin + Double(depth[box]) * (Self.boxHeight + Self.verticalGap)
      deepest = max(deepest, depth[box])
      var x = left[box]
      for child in kids {
        left[child] = x
        x += band[child] + Self.horizontalGap
      }
    }
    self.boxes = boxes
    self.edges = (0..<count).compactMap { parentBox[$0] >= 0 ? (parentBox[$0], $0) : nil }
    self.width = max(cursor - Self.horizontalGap + Self.margin, 2 * Self.margin)
    self.height =
      count == 0
      ? 2 * Self.margin
      : 2 * Self.margin + Double(deepest + 1) * Self.boxHeight + Double(deepest) * Self.verticalGap
  }

  /// Whether two boxes overlap, including touching edges.
  package static func overlap(_ a: Box, _ b: Box) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }
}
