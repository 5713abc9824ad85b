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

@Suite("Placements computed from a key, and lazy keys, at scale")
struct PlacedFromScaleTests {
  @Test("a change at a placement reaches the placements computed from it there, and no other")
  func changeAtReachesItsOwn() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("Root", parent: nil, reads: [], places: ["k"]),
        ViewNode("A", parent: "Root", reads: [], places: ["k"]),
        ViewNode("AX", parent: "A", reads: ["k"], places: ["x"], placedFrom: ["x": "k"]),
        ViewNode("AR", parent: "AX", reads: ["x"]),
        ViewNode("B", parent: "Root", reads: [], places: ["k"]),
        ViewNode("BX", parent: "B", reads: ["k"], places: ["x"], placedFrom: ["x": "k"]),
        ViewNode("BR", parent: "BX", reads: ["x"]),
      ],
      storage: ["k": .environment, "x": .environment])
    #expect(
      tree.change("c", key: "k", at: "A").recomputed.map(\.view) == ["AX", "AR"])
    // The system's value is shielded by every placement of k.
    #expect(tree.change("s", key: "k").recomputed.isEmpty)
  }

  @Test("lazy keys read beside many views cost time linear in the views and keys")
  func lazyLinear() {
    func tree(_ count: Int) -> ViewTree {
      var nodes = [ViewNode("Root", parent: nil, reads: [])]
      nodes.append(ViewNode("Reader", parent: "Root", reads: (0..<count).map { "lk\($0)" }))
      for index in 0..<count { nodes.append(ViewNode("V\(index)", parent: "Root", reads: [])) }
      return try! ViewTree(
        nodes: nodes, storage: [:], lazy: Set((0..<count).map { "lk\($0)" }))
    }
    let small = tree(2_000)
    let large = tree(8_000)
    #expect(small.lazyReadsOutOfPlace.count == 2_000)
    let ratio = growth(from: 0, to: 1, limit: 5) { size in
      threadSeconds { _ = (size == 0 ? small : large).lazyReadsOutOfPlace }
    }
    #expect(ratio < 5, "4x the keys and views took \(ratio)x the time")
  }
}
