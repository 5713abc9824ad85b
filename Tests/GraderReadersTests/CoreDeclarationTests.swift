import GraderReaders
import GraderTestSupport
import Testing

@Suite("The lesson's core declarations in a description")
struct CoreDeclarationTests {
  static let folder = "Tests/GraderReadersTests/Fixtures/Core/"

  /// The lesson's `main.swift` for its first screen, and the rows it prints.
  static func program() throws -> (source: String, rows: String) {
    (try fixture(folder + "main.swift"), try fixture(folder + "main.txt"))
  }

  @Test(
    "a core file pasted above or below the program reads with one note and no error",
    arguments: ["Invalidation.swift", "Constructs.swift"], [true, false])
  func pasted(core name: String, above: Bool) throws {
    let core = try fixture(Self.folder + name)
    let (program, rows) = try Self.program()
    let text = above ? core + "\n" + program : program + "\n" + core
    let description = read(text, as: .swift)
    #expect(description.diagnostics.map(\.severity) == [.note], "\(rendered(description))")
    #expect(description.diagnostics.first?.message.hasPrefix("skipped the lesson's core") == true)
    #expect(description.printedLines.map { $0 + "\n" }.joined() == rows)
  }

  @Test("the note points at the first core declaration")
  func noteLocation() throws {
    let core = try fixture(Self.folder + "Invalidation.swift")
    let (program, _) = try Self.program()
    let description = read(program + core, as: .swift)
    let line = program.split(separator: "\n", omittingEmptySubsequences: false).count + 1
    #expect(description.diagnostics.first?.location?.line == line)
    #expect(
      description.diagnostics.first?.message
        == "skipped the lesson's core declarations (Storage, ViewNode, Recompute, ViewTree, countCauses); grader applies its own model"
    )
  }

  @Test("outside a core declaration, the same constructs are still errors")
  func constructsOutsideStillFail() {
    let text = """
      let name = "Reader"
      let label = "\\(name) screen"
      for view in ["A"] { print(view) }
      enum Storage { case environment }
      """
    let description = read(text, as: .swift)
    let errors = description.diagnostics.filter { $0.severity == .error }.map(\.message)
    #expect(
      errors == [
        "string interpolation is outside the description subset that grader reads",
        "'for' loops are outside the description subset that grader reads",
      ])
  }

  @Test("an interpolation's quotes and brackets end nothing outside it")
  func interpolationNesting() {
    let text = """
      let names = ["A"]
      let label = "\\(names.joined(separator: ")\\"(")) views"
      let screen = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
      _ = screen.change("c", key: "k")
      """
    let description = read(text, as: .swift)
    let errors = description.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1)
    #expect(errors.first?.location?.line == 2)
    #expect(errors.first?.location?.column == 14)
  }

  @Test("a core declaration that never closes is skipped to the end of the file")
  func unclosed() {
    let description = read(
      "struct ViewTree {\n  func change() {\n    print(\"\\(x)\")\n", as: .swift)
    #expect(description.diagnostics.map(\.severity) == [.note])
  }
}
