import GraderReaders
import GraderTestSupport
import Testing

/// Reads `text` as a description named `name`.
func read(_ text: String, as format: DescriptionFormat, name: String? = nil) -> Description {
  DescriptionReader.read(
    SourceFile(path: name ?? "t.\(format.rawValue)", text: text), as: format)
}

/// The rendered diagnostics of `description`, without color.
func rendered(_ description: Description) -> String {
  DiagnosticRenderer().render(description.diagnostics)
}

@Suite("The lesson's measurements")
struct MeasurementTests {
  static let measurements = ["reader-deep", "object-in-environment", "override"]

  @Test(
    "each measurement prints the lesson's rows byte for byte, in both formats",
    arguments: measurements, DescriptionFormat.allCases)
  func measurement(name: String, format: DescriptionFormat) throws {
    let folder = "Tests/GraderReadersTests/Fixtures/Measurements/"
    let source = try fixture(folder + name + "." + format.rawValue)
    let expected = try fixture(folder + name + ".txt")
    let description = read(source, as: format)
    #expect(description.diagnostics.isEmpty, "\(rendered(description))")
    #expect(description.printedLines.map { $0 + "\n" }.joined() == expected)
  }

  @Test(
    "a .tree and a .swift description of one screen build the same tree", arguments: measurements)
  func sameTree(name: String) throws {
    let folder = "Tests/GraderReadersTests/Fixtures/Measurements/"
    let swift = read(try fixture(folder + name + ".swift"), as: .swift)
    let tree = read(try fixture(folder + name + ".tree"), as: .tree)
    #expect(swift.screens.map(\.tree.nodes) == tree.screens.map(\.tree.nodes))
    #expect(swift.screens.map(\.tree.storage) == tree.screens.map(\.tree.storage))
  }

  @Test("the lesson's own core declarations are skipped with a note")
  func coreDeclarationsSkipped() {
    let text = """
      enum Storage {
          case environment
      }
      struct ViewNode { let name: String }
      struct Recompute {}
      struct ViewTree {
          func change() { print("never") }
      }
      func countCauses(_ list: [Recompute]) {
          for item in list { print(item) }
      }
      let screen = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
      _ = screen.change("k-changed", key: "k")
      """
    let description = read(text, as: .swift)
    #expect(
      description.printedLines == ["k-changed: k changed | recomputed A environment | skipped none"]
    )
    #expect(
      rendered(description).hasPrefix(
        "t.swift:1:1: note: skipped the lesson's core declarations (Storage, ViewNode, Recompute, ViewTree, countCauses); grader applies its own model"
      ))
    #expect(!description.hasErrors)
  }

  @Test("statements run in order, as the program would run them")
  func order() {
    let text = """
      let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["a", "b"])], storage: [:])
      let first = tree.change("one", key: "b")
      countCauses([] + first)
      tree.change("two", key: "a"); _ = tree.change("three", key: "c")
      """
    #expect(
      read(text, as: .swift).printedLines == [
        "one: b changed | recomputed A out-of-scope | skipped none",
        "local: 0", "parent: 0", "observed: 0", "environment: 0",
        "two: a changed | recomputed A out-of-scope | skipped none",
        "three: c changed | recomputed none | skipped A",
      ])
  }

  @Test("reads may be written as a Set, and a type annotation may name one")
  func setReads() {
    let text = """
      let keys: Set<String> = ["a", "b", "a"]
      let t = ViewTree(
        nodes: [ViewNode("A", parent: nil, reads: Set(["a", "a"])), ViewNode("B", parent: "A", reads: keys)],
        storage: ["a": .environment])
      _ = t.change("c", key: "a")
      """
    let description = read(text, as: .swift)
    #expect(description.diagnostics.isEmpty, "\(rendered(description))")
    #expect(
      description.printedLines == [
        "c: a changed | recomputed A environment, B environment | skipped none"
      ])
  }

  @Test("a .tree count counts the changes since the last count")
  func treeCounts() {
    let text = """
      key s state A
      A reads s
        B reads s
      change one s
      count
      change two s
      change three s
      count
      """
    #expect(
      read(text, as: .tree).printedLines == [
        "one: s changed | recomputed A local, B parent | skipped none",
        "local: 1", "parent: 1", "observed: 0", "environment: 0",
        "two: s changed | recomputed A local, B parent | skipped none",
        "three: s changed | recomputed A local, B parent | skipped none",
        "local: 2", "parent: 2", "observed: 0", "environment: 0",
      ])
  }

  @Test("a .tree view at the left margin may name any parent, a dangling one included")
  func treeParents() {
    let text = """
      key s state Ghost
      "Odd Name" parent Ghost reads s
      Child parent "Odd Name" reads s, t
      change "s changed!" s
      """
    let description = read(text, as: .tree)
    #expect(
      description.printedLines == [
        "s changed!: s changed | recomputed Odd Name parent, Child parent | skipped none"
      ])
    #expect(rendered(description).contains("warning: parent 'Ghost' names no view in this tree"))
  }
}
