import GraderModel
import GraderReaders
import GraderTestSupport
import Testing

@Suite("Held objects in both readers")
struct HeldObjectReaderTests {
  static let tree = """
    key itemCount published CartStore
    key title state CartScreen
    CartScreen reads title holds CartStore
      CartBadge reads itemCount holds CartStore
      CartSummary reads itemCount
    change added itemCount
    change renamed title
    count
    """

  static let swift = """
    let storage: [String: Storage] = [
      "itemCount": .published(object: "CartStore"), "title": .state(owner: "CartScreen"),
    ]
    let screen = ViewTree(nodes: [
      ViewNode("CartScreen", parent: nil, reads: ["title"], holds: ["CartStore"]),
      ViewNode("CartBadge", parent: "CartScreen", reads: ["itemCount"], holds: ["CartStore"]),
      ViewNode("CartSummary", parent: "CartScreen", reads: ["itemCount"]),
    ], storage: storage)
    countCauses([
      screen.change("added", key: "itemCount"),
      screen.change("renamed", key: "title"),
    ].flatMap { $0 })
    """

  @Test("a .tree and a .swift description that hold an object print the same rows")
  func bothFormats() {
    let tree = read(Self.tree, as: .tree)
    let swift = read(Self.swift, as: .swift)
    #expect(tree.diagnostics.isEmpty, "\(rendered(tree))")
    #expect(swift.diagnostics.isEmpty, "\(rendered(swift))")
    #expect(tree.screens.map(\.tree.nodes) == swift.screens.map(\.tree.nodes))
    #expect(
      tree.printedLines == [
        "added: itemCount changed | recomputed CartScreen observed, CartBadge observed | skipped CartSummary",
        "renamed: title changed | recomputed CartScreen local | skipped CartBadge,CartSummary",
        "local: 1", "parent: 0", "observed: 2", "environment: 0",
      ])
    #expect(tree.printedLines == swift.printedLines)
  }

  @Test("holding an @Observable object, or one with no published property, is warned about")
  func holdWarnings() {
    let observable = read(
      """
      key books model Library
      Shelf reads books holds Library
      """, as: .tree)
    #expect(observable.diagnostics.map(\.id) == ["screen.holds-observable-object"])
    #expect(observable.diagnostics.first?.location?.column == 25)
    let typo = read(
      """
      key itemCount published CartStore
      CartScreen holds CartStore
        CartBadge reads itemCount holds CartStor
      """, as: .tree)
    #expect(typo.diagnostics.map(\.id) == ["screen.holds-unknown-object"])
    #expect(typo.diagnostics.first?.notes.first?.message == "did you mean 'CartStore'?")
  }

  @Test("a clause written twice is told so, with the one clause to write, and nothing more")
  func repeatedClause() {
    let description = read(
      """
      key servings state RecipeScreen
      key dishName state RecipeScreen
      RecipeScreen reads servings reads dishName
      change c servings
      """, as: .tree)
    #expect(description.diagnostics.map(\.id) == ["tree.clause-repeated"])
    let diagnostic = description.diagnostics[0]
    #expect(
      diagnostic.message == "'reads' is written twice on the line; one 'reads' lists them all")
    #expect(diagnostic.notes.map(\.message) == ["write 'reads servings, dishName'"])
  }

  @Test("'published' storage names its object, and holds names objects")
  func grammar() {
    let bare = read("key itemCount published\nV holds\n", as: .tree)
    #expect(
      bare.diagnostics.map(\.id) == ["tree.storage-needs-one-name", "tree.clause-without-keys"])
    #expect(bare.diagnostics.last?.message == "'holds' takes one or more objects")
    let swift = read(
      """
      let screen = ViewTree(nodes: [], storage: ["k": .published])
      """, as: .swift)
    #expect(swift.diagnostics.map(\.id) == ["swift.storage-name-missing"])
  }
}
