import Foundation
import GraderKit
import GraderModel
import GraderReaders
import GraderTestSupport
import Testing

@Suite("Grading")
struct GradingTests {
  let solved = "key a environment\nRoot\n  A reads a\n  B reads a\n"

  func result(_ submissions: [String: String], exact: Bool = false) throws -> ScenarioResult {
    let report = check(try makeCourse(submissions), exact: exact)
    return try #require(report.results.first)
  }

  @Test("a matching tree passes and earns the points")
  func pass() throws {
    let graded = try result(["L/01-two.tree": solved])
    #expect(graded.verdict == .pass)
    #expect(graded.score == 2)
  }

  @Test("the note on a file's own changes names a few and counts the rest, whatever the file holds")
  func ownChangesBounded() throws {
    func note(_ count: Int) throws -> String {
      let changes = (0..<count).map { "change label\($0)\(String(repeating: "x", count: 150)) a" }
      let graded = try result(["L/01-two.tree": solved + changes.joined(separator: "\n") + "\n"])
      return try #require(graded.diagnostics.first { $0.id == .ownChangesNotGraded }).message
    }
    let (small, large) = (try note(1_000), try note(4_000))
    #expect(
      small.contains("`, and 994 more; this scenario grades ")
        || small.contains(" and 994 more; this scenario grades "), "\(small)")
    // Only the count of the rest grows, by its digits.
    #expect(large.count - small.count == 1, "\(large.count) characters, against \(small.count)")
  }

  @Test("the Swift form is graded on its tree, not on its own statements")
  func swiftForm() throws {
    let swift = """
      let t = ViewTree(nodes: [
        ViewNode("Root", parent: nil, reads: []),
        ViewNode("A", parent: "Root", reads: ["a"]),
        ViewNode("B", parent: "Root", reads: ["a"]),
      ], storage: ["a": .environment])
      _ = t.change("something-else", key: "b")
      """
    #expect(try result(["L/01-two.swift": swift]).verdict == .pass)
  }

  @Test("siblings in another order still pass; --exact fails them and says why")
  func orderInsensitive() throws {
    let reordered = "key a environment\nRoot\n  B reads a\n  A reads a\n"
    #expect(try result(["L/01-two.tree": reordered]).verdict == .pass)
    let exact = try result(["L/01-two.tree": reordered], exact: true)
    #expect(exact.verdict == .fail)
    #expect(
      exact.findings.map(\.sentence) == [
        "a-changed lists the same views in another order: rows compared byte for byte list your views in the reference's order."
      ])
  }

  @Test("a missing submission is missing, and says how to start it")
  func missing() throws {
    let graded = try result([:])
    #expect(graded.verdict == .missing)
    #expect(graded.reason == "no submission yet; create it with 'grader start L/01-two'")
  }

  @Test(
    "a submission that cannot be graded is an error, with the reason",
    arguments: [
      (
        "L/01-two.tree", "key a enviroment\nRoot\n",
        "has 1 error, so it cannot be graded"
      ),
      (
        "L/01-two.tree", "  \n\n",
        "is empty; describe the screen's storage and views, or get its template back with 'grader start L/01-two --force', which keeps this file aside"
      ),
      ("L/01-two.tree", "# just the header\n", "declares no views yet"),
      (
        "L/01-two.swift", "let a = \"x\"",
        "builds no ViewTree; a submission describes the scenario's screen"
      ),
      ("L/01-two.tree/inner", "x", "is a folder, but a submission is a file"),
    ])
  func errors(path: String, text: String, reason: String) throws {
    let graded = try result([path: text])
    #expect(graded.verdict == .error)
    #expect(graded.reason == reason)
  }

  @Test("a scenario id with dots names its submission file all the same")
  func dottedID() throws {
    let fixture = "id: step.1\n" + validFixture
    let root = try makeCourse(["L/step.1.tree": solved], lessons: ["L/01-two.scenario": fixture])
    let report = check(root)
    #expect(report.results.first?.verdict == .pass)
    #expect(report.unrecognized.isEmpty)
  }

  @Test("thousands of extra views: 20 differences kept, the rest counted, and rows cut in records")
  func boundedFindings() throws {
    let views = (0..<3_000).map { "  V\($0) reads a\n" }.joined()
    let graded = try result(["L/01-two.tree": "key a environment\nRoot\n" + views])
    #expect(graded.verdict == .fail)
    #expect(graded.findings.count == ScenarioResult.findingLimit)
    #expect(graded.findingsOmitted > 2_900)
    let record = ResultRecord(graded)
    #expect(record.findingsOmitted == graded.findingsOmitted)
    let row = try #require(record.outputs.first?.actual.first)
    #expect(row.utf8.count < OutputRecord.rowLimit + 40)
    #expect(row.hasSuffix(" more bytes)"))
    #expect(record.details.contains("- … and \(graded.findingsOmitted) more differences"))
    let json = JSONText.encode(record, pretty: false)
    #expect(json.contains("\"findings_omitted\":\(graded.findingsOmitted),\"max_score\""))
    #expect(json.utf8.count < 20_000)
  }

  @Test("two submissions for one scenario are an error")
  func twoSubmissions() throws {
    let graded = try result(["L/01-two.tree": solved, "L/01-two.swift": "let a = \"x\""])
    #expect(graded.verdict == .error)
    #expect(graded.reason?.contains("has two submissions") == true)
    // Named as the scenario's, not as either file's: "…/01-two has two submissions".
    #expect(graded.submissionPath.hasSuffix("L/01-two"))
  }

  @Test("an unreadable submission is an error with the reason")
  func unreadable() throws {
    if getuid() == 0 {
      // Root reads every file it may open; this one fails on read instead.
      #expect(throws: FileLoader.Failure.self) { try FileLoader.bytes(at: "/proc/self/mem") }
      let failure = try #require(
        Result { () throws(FileLoader.Failure) in try FileLoader.bytes(at: "/proc/self/mem") }
          .failureValue)
      #expect(failure.reason.hasPrefix("cannot be read ("))
      return
    }
    let root = try makeCourse(["L/01-two.tree": solved])
    let path = root + "/Submissions/L/01-two.tree"
    chmod(path, 0)
    let graded = try #require(check(root).results.first)
    #expect(graded.verdict == .error)
    #expect(graded.reason == "cannot be read (permission denied)")
  }

  @Test("a file larger than the limit, or not a regular file, is refused before it is read")
  func refusedFiles() throws {
    let root = try makeTree(["big.tree": String(repeating: "x", count: 2048)])
    let big = Result { () throws(FileLoader.Failure) in
      try FileLoader.bytes(at: root.path + "/big.tree", limit: 1024)
    }
    #expect(big.failureValue?.reason.hasPrefix("is larger than") == true)
    let device = Result { () throws(FileLoader.Failure) in try FileLoader.bytes(at: "/dev/null") }
    #expect(device.failureValue?.reason == "is not a regular file")
    let folder = Result { () throws(FileLoader.Failure) in try FileLoader.bytes(at: root.path) }
    #expect(folder.failureValue?.reason == "is a directory, not a file")
    let missing = Result { () throws(FileLoader.Failure) in
      try FileLoader.bytes(at: root.path + "/none")
    }
    #expect(missing.failureValue?.reason == "no such file")
  }

  @Test("a link out of the submissions folder is not followed")
  func linkOutside() throws {
    let root = try makeCourse([:])
    let secret = try makeTree(["secret.tree": "key a environment\nRoot\n  A reads a\n  B reads a\n"]
    )
    try FileManager.default.createDirectory(
      atPath: root + "/Submissions/L", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Submissions/L/01-two.tree", withDestinationPath: secret.path + "/secret.tree"
    )
    let graded = try #require(check(root).results.first)
    #expect(graded.verdict == .error)
    #expect(
      graded.reason == "is a link to outside the folder being graded, which grader does not follow")
  }

  @Test("stray files are listed as unrecognized, each with a did-you-mean")
  func unrecognized() throws {
    let report = check(
      try makeCourse(["L/01-tow.tree": solved, "notes.txt": "hi", "01-two.tree": solved]))
    #expect(report.unrecognized.count == 3)
    #expect(
      report.unrecognized.contains { $0.path.hasSuffix("/notes.txt") && $0.suggestion == nil })
    #expect(
      report.unrecognized.contains {
        $0.path.hasSuffix("L/01-tow.tree") && $0.suggestion == "L/01-two.tree"
      })
    #expect(
      report.unrecognized.contains {
        $0.path.hasSuffix("Submissions/01-two.tree") && $0.suggestion == "L/01-two.tree"
      })
    // The `.txt` a plain-text editor adds keeps the file the scenario's.
    for (name, suggestion) in [
      ("01-two.tree.txt", "L/01-two.tree"), ("01-two.swift.txt", "L/01-two.swift"),
      ("01-two.txt", "L/01-two.tree"),
    ] {
      let saved = check(try makeCourse(["L/" + name: solved]))
      #expect(saved.unrecognized.map(\.suggestion) == [suggestion], "\(name)")
    }
  }

  @Test("a mark joined to a file name's last dot keeps the file from being a submission")
  func markOnTheDot() throws {
    for mark in ["\u{301}", "\u{200D}", "\u{FE0F}", "\u{903}"] {
      let name = "L/01-two.\(mark)tree"
      let alone = check(try makeCourse([name: solved]))
      #expect(alone.results.first?.verdict == .missing, "\(name.debugDescription)")
      #expect(alone.unrecognized.map { $0.path.hasSuffix(name) } == [true])
      // Beside the scenario's own file, it is no second submission.
      let beside = check(try makeCourse([name: solved, "L/01-two.tree": solved]))
      #expect(beside.results.first?.verdict == .pass, "\(name.debugDescription)")
      #expect(beside.unrecognized.count == 1)
    }
  }

  @Test("a reason that names the files shows their paths escaped in the text report")
  func reasonPathsEscaped() throws {
    let folder = "Sub\u{202E}missions"
    let root = try makeTree([
      "Lessons/L/01-two.scenario": validFixture, "\(folder)/L/01-two.tree": solved,
      "\(folder)/L/01-two.swift": "",
    ]).path
    let report = Checker.check(
      LessonCatalog.load(from: root + "/Lessons"), submissions: root + "/" + folder,
      grader: Grader())
    #expect(report.results.first?.reason?.contains("has two submissions") == true)
    let text = TextReport(color: false, exact: false, width: 200).render(report)
    #expect(!text.unicodeScalars.contains("\u{202E}"), "\(text)")
    #expect(text.contains("Sub\\u{202E}missions/L/01-two.swift"), "\(text)")
    #expect(text.contains("Sub\\u{202E}missions/L/01-two.tree; keep one"), "\(text)")
  }

  @Test("exit status: 0 all pass, 1 otherwise, 2 broken lessons")
  func exitStatus() throws {
    #expect(check(try makeCourse(["L/01-two.tree": solved])).exitStatus == 0)
    #expect(check(try makeCourse([:])).exitStatus == 1)
    let broken = try makeCourse(
      ["L/01-two.tree": solved],
      lessons: ["L/01-two.scenario": validFixture, "L/02-bad.scenario": "title: x\n"])
    #expect(check(broken).exitStatus == 2)
    #expect(check(broken).results.count == 1)
  }

  @Test("a duplicate scenario id breaks the lesson")
  func duplicateID() throws {
    let root = try makeCourse(
      [:],
      lessons: [
        "L/01-two.scenario": validFixture, "L/02-again.scenario": "id: 01-two\n" + validFixture,
      ])
    let catalog = LessonCatalog.load(from: root + "/Lessons")
    #expect(
      firstError(catalog.diagnostics)?.hasSuffix(
        "error: duplicate scenario id '01-two'; \(root)/Lessons/L/01-two.scenario has it too")
        == true)
  }

  @Test("scenario ids that differ only in case break the lesson: one disk file would hold both")
  func caseOnlyIDs() throws {
    let root = try makeCourse(
      [:],
      lessons: [
        "L/01-two.scenario": validFixture, "L/02-again.scenario": "id: 01-TWO\n" + validFixture,
      ])
    let catalog = LessonCatalog.load(from: root + "/Lessons")
    #expect(catalog.isBroken)
    #expect(
      firstError(catalog.diagnostics)?.hasSuffix(
        "error: scenario id '01-TWO' differs from '01-two' of \(root)/Lessons/L/01-two.scenario only in case; on macOS and Windows both name one submission file"
      ) == true)
  }

  @Test("recording refuses to write a fixture larger than any command reads")
  func oversizedRecording() throws {
    // A script of many changes over a tree of many views: rows past 1 MiB.
    var text = "title: Big\npoints: 1\n\n--- task\nx\n\n--- source\nx\n\n--- script\n"
    for index in 0..<400 { text += "change c\(index) k\n" }
    text += "\n--- expected\n\n--- reference\nkey k environment\nRoot reads k\n"
    for index in 0..<400 { text += "  View\(index)WithAFairlyLongName reads k\n" }
    let recording = Recorder.recording(
      SourceFile(path: "L/01-big.scenario", text: text), lesson: "L")
    #expect(recording.text == nil)
    #expect(
      recording.diagnostics.contains {
        $0.message.contains("over the \(LessonCatalog.fixtureLimit) bytes a scenario may hold")
      })
  }

  @Test("a missing lessons folder is a broken course, not a crash")
  func noLessons() {
    let catalog = LessonCatalog.load(from: "/nonexistent/Lessons")
    #expect(catalog.isBroken)
    #expect(catalog.scenarios.isEmpty)
  }
}

extension Result {
  /// The error, if this is a failure.
  var failureValue: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
