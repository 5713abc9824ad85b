import Foundation
import GraderTestSupport
import Testing

/// The `git` on the PATH, if there is one.
private let git: String? = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  return path.split(separator: ":").map { "\($0)/git" }.first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
}()

/// A tree that passes `01-local-state/counter-reads-its-own-state`, and one that fails it.
private let passing =
  "key count state CounterView\nCounterScreen\n  CounterView reads count\n  ResetButton\n"
private let failing =
  "key count state CounterView\nCounterScreen\n  CounterView reads count\n  ResetButton reads count\n"
private let submission = "Submissions/01-local-state/counter-reads-its-own-state.tree"

/// The deadline of these tests, and commit times around it (seconds since 1970).
private let deadline = "2025-05-01T23:59:00Z"
private let early: Int = 1_746_000_000  // 2025-04-30
private let justBefore: Int = 1_746_143_900  // 2025-05-01T23:58:20Z
private let late: Int = 1_746_200_000  // 2025-05-02

/// A bare repository at `path` whose main branch holds three commits of
/// `contents`, made at `times`, built in one `git fast-import`.
private func bareRepository(at path: URL, commits: [(time: Int, text: String)]) throws {
  let git = try #require(git)
  let initialized = try runProcess(
    git, ["init", "--quiet", "--bare", "--initial-branch=main", path.path])
  #expect(initialized.status == 0, "\(initialized.standardError)")
  var stream = ""
  for (number, commit) in commits.enumerated() {
    let message = "commit \(number + 1)\n"
    stream += "commit refs/heads/main\n"
    stream += "committer Student <student@example.com> \(commit.time) +0000\n"
    stream += "data \(message.utf8.count)\n\(message)"
    stream += "M 100644 inline \(submission)\n"
    stream += "data \(commit.text.utf8.count)\n\(commit.text)\n"
  }
  let imported = try runProcess(git, ["-C", path.path, "fast-import", "--quiet"], input: stream)
  #expect(imported.status == 0, "\(imported.standardError)")
}

