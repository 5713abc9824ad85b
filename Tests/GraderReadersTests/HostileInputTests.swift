import GraderReaders
import Testing

@Suite("Hostile input")
struct HostileInputTests {
  let lessonTree = """
    key textScale environment
    ReaderScreen
      Paragraph reads textScale
    change scale-changed textScale
    """

  @Test("a byte-order mark and CRLF line endings just work", arguments: DescriptionFormat.allCases)
  func bomAndCRLF(format: DescriptionFormat) {
    let text =
      format == .tree
      ? lessonTree
      : """
      let t = ViewTree(nodes: [
        ViewNode("ReaderScreen", parent: nil, reads: []),
        ViewNode("Paragraph", parent: "ReaderScreen", reads: ["textScale"]),
      ], storage: ["textScale": .environment])
      _ = t.change("scale-changed", key: "textScale")
      """
    let bytes = [0xEF, 0xBB, 0xBF] + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    let description = DescriptionReader.read(SourceFile(path: "t", bytes: bytes), as: format)
    #expect(description.diagnostics.isEmpty, "\(rendered(description))")
    #expect(
      description.printedLines == [
        "scale-changed: textScale changed | recomputed Paragraph environment | skipped ReaderScreen"
      ])
  }

  @Test("a CRLF file's diagnostics show the line without its carriage return")
  func crlfDiagnostics() {
    let bytes = Array("A\r\n  B reeds k\r\n".utf8)
    let description = DescriptionReader.read(SourceFile(path: "t.tree", bytes: bytes), as: .tree)
    #expect(
      rendered(description).contains(
        "t.tree:2:5: error: expected a clause after the view name 'B', found 'reeds'; a view's line goes on with 'reads', 'takes', 'holds', 'parent', 'places' or 'derives'\n  B reeds k\n    ^~~~~\n"
      ))
  }

  @Test("invalid UTF-8 is located at its first bad byte", arguments: DescriptionFormat.allCases)
  func invalidUTF8(format: DescriptionFormat) {
    let bytes = Array("A\nBé reads ".utf8) + [0xFF, 0xFE] + Array(" k\n".utf8)
    let description = DescriptionReader.read(SourceFile(path: "t", bytes: bytes), as: format)
    #expect(
      rendered(description).hasPrefix("t:2:10: error: file is not valid UTF-8 text (byte 0xFF)"))
  }

  @Test("binary garbage is an error, not a crash", arguments: DescriptionFormat.allCases)
  func binary(format: DescriptionFormat) {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let description = DescriptionReader.read(
      SourceFile(path: "t", bytes: [0x00] + bytes), as: format)
    #expect(
      rendered(description).hasPrefix(
        "t:1:1: error: file holds a NUL byte; a description is text, not binary data"))
  }

  @Test(
    "stray bytes that are valid text still get located errors, capped",
    arguments: DescriptionFormat.allCases)
  func garbageText(format: DescriptionFormat) {
    let text = String(repeating: "}{)(][ ;: é ?! \\ \" \n", count: 500)
    let description = DescriptionReader.read(SourceFile(path: "t", text: text), as: format)
    #expect(description.hasErrors)
    let errors = description.diagnostics.filter { $0.severity == .error }
    #expect(errors.count <= DescriptionReader.errorLimit + 1)
  }

  @Test(
    "unbalanced brackets inside lists end the statement instead of looping",
    arguments: [
      "let t = ViewTree(nodes: [\n  View(Node(\"A\", parent: nil, reads: []),\n  ],\n  storage: [:])\nlet u = 1",
      "let a = [f(g(\"x\"), ]", "let a = (]", "let a = [)", "f(}", "[{]",
    ])
  func unbalanced(text: String) {
    let description = read(text, as: .swift)
    #expect(description.hasErrors)
  }

  @Test("200,000 nested brackets are refused without overflowing the stack")
  func deepNesting() {
    let depth = 200_000
    let text =
      "let a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let description = read(text, as: .swift)
    #expect(
      rendered(description).hasPrefix("t.swift:1:137: error: brackets nest deeper than 128 levels"))
  }

  @Test("long chains of members and sums are refused or read without recursion")
  func longChains() {
    let members = read("let a = b" + String(repeating: ".c", count: 100_000), as: .swift)
    #expect(members.hasErrors)
    let sum = read(
      tree + "\nlet r = "
        + Array(repeating: "t.change(\"a\", key: \"k\")", count: 20_000).joined(separator: " + ")
        + "\ncountCauses(r)", as: .swift)
    #expect(!sum.hasErrors)
    #expect(sum.printedLines.last == "environment: 20000")
  }

  @Test("a 100,000-view file with one bad line at the end is read, and the line found")
  func largeFile() {
    let count = 100_000
    var text = "let nodes = [\n"
    text.reserveCapacity(count * 48)
    for index in 0..<count {
      text +=
        "  ViewNode(\"V\(index)\", parent: \(index == 0 ? "nil" : "\"V\(index - 1)\""), reads: [\"k\"]),\n"
    }
    text +=
      "]\nlet t = ViewTree(nodes: nodes, storage: [\"k\": .state(owner: \"V0\")])\nt.change(\"c\", key: \"k\"))\n"
    let description = read(text, as: .swift)
    let errors = description.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.location?.line == count + 4)
  }
}
