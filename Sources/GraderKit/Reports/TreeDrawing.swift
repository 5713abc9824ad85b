import GraderModel

/// Draws a view tree as text, each view under its parent, with what it reads
/// and where each key is stored.
///
/// ```
/// ReaderScreen
/// ├─ ArticleView
/// │  ├─ ParagraphView  reads textScale (environment)
/// │  └─ CaptionView  reads textScale (environment)
/// └─ SidebarView  reads colorScheme (environment)
/// ```
///
/// A parent that names no view is drawn as a root of its own, marked as such.
/// The walk is iterative, so a chain of a million views draws without
/// overflowing the stack.
package struct TreeDrawing: Sendable {
  /// Whether to draw with ASCII instead of box-drawing characters.
  package var ascii: Bool
  /// How many levels are drawn by indentation; deeper lines show their depth.
  package static let maximumIndent = 40

  package init(ascii: Bool = false) {
    self.ascii = ascii
  }

  /// The drawing of `tree`, one line per view, each ending in a newline.
  package func draw(_ tree: ViewTree) -> String {
    let nodes = tree.nodes
    var children = Array(repeating: [Int](), count: nodes.count)
    var roots: [(label: String?, views: [Int])] = []
    var danglingRoot: [String: Int] = [:]
    for (index, node) in nodes.enumerated() {
      guard let parent = node.parent else {
        roots.append((nil, [index]))
        continue
      }
      if let parentIndex = tree.index(of: parent) {
        children[parentIndex].append(index)
      } else if let slot = danglingRoot[parent] {
        roots[slot].views.append(index)
      } else {
        danglingRoot[parent] = roots.count
        roots.append((parent, [index]))
      }
    }
    let (branch, last, pipe, space) =
      ascii ? ("|- ", "`- ", "|  ", "   ") : ("├─ ", "└─ ", "│  ", "   ")
    var text = ""
    for root in roots {
      var stack: [(view: Int, depth: Int, prefix: String, marker: String)] = []
      if let label = root.label {
        text += "\(label)  (names no view)\n"
        for (position, view) in root.views.enumerated().reversed() {
          let isLast = position == root.views.count - 1
          stack.append((view, 1, isLast ? space : pipe, isLast ? last : branch))
        }
      } else {
        stack.append((root.views[0], 0, "", ""))
      }
      while let (view, depth, prefix, marker) = stack.popLast() {
        // Past a depth, lines say their depth instead of indenting further,
        // so that a deep chain draws in linear space.
        let indent = depth > Self.maximumIndent ? "(\(depth)) " : String(prefix.dropLast(3))
        text += indent + marker + line(for: nodes[view], in: tree) + "\n"
        let kids = children[view]
        for (position, child) in kids.enumerated().reversed() {
          let isLast = position == kids.count - 1
          let deeper = depth >= Self.maximumIndent ? prefix : prefix + (isLast ? space : pipe)
          stack.append((child, depth + 1, deeper, isLast ? last : branch))
        }
      }
    }
    return text
  }

  private func line(for node: ViewNode, in tree: ViewTree) -> String {
    guard !node.reads.isEmpty else { return node.name }
    let reads = node.reads.map { key in
      "\(key) (\(tree.storage[key].map(\.description) ?? "no storage"))"
    }
    return node.name + "  reads " + reads.joined(separator: ", ")
  }
}
