import GraderReaders
import Testing

/// A description with a mistake, and the first line of the error it must get.
struct Mistake: Sendable, CustomTestStringConvertible {
  var format: DescriptionFormat
  var source: String
  var error: String

  init(_ format: DescriptionFormat, _ source: String, _ error: String) {
    self.format = format
    self.source = source
    self.error = error
  }

  var testDescription: String { error }
}

let tree =
  #"let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])"#

@Suite("Diagnostics")
struct DiagnosticsTests {
  static let swiftMistakes: [Mistake] = [
    Mistake(.swift, #"let a = "abc"#, "t.swift:1:9: error: unterminated string literal"),
    Mistake(
      .swift, #"let s: [String: Storage] = ["k": .enviroment]"#,
      "t.swift:1:35: error: type 'Storage' has no member 'enviroment'; a storage is 'environment', 'model(object:)', 'published(object:)' or 'state(owner:)'"
    ),
    Mistake(
      .swift, #"let s = ["k": .model]"#,
      "t.swift:1:16: error: '.model' needs its object: write '.model(object: \"Name\")'"),
    Mistake(
      .swift, #"let s = ["k": .environment(1)]"#,
      "t.swift:1:16: error: '.environment' takes no arguments"),
    Mistake(
      .swift, tree + "\nscren.change(\"a\", key: \"k\")",
      "t.swift:2:1: error: cannot find 'scren' in scope"),
    Mistake(
      .swift, tree + "\nt.chnge(\"a\", key: \"k\")",
      "t.swift:2:3: error: value of type 'ViewTree' has no member 'chnge'"),
    Mistake(
      .swift, #"let v = ViewNode("A", reads: [])"#,
      "t.swift:1:32: error: missing argument for parameter 'parent' in call to 'ViewNode'"),
    Mistake(
      .swift, #"let v = ViewNode("A", parnt: nil, reads: [])"#,
      "t.swift:1:23: error: incorrect argument label in call to 'ViewNode' (have '_:parnt:reads:', expected '_:parent:reads:')"
    ),
    Mistake(
      .swift, #"let v = ViewNode(name: "A", parent: nil, reads: [])"#,
      "t.swift:1:18: error: incorrect argument label in call to 'ViewNode' (have 'name:parent:reads:', expected '_:parent:reads:')"
    ),
    Mistake(
      .swift, #"let v = ViewNode("A", parent: nil, reads: [], color: "red")"#,
      "t.swift:1:47: error: extra argument 'color' in call to 'ViewNode'"),
    Mistake(
      .swift, "for x in [\"a\"] {\n  print(x)\n}",
      "t.swift:1:1: error: 'for' loops are outside the description subset that grader reads"),
    Mistake(
      .swift, "while true {}",
      "t.swift:1:1: error: 'while' loops are outside the description subset that grader reads"),
    Mistake(
      .swift, "struct Mine {}",
      "t.swift:1:1: error: struct declarations are outside the description subset that grader reads"
    ),
    Mistake(
      .swift, #"print("hi")"#,
      "t.swift:1:1: error: 'print' is outside the description subset that grader reads; rows are printed by 'change(_:key:)' and 'countCauses(_:)'"
    ),
    Mistake(
      .swift, #"let v = ViewNode("A", parent: [], reads: [])"#,
      "t.swift:1:31: error: cannot convert value of type '[Any]' to expected argument type 'String?'"
    ),
    Mistake(
      .swift, #"let v = ViewNode("A", parent: nil, reads: "k")"#,
      "t.swift:1:43: error: cannot convert value of type 'String' to expected argument type '[String]'"
    ),
    Mistake(
      .swift, "let a = \"x\"\nlet a = \"y\"", "t.swift:2:5: error: invalid redeclaration of 'a'"),
    Mistake(
      .swift, #"let a = "\(1)""#,
      "t.swift:1:10: error: string interpolation is outside the description subset that grader reads"
    ),
    Mistake(
      .swift, #"let a = "x" let b = "y""#,
      "t.swift:1:12: error: consecutive statements on a line must be separated by ';'"),
    Mistake(
      .swift, "let a = [\"x\", \"y\"\nlet b = 1",
      "t.swift:2:1: error: expected ',' or ']' in array literal"),
    Mistake(
      .swift, tree + "\nlet r = [t.change(\"a\", key: \"k\")].flatMap { $0.view }",
      "t.swift:2:43: error: closures other than '{ $0 }' are outside the description subset that grader reads"
    ),
    Mistake(
      .swift, #"let a: [ViewNode] = "x""#,
      "t.swift:1:21: error: cannot convert value of type 'String' to specified type '[ViewNode]'"),
    Mistake(
      .swift, #"let a = ["x"][0]"#,
      "t.swift:1:14: error: subscripts are outside the description subset that grader reads"),
    Mistake(
      .swift, "let a = \u{201C}x\u{201D}",
      "t.swift:1:9: error: unicode curly quote found; replace with '\"'"),
    Mistake(
      .swift, "/* never closed\nlet a = \"x\"", "t.swift:1:1: error: unterminated '/*' comment"),
    Mistake(
      .swift, "let a = \"x\" == \"y\"",
      "t.swift:1:13: error: the operator '==' is outside the description subset that grader reads"),
    Mistake(
      .swift,
      #"let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: [])], storage: ["k": .environment, "k": .environment])"#,
      "t.swift:1:95: error: storage key 'k' is given twice; each key has one entry in the storage dictionary"
    ),
    Mistake(
      .swift, #"let t = ViewTree(nodes: [ViewNode("A", parent: "A", reads: [])], storage: [:])"#,
      "t.swift:1:48: error: view 'A' is its own parent"),
    Mistake(
      .swift,
      #"let t = ViewTree(nodes: [ViewNode("A", parent: "B", reads: []), ViewNode("B", parent: "A", reads: [])], storage: [:])"#,
      "t.swift:1:48: error: parent cycle A -> B -> A: following parents never reaches a root"),
    Mistake(
      .swift,
      #"let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: []), ViewNode("A", parent: nil, reads: [])], storage: [:])"#,
      "t.swift:1:65: error: two views are named 'A'; a view's name must be unique"),
    Mistake(
      .swift, #"let t = ViewTree(nodes: ["A"], storage: [:])"#,
      "t.swift:1:25: error: cannot convert value of type '[String]' to expected argument type '[ViewNode]'"
    ),
    Mistake(
      .swift, "countCauses(\"x\")",
      "t.swift:1:13: error: cannot convert value of type 'String' to expected argument type '[Recompute]'"
    ),
    Mistake(
      .swift, "let x = 1 +",
      "t.swift:1:9: error: number literals like '1' are outside the description subset that grader reads"
    ),
    Mistake(
      .swift, "@main struct App {}",
      "t.swift:1:1: error: attributes are outside the description subset that grader reads"),
    Mistake(
      .swift, "let x = Recompute()",
      "t.swift:1:9: error: recomputes come from 'change(_:key:)', not from 'Recompute(...)'"),
  ]

  static let moreSwiftMistakes: [Mistake] = [
    Mistake(.swift, "let = \"x\"", "t.swift:1:5: error: expected a name after 'let'"),
    Mistake(.swift, "let a: = \"x\"", "t.swift:1:8: error: expected a type after ':'"),
    Mistake(.swift, "let a \"x\"", "t.swift:1:7: error: expected '=' and a value after 'a'"),
    Mistake(.swift, "let a = Storage.", "t.swift:1:17: error: expected a member name after '.'"),
    Mistake(
      .swift, "let a = { $0 }",
      "t.swift:1:9: error: a closure is only read as the argument of 'flatMap'"),
    Mistake(.swift, tree + "\nlet c = t.change", "t.swift:2:11: error: 'change' must be called"),
    Mistake(
      .swift, "let a = \"x\"\nlet b = a(\"y\")",
      "t.swift:2:9: error: cannot call value of non-function type 'String'"),
    Mistake(
      .swift, "let a = Storage()",
      "t.swift:1:9: error: a storage is written '.environment', '.model(object:)', '.published(object:)' or '.state(owner:)'"
    ),
    Mistake(
      .swift, "let a = [\"x\"].flatMap({ $0 })",
      "t.swift:1:15: error: 'flatMap { $0 }' needs an array of arrays, not '[String]'"),
    Mistake(
      .swift, "let a = [[\"x\"]].flatMap { x in x }",
      "t.swift:1:25: error: closures other than '{ $0 }' are outside the description subset that grader reads"
    ),
    Mistake(
      .swift, "let a = [[\"x\"]].flatMap(1)",
      "t.swift:1:17: error: 'flatMap' calls other than 'flatMap { $0 }' are outside the description subset that grader reads"
    ),
    Mistake(
      .swift, "let a = [\"x\", nil]",
      "t.swift:1:9: error: an array literal holds values of one type; this one mixes 'String' and 'nil'"
    ),
    Mistake(
      .swift, "let s = [\"k\": \"environment\"]",
      "t.swift:1:15: error: a storage dictionary maps key names to Storage values, not 'String'"),
    Mistake(
      .swift, "let s = [nil: Storage.environment]",
      "t.swift:1:10: error: a storage dictionary's keys are strings, not 'nil'"),
    Mistake(
      .swift, "let a = \"x\" + [\"y\"]",
      "t.swift:1:15: error: binary operator '+' cannot be applied to operands of type 'String' and '[String]'"
    ),
    Mistake(
      .swift, "let a = \"x\"\nlet b = a!",
      "t.swift:2:10: error: '!' after a value is outside the description subset that grader reads"),
    Mistake(.swift, "let a = \"\\q\"", "t.swift:1:10: error: invalid escape sequence in literal"),
    Mistake(
      .swift, "let a = \"\"\"\nx\n\"\"\"",
      "t.swift:1:9: error: multi-line string literals are outside the description subset that grader reads"
    ),
    Mistake(
      .swift, "#if DEBUG\n#endif",
      "t.swift:1:1: error: compiler directives are outside the description subset that grader reads"
    ),
  ]

  static let treeMistakes: [Mistake] = [
    Mistake(
      .tree, "key a enviroment",
      "t.tree:1:7: error: unknown storage 'enviroment'; a key is stored as 'environment', 'model OBJECT', 'published OBJECT' or 'state OWNER'"
    ),
    Mistake(
      .tree, "key a environment\nkey a model Store",
      "t.tree:2:5: error: storage key 'a' is given twice; each key has one key line"),
    Mistake(
      .tree, "key a state",
      "t.tree:1:7: error: 'state' storage names one owner, as in 'key a state Name'"),
    Mistake(
      .tree, "key a",
      "t.tree:1:5: error: 'key' takes a name and a storage, as in 'key textScale environment'"),
    Mistake(
      .tree, "change a",
      "t.tree:1:1: error: 'change' takes a label and a key, as in 'change scale-changed textScale'"),
    Mistake(.tree, "count now", "t.tree:1:7: error: 'count' takes nothing after it"),
    Mistake(
      .tree, "  A",
      "t.tree:1:3: error: 'A' is indented, but no view above it is less indented to be its parent"),
    Mistake(
      .tree, "A\n    B\n  C", "t.tree:3:3: error: indentation of 'C' does not match any outer level"
    ),
    Mistake(
      .tree, "A\n  B\n\tC",
      "t.tree:3:2: error: indentation mixes tabs and spaces differently from the lines above; indent with spaces only, or with tabs only"
    ),
    Mistake(
      .tree, "A\n  B parent A",
      "t.tree:2:12: error: an indented view takes its parent from the indentation; 'parent' is for views at the left margin"
    ),
    Mistake(
      .tree, "A reeds k",
      "t.tree:1:3: error: expected a clause after the view name 'A', found 'reeds'; a view's line goes on with 'reads', 'takes', 'holds', 'parent', 'places' or 'derives'"
    ),
    Mistake(.tree, "A reads", "t.tree:1:3: error: 'reads' takes one or more keys"),
    Mistake(.tree, "\"A reads k", "t.tree:1:1: error: unterminated quoted name"),
    Mistake(
      .tree, "A\n  change x y",
      "t.tree:2:3: error: 'change' lines start at the left margin, outside the tree"),
    Mistake(.tree, "A parent A", "t.tree:1:10: error: view 'A' is its own parent"),
    Mistake(
      .tree, "A parent B\nB parent A",
      "t.tree:1:10: error: parent cycle A -> B -> A: following parents never reaches a root"),
    Mistake(
      .tree, "A\n  B\nB", "t.tree:3:1: error: two views are named 'B'; a view's name must be unique"
    ),
  ]

  @Test(
    "each mistake gets a located error", arguments: swiftMistakes + moreSwiftMistakes + treeMistakes
  )
  func mistake(_ mistake: Mistake) {
    let description = read(mistake.source, as: mistake.format)
    #expect(description.hasErrors)
    #expect(description.output.isEmpty)
    let errors = rendered(description).split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.first.map(String.init) == mistake.error, "\(rendered(description))")
  }

