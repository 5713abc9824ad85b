import Foundation
import GraderTestSupport
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A class of `count` copies of the sample work, `s000`, `s001`, ….
func makeCopies(_ count: Int, in folder: URL, named name: String = "class") throws -> URL {
  let root = folder.appendingPathComponent(name)
  try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  for index in 0..<count {
    try FileManager.default.copyItem(
      at: runCourse.appendingPathComponent(
        "Submissions"),
      to: root.appendingPathComponent(String(format: "s%03d", index)))
  }
  return root
}

/// Every file under `folder`, relative, hidden ones included.
func allFiles(_ folder: URL) -> [String] {
  (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
}

@Suite("batch: nobody lost, and an output folder that grader owns")
struct ClassOutputTests {
  let lessons = runCourse.appendingPathComponent(
    "Lessons"
  ).path

  @Test("a file, a FIFO, an empty folder, a link out and a copy inside ROOT each get a row")
  func nobodyLost() throws {
    let folder = try temporaryDirectory()
    let root = try makeCopies(2, in: folder)
    let manager = FileManager.default
    try Data("x".utf8).write(to: root.appendingPathComponent("notes.txt"))
    #expect(mkfifo(root.appendingPathComponent("pipe").path, 0o644) == 0)
    try manager.createDirectory(
      at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      at: root.appendingPathComponent("outside"), withDestinationURL: folder)
    try manager.createSymbolicLink(
      atPath: root.appendingPathComponent("twin").path, withDestinationPath: "s000")
    try manager.createDirectory(
      at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    let tree = root.appendingPathComponent("s001/01-local-state/state-written-but-not-read.tree")
    let text = try String(contentsOf: tree, encoding: .utf8)
    try Data(("# my own work\n" + text.replacingOccurrences(of: " ", with: "   ")).utf8).write(
      to: tree)
    let result = try runGrader(
      ["batch", "--lessons", lessons, "--out", "out", "class"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let summary = result.standardOutput
    #expect(summary.hasPrefix("Graded 7 students against 32 scenarios (5 could not be graded).\n"))
    #expect(summary.contains("Skipped 1 hidden entry of the class folder.\n"))
    #expect(summary.contains("  notes.txt: is a file, not a student's folder\n"))
    #expect(summary.contains("  pipe: is a FIFO, socket or device, not a student's folder\n"))
    #expect(summary.contains("  empty: the folder is empty\n"))
    #expect(summary.contains("  outside: the folder is a link to outside the class folder"))
    #expect(summary.contains("  twin: is a link to s000; a student's work is graded once"))
    #expect(
      summary.contains(
        "Same failing work, comments, whitespace and the order of lines aside (worth a look):\n  s000 · s001\n"
      ))
    let gradebook = try String(
      contentsOf: folder.appendingPathComponent("out/gradebook.csv"), encoding: .utf8)
    let names = gradebook.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",")[0] }
    #expect(names == ["empty", "notes.txt", "outside", "pipe", "s000", "s001", "twin"])
    // Who handed in nothing holds no result: no scenario counts them, and
    // their row says why.
    #expect(
      summary.contains(
        "5 of them handed in nothing that could be graded: they are left out of the pass rates and totals below, and listed with why.\n"
      ))
    #expect(summary.contains("Pass rate per scenario (of the 2 graded):\n"))
    let results = try String(
      contentsOf: folder.appendingPathComponent("out/results.json"), encoding: .utf8)
    let empty = try #require(
      results.split(separator: "\n").first { $0.contains("\"student\":\"empty\"") })
    #expect(empty.contains("\"error\":\"the folder is empty\"") && empty.contains("\"results\":[]"))
    let row = try #require(gradebook.split(separator: "\r\n").first { $0.hasPrefix("empty,") })
    #expect(
      row.hasPrefix("empty,," + String(repeating: ",", count: 32) + "0,0.0,the folder is empty,"))
    let strict = try runGrader(
      ["batch", "--lessons", lessons, "--out", "out", "--strict", "class"], in: folder)
    #expect(strict.status == 1)
  }

  @Test("a class folder given as an absolute path leaves no absolute path in what batch writes")
  func noAbsolutePaths() throws {
    let folder = try temporaryDirectory()
    let root = try makeCopies(2, in: folder)
    let out = folder.appendingPathComponent("out").path
    let result = try runGrader(["batch", "--lessons", lessons, "--out", out, root.path])
    #expect(result.status == 0, "\(result.standardError)")
    for file in ["results.json", "reports/s000.txt", "gradebook.csv"] {
      let text = try String(contentsOfFile: out + "/" + file, encoding: .utf8)
      #expect(!text.contains(folder.path), "\(file)")
    }
    let results = try String(contentsOfFile: out + "/results.json", encoding: .utf8)
    #expect(results.contains("\"submission\":\"class/s000/01-local-state/"))
    let verified = try runGrader([
      "verify", out + "/results.json", "--lessons", lessons, "--submissions", root.path,
    ])
    #expect(verified.status == 0, "\(verified.standardOutput)")
    // Lessons that are not there are named wrong, not broken: the error says where to run.
    let nowhere = try runGrader([
      "verify", out + "/results.json", "--lessons", folder.path + "/nowhere", "--submissions",
      root.path,
    ])
    #expect(nowhere.status == 2)
    #expect(nowhere.standardOutput.isEmpty)
    #expect(nowhere.standardError.contains("error: no lessons folder here"))
    #expect(!nowhere.standardError.contains("broken"), "\(nowhere.standardError)")
  }

  @Test("work one folder down, as a downloaded course-main/ holds it, is graded there and said")
  func workFolderDown() throws {
    let folder = try temporaryDirectory()
    let root = try makeCopies(2, in: folder)
    let manager = FileManager.default
    // s000 keeps a downloaded course: course-main/Submissions/…
    let below = root.appendingPathComponent("s000/course-main")
    try manager.createDirectory(at: below, withIntermediateDirectories: true)
    for lesson in try manager.contentsOfDirectory(atPath: root.appendingPathComponent("s000").path)
    where lesson != "course-main" {
      try manager.createDirectory(
        at: below.appendingPathComponent("Submissions"), withIntermediateDirectories: true)
      try manager.moveItem(
        at: root.appendingPathComponent("s000/" + lesson),
        to: below.appendingPathComponent("Submissions/" + lesson))
    }
    try Data("notes".utf8).write(to: root.appendingPathComponent("s000/README.md"))
    let result = try runGrader(
      ["batch", "--lessons", lessons, "--out", "out", "--html", "class.html", "class"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let gradebook = try String(
      contentsOf: folder.appendingPathComponent("out/gradebook.csv"), encoding: .utf8)
    let rows = gradebook.split(separator: "\r\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    // Graded as the copy at the top is.
    #expect(rows.count == 2 && rows[0][34] == rows[1][34], "\(rows.map { $0[34] })")
    #expect(
      result.standardOutput.contains(
        "Graded from a folder further down than the top (each report says to move it up):\n  s000: course-main/Submissions/\n"
      ))
    let report = try String(
      contentsOf: folder.appendingPathComponent("out/reports/s000.txt"), encoding: .utf8)
    #expect(
      report.hasPrefix(
        "Graded from course-main/Submissions/, a folder further down than the top of your work: move its Submissions/ folder up to the top.\n"
      ))
    let page = try String(contentsOf: folder.appendingPathComponent("class.html"), encoding: .utf8)
    #expect(page.contains("graded from course-main/Submissions/, a folder further down"))
  }

  @Test(
    "similar work is pointed at in the instructor's summary and page, passing or failing, however reordered, and in no student's report"
  )
  func similarWork() throws {
    let folder = try temporaryDirectory()
    let root = try makeCopies(6, in: folder)
    // s001 and s004 add the same unusual key and view to three files; s004
    // reorders the lines and comments them.
    let files = [
      "01-local-state/counter-reads-its-own-state.tree",
      "03-observation/observed-properties.tree",
      "04-environment-values/reader-deep-in-the-tree.tree",
    ]
    for file in files {
      let original = try String(
        contentsOf: root.appendingPathComponent("s000/" + file), encoding: .utf8)
      let lines = original.split(separator: "\n").map(String.init)
      let keys = lines.filter { $0.hasPrefix("key ") }
      let rest = lines.filter { !$0.hasPrefix("key ") && !$0.hasPrefix("#") }
      let copied = (keys + ["key shared state"] + rest + ["  Extra reads shared"])
        .joined(separator: "\n")
      let disguised =
        (["# my own"] + ["key shared   state"] + keys.reversed() + rest + [
          "  Extra reads shared // here"
        ])
        .joined(separator: "\n")
      try Data((copied + "\n").utf8).write(to: root.appendingPathComponent("s001/" + file))
      try Data((disguised + "\n").utf8).write(to: root.appendingPathComponent("s004/" + file))
    }
    let result = try runGrader(
      ["batch", "--lessons", lessons, "--out", "out", "--html", "class.html", "class"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "Similar work, in submissions few others wrote alike (comments, whitespace and order aside; worth a look):\n  s001 and s004: 100% alike (3 of 3)\n"
      ), "\(result.standardOutput)")
    let page = try String(contentsOf: folder.appendingPathComponent("class.html"), encoding: .utf8)
    #expect(page.contains("<td class=\"num\">3 of 3</td>"))
    for student in ["s001", "s004"] {
      let report = try String(
        contentsOf: folder.appendingPathComponent("out/reports/\(student).txt"), encoding: .utf8)
      #expect(
        !report.contains("Similar") && !report.contains("s00" + (student == "s001" ? "4" : "1")))
    }
  }

  @Test(
    "an output folder inside ROOT, equal to it, or through a link is a usage error",
    arguments: ["class", "class/s000/reports", "class/new", "link/out", "./class/../out"])
  func refusedOutput(out: String) throws {
    let folder = try temporaryDirectory()
    _ = try makeCopies(1, in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("real"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link").path, withDestinationPath: "real")
    let before = allFiles(folder)
    let result = try runGrader(["batch", "--lessons", lessons, "--out", out, "class"], in: folder)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("grader: error: --out '\(out)' "))
    #expect(allFiles(folder) == before)
  }

  @Test("a second batch into a locked output folder refuses at once and names the first")
  func locked() throws {
    let folder = try temporaryDirectory()
    _ = try makeCopies(1, in: folder)
    let out = folder.appendingPathComponent("out")
    let first = try runGrader(["batch", "--lessons", lessons, "--out", "out", "class"], in: folder)
    #expect(first.status == 0)
    let lock = open(out.path + "/.grader-lock", O_RDWR | O_CREAT, 0o644)
    #expect(lock >= 0)
    defer { close(lock) }
    #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
    _ = "4242\n".withCString { write(lock, $0, 5) }
    let before = try Data(contentsOf: out.appendingPathComponent("gradebook.csv"))
    let second = try runGrader(
      ["batch", "--lessons", lessons, "--out", "out", "class"], in: folder)
    #expect(second.status == 1)
    #expect(
      second.standardError
        == "grader: error: --out 'out' is being written by another grader (process 4242); wait for it to finish, or choose another folder\n"
    )
    #expect(try Data(contentsOf: out.appendingPathComponent("gradebook.csv")) == before)
  }

  @Test("a new run replaces the old files, removes its leftovers, and keeps files it did not write")
  func replaces() throws {
    let folder = try temporaryDirectory()
    let root = try makeCopies(3, in: folder)
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "out", "class"], in: folder)
    let out = folder.appendingPathComponent("out")
    try Data("mine".utf8).write(to: out.appendingPathComponent("reports/notes.txt"))
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent(".grader-staging/reports"), withIntermediateDirectories: true)
    try Data("stale".utf8).write(to: out.appendingPathComponent(".grader-staging/reports/x.txt"))
    try FileManager.default.removeItem(at: root.appendingPathComponent("s002"))
    let again = try runGrader(["batch", "--lessons", lessons, "--out", "out", "class"], in: folder)
    #expect(again.status == 0)
    #expect(
      allFiles(out) == [
        ".grader-manifest", "gradebook.csv", "reports", "reports/notes.txt", "reports/s000.txt",
        "reports/s001.txt", "results.json",
      ])
    let manifest = try String(
      contentsOf: out.appendingPathComponent(".grader-manifest"), encoding: .utf8)
    #expect(
      manifest
        == "grader-manifest v1\nresults.json\ngradebook.csv\nreports/s000.txt\nreports/s001.txt\n")
  }

  @Test(
    "a signal midway leaves the previous complete output and no temporary file",
    arguments: [SIGINT, SIGTERM])
  func interrupted(signal number: Int32) throws {
    let folder = try temporaryDirectory()
    _ = try makeCopies(1, in: folder, named: "small")
    _ = try makeCopies(400, in: folder, named: "class")
    let reports = ["--report", "junit=class.xml", "--report", "gradescope=gs"]
    let first = try runGrader(
      ["batch", "--lessons", lessons, "--out", "out"] + reports + ["small"], in: folder)
    #expect(first.status == 0)
    let before = allFiles(folder).filter { !$0.hasPrefix("class") && !$0.hasPrefix("small") }
    let bytes = try Data(contentsOf: folder.appendingPathComponent("out/results.json"))
    let junit = try Data(contentsOf: folder.appendingPathComponent("class.xml"))
    let process = Process()
    process.executableURL = graderExecutable
    process.arguments =
      ["batch", "--lessons", lessons, "--out", "out", "--jobs", "1"] + reports + ["class"]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let staged = folder.appendingPathComponent("out/.grader-staging/reports")
    var waited = 0
    while process.isRunning, waited < 6000,
      ((try? FileManager.default.contentsOfDirectory(atPath: staged.path))?.count ?? 0) < 20
    {
      usleep(5_000)
      waited += 1
    }
    #expect(process.isRunning, "the batch finished before it could be interrupted")
    kill(process.processIdentifier, number)
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + number)
    let after = allFiles(folder).filter { !$0.hasPrefix("class") && !$0.hasPrefix("small") }
    #expect(after == before)
    #expect(!after.contains { $0.hasSuffix(".tmp") || $0.contains(".grader-staging") })
    #expect(try Data(contentsOf: folder.appendingPathComponent("out/results.json")) == bytes)
    #expect(try Data(contentsOf: folder.appendingPathComponent("class.xml")) == junit)
  }

  @Test("a folder put where grader wrote a report is moved aside whole, and the run completes")
  func folderInTheWay() throws {
    let folder = try temporaryDirectory()
    let root = try makeCopies(3, in: folder)
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "out", "class"], in: folder)
    let out = folder.appendingPathComponent("out")
    let report = out.appendingPathComponent("reports/s000.txt")
    try FileManager.default.removeItem(at: report)
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: report.appendingPathComponent("notes.txt"))
    try FileManager.default.removeItem(at: root.appendingPathComponent("s002"))
    let again = try runGrader(["batch", "--lessons", lessons, "--out", "out", "class"], in: folder)
    #expect(again.status == 0, "\(again.standardError)")
    #expect(again.standardError.contains("s000.txt: warning: not written by grader; moved aside"))
    #expect(
      try String(
        contentsOf: out.appendingPathComponent("reports/s000.txt.grader-backup/notes.txt"),
        encoding: .utf8) == "mine")
    let files = allFiles(out)
    #expect(files.contains("reports/s000.txt") && !files.contains("reports/s002.txt"))
    #expect(!files.contains { $0.hasPrefix(".grader-staging") })
  }

  @Test("students whose names fill a file name still get their own report, and merge finds it")
  func longNames() throws {
    let folder = try temporaryDirectory()
    let root = try makeCopies(0, in: folder)
    let names = [String(repeating: "a", count: 255), String(repeating: "é", count: 127) + "b"]
    for name in names {
      try FileManager.default.copyItem(
        at: runCourse.appendingPathComponent(
          "Submissions"), to: root.appendingPathComponent(name)
      )
    }
    for shard in 1...2 {
      let result = try runGrader(
        ["batch", "--lessons", lessons, "--out", "p\(shard)", "--shard", "\(shard)/2", "class"],
        in: folder)
      #expect(result.status == 0, "\(result.standardError)")
    }
    let merged = try runGrader(["merge", "--out", "m", "p1", "p2"], in: folder)
    #expect(merged.status == 0, "\(merged.standardError)")
    let reports = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/m/reports")
    #expect(reports.count == 2)
    #expect(reports.allSatisfy { $0.utf8.count <= 255 && $0.hasSuffix(".txt") })
  }

  @Test("batch writes the step summary inside GitHub Actions, creating the file")
  func stepSummary() throws {
    let folder = try temporaryDirectory()
    _ = try makeCopies(2, in: folder)
    let summary = folder.appendingPathComponent("step/summary.md")
    try FileManager.default.createDirectory(
      at: summary.deletingLastPathComponent(), withIntermediateDirectories: true)
    // A batch into `out` inside GitHub Actions, and the summary it wrote, which is then removed.
    func batchInActions(_ out: String) throws -> (ProcessResult, String) {
      let result = try runGrader(
        ["batch", "--lessons", lessons, "--out", out, "class"], in: folder,
        environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
      defer { try? FileManager.default.removeItem(at: summary) }
      return (result, try String(contentsOf: summary, encoding: .utf8))
    }
    let (result, text) = try batchInActions("out")
    #expect(result.status == 0)
    #expect(text.hasPrefix("## grader: 2 students graded\n\n| scenario | passed | rate |\n"))
    #expect(text.contains("\n| 04-environment-values/reader-deep-in-the-tree | 0/2 | 0% |\n"))
    // A student who handed in nothing is left out of the rates, as in the printed summary.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("class/s999"), withIntermediateDirectories: true)
    let (again, partial) = try batchInActions("out2")
    #expect(again.status == 0)
    #expect(partial.contains("1 handed in nothing that could be graded"))
    #expect(partial.contains("\n| 04-environment-values/reader-deep-in-the-tree | 0/2 | 0% |\n"))
    #expect(again.standardOutput.contains("(of the 2 graded)"))
  }
}
