import Foundation
import GraderKit
import GraderTestSupport
import Testing

@Suite("A class's names: every student one the outputs tell apart")
struct StudentNamesTests {
  /// The names a batch gives the folders `names`, each an empty folder.
  func names(_ names: [String]) throws -> [String: String] {
    let root = try temporaryDirectory()
    for name in names {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(name), withIntermediateDirectories: false)
    }
    let students = try Batch.students(in: root.path).students
    return Dictionary(
      uniqueKeysWithValues: students.map { ($0.folderName.unescaped, $0.name.unescaped) })
  }

  @Test("names a spreadsheet cell shows alike are numbered apart: '=1' and =1, ##[ and #♯[")
  func cells() throws {
    let given = try names(["'=1", "=1", "##[x]", "#\u{266F}[x]", "ann"])
    #expect(given["'=1"] == "'=1" && given["=1"] == "=1 (2)")
    #expect(given["##[x]"] == "##[x]" && given["#\u{266F}[x]"] == "#\u{266F}[x] (2)")
    #expect(given["ann"] == "ann")
  }

  @Test(
    "letters a disk that ignores case takes for one are numbered apart: σ and ς, s and ſ",
    .enabled(if: diskKeepsApart("ας", "ασ") && diskKeepsApart("sam", "\u{17F}am")))
  func caseFolding() throws {
    let given = try names(["ας", "ασ", "sam", "\u{17F}am"])
    #expect(given["ας"] == "ας" && given["ασ"] == "ασ (2)")
    #expect(given["sam"] == "sam" && given["\u{17F}am"] == "\u{17F}am (2)")
  }

  @Test(
    "a numbered student's record names the folder, and no other's does",
    .enabled(if: diskKeepsApart("Ada", "ada")))
  func folderRecorded() throws {
    let root = try temporaryDirectory()
    for name in ["Ada", "ada"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(name), withIntermediateDirectories: false)
    }
    let catalog = LessonCatalog.load(from: runCourse.appendingPathComponent("Lessons").path)
    let students = try Batch.students(in: root.path).students
    let records = students.map {
      Batch.grade($0, catalog: catalog, grader: Grader()).record
    }
    #expect(records.map(\.student.unescaped) == ["Ada", "ada (2)"])
    #expect(records.map { $0.folder?.unescaped } == [nil, "ada"])
    #expect(JSONText.encode(records[1], pretty: false).contains("\"folder\":\"ada\""))
  }

  @Test("names a reader cannot tell apart look alike: letters, case, and spaces at the ends")
  func lookAlike() {
    let names = [
      "ada", "\u{430}da", "ＡＤＡ", "Ada", "ada ", " ada", "ada\u{A0}", "ada lovelace",
      "ada\u{A0}\u{A0}lovelace", "adam",
    ]
    let groups = LookAlike.groups(names)
    #expect(groups.count == 2, "\(groups)")
    #expect(groups.first?.count == 7)
    #expect(groups.last == ["ada lovelace", "ada\u{A0}\u{A0}lovelace"])
    // Each shows how it differs.
    #expect(LookAlike.revealed("ada ") == "ada\\u{20}")
    #expect(LookAlike.revealed("ada\u{A0}") == "ada\\u{A0}")
    #expect(LookAlike.revealed("\u{430}da lovelace") == "\\u{430}da lovelace")
  }
}
