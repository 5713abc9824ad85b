import GraderReaders
import Testing

@Suite("Names with control characters")
struct ControlCharacterNameTests {
  @Test(
    "a name with a control character is a located error in both readers",
    arguments: [
      (
        "t.swift", DescriptionFormat.swift,
        "let nodes = [\n  ViewNode(\"Root\", parent: nil, reads: []),\n  ViewNode(\"Evil\\n::error::x\", parent: \"Root\", reads: [\"k\"]),\n]\nlet t = ViewTree(nodes: nodes, storage: [\"k\": .environment])\n",
        "t.swift:3:3: error: view name 'Evil\\n::error::x' holds a control character; names are printable text on one line"
      ),
      (
        "t.tree", .tree, "key k environment\nRoot\n  \"Evil\\n::x\" reads k\n",
        "t.tree:3:3: error: view name 'Evil\\n::x' holds a control character; names are printable text on one line"
      ),
      (
        "t.swift", .swift,
        "let t = ViewTree(nodes: [ViewNode(\"A\", parent: nil, reads: [\"k\\u{1B}\"])], storage: [\"k\\u{1B}\": .state(owner: \"A\")])\n",
        "t.swift:1:"
      ),
    ])
  func located(path: String, format: DescriptionFormat, text: String, expected: String) {
    let description = DescriptionReader.read(SourceFile(path: path, text: text), as: format)
    #expect(description.hasErrors)
    let rendered = DiagnosticRenderer().render(description.diagnostics)
    #expect(rendered.hasPrefix(expected), "\(rendered)")
    #expect(rendered.contains("holds a control character"))
    #expect(description.screens.isEmpty)
  }
}
