import Foundation
import GraderTestSupport
import Testing

/// What a student's copy of the course tells them: a full release explains
/// as the course does; a digest release gives hints from the source.
@Suite("Feedback in the students' release")
struct ReleaseFeedbackTests {
  /// A release of the test course, with `files` written into it.
  func release(_ answers: String, _ files: [String: String]) throws -> URL {
    let out = try temporaryDirectory().appendingPathComponent("release")
    let made = try runGrader([
      "release", "--course", packageRoot.path, "--out", out.path, "--answers", answers,
    ])
    #expect(made.status == 0, "\(made.standardError)")
    for (path, text) in files {
      let url = out.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return out
  }

  static let tapLogger = [
    "Submissions/01-local-state/state-written-but-not-read.tree":
      "key tapCount state TapLogger\nTapScreen\n  TapLogger reads tapCount\n"
  ]

  @Test(
    "a default release explains a failure at the student's line; a digest one hints from the source",
    arguments: [60, 80])
  func explains(columns: Int) throws {
    let full = try release("full", Self.tapLogger)
    let explained = try runGrader(
      ["check", "01-local-state/state-written-but-not-read", "--color", "never"], in: full,
      environment: ["COLUMNS": "\(columns)"])
    #expect(explained.status == 1)
    let text = unwrapped(explained.standardOutput)
    #expect(
      text.contains(
        "TapLogger is recomputed on tapped in yours (local) but skipped in the reference: it should not read tapCount (your line 3; source line 13)."
      ), "\(text)")
    #expect(text.contains("Why: "))
    let digest = try release("digest", Self.tapLogger)
    let hinted = try runGrader(
      ["check", "01-local-state/state-written-but-not-read", "--color", "never"], in: digest,
      environment: ["COLUMNS": "\(columns)"])
    #expect(hinted.status == 1)
    let hint = unwrapped(hinted.standardOutput)
    #expect(
      hint.contains(
        "TapLogger's body uses tapCount only in an action (source line 13), which runs after the body (your line 3)."
      ), "\(hint)")
    #expect(!hint.contains("reference"))
    #expect(!hint.contains("Why: "))
    #expect(hint.components(separatedBy: "kept as a digest").count <= 2)
    for line in hinted.standardOutput.split(separator: "\n") {
      // A path or a command to copy stands whole, wider if it must.
      let word = line.drop { $0 == " " }
      #expect(
        line.count <= columns || isCompilerLine(line) || !word.contains(" ")
          || word.hasPrefix("grader start "), "\(line)")
    }
  }

  @Test("a digest release says where the source keeps a key, and builds a view, never what runs")
  func storage() throws {
    let counter = "Submissions/01-local-state/counter-reads-its-own-state.tree"
    for (storage, cause) in [("state CounterScreen", "parent"), ("environment", "environment")] {
      let digest = try release(
        "digest",
        [counter: "key count \(storage)\nCounterScreen\n  CounterView reads count\n  ResetButton\n"]
      )
      let hinted = try runGrader(
        ["check", "01-local-state/counter-reads-its-own-state", "--color", "never"], in: digest)
      #expect(hinted.status == 1)
      let text = unwrapped(hinted.standardOutput)
      #expect(
        text.contains("count is a @State property of CounterView (your line 1; source line 13)."),
        "\(text)")
      // The student's own row, and nothing of the reference's.
      #expect(text.contains("recomputed CounterView \(cause)"), "\(text)")
      #expect(!text.contains("reference"))
    }
    // A view under another parent than the one whose body builds it.
    let placed = try release(
      "digest",
      [
        counter:
          "key count state CounterView\nCounterScreen\n  CounterView reads count\n    ResetButton\n"
      ])
    let moved = unwrapped(
      try runGrader(
        ["check", "01-local-state/counter-reads-its-own-state", "--color", "never"], in: placed
      ).standardOutput)
    #expect(
      moved.contains("ResetButton is built in CounterScreen's body (your line 4; source line 7)."),
      "\(moved)")
    // Rows that match are not shown, but counted.
    let reader = "Submissions/04-environment-values/reader-deep-in-the-tree.tree"
    let partly = try release(
      "digest",
      [reader: try String(contentsOf: testCourse.appendingPathComponent(reader), encoding: .utf8)])
    let counted = unwrapped(
      try runGrader(
        ["check", "04-environment-values/reader-deep-in-the-tree", "--color", "never"], in: partly
      ).standardOutput)
    #expect(
      counted.contains(
        "your rows, which differ from the answers (kept as digests); your other output matches:"),
      "\(counted)")
  }

  @Test("a misspelled view names both spellings, and another scenario's description names it")
  func names() throws {
    let digest = try release(
      "digest",
      [
        "Submissions/01-local-state/state-written-but-not-read.tree":
          "key tapCount state TapLogger\nTapScreen\n  TapLoger\n",
        "Submissions/01-local-state/two-independent-states.tree":
          "key tapCount state TapLogger\nTapScreen\n  TapLogger reads tapCount\n",
      ])
    let result = try runGrader(["check", "01-local-state", "--color", "never"], in: digest)
    let text = unwrapped(result.standardOutput)
    #expect(
      text.contains("TapLoger is no view of the source: it declares TapLogger (source line 9)"),
      "\(text)")
    #expect(
      text.contains("This file describes 01-local-state/state-written-but-not-read"), "\(text)")
  }

  @Test("check names a misnamed file's right path, and a lesson by its number")
  func misnamedFile() throws {
    let course = try courseCopy()
    let wrong = course.appendingPathComponent("Submissions/01-local-state/sibling_fields.tree")
    try "key name state NameField\nSignUpForm\n".write(to: wrong, atomically: true, encoding: .utf8)
    let result = try runGrader(["check", wrong.path, "--color", "never"], in: course)
    #expect(result.status == 1)
    #expect(
      unwrapped(result.standardOutput).contains(
        "found Submissions/01-local-state/sibling_fields.tree; rename it to sibling-fields.tree"
      ), "\(result.standardOutput)")
    for spelling in ["01", "1", "0000000001"] {
      let byNumber = try runGrader(["check", spelling, "--color", "never"], in: course)
      #expect(byNumber.standardOutput.hasPrefix("Local state (01-local-state)\n"), "\(spelling)")
    }
    // A lesson's number before a scenario's name names that scenario.
    let scenario = try runGrader(["check", "1/sibling-fields", "--color", "never"], in: course)
    #expect(
      scenario.standardOutput.hasPrefix("Local state (01-local-state)\n  missing sibling-fields"),
      "\(scenario.standardOutput)")
  }

  @Test("a student who writes in the Swift form is told to start the next scenario in it")
  func startInSwift() throws {
    let course = try courseCopy()
    let lesson = course.appendingPathComponent("Submissions/01-local-state")
    for name in try FileManager.default.contentsOfDirectory(atPath: lesson.path) {
      try FileManager.default.removeItem(at: lesson.appendingPathComponent(name))
    }
    // A file with a view: one with none would be the next thing to do.
    try
      "let t = ViewTree(nodes: [ViewNode(\"CounterScreen\", parent: nil, reads: [])], storage: [:])\n"
      .write(
        to: lesson.appendingPathComponent("counter-reads-its-own-state.swift"), atomically: true,
        encoding: .utf8)
    let result = try runGrader(["check", "01", "--color", "never"], in: course)
    #expect(
      result.standardOutput.contains(
        "Next: grader start 01-local-state/two-independent-states --format swift\n"),
      "\(result.standardOutput)")
  }

  @Test("a pass whose rows cannot tell reads from takes says so, and names where they differ")
  func readsOrTakes() throws {
    let course = try courseCopy()
    let file = course.appendingPathComponent(
      "Submissions/07-when-a-parent-runs-again/parent-reads-the-binding.tree")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try """
    key entryText state JournalScreen
    JournalScreen reads entryText
      EntryEditor reads entryText
      ClearEntryButton reads entryText
    """.write(to: file, atomically: true, encoding: .utf8)
    let result = try runGrader(
      ["check", "07-when-a-parent-runs-again/parent-reads-the-binding", "--color", "never"],
      in: course)
    #expect(result.status == 0)
    #expect(
      unwrapped(result.standardOutput).contains(
        "Note: ClearEntryButton reads entryText in yours, where its body only takes it from its parent: this scenario's rows are the same either way; 07-when-a-parent-runs-again/binding-parent-never-reads tells them apart."
      ), "\(result.standardOutput)")
  }

  @Test("help fits 60 columns", arguments: ["check", "run", "start", "list", "draw"])
  func help(command: String) throws {
    let result = try runGrader([command, "--help"], environment: ["COLUMNS": "60"])
    for line in result.standardOutput.split(separator: "\n") {
      #expect(line.count <= 60, "\(line)")
    }
  }
}
