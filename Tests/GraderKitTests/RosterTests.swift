import GraderKit
import GraderReaders
import GraderTestSupport
import GraderWorkloads
import Testing

@Suite("Rosters")
struct RosterTests {
  @Test("a roster reads as RFC 4180 writes it: quotes, doubled quotes, commas and line breaks")
  func rfc4180() throws {
    let text =
      "\u{FEFF}Name,GitHub_Username,Repository_URL\r\n"
      + "\"Pat, Jr.\",pat,https://github.com/c/pat\r\n"
      + "\r\n"
      + "\"Al \"\"the\"\" Kid\",\"al\nkid\",\"https://github.com/c/al\"\r\n"
      + "Bo,bo,\n"
      + "Cy,cy,https://github.com/c/cy"
    let (roster, diagnostics) = Roster.read(SourceFile(path: "r.csv", text: text))
    #expect(diagnostics.isEmpty, "\(DiagnosticRenderer().render(diagnostics))")
    let entries = try #require(roster).entries
    // The student column is github_username before name: a classroom's login.
    #expect(entries.map(\.student) == ["pat", "al\nkid", "bo", "cy"])
    #expect(
      entries.map(\.repository) == [
        "https://github.com/c/pat", "https://github.com/c/al", "", "https://github.com/c/cy",
      ])
    #expect(entries.map(\.line) == [2, 4, 6, 7])
  }

  @Test("a roster's folder names never lead out of the class folder, and never meet")
  func folderNames() {
    let names = Gathered.folderNames(["..", ".", "a/b", "Bo", "bo", "bo", "x\u{1B}y", "%2E."])
    #expect(names == ["_.", "_", "a_b", "Bo", "bo (2)", "bo (3)", "x_y", "_2E."])
    // A report's file name is the folder's own, escaped no further.
    #expect(names.allSatisfy { StudentFileName.of($0) == $0 })
    let meetings = Gathered.meetings(
      [(UntrustedText("a/b"), 2), (UntrustedText("A_B"), 3)], folders: ["a_b", "A_B (2)"])
    #expect(
      meetings == [
        "'A_B' (line 3) and 'a/b' (line 2) would share the folder 'a_b'; the roster's first keeps it, and the other's work is in 'A_B (2)'"
      ])
    #expect(Set(names.map { $0.lowercased() }).count == names.count)
  }

  @Test("a URL loses its user name and password before it is shown or kept")
  func redacted() {
    #expect(Gathered.redacted("https://me:secret@github.com/c/x") == "https://github.com/c/x")
    #expect(Gathered.redacted("https://github.com/c/x@y") == "https://github.com/c/x@y")
    #expect(Gathered.redacted("git@github.com:c/x.git") == "git@github.com:c/x.git")
  }

  @Test("reading a roster is linear: 4x the rows cost about 4x the time")
  func linear() {
    func cost(_ count: Int) -> Double {
      let row = "\"a, \"\"b\"\"\",https://github.com/c/\(String(repeating: "x", count: 20))\r\n"
      let file = SourceFile(
        path: "r.csv", text: "student,url\r\n" + String(repeating: row, count: count))
      return (0..<5).map { _ in threadSeconds { _ = Roster.read(file) } }.min()!
    }
    _ = cost(2_000)
    let ratio = growth(from: 5_000, to: 20_000, limit: 8, runs: 1, measure: cost)
    #expect(ratio < 8, "4x the size took \(ratio)x the time")
  }

  @Test("naming the folders of a roster of one name repeated is linear")
  func linearNames() {
    func cost(_ count: Int) -> Double {
      let names = Array(repeating: UntrustedText("bob"), count: count)
      return (0..<3).map { _ in threadSeconds { _ = Gathered.folderNames(names) } }.min()!
    }
    _ = cost(1_000)
    let ratio = growth(from: 2_000, to: 8_000, limit: 8, runs: 1, measure: cost)
    #expect(ratio < 8, "4x the size took \(ratio)x the time")
  }
}
