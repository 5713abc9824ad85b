import GraderTestSupport
import GraderWorkloads
import Testing

@testable import GraderModel

@Suite("ObservableObjects held by views")
struct HeldObjectTests {
  /// CartScreen owns the store (@StateObject) and reads nothing of it; the
  /// badge observes it and reads the count; the summary has it as a plain
  /// `let` and reads the total; the header reads the screen's title.
  let shop = try! ViewTree(
    nodes: [
      ViewNode("CartScreen", parent: nil, reads: ["title"], holds: ["CartStore"]),
      ViewNode("CartBadge", parent: "CartScreen", reads: ["itemCount"], holds: ["CartStore"]),
      ViewNode("CartSummary", parent: "CartScreen", reads: ["total"]),
      ViewNode("CartHeader", parent: "CartScreen", reads: ["title"]),
    ],
    storage: [
      "itemCount": .published(object: "CartStore"), "total": .published(object: "CartStore"),
      "title": .state(owner: "CartScreen"),
    ])

  @Test("a published property's change runs every holder, read or not, and no one else")
  func holders() {
    #expect(
      shop.change("added", key: "itemCount").description
        == "added: itemCount changed | recomputed CartScreen observed, CartBadge observed | skipped CartSummary,CartHeader"
    )
    // The summary reads the total, but holds nothing: nothing tells it.
    #expect(
      shop.change("priced", key: "total").description
        == "priced: total changed | recomputed CartScreen observed, CartBadge observed | skipped CartSummary,CartHeader"
    )
  }

  @Test("a view that takes a published value runs when its holding parent runs")
  func takenFromHolder() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("Screen", parent: nil, reads: [], holds: ["Store"]),
        ViewNode("Row", parent: "Screen", reads: [], takes: ["count"]),
        ViewNode("Other", parent: "Screen", reads: ["count"]),
      ],
      storage: ["count": .published(object: "Store")])
    #expect(
      tree.change("c", key: "count").description
        == "c: count changed | recomputed Screen observed, Row parent | skipped Other")
  }

  @Test("an @Observable property still reaches its readers alone, whatever a view holds")
  func observableUnchanged() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("Screen", parent: nil, reads: [], holds: ["Library"]),
        ViewNode("List", parent: "Screen", reads: ["books"]),
      ],
      storage: ["books": .model(object: "Library")])
    #expect(
      tree.change("c", key: "books").description
        == "c: books changed | recomputed List observed | skipped Screen")
  }

  @Test("holding costs time linear in the views: a fan of holders")
  func linear() throws {
    func fan(_ count: Int) -> ViewTree {
      var nodes = [ViewNode("Root", parent: nil, reads: [])]
      for index in 0..<count {
        nodes.append(
          ViewNode("V\(index)", parent: "Root", reads: ["k\(index % 7)"], holds: ["S\(index % 3)"]))
      }
      var storage: [String: Storage] = [:]
      for index in 0..<7 { storage["k\(index)"] = .published(object: "S\(index % 3)") }
      return try! ViewTree(nodes: nodes, storage: storage)
    }
    let small = fan(5_000)
    let large = fan(20_000)
    let ratio = growth(from: 0, to: 1, limit: 5) { size in
      let tree = size == 0 ? small : large
      return threadSeconds { for index in 0..<7 { _ = tree.change("c", key: "k\(index)") } }
    }
    #expect(ratio < 5, "4x the views took \(ratio)x the time")
  }
}
