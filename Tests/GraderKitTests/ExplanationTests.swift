import GraderKit
import GraderModel
import GraderReaders
import Testing

@Suite("Explanations")
struct ExplanationTests {
  /// The result of grading the `.tree` text `submission` for the shipped scenario `id`.
  func graded(_ id: String, _ submission: String) throws -> ScenarioResult {
    let scenario = try #require(courseCatalog.scenario(id))
    let file = Submission(
      path: "yours.tree", format: .tree, content: .success(Array(submission.utf8)))
    return Grader().grade(scenario, file, expectedPath: "")
  }

  /// The explanations of grading `submission`, which must fail, without
  /// the source lines they cite (``sourceLines()`` tests those).
  func findings(_ id: String, _ submission: String) throws -> [String] {
    let result = try graded(id, submission)
    #expect(result.verdict == .fail)
    return result.findings.map { Self.uncited($0.sentence) }
  }

  /// `sentence` without its `; source line N` or ` (source line N)`.
  static func uncited(_ sentence: String) -> String {
    var text = sentence
    while let range = text.range(of: "; source line ") ?? text.range(of: " (source line ") {
      let opening = text[range].hasPrefix(" (")
      var end = range.upperBound
      while end < text.endIndex, text[end].isNumber { end = text.index(after: end) }
      if opening, end < text.endIndex, text[end] == ")" { end = text.index(after: end) }
      text.removeSubrange(range.lowerBound..<end)
    }
    return text
  }

