import GraderModel
import GraderReaders
import GraderTestSupport
import Testing

@Suite("Placements in both readers")
struct PlacementReaderTests {
  static let tree = """
    key textScale environment
    key appSetting environment lazy
    ReaderScreen places textScale
      ArticlePane reads textScale
      SidePane derives textScale reads appSetting
        SideNote reads textScale
    change upper textScale at ReaderScreen
    change side textScale at SidePane
    count
    """

  static let swift = """
    let storage: [String: Storage] = ["textScale": .environment, "appSetting": .environment]
    let screen = ViewTree(nodes: [
      ViewNode("ReaderScreen", parent: nil, reads: [], places: ["textScale"]),
      ViewNode("ArticlePane", parent: "ReaderScreen", reads: ["textScale"]),
      ViewNode("SidePane", parent: "ReaderScreen", reads: ["appSetting"], derives: ["textScale"]),
      ViewNode("SideNote", parent: "SidePane", reads: ["textScale"]),
    ], storage: storage, lazy: ["appSetting"])
    countCauses([
      screen.change("upper", key: "textScale", at: "ReaderScreen"),
      screen.change("side", key: "textScale", at: "SidePane"),
    ].flatMap { $0 })
    """

  @Test("a .tree and a .swift description with placements print the same rows and warning")
  func bothFormats() {
    let tree = read(Self.tree, as: .tree)
    let swift = read(Self.swift, as: .swift)
    #expect(!tree.hasErrors, "\(rendered(tree))")
    #expect(!swift.hasErrors, "\(rendered(swift))")
    #expect(tree.printedLines == swift.printedLines)
    #expect(
      tree.printedLines == [
        "upper: textScale changed | recomputed ArticlePane environment, SidePane environment, SideNote environment | skipped ReaderScreen",
        "side: textScale changed | recomputed SideNote environment | skipped ReaderScreen,ArticlePane,SidePane",
        "local: 0", "parent: 0", "observed: 0", "environment: 4",
      ])
    #expect(tree.screens.map(\.tree.nodes) == swift.screens.map(\.tree.nodes))
    for description in [tree, swift] {
      #expect(
        description.diagnostics.map(\.message) == [
          "SidePane reads appSetting where nothing places it; a member read of its default traps"
        ])
    }
    #expect(rendered(tree).contains("t.tree:5:36: warning: SidePane reads appSetting"))
  }

  @Test(
    "placement mistakes are located errors",
    arguments: [
      (
        "key k state Root\nRoot places k\n",
        "t.tree:2:13: error: 'k' is stored as state Root, not in the environment; only environment values are placed"
      ),
      (
        "Root places k\n",
        "t.tree:1:13: error: 'k' is stored nowhere; a placed value is an environment value: add 'key k environment'"
      ),
      (
        "key k environment\nRoot places k\n  A reads k\nchange c k at A\n",
        "t.tree:4:15: error: 'A' places no value for 'k'; a change 'at' a view changes the value that view places"
      ),
      (
        "key k environment\nRoot places k\nchange c k at Rot\n",
        "t.tree:3:15: error: a change at 'Rot' names no view of the tree"
      ),
      (
        "key k environment\nRoot reads k places k\n",
        "t.tree:2:14: error: 'places' comes too late on the line"
      ),
      (
        "key k environment eager\n",
        "t.tree:1:19: error: 'environment' storage takes nothing after it but 'lazy'"
      ),
      (
        "key k environment\nRoot\nchange c k at\n",
        "t.tree:3:12: error: 'at' takes the view whose placed value changes"
      ),
    ])
  func treeErrors(text: String, message: String) {
    let description = read(text, as: .tree)
    #expect(description.hasErrors)
    #expect(rendered(description).contains(message), "\(rendered(description))")
  }

  @Test(
    "the Swift form's new arguments are checked like the lesson's own",
    arguments: [
      (
        "screen.change(\"c\", key: \"k\", at: \"A\")",
        "error: 'A' places no value for 'k'"
      ),
      (
        "screen.change(\"c\", key: \"k\", at: [\"A\"])",
        "error: cannot convert value of type '[String]' to expected argument type 'String?'"
      ),
      (
        "screen.change(\"c\", key: \"k\", where: \"A\")",
        "error: extra argument 'where' in call to 'change'"
      ),
    ])
  func swiftErrors(call: String, message: String) {
    let text = """
      let screen = ViewTree(nodes: [
        ViewNode("Root", parent: nil, reads: [], places: ["k"]),
        ViewNode("A", parent: "Root", reads: ["k"]),
      ], storage: ["k": .environment])
      \(call)
      """
    let description = read(text, as: .swift)
    #expect(description.hasErrors)
    #expect(rendered(description).contains(message), "\(rendered(description))")
  }
}

@Suite("Placement mistakes, pointed at")
struct PlacementMistakeTests {
  @Test(
    "each mistake gets one located error, and no knock-on errors on the lines below",
    arguments: [
      (
        "key k environment\nR places k derives k\n",
        "t.tree:2:10: error: 'R' both places and derives k"
      ),
      (
        "key k environment\nR\n  A reeds k\n    B reads k\n",
        "t.tree:3:5: error: expected a clause after the view name 'A', found 'reeds'"
      ),
      (
        "key k environment\nR places k\nchange c k on R\n",
        "t.tree:3:12: error: expected 'at' before the view"
      ),
      ("key k environment lazzy\n", "note: did you mean 'lazy'?"),
      ("key s state R lazy\nR\n", "t.tree:1:15: error: only an environment key is lazy"),
    ])
  func tree(text: String, message: String) {
    let description = read(text, as: .tree)
    #expect(rendered(description).contains(message), "\(rendered(description))")
    #expect(description.errorCount == 1, "\(rendered(description))")
  }

  @Test("the Swift form names arguments out of order, and lazy keys that are no environment value")
  func swift() {
    let text = """
      let screen = ViewTree(nodes: [
        ViewNode("R", parent: nil, reads: [], derives: ["k"], places: ["j"]),
      ], storage: ["k": .environment, "s": .state(owner: "R")], lazy: ["s", "q"])
      """
    let output = rendered(read(text, as: .swift))
    #expect(
      output.contains("t.swift:2:57: error: argument 'places' must precede argument 'derives'"))
    #expect(output.contains("error: 's' is lazy but stored as state R"))
    #expect(output.contains("error: 'q' is lazy but is stored nowhere"))
  }
}
