import Foundation
import GraderTestSupport
import GraderWorkloads
import Testing

@testable import GraderModel

/// The rows of `script`, one line each.
private func rows(_ tree: ViewTree, _ script: [ScriptStep]) -> [String] {
  tree.run(script).flatMap(\.lines)
}

@Suite("Placed environment values")
struct PlacementTests {
  /// ReaderScreen places textScale; SidePane places its own; SideNote sits in SidePane.
  let override = try! ViewTree(
    nodes: [
      ViewNode("ReaderScreen", parent: nil, reads: [], places: ["textScale"]),
      ViewNode("ArticlePane", parent: "ReaderScreen", reads: ["textScale"]),
      ViewNode("SidePane", parent: "ReaderScreen", reads: ["textScale"], places: ["textScale"]),
      ViewNode("SideNote", parent: "SidePane", reads: ["textScale"]),
    ],
    storage: ["textScale": .environment])

  @Test(
    "a change at a placement recomputes the readers that read from it, the placing view included")
  func placement() {
    #expect(
      override.change("upper", key: "textScale", at: "ReaderScreen").description
        == "upper: textScale changed | recomputed ArticlePane environment | skipped ReaderScreen,SidePane,SideNote"
    )
    #expect(
      override.change("side", key: "textScale", at: "SidePane").description
        == "side: textScale changed | recomputed SidePane environment, SideNote environment | skipped ReaderScreen,ArticlePane"
    )
  }

  @Test("a change with no placement named changes the system's value, shielded by every placement")
  func system() {
    #expect(
      override.change("system", key: "textScale").description
        == "system: textScale changed | recomputed none | skipped ReaderScreen,ArticlePane,SidePane,SideNote"
    )
    let half = try! ViewTree(
      nodes: [
        ViewNode("Root", parent: nil, reads: ["k"]),
        ViewNode("Placing", parent: "Root", reads: ["k"], places: ["k"]),
        ViewNode("Under", parent: "Placing", reads: ["k"]),
        ViewNode("Beside", parent: "Root", reads: ["k"]),
      ],
      storage: ["k": .environment])
    #expect(
      half.change("c", key: "k").recomputed.map(\.view) == ["Root", "Beside"])
  }

  @Test("overrides nested three deep each shield their own subtree")
  func nested() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("A", parent: nil, reads: [], places: ["k"]),
        ViewNode("AReader", parent: "A", reads: ["k"]),
        ViewNode("B", parent: "A", reads: [], places: ["k"]),
        ViewNode("BReader", parent: "B", reads: ["k"]),
        ViewNode("C", parent: "B", reads: ["k"], places: ["k"]),
        ViewNode("CReader", parent: "C", reads: ["k"]),
      ],
      storage: ["k": .environment])
    #expect(tree.change("a", key: "k", at: "A").recomputed.map(\.view) == ["AReader"])
    #expect(tree.change("b", key: "k", at: "B").recomputed.map(\.view) == ["BReader"])
    #expect(tree.change("c", key: "k", at: "C").recomputed.map(\.view) == ["C", "CReader"])
  }

  @Test(
    "a derived override: the upper change recomputes the deriving views and their readers, at any depth"
  )
  func derived() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("Root", parent: nil, reads: [], places: ["k"]),
        ViewNode("D1", parent: "Root", reads: [], derives: ["k"]),
        ViewNode("D2", parent: "D1", reads: [], derives: ["k"]),
        ViewNode("Deep", parent: "D2", reads: ["k"]),
        ViewNode("Mid", parent: "D1", reads: ["k"]),
        ViewNode("Fixed", parent: "D1", reads: [], places: ["k"]),
        ViewNode("Shielded", parent: "Fixed", reads: ["k"]),
        ViewNode("Top", parent: "Root", reads: ["k"]),
      ],
      storage: ["k": .environment])
    let upper = tree.change("upper", key: "k", at: "Root")
    #expect(upper.recomputed.map(\.view) == ["D1", "D2", "Deep", "Mid", "Top"])
    #expect(upper.recomputed.allSatisfy { $0.cause == .environment })
    #expect(tree.change("d1", key: "k", at: "D1").recomputed.map(\.view) == ["D2", "Deep", "Mid"])
    #expect(tree.change("fixed", key: "k", at: "Fixed").recomputed.map(\.view) == ["Shielded"])
  }

  @Test("replacing an object placed in the environment recomputes every view that takes it")
  func replacedObject() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("AppScreen", parent: nil, reads: [], places: ["SessionStore"]),
        ViewNode("InboxBadge", parent: "AppScreen", reads: ["SessionStore", "unreadCount"]),
        ViewNode("ProfileHeader", parent: "AppScreen", reads: ["SessionStore", "userName"]),
      ],
      storage: [
        "SessionStore": .environment, "unreadCount": .model(object: "SessionStore"),
        "userName": .model(object: "SessionStore"),
      ])
    let property = tree.change("unread", key: "unreadCount")
    #expect(property.recomputed == [Recompute(view: "InboxBadge", cause: .observed)])
    let replaced = tree.change("replaced", key: "SessionStore", at: "AppScreen")
    #expect(
      replaced.recomputed == [
        Recompute(view: "InboxBadge", cause: .environment),
        Recompute(view: "ProfileHeader", cause: .environment),
      ])
  }

  @Test("a lazy key read where nothing places it is found; under a placement it is not")
  func lazy() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("ContentView", parent: nil, reads: []),
        ViewNode("LogoHeader", parent: "ContentView", reads: ["appSetting"]),
        ViewNode(
          "AppMainView", parent: "ContentView", reads: ["appSetting"], places: ["appSetting"]),
        ViewNode("MainTabs", parent: "AppMainView", reads: ["appSetting"]),
      ],
      storage: ["appSetting": .environment], lazy: ["appSetting"])
    #expect(tree.lazyReadsOutOfPlace.map(\.view) == [1])
    #expect(
      tree.modelWarnings == [
        "LogoHeader reads appSetting where nothing places it; a member read of its default traps"
      ])
    let eager = try ViewTree(nodes: tree.nodes, storage: tree.storage)
    #expect(eager.modelWarnings.isEmpty)
  }

  @Test(
    "the lesson's bounding measurement, with a real override, recomputes the views its two keys do")
  func boundingMeasurement() throws {
    let twoKeys = try ViewTree(
      nodes: [
        ViewNode("ReaderScreen", parent: nil, reads: []),
        ViewNode("ArticlePane", parent: "ReaderScreen", reads: ["textScale"]),
        ViewNode("SidePane", parent: "ReaderScreen", reads: ["paneTextScale"]),
      ],
      storage: ["textScale": .environment, "paneTextScale": .environment])
    let placed = try ViewTree(
      nodes: [
        ViewNode("ReaderScreen", parent: nil, reads: [], places: ["textScale"]),
        ViewNode("ArticlePane", parent: "ReaderScreen", reads: ["textScale"]),
        ViewNode("SidePane", parent: "ReaderScreen", reads: ["textScale"], places: ["textScale"]),
      ],
      storage: ["textScale": .environment])
    let pairs: [(ChangeRow, ChangeRow)] = [
      (
        twoKeys.change("upper-scale-changed", key: "textScale"),
        placed.change("upper-scale-changed", key: "textScale", at: "ReaderScreen")
      ),
      (
        twoKeys.change("side-scale-changed", key: "paneTextScale"),
        placed.change("side-scale-changed", key: "textScale", at: "SidePane")
      ),
    ]
    for (keys, real) in pairs {
      #expect(keys.recomputed == real.recomputed)
      #expect(keys.skipped == real.skipped)
    }
    #expect(
      CauseCount(pairs.flatMap(\.0.recomputed)) == CauseCount(pairs.flatMap(\.1.recomputed)))
  }

  @Test("without placements the rows are the lesson's, with or without the new arguments")
  func compatible() throws {
    let plain = try ViewTree(
      nodes: readerScreen.nodes.map { ViewNode($0.name, parent: $0.parent, reads: $0.reads) },
      storage: readerScreen.storage, lazy: [])
    let script: [ScriptStep] = [
      .change(label: "scale-changed", key: "textScale"),
      .change(label: "mode-changed", key: "colorScheme"), .count,
    ]
    #expect(rows(plain, script) == rows(readerScreen, script))
    #expect(
      rows(plain, script)[0]
        == "scale-changed: textScale changed | recomputed ParagraphView environment, CaptionView environment | skipped ReaderScreen,ArticleView,SidebarView"
    )
  }

  @Test("a change on a chain of derived overrides costs time linear in the views")
  func linear() throws {
    func chain(_ count: Int) throws -> ViewTree {
      try ViewTree(
        nodes: (0..<count).map {
          ViewNode(
            "V\($0)", parent: $0 == 0 ? nil : "V\($0 - 1)", reads: ["k"],
            places: $0 == 0 ? ["k"] : [], derives: $0 == 0 ? [] : ["k"])
        },
        storage: ["k": .environment])
    }
    // Processor time of this thread, best of five: other tests running beside it are left out.
    func seconds(_ tree: ViewTree) -> Double {
      (0..<5).map { _ in threadSeconds { _ = tree.change("c", key: "k", at: "V0") } }.min()!
    }
    let small = try chain(20_000)
    let large = try chain(80_000)
    let ratio = growth(from: 0, to: 1, limit: 8) { seconds($0 == 0 ? small : large) }
    #expect(large.change("c", key: "k", at: "V0").recomputed.count == 80_000)
    #expect(ratio < 8, "4x the views took \(ratio)x the time")
  }
}
