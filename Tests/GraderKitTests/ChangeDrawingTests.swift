import GraderKit
import GraderModel
import Testing

@Suite("Change drawing")
struct ChangeDrawingTests {
  let tree: ViewTree
  let rows: [ChangeRow]

  init() throws {
    tree = try ViewTree(
      nodes: [
        ViewNode("ReaderScreen", parent: nil, reads: []),
        ViewNode("ArticleView", parent: "ReaderScreen", reads: ["textScale"]),
        ViewNode("SidebarView", parent: "ReaderScreen", reads: ["scheme", "count"]),
      ],
      storage: ["textScale": .environment, "scheme": .environment, "count": .state(owner: "X")])
    rows = [
      tree.change("scale-changed", key: "textScale"), tree.change("scheme-changed", key: "scheme"),
      tree.change("count-changed", key: "count"),
    ]
  }

  @Test("one column per change marks each view with its cause, or skipped")
  func grid() {
    #expect(
      ChangeDrawing(width: 100).draw(tree, rows: rows) == """
        changes (· skipped):
                        scale-changed  scheme-changed  count-changed
        ReaderScreen    ·              ·               ·
        ├─ ArticleView  environment    ·               ·
        └─ SidebarView  ·              environment     off-rule

        """)
    #expect(ChangeDrawing().draw(tree, rows: []).isEmpty)
  }

  @Test("a view that differs carries both marks and the student's line")
  func differences() throws {
    let reference = try ViewTree(
      nodes: tree.nodes.map { ViewNode($0.name, parent: $0.parent, reads: []) },
      storage: tree.storage)
    let expected = [
      reference.change("scale-changed", key: "textScale"),
      reference.change("scheme-changed", key: "scheme"),
    ]
    let text = ChangeDrawing(ascii: true, width: 100).draw(
      tree, rows: Array(rows.prefix(2)), expected: expected,
      lines: ["ArticleView": 4, "SidebarView": 5])
    #expect(text.hasPrefix("changes (. skipped; A!=B: yours A, the reference B):\n"))
    #expect(text.contains("|- ArticleView  environment!=.  .               <- your line 4\n"))
    #expect(text.contains("`- SidebarView  .               environment!=.  <- your line 5\n"))
    #expect(!text.contains("ReaderScreen  <-"))
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test(
    "a narrow terminal gets numbered columns, short causes, then letters and cut names",
    arguments: [60, 40, 30])
  func narrow(width: Int) throws {
    let long = try ViewTree(
      nodes: tree.nodes.map {
        ViewNode(
          $0.name + "WithAVeryLongName", parent: $0.parent.map { $0 + "WithAVeryLongName" },
          reads: $0.reads)
      }, storage: tree.storage)
    let longRows = rows.map { long.change($0.label, key: $0.key) }
    let text = ChangeDrawing(width: width).draw(long, rows: longRows)
    let lines = text.split(separator: "\n")
    let grid = lines.prefix(5)
    for line in grid { #expect(line.count <= width, "\(line)") }
    #expect(lines.contains("1 = scale-changed: textScale changed"))
    if width <= 30 { #expect(text.contains("…")) }
  }
}
