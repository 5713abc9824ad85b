import GraderKit
import GraderModel
import Testing

@Suite("Tree drawing")
struct TreeDrawingTests {
  @Test("views hang under their parents, with what they read and where it is stored")
  func drawing() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("Screen", parent: nil, reads: []),
        ViewNode("Pane", parent: "Screen", reads: ["s"]),
        ViewNode("Row", parent: "Pane", reads: ["m", "e"]),
        ViewNode("Orphan", parent: "Ghost", reads: ["x"]),
        ViewNode("Side", parent: "Screen", reads: []),
      ],
      storage: ["s": .state(owner: "Screen"), "m": .model(object: "Store"), "e": .environment])
    #expect(
      TreeDrawing().draw(tree) == """
        Screen
        ├─ Pane  reads s (state Screen)
        │  └─ Row  reads m (model Store), e (environment)
        └─ Side
        Ghost  (names no view)
        └─ Orphan  reads x (no storage)

        """)
    #expect(TreeDrawing(ascii: true).draw(tree).contains("|  `- Row"))
  }

  @Test("a chain of 100,000 views draws without recursion")
  func deepChain() throws {
    let count = 100_000
    let nodes = (0..<count).map {
      ViewNode("V\($0)", parent: $0 == 0 ? nil : "V\($0 - 1)", reads: [])
    }
    let drawing = TreeDrawing(ascii: true).draw(try ViewTree(nodes: nodes, storage: [:]))
    let lines = drawing.split(separator: "\n")
    #expect(lines.count == count)
    #expect(lines.last == "(99999) `- V99999")
    #expect(drawing.utf8.count < count * 200)
  }
}
