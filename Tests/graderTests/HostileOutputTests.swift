import Foundation
import GraderKit
import GraderTestSupport
import Testing

/// Student-controlled names that try to break out of each output: forged
/// workflow commands, spreadsheet formulas, control characters, markup, YAML
/// and TAP syntax, Unicode line breaks and bidirectional overrides.
let hostileNames = [
  "Evil\n::error file=README.md,line=1::PWNED", "::add-mask::secret", "::stop-commands::x",
  "=HYPERLINK(\"http:", "-h09-dash", "+1", "@SUM(A1)", "\tTab", "\rCR", "a\u{1}b",
  "esc\u{1B}[31mred", "del\u{7F}", "nel\u{85}x", "bidi\u{202E}txt", "<script>&amp;\"'",
  "a,b\"c", "# not a comment", "| pipe | table", "yaml: key", "- list", "back\\slash",
  "line\u{2028}sep", "bom\u{FEFF}x", "emoji😀", "[link](http:x)", "ok 1 - fake",
]

/// A class of one folder per hostile name, each a copy of the sample work,
/// one of them with hostile file names inside too.
func makeHostileClass() throws -> URL {
  let folder = try temporaryDirectory()
  let root = folder.appendingPathComponent("class")
  try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  for name in hostileNames {
    try FileManager.default.copyItem(
      at: runCourse.appendingPathComponent(
        "Submissions"), to: root.appendingPathComponent(name))
  }
  let lesson = root.appendingPathComponent("a,b\"c/01-local-state")
  for name in ["x\n::error::file.tree", "=cmd|' -C calc'!A0.tree", "esc\u{1B}]0;t\u{7}.tree"] {
    try Data("A\n".utf8).write(to: lesson.appendingPathComponent(name))
  }
  return folder
}

@Suite("Hostile names in every output, read back by each consumer's parser")
struct HostileOutputTests {
  let lessons = runCourse.appendingPathComponent(
    "Lessons"
  ).path

  @Test(
    "every format parses, names survive, no formula, and no line a student wrote starts a line",
    .enabled(if: python3 != nil, "python3 is not installed here; .ci/run installs it"))
  func everyFormat() throws {
    let folder = try makeHostileClass()
    let summary = folder.appendingPathComponent("summary.md")
    let result = try runGrader(
      [
        "batch", "--lessons", lessons, "--out", "out", "--report", "junit=class.xml",
        "--report", "tap=class.tap", "--report", "json=class.json", "--report", "gradescope=gs",
        "--report", "classroom50=c50", "class",
      ], in: folder,
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    #expect(result.status == 0, "\(result.standardError)")
    let path = folder.path
    let names = Set(hostileNames)

    let json = try #require(try consume("json", path + "/out/results.json") as? [String: Any])
    let students = try #require(json["students"] as? [[String: Any]])
    #expect(Set(students.compactMap { $0["student"] as? String }) == names)
    #expect(json["grader_version"] as? String == "0.4.0")
    let copy = try #require(try consume("json", path + "/class.json") as? [String: Any])
    #expect((copy["students"] as? [Any])?.count == hostileNames.count)

    let rows = try #require(try consume("csv", path + "/out/gradebook.csv") as? [[String]])
    #expect(rows.count == hostileNames.count + 1)
    let cells = rows.dropFirst().map { $0[0] }
    for cell in cells {
      #expect(
        !["=", "+", "-", "@", "\t", "\r"].contains(cell.first.map(String.init) ?? ""), "\(cell)")
    }
    // Each name as the terminal shows it: controls and overrides as escapes.
    let unguarded = Set(cells.map { $0.hasPrefix("'") ? String($0.dropFirst()) : $0 })
    #expect(unguarded == Set(names.map { Escape.terminal($0) }))
    #expect(!cells.joined().unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })

    let xml = try #require(try consume("xml", path + "/class.xml") as? [String: Any])
    let suites = try #require(xml["suites"] as? [String])
    #expect(suites.count == hostileNames.count * 7)
    #expect(suites.contains("<script>&amp;\"'/01-local-state"))
    // A suite's name shows a student's controls and overrides as escapes, as the terminal does.
    #expect(suites.contains(Escape.terminal("bidi\u{202E}txt") + "/01-local-state"))
    #expect(!suites.joined().unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })

    let tap = try #require(try consume("tap", path + "/class.tap") as? [String: Any])
    let points = try #require(tap["points"] as? [String])
    #expect(tap["plans"] as? [Int] == [points.count])
    #expect(points.count == hostileNames.count * 32)
    // The YAML blocks are read back where a YAML 1.2 parser is installed.
    if yamlParser {
      let blocks = try #require(tap["blocks"] as? [[String: Any]])
      #expect(!blocks.isEmpty)
      #expect(blocks.allSatisfy { $0["verdict"] is String && $0["message"] is String })
      let submissions = Set(blocks.compactMap { $0["submission"] as? String })
      #expect(submissions.contains { $0.contains("esc\u{1B}[31mred/") })
    }

    for folderName in ["gs", "c50"] {
      #expect(try consume("jsondir", path + "/" + folderName) as? Int == hostileNames.count)
    }
    // No file name holds a character that NTFS or an artifact upload refuses.
    for folderName in ["gs", "c50", "out/reports"] {
      let names = try FileManager.default.contentsOfDirectory(atPath: path + "/" + folderName)
        .filter { !$0.hasPrefix(".") }
      #expect(names.count == hostileNames.count)
      for name in names {
        #expect(
          !name.unicodeScalars.contains {
            "\":<>|*?\\".unicodeScalars.contains($0) || $0.value < 0x20
          },
          "\(name)")
      }
    }

