import Foundation
import GraderTestSupport
import Testing

/// The lines of `output` wider than `columns` that may not be: every line
/// but a path or a command to type standing alone, a compiler-style line
/// and a model's row.
func overWide(_ output: String, columns: Int) -> [Substring] {
  output.split(separator: "\n").filter { line in
    let words = line.drop { $0 == " " }
    let exempt =
      isCompilerLine(line) || !words.contains(" ") || words.hasPrefix("grader ")
      || words.hasPrefix("mv ") || line.contains(" | recomputed ") || line.contains(" | skipped ")
    return line.count > columns && !exempt
  }
}

/// `output`'s lines as one, joined by single spaces without their indentation.
func unwrapped(_ output: String) -> String {
  output.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
}

/// One student mistake per case, each checked at 60 and 80 columns: the
/// message that names it, and nothing that points the wrong way.
@Suite("The student's messages")
struct StudentMessageTests {
  static let lesson = "Submissions/04-environment-values"
  static let file = "\(lesson)/reader-deep-in-the-tree"
  static let right =
    "key textScale environment\nkey colorScheme environment\nReaderScreen\n  ArticleView\n    ParagraphView reads textScale\n    CaptionView reads textScale\n  SidebarView reads colorScheme\n"

  /// Checks `text`, written as the reader-deep-in-the-tree submission in `form`, at `columns`.
  func check(_ text: String, form: String = "tree", columns: Int, _ extra: [String] = [])
    throws -> ProcessResult
  {
    let course = try makeCourse(["\(Self.file).\(form)": text])
    let result = try runGrader(
      ["check"] + extra + ["\(Self.file).\(form)"], in: course,
      environment: ["COLUMNS": "\(columns)"])
    #expect(result.standardError.isEmpty)
    #expect(overWide(result.standardOutput, columns: columns).isEmpty, "\(result.standardOutput)")
    return result
  }

