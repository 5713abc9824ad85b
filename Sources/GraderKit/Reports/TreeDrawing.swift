import GraderModel
import GraderReaders

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
  /// The columns a drawing of changes may take.
  package var width: Int
  /// How many levels are drawn by indentation; deeper lines show their depth.
  package static let maximumIndent = 40

  package init(ascii: Bool = false, width: Int = 80) {
    self.ascii = ascii
    self.width = width
  }

  /// The drawing of `tree`, then a column per change of `outputs` that is
  /// about this tree: one whose row names exactly its views.
  package func draw(_ tree: ViewTree, changes outputs: [Output]) -> String {
    let names = Set(tree.nodes.map(\.name))
    let rows = outputs.compactMap { output -> ChangeRow? in
      guard case .row(let row) = output, row.recomputed.count + row.skipped.count == names.count,
        row.recomputed.allSatisfy({ names.contains($0.view) }),
        row.skipped.allSatisfy(names.contains)
      else { return nil }
      return row
    }
    let grid = ChangeDrawing(ascii: ascii, width: width).draw(tree, rows: rows)
    return draw(tree) + (grid.isEmpty ? "" : "\n" + grid)
  }

  /// One line of a drawing: the branch characters, and the view or the
  /// parent that names no view.
  package struct Line: Sendable, Hashable {
    /// The indentation and branch characters before the name.
    package var prefix: String
    /// The view's position in the tree, or `nil` for a parent that names no view.
    package var view: Int?
    /// The view's name, or the parent's.
    package var name: String
  }

  /// The drawing of `tree`, one line per view, each ending in a newline.
  ///
  /// A view whose line would pass the width has its name on the line, and
  /// what it places, reads and takes on lines of their own below it, inside
  /// the tree's branches, wrapped between words.
  package func draw(_ tree: ViewTree) -> String {
    var text = ""
    var parents = Set<String>()
    for node in tree.nodes { if let parent = node.parent { parents.insert(parent) } }
    let (branch, last, pipe) = ascii ? ("|- ", "`- ", "|  ") : ("├─ ", "└─ ", "│  ")
    for drawn in lines(tree) {
      guard let view = drawn.view else {
        text += drawn.prefix + visible(drawn.name + "  (names no view)") + "\n"
        continue
      }
      let node = tree.nodes[view]
      let whole = visible(line(for: node, in: tree))
      if TextLayout.length(drawn.prefix) + TextLayout.length(whole) <= width {
        text += drawn.prefix + whole + "\n"
        continue
      }
      // The branches that go on past this view, then its own children's.
      var base = drawn.prefix
      if base.hasSuffix(branch) {
        base = String(base.dropLast(branch.count)) + pipe
      } else if base.hasSuffix(last) {
        base = String(base.dropLast(last.count)) + "   "
      }
      let indent = base + (parents.contains(node.name) ? pipe : "   ")
      text += drawn.prefix + visible(node.name) + "\n"
      for fact in Self.facts(of: node, in: tree) {
        text += TextLayout.wrapped(visible(fact), width: width, first: indent, rest: indent + "  ")
      }
    }
    return text
  }

  /// The lines of the drawing of `tree`, in order, without what each view reads.
  package func lines(_ tree: ViewTree) -> [Line] {
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
    var drawn: [Line] = []
    drawn.reserveCapacity(nodes.count)
    for root in roots {
      var stack: [(view: Int, depth: Int, prefix: String, marker: String)] = []
      if let label = root.label {
        drawn.append(Line(prefix: "", view: nil, name: label))
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
        drawn.append(Line(prefix: indent + marker, view: view, name: nodes[view].name))
        let kids = children[view]
        for (position, child) in kids.enumerated().reversed() {
          let isLast = position == kids.count - 1
          let deeper = depth >= Self.maximumIndent ? prefix : prefix + (isLast ? space : pipe)
          stack.append((child, depth + 1, deeper, isLast ? last : branch))
        }
      }
    }
    return drawn
  }

  private func line(for node: ViewNode, in tree: ViewTree) -> String {
    Self.facts(of: node, in: tree).reduce(node.name) { $0 + "  " + $1 }
  }

  /// What a drawing says of `node` beside its name: what it places and
  /// derives, what it reads (with where each key is stored), what it takes
  /// and the objects it holds.
  package static func facts(of node: ViewNode, in tree: ViewTree) -> [String] {
    var facts: [String] = []
    func placed(_ key: String) -> String {
      node.placedFrom[key].map { "\(key) from \($0)" } ?? key
    }
    if !node.places.isEmpty {
      facts.append("places " + node.places.map(placed).joined(separator: ", "))
    }
    if !node.derives.isEmpty {
      facts.append("derives " + node.derives.map(placed).joined(separator: ", "))
    }
    if !node.reads.isEmpty {
      let reads = node.reads.map { key in
        let storage = tree.storage[key].map(\.description) ?? "no storage"
        return "\(key) (\(storage)\(tree.lazyKeys.contains(key) ? ", lazy" : ""))"
      }
      facts.append("reads " + reads.joined(separator: ", "))
    }
    if !node.takes.isEmpty { facts.append("takes " + node.takes.joined(separator: ", ")) }
    if !node.holds.isEmpty { facts.append("holds " + node.holds.joined(separator: ", ")) }
    return facts
  }

  /// `text` with the characters that would steer a terminal (controls, and
  /// the bidirectional overrides) replaced by `?`, or U+FFFD outside ASCII.
  package func visible(_ text: String) -> String {
    func steers(_ scalar: Unicode.Scalar) -> Bool { UntrustedCharacter.contains(scalar) }
    guard text.unicodeScalars.contains(where: steers) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if steers(scalar) {
        result += ascii ? "?" : "\u{FFFD}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
