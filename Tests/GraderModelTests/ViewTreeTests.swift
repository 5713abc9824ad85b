import Testing

@testable import GraderModel

/// The reader screen of the lesson's first measurement.
let readerScreen = try! ViewTree(
  nodes: [
    ViewNode("ReaderScreen", parent: nil, reads: []),
    ViewNode("ArticleView", parent: "ReaderScreen", reads: []),
    ViewNode("ParagraphView", parent: "ArticleView", reads: ["textScale"]),
    ViewNode("CaptionView", parent: "ArticleView", reads: ["textScale"]),
    ViewNode("SidebarView", parent: "ReaderScreen", reads: ["colorScheme"]),
  ],
  storage: ["textScale": .environment, "colorScheme": .environment])

@Suite("ViewTree")
struct ViewTreeTests {
  @Test("a change recomputes exactly its readers, in the tree's order")
  func readersInOrder() {
    let row = readerScreen.change("scale-changed", key: "textScale")
    #expect(
      row.description
        == "scale-changed: textScale changed | recomputed ParagraphView environment, CaptionView environment | skipped ReaderScreen,ArticleView,SidebarView"
    )
    #expect(row.recomputed.map(\.view) == ["ParagraphView", "CaptionView"])
  }

  @Test("an empty list prints none")
  func noneWhenEmpty() throws {
    let nobody = readerScreen.change("nobody", key: "unread")
    #expect(
      nobody.description.hasSuffix(
        "| recomputed none | skipped ReaderScreen,ArticleView,ParagraphView,CaptionView,SidebarView"
      ))
    let everyone = try ViewTree(nodes: [ViewNode("Only", parent: nil, reads: ["k"])], storage: [:])
    #expect(
      everyone.change("all", key: "k").description
        == "all: k changed | recomputed Only out-of-scope | skipped none")
    let empty = try ViewTree(nodes: [], storage: [:])
    #expect(
      empty.change("x", key: "k").description == "x: k changed | recomputed none | skipped none")
  }

  /// A tree in which one key of each storage is read by views in every relation to its owner.
  static let causeTree = try! ViewTree(
    nodes: [
      ViewNode("Root", parent: nil, reads: ["deep", "own"]),
      ViewNode("Middle", parent: "Root", reads: ["own", "env", "prop"]),
      ViewNode("Leaf", parent: "Middle", reads: ["deep", "own", "stray"]),
      ViewNode("Sibling", parent: "Root", reads: ["own", "ghostly"]),
      ViewNode("Orphan", parent: "Ghost", reads: ["ghostly", "own"]),
    ],
    storage: [
      "deep": .state(owner: "Root"), "own": .state(owner: "Middle"), "env": .environment,
      "prop": .model(object: "Store"), "ghostly": .state(owner: "Ghost"),
    ])

  @Test(
    "every cause",
    arguments: [
      ("own", "Middle", Cause.local),
      ("deep", "Leaf", .parent),
      ("own", "Leaf", .parent),
      ("deep", "Root", .local),
      ("own", "Root", .offRule),
      ("own", "Sibling", .offRule),
      ("own", "Orphan", .offRule),
      ("env", "Middle", .environment),
      ("prop", "Middle", .observed),
      ("stray", "Leaf", .outOfScope),
      ("ghostly", "Orphan", .parent),
      ("ghostly", "Sibling", .offRule),
    ])
  func cause(key: String, view: String, cause: Cause) {
    let row = Self.causeTree.change("c", key: key)
    #expect(row.recomputed.first { $0.view == view }?.cause == cause)
  }

  @Test("a parent that names no view still counts as an ancestor name")
  func danglingParent() throws {
    let tree = try ViewTree(
      nodes: [ViewNode("Pane", parent: "Screen", reads: ["x"])],
      storage: ["x": .state(owner: "Screen")])
    #expect(
      tree.change("x-changed", key: "x").recomputed == [Recompute(view: "Pane", cause: .parent)])
    #expect(tree.danglingParents.map(\.parent) == ["Screen"])
  }

  @Test("views may be listed before their parents")
  func childBeforeParent() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("Child", parent: "Parent", reads: ["s"]),
        ViewNode("Parent", parent: "Top", reads: []),
        ViewNode("Top", parent: nil, reads: []),
      ],
      storage: ["s": .state(owner: "Top")])
    #expect(
      tree.change("c", key: "s").description
        == "c: s changed | recomputed Child parent | skipped Parent,Top")
    #expect(tree.danglingParents.isEmpty)
  }

  @Test("repeated reads count once")
  func repeatedReads() {
    #expect(ViewNode("V", parent: nil, reads: ["a", "b", "a"]).reads == ["a", "b"])
  }

  @Test("a count prints exactly four lines")
  func count() {
    let recomputes = [
      Recompute(view: "A", cause: .local), Recompute(view: "B", cause: .environment),
      Recompute(view: "C", cause: .environment), Recompute(view: "D", cause: .offRule),
    ]
    #expect(
      CauseCount(recomputes).lines == ["local: 1", "parent: 0", "observed: 0", "environment: 2"])
  }
}

