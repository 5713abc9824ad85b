import Foundation
import GraderKit
import GraderTestSupport
import Testing

/// The `git` on the PATH, if there is one.
private let git: String? = executableOnPath("git")

/// A repository at `path` made of `files` (path to text, or to `->target`
/// for a link) in one commit on `branch`, dated `time` (seconds since 1970).
private func repository(
  at path: URL, files: [String: String], branch: String = "main", head: String? = nil,
  time: Int = 1_746_000_000
) throws {
  let git = try #require(git)
  #expect(
    try runProcess(
      git, ["init", "--quiet", "--bare", "--initial-branch=\(head ?? branch)", path.path]
    )
    .status == 0)
  var stream = "commit refs/heads/\(branch)\ncommitter S <s@example.com> \(time) +0000\ndata 2\nc\n"
  for (name, text) in files.sorted(by: { $0.key < $1.key }) {
    if text.hasPrefix("->") {
      let target = String(text.dropFirst(2))
      stream += "M 120000 inline \(name)\ndata \(target.utf8.count)\n\(target)\n"
    } else {
      stream += "M 100644 inline \(name)\ndata \(text.utf8.count)\n\(text)\n"
    }
  }
  let imported = try runProcess(git, ["-C", path.path, "fast-import", "--quiet"], input: stream)
  #expect(imported.status == 0, "\(imported.standardError)")
}

/// Gathers `roster` (student to repository) in a folder of its own.
private func gather(_ rows: [(String, String)], _ options: [String] = [], path: String? = nil)
  throws -> (result: ProcessResult, root: URL)
{
  let root = try temporaryDirectory()
  let roster = "student,repository\n" + rows.map { "\($0.0),\($0.1)\n" }.joined()
  try roster.write(to: root.appendingPathComponent("roster.csv"), atomically: true, encoding: .utf8)
  let result = try runGrader(
    ["gather", "roster.csv", "--deadline", "2025-05-01T23:59:00Z", "--out", "class"] + options,
    in: root, environment: path.map { ["PATH": $0] } ?? [:])
  return (result, root)
}