/// `text` as one RFC 4180 field.
private func csvField(_ text: String) -> String {
  "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}

@Suite(
  "Gathering a class from its repositories", .enabled(if: git != nil, "git is not installed here"))
struct GatherTests {
  @Test(
    "gathering 30 local repositories at a deadline grades each student's last commit before it; an unreachable one is a row with its error"
  )
  func gatherClass() throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let repositories = root.appendingPathComponent("repositories")
    // Names a roster may hold, hostile ones among them: each becomes a
    // folder of its own inside the class folder, and nothing outside it.
    var names = (1...21).map { String(format: "student%02d", $0) }
    names += [
      "../escape", "a/b", ".dotted", "Alice", "alice", "=HYPERLINK(\"x\")",
      "Zoë \"Zed\" O'Brien, Jr.",
      "line\nbreak",
    ]
    #expect(names.count == 29)
    var roster = "github_username,repository_url\r\n"
    var expected: [String: String] = [:]
    for (index, name) in names.enumerated() {
      let repository = repositories.appendingPathComponent("r\(index).git")
      // Half the class does right just before the deadline, half does wrong;
      // each does the opposite before that, and after the deadline.
      let right = index % 2 == 0
      let (before, last) = right ? (passing, failing) : (failing, passing)
      try bareRepository(
        at: repository,
        commits: [
          (early, before == passing ? failing : passing), (justBefore, before), (late, last),
        ])
      roster += "\(csvField(name)),\(repository.path)\r\n"
      expected[name] = right ? "pass" : "fail"
    }
    roster += "unreachable,\(repositories.appendingPathComponent("missing.git").path)\r\n"
    let rosterFile = root.appendingPathComponent("roster.csv")
    try roster.write(to: rosterFile, atomically: true, encoding: .utf8)
    let token = "tok-\(UUID().uuidString)"
    let classFolder = root.appendingPathComponent("class")
    let gathered = try runGrader(
      ["gather", rosterFile.path, "--deadline", deadline, "--out", classFolder.path],
      environment: ["GRADER_TOKEN": token])
    #expect(gathered.status == 0, "\(gathered.standardError)")
    #expect(
      gathered.standardOutput.hasSuffix(
        "Gathered 29 of 30 repositories into \(classFolder.path) at the last commit before 2025-05-01T23:59:00Z; 1 could not be: 'grader batch' gives that student a row with the error.\n"
      ), "\(gathered.standardOutput)")
    #expect(
      gathered.standardOutput.split(separator: "\n").contains {
        $0.hasPrefix("unreachable ") && $0.contains("  error: cannot be cloned: ")
      })

    // Nothing was written beside the class folder, and every folder is inside it.
    let beside = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(beside == ["class", "repositories", "roster.csv"])
    let entries = try FileManager.default.contentsOfDirectory(atPath: classFolder.path).sorted()
    // The folders, and gather's list of them, which batch believes markers by.
    #expect(entries.contains(".grader-gathered"))
    let folders = entries.filter { $0 != ".grader-gathered" }
    #expect(folders.count == 30)
    #expect(folders.allSatisfy { !$0.hasPrefix(".") && !$0.contains("/") })
    #expect(folders.contains("_._escape"))
    #expect(folders.contains("Alice") && folders.contains("alice (2)"))
    // Names that meet are told apart by the roster's order, and it says so.
    #expect(
      gathered.standardError.contains(
        "grader: 'alice' (line 27) and 'Alice' (line 26) would share the folder 'Alice'; the roster's first keeps it, and the other's work is in 'alice (2)'"
      ), "\(gathered.standardError)")
    // The token is never printed, nor written anywhere.
    let secret = Data("x-access-token:\(token)".utf8).base64EncodedString()
    for text in [gathered.standardOutput, gathered.standardError] {
      #expect(!text.contains(token) && !text.contains(secret))
    }
    for (path, text) in try filesBelow(classFolder) {
      #expect(!text.contains(token) && !text.contains(secret), "\(path)")
      #expect(!path.hasPrefix(".git") && !path.contains("/.git/"), "no repository is left: \(path)")
    }

    // The class grades as any class does: every student a row, the
    // unreachable one with its error.
    let grades = root.appendingPathComponent("grades")
    let lessons = runCourse.appendingPathComponent(
      "Lessons"
    ).path
    let batch = try runGrader([
      "batch", classFolder.path, "--lessons", lessons, "--out", grades.path,
    ])
    #expect(batch.status == 0, "\(batch.standardError)")
    let results = try String(
      contentsOf: grades.appendingPathComponent("results.json"), encoding: .utf8)
    var verdicts: [String: String] = [:]
    var errors: [String: String] = [:]
    var rosterNames: [String: String] = [:]
    for line in results.split(separator: "\n").dropFirst().dropLast() {
      let json = line.hasSuffix(",") ? line.dropLast() : line
      let record = try #require(
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      let student = try #require(record["student"] as? String)
      errors[student] = record["error"] as? String
      rosterNames[student] = record["roster_name"] as? String
      let result = (record["results"] as? [[String: Any]])?.first {
        $0["scenario"] as? String == "01-local-state/counter-reads-its-own-state"
      }
      verdicts[student] = result?["verdict"] as? String
    }
    // The unreachable student handed in nothing: no scenario counts them.
    #expect(verdicts.count == 29)
    #expect(
      errors["unreachable"]?.hasPrefix("could not be gathered: cannot be cloned: ") == true,
      "\(errors)")
    #expect(errors.count == 1)
    for (index, name) in names.enumerated() {
      let folder = folders.first { $0 == folderName(name, index: index, names: names) }
      let verdict = folder.flatMap { verdicts[$0] }
      #expect(verdict == expected[name], "\(name): \(folder ?? "no folder")")
      // Each record, and the report, carry the roster's name as it was written.
      if let folder {
        let shown = name.replacingOccurrences(of: "\n", with: "\\n")
        #expect(rosterNames[folder] == shown, "\(folder)")
        let report = try String(
          contentsOf: grades.appendingPathComponent("reports/\(folder).txt"), encoding: .utf8)
        #expect(report.hasPrefix(shown + ": gathered from "), "\(report.prefix(200))")
      }
    }
    let gradebook = try String(
      contentsOf: grades.appendingPathComponent("gradebook.csv"), encoding: .utf8)
    #expect(gradebook.hasPrefix("student,roster_name,"))
    #expect(gradebook.contains("\r\n\"Zoë _Zed_ O'Brien, Jr.\",\"Zoë \"\"Zed\"\" O'Brien, Jr.\","))
    // Sharded and merged, as one run.
    var shards: [String] = []
    for shard in 1...2 {
      let out = root.appendingPathComponent("grades-\(shard)").path
      #expect(
        try runGrader([
          "batch", classFolder.path, "--lessons", lessons, "--shard", "\(shard)/2", "--out", out,
        ]).status == 0)
      shards.append(out)
    }
    let merged = root.appendingPathComponent("merged").path
    #expect(try runGrader(["merge", "--out", merged] + shards).status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: merged + "/gradebook.csv"))
        == Data(contentsOf: grades.appendingPathComponent("gradebook.csv")))
  }

  @Test(
    "the token reaches git in its environment alone, for the token's host only, and is never printed"
  )
  func token() throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    // A git that records how it was called, and says it cannot clone, with
    // the token in its message, as a careless server might.
    let bin = root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let log = root.appendingPathComponent("git.log")
    let fake = bin.appendingPathComponent("git")
    try """
    #!/bin/sh
    echo "argv: $*" >> '\(log.path)'
    env | grep '^GIT_CONFIG_' | sort >> '\(log.path)'
    echo "fatal: could not read from https://github.com/x: $GIT_CONFIG_VALUE_4" >&2
    exit 128

    """.write(to: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    try "student,repository_url\nalice,https://github.com/course/alice\n".write(
      to: root.appendingPathComponent("roster.csv"), atomically: true, encoding: .utf8)
    let token = "tok-\(UUID().uuidString)"
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let result = try runGrader(
      ["gather", "roster.csv", "--deadline", deadline, "--token-env", "CLASS_TOKEN"], in: root,
      environment: ["CLASS_TOKEN": token, "PATH": bin.path + ":" + path])
    #expect(result.status == 0, "\(result.standardError)")
    let secret = Data("x-access-token:\(token)".utf8).base64EncodedString()
    let calls = try String(contentsOf: log, encoding: .utf8)
    #expect(calls.contains("GIT_CONFIG_KEY_4=http.https://github.com/.extraheader\n"), "\(calls)")
    #expect(calls.contains("GIT_CONFIG_VALUE_4=AUTHORIZATION: basic \(secret)\n"))
    for line in calls.split(separator: "\n") where line.hasPrefix("argv: ") {
      #expect(!line.contains(token) && !line.contains(secret), "\(line)")
    }
    #expect(
      result.standardOutput.contains(
        "error: cannot be cloned: fatal: could not read from https://github.com/x: AUTHORIZATION: basic ***"
      ))
    for text in [result.standardOutput, result.standardError] {
      #expect(!text.contains(token) && !text.contains(secret))
    }
    for (file, text) in try filesBelow(root.appendingPathComponent("class")) {
      #expect(!text.contains(token) && !text.contains(secret), "\(file)")
    }
  }

  @Test("a roster that is not CSV, or names no column of students, is refused at its line")
  func badRoster() throws {
    let root = try makeTree([
      "quote.csv": "student,repository_url\nal\"ice,/x\n",
      "open.csv": "student,repository_url\n\"alice,/x\n",
      "columns.csv": "who,where\nalice,/x\n",
      "short.csv": "student,repository_url\nalice\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    for (file, message) in [
      ("quote.csv", "quote.csv:2:3: error: a quote inside a field that does not start with one"),
      ("open.csv", "open.csv:2:1: error: this quote is never closed"),
      ("columns.csv", "columns.csv:1:1: error: the header names no column of students"),
      ("short.csv", "short.csv:2:1: error: this row has 1 fields, and the header 2"),
    ] {
      let result = try runGrader(
        ["gather", file, "--deadline", deadline, "--out", "class", "--color", "never"], in: root)
      #expect(result.status == 1, "\(file)")
      #expect(result.standardError.contains(message), "\(result.standardError)")
      #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("class").path))
    }
    let usage = try runGrader(["gather", "quote.csv", "--deadline", "tomorrow"], in: root)
    #expect(usage.status == 64)
    #expect(usage.standardError.contains("'--deadline' takes a deadline, not 'tomorrow'"))
  }
}

/// The folder `gather` gives the student `name` at `index`: their name with
/// what a file name cannot hold written `_`, and ` (2)` for a later name
/// whose folder meets an earlier one's.
private func folderName(_ name: String, index: Int, names: [String]) -> String {
  func plain(_ name: String) -> String {
    var plain = ""
    for (position, scalar) in name.unicodeScalars.enumerated() {
      let refused =
        "%\":<>|*?\\/".unicodeScalars.contains(scalar) || scalar.value < 0x20
        || scalar.value == 0x7F || (position == 0 && scalar == ".")
      plain += refused ? "_" : String(scalar)
    }
    return plain
  }
  let earlier = names[..<index].map { plain($0).lowercased() }
  return earlier.contains(plain(name).lowercased()) ? plain(name) + " (2)" : plain(name)
}
