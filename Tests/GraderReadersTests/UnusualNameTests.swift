import GraderReaders
import Testing

@Suite("Names with control characters")
struct ControlCharacterNameTests {
  @Test(
    "a name with a control character is a located error in both readers",
    arguments: [
      (
        "t.swift", DescriptionFormat.swift,
        "let nodes = [\n  ViewNode(\"Root\", parent: nil, reads: []),\n  ViewNode(\"Evil\\n::error::x\", parent: \"Root\", reads: [\"k\"]),\n]\nlet t = ViewTree(nodes: nodes, storage: [\"k\": .environment])\n",
        "t.swift:3:3: error: view name 'Evil\\n::error::x' holds a control character; names are printable text on one line"
      ),
      (
        "t.tree", .tree, "key k environment\nRoot\n  \"Evil\\n::x\" reads k\n",
        "t.tree:3:3: error: view name 'Evil\\n::x' holds a control character; names are printable text on one line"
      ),
      (
        "t.swift", .swift,
        "let t = ViewTree(nodes: [ViewNode(\"A\", parent: nil, reads: [\"k\\u{1B}\"])], storage: [\"k\\u{1B}\": .state(owner: \"A\")])\n",
        "t.swift:1:"
      ),
    ])
  func located(path: String, format: DescriptionFormat, text: String, expected: String) {
    let description = DescriptionReader.read(SourceFile(path: path, text: text), as: format)
    #expect(description.hasErrors)
    let rendered = DiagnosticRenderer().render(description.diagnostics)
    #expect(rendered.hasPrefix(expected), "\(rendered)")
    #expect(rendered.contains("holds a control character"))
    #expect(description.screens.isEmpty)
  }
}

@Suite("Bare names written with raw bytes a name may not hold")
struct RawByteNameTests {
  @Test(
    "a bare name holding a raw control byte, DEL, a C1 control or a bidi override is refused where it stands",
    arguments: ["Evil\u{1B}x", "Evil\u{7F}", "Ev\u{85}il", "Evil\u{202E}", "Evil\u{0B}x"])
  func refused(name: String) {
    // Printable ASCII files skip the look at each name; these must not.
    for text in [
      "key k environment\nRoot\n  \(name) reads k\n",
      "key \(name) environment\nRoot reads \(name)\n",
    ] {
      let description = DescriptionReader.read(SourceFile(path: "t.tree", text: text), as: .tree)
      #expect(description.hasErrors, "\(text.debugDescription)")
      #expect(description.screens.isEmpty)
      let rendered = DiagnosticRenderer().render(description.diagnostics)
      #expect(rendered.contains("holds a control character"), "\(rendered)")
    }
  }
}

@Suite("Names longer than any screen needs")
struct LongNameTests {
  @Test("a name of more than 200 characters is a located error in both readers; 200 reads")
  func tooLong() {
    let long = String(repeating: "V", count: 201)
    let fits = String(repeating: "V", count: 200)
    for (path, format, text) in [
      ("t.tree", DescriptionFormat.tree, "key k environment\nRoot\n  \(long) reads k\n"),
      (
        "t.swift", .swift,
        "let t = ViewTree(nodes: [ViewNode(\"\(long)\", parent: nil, reads: [\"k\"])], storage: [\"k\": .environment])\n"
      ),
      ("t.tree", .tree, "key \(long) environment\nRoot reads \(long)\n"),
    ] {
      let description = DescriptionReader.read(SourceFile(path: path, text: text), as: format)
      #expect(description.hasErrors, "\(path)")
      let rendered = DiagnosticRenderer().render(description.diagnostics)
      #expect(rendered.contains("is 201 characters long; a name holds at most 200"), "\(rendered)")
      #expect(description.screens.isEmpty)
    }
    let ok = DescriptionReader.read(
      SourceFile(path: "t.tree", text: "key k environment\nRoot\n  \(fits) reads k\n"), as: .tree)
    #expect(!ok.hasErrors)
  }
}

@Suite("Names with white space at their ends, and quoted lines that open with '::'")
struct EdgeSpaceTests {
  @Test(
    "a name that begins or ends with white space of any kind is a located error",
    arguments: ["\u{3000}::error::X reads k\n", "\"\u{A0}A\" reads k\n", "\"A \" reads k\n"])
  func edgeSpace(line: String) {
    let description = DescriptionReader.read(
      SourceFile(path: "t.tree", text: "key k environment\n" + line), as: .tree)
    #expect(description.hasErrors)
    let rendered = DiagnosticRenderer().render(description.diagnostics)
    #expect(rendered.contains("begins or ends with white space"), "\(rendered)")
  }

