import GraderKit
import GraderModel
import GraderTestSupport
import GraderWorkloads
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
    // The legend wraps only where its own room ends, not the grid's.
    var narrow = ChangeDrawing(ascii: true, width: 40)
    narrow.legendWidth = 60
    let legend = narrow.draw(
      tree, rows: Array(rows.prefix(2)), expected: expected, lines: [:])
    #expect(legend.hasPrefix("changes (. skipped; A!=B: yours A, the reference B):\n"))
    narrow.legendWidth = 30
    let wrapped = narrow.draw(tree, rows: Array(rows.prefix(2)), expected: expected, lines: [:])
    let firstLines = wrapped.split(whereSeparator: { $0 == "\n" }).prefix(2)
    #expect(firstLines.allSatisfy { line in line.count <= 30 })
    #expect(!wrapped.hasPrefix("changes (. skipped; A!=B: yours A, the reference B):"))
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

  @Test("control characters and bidirectional overrides in names cannot steer the terminal")
  func hostileNames() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("A\u{1B}[31mRED", parent: nil, reads: ["k"]),
        ViewNode("B\u{202E}x", parent: "A\u{1B}[31mRED", reads: []),
      ],
      storage: ["k": .environment])
    let rows = [tree.change("c\u{07}", key: "k")]
    for ascii in [false, true] {
      let text =
        TreeDrawing(ascii: ascii).draw(tree) + ChangeDrawing(ascii: ascii).draw(tree, rows: rows)
      #expect(
        !text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }
      )
      #expect(text.contains(ascii ? "A?[31mRED" : "A\u{FFFD}[31mRED"))
    }
  }

  @Test("the drawing's cost is linear in views times changes")
  func linear() throws {
    func cost(_ count: Int) throws -> (Double, Int) {
      let tree = try randomTree(count, seed: 3)
      let rows = (0..<4).map { tree.change("c\($0)", key: "k") }
      var size = 0
      let time = (0..<5).map { _ in
        threadSeconds {
          size = ChangeDrawing(width: 200).draw(tree, rows: rows).utf8.count
        }
      }.min()!
      return (time, size)
    }
    let smallSize = try cost(1_500).1
    let largeSize = try cost(6_000).1
    let ratio = growth(from: 1_500, to: 6_000, limit: 8, runs: 1) { (try? cost($0).0) ?? .infinity }
    #expect(ratio < 8, "4x the views cost \(ratio)x the time")
    #expect(Double(largeSize) / Double(smallSize) < 4.5)
  }
}
