import Foundation
import GraderReaders
import GraderTestSupport
import GraderWorkloads
import Testing

@Suite("Hints that point at the fix")
struct HintTests {
  @Test(
    "did you mean: two neighbours swapped count as one edit, the commonest typo",
    arguments: [
      ("raeds", ["reads", "parent"], "reads"), ("nmae", ["name", "email"], "name"),
      ("emial", ["name", "email"], "email"), ("Naemfield", ["NameField"], "NameField"),
      ("abc", ["xyz"], nil),
    ] as [(String, [String], String?)])
  func transpositions(name: String, candidates: [String], expected: String?) {
    #expect(Suggestion.closest(to: name, among: candidates) == expected)
  }

  @Test("a line with an error brings no follow-on warnings on the change lines that name it")
  func noFollowOnWarnings() {
    let text = """
      key textScale environment
      ReaderScreen place textScale
        SidePane reads textScale
      change scale-changed textScale at ReaderScreen
      """
    let description = DescriptionReader.read(SourceFile(path: "t.tree", text: text), as: .tree)
    #expect(description.errorCount == 1)
    #expect(description.diagnostics.filter { $0.severity == .warning }.isEmpty)
  }

  @Test("a typo'd clause keyword with swapped letters gets its did-you-mean")
  func swappedKeyword() {
    let description = DescriptionReader.read(
      SourceFile(path: "t.tree", text: "key email state Form\nForm\n  EmailField raeds email\n"),
      as: .tree)
    let text = DiagnosticRenderer().render(description.diagnostics)
    #expect(text.contains("note: did you mean 'reads'?"), "\(text)")
  }