@Suite(
  "Gathering that no repository can sabotage", .enabled(if: git != nil, "git is not installed here")
)
struct GatherHostileTests {
  @Test(
    "a link, a submodule or a name artifact uploads refuse never reaches the class; each is named in the marker"
  )
  func links() throws {
    let repositories = try temporaryDirectory()
    let evil = repositories.appendingPathComponent("evil.git")
    try repository(
      at: evil,
      files: [
        "Submissions/01-local-state/sibling-fields.tree": "key a environment\nRoot\n",
        "Submissions/01-local-state/x.swift":
          "->../../../../Lessons/01-local-state/04-sibling-fields.scenario",
        "Submissions/01-local-state/passwd.tree": "->/etc/passwd",
        "Submissions/01-local-state/a:b?.tree": "key a environment\nRoot\n",
        "Submissions/02-state-passed-down": "->/etc",
        "notes/readme.txt": "not graded",
        "README.md": "->notes/readme.txt",
      ])
    let (result, root) = try gather([("ada", evil.path)])
    #expect(result.status == 0, "\(result.standardError)")
    let folder = root.appendingPathComponent("class/ada")
    var links: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    while let path = enumerator?.nextObject() as? String {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(path).path)
      if attributes[.type] as? FileAttributeType == .typeSymbolicLink { links.append(path) }
    }
    #expect(links.isEmpty, "\(links)")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Submissions/01-local-state/sibling-fields.tree").path
      ))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("notes").path))
    let marker = try String(
      contentsOf: folder.appendingPathComponent(".grader-gathered"), encoding: .utf8)
    #expect(marker.contains("dropped: Submissions/01-local-state/x.swift (a link)"))
    #expect(marker.contains("dropped: Submissions/01-local-state/passwd.tree (a link)"))
    // A folder of work that is a link is named too; a link grading would not read is not.
    #expect(marker.contains("dropped: Submissions/02-state-passed-down (a link)"))
    #expect(!marker.contains("README.md"))
    #expect(
      marker.contains(
        "dropped: Submissions/01-local-state/a:b?.tree (a name Windows and artifact uploads refuse)"
      ))
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Submissions/01-local-state/a:b?.tree").path))
    #expect(marker.contains("student: ada"))
    // The student's report says what was left out, and why.
    let graded = try runGrader(
      [
        "batch", "class", "--lessons", runCourse.appendingPathComponent("Lessons").path,
        "--out", "grades",
      ], in: root)
    #expect(graded.status == 0, "\(graded.standardError)")
    let report = try String(
      contentsOf: root.appendingPathComponent("grades/reports/ada.txt"), encoding: .utf8)
    #expect(
      report.contains(
        "Not gathered:\n  Submissions/01-local-state/a:b?.tree (a name Windows and artifact uploads refuse)\n  Submissions/01-local-state/passwd.tree (a link)\n  Submissions/01-local-state/x.swift (a link)\n"
      ), "\(report.prefix(400))")
  }

  @Test("a long roster name and a long file name are gathered, as a file system takes them")
  func longNames() throws {
    let repositories = try temporaryDirectory()
    let long = repositories.appendingPathComponent("long.git")
    let file = String(repeating: "f", count: 210) + ".tree"
    try repository(at: long, files: ["01-local-state/" + file: "key a environment\n"])
    let name = String(repeating: "n", count: 235)
    let (result, root) = try gather([(name, long.path)])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("class/\(name)/01-local-state/\(file)").path))
  }

  @Test("work over the budget is refused before a byte lands, and the other students are gathered")
  func budget() throws {
    let repositories = try temporaryDirectory()
    let bomb = repositories.appendingPathComponent("bomb.git")
    let big = String(repeating: "key k environment\n", count: 50_000)  // about 900 KB each
    var files: [String: String] = [:]
    for index in 0..<30 { files["01-local-state/f\(index).tree"] = big }
    try repository(at: bomb, files: files)
    let fine = repositories.appendingPathComponent("fine.git")
    try repository(at: fine, files: ["01-local-state/sibling-fields.tree": "key a environment\n"])
    let (result, root) = try gather(
      [("ada", bomb.path), ("bob", fine.path)], ["--max-bytes", "2M"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.contains("over the budget of 2048 KiB"), "\(result.standardOutput)")
    let ada = root.appendingPathComponent("class/ada")
    #expect(try FileManager.default.contentsOfDirectory(atPath: ada.path) == [".grader-gathered"])
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("class/bob/01-local-state/sibling-fields.tree").path))
  }

  @Test("work of more files than grading reads is refused, however few bytes they hold")
  func fileCount() throws {
    let repositories = try temporaryDirectory()
    let many = repositories.appendingPathComponent("many.git")
    var files: [String: String] = [:]
    for index in 0...SafeDirectory.entryLimit { files["01-local-state/f\(index).tree"] = "" }
    try repository(at: many, files: files)
    let (result, root) = try gather([("ada", many.path)])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.contains("holds 10001 files, more than the 10000 grading reads"),
      "\(result.standardOutput)")
    let ada = root.appendingPathComponent("class/ada")
    #expect(try FileManager.default.contentsOfDirectory(atPath: ada.path) == [".grader-gathered"])
  }

  @Test("a repository whose HEAD names an unborn branch is gathered from the branch it has")
  func unbornHead() throws {
    let repositories = try temporaryDirectory()
    let pushed = repositories.appendingPathComponent("pushed.git")
    try repository(
      at: pushed, files: ["01-local-state/sibling-fields.tree": "key a environment\n"],
      branch: "main", head: "master")
    let (result, root) = try gather([("ada", pushed.path)])
    #expect(result.status == 0)
    #expect(!result.standardOutput.contains("error"), "\(result.standardOutput)")
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("class/ada/01-local-state/sibling-fields.tree").path))
  }

  @Test("a repository that never answers ends that student within the time budget, git and all")
  func silentServer() throws {
    // A git that hangs, as one waiting on a silent server would, and leaves a child.
    let bin = try temporaryDirectory()
    let realGit = try #require(git)
    let marker = bin.appendingPathComponent("child.pid").path
    let script = """
      #!/bin/sh
      case "$*" in
        *hang.git*) sleep 300 & echo $! > \(marker); wait ;;
        *) exec \(realGit) "$@" ;;
      esac
      """
    try script.write(to: bin.appendingPathComponent("git"), atomically: true, encoding: .utf8)
    chmod(bin.appendingPathComponent("git").path, 0o755)
    let repositories = try temporaryDirectory()
    let fine = repositories.appendingPathComponent("fine.git")
    try repository(at: fine, files: ["01-local-state/sibling-fields.tree": "key a environment\n"])
    let start = Date()
    let (result, root) = try gather(
      [("ada", repositories.appendingPathComponent("hang.git").path), ("bob", fine.path)],
      ["--repo-timeout", "2"],
      path: bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"))
    #expect(Date().timeIntervalSince(start) < 60)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("took longer than 2 s"), "\(result.standardOutput)")
    #expect(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent("class/bob/01-local-state/sibling-fields.tree").path))
    // The hanging git's own child went with it.
    if let pid = Int32(
      (try? String(contentsOfFile: marker, encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
    {
      // Gone, or a zombie its new parent has yet to reap: not running.
      let state = try runProcess("/bin/ps", ["-o", "stat=", "-p", String(pid)])
      let running = state.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(
        running.isEmpty || running.hasPrefix("Z"), "the timed-out git's child runs: \(running)")
    }
  }

  @Test(
    "an interrupted gather is resumed: a second run keeps the students done and gathers the rest")
  func resume() throws {
    let repositories = try temporaryDirectory()
    let fine = repositories.appendingPathComponent("fine.git")
    try repository(at: fine, files: ["01-local-state/sibling-fields.tree": "key a environment\n"])
    let (first, root) = try gather([("ada", fine.path)])
    #expect(first.status == 0)
    let roster = "student,repository\nada,\(fine.path)\nbob,\(fine.path)\n"
    try roster.write(
      to: root.appendingPathComponent("roster.csv"), atomically: true, encoding: .utf8)
    let again = try runGrader(
      ["gather", "roster.csv", "--deadline", "2025-05-01T23:59:00Z", "--out", "class"], in: root)
    #expect(again.status == 0, "\(again.standardError)")
    #expect(again.standardOutput.contains("(1 already there from an earlier gather)"))
    #expect(again.standardError.contains("ada, bob name the same repository"))
    let other = try runGrader(
      ["gather", "roster.csv", "--deadline", "2025-06-01T23:59:00Z", "--out", "class"], in: root)
    #expect(other.status == 1, "another deadline is another class")
  }
}

@Suite("Deadlines, read strictly")
struct DeadlineTests {
  @Test(
    "a deadline is a real date and time, with its zone, nothing after it, between 1970 and 2099",
    arguments: [
      ("2025-02-30T00:00:00Z", Deadline.Problem.notADate),
      ("2025-05-01T23:59:00+99:99", .zone), ("2025-05-01T23:59:00+14:30", .zone),
      ("2025-05-01T23:59:00Z and more", .trailing), ("1969-12-31T23:59:59Z", .year),
      ("2100-01-01T00:00:00Z", .year), ("2025-05-01T23:59:00", .noZone),
      ("2025-05-01 23:59:00Z", .layout), ("2025-13-01T00:00:00Z", .notADate),
      ("2025-05-01T24:00:00Z", .notADate),
    ])
  func refused(text: String, problem: Deadline.Problem) {
    guard case .failure(let found) = Deadline.parse(text) else {
      Issue.record("\(text) was taken")
      return
    }
    #expect(found == problem, "\(text)")
  }

  @Test("a valid deadline is the instant it names, with its zone and fractions")
  func valid() throws {
    let utc = try Deadline.parse("2025-05-01T23:59:00Z").get()
    #expect(utc.timeIntervalSince1970 == 1_746_143_940)
    let offset = try Deadline.parse("2025-05-02T01:59:00+02:00").get()
    #expect(offset == utc)
    let leap = try Deadline.parse("2024-02-29T12:00:00.5-05:00").get()
    #expect(leap.timeIntervalSince1970 == 1_709_226_000.5)
  }
}
