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
  package static let viewLimit = 200
  /// How many characters of names a drawing and its table hold at most: a
  /// page's size follows what is graded, not how long a student's names are.
  package static let namesLimit = 12_000

  /// How many characters of what a view reads its box shows.
  static let tagLimit = 17

  package init(_ tree: ViewTree) {
    self.tree = tree
    self.layout = TreeLayout(tree)
  }

  /// Whether `tree` is small enough to draw: at most ``viewLimit`` views,
  /// whose names hold at most ``namesLimit`` characters.
  package static func isDrawable(_ tree: ViewTree) -> Bool {
    guard tree.nodes.count <= viewLimit else { return false }
    return tree.nodes.reduce(0) { $0 + $1.name.utf8.count } <= namesLimit
  }

  /// The whole tree: each view with what it reads; views in `differing`
  /// outlined. Its edges and names are the group `id`, which the panels use.
  package func graph(differing: Set<String>, id: String) -> String {
    var svg = HTMLWriter()
    graph(differing: differing, id: id, into: &svg)
    return svg.text
  }

  /// ``graph(differing:id:)``, appended to `svg`.
  package func graph(differing: Set<String>, id: String, into svg: inout HTMLWriter) {
    let looks = layout.boxes.map { box -> Look in
      guard let view = box.view else { return Look(style: "dg", tag: "names no view") }
      let node = tree.nodes[view]
      var tag = node.reads.isEmpty ? "" : "reads " + node.reads.joined(separator: ", ")
      if !node.takes.isEmpty {
        tag += (tag.isEmpty ? "" : "; ") + "takes " + node.takes.joined(separator: ", ")
      }
      if !node.holds.isEmpty {
        tag += (tag.isEmpty ? "" : "; ") + "holds " + node.holds.joined(separator: ", ")
      }
      return Look(
        style: "v", tag: tag.isEmpty ? "reads nothing" : tag,
        differs: differing.contains(box.name), escaped: false)
    }
    draw("tree", looks: looks, into: &svg) { skeleton(id, into: &$0) }
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
    var svg = HTMLWriter()
    panel(yours: yours, reference: reference, skeleton: id, into: &svg)
    return svg.text
  }

  /// ``panel(yours:reference:skeleton:)``, appended to `svg`.
  package func panel(
    yours: [ViewMark], reference: [ViewMark]?, skeleton id: String, into svg: inout HTMLWriter
  ) {
    let looks = layout.boxes.indices.map { index -> Look in
      guard layout.boxes[index].view != nil else { return Look(style: "dg", tag: "names no view") }
      let mine = yours[index]
      let theirs = reference?[index] ?? mine
      let style = mine.styleName
      if theirs != mine {
        return Look(
          style: style,
          tag: TextLayout.truncated(
            "\(mine.shortWord) ≠ ref \(theirs.shortWord)", to: Self.tagLimit),
          striped: mine.isCause, differs: true)
      }
      return Look(style: style, tag: mine.word, striped: mine.isCause)
    }
    draw("panel", looks: looks, into: &svg) { $0 += "<use href=\"#\(id)\"/>" }
  }

  /// How one box is drawn: its style, the words under its name, whether it
  /// has a patterned stripe (a recomputed view) and differs from the
  /// reference, and whether its words are safe as they are (the grader's own).
  private struct Look {
    var style: String
    var tag: String
    var striped = false
    var differs = false
    var escaped = true
  }

  /// The drawing: the boxes, then `skeleton` (the edges and names) over
  /// them, then each box's words and badge.
  private func draw(
    _ className: String, looks: [Look], into svg: inout HTMLWriter,
    skeleton: (inout HTMLWriter) -> Void
  ) {
    svg += "<svg class=\""
    svg += className
    svg += "\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "
    svg.number(layout.width)
    svg += " "
    svg.number(layout.height)
    svg += "\" width=\""
    svg.number(layout.width)
    svg += "\" height=\""
    svg.number(layout.height)
    svg += "\" aria-hidden=\"true\" focusable=\"false\">"
    for (box, look) in zip(layout.boxes, looks) {
      rect(
        look.differs ? look.style + " d" : look.style, x: box.x, y: box.y, width: box.width,
        rest: "\" height=\"40\" rx=\"5\"/>", into: &svg)
      // A recomputed view gets a patterned stripe on its left, so that its
      // cause shows without color and its words stay on a plain ground.
      if look.striped {
        rect(
          "s " + look.style, x: box.x + 1.5, y: box.y + 1.5, width: 10.5,
          rest: "\" height=\"37\"/>", into: &svg)
      }
    }
    skeleton(&svg)
    for (box, look) in zip(layout.boxes, looks) {
      text("t", at: Self.middle(box), box.y + 32, into: &svg)
      svg +=
        look.escaped ? look.tag : Escape.html(TextLayout.truncated(look.tag, to: Self.tagLimit))
      svg += "</text>"
      if look.differs {
        svg += "<circle class=\"bd\" cx=\""
        svg.number(box.x + box.width - 2)
        svg += "\" cy=\""
        svg.number(box.y + 2)
        svg += "\" r=\"7\"/>"
        text("bt", at: box.x + box.width - 2, box.y + 6, into: &svg)
        svg += "≠</text>"
      }
    }
    svg += "</svg>"
  }

  /// A rect of `className` at (`x`, `y`), `width` wide, then `rest`: the
  /// end of its attributes.
  private func rect(
    _ className: String, x: Double, y: Double, width: Double, rest: String,
    into svg: inout HTMLWriter
  ) {
    open("rect", className, at: x, y, into: &svg)
    svg += "\" width=\""
    svg.number(width)
    svg += rest
  }

  /// An element `tag` of `className` at (`x`, `y`), written up to the
  /// closing quote of its `y`.
  private func open(
    _ tag: String, _ className: String, at x: Double, _ y: Double, into svg: inout HTMLWriter
  ) {
    svg += "<"
    svg += tag
    svg += " class=\""
    svg += className
    svg += "\" x=\""
    svg.number(x)
    svg += "\" y=\""
    svg.number(y)
  }

  /// The opening of a text of `className` at (`x`, `y`).
  private func text(_ className: String, at x: Double, _ y: Double, into svg: inout HTMLWriter) {
    open("text", className, at: x, y, into: &svg)
    svg += "\">"
  }

  /// The group `id`: every edge as one path, and every name; a name cut to
  /// fit its box keeps its whole text as a tooltip.
  private func skeleton(_ id: String, into svg: inout HTMLWriter) {
    svg += "<g id=\""
    svg += id
    svg += "\"><path class=\"e\" d=\""
    for (parent, child) in layout.edges {
      let from = layout.boxes[parent]
      let to = layout.boxes[child]
      svg += "M"
      svg.number(from.x + from.width / 2)
      svg += " "
      svg.number(from.y + from.height)
      svg += "L"
      svg.number(to.x + to.width / 2)
      svg += " "
      svg.number(to.y)
    }
    svg += "\"/>"
    for box in layout.boxes {
      text("n", at: Self.middle(box), box.y + 16, into: &svg)
      if box.label != box.name {
        svg += "<title>"
        svg += Escape.html(box.name)
        svg += "</title>"
      }
      svg += Escape.html(box.label)
      svg += "</text>"
    }
    svg += "</g>"
  }

  /// The middle of a box's room for words, right of where a stripe goes.
  private static func middle(_ box: TreeLayout.Box) -> Double {
    box.x + stripe + (box.width - stripe) / 2
  }

  /// A coordinate with at most one decimal.
  package static func number(_ value: Double) -> String {
    var writer = HTMLWriter()
    writer.number(value)
    return writer.text
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
    let style = mark.styleName
    return
      "<svg class=\"swatch\" xmlns=\"http://www.w3.org/2000/svg\" width=\"28\" height=\"16\" viewBox=\"0 0 28 16\" aria-hidden=\"true\" focusable=\"false\">"
      + "<rect class=\"\(style)\" x=\"1\" y=\"1\" width=\"26\" height=\"14\" rx=\"3\"/>"
      + (mark == .skipped
        ? "" : "<rect class=\"s \(style)\" x=\"2\" y=\"2\" width=\"10\" height=\"12\"/>")
      + "</svg>"
  }
}