  @Test("a mistake in one declaration is said once: no follow-on warning about what names it")
  func noFollowOn() {
    let swift = """
      let storage: [String: Storage] = ["textScale": .environment]
      let screen = ViewTree(nodes: [
        ViewNode("ChapterView", parent: nil, places: ["textScale"], reads: ["textScale"]),
        ViewNode("FootnoteList", parent: "ChapterView", reads: [], places: "textScale"),
        ViewNode("FootnoteRow", parent: "FootnoteList", reads: ["textScale"]),
      ], storage: storage)
      """
    let swiftDiagnostics = read(swift, as: .swift).diagnostics.filter { $0.severity != .note }
    #expect(
      swiftDiagnostics.map(\.message) == [
        "argument 'reads' must precede argument 'places'",
        "cannot convert value of type 'String' to expected argument type '[String]'",
      ])
    let tree =
      "key appSetting lazy environment\nContentView\n  AppMainView places appSetting reads appSetting\n  Main reeds x\n    Tabs reads appSetting\n"
    let treeDiagnostics = read(tree, as: .tree).diagnostics.filter { $0.severity != .note }
    #expect(
      treeDiagnostics.map(\.message) == [
        "'lazy' comes after the storage: 'key appSetting environment lazy'",
        "expected a clause after the view name 'Main', found 'reeds'; a view's line goes on with 'reads', 'takes', 'holds', 'parent', 'places' or 'derives'",
      ])
  }

  @Test("mistakes in 'takes' and 'from' are located, in both forms")
  func takesAndFrom() {
    func messages(_ text: String, _ format: DescriptionFormat) -> [String] {
      read(text, as: format).diagnostics.filter { $0.severity != .note }.map(\.message)
    }
    #expect(
      messages("key k environment\nA places k from\n", .tree) == [
        "'from' takes the key the placed value is computed from, as in 'places k from loadedSetting'"
      ])
    #expect(
      messages("key k environment\nA places from s\n", .tree) == [
        "'from' follows a key: 'places appSetting from loadedSetting'"
      ])
    #expect(
      messages("key k environment\nA places k from s, k from t reads s, t\n", .tree) == [
        "'k' is given 'from' twice"
      ])
    #expect(
      messages(
        "key k environment\nkey s state A\nA places k from s\n  B reads k takes k\n", .tree) == [
          "'k' is placed from 's', which no view reads; the view whose body computes the placed value reads 's'",
          "'B' both reads and takes 'k'; a view that reads a value runs whenever it changes, so 'takes' adds nothing here",
        ])
    let swift = """
      let screen = ViewTree(nodes: [
        ViewNode("A", parent: nil, reads: [], places: ["k"], from: ["j": "s"]),
      ], storage: ["k": .environment])
      """
    #expect(
      messages(swift, .swift) == [
        "'from' names 'j', which A neither places nor derives; 'from' maps a placed key to the key its value is computed from"
      ])
  }

  @Test("a description in the other form gets one error that names the form and the rename")
  func otherForm() {
    let swift = """
      // The screen, in the lesson's form.
      import Foundation
      let storage: [String: Storage] = ["k": .environment]
      let screen = ViewTree(nodes: [
        ViewNode("A", parent: nil, reads: ["k"]),
      ], storage: storage)
      screen.change("c", key: "k")
      """
    let asTree = DescriptionReader.check(SourceFile(path: "work/one.tree", text: swift), as: .tree)
    #expect(asTree.diagnostics.count == 1)
    // '//' starts a comment in both forms: the first line of code is the second.
    #expect(asTree.diagnostics.first?.location?.line == 2)
    #expect(
      asTree.diagnostics.first?.message
        == "this is the lesson's Swift form, not the .tree form; rename the file to one.swift")
    let tree = "# a screen\n\nkey k environment\nA reads k\n  B\nchange c k\n"
    let asSwift = DescriptionReader.check(SourceFile(path: "two.swift", text: tree), as: .swift)
    #expect(asSwift.diagnostics.count == 1)
    #expect(
      asSwift.diagnostics.first?.message
        == "this is the .tree form, not the lesson's Swift form; rename the file to two.tree")
    // Each form's own first lines read as they are.
    #expect(!DescriptionReader.check(SourceFile(path: "t.tree", text: tree), as: .tree).hasErrors)
    #expect(
      !DescriptionReader.check(SourceFile(path: "t.swift", text: swift), as: .swift).hasErrors)
  }

  @Test("a .tree line that starts as Swift does only up to a mark is read as the .tree form")
  func markedSwiftStart() {
    for first in ["/*\u{301} parent A", "let \u{301}x", "import \u{301}x"] {
      let text = first + "\nkey k environment\nA reads k\n"
      let read = DescriptionReader.check(SourceFile(path: "w/one.tree", text: text), as: .tree)
      #expect(
        !read.diagnostics.contains {
          [.swiftFormInTreeFile, .mixedForms].contains($0.id)
        }, "\(first)")
    }
  }

  @Test("a line that is a comment only up to a mark is the line the form is told by")
  func markedCommentStart() {
    // Each first line starts with a character that is '#' or '/' joined to a
    // mark, no comment of either form: it is the file's first meaningful
    // line, and says neither form.
    for first in ["#\u{301} a screen", "//\u{301} a screen", "/\u{301}/ a screen"] {
      let swift = first + "\nimport SwiftUI\nlet x = 1\n"
      let asTree = DescriptionReader.check(SourceFile(path: "w/one.tree", text: swift), as: .tree)
      #expect(!asTree.diagnostics.contains { $0.id == .swiftFormInTreeFile }, "\(first)")
      let tree = first + "\nkey k environment\nA reads k\n"
      let asSwift = DescriptionReader.check(SourceFile(path: "w/one.swift", text: tree), as: .swift)
      #expect(!asSwift.diagnostics.contains { $0.id == .treeFormInSwiftFile }, "\(first)")
    }
    // Without the mark, each is passed over, and the next line tells the form.
    for first in ["# a screen", "// a screen", " ", "\t"] {
      let swift = first + "\nimport SwiftUI\nlet x = 1\n"
      let asTree = DescriptionReader.check(SourceFile(path: "w/one.tree", text: swift), as: .tree)
      #expect(asTree.diagnostics.first?.id == .swiftFormInTreeFile, "\(first)")
    }
  }

  @Test("the .tree form's changes left in a Swift file are one error, at the first of them")
  func treeChangesInSwift() {
    let swift = """
      import Foundation
      let storage: [String: Storage] = ["k": .environment]
      let screen = ViewTree(nodes: [
        ViewNode("A", parent: nil, reads: ["k"]),
      ], storage: storage)
      // a comment
        change c k
      count
      """
    let read = DescriptionReader.check(SourceFile(path: "w/one.swift", text: swift), as: .swift)
    #expect(read.diagnostics.count == 1)
    #expect(read.diagnostics.first?.id == .treeChangesInSwiftFile)
    #expect(read.diagnostics.first?.location?.line == 7)
    // A line that only starts like one is no .tree change.
    let own = swift.replacingOccurrences(of: "  change c k\ncount", with: "  changed()")
    #expect(
      !DescriptionReader.check(SourceFile(path: "w/one.swift", text: own), as: .swift)
        .diagnostics.contains { $0.id == .treeChangesInSwiftFile })
    // Saved as .tree: the rename, with a note at the first change.
    let asTree = DescriptionReader.check(SourceFile(path: "w/one.tree", text: swift), as: .tree)
    #expect(asTree.diagnostics.first?.id == .swiftFormInTreeFile)
    #expect(asTree.diagnostics.first?.notes.first?.location?.line == 7)
  }

  @Test("the rest of a Swift file that holds the .tree form's changes is read, every error told")
  func treeChangesAndOtherErrors() {
    let swift = """
      import Foundation
      for v in x {}
      let storage: [String: Storage] = ["k": .environment]
      change c k
      let screen = ViewTree(nodes: [
        ViewNode("A", parent: nil, reads: ["k"]),
      ], storage: storage)
      let q = ViewNode(
      """
    let read = DescriptionReader.check(SourceFile(path: "w/one.swift", text: swift), as: .swift)
    let errors = read.diagnostics.filter { $0.severity == .error }
    #expect(errors.count >= 3)
    #expect(errors.contains { $0.id == .treeChangesInSwiftFile && $0.location?.line == 4 })
    #expect(errors.contains { $0.location?.line == 2 })
    #expect(errors.contains { $0.location?.line == 8 })
    // In the order of the file, each line shown as written.
    let lines = read.diagnostics.compactMap { $0.location?.line }
    #expect(lines == lines.sorted())
    #expect(read.diagnostics.first { $0.location?.line == 4 }?.sourceLine == "change c k")
    #expect(read.errorCount == errors.count)
    #expect(read.output.isEmpty)
    // A count as the .tree form writes it, blanks or a comment after it, is
    // left out too; a Swift 'count' before any change is Swift's.
    let counts = """
      let storage: [String: Storage] = ["k": .environment]
      let screen = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
      countCauses(screen.change("a", key: "k"))
      change a k
      count   
      count # c
      count // c
      """
    let clean = DescriptionReader.check(SourceFile(path: "w/c.swift", text: counts), as: .swift)
    #expect(clean.diagnostics.filter { $0.severity == .error }.count == 1)
    let early = DescriptionReader.check(
      SourceFile(path: "w/e.swift", text: "count\n" + counts), as: .swift)
    #expect(early.diagnostics.contains { $0.location?.line == 1 })
  }

  @Test("a quoted line shows each control character as its picture, one column for one")
  func controlPictures() {
    let text = "key a environment\nR\n  A reads co\u{1B}[31m\u{7}unt\u{7F}\n"
    let read = DescriptionReader.check(SourceFile(path: "w/one.tree", text: text), as: .tree)
    let quoted = read.diagnostics.first { $0.location?.line == 3 }?.sourceLine
    #expect(quoted == "  A reads co\u{241B}[31m\u{2407}unt\u{2421}", "\(quoted ?? "")")
  }

  @Test("a key line whose spelling the reads do not use is the odd one out, and gets the fix")
  func readTypo() {
    let text = """
      key colourScheme environment
      key textScale environment
      ReaderScreen
        ArticleView
          ParagraphView reads textScale
          CaptionView reads textScale
        SidebarView reads colorScheme
          ModeLabel reads colorScheme
      """
    let description = read(text, as: .tree)
    let warnings = description.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.message
        == "colorScheme is read on line 7 but stored nowhere; line 1 stores colourScheme: did you mean colorScheme there?"
    )
    #expect(warnings.first?.location?.line == 1)
    #expect(warnings.first?.location?.column == 5)
    #expect(warnings.first?.fixIt == "colorScheme")
  }

  @Test("a read whose spelling the rest of the file does not use gets the fix, at the read")
  func readTypoAtTheRead() {
    let text = """
      key textScale environment
      ReaderScreen
        ParagraphView reads textScle
        CaptionView reads textScale
      """
    let warnings = read(text, as: .tree).diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 1)
    #expect(warnings.first?.location?.line == 3)
    #expect(warnings.first?.fixIt == "textScale")
    #expect(
      warnings.first?.message
        == "textScle is stored nowhere; line 1 stores textScale, which the rest of the file reads: did you mean textScale?"
    )
  }

  @Test("when each spelling is written once, the warning names both and offers neither")
  func readTypoTie() {
    let text = "key textScale environment\nReaderScreen\n  ParagraphView reads textScle\n"
    let warnings = read(text, as: .tree).diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 1)
    #expect(warnings.first?.fixIt == nil)
    #expect(warnings.first?.notes.isEmpty == true)
    #expect(warnings.first?.message.hasSuffix("one of the two is misspelled") == true)
  }

  @Test("in the Swift form the fix-it is a string literal on the storage line")
  func readTypoSwift() {
    let text = """
      let storage: [String: Storage] = [
        "colourScheme": .environment,
      ]
      let screen = ViewTree(nodes: [
        ViewNode("A", parent: nil, reads: ["colorScheme"]),
        ViewNode("B", parent: "A", reads: ["colorScheme"]),
      ], storage: storage)
      """
    let description = read(text, as: .swift)
    let warning = description.diagnostics.first { $0.severity == .warning }
    #expect(warning?.location?.line == 2)
    #expect(warning?.fixIt == "\"colorScheme\"")
    #expect(warning?.message.hasPrefix("colorScheme is read on line 5 but stored nowhere") == true)
  }

  @Test("a missing ')' is reported at the opening one, with no knock-on errors")
  func unbalancedBracket() {
    let text = """
      let storage: [String: Storage] = [
          "textScale": .environment,
      ]

      let screen = ViewTree(nodes: [
          ViewNode("ReaderScreen", parent: nil, reads: []),
          ViewNode("ArticleView", parent: "ReaderScreen", reads: []),
          ViewNode("CaptionView", parent: "ArticleView", reads: []),
          ViewNode("ParagraphView", parent: "ArticleView", reads: ["textScale"],
      ], storage: storage)

      _ = screen.change("scale-changed", key: "textScale")
      """
    let description = read(text, as: .swift)
    #expect(
      rendered(description)
        == "t.swift:9:13: error: expected ')' to match this '('\n    ViewNode(\"ParagraphView\", parent: \"ArticleView\", reads: [\"textScale\"],\n            ^\n"
    )
  }

  @Test(
    "each kind of bracket left open is named",
    arguments: [
      ("let a = [f(1]", "t.swift:1:11: error: expected ')' to match this '('"),
      ("let a = f([1)", "t.swift:1:11: error: expected ']' to match this '['"),
      ("let a = f({ $0 )", "t.swift:1:11: error: expected '}' to match this '{'"),
    ])
  func bracketKinds(text: String, message: String) {
    #expect(rendered(read(text, as: .swift)).hasPrefix(message + "\n"))
  }

  @Test("closing brackets that match nothing cost linear time", .timeLimit(.minutes(1)))
  func strayClosers() {
    func seconds(_ size: Int) -> Double {
      let text =
        "let a = " + String(repeating: "(", count: 100) + String(repeating: "]", count: size)
      return threadSeconds { _ = read(text, as: .swift) }
    }
    let ratio = growth(from: 5_000, to: 20_000, limit: 5, measure: seconds)
    #expect(ratio < 5, "4x the closers took \(ratio)x the time")
  }

  @Test("a line that mixes tabs and spaces is named as such")
  func mixedTabs() {
    let description = read("key k environment\nA\n\t  B\n \tC reads k\n", as: .tree)
    #expect(
      description.diagnostics.first?.message
        == "indentation mixes tabs and spaces differently from the lines above; indent with spaces only, or with tabs only"
    )
  }
}