  @Test("a misspelled read is offered the stored spelling, on the read", arguments: [60, 80])
  func readTypo(columns: Int) throws {
    let text = Self.right.replacingOccurrences(
      of: "ParagraphView reads textScale", with: "ParagraphView reads textScle")
    let output = try check(text, columns: columns).standardOutput
    #expect(output.contains("\(Self.file).tree:5:25: warning: textScle is stored nowhere\n"))
    #expect(
      unwrapped(output).contains(
        "line 1 stores textScale, a key this scenario changes: did you mean textScale?"))
    #expect(!output.contains("did you mean textScle"))
  }

  @Test(
    "a misspelled key line is offered the spelling the reads use, on that line",
    arguments: [60, 80])
  func keyLineTypo(columns: Int) throws {
    let text = Self.right.replacingOccurrences(
      of: "key textScale environment", with: "key textScle environment")
    let output = try check(text, columns: columns).standardOutput
    #expect(
      output.contains(
        "\(Self.file).tree:1:5: warning: textScale is read on line 5 but stored nowhere\n"))
    #expect(unwrapped(output).contains("line 1 stores textScle: did you mean textScale there?"))
    #expect(output.components(separatedBy: "warning:").count == 2, "one message, not two")
  }

  @Test(
    "a key of the scenario's own, unstored, is told to get storage, not renamed",
    arguments: [60, 80])
  func unstoredScenarioKey(columns: Int) throws {
    let course = try makeCourse([
      "Submissions/04-environment-values/override-as-two-keys.tree":
        "key textScale environment\nReaderScreen reads paneTextScale\n  ArticlePane reads textScale\n  SidePane reads paneTextScale\n"
    ])
    let result = try runGrader(
      ["check", "override-as-two-keys"], in: course, environment: ["COLUMNS": "\(columns)"])
    let output = result.standardOutput
    #expect(
      output.contains(
        "override-as-two-keys.tree:2:20: warning: paneTextScale is stored nowhere, so its readers count as out-of-scope\n"
      ))
    #expect(
      unwrapped(output).contains(
        "note: give it a key line: 'key paneTextScale environment', 'key paneTextScale model OBJECT', 'key paneTextScale published OBJECT' or 'key paneTextScale state OWNER', as the screen stores it"
      ))
    #expect(!output.contains("did you mean"), "no fix that leaves the score as it is")
    #expect(overWide(output, columns: columns).isEmpty)
    // run reads a submission as check does, and says the same.
    let run = try runGrader(
      ["run", "Submissions/04-environment-values/override-as-two-keys.tree"], in: course,
      environment: ["COLUMNS": "\(columns)"])
    #expect(
      run.standardError.contains(
        "override-as-two-keys.tree:2:20: warning: paneTextScale is stored nowhere, so its readers count as out-of-scope\n"
      ))
  }

  @Test("the other form is named, with the rename, and nothing else", arguments: [60, 80])
  func otherForm(columns: Int) throws {
    let swift = try check(
      "let screen = ViewTree(nodes: [\n  ViewNode(\"ReaderScreen\", parent: nil, reads: []),\n], storage: [:])\n",
      columns: columns
    ).standardOutput
    #expect(
      swift.contains(
        "\(Self.file).tree:1:1: error: this is the lesson's Swift form, not the .tree form\n"))
    #expect(unwrapped(swift).contains("rename the file to reader-deep-in-the-tree.swift"))
    #expect(swift.components(separatedBy: "error:").count == 2)
    let tree = try check(Self.right, form: "swift", columns: columns).standardOutput
    #expect(
      tree.contains(
        "\(Self.file).swift:1:1: error: this is the .tree form, not the lesson's Swift form\n"))
    #expect(unwrapped(tree).contains("rename the file to reader-deep-in-the-tree.tree"))
    #expect(tree.components(separatedBy: "error:").count == 2)
  }

  @Test("an error's advice keeps what the student wrote, in their form", arguments: [60, 80])
  func adviceKeepsWhatWasWritten(columns: Int) throws {
    let course = try makeCourse([
      "Submissions/06-environment-scopes/lazy-default-read-out-of-place.tree":
        "key loadedSetting state ContentView\nkey appSetting lazy environment\nContentView reads loadedSetting\n  LogoHeader reads appSetting\n  AppMainView places appSetting from loadedSetting reads appSetting\n    MainTabs reads appSetting\n",
      "Submissions/06-environment-scopes/derived-override.swift": "",
    ])
    func checkLazy() throws -> String {
      try runGrader(
        ["check", "lazy-default-read-out-of-place"], in: course,
        environment: ["COLUMNS": "\(columns)"]
      ).standardOutput
    }
    let lazy = try checkLazy()
    #expect(
      lazy.contains(
        "lazy-default-read-out-of-place.tree:2:16: error: 'lazy' comes after the storage: 'key appSetting environment lazy'\n"
      ))
    #expect(lazy.components(separatedBy: "error:").count == 2)
    let swift = """
      let screen = ViewTree(nodes: [
        ViewNode("ContentView", parent: nil, reads: ["loadedSetting"]),
        ViewNode("LogoHeader", parent: "ContentView", reads: ["appSetting"]),
        ViewNode("AppMainView", parent: "ContentView", places: ["appSetting"], reads: ["appSetting"]),
        ViewNode("MainTabs", parent: "AppMainView", reads: ["appSetting"]),
      ], storage: ["loadedSetting": .state(owner: "ContentView"), "appSetting": .environment], lazy: ["appSetting"])

      """
    try swift.write(
      to: course.appendingPathComponent(
        "Submissions/06-environment-scopes/lazy-default-read-out-of-place.swift"),
      atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(
      at: course.appendingPathComponent(
        "Submissions/06-environment-scopes/lazy-default-read-out-of-place.tree"))
    let order = try checkLazy()
    #expect(
      order.contains(
        "lazy-default-read-out-of-place.swift:4:74: error: argument 'reads' must precede argument 'places'\n"
      ))
    #expect(!order.contains("extra argument"))
    #expect(order.components(separatedBy: "error:").count == 2)
    // Advice about a Swift file is written in the Swift form.
    try swift.replacingOccurrences(of: "places: [\"appSetting\"], ", with: "").write(
      to: course.appendingPathComponent(
        "Submissions/06-environment-scopes/lazy-default-read-out-of-place.swift"),
      atomically: true, encoding: .utf8)
    let advice = unwrapped(try checkLazy())
    #expect(advice.contains("write 'places: [\"appSetting\"]' on AppMainView (your line 4;"))
    #expect(!advice.contains("write 'places appSetting'"))
  }

  @Test("a file that is no description, or named like no scenario, is claimed by none")
  func looseNames() throws {
    let course = try makeCourse([
      "Submissions/06-environment-scopes/notes.txt": "hi\n",
      "Submissions/06-environment-scopes/scratch.tree": "A\n",
    ])
    let result = try runGrader(["check", "06-environment-scopes"], in: course)
    #expect(result.standardOutput.contains("  Submissions/06-environment-scopes/notes.txt\n"))
    #expect(result.standardOutput.contains("  Submissions/06-environment-scopes/scratch.tree\n"))
    #expect(!result.standardOutput.contains("rename it"))
    #expect(!result.standardOutput.contains("did you mean"))
  }

  @Test("--quiet still shows a misplaced file, and the report names each file it writes")
  func noSilentLoss() throws {
    let course = try makeCourse([
      "Submissions/04-environment-values/reader-deep-in-the-tre.tree": Self.right
    ])
    let quiet = try runGrader(["check", "--quiet"], in: course, environment: ["COLUMNS": "60"])
    #expect(
      unwrapped(quiet.standardOutput).contains(
        "found Submissions/04-environment-values/reader-deep-in-the-tre.tree; rename it to reader-deep-in-the-tree.tree"
      ))
    try FileManager.default.createDirectory(
      at: course.appendingPathComponent("out"), withIntermediateDirectories: true)
    let html = try runGrader(
      ["check", "--html", "out/report.html", "--report", "json=out/r.json"], in: course)
    #expect(html.standardOutput.contains("Wrote out/report.html.\n"))
    #expect(html.standardOutput.contains("Wrote out/r.json.\n"))
  }

  @Test("list takes a lesson and a bare id; a near miss is suggested", arguments: [60, 80])
  func listSpellings(columns: Int) throws {
    let course = try makeCourse()
    let environment = ["COLUMNS": "\(columns)"]
    let lesson = try runGrader(
      ["list", "04-environment-values"], in: course, environment: environment)
    #expect(lesson.status == 0)
    #expect(lesson.standardOutput.contains("reader-deep-in-the-tree"))
    #expect(!lesson.standardOutput.contains("counter-reads-its-own-state"))
    #expect(overWide(lesson.standardOutput, columns: columns).isEmpty)
    let bare = try runGrader(["check", "derived-override"], in: course, environment: environment)
    #expect(bare.status == 1)
    #expect(bare.standardOutput.contains("derived-override"))
    let near = try runGrader(["check", "derived-overide"], in: course, environment: environment)
    #expect(near.status == 64)
    #expect(
      unwrapped(near.standardError).hasPrefix(
        "grader: error: no lesson, scenario or submission matches 'derived-overide'; did you mean '06-environment-scopes/derived-override'?"
      ))
    #expect(overWide(near.standardError, columns: columns).isEmpty)
  }

  @Test("run, draw, start, list and check fit 60 columns", arguments: [60, 80])
  func everyCommandFits(columns: Int) throws {
    let course = try makeCourse(sampleWork: true)
    let environment = ["COLUMNS": "\(columns)"]
    let file = "Submissions/04-environment-values/reader-deep-in-the-tree.tree"
    let commands: [[String]] = [
      ["check"], ["check", "--draw", "--rows"], ["list"], ["run", file], ["draw", file],
      ["start", "04-environment-values/object-in-the-environment"],
      ["start", "04-environment-values/object-in-the-environment"],
      ["start", "--format", "swift", "06-environment-scopes/nested-overrides"],
    ]
    for command in commands {
      let result = try runGrader(command, in: course, environment: environment)
      for output in [result.standardOutput, result.standardError] {
        let wide = overWide(output, columns: columns)
        #expect(wide.isEmpty, "\(command): \(wide)")
      }
    }
  }
}
