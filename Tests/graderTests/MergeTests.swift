import Foundation
import GraderTestSupport
import Testing

@Suite("merge: every shard accounted for, partial merges said loudly, and updates")
struct MergeTests {
  let lessons = runCourse.appendingPathComponent(
    "Lessons"
  ).path

  /// A class of five, graded in three shards `part1` … `part3`, and whole into `full`.
  func shardedClass() throws -> URL {
    let folder = try temporaryDirectory()
    _ = try makeCopies(5, in: folder)
    for shard in 1...3 {
      let result = try runGrader(
        ["batch", "--lessons", lessons, "--out", "part\(shard)", "--shard", "\(shard)/3", "class"],
        in: folder)
      #expect(result.status == 0)
    }
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "full", "class"], in: folder)
    return folder
  }

  @Test("each shard records which it is and the lessons' digest")
  func shardHeader() throws {
    let folder = try shardedClass()
    let text = try String(
      contentsOf: folder.appendingPathComponent("part2/results.json"), encoding: .utf8)
    let header = try #require(text.split(separator: "\n").first)
    #expect(header.contains("\"shard\":\"2/3\""))
    #expect(header.contains("\"lessons_digest\":\""))
    #expect(header.contains("\"grader_version\":\"0.4.0\""))
  }

  @Test("a missing shard fails and is named; --allow-partial merges the rest and says so")
  func missingShard() throws {
    let folder = try shardedClass()
    let missing = try runGrader(["merge", "--out", "m", "part1", "part3"], in: folder)
    #expect(missing.status == 1)
    #expect(
      missing.standardError
        == "grader: error: shard 2/3 is missing; merge every shard, or pass --allow-partial to merge what is there\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/m"))
    let partial = try runGrader(
      ["merge", "--allow-partial", "--out", "m", "part1", "part3"], in: folder)
    #expect(partial.status == 0)
    #expect(
      partial.standardError.contains("grader: warning: PARTIAL MERGE: shard 2/3 is missing"))
    #expect(partial.standardOutput.contains("PARTIAL: shard 2/3 is missing"))
    let results = try String(
      contentsOf: folder.appendingPathComponent("m/results.json"), encoding: .utf8)
    #expect(results.hasPrefix("{\"grader_version\":\"0.4.0\""))
    #expect(results.contains("\"missing_shards\":[\"2/3\"]"))
    let rows = try String(
      contentsOf: folder.appendingPathComponent("m/gradebook.csv"), encoding: .utf8
    )
    .split(separator: "\r\n").count
    #expect(rows == 1 + 3)
  }

  @Test("a shard given twice, or of another split, is refused and named")
  func duplicateShard() throws {
    let folder = try shardedClass()
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("part1"), to: folder.appendingPathComponent("again"))
    let twice = try runGrader(["merge", "--out", "m", "part1", "part2", "again"], in: folder)
    #expect(twice.status == 1)
    #expect(twice.standardError == "grader: error: shard 1/3 is given twice: part1 and again\n")
    _ = try runGrader(
      ["batch", "--lessons", lessons, "--out", "half", "--shard", "1/2", "class"], in: folder)
    let mixed = try runGrader(["merge", "--out", "m", "part1", "half"], in: folder)
    #expect(
      mixed.standardError == "grader: error: half is shard 1/2, but part1 is one of 3 shards\n")
    let whole = try runGrader(["merge", "--out", "m", "part1", "full"], in: folder)
    #expect(whole.standardError.hasPrefix("grader: error: full is a whole batch, not a shard"))
  }

  @Test("verify checks a shard's results against its slice of the class, when told it is one")
  func verifyShard() throws {
    let folder = try shardedClass()
    let unsaid = try runGrader(
      ["verify", "part2/results.json", "--lessons", lessons, "--submissions", "class"], in: folder)
    #expect(unsaid.status == 2)
    #expect(unsaid.standardError.contains("is shard 2/3 of a class: verify it with --shard 2/3"))
    let result = try runGrader(
      [
        "verify", "part2/results.json", "--shard", "2/3", "--lessons", lessons, "--submissions",
        "class",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(result.standardOutput.hasSuffix("grades hold.\n"))
    #expect(!result.standardOutput.contains("not in the results"))
    // A class's results cut down to one student, claimed as a thin shard, or as one student's:
    let full = try String(contentsOfFile: folder.path + "/full/results.json", encoding: .utf8)
    var document = try #require(
      try JSONSerialization.jsonObject(with: Data(full.utf8)) as? [String: Any])
    document["students"] = Array((document["students"] as? [Any] ?? []).prefix(1))
    try JSONSerialization.data(withJSONObject: document).write(
      to: folder.appendingPathComponent("one.json"))
    let one = try runGrader(
      ["verify", "one.json", "--lessons", lessons, "--submissions", "class"], in: folder)
    #expect(one.status == 1)
    #expect(one.standardOutput.contains("is in the class folder, but not in the results"))
    document["shard"] = "1/1000"
    try JSONSerialization.data(withJSONObject: document).write(
      to: folder.appendingPathComponent("thin.json"))
    let thin = try runGrader(
      [
        "verify", "thin.json", "--shard", "1/1000", "--lessons", lessons, "--submissions", "class",
      ], in: folder)
    #expect(thin.status == 1)
    #expect(thin.standardOutput.contains("the shard was graded from another list of students"))
  }

  @Test("shards graded from different copies of the class are refused, naming both sizes")
  func changedClass() throws {
    let folder = try shardedClass()
    let header =
      try String(
        contentsOf: folder.appendingPathComponent("part1/results.json"), encoding: .utf8
      ).split(separator: "\n").first ?? ""
    #expect(header.contains("\"class_roster\":\"5:"))
    // A student appears in the class between the runs of shard 1 and shard 2.
    let students = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("class").path
    ).sorted()
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("class/" + students[0]),
      to: folder.appendingPathComponent("class/zzz-late"))
    let rerun = try runGrader(
      ["batch", "--lessons", lessons, "--out", "part2", "--shard", "2/3", "class"], in: folder)
    #expect(rerun.status == 0)
    let merged = try runGrader(["merge", "--out", "m", "part1", "part2", "part3"], in: folder)
    #expect(merged.status == 1)
    #expect(
      merged.standardError
        == "grader: error: part2 was graded from another list of students (6) than part1 (5): the class folder changed between the shard runs (a folder added, removed or renamed, or a name written with other Unicode characters, as macOS and Linux can write an accent); grade every shard from the same copy of the class\n"
    )
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/m"))
    // The merged output of one copy of the class names no roster: it is one class.
    let full = try String(
      contentsOf: folder.appendingPathComponent("full/results.json"), encoding: .utf8)
    #expect(!full.contains("class_roster"))
  }

  @Test("a shard graded against other expected rows with the same ids and points is refused")
  func otherLessons() throws {
    let folder = try shardedClass()
    let copy = folder.appendingPathComponent("Lessons")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: lessons), to: copy)
    let scenario = copy.appendingPathComponent(
      "04-environment-values/01-reader-deep-in-the-tree.scenario")
    var text = try String(contentsOf: scenario, encoding: .utf8)
    for (old, new) in [
      (
        "CaptionView environment | skipped ReaderScreen,ArticleView,SidebarView",
        "CaptionView environment, SidebarView environment | skipped ReaderScreen,ArticleView"
      ),
      ("environment: 3", "environment: 4"),
      ("  SidebarView reads colorScheme", "  SidebarView reads colorScheme, textScale"),
    ] {
      text = text.replacingOccurrences(of: old, with: new)
    }
    try Data(text.utf8).write(to: scenario)
    _ = try runGrader(
      ["batch", "--lessons", "Lessons", "--out", "other3", "--shard", "3/3", "class"], in: folder)
    let result = try runGrader(["merge", "--out", "m", "part1", "part2", "other3"], in: folder)
    #expect(result.status == 1)
    #expect(
      result.standardError.hasPrefix("grader: error: other3 was graded against other lessons"))
  }

  @Test("a shard whose lessons digest is not a digest is refused before it is written anywhere")
  func forgedDigest() throws {
    let folder = try shardedClass()
    let results = folder.appendingPathComponent("part2/results.json")
    let text = try String(contentsOf: results, encoding: .utf8)
    let digest = try #require(
      text.range(of: "\"lessons_digest\":\"").map { text[$0.upperBound...].prefix(64) })
    try Data(
      text.replacingOccurrences(
        of: String(digest), with: "\\u001b[2J\\u202e::error::forged"
      ).utf8
    ).write(to: results)
    let result = try runGrader(["merge", "--out", "m", "part1", "part2", "part3"], in: folder)
    #expect(result.status != 0)
    #expect(result.standardError.contains("part2/results.json: is not a results file of grader"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("m").path))
  }

  @Test("all shards merge into exactly the unsharded output")
  func complete() throws {
    let folder = try shardedClass()
    let merged = try runGrader(["merge", "--out", "m", "part3", "part1", "part2"], in: folder)
    #expect(merged.status == 0)
    for name in ["gradebook.csv", "results.json", "reports/s003.txt"] {
      #expect(
        try Data(contentsOf: folder.appendingPathComponent("m/" + name))
          == (try Data(contentsOf: folder.appendingPathComponent("full/" + name))), "\(name)")
    }
    // The summary says what one run's says, hidden entries of the class folder included.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("class/.hidden"), withIntermediateDirectories: true)
    for shard in 1...3 {
      _ = try runGrader(
        ["batch", "--lessons", lessons, "--out", "part\(shard)", "--shard", "\(shard)/3", "class"],
        in: folder)
    }
    let whole = try runGrader(
      ["batch", "--lessons", lessons, "--out", "full", "class"], in: folder)
    let again = try runGrader(["merge", "--out", "m", "part1", "part2", "part3"], in: folder)
    #expect(whole.standardOutput.contains("Skipped 1 hidden entry of the class folder.\n"))
    #expect(again.standardOutput == whole.standardOutput)
  }

  @Test("shards of a gathered class merge: a report's digest covers the header gathering adds")
  func gatheredShards() throws {
    let folder = try temporaryDirectory()
    let root = try makeCopies(4, in: folder)
    try
      "grader gather\nstudent: Ann\u{1B}[2J\nrepository: https://example.com/ann\ndeadline: 2026-01-01T00:00:00Z\n"
      .write(
        to: root.appendingPathComponent("s002/.grader-gathered"), atomically: true, encoding: .utf8)
    // As gather leaves them: the class's list of the folders it made.
    try "grader gather class\nfolder: s002\n".write(
      to: root.appendingPathComponent(".grader-gathered"), atomically: true, encoding: .utf8)
    for shard in 1...2 {
      let result = try runGrader(
        ["batch", "--lessons", lessons, "--out", "part\(shard)", "--shard", "\(shard)/2", "class"],
        in: folder)
      #expect(result.status == 0)
    }
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "full", "class"], in: folder)
    let merged = try runGrader(["merge", "--out", "m", "part1", "part2"], in: folder)
    #expect(merged.status == 0, "\(merged.standardError)")
    for name in ["gradebook.csv", "results.json", "reports/s002.txt"] {
      #expect(
        try Data(contentsOf: folder.appendingPathComponent("m/" + name))
          == (try Data(contentsOf: folder.appendingPathComponent("full/" + name))), "\(name)")
    }
    // The roster's name reaches the gradebook with its escape sequence made visible.
    let gradebook = try String(
      contentsOf: folder.appendingPathComponent("m/gradebook.csv"), encoding: .utf8)
    #expect(gradebook.contains("s002,Ann\\u{1B}[2J,"), "\(gradebook)")
    #expect(!gradebook.contains("\u{1B}"))
    #expect(!merged.standardOutput.contains("hidden"), "\(merged.standardOutput)")

    // A marker in a folder the list does not name is the student's own: not believed.
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("s002/.grader-gathered"),
      to: root.appendingPathComponent("s003/.grader-gathered"))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("zed"), withIntermediateDirectories: true)
    try "grader gather\nrepository: x\ndeadline: 2026-01-01T00:00:00Z\nerror: an outage\n".write(
      to: root.appendingPathComponent("zed/.grader-gathered"), atomically: true, encoding: .utf8)
    let forged = try runGrader(["batch", "--lessons", lessons, "--out", "f", "class"], in: folder)
    #expect(forged.status == 0)
    let rows = try String(
      contentsOf: folder.appendingPathComponent("f/gradebook.csv"), encoding: .utf8)
    #expect(rows.contains("s003,,"), "\(rows)")
    let report = try String(
      contentsOf: folder.appendingPathComponent("f/reports/s003.txt"), encoding: .utf8)
    #expect(!report.contains("gathered from"))
    let empty = try String(
      contentsOf: folder.appendingPathComponent("f/reports/zed.txt"), encoding: .utf8)
    #expect(empty.contains("could not be graded: the folder is empty"), "\(empty)")
  }

  @Test("shards with a swapped report, a lost student or another grader version are refused")
  func tamperedShards() throws {
    let folder = try shardedClass()
    let files = FileManager.default
    // Shard 1/3 holds s000 and s003: their reports swapped.
    let reports = folder.appendingPathComponent("part1/reports")
    let first = try Data(contentsOf: reports.appendingPathComponent("s000.txt"))
    let second = try Data(contentsOf: reports.appendingPathComponent("s003.txt"))
    #expect(first != second)
    try second.write(to: reports.appendingPathComponent("s000.txt"))
    try first.write(to: reports.appendingPathComponent("s003.txt"))
    let swapped = try runGrader(["merge", "--out", "m", "part1", "part2", "part3"], in: folder)
    #expect(swapped.status == 1)
    #expect(
      swapped.standardError.contains(
        "part1/reports/s000.txt is not the report graded with s000's results"),
      "\(swapped.standardError)")
    #expect(!files.fileExists(atPath: folder.path + "/m"))
    try first.write(to: reports.appendingPathComponent("s000.txt"))
    try second.write(to: reports.appendingPathComponent("s003.txt"))

    // Shard 2/3 holds s001 and s004: s001's line deleted.
    let results = folder.appendingPathComponent("part2/results.json")
    let original = try String(contentsOf: results, encoding: .utf8)
    let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
    let lost = lines.filter { !$0.contains("\"student\":\"s001\"") }
    #expect(lost.count == lines.count - 1)
    try lost.joined(separator: "\n").write(to: results, atomically: true, encoding: .utf8)
    let dropped = try runGrader(["merge", "--out", "m", "part1", "part2", "part3"], in: folder)
    #expect(dropped.status == 1)
    #expect(
      dropped.standardError.contains(
        "m: not written: the shards hold 4 students, not the 5 of the class they were graded from, or not the same names"
      ),
      "\(dropped.standardError)")
    #expect(!files.fileExists(atPath: folder.path + "/m"))
    try original.write(to: results, atomically: true, encoding: .utf8)

    // Shard 3/3 made by another version.
    let third = folder.appendingPathComponent("part3/results.json")
    let text = try String(contentsOf: third, encoding: .utf8)
    try text.replacingOccurrences(
      of: "\"grader_version\":\"0.4.0\"", with: "\"grader_version\":\"0.4.1\""
    )
    .write(to: third, atomically: true, encoding: .utf8)
    let versions = try runGrader(["merge", "--out", "m", "part1", "part2", "part3"], in: folder)
    #expect(versions.status == 1)
    #expect(
      versions.standardError.contains(
        "part3 was graded by grader '0.4.1', and part1 by grader '0.4.0'"),
      "\(versions.standardError)")
    try text.write(to: third, atomically: true, encoding: .utf8)
    let merged = try runGrader(["merge", "--out", "m", "part1", "part2", "part3"], in: folder)
    #expect(merged.status == 0, "\(merged.standardError)")
  }

  @Test("merge --update replaces the rows of the regraded students in the class's output")
  func update() throws {
    let folder = try shardedClass()
    let regrade = try makeCopies(1, in: folder, named: "again")
    try FileManager.default.moveItem(
      at: regrade.appendingPathComponent("s000"), to: regrade.appendingPathComponent("s002"))
    try FileManager.default.copyItem(
      at: runCourse.appendingPathComponent(
        "Lessons/../Submissions/04-environment-values/reader-deep-in-the-tree.tree"),
      to: regrade.appendingPathComponent("s002/04-environment-values/extra.tree"))
    let tree = regrade.appendingPathComponent(
      "s002/04-environment-values/reader-deep-in-the-tree.tree")
    try Data(
      "key textScale environment\nkey colorScheme environment\nReaderScreen\n  ArticleView\n    ParagraphView reads textScale\n    CaptionView reads textScale\n  SidebarView reads colorScheme\n"
        .utf8
    ).write(to: tree)
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "new", "again"], in: folder)
    let before = try String(
      contentsOf: folder.appendingPathComponent("full/gradebook.csv"), encoding: .utf8
    )
    .split(separator: "\r\n")
    // Without --out, the update goes into the old output.
    let result = try runGrader(["merge", "--update", "full", "new"], in: folder)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/grades"))
    #expect(result.status == 0, "\(result.standardError)")
    let after = try String(
      contentsOf: folder.appendingPathComponent("full/gradebook.csv"), encoding: .utf8
    )
    .split(separator: "\r\n")
    #expect(after.count == before.count)
    for index in after.indices where index != 3 { #expect(after[index] == before[index]) }
    #expect(after[3].hasPrefix("s002,"))
    #expect(after[3] != before[3])
    #expect(after[3].contains(",17,20.2,,"))
  }

  /// Each student's line of `results`, parsed, with the file's header and footer.
  func studentLines(_ results: URL) throws -> (header: String, students: [[String: Any]]) {
    let lines = try String(contentsOf: results, encoding: .utf8).split(separator: "\n")
    let students = try lines.dropFirst().dropLast().map { line in
      let json = line.hasSuffix(",") ? line.dropLast() : line
      return try #require(
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }
    return (String(lines[0]), students)
  }

  @Test("merge refuses a shard edited to turn a failure into a pass, naming the shard and student")
  func forgedPass() throws {
    let folder = try shardedClass()
    let path = folder.appendingPathComponent("part2/results.json")
    let (header, students) = try studentLines(path)
    var forged = students
    // A careful forger: the verdict, its points and the student's total, all made to agree.
    let index = try #require(
      forged.firstIndex { student in
        (student["results"] as? [[String: Any]])?.contains { $0["verdict"] as? String == "fail" }
          == true
      })
    var results = try #require(forged[index]["results"] as? [[String: Any]])
    let failing = try #require(results.firstIndex { $0["verdict"] as? String == "fail" })
    let maximum = try #require(results[failing]["max_score"] as? Int)
    let before = try #require(results[failing]["score"] as? Double)
    results[failing]["verdict"] = "pass"
    results[failing]["score"] = maximum
    forged[index]["results"] = results
    forged[index]["score"] = (forged[index]["score"] as? Double ?? 0) - before + Double(maximum)
    let body = try forged.map {
      String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self)
    }
    try Data((header + "\n" + body.joined(separator: ",\n") + "\n]}\n").utf8).write(to: path)
    let name = try #require(forged[index]["student"] as? String)
    let result = try runGrader(["merge", "--out", "m", "part1", "part2", "part3"], in: folder)
    #expect(result.status == 1, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains(
        "part2/results.json: the grades of '\(name)' do not follow from their own outputs: "))
    #expect(result.standardError.contains(": a pass, though "))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("m").path))
  }

  @Test(
    "merge reads a shard that a JSON tool rewrote, keys reordered and indented, as the batch wrote it"
  )
  func rewrittenShard() throws {
    let folder = try shardedClass()
    let path = folder.appendingPathComponent("part1/results.json")
    let document = try JSONSerialization.jsonObject(with: Data(contentsOf: path))
    try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted])
      .write(to: path)
    let merged = try runGrader(["merge", "--out", "m", "part1", "part2", "part3"], in: folder)
    #expect(merged.status == 0, "\(merged.standardError)")
    for name in ["gradebook.csv", "results.json"] {
      #expect(
        try Data(contentsOf: folder.appendingPathComponent("m/" + name))
          == (try Data(contentsOf: folder.appendingPathComponent("full/" + name))), "\(name)")
    }
  }
}