  @Test(
    "a name ending with a colon is a located error with the name to write, in either form",
    arguments: [
      ("t.tree", "key k environment\nRoot\n  NameField: reads k\n", 3, "NameField"),
      ("t.tree", "key k: environment\nRoot reads k\n", 1, "k"),
      (
        "t.swift",
        "let t = ViewTree(nodes: [ViewNode(\"A:\", parent: nil, reads: [\"k\"])], storage: [\"k\": .environment])\n",
        1, "A"
      ),
    ])
  func trailingColon(path: String, text: String, line: Int, name: String) {
    let description = DescriptionReader.read(
      SourceFile(path: path, text: text), as: path.hasSuffix(".tree") ? .tree : .swift)
    let error = description.diagnostics.first { $0.id == .nameEndsWithColon }
    #expect(error?.location?.line == line, "\(description.diagnostics)")
    #expect(
      error?.message.hasSuffix("ends with ':'; no colon follows a name: write '\(name)'") == true)
  }

  @Test(
    "a quoted line that opens with '::', after any white space, shows its first colon as '∶'",
    arguments: [
      ("::error::x", "\u{2236}:error::x"), ("  \t::x", "  \t\u{2236}:x"),
      ("\u{A0}\u{3000}::x", "\u{A0}\u{3000}\u{2236}:x"), ("a::b", "a::b"), (": :x", ": :x"),
    ])
  func defused(line: String, shown: String) {
    #expect(SourceFile.defusingCommand(line) == shown)
  }
}

@Suite("Paths split at their slash bytes")
struct PathTextTests {
  @Test(
    "a name that begins with a combining mark, or a folder that ends with a prepended character, splits from its neighbour"
  )
  func joiningCharacters() {
    // As characters, "\u{600}/" and "/\u{301}" are each one: a split there finds no slash.
    #expect("a\u{600}/b".split(separator: "/").count == 1)
    #expect(PathText.components(of: "class/a\u{600}/b") == ["class", "a\u{600}", "b"])
    #expect(PathText.lastComponent(of: "class/\u{301}ann") == "\u{301}ann")
    #expect(PathText.parent(of: "class/\u{301}ann") == "class")
    #expect(PathText.parent(of: "a\u{600}/01-lesson") == "a\u{600}")
    #expect(PathText.lastComponent(of: "plain") == "plain")
    #expect(PathText.parent(of: "plain") == nil)
    #expect(PathText.parent(of: "/top") == "")
    #expect(PathText.components(of: "//a///b/") == ["a", "b"])
    #expect(PathText.trimmingTrailingSlashes("a/\u{301}b//") == "a/\u{301}b")
    #expect(PathText.trimmingTrailingSlashes("///") == "/")
    #expect(PathText.trimmingTrailingSlashes("") == "")
    #expect(PathText.trimmingTrailingSlashes("a") == "a")
  }
}

@Suite("A line quoted under a diagnostic, plain or not")
struct QuotedLineTests {
  /// The first diagnostic of the `.tree` text `text`.
  private func first(_ text: String) -> Diagnostic? {
    DescriptionReader.check(SourceFile(path: "t.tree", text: text), as: .tree).diagnostics.first
  }

  @Test(
    "a line of printable ASCII is quoted, cut and underlined as the same line with a name outside ASCII",
    arguments: [
      "raeds k",
      String(repeating: "b", count: 300) + " zz",
      "reads" + String(repeating: " k", count: 150) + " places m"
        + String(repeating: " k", count: 150),
    ])
  func alike(tail: String) {
    // The view's name is the one character that differs: `A`, or `é`
    // (two bytes), which sends the line down the path made for any text.
    let plain = first("A " + tail)
    let other = first("\u{E9} " + tail)
    #expect(plain != nil)
    #expect(plain?.location == other?.location)
    #expect(plain?.sourceLineShift == other?.sourceLineShift)
    func asPlain(_ text: String) -> String {
      String(text.map { $0 == "\u{E9}" ? "A" : $0 })
    }
    #expect(plain?.sourceLine == other?.sourceLine.map(asPlain))
    let renderer = DiagnosticRenderer()
    #expect(plain.map(renderer.render) == other.map(renderer.render).map(asPlain))
  }
}