@Suite("ViewTree validation")
struct ValidationTests {
  @Test("two views with one name are refused")
  func duplicateNames() {
    #expect(throws: TreeError(issues: [.duplicateName(name: "A", first: 0, again: 2)])) {
      try ViewTree(
        nodes: [
          ViewNode("A", parent: nil, reads: []), ViewNode("B", parent: "A", reads: []),
          ViewNode("A", parent: nil, reads: []),
        ], storage: [:])
    }
  }

  @Test("a view that is its own parent is a cycle of one")
  func selfParent() {
    #expect(throws: TreeError(issues: [.parentCycle(members: [1])])) {
      try ViewTree(
        nodes: [ViewNode("A", parent: nil, reads: []), ViewNode("B", parent: "B", reads: [])],
        storage: [:])
    }
  }

  @Test("every cycle is reported, from its earliest view")
  func cycles() {
    #expect(
      throws: TreeError(issues: [.parentCycle(members: [0, 2, 1]), .parentCycle(members: [3, 4])])
    ) {
      try ViewTree(
        nodes: [
          ViewNode("A", parent: "C", reads: []), ViewNode("B", parent: "A", reads: []),
          ViewNode("C", parent: "B", reads: []), ViewNode("D", parent: "E", reads: []),
          ViewNode("E", parent: "D", reads: []), ViewNode("F", parent: "D", reads: []),
        ], storage: [:])
    }
  }

  @Test("a cycle beside a rooted tree is reported, and a view below it is not one")
  func cycleBesideRoot() {
    #expect(throws: TreeError(issues: [.parentCycle(members: [2, 3])])) {
      try ViewTree(
        nodes: [
          ViewNode("Root", parent: nil, reads: []), ViewNode("Child", parent: "Root", reads: []),
          ViewNode("B", parent: "C", reads: []), ViewNode("C", parent: "B", reads: []),
          ViewNode("Below", parent: "C", reads: []),
        ], storage: [:])
    }
  }

  @Test("a chain of 200,000 views builds and answers without recursion")
  func deepChain() throws {
    let count = 200_000
    let nodes = (0..<count).map {
      ViewNode("V\($0)", parent: $0 == 0 ? nil : "V\($0 - 1)", reads: ["k"])
    }
    let tree = try ViewTree(nodes: nodes, storage: ["k": .state(owner: "V0")])
    let row = tree.change("c", key: "k")
    #expect(row.recomputed.count == count)
    #expect(row.recomputed.dropFirst().allSatisfy { $0.cause == .parent })
    #expect(row.recomputed.first?.cause == .local)
  }

  @Test("ancestry agrees with a walk up the parents, over many small forests")
  func ancestryAgreesWithWalk() {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<400 {
      let count = 1 + next(10)
      // Each view: a root, a parent that names no view, or another view.
      let parents: [String?] = (0..<count).map { _ in
        switch next(6) {
        case 0: nil
        case 1: "Gone"
        default: "V\(next(count))"
        }
      }
      let nodes = (0..<count).map { ViewNode("V\($0)", parent: parents[$0], reads: []) }
      // The walk: each view's chain of parents by name, up to a repeat.
      func chain(_ index: Int) -> (names: [String], cycles: Bool) {
        var names: [String] = []
        var current = parents[index]
        while let name = current {
          if names.contains(name) || name == "V\(index)" { return (names, true) }
          names.append(name)
          current = Int(name.dropFirst()).map { parents[$0] } ?? nil
        }
        return (names, false)
      }
      let cycles = (0..<count).contains { chain($0).cycles }
      guard let tree = try? ViewTree(nodes: nodes, storage: [:]) else {
        #expect(cycles, "refused a forest with no cycle: \(parents)")
        continue
      }
      #expect(!cycles, "built a forest with a cycle: \(parents)")
      for view in 0..<count {
        let above = chain(view).names
        for owner in (0..<count).map({ "V\($0)" }) + ["Gone"] {
          #expect(
            tree.isAncestor(owner, of: view) == above.contains(owner),
            "\(owner) above V\(view) in \(parents)")
        }
      }
    }
  }

  @Test("views are found by name, and repeated names refused, below and above the scanned size")
  func namesAtEverySize() {
    for count in [1, 2, 15, 16, 17, 40] {
      for repeating in [false, true] {
        let names = (0..<count).map { "V\(repeating ? $0 % max(count - 2, 1) : $0)" }
        let nodes = names.map { ViewNode($0, parent: nil, reads: []) }
        let firsts = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        let repeats = names.indices.filter { firsts[names[$0]] != $0 }.map {
          TreeIssue.duplicateName(name: names[$0], first: firsts[names[$0]]!, again: $0)
        }
        do {
          let tree = try ViewTree(nodes: nodes, storage: [:])
          #expect(repeats.isEmpty, "\(count) views")
          for (name, first) in firsts { #expect(tree.index(of: name) == first, "\(count) views") }
          #expect(tree.index(of: "Missing") == nil)
        } catch {
          #expect(error == TreeError(issues: repeats), "\(count) views")
        }
      }
    }
  }
}
