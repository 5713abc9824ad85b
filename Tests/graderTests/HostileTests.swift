import Foundation
import GraderTestSupport
import GraderWorkloads
import Testing

@Suite("No student can stall the class")
struct HostileTests {
  let lessons = runCourse.appendingPathComponent(
    "Lessons"
  ).path

  @Test("run streams rows up to --max-output, then stops with an error at the statement")
  func maxOutput() throws {
    let folder = try makeTree([
      "many.tree": "key k environment\nA reads k\nchange one k\nchange two k\nchange three k\n"
    ])
    let result = try runGrader(["run", "--max-output", "100", "many.tree"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardOutput == "one: k changed | recomputed A environment | skipped none\n")
    #expect(
      result.standardError.hasPrefix(
        "many.tree:4:12: error: output passes the limit of 100 bytes here; nothing after this statement runs"
      ))
    let roomy = try runGrader(["run", "--max-output", "1K", "many.tree"], in: folder)
    #expect(roomy.status == 0)
    #expect(roomy.standardOutput.split(separator: "\n").count == 3)
    let bad = try runGrader(["run", "--max-output", "lots", "many.tree"], in: folder)
    #expect(bad.status == 64)
    #expect(
      bad.standardError.hasPrefix(
        "grader: error: option '--max-output' takes a size in bytes such as 65536, 64M or 2G, not 'lots'"
      ))
  }

  @Test("a lesson's name on a link out of the student's folder is an error for each scenario")
  func linkedLessonFolder() throws {
    let folder = try makeTree([
      "class/ben/01-local-state/counter-reads-its-own-state.tree": "A\n",
      "class/ann/02-state-passed-down/value-passed-to-a-child.tree": "A\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("class/ann/01-local-state").path,
      withDestinationPath: "../ben/01-local-state")
    let result = try runGrader(["batch", "--lessons", lessons, "--out", "o", "class"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let report = try String(
      contentsOf: folder.appendingPathComponent("o/reports/ann.txt"), encoding: .utf8)
    #expect(
      report.contains(
        "cannot be read: its folder class/ann/01-local-state is a link to outside your folder, which grader does not follow"
      ), "\(report)")
    #expect(!report.contains("missing counter-reads-its-own-state"))
    #expect(!report.contains("did you mean"))
  }

  @Test("a Submissions folder that is a link out of its course is refused, one inside it is read")
  func linkedSubmissionsFolder() throws {
    let folder = try makeTree([
      "elsewhere/01-local-state/counter-reads-its-own-state.tree": "A\n",
      "course/Mine/01-local-state/counter-reads-its-own-state.tree": "A\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("course/Lessons").path, withDestinationPath: lessons)
    let link = folder.appendingPathComponent("course/Submissions").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../elsewhere")
    let course = folder.appendingPathComponent("course")
    for arguments in [
      ["check"], ["check", "--submissions", "Submissions/"], ["list"],
      ["start", "01-local-state/two-independent-states"],
    ] {
      let result = try runGrader(arguments, in: course)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.standardOutput.isEmpty, "\(arguments)")
      #expect(
        result.standardError.contains(
          "leads outside the folder that holds it (a link, or a folder swapped for one)"),
        "\(arguments): \(result.standardError)")
      // Where it leads is not said: a link out would show what the machine holds.
      #expect(!result.standardError.contains("elsewhere"), "\(arguments)")
    }
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(
          "elsewhere/01-local-state/two-independent-states.tree"
        )
        .path))
    try FileManager.default.removeItem(atPath: link)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "Mine")
    let inside = try runGrader(["check", "01-local-state/counter-reads-its-own-state"], in: course)
    #expect(inside.status == 1, "\(inside.standardError)")
    #expect(inside.standardOutput.contains("fail    counter-reads-its-own-state"))
  }

  @Test(
    "a student's folder over the entry limit, and a lesson folder linked out, say what they are")
  func namedLimits() throws {
    let folder = try makeTree(["class/bob/01-local-state/counter-reads-its-own-state.tree": "A\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let crowded = folder.appendingPathComponent("class/ann")
    try FileManager.default.createDirectory(at: crowded, withIntermediateDirectories: true)
    for index in 0...10_000 {
      #expect(FileManager.default.createFile(atPath: crowded.path + "/f\(index)", contents: nil))
    }
    let result = try runGrader(["batch", "--lessons", lessons, "--out", "o", "class"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("ann: the folder holds more than 10000 entries"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Lessons/01-local-state").path,
      withDestinationPath: lessons + "/01-local-state")
    let listed = try runGrader(["list"], in: folder)
    #expect(
      listed.standardError.contains(
        "Lessons/01-local-state:1:1: warning: ignored: a link to outside the lessons folder, which grader does not follow"
      ), "\(listed.standardError)")
  }

  @Test(
    "a student's folder named with a character that joins a slash is split at its bytes: no link in it is followed, and it is graded"
  )
  func joiningNames() throws {
    // U+0600 joins the slash after it into one character; U+0301 the one before it.
    let prepended = "mal\u{600}"
    let combining = "\u{301}ann"
    let folder = try makeTree([
      "class/\(prepended)/01-local-state/.keep": "",
      "outside/01-local-state/counter-reads-its-own-state.tree": "SecretView\n",
      "class/\(combining)/01-local-state/counter-reads-its-own-state.tree": "A\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("class/\(prepended)/\(prepended)").path,
      withDestinationPath: folder.appendingPathComponent("outside").path)
    let result = try runGrader(["batch", "--lessons", lessons, "--out", "o", "class"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let results = try String(
      contentsOf: folder.appendingPathComponent("o/results.json"), encoding: .utf8)
    #expect(!results.contains("SecretView"))
    #expect(!results.contains("\"verdict\":\"error\",\"reason\":\"the folder"))
    let reports = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("o/reports").path)
    #expect(reports.count == 2, "\(reports)")
    for name in reports {
      let report = try String(
        contentsOf: folder.appendingPathComponent("o/reports/" + name), encoding: .utf8)
      #expect(!report.contains("SecretView"), "\(name)")
      #expect(!report.contains("cannot be listed"), "\(name): \(report.prefix(300))")
    }
  }

  @Test(
    "a folder further down whose lesson folder links out is graded there, the link said to be one")
  func linkedLessonFolderFurtherDown() throws {
    let folder = try makeTree(["outside/01-local-state/counter-reads-its-own-state.tree": "A\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("class/ann/course-main"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("class/ann/course-main/01-local-state").path,
      withDestinationPath: folder.appendingPathComponent("outside/01-local-state").path)
    let result = try runGrader(["batch", "--lessons", lessons, "--out", "o", "class"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let report = try String(
      contentsOf: folder.appendingPathComponent("o/reports/ann.txt"), encoding: .utf8)
    #expect(report.hasPrefix("Graded from course-main/"), "\(report.prefix(200))")
    #expect(
      report.contains(
        "its folder class/ann/course-main/01-local-state is a link to outside your folder"))
  }

  @Test(
    "a one-student class is looked at without leaving the student's folder; a folder named '… (deleted)' is graded; a Submissions link to nothing says so"
  )
  func unusualPlacements() throws {
    let folder = try makeTree([
      "one/eve/x/01-local-state/counter-reads-its-own-state.tree": "A\n",
      "one/.hid/01-local-state/counter-reads-its-own-state.tree": "A\n",
      "deleted/del (deleted)/01-local-state/counter-reads-its-own-state.tree": "A\n",
      "course/Lessons/.keep": "",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("one/eve/p").path, withDestinationPath: "../.hid")
    // Two folders of lessons inside eve's would make it the folder above a
    // class; a link out of eve's is not one of them.
    let one = try runGrader(["batch", "--lessons", lessons, "--out", "o1", "one"], in: folder)
    #expect(one.status == 0, "\(one.standardError)")
    #expect(!one.standardError.contains("the folder above the class"))
    let deleted = try runGrader(
      ["batch", "--lessons", lessons, "--out", "o2", "deleted"], in: folder)
    #expect(deleted.status == 0, "\(deleted.standardError)")
    let report = try String(
      contentsOf: folder.appendingPathComponent("o2/reports/del (deleted).txt"), encoding: .utf8)
    #expect(report.contains("fail    counter-reads-its-own-state"), "\(report.prefix(300))")
    let course = folder.appendingPathComponent("course")
    try FileManager.default.createSymbolicLink(
      atPath: course.appendingPathComponent("Submissions").path, withDestinationPath: "nowhere")
    let check = try runGrader(
      ["check", "--lessons", lessons, "--submissions", "Submissions"], in: course)
    #expect(
      check.standardOutput.contains("Submissions is a link to nothing, or a loop of links"),
      "\(check.standardOutput.prefix(300))")
  }

  @Test(
    "a lesson folder that cannot be listed is an error for each of its scenarios, never missing")
  func unreadableLessonFolder() throws {
    let folder = try makeTree([
      "class/ann/02-state-passed-down/value-passed-to-a-child.tree": "A\n"
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    // More entries than a folder may hold: the folder cannot be listed.
    let crowded = folder.appendingPathComponent("class/ann/01-local-state")
    try FileManager.default.createDirectory(at: crowded, withIntermediateDirectories: true)
    for index in 0...10_000 {
      _ = FileManager.default.createFile(
        atPath: crowded.appendingPathComponent("f\(index)").path, contents: nil)
    }
    let plain = try runGrader(["batch", "--lessons", lessons, "--out", "o", "class"], in: folder)
    #expect(plain.status == 0, "\(plain.standardError)")
    let results = try String(
      contentsOf: folder.appendingPathComponent("o/results.json"), encoding: .utf8)
    #expect(results.contains("cannot be read: its folder class/ann/01-local-state holds more than"))
    #expect(
      !results.contains(
        "\"verdict\":\"missing\",\"score\":0,\"max_score\":2,\"submission\":\"class/ann/01-local-state/"
      ))
    // The class folder given by its absolute path: no output names where it lies.
    let absolute = try runGrader(
      ["batch", "--lessons", lessons, "--out", "a", folder.path + "/class"], in: folder)
    #expect(absolute.status == 0)
    let absoluteResults = try String(
      contentsOf: folder.appendingPathComponent("a/results.json"), encoding: .utf8)
    #expect(
      absoluteResults.contains(
        "cannot be read: its folder class/ann/01-local-state holds more than"))
    #expect(!absoluteResults.contains(folder.path))
    let strict = try runGrader(
      ["batch", "--lessons", lessons, "--out", "s", "--strict", "class"], in: folder)
    #expect(strict.status == 1)
    // The summary names the student, and why, where it only counted them.
    #expect(
      strict.standardOutput.contains(
        "\nWith a lesson folder that could not be read (its scenarios are errors):\n  ann: cannot be read: its folder class/ann/01-local-state holds more than"
      ), "\(strict.standardOutput)")
    let check = try runGrader(
      ["check", "--lessons", lessons, "--submissions", "class/ann", "01-local-state"], in: folder)
    #expect(check.status == 1)
    #expect(check.standardOutput.contains("  error   counter-reads-its-own-state"))
    #expect(check.standardOutput.contains("0 pass, 0 fail, 4 error, 0 missing"))
  }

  @Test(
    "a report inside the output folder is refused whether the folder exists yet or not",
    arguments: [
      "--report json=grades/r.json", "--html grades/pages/r.html", "--output grades/r.tap",
    ])
  func reportInsideFutureOut(option: String) throws {
    let folder = try makeTree(["class/ann/01-local-state/sibling-fields.tree": "A\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let words = option.split(separator: " ").map(String.init)
    let extra = words[0] == "--output" ? ["--format", "tap"] : []
    let arguments = ["batch", "--lessons", lessons, "--out", "grades"] + extra + words + ["class"]
    for attempt in ["first", "again"] {
      let result = try runGrader(arguments, in: folder)
      #expect(result.status == 64, "\(attempt): \(result.standardError)")
      #expect(result.standardError.contains("lies in the output folder, which grader owns"))
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("grades").path))
    }
  }

  @Test("temporary files a killed run left beside a report are removed by the next, others kept")
  func staleTemporaries() throws {
    let folder = try makeTree(["class/ann/01-local-state/sibling-fields.tree": "A\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let gone = Process()
    gone.executableURL = URL(fileURLWithPath: "/bin/sh")
    gone.arguments = ["-c", "exit 0"]
    try gone.run()
    gone.waitUntilExit()
    let stale = ".r.json.\(gone.processIdentifier)-\(UUID().uuidString).tmp"
    let live = ".r.json.\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp"
    let other = ".r.json.notes.tmp"
    for name in [stale, live, other] {
      try Data("partial".utf8).write(to: folder.appendingPathComponent(name))
    }
    let result = try runGrader(
      ["batch", "--lessons", lessons, "--out", "grades", "--report", "json=r.json", "class"],
      in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.contains(stale))
    #expect(names.contains(live))
    #expect(names.contains(other))
    #expect(names.contains("r.json"))
  }

  @Test("a file-size limit fails the batch with a message, and leaves the previous output whole")
  func fileSizeLimit() throws {
    let folder = try makeTree(["class/ann/01-local-state/sibling-fields.tree": "A\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try runGrader(
      ["batch", "--lessons", lessons, "--out", "grades", "--html", "class.html", "class"],
      in: folder)
    #expect(first.status == 0)
    let before = try String(
      contentsOf: folder.appendingPathComponent("grades/results.json"), encoding: .utf8)
    let page = try String(contentsOf: folder.appendingPathComponent("class.html"), encoding: .utf8)
    let limited = Process()
    limited.executableURL = URL(fileURLWithPath: "/bin/sh")
    limited.arguments = [
      "-c",
      "ulimit -f 8; exec \"$0\" batch --lessons \"$1\" --out grades --html class.html class 2>err",
      graderExecutable.path, lessons,
    ]
    limited.currentDirectoryURL = folder
    try limited.run()
    limited.waitUntilExit()
    #expect(limited.terminationReason == .exit)
    #expect(limited.terminationStatus == 1)
    let error = try String(contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)
    #expect(error.contains("cannot be written (File too large)"), "\(error)")
    let after = try String(
      contentsOf: folder.appendingPathComponent("grades/results.json"), encoding: .utf8)
    #expect(after == before)
    #expect(
      try String(contentsOf: folder.appendingPathComponent("class.html"), encoding: .utf8) == page)
    let beside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!beside.contains { $0.hasPrefix(".") && $0 != ".grader" }, "\(beside)")
    let left = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("grades").path)
    #expect(!left.contains { $0.hasPrefix(".grader-staging") || $0.hasPrefix(".grader-lock") })
  }

  @Test("a file with thousands of errors shows 50, then how many more")
  func cappedErrors() throws {
    let line = "let a = [" + Array(repeating: "1", count: 3_000).joined(separator: ", ") + "]\n"
    let folder = try makeTree(["bad.swift": line])
    let result = try runGrader(["run", "bad.swift"], in: folder)
    #expect(result.status == 1)
    let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(errors.count == 51)
    #expect(
      errors.last?.hasSuffix("error: too many errors; 2950 more not shown after the first 50")
        == true)
  }

  @Test("a batch goes on past a student with a hostile submission at the size limit")
  func batchGoesOn() throws {
    let shape = HostileShape.all.first { $0.name == "one-swift-line-of-errors" }!
    let folder = try makeTree([
      "class/ann/04-environment-values/reader-deep-in-the-tree.swift":
        shape.text(fitting: 1 << 20),
      "class/bob/04-environment-values/reader-deep-in-the-tree.tree":
        "key textScale environment\nReaderScreen\n",
    ])
    let result = try runGrader(
      ["batch", "--lessons", lessons, "--out", "out", "--student-timeout", "60", "class"],
      in: folder)
    #expect(result.standardOutput.hasPrefix("Graded 2 students against 32 scenarios"))
    let gradebook = try String(
      contentsOf: folder.appendingPathComponent("out/gradebook.csv"), encoding: .utf8)
    #expect(gradebook.contains("\r\nann,"))
    #expect(gradebook.contains("\r\nbob,"))
    let bad = try runGrader(
      ["batch", "--lessons", lessons, "--student-timeout", "0", "class"], in: folder)
    #expect(bad.status == 64)
  }
}
