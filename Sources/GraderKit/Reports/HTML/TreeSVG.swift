import GraderModel

/// Draws a laid-out tree as inline SVG: the whole tree with what each view
/// reads, or one small panel per change with each view filled by its mark.
///
/// Marks are told apart by pattern and by a word in the box, not by color
/// alone; a view that differs from the reference gets a thick dashed outline
/// and a `≠` badge. The patterns are defined once per page by ``definitions``.
package struct TreeSVG: Sendable {
  /// The tree.
  package var tree: ViewTree
  /// Its layout.
  package var layout: TreeLayout

  /// The width of the patterned stripe of a recomputed view.
  static let stripe = 12.0

  /// How many views a drawing shows at most; a larger tree is described in words.
  package static let viewLimit = 600

  package init(_ tree: ViewTree) {
    self.tree = tree
    self.layout = TreeLayout(tree)
  }

  /// Whether the tree is small enough to draw.
  package var isDrawable: Bool { tree.nodes.count <= Self.viewLimit }

  /// The whole tree: each view with the keys it reads; views in `differing` outlined.
  package func graph(differing: Set<String>, caption: String) -> String {
    // A wide tree keeps its size and scrolls, rather than shrinking past reading.
    draw(caption: caption, className: layout.width > 1400 ? "graph wide" : "graph") { box in
      guard let view = box.view else { return ("dangling", "names no view", false) }
      let node = tree.nodes[view]
      var second =
        node.reads.isEmpty ? "reads nothing" : "reads " + node.reads.joined(separator: ", ")
      if !node.takes.isEmpty {
        second =
          (node.reads.isEmpty ? "" : second + "; ") + "takes " + node.takes.joined(separator: ", ")
      }
      return ("view", HTMLText.abbreviated(second, to: 18), differing.contains(box.name))
    }
  }

  /// One change: each view filled by what `row` did to it; where `expected`
  /// did otherwise, both marks and an outline.
  package func panel(_ row: ChangeRow, expected: ChangeRow?, caption: String) -> String {
    let yours = ViewMark.marks(of: row)
    let reference = expected.map(ViewMark.marks(of:))
    return draw(caption: caption, className: "panel") { box in
      guard box.view != nil else { return ("dangling", "names no view", false) }
      let mine = yours[box.name] ?? .absent
      let theirs = reference.map { $0[box.name] ?? .absent } ?? mine
      let style = Self.styleName(mine)
      if theirs != mine {
        return (style, "\(mine.shortWord) ≠ ref \(theirs.shortWord)", true)
      }
      return (style, mine.word, false)
    }
  }

  /// The CSS class and pattern name of a mark.
  package static func styleName(_ mark: ViewMark) -> String {
    switch mark {
    case .recomputed(let cause): "m-" + cause.rawValue
    case .skipped: "m-skipped"
    case .absent: "m-absent"
    }
  }

  private func draw(
    caption: String, className: String,
    look: (TreeLayout.Box) -> (style: String, second: String, differs: Bool)
  ) -> String {
    let width = Self.number(layout.width)
    let height = Self.number(layout.height)
    var svg =
      "<svg class=\"\(className)\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\""
      + " width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"\(HTMLText.escape(caption))\">"
    svg += "<title>\(HTMLText.escape(caption))</title>"
    for (parent, child) in layout.edges {
      let from = layout.boxes[parent]
      let to = layout.boxes[child]
      svg +=
        "<line class=\"edge\" x1=\"\(Self.number(from.x + from.width / 2))\" y1=\"\(Self.number(from.y + from.height))\""
        + " x2=\"\(Self.number(to.x + to.width / 2))\" y2=\"\(Self.number(to.y))\"/>"
    }
    for box in layout.boxes {
      let (style, second, differs) = look(box)
      let x = Self.number(box.x)
      let y = Self.number(box.y)
      // A recomputed view gets a patterned stripe on its left, so that its
      // cause shows without color and its words stay on a plain ground.
      let striped = style.hasPrefix("m-") && style != "m-skipped" && style != "m-absent"
      let inset = striped ? Self.stripe : 0
      let middle = Self.number(box.x + inset + (box.width - inset) / 2)
      svg += "<g class=\"box \(style)\(differs ? " differs" : "")\">"
      svg += "<title>\(HTMLText.escape(box.name)): \(HTMLText.escape(second))</title>"
      svg +=
        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(Self.number(box.width))\" height=\"\(Self.number(box.height))\" rx=\"5\"/>"
      if striped {
        svg +=
          "<rect class=\"stripe\" x=\"\(Self.number(box.x + 1.5))\" y=\"\(Self.number(box.y + 1.5))\" width=\"\(Self.number(Self.stripe - 1.5))\" height=\"\(Self.number(box.height - 3))\"/>"
      }
      svg +=
        "<text class=\"name\" x=\"\(middle)\" y=\"\(Self.number(box.y + 16))\">\(HTMLText.escape(box.label))</text>"
      svg +=
        "<text class=\"tag\" x=\"\(middle)\" y=\"\(Self.number(box.y + 32))\">\(HTMLText.escape(second))</text>"
      if differs {
        svg +=
          "<circle class=\"badge\" cx=\"\(Self.number(box.x + box.width - 2))\" cy=\"\(Self.number(box.y + 2))\" r=\"7\"/>"
          + "<text class=\"badge-text\" x=\"\(Self.number(box.x + box.width - 2))\" y=\"\(Self.number(box.y + 6))\">≠</text>"
      }
      svg += "</g>"
    }
    return svg + "</svg>"
  }

  /// A coordinate with at most one decimal.
  static func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
  }

  /// The fill patterns of every mark, once per page, in a hidden SVG.
  package static var definitions: String {
    var svg =
      "<svg class=\"defs\" xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" aria-hidden=\"true\"><defs>"
    let patterns: [(String, String, String)] = [
      ("local", "#fde2c8", "<path d=\"M0 8L8 0\" stroke=\"#b35c12\" stroke-width=\"1.5\"/>"),
      ("parent", "#fbefc0", "<circle cx=\"4\" cy=\"4\" r=\"1.6\" fill=\"#8a6d00\"/>"),
      (
        "observed", "#cdeee9",
        "<path d=\"M0 0L8 8M8 0L0 8\" stroke=\"#1d6f66\" stroke-width=\"1\"/>"
      ),
      ("environment", "#d6e6fd", "<path d=\"M0 4H8\" stroke=\"#2457a6\" stroke-width=\"1.5\"/>"),
      ("off-rule", "#f9d3ca", "<path d=\"M4 0V8\" stroke=\"#a3321a\" stroke-width=\"1.5\"/>"),
      (
        "out-of-scope", "#e4e4e4",
        "<path d=\"M0 6L2 2L4 6L6 2L8 6\" fill=\"none\" stroke=\"#555\" stroke-width=\"1\"/>"
      ),
    ]
    for (name, fill, mark) in patterns {
      svg +=
        "<pattern id=\"p-\(name)\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
        + "<rect width=\"8\" height=\"8\" fill=\"\(fill)\"/>\(mark)</pattern>"
    }
    return svg + "</defs></svg>"
  }

  /// A small swatch of a mark, for legends.
  package static func swatch(_ mark: ViewMark) -> String {
    "<svg class=\"swatch\" xmlns=\"http://www.w3.org/2000/svg\" width=\"28\" height=\"16\" viewBox=\"0 0 28 16\" aria-hidden=\"true\">"
      + "<g class=\"box \(styleName(mark))\"><rect x=\"1\" y=\"1\" width=\"26\" height=\"14\" rx=\"3\"/>"
      + (mark == .skipped
        ? "" : "<rect class=\"stripe\" x=\"2\" y=\"2\" width=\"10\" height=\"12\"/>")
      + "</g></svg>"
  }
}