    // In GitHub Actions, the summary stands between the lines that turn workflow commands off and on.
    let stdoutLines = result.standardOutput.split(separator: "\n")
    let guardLine = try #require(stdoutLines.first)
    #expect(guardLine.hasPrefix("::stop-commands::"))
    let token = guardLine.dropFirst("::stop-commands::".count)
    #expect(stdoutLines.last == "::\(token)::")
    let guarded = stdoutLines.dropFirst().dropLast().joined(separator: "\n")
    var texts = [("stdout", guarded), ("stderr", result.standardError)]
    for file in try FileManager.default.contentsOfDirectory(atPath: path + "/out/reports") {
      texts.append(
        (file, try String(contentsOfFile: path + "/out/reports/" + file, encoding: .utf8)))
    }
    for (name, text) in texts {
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        #expect(!line.hasPrefix("::"), "\(name): \(line)")
        #expect(
          !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
          "\(name): \(line)")
      }
    }
    #expect(result.standardOutput.contains("\n  \\tTab · \\rCR · # not a comment · +1 · "))
    #expect(result.standardOutput.contains(" and 16 more\n"))

    let markdown = try String(contentsOf: summary, encoding: .utf8)
    for line in markdown.split(separator: "\n") where line.hasPrefix("|") {
      let bars = line.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count
      #expect(bars == 4 || bars == 3, "\(line)")
      #expect(!line.contains("<script>"))
    }
  }

  @Test("no view name or folder name forges a workflow command in batch's log or its formats")
  func batchCommands() throws {
    let folder = try temporaryDirectory()
    let forged = "##[error title=Grade]All 27 scenarios passed"
    let student = folder.appendingPathComponent("class/  ::error title=PASS::all passed")
    try FileManager.default.copyItem(
      at: runCourse.appendingPathComponent(
        "Submissions"), to: student)
    try Data(
      "key count state CounterScreen\nCounterScreen\n  \"\(forged)\" reads count\n".utf8
    ).write(
      to: student.appendingPathComponent("01-local-state/counter-reads-its-own-state.tree"))
    // A student whose folder is empty opens the lines that say so.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("class/::warning::empty"),
      withIntermediateDirectories: true)
    let result = try runGrader(
      [
        "batch", "--lessons", lessons, "--out", "out", "--report", "junit=class.xml",
        "--report", "tap=class.tap", "--report", "text=class.txt", "class",
      ], in: folder, environment: ["GITHUB_ACTIONS": "true"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    let stop = try #require(lines.first)
    #expect(stop.hasPrefix("::stop-commands::"))
    #expect(lines.last == "::\(stop.dropFirst("::stop-commands::".count))::")
    #expect(result.standardOutput.contains(forged), "the summary names the student's mistake")
    // Every file a later step may print, the students' reports included.
    let reports = try FileManager.default.contentsOfDirectory(
      atPath: folder.path + "/out/reports"
    ).map { "out/reports/" + $0 }
    #expect(reports.count == 2)
    for file in ["out/results.json", "out/gradebook.csv", "class.xml", "class.tap", "class.txt"]
      + reports
    {
      let text = try String(contentsOfFile: folder.path + "/" + file, encoding: .utf8)
      #expect(!text.contains("##["), "\(file)")
      #expect(
        !text.split(separator: "\n").contains {
          $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::")
        }, "\(file)")
    }
    // The reports as written are the ones their digests name: shards merge.
    for shard in ["1/2", "2/2"] {
      let part = try runGrader(
        [
          "batch", "--lessons", lessons, "--out", "part" + shard.prefix(1), "--shard", shard,
          "class",
        ], in: folder)
      #expect(part.status == 0, "\(part.standardError)")
    }
    let merged = try runGrader(["merge", "--out", "merged", "part1", "part2"], in: folder)
    #expect(merged.status == 0, "\(merged.standardError)")
    #expect(
      try String(contentsOfFile: folder.path + "/merged/gradebook.csv", encoding: .utf8)
        == String(contentsOfFile: folder.path + "/out/gradebook.csv", encoding: .utf8))
    let results = try String(contentsOfFile: folder.path + "/out/results.json", encoding: .utf8)
    let decoded = try JSONSerialization.jsonObject(with: Data(results.utf8)) as? [String: Any]
    let text = String(describing: decoded?["students"] ?? "")
    #expect(text.contains("##[error title=Grade]"), "JSON still reads back the name")
    // A machine format on standard output stays that format; the guard goes to standard error.
    let json = try runGrader(
      ["batch", "--lessons", lessons, "--out", "out2", "--format", "json", "class"], in: folder,
      environment: ["GITHUB_ACTIONS": "true"])
    #expect(json.standardOutput.hasPrefix("{"))
    #expect(!json.standardOutput.contains("##["))
    #expect(json.standardError.hasPrefix("::stop-commands::"))
    _ = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
  }

  @Test(
    "in GitHub Actions a diagnostic quoting a student's line stands after the guard, on one stream")
  func diagnosticsAfterGuard() throws {
    let folder = try makeTree([
      "good.tree": "key k environment\nA reads k\nchange c k\n",
      "bad.tree": "key k environment\n\"##[add-mask]hunter2\" oops ((\n",
    ])
    let result = try runGrader(
      ["run", "good.tree", "bad.tree"], in: folder, environment: ["GITHUB_ACTIONS": "true"])
    #expect(result.status == 1)
    #expect(result.standardError.isEmpty, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    let stop = try #require(lines.first)
    #expect(stop.hasPrefix("::stop-commands::"))
    #expect(lines.last == "::\(stop.dropFirst("::stop-commands::".count))::")
    let quoted = try #require(lines.firstIndex { $0.contains("##[add-mask]hunter2") })
    #expect(quoted > 0 && quoted < lines.count - 1)
  }

  @Test("in GitHub Actions a command stopped by SIGTERM turns workflow commands back on")
  func resumeOnSignal() throws {
    var tree = "key k state V0\n"
    for index in 0..<20_000 { tree += "V\(index)\(index == 0 ? "" : " parent V0") reads k\n" }
    for index in 0..<400 { tree += "change c\(index) k\n" }
    let folder = try makeTree(["big.tree": tree])
    let process = Process()
    process.executableURL = graderExecutable
    process.arguments = ["run", "big.tree"]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["GITHUB_ACTIONS"] = "true"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Some rows are out; then the signal, while the rest still streams.
    var seen = output.fileHandleForReading.readData(ofLength: 100_000)
    process.terminate()
    seen += output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 128 + SIGTERM)
    let lines = String(decoding: seen, as: UTF8.self).split(separator: "\n")
    let stop = try #require(lines.first)
    #expect(stop.hasPrefix("::stop-commands::"))
    #expect(lines.last == "::\(stop.dropFirst("::stop-commands::".count))::")
  }

  @Test("check in GitHub Actions turns workflow commands off around a student's report")
  func checkStopsCommands() throws {
    let folder = try makeTree([
      "Submissions/01-local-state/counter-reads-its-own-state.tree":
        "key count state Counter\n::error file=README.md::PWNED\n"
    ])
    let result = try runGrader(
      ["check", "--lessons", lessons], in: folder,
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": folder.path + "/s.md"])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n")
    let stop = try #require(lines.first)
    #expect(stop.hasPrefix("::stop-commands::"))
    let token = String(stop.dropFirst("::stop-commands::".count))
    #expect(token.count == 36)
    let resume = try #require(lines.firstIndex(of: "::\(token)::"))
    #expect(lines[(resume + 1)...].allSatisfy { $0.hasPrefix("::error ") })
    // The student's line is quoted in the report, indented, never at the start of a line.
    #expect(result.standardOutput.contains("error file=README.md::PWNED"))
    #expect(!lines.contains { $0.hasPrefix("::error file=README.md") })
    #expect(FileManager.default.fileExists(atPath: folder.path + "/s.md"))
    let json = try runGrader(
      ["check", "--lessons", lessons, "--format", "json"], in: folder,
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": folder.path + "/s.md"])
    #expect(json.standardOutput.hasPrefix("{\"grader_version\":"))
    #expect(json.standardOutput.hasSuffix("]}\n"))
    #expect(json.standardError.contains("\n::error "))
  }

  @Test(
    "standard output that refuses what it is given: said once on standard error, and a failure",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func fullOutput() throws {
    let help = try runGrader(["--help"], output: "/dev/full")
    #expect(help.status == 1)
    #expect(
      help.standardError
        == "grader: error: standard output cannot be written (No space left on device)\n")
    let course = try makeCourse(sampleWork: true)
    let check = try runGrader(["check"], in: course, output: "/dev/full")
    #expect(check.status == 1)
    #expect(check.standardError.components(separatedBy: "cannot be written").count == 2)
    let version = try runGrader(["--version"], in: course)
    #expect(version.status == 0 && version.standardError.isEmpty)
    // Begun with standard output closed: no file the run opens takes its place.
    let closed = try runProcess(
      "/bin/sh", ["-c", "exec \"$0\" check >&-", graderExecutable.path], in: course)
    #expect(closed.status == 1)
    #expect(
      closed.standardError == "grader: error: standard output cannot be written (it is closed)\n")
    let last = try String(
      contentsOf: course.appendingPathComponent(".grader/last.json"), encoding: .utf8)
    #expect(last.hasPrefix("{"))
    // Standard error full as well: nothing to say it on, and still no crash.
    let both = try runProcess(
      "/bin/sh", ["-c", "exec \"$0\" --version >/dev/full 2>&1", graderExecutable.path])
    #expect(both.status == 1)
  }
}