  @Test(
    "a list missing a comma at a line's end reads on: the comma and the next element's own errors in one run, each unquoted name told to be quoted"
  )
  func missingCommaReadsOn() {
    let text = """
      let nodes = [
        ViewNode("Profile", parent: nil, reads: [])
        ViewNode("Badge", parent: Profile, reads: ["name"]),
      ]
      let t = ViewTree(nodes: nodes, storage: ["name": .state(owner: "Profile")])
      """
    let output = rendered(read(text, as: .swift))
    #expect(output.contains("t.swift:2:46: error: expected ',' after this element\n"), "\(output)")
    #expect(output.contains("t.swift:3:29: error: cannot find 'Profile' in scope\n"))
    #expect(
      output.contains("t.swift:3:29: note: a view's or a key's name is a string: write \"Profile\"")
    )
  }

  @Test(
    "a name used above its let is told so, never to be quoted; a colon's fix-it only for a bare name"
  )
  func declaredBelowAndColons() {
    let below = rendered(
      read(
        "let t = ViewTree(nodes: nodes, storage: [:])\nlet nodes = [ViewNode(\"A\", parent: nil, reads: [])]\n",
        as: .swift))
    #expect(below.contains("note: 'nodes' is declared further down; declare it before this use"))
    #expect(!below.contains("is a string"))
    let tree = rendered(
      read("key k environment\nRoot\n  \"Q:\" reads k\n  Dbl:: reads k\n", as: .tree))
    #expect(tree.contains("view name 'Q:' ends with ':'; no colon follows a name: write 'Q'\n"))
    #expect(tree.contains("  \"Q:\" reads k\n  ^\n"), "\(tree)")
    #expect(tree.contains("  Dbl:: reads k\n  ^~~~~\n  Dbl\n"), "\(tree)")
  }

  @Test("an argument missing the comma before its label is told so, once, with the comma to write")
  func missingArgumentComma() {
    let output = rendered(
      read(
        "let t = ViewTree(nodes: [ViewNode(\"A\", parent: nil reads: [])], storage: [:])\n",
        as: .swift))
    #expect(output.hasPrefix("t.swift:1:51: error: expected ',' before the argument 'reads:'\n"))
    #expect(output.components(separatedBy: ": error: ").count == 2, "\(output)")
  }

  @Test(
    "the caret ends with the quoted window of its line, and a fix-it too long to quote is left out"
  )
  func boundedRendering() {
    let name = String(repeating: "a", count: 100_000)
    let file = SourceFile(path: "t.swift", text: "let x = [\(name)]\n")
    let long = file.diagnostic(
      .error, "m", id: .unknownName, at: 9, length: name.utf8.count, fixIt: name)
    let text = DiagnosticRenderer().render(long)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 200 }, "\(text.utf8.count)")
    #expect(text.split(separator: "\n").count == 3)
    let short = file.diagnostic(.error, "m", id: .unknownName, at: 9, length: 3, fixIt: "\"b\"")
    #expect(DiagnosticRenderer().render(short).hasSuffix("^~~\n         \"b\"\n"))
  }

  @Test("a file with three mistakes shows all three")
  func threeMistakes() {
    let text = """
      let storage: [String: Storage] = ["textScale": .enviroment]
      let screen = ViewTree(nodes: [
        ViewNode("A", parent: nil, reads: []),
        ViewNode("B", parnt: "A", reads: ["textScale"]),
      ], storage: storage)
      for view in [] {}
      """
    let lines = rendered(read(text, as: .swift)).split(separator: "\n").filter {
      $0.contains(": error: ")
    }
    #expect(
      lines.map { $0.components(separatedBy: ": error")[0] } == [
        "t.swift:1:49", "t.swift:4:17", "t.swift:6:1",
      ])
  }

  @Test("an error shows the source line and a caret under the spot")
  func layout() {
    let description = read(
      "let v = 1 // ok\nlet a = \"x\"\nsc_reen.change(\"a\", key: \"b\")", as: .swift)
    #expect(
      rendered(description).contains(
        """
        t.swift:3:1: error: cannot find 'sc_reen' in scope
        sc_reen.change("a", key: "b")
        ^~~~~~~

        """))
  }

  @Test("a line indented between two levels is offered both, the one it closes too")
  func indentationBetweenLevels() {
    // C at 2 spaces closes B at 4: it can sit beside A or beside B.
    let output = rendered(read("A\n    B\n  C", as: .tree))
    #expect(
      output.contains(
        "t.tree:3:3: note: the views it can sit beside are indented 0 and 4 spaces: indent it as one of them"
      ))
    // Deeper still: every open level, and the line's view left out of the tree.
    let deeper = read("A\n  B\n      C\n    D\nE", as: .tree)
    #expect(
      rendered(deeper).contains(
        "t.tree:4:5: note: the views it can sit beside are indented 0, 2 and 6 spaces: indent it as one of them"
      ))
    #expect(deeper.hasErrors)
  }

  @Test("a did-you-mean note carries the fix")
  func didYouMean() {
    let description = read(tree + "\nlet r = tt.change(\"a\", key: \"k\")", as: .swift)
    #expect(
      rendered(description).contains(
        """
        t.swift:2:9: note: did you mean 't'?
        let r = tt.change("a", key: "k")
                ^~
                t

        """))
  }

  @Test("columns count characters, not bytes")
  func columnsInCharacters() {
    let description = read("let café = \"☕️\"; let 👋 = nope", as: .swift)
    #expect(rendered(description).hasPrefix("t.swift:1:25: error: cannot find 'nope' in scope"))
  }

  @Test("warnings: a dangling parent, and a change key with no storage row")
  func warnings() {
    let text = """
      key textScale environment
      Article
      Paragraph parent Articel reads textScale
      change c textScal
      """
    let description = read(text, as: .tree)
    #expect(!description.hasErrors)
    let output = rendered(description)
    #expect(
      output.contains(
        "t.tree:3:18: warning: parent 'Articel' names no view in this tree; name the view whose body shows this one"
      ))
    #expect(output.contains("t.tree:3:18: note: did you mean 'Article'?"))
    #expect(
      output.contains(
        "t.tree:4:10: warning: 'textScal' is stored nowhere, and no view reads it")
    )
    #expect(
      description.printedLines == [
        "c: textScal changed | recomputed none | skipped Article,Paragraph"
      ])
  }

  @Test("warnings: a state owner and a read key that look like typos")
  func typoWarnings() {
    let text = """
      key progress state ProgressEdtor
      key textScale environment
      ProgressEditor reads textScal
        Slider reads progress, textScal
      """
    let description = read(text, as: .tree)
    #expect(!description.hasErrors)
    let output = rendered(description)
    #expect(
      output.contains(
        "t.tree:1:20: warning: owner 'ProgressEdtor' names no view in this tree, so every reader of 'progress' is off-rule\nkey progress state ProgressEdtor\n                   ^\nt.tree:1:20: note: did you mean 'ProgressEditor'? (or, if 'ProgressEdtor' is the name you meant, rename that view)\nkey progress state ProgressEdtor\n                   ^\nt.tree:2:5"
      ))
    #expect(
      output.contains(
        "t.tree:2:5: warning: textScal is read on line 3 but stored nowhere; line 2 stores textScale: did you mean textScal there?\nkey textScale environment\n    ^~~~~~~~~\n    textScal\n"
      ))
    let ghost = read("key s state Ghost\nA parent Ghost reads s\n", as: .tree)
    #expect(!rendered(ghost).contains("owner"))
  }

  @Test("an owner that is a view of the scenario graded is never offered to change: the view is")
  func ownerOfTheScenario() {
    let text = "key name state NameField\nForm\n  NameFeild reads name\n"
    let file = SourceFile(path: "t.tree", text: text)
    let graded = rendered(
      DescriptionReader.check(file, as: .tree, scriptKeys: [], views: ["Form", "NameField"]))
    #expect(
      graded.contains(
        "note: 'NameField' is a view of this scenario: rename the view 'NameFeild' to 'NameField'"),
      "\(graded)")
    let unknown = rendered(DescriptionReader.check(file, as: .tree, scriptKeys: []))
    #expect(unknown.contains("note: did you mean 'NameFeild'? (or, if 'NameField' is the name"))
    let known = rendered(
      DescriptionReader.check(
        SourceFile(
          path: "t.tree", text: "key name state NameFeild\nForm\n  NameField reads name\n"),
        as: .tree, scriptKeys: [], views: ["Form", "NameField"]))
    #expect(known.contains("note: did you mean 'NameField'?\n"), "\(known)")
  }

  @Test("color wraps the severity only when asked")
  func color() {
    let description = read("let a = b", as: .swift)
    #expect(
      DiagnosticRenderer(color: true).render(description.diagnostics).contains(
        "\u{1B}[1;31merror: \u{1B}[0m"))
    #expect(!DiagnosticRenderer(color: false).render(description.diagnostics).contains("\u{1B}"))
  }
}
