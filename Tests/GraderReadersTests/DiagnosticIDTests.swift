import GraderReaders
import Testing

/// The diagnostics of `text`, read as `path` is named, checked as grading
/// checks a submission of a scenario that changes `scriptKeys`.
private func diagnostics(
  _ text: String, path: String = "t.tree", scriptKeys: Set<String> = []
) -> [Diagnostic] {
  let file = SourceFile(path: path, text: text)
  return DescriptionReader.check(
    file, as: path.hasSuffix(".swift") ? .swift : .tree, scriptKeys: scriptKeys
  ).diagnostics
}

/// Each diagnostic as its id and where it points: `id@line:column`.
private func places(_ list: [Diagnostic]) -> [String] {
  list.map { "\($0.id)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
}

/// Diagnostics are asserted by what they are and where they point, not by
/// their words, which may change.
@Suite("Diagnostics by their ids")
struct DiagnosticIDTests {
  static let swiftTree = """
    let screen = ViewTree(nodes: [
      ViewNode("ReaderScreen", parent: nil, reads: []),
    ], storage: [:])

    """

  @Test(
    "each mistake is one diagnostic with its id, at its place",
    arguments: [
      (
        "key textScale environment\nReaderScreen\n  ParagraphView reads textScle\n  CaptionView reads textScale\n",
        "t.tree", ["textScale"], ["screen.misspelled-read@3:23"]
      ),
      (
        "key textScle environment\nReaderScreen\n  ParagraphView reads textScale\n  CaptionView reads textScale\n",
        "t.tree", ["textScale"], ["screen.misspelled-key-line@1:5"]
      ),
      (
        "key textScale environment\nReaderScreen reads paneTextScale\n  ArticlePane reads textScale\n  SidePane reads paneTextScale\n",
        "t.tree", ["textScale", "paneTextScale"], ["screen.key-without-storage@2:20"]
      ),
      // The scenario's key, stored and read under another name that is not
      // near it: the student's own change of it is warned of.
      (
        "key steps state HikeScreen\nHikeScreen reads steps\nchange walked stepCount\n",
        "t.tree", ["stepCount"], ["screen.changed-key-without-storage@3:15"]
      ),
      (
        "let screen = ViewTree(nodes: [\n  ViewNode(\"A\", parent: nil, reads: [\"steps\"]),\n], storage: [\"steps\": .environment])\nscreen.change(\"walked\", key: \"stepCount\")\n",
        "t.swift", ["stepCount"], ["screen.changed-key-without-storage@4:30"]
      ),
      // Near a stored key, the key line is the typo; a key the scenario does
      // not change, stored nowhere and near nothing, is the student's to try.
      (
        "key stepCont state A\nA reads stepCont\nchange walked stepCount\n", "t.tree",
        ["stepCount"], ["screen.stored-key-misspelled@1:5"]
      ),
      ("key steps state A\nA reads steps\nchange walked stepCount\n", "t.tree", [], []),
      // A template's changes, before any view is written: nothing to warn of.
      ("change walked stepCount\ncount\n", "t.tree", ["stepCount"], []),
      (swiftTree, "t.tree", [], ["screen.swift-form-in-tree-file@1:1"]),
      (
        "key textScale environment\nReaderScreen\n", "t.swift", [],
        ["screen.tree-form-in-swift-file@1:1"]
      ),
      (
        "key appSetting lazy environment\nContentView reads appSetting\n", "t.tree", [],
        ["tree.lazy-before-storage@1:16"]
      ),
      (
        "key scale enviroment\nReaderScreen reads scale\n", "t.tree", [],
        ["tree.unknown-storage@1:11"]
      ),
      (
        "let screen = ViewTree(nodes: [\n  ViewNode(\"A\", parent: nil, places: [\"k\"], reads: [\"k\"]),\n], storage: [\"k\": .environment])\n",
        "t.swift", [], ["swift.arguments-out-of-order@2:45"]
      ),
      (
        "let screen = ViewTree(nodes: [\n  ViewNode(\"A\", parent: nil, reads: [\"k\"], places: \"k\"),\n], storage: [\"k\": .environment])\n",
        "t.swift", [], ["swift.type-mismatch@2:52"]
      ),
    ] as [(String, String, Set<String>, [String])])
  func identified(text: String, path: String, scriptKeys: Set<String>, expected: [String]) {
    #expect(places(diagnostics(text, path: path, scriptKeys: scriptKeys)) == expected)
  }

  @Test("the note of a key without storage says how to store it, by its own id")
  func notes() {
    let found = diagnostics(
      "key textScale environment\nReaderScreen reads paneTextScale\n  ArticlePane reads textScale\n",
      scriptKeys: ["paneTextScale"])
    #expect(found.map(\.id) == ["screen.key-without-storage"])
    #expect(found.first?.notes.map(\.id) == ["screen.how-to-store-key"])
  }

  @Test("a scenario's key misspelled the same way everywhere is named at its storage line")
  func consistentTypo() {
    let found = diagnostics(
      "key stepCont state Hike\nHike reads stepCont\n  Label reads stepCont\nchange walked stepCount\n",
      scriptKeys: ["stepCount"])
    #expect(places(found) == ["screen.stored-key-misspelled@1:5"])
    #expect(found.first?.fixIt == "stepCount")
  }

  @Test("a file that mixes both forms is told so once, with no rename")
  func mixedForms() {
    let text =
      "key k state A\nA reads k\nlet screen = ViewTree(nodes: [\n  ViewNode(\"A\", parent: nil, reads: [\"k\"]),\n], storage: [\"k\": .state(owner: \"A\")])\n"
    #expect(places(diagnostics(text, path: "t.swift")) == ["screen.mixed-forms@1:1"])
  }

  @Test("'lazy:' on a view is pointed at the tree")
  func lazyOnAView() {
    let found = diagnostics(
      "let screen = ViewTree(nodes: [\n  ViewNode(\"A\", parent: nil, reads: [\"k\"], lazy: [\"k\"]),\n], storage: [\"k\": .environment])\n",
      path: "t.swift")
    #expect(places(found) == ["swift.extra-argument@2:44"])
    #expect(found.first?.notes.map(\.id) == ["swift.lazy-belongs-to-tree"])
  }

  @Test("the Swift form's brackets on a .tree line are pointed at their first bare word")
  func swiftSyntaxOnATreeLine() {
    #expect(
      places(
        diagnostics(
          "key textScale environment\nReaderScreen\n  ParagraphView reads [\"textScale\"]\n"))
        == ["tree.swift-syntax-in-line@3:23"])
    // A quoted name may hold a bracket: the bare word after it is the one.
    #expect(
      places(diagnostics("key textScale environment\n\"Reader(Screen\" reads textScale(\n"))
        == ["tree.swift-syntax-in-line@2:23"])
  }

  @Test("each line is split on its own: what the line before held is not the next line's")
  func linesSplitApart() {
    // The lines are split one after another into one line's words: a line
    // of the Swift form's brackets, or an unterminated quoted name, must
    // leave nothing behind for the plain lines after it.
    let afterBrackets = places(
      diagnostics("key k environment\nA reads [\"k\"]\n  B reads k\n  C reads k\n"))
    #expect(
      afterBrackets.filter { $0.hasPrefix("tree.swift-syntax-in-line") } == [
        "tree.swift-syntax-in-line@2:9"
      ])
    let afterQuote = places(
      diagnostics("key k environment\n\"A reads k\nB reads k\nC parent B reads k\n"))
    #expect(
      afterQuote.filter { $0.hasPrefix("tree.unterminated-quoted-name") } == [
        "tree.unterminated-quoted-name@2:1"
      ])
    #expect(afterQuote.filter { $0.hasPrefix("tree.swift-syntax-in-line") }.isEmpty)
  }

  @Test("an encoding error is named as such")
  func encoding() {
    let file = SourceFile(path: "t.tree", bytes: Array("key a environment\n\u{0}".utf8))
    #expect(file.encodingError()?.id == "file.nul-byte")
  }
}
