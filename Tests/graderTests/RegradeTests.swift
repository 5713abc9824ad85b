import Foundation
import GraderTestSupport
import Testing

@Suite(
  "batch --only and merge --update: a regrade keeps each student one row",
  .enabled(if: diskKeepsApart("Ada", "ada") && diskKeepsApart("Jos\u{E9}", "Jose\u{301}")))
struct RegradeTests {
  let lessons = runCourse.appendingPathComponent("Lessons").path

  /// A class of three whose `s001` has a twin `S001`, so the batch names it
  /// `s001 (2)`, graded whole into `full`.
  func classWithTwins() throws -> URL {
    let folder = try temporaryDirectory()
    let root = try makeCopies(3, in: folder)
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("s001"), to: root.appendingPathComponent("S001"))
    let full = try runGrader(["batch", "--lessons", lessons, "--out", "full", "class"], in: folder)
    #expect(full.status == 0, "\(full.standardError)")
    #expect(full.standardError.contains("grader: the folder 's001' is graded as 's001 (2)'"))
    return folder
  }

  func gradebook(_ folder: URL, _ name: String) throws -> [Substring] {
    try String(contentsOf: folder.appendingPathComponent(name + "/gradebook.csv"), encoding: .utf8)
      .split(separator: "\r\n")
  }

  @Test("a regrade of one twin from a folder of its own is refused: it would be a second row")
  func twinAlone() throws {
    let folder = try classWithTwins()
    let before = try gradebook(folder, "full")
    #expect(
      before.map { $0.prefix(while: { $0 != "," }) }.dropFirst() == [
        "S001", "s000", "s001 (2)", "s002",
      ])
    let alone = folder.appendingPathComponent("again")
    try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("class/s001"), to: alone.appendingPathComponent("s001"))
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "new", "again"], in: folder)
    let result = try runGrader(["merge", "--update", "full", "new"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains(
        "new holds the student 's001', whom the gradebook cannot tell from 'S001'"),
      "\(result.standardError)")
    #expect(result.standardError.contains("grader batch CLASS --only s001"))
    #expect(try gradebook(folder, "full") == before)
  }

  @Test("batch --only names a student as the whole class does, and the update replaces their row")
  func onlyFromTheClass() throws {
    let folder = try classWithTwins()
    let before = try gradebook(folder, "full")
    let regrade = try runGrader(
      ["batch", "--lessons", lessons, "--out", "new", "--only", "s001", "class"], in: folder)
    #expect(regrade.status == 0, "\(regrade.standardError)")
    #expect(regrade.standardOutput.hasPrefix("Graded 1 student against"))
    let rows = try gradebook(folder, "new")
    #expect(rows.count == 2)
    #expect(rows[1].hasPrefix("s001 (2),"))
    // The regrade says what it is, and verifies against the class as it is.
    let header = try String(
      contentsOf: folder.appendingPathComponent("new/results.json"), encoding: .utf8
    ).prefix { $0 != "\n" }
    #expect(header.contains("\"regrade\":true") && header.contains("\"class_roster\":\"4:"))
    let verified = try runGrader(
      ["verify", "--lessons", lessons, "--submissions", "class", "new/results.json"], in: folder)
    #expect(verified.status == 0, "\(verified.standardOutput)")
    #expect(!verified.standardOutput.contains("not in the results"))
    let merged = try runGrader(["merge", "--update", "full", "new"], in: folder)
    #expect(merged.status == 0, "\(merged.standardError)")
    #expect(merged.standardError.contains("grader: full: replaced s001 (2); added none"))
    #expect(!merged.standardError.contains("no regrade"))
    #expect(try gradebook(folder, "full") == before)
    let whole = try runGrader(
      ["verify", "--lessons", lessons, "--submissions", "class", "full/results.json"], in: folder)
    #expect(whole.status == 0, "\(whole.standardOutput)")
    // A regrade of a class that has changed since is named by another list.
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("class/s000"),
      to: folder.appendingPathComponent("class/s003"))
    let changed = try runGrader(
      ["verify", "--lessons", lessons, "--submissions", "class", "new/results.json"], in: folder)
    #expect(changed.status == 1)
    #expect(changed.standardOutput.contains("the regrade was graded from another list of students"))
  }

  @Test("batch --only refuses a name no folder has, with the nearest, and the class's output")
  func onlyRefusals() throws {
    let folder = try classWithTwins()
    let unknown = try runGrader(
      ["batch", "--lessons", lessons, "--out", "new", "--only", "s02", "class"], in: folder)
    #expect(unknown.status == 64)
    #expect(unknown.standardOutput.isEmpty)
    #expect(
      unknown.standardError.contains(
        "option '--only': class holds no student folder 's02'; did you mean 's002'?"),
      "\(unknown.standardError)")
    let before = try gradebook(folder, "full")
    let over = try runGrader(
      ["batch", "--lessons", lessons, "--out", "full", "--only", "s000", "class"], in: folder)
    #expect(over.status == 64)
    #expect(over.standardError.contains("full holds the grades of 'S001', whom --only leaves out"))
    #expect(over.standardError.contains("grader merge --update full full-regrade"))
    #expect(!over.standardError.contains("usage:"))
    #expect(try gradebook(folder, "full") == before)
    let both = try runGrader(
      ["batch", "--lessons", lessons, "--only", "s000", "--shard", "1/2", "class"], in: folder)
    #expect(both.status == 64)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/grades"))
  }

  @Test("an update refuses a name its class spells with other bytes, and a folder under two names")
  func twoSpellingsAndTwoNames() throws {
    let folder = try temporaryDirectory()
    let root = try makeCopies(2, in: folder)
    let (decomposed, composed) = ("Jose\u{301}", "Jos\u{E9}")
    try FileManager.default.moveItem(
      at: root.appendingPathComponent("s000"), to: root.appendingPathComponent(decomposed))
    try FileManager.default.moveItem(
      at: root.appendingPathComponent("s001"), to: root.appendingPathComponent(composed))
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "full", "class"], in: folder)
    let before = try gradebook(folder, "full")
    let alone = folder.appendingPathComponent("again")
    try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: root.appendingPathComponent(composed), to: alone.appendingPathComponent(composed))
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "new", "again"], in: folder)
    let spelled = try runGrader(["merge", "--update", "full", "new"], in: folder)
    #expect(spelled.status == 1)
    #expect(spelled.standardError.contains("the same name written with other bytes"))
    // Graded from a folder of its own, not with --only: the update says so.
    #expect(spelled.standardError.contains("new is no regrade from the class's folder"))
    #expect(try gradebook(folder, "full") == before)
    // Only the folder named, by its bytes.
    let only = try runGrader(
      ["batch", "--lessons", lessons, "--out", "one", "--only", composed, "class"], in: folder)
    #expect(only.status == 0)
    #expect(try gradebook(folder, "one").count == 2)
    // A twin added since: the regrade numbers the old folder apart.
    let small = try temporaryDirectory()
    let twins = try makeCopies(1, in: small)
    try FileManager.default.moveItem(
      at: twins.appendingPathComponent("s000"), to: twins.appendingPathComponent("ada"))
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "old", "class"], in: small)
    try FileManager.default.copyItem(
      at: twins.appendingPathComponent("ada"), to: twins.appendingPathComponent("Ada"))
    _ = try runGrader(
      ["batch", "--lessons", lessons, "--out", "re", "--only", "ada", "class"], in: small)
    let changed = try runGrader(["merge", "--update", "old", "re"], in: small)
    #expect(changed.status == 1)
    #expect(
      changed.standardError.contains(
        "re holds 'ada (2)', graded from the folder 'ada', and so is 'ada'"),
      "\(changed.standardError)")
    // Verify finds the student the class numbers since by their folder.
    let since = try runGrader(
      ["verify", "--lessons", lessons, "--submissions", "class", "old/results.json"], in: small)
    #expect(since.status == 1)
    #expect(
      since.standardOutput.contains(
        "names the student 'ada', and the folder regraded is the work of 'ada (2)'"),
      "\(since.standardOutput)")
    #expect(!since.standardOutput.contains("has no folder in the class folder now"))
  }

  @Test("a batch given another student timeout records it, and one given the standard does not")
  func studentTimeoutRecorded() throws {
    let folder = try temporaryDirectory()
    _ = try makeCopies(1, in: folder)
    for (seconds, recorded) in [("30", true), ("10", false)] {
      let run = try runGrader(
        [
          "batch", "--lessons", lessons, "--out", "g" + seconds, "--student-timeout", seconds,
          "class",
        ], in: folder)
      #expect(run.status == 0, "\(run.standardError)")
      let header = try String(
        contentsOf: folder.appendingPathComponent("g\(seconds)/results.json"), encoding: .utf8
      ).prefix { $0 != "\n" }
      #expect(header.contains("\"student_timeout\":30") == recorded)
      #expect(header.contains("student_timeout") == recorded)
    }
  }

  @Test("verify holds a gradebook whose student cell the file defuses (##[)")
  func defusedCell() throws {
    let folder = try temporaryDirectory()
    let root = try makeCopies(2, in: folder)
    try FileManager.default.moveItem(
      at: root.appendingPathComponent("s000"), to: root.appendingPathComponent("##[x]"))
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "full", "class"], in: folder)
    #expect(try gradebook(folder, "full")[1].hasPrefix("#\u{266F}[x],"))
    let verified = try runGrader(
      ["verify", "--lessons", lessons, "--submissions", "class", "full/results.json"], in: folder)
    #expect(verified.status == 0, "\(verified.standardOutput)")
  }
}
