import GraderTestSupport
import GraderWorkloads
import Testing

@testable import GraderModel

@Suite("Values a parent hands its children, and placements computed from state")
struct PassedValueTests {
  /// CheckoutScreen reads quantity; OrderForm takes a binding to it and hands
  /// it on; QuantityStepper shows it.
  func checkout(formTakes: Bool, screenReads: Bool = true) throws -> ViewTree {
    try ViewTree(
      nodes: [
        ViewNode("CheckoutScreen", parent: nil, reads: screenReads ? ["quantity"] : []),
        ViewNode(
          "OrderForm", parent: "CheckoutScreen", reads: [],
          takes: formTakes ? ["quantity"] : []),
        ViewNode("QuantityStepper", parent: "OrderForm", reads: ["quantity"]),
      ],
      storage: ["quantity": .state(owner: "CheckoutScreen")])
  }

  @Test("a view that takes a value runs when its parent runs, with the cause parent")
  func takesWhenParentRuns() throws {
    #expect(
      try checkout(formTakes: true).change("stepped", key: "quantity").description
        == "stepped: quantity changed | recomputed CheckoutScreen local, OrderForm parent, QuantityStepper parent | skipped none"
    )
    #expect(
      try checkout(formTakes: false).change("stepped", key: "quantity").description
        == "stepped: quantity changed | recomputed CheckoutScreen local, QuantityStepper parent | skipped OrderForm"
    )
  }

  @Test("a view that takes a value is skipped when its parent does not run")
  func skippedWhenParentSkipped() throws {
    #expect(
      try checkout(formTakes: true, screenReads: false).change("stepped", key: "quantity")
        .description
        == "stepped: quantity changed | recomputed QuantityStepper parent | skipped CheckoutScreen,OrderForm"
    )
  }

  @Test("taking passes down a chain: each view runs because the one above it ran")
  func chainOfTakers() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("Screen", parent: nil, reads: ["count"]),
        ViewNode("Panel", parent: "Screen", reads: [], takes: ["count"]),
        ViewNode("Label", parent: "Panel", reads: [], takes: ["count"]),
        ViewNode("Other", parent: "Panel", reads: [], takes: ["title"]),
      ],
      storage: ["count": .state(owner: "Screen"), "title": .state(owner: "Screen")])
    #expect(
      tree.change("c", key: "count").description
        == "c: count changed | recomputed Screen local, Panel parent, Label parent | skipped Other"
    )
    // Nobody reads title, so nobody hands it on.
    #expect(tree.change("t", key: "title").recomputed.isEmpty)
  }

  @Test("a placement computed from state runs its placing view and the readers under it")
  func fedPlacement() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("ContentView", parent: nil, reads: ["loaded"]),
        ViewNode("LogoHeader", parent: "ContentView", reads: ["appSetting"]),
        ViewNode(
          "AppMainView", parent: "ContentView", reads: ["appSetting"], places: ["appSetting"],
          placedFrom: ["appSetting": "loaded"]),
        ViewNode("MainTabs", parent: "AppMainView", reads: ["appSetting"]),
      ],
      storage: ["loaded": .state(owner: "ContentView"), "appSetting": .environment])
    #expect(
      tree.change("refreshed", key: "loaded").description
        == "refreshed: loaded changed | recomputed ContentView local, AppMainView environment, MainTabs environment | skipped LogoHeader"
    )
    // The value from above reaches only the reader no placement covers.
    #expect(
      tree.change("system", key: "appSetting").description
        == "system: appSetting changed | recomputed LogoHeader environment | skipped ContentView,AppMainView,MainTabs"
    )
  }

  @Test("a placement below a fed one shields its subtree; a derived one passes the change on")
  func fedThroughOverridesAndDerives() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode(
          "Screen", parent: nil, reads: ["scale"], places: ["textScale"],
          placedFrom: ["textScale": "scale"]),
        ViewNode("Fixed", parent: "Screen", reads: [], places: ["textScale"]),
        ViewNode("Shielded", parent: "Fixed", reads: ["textScale"]),
        ViewNode("Deriving", parent: "Screen", reads: [], derives: ["textScale"]),
        ViewNode("Derived", parent: "Deriving", reads: ["textScale"]),
        ViewNode(
          "Stepped", parent: "Screen", reads: ["step"], derives: ["textScale"],
          placedFrom: ["textScale": "step"]),
        ViewNode("SteppedReader", parent: "Stepped", reads: ["textScale"]),
      ],
      storage: [
        "scale": .state(owner: "Screen"), "step": .state(owner: "Stepped"),
        "textScale": .environment,
      ])
    #expect(
      tree.change("scale", key: "scale").description
        == "scale: scale changed | recomputed Screen local, Deriving environment, Derived environment, Stepped environment, SteppedReader environment | skipped Fixed,Shielded"
    )
    #expect(
      tree.change("step", key: "step").description
        == "step: step changed | recomputed Stepped local, SteppedReader environment | skipped Screen,Fixed,Shielded,Deriving,Derived"
    )
  }

  @Test("a view that takes a value placed from state runs when its parent reads it")
  func takesAFedValue() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode(
          "App", parent: nil, reads: ["theme"], places: ["accent"], placedFrom: ["accent": "theme"]),
        ViewNode("Card", parent: "App", reads: ["accent"]),
        ViewNode("Badge", parent: "Card", reads: [], takes: ["accent"]),
      ],
      storage: ["theme": .state(owner: "App"), "accent": .environment])
    #expect(
      tree.change("c", key: "theme").description
        == "c: theme changed | recomputed App local, Card environment, Badge parent | skipped none")
  }

  @Test("a tree that takes and feeds nothing prints the lesson's rows")
  func lessonRowsUnchanged() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("ReaderScreen", parent: nil, reads: []),
        ViewNode("ArticleView", parent: "ReaderScreen", reads: []),
        ViewNode("ParagraphView", parent: "ArticleView", reads: ["textScale"]),
        ViewNode("CaptionView", parent: "ArticleView", reads: ["textScale"]),
        ViewNode("SidebarView", parent: "ReaderScreen", reads: ["colorScheme"]),
      ],
      storage: ["textScale": .environment, "colorScheme": .environment])
    #expect(
      tree.change("scale-changed", key: "textScale").description
        == "scale-changed: textScale changed | recomputed ParagraphView environment, CaptionView environment | skipped ReaderScreen,ArticleView,SidebarView"
    )
  }

  @Test("many keys placed from one key cost time linear in the tree")
  func linear() throws {
    // Every view places a key of its own from 'k', and reads its parent's.
    func fan(_ count: Int) throws -> ViewTree {
      try ViewTree(
        nodes: (0..<count).map {
          ViewNode(
            "V\($0)", parent: $0 == 0 ? nil : "V\($0 - 1)",
            reads: $0 == 0 ? ["k"] : ["p\($0 - 1)"], places: ["p\($0)"],
            takes: ["k"], placedFrom: ["p\($0)": "k"])
        },
        storage: ["k": .state(owner: "V0")])
    }
    func seconds(_ tree: ViewTree) -> Double {
      (0..<5).map { _ in threadSeconds { _ = tree.change("c", key: "k") } }.min()!
    }
    let small = try fan(5_000)
    let large = try fan(20_000)
    #expect(large.change("c", key: "k").recomputed.count == 20_000)
    let ratio = growth(from: 0, to: 1, limit: 8) { seconds($0 == 0 ? small : large) }
    #expect(ratio < 8, "4x the views took \(ratio)x the time")
  }
}
