import GraderModel

/// The text equivalent of a scenario's drawings, which screen readers read
/// in their place: a row per view of the student's tree (its parent, and
/// what it places, reads and takes) and a column per change, saying what
/// the change did to the view and, where the reference does otherwise,
/// what it does there.
enum ViewTable {
  /// One change, numbered from 1 as the page numbers it: the student's row
  /// and, when it differs, the reference's; and the marks of both, by box
  /// (see ``TreeSVG/marks(of:)``).
  struct Change {
    var number: Int
    var actual: ChangeRow
    var expected: ChangeRow?
    var yours: [ViewMark]
    var reference: [ViewMark]?
  }

  /// The table of `tree` under `changes`, with `caption` (plain text).
  static func html(
    _ tree: ViewTree, layout: TreeLayout, changes: [Change], caption: String,
    into html: inout HTMLWriter
  ) {
    html += "<table class=\"views\"><caption>\(Escape.html(caption))</caption><thead><tr>"
    html += "<th scope=\"col\">View</th><th scope=\"col\">Under</th><th scope=\"col\">Does</th>"
    for change in changes {
      html += "<th scope=\"col\">\(change.number). \(Escape.html(change.actual.label))</th>"
    }
    html += "</tr></thead><tbody>"
    for (index, box) in layout.boxes.enumerated() {
      html += "<tr><th scope=\"row\"><span class=\"name\">"
      html += Escape.html(box.name)
      html += "</span></th><td>"
      guard let view = box.view else {
        html += "</td><td>a parent that names no view</td>"
        html += String(repeating: "<td></td>", count: changes.count) + "</tr>"
        continue
      }
      let node = tree.nodes[view]
      if let parent = node.parent {
        html += "<span class=\"name\">"
        html += Escape.html(parent)
        html += "</span></td><td>"
      } else {
        html += "(the root)</td><td>"
      }
      let facts = TreeDrawing.facts(of: node, in: tree)
      html += facts.isEmpty ? "reads nothing" : Escape.html(facts.joined(separator: "; "))
      html += "</td>"
      for change in changes {
        let mine = change.yours[index]
        let theirs = change.reference?[index] ?? mine
        if theirs == mine {
          html += "<td>"
          html += mine.word
        } else {
          html += "<td class=\"d\">"
          html += mine.word
          html += " ≠ reference: "
          html += theirs.word
        }
        html += "</td>"
      }
      html += "</tr>"
    }
    html += "</tbody></table>"
  }
}
