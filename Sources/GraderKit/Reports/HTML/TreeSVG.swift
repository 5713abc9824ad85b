import GraderModel

/// Draws a laid-out tree as inline SVG: the whole tree with what each view
/// reads, or one panel per change with each view filled by its mark.
///
/// Drawings keep their size (a larger one scrolls in its box), so that no
/// word in them is under 11 px. Marks are told apart by pattern and by a
/// word in the box, not by color alone; a view that differs from the
/// reference gets a thick dashed outline and a `≠` badge. The patterns are
/// defined once per page by ``definitions``; the edges and names of a tree
/// once per scenario, in its graph, which each panel shows again (`<use>`).
/// Drawings are hidden from screen readers, which read the table of views
/// and changes instead (``ViewTable``).
package struct TreeSVG: Sendable {
  /// The tree.
  package var tree: ViewTree
  /// Its layout.
  package var layout: TreeLayout

  /// The width of the patterned stripe of a recomputed view.
  static let stripe = 12.0

  /// How many views a drawing shows at most; a larger tree is described in words.
  package static let viewLimit = 600

  /// How many characters of what a view reads its box shows.
  static let tagLimit = 17

  /// Each box's markup that does not change from one drawing of the tree
  /// to the next: written once, drawn in the graph and in every panel.
  private var pieces: [Pieces]

  /// The fixed markup of one box.
  private struct Pieces {
    /// The rest of its `<rect class="…`: position and size.
    var rect: String
    /// The rest of its stripe's `<rect class="s …`.
    var stripe: String
    /// The opening of the words under its name.
    var tag: String
    /// Its `≠` badge.
    var badge: String
  }

  package init(_ tree: ViewTree) {
    self.tree = tree
    let layout = TreeLayout(tree)
    self.layout = layout
    pieces = layout.boxes.map { box in
      let (x, y) = (Self.number(box.x), Self.number(box.y))
      let right = Self.number(box.x + box.width - 2)
      return Pieces(
        rect:
          "\" x=\"\(x)\" y=\"\(y)\" width=\"\(Self.number(box.width))\" height=\"40\" rx=\"5\"/>",
        stripe:
          "\" x=\"\(Self.number(box.x + 1.5))\" y=\"\(Self.number(box.y + 1.5))\" width=\"10.5\" height=\"37\"/>",
        tag: "<text class=\"t\" x=\"\(Self.middle(box))\" y=\"\(Self.number(box.y + 32))\">",
        badge:
          "<circle class=\"bd\" cx=\"\(right)\" cy=\"\(Self.number(box.y + 2))\" r=\"7\"/>"
          + "<text class=\"bt\" x=\"\(right)\" y=\"\(Self.number(box.y + 6))\">≠</text>")
    }
  }

  /// Whether the tree is small enough to draw.
  package var isDrawable: Bool { tree.nodes.count <= Self.viewLimit }

  /// The whole tree: each view with what it reads; views in `differing`
  /// outlined. Its edges and names are the group `id`, which the panels use.
  package func graph(differing: Set<String>, id: String) -> String {
    let looks = layout.boxes.map { box -> Look in
      guard let view = box.view else { return Look(style: "dg", tag: "names no view") }
      let node = tree.nodes[view]
      var tag = node.reads.isEmpty ? "" : "reads " + node.reads.joined(separator: ", ")
      if !node.takes.isEmpty {
        tag += (tag.isEmpty ? "" : "; ") + "takes " + node.takes.joined(separator: ", ")
      }
      return Look(
        style: "v", tag: tag.isEmpty ? "reads nothing" : tag,
        differs: differing.contains(box.name))
    }
    return draw("tree", looks: looks, skeleton: skeleton(id))
  }

  /// What `row` did to each box's view, by box: `absent` for a view the
  /// row does not name, and for a parent that names no view.
  package func marks(of row: ChangeRow) -> [ViewMark] {
    var marks = Array(repeating: ViewMark.absent, count: layout.boxes.count)
    for name in row.skipped {
      if let index = tree.index(of: name) { marks[index] = .skipped }
    }
    for hit in row.recomputed {
      if let index = tree.index(of: hit.view) { marks[index] = .recomputed(hit.cause) }
    }
    return marks
  }

  /// One change: each view filled by its mark in `yours` (by box, as
  /// ``marks(of:)`` gives them); where `reference` differs, both marks and
  /// an outline. The edges and names are those of the graph whose group is `id`.
  package func panel(yours: [ViewMark], reference: [ViewMark]?, skeleton id: String) -> String {
    let looks = layout.boxes.indices.map { index -> Look in
      guard layout.boxes[index].view != nil else { return Look(style: "dg", tag: "names no view") }
      let mine = yours[index]
      let theirs = reference?[index] ?? mine
      let style = Self.styleName(mine)
      if theirs != mine {
        return Look(style: style, tag: "\(mine.shortWord) ≠ ref \(theirs.shortWord)", differs: true)
      }
      return Look(style: style, tag: mine.word)
    }
    return draw("panel", looks: looks, skeleton: "<use href=\"#\(id)\"/>")
  }

  /// The CSS class and pattern name of a mark.
  package static func styleName(_ mark: ViewMark) -> String {
    switch mark {
    case .recomputed(let cause): "m-" + cause.rawValue
    case .skipped: "m-skipped"
    case .absent: "m-absent"
    }
  }

  /// How one box is drawn: its style, the words under its name, and whether
  /// it differs from the reference.
  private struct Look {
    var style: String
    var tag: String
    var differs = false
  }

  /// The drawing: the boxes, then `skeleton` (the edges and names) over
  /// them, then each box's words and badge.
  private func draw(_ className: String, looks: [Look], skeleton: String) -> String {
    let width = Self.number(layout.width)
    let height = Self.number(layout.height)
    var svg = "<svg class=\"\(className)\" xmlns=\"http://www.w3.org/2000/svg\""
    svg.reserveCapacity(200 * looks.count + skeleton.utf8.count + 200)
    svg += " viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\""
    svg += " aria-hidden=\"true\" focusable=\"false\">"
    for (index, look) in looks.enumerated() {
      svg += "<rect class=\""
      svg += look.style
      if look.differs { svg += " d" }
      svg += pieces[index].rect
      // A recomputed view gets a patterned stripe on its left, so that its
      // cause shows without color and its words stay on a plain ground.
      if look.style.hasPrefix("m-"), look.style != "m-skipped", look.style != "m-absent" {
        svg += "<rect class=\"s "
        svg += look.style
        svg += pieces[index].stripe
      }
    }
    svg += skeleton
    for (index, look) in looks.enumerated() {
      svg += pieces[index].tag
      svg += Escape.html(TextLayout.truncated(look.tag, to: Self.tagLimit))
      svg += "</text>"
      if look.differs { svg += pieces[index].badge }
    }
    svg += "</svg>"
    return svg
  }

  /// The group `id`: every edge as one path, and every name; a name cut to
  /// fit its box keeps its whole text as a tooltip.
  private func skeleton(_ id: String) -> String {
    var svg = "<g id=\"\(id)\"><path class=\"e\" d=\""
    for (parent, child) in layout.edges {
      let from = layout.boxes[parent]
      let to = layout.boxes[child]
      svg += "M\(Self.number(from.x + from.width / 2)) \(Self.number(from.y + from.height))"
      svg += "L\(Self.number(to.x + to.width / 2)) \(Self.number(to.y))"
    }
    svg += "\"/>"
    for box in layout.boxes {
      svg += "<text class=\"n\" x=\"\(Self.middle(box))\" y=\"\(Self.number(box.y + 16))\">"
      if box.label != box.name { svg += "<title>\(Escape.html(box.name))</title>" }
      svg += Escape.html(box.label) + "</text>"
    }
    return svg + "</g>"
  }

  /// The middle of a box's room for words, right of where a stripe goes.
  private static func middle(_ box: TreeLayout.Box) -> String {
    number(box.x + stripe + (box.width - stripe) / 2)
  }

  /// A coordinate with at most one decimal.
  package static func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
  }

  /// The fill patterns of every mark, once per page, in a hidden SVG.
  package static let definitions: String = {
    var svg =
      "<svg class=\"defs\" xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\"><defs>"
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
        + "<rect width=\"8\" height=\"8\" fill=\"\(fill)\" stroke=\"none\"/>\(mark)</pattern>"
    }
    return svg + "</defs></svg>"
  }()

  /// A small swatch of a mark, for legends.
  package static func swatch(_ mark: ViewMark) -> String {
    let style = styleName(mark)
    return
      "<svg class=\"swatch\" xmlns=\"http://www.w3.org/2000/svg\" width=\"28\" height=\"16\" viewBox=\"0 0 28 16\" aria-hidden=\"true\" focusable=\"false\">"
      + "<rect class=\"\(style)\" x=\"1\" y=\"1\" width=\"26\" height=\"14\" rx=\"3\"/>"
      + (mark == .skipped
        ? "" : "<rect class=\"s \(style)\" x=\"2\" y=\"2\" width=\"10\" height=\"12\"/>")
      + "</svg>"
  }
}