  @Test("an explanation cites the source's line beside the student's")
  func sourceLines() throws {
    let result = try graded(
      "01-local-state/state-written-but-not-read",
      "key tapCount state TapLogger\nTapScreen\n  TapLogger reads tapCount\n")
    #expect(
      result.findings.map(\.sentence) == [
        "TapLogger is recomputed on tapped in yours (local) but skipped in the reference: it should not read tapCount (your line 3; source line 13)."
      ])
    #expect(Self.uncited("A (your line 3; source line 13).") == "A (your line 3).")
    #expect(Self.uncited("B is missing from yours (source line 9).") == "B is missing from yours.")
  }

  @Test("a view in between that reads the value")
  func viewInBetween() throws {
    let text = """
      key textScale environment
      key colorScheme environment
      ReaderScreen
        ArticleView reads textScale
          ParagraphView reads textScale
          CaptionView reads textScale
        SidebarView reads colorScheme
      """
    #expect(
      try findings("04-environment-values/reader-deep-in-the-tree", text) == [
        "ArticleView is recomputed on scale-changed in yours (environment) but skipped in the reference: it should not read textScale (your line 4)."
      ])
  }

  @Test("a view under the wrong parent fails on the shape alone, explained at that view's line")
  func wrongParent() throws {
    let text = """
      key textScale environment
      key colorScheme environment
      ReaderScreen
        ArticleView
          ParagraphView reads textScale
        SidebarView reads colorScheme
          CaptionView reads textScale
      """
    let result = try graded("04-environment-values/reader-deep-in-the-tree", text)
    #expect(result.verdict == .fail)
    #expect(result.comparisons.allSatisfy { $0.matches })
    #expect(result.shapeMatch == false)
    #expect(
      result.findings.map { Self.uncited($0.sentence) } == [
        "CaptionView should sit under ArticleView (your line 7): a view's parent is the view whose body shows it."
      ])
    #expect(result.findings.first?.line == 7)
  }

  @Test("with per-output scoring, the shape is one more output")
  func shapeAsAnOutput() throws {
    let scenario = try #require(courseCatalog.scenario("06-environment-scopes/nested-overrides"))
    let right = try #require(scenario.reference?.screens.first?.tree)
    #expect(scenario.scoring == .perOutput)
    // Every row right, FootnoteRow under ChapterView instead of FootnoteList:
    // FootnoteRow reads from ChapterView's placement then, so rows change too.
    // Instead move TitleBar to the top: it reads only the app's value there.
    var lines: [String] = []
    for (key, storage) in right.storage.sorted(by: { $0.key < $1.key }) {
      lines.append("key \(key) \(storage)")
    }
    lines += [
      "DocumentScreen reads chapterScale",
      "  ChapterView places textScale from chapterScale reads textScale, footnoteScale",
      "    FootnoteList places textScale from footnoteScale",
      "      FootnoteRow reads textScale",
      "TitleBar reads textScale",
    ]
    let result = try graded("06-environment-scopes/nested-overrides", lines.joined(separator: "\n"))
    #expect(result.verdict == .fail)
    #expect(result.comparisons.allSatisfy { $0.matches })
    // Four outputs and the shape: four fifths of 4 points.
    #expect(result.score == Points(4, part: 4, of: 5))
  }

  @Test("advice about a Swift description is written in the Swift form")
  func swiftFormAdvice() throws {
    let scenario = try #require(
      courseCatalog.scenario("06-environment-scopes/same-key-two-values"))
    let text = """
      let storage: [String: Storage] = ["textScale": .environment, "sideScale": .state(owner: "ReaderScreen")]
      let screen = ViewTree(nodes: [
        ViewNode("ReaderScreen", parent: nil, reads: ["sideScale"]),
        ViewNode("ArticlePane", parent: "ReaderScreen", reads: ["textScale"]),
        ViewNode("SidePane", parent: "ReaderScreen", reads: ["textScale"]),
        ViewNode("SideNote", parent: "SidePane", reads: ["textScale"]),
      ], storage: storage)
      """
    let file = Submission(path: "yours.swift", format: .swift, content: .success(Array(text.utf8)))
    let sentences = Grader().grade(scenario, file, expectedPath: "").findings.map {
      Self.uncited($0.sentence)
    }
    #expect(sentences.contains { $0.contains("write 'places: [\"textScale\"]' on SidePane") })
    #expect(!sentences.contains { $0.contains("'places textScale'") })
  }

  @Test("an object's property stored as environment")
  func propertyAsEnvironment() throws {
    let text = """
      key textScale environment
      key unreadCount environment
      ReaderScreen
        ParagraphView reads textScale
        InboxBadge reads unreadCount
      """
    #expect(
      try findings("04-environment-values/object-in-the-environment", text) == [
        "InboxBadge: yours says environment, the reference says observed: look at how unreadCount is stored (your line 2)."
      ])
  }

  @Test("an override left out, and a view that is missing")
  func overrideLeftOut() throws {
    let text = """
      key textScale environment
      ReaderScreen
        ArticlePane reads textScale
      """
    #expect(
      try findings("04-environment-values/override-as-two-keys", text) == [
        "SidePane is missing from yours.",
        "ReaderScreen is skipped on side-scale-changed in yours but recomputed in the reference (environment): it should read paneTextScale (your line 2).",
      ])
  }

  @Test("a skipped reader that reads a near spelling, stored nowhere, is told which")
  func misspeltRead() throws {
    let text = """
      key textScale environment
      key colorScheme environment
      ReaderScreen
        ArticleView
          ParagraphView reads textScale
          CaptionView reads textscale
        SidebarView reads colorScheme
      """
    #expect(
      try findings("04-environment-values/reader-deep-in-the-tree", text) == [
        "CaptionView is skipped on scale-changed in yours but recomputed in the reference (environment): it reads textscale, which is stored nowhere: did you mean textScale? (your line 6)."
      ])
    // Where the file stores the key nowhere either, the spelling alone
    // would not make the view run: no did-you-mean.
    let unstored = text.replacingOccurrences(of: "key textScale environment\n", with: "")
    let results = try graded("04-environment-values/reader-deep-in-the-tree", unstored)
    #expect(!results.findings.contains { $0.sentence.contains("did you mean") })
  }

  @Test("a misspelled view, an extra view and a skipped reader")
  func views() throws {
    let text = """
      key textScale environment
      key colorScheme environment
      ReaderScreen
        ArticleVeiw
          ParagraphView reads textScale
          CaptionView
          Footer
        SidebarView reads colorScheme
      """
    #expect(
      try findings("04-environment-values/reader-deep-in-the-tree", text) == [
        "ArticleVeiw in yours looks like ArticleView of the reference: check its name (your line 4).",
        "Footer is in yours but not in the reference: the screen has no view named Footer (your line 7).",
        "CaptionView is skipped on scale-changed in yours but recomputed in the reference (environment): it should read textScale (your line 6).",
      ])
  }

  @Test("state causes point at the owner or at the view's place in the tree")
  func stateCauses() throws {
    let wrongOwner = """
      key quantity state OrderForm
      CheckoutScreen reads quantity
        OrderForm
          QuantityStepper reads quantity
        OrderSummary reads quantity
      """
    let sentences = try findings(
      "02-state-passed-down/grandchild-reads-through-bindings", wrongOwner)
    #expect(
      sentences.first
        == "CheckoutScreen: yours says off-rule, the reference says local: look at which view owns quantity (your line 1)."
    )
    let wrongPlace = """
      key quantity state CheckoutScreen
      CheckoutScreen reads quantity
        OrderForm
      QuantityStepper reads quantity
      OrderSummary parent CheckoutScreen reads quantity
      """
    #expect(
      try findings("02-state-passed-down/grandchild-reads-through-bindings", wrongPlace) == [
        "OrderForm is skipped on quantity-stepped in yours but recomputed in the reference (parent): CheckoutScreen runs and hands it a new value of quantity, which it takes without reading it: write 'takes quantity' on it (your line 3).",
        "QuantityStepper should sit under OrderForm (your line 4): a view's parent is the view whose body shows it.",
      ])
  }

  @Test("a key with no storage line")
  func noStorage() throws {
    let text =
      "ReaderScreen\n  ParagraphView reads textScale\n  InboxBadge reads unreadCount\nkey textScale environment\n"
    #expect(
      try findings("04-environment-values/object-in-the-environment", text) == [
        "InboxBadge: yours says out-of-scope, the reference says observed: look at how unreadCount is stored: yours has no key line for it."
      ])
  }

  @Test("findings have a gist that is the same for every student")
  func gists() throws {
    let text =
      "key textScale environment\nkey colorScheme environment\nReaderScreen\n  ArticleView reads textScale\n    ParagraphView reads textScale\n    CaptionView reads textScale\n  SidebarView reads colorScheme\n"
    let result = try graded("04-environment-values/reader-deep-in-the-tree", text)
    #expect(result.findings.map(\.gist) == ["ArticleView reads textScale"])
  }

  @Test("the report shows both rows and marks the differing views")
  func reportMarks() throws {
    let text =
      "key textScale environment\nkey unreadCount environment\nReaderScreen\n  ParagraphView reads textScale\n  InboxBadge reads unreadCount\n"
    let result = try graded("04-environment-values/object-in-the-environment", text)
    let report = CheckReport(
      results: [result], lessonDiagnostics: [], unrecognized: [], submissionsRoot: "S",
      submissionsProblem: nil)
    let output = TextReport(color: false, exact: false).render(report)
    #expect(
      output.contains(
        """
              unread-changed · unreadCount
                - InboxBadge
                    yours: recomputed (environment)   reference: recomputed (observed)

        """))
    #expect(!output.contains("^"))
    #expect(output.hasSuffix("Total: 0/3 points (0%) · 0 pass, 1 fail, 0 error, 0 missing\n"))
    let rows = TextReport(color: false, exact: false, width: 200, rows: true).render(report)
    let lines = rows.split(separator: "\n").map(String.init)
    let reference = try #require(lines.firstIndex { $0.hasPrefix("        reference ") })
    #expect(
      lines[reference]
        == "        reference unread-changed: unreadCount changed | recomputed InboxBadge observed | skipped ReaderScreen,ParagraphView"
    )
    let column = lines[reference].distance(
      from: lines[reference].startIndex,
      to: lines[reference].firstRange(of: "InboxBadge")!.lowerBound)
    #expect(
      lines[reference + 1] == String(repeating: " ", count: column)
        + String(repeating: "^", count: 19))
    #expect(
      lines[reference + 2]
        == "        yours     unread-changed: unreadCount changed | recomputed InboxBadge environment | skipped ReaderScreen,ParagraphView"
    )
    #expect(
      lines[reference + 3] == String(repeating: " ", count: column)
        + String(repeating: "^", count: 22))
    let colored = TextReport(color: true, exact: false, rows: true).render(report)
    #expect(colored.contains("\u{1B}[31mInboxBadge environment\u{1B}[0m"))
  }
}
