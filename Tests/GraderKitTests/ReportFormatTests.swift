import Foundation
import GraderKit
import GraderModel
import GraderTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The shipped sample submissions, graded, as one student's record.
let sampleRecord: StudentRecord = {
  let report = Checker.check(
    courseCatalog,
    submissions: testCourse.appendingPathComponent(
      "Submissions"
    ).path,
    grader: Grader())
  return StudentRecord(student: "sample", report: report)
}()

/// The details of a run over the shipped lessons.
let sampleInfo = RunInfo(
  scenarios: courseCatalog.scenarios.map(ScenarioInfo.init), lessonsDigest: courseCatalog.digest)

@Suite("Report formats")
struct ReportFormatTests {
  @Test("JUnit is well-formed XML with a test case per scenario and the explanation as the message")
  func junit() throws {
    let xml = JUnitReport().render([sampleRecord], info: sampleInfo)
    let document = try XMLDocument(data: Data(xml.utf8))
    let cases = try document.nodes(forXPath: "//testcase")
    #expect(cases.count == courseCatalog.scenarios.count)
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "tests")?.stringValue == "32")
    #expect(root.attribute(forName: "failures")?.stringValue == "25")
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
    let failure = try #require(
      try document.nodes(forXPath: "//testcase[@name='reader-deep-in-the-tree']/failure").first
        as? XMLElement)
    #expect(
      failure.attribute(forName: "message")?.stringValue
        == "ArticleView is recomputed on scale-changed in yours (environment) but skipped in the reference: it should not read textScale (your line 5; source line 27)."
    )
    #expect(
      try document.nodes(forXPath: "//testcase[@name='system-value-beside-custom-key']/error").count
        == 1)
    #expect(try document.nodes(forXPath: "//testsuite").count == 7)
  }

  @Test("JUnit escapes markup and drops characters XML forbids")
  func junitEscaping() throws {
    var record = sampleRecord
    record.results[2].findings[0].sentence = "<A & \"B\"> \u{1} 'C'"
    let xml = JUnitReport().render([record], info: sampleInfo)
    let document = try XMLDocument(data: Data(xml.utf8))
    let failure = try #require(try document.nodes(forXPath: "//failure").first as? XMLElement)
    #expect(failure.attribute(forName: "message")?.stringValue == "<A & \"B\"> \u{FFFD} 'C'")
  }

  @Test("TAP's plan matches its test points, and each failure has a YAML block")
  func tap() {
    let tap = TAPReport(perStudent: true).render([sampleRecord, sampleRecord], info: sampleInfo)
    let lines = tap.split(separator: "\n")
    #expect(lines.first == "TAP version 14")
    #expect(lines[1] == "1..64")
    let points = lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
    #expect(points.count == 64)
    #expect(points.enumerated().allSatisfy { $0.element.contains(" \($0.offset + 1) - ") })
    #expect(lines.filter { $0 == "  ---" }.count == lines.filter { $0 == "  ..." }.count)
    #expect(
      tap.contains(
        "not ok 14 - sample: 04-environment-values/reader-deep-in-the-tree\n  ---\n  verdict: fail\n"
      ))
  }

  @Test("Gradescope's results.json has score, max_score and tests with all their fields")
  func gradescope() throws {
    let json = GradescopeReport().render(sampleRecord, info: sampleInfo)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["score"] as? Int == 14)
    #expect(object["max_score"] as? Int == 84)
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(tests.count == 32)
    let first = tests[0]
    #expect(
      first["name"] as? String
        == "01-local-state/counter-reads-its-own-state: A counter that reads its own state")
    #expect(first["score"] as? Int == 2)
    #expect(first["max_score"] as? Int == 2)
    #expect(first["status"] as? String == "passed")
    #expect(tests[2]["status"] as? String == "failed")
    #expect((tests[2]["output"] as? String)?.contains("TapLogger is recomputed") == true)
    #expect(tests.reduce(0) { $0 + ($1["score"] as? Int ?? 0) } == 14)
  }

  @Test("Gradescope's output names the first few entries no scenario claims, and counts the rest")
  func gradescopeUnclaimed() throws {
    func output(_ record: StudentRecord) throws -> String? {
      let json = GradescopeReport().render(record, info: sampleInfo)
      let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
      return object?["output"] as? String
    }
    var record = sampleRecord
    #expect(try output(record) == "14/84 points")
    record.unrecognized =
      (1...7).map { UnrecognizedRecord(path: "./copy \($0)", suggestion: nil) }
      + [UnrecognizedRecord(path: "./counter.tree", suggestion: "01-local-state/x.tree")]
    record.unrecognizedOmitted = 3
    #expect(
      try output(record)
        == "14/84 points; found but not graded (no scenario has the name): ./copy 1, ./copy 2, ./copy 3, ./copy 4, ./copy 5 and 5 more"
    )
  }

  @Test("Classroom 50's result has its schema, scores and tests, and a time only when asked")
  func classroom50() throws {
    let context = [
      "CLASSROOM": "swiftui", "ASSIGNMENT": "env", "SUBMISSION_TAG": "submit/1",
      "COMMIT_URL": "https://example.invalid/c",
    ]
    let json = Classroom50Report(context: context, now: "2026-11-29T10:00:00Z").render(
      sampleRecord, info: sampleInfo)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["schema"] as? String == "classroom50/result/v1")
    #expect(object["classroom"] as? String == "swiftui")
    #expect(object["assignment"] as? String == "env")
    #expect(object["submission"] as? String == "submit/1")
    #expect(object["review"] as? String == "https://example.invalid/c")
    #expect(object["datetime"] as? String == "2026-11-29T10:00:00Z")
    #expect(object["score"] as? Int == 14)
    #expect(object["max-score"] as? Int == 84)
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(
      Set(tests[0].keys) == [
        "test-name", "passed", "score", "max-score", "submission", "submission-digest",
      ])
    let receipt = try #require(object["grader"] as? [String: String])
    #expect(receipt == ["grader_version": "0.4.0", "lessons_digest": courseCatalog.digest])
    #expect(tests[0]["passed"] as? Bool == true)
    #expect(tests[2]["passed"] as? Bool == false)
    let plain = Classroom50Report(context: [:], now: nil).render(sampleRecord, info: sampleInfo)
    #expect(!plain.contains("datetime"))
  }

  @Test("Classroom 50 takes whole points: a scenario's partial points are rounded down")
  func classroom50WholePoints() throws {
    var record = sampleRecord
    let failing = try #require(record.results.firstIndex { $0.verdict == .fail })
    record.results[failing].score = Points(hundredths: 240)
    record.score = record.results.reduce(.zero) { $0 + $1.score }
    let json = Classroom50Report(context: [:], now: nil).render(record, info: sampleInfo)
    #expect(!json.contains("2.4"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(tests[failing]["score"] as? Int == 2)
    let scores = tests.map { $0["score"] as? Int }
    #expect(!scores.contains(nil), "every score is a whole number")
    #expect(object["score"] as? Int == scores.reduce(0) { $0 + ($1 ?? 0) })
    #expect(object["score"] as? Int == 16)
  }

  @Test("Classroom 50 grades a student who could not be graded out of the course's points")
  func classroom50Ungraded() throws {
    var record = sampleRecord
    record.results = []
    record.score = .zero
    record.error = "the folder is empty"
    // The first scenario hidden: the student sees neither its test nor its points.
    var info = sampleInfo
    info.scenarios[0].hidden = true
    let json = Classroom50Report(context: [:], now: nil).render(record, info: info)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["score"] as? Int == 0)
    #expect(object["max-score"] as? Int == 84 - sampleInfo.scenarios[0].points)
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(tests.count == sampleInfo.scenarios.count - 1)
    #expect(tests.allSatisfy { $0["passed"] as? Bool == false && $0["score"] as? Int == 0 })
    #expect(tests.map { $0["test-name"] as? String } == info.scenarios.dropFirst().map(\.id))
  }

  @Test("the grader's own JSON decodes back to the same records")
  func ownJSON() throws {
    let document = ResultsDocument(info: sampleInfo, students: [sampleRecord])
    let decoded = try #require(ResultsDocument.decode(document.text))
    #expect(decoded.students == [sampleRecord])
    #expect(decoded.info == sampleInfo)
    #expect(decoded.info.schema == "grader/results/v2")
    #expect(decoded.info.graderVersion == GraderVersion.current)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(document.text.utf8)) as? [String: Any])
    let student = try #require((object["students"] as? [[String: Any]])?.first)
    #expect(student["max_score"] as? Int == 84)
    let result = try #require((student["results"] as? [[String: Any]])?[13])
    #expect(result["verdict"] as? String == "fail")
    let finding = try #require((result["findings"] as? [[String: Any]])?.first)
    #expect(finding["gist"] as? String == "ArticleView reads textScale")
    #expect(finding["line"] as? Int == 5)
    let bytes = try Data(
      contentsOf: URL(fileURLWithPath: try #require(result["submission"] as? String)))
    #expect(result["submission_digest"] as? String == Digests.submission([UInt8](bytes)))
    #expect(object["lessons_digest"] as? String == courseCatalog.digest)
  }

  @Test("GitHub annotations: at most ten, errors first, escaped")
  func annotations() {
    let annotations = GitHubReport().annotations(sampleRecord)
    #expect(annotations.count == 10)
    #expect(annotations[0].hasPrefix("::error file="))
    #expect(
      annotations[0].contains(
        "Submissions/04-environment-values/system-value-beside-custom-key.tree,line=2,col=17,title=04-environment-values/system-value-beside-custom-key::unknown storage"
      ))
    #expect(
      annotations[1].contains("Submissions/01-local-state/state-written-but-not-read.tree,line=4,"))
    #expect(
      annotations.last?.contains(
        "Submissions/04-environment-values/override-as-two-keys.tree,line=5,") == true,
      "\(annotations.last ?? "")")
    var record = sampleRecord
    record.results[2].findings[0].sentence = "50% done\nnext: line"
    record.results[2].submission = "a,b:c.tree"
    let escaped = GitHubReport().annotations(record)[1]
    #expect(
      escaped
        == "::error file=a%2Cb%3Ac.tree,line=4,title=01-local-state/state-written-but-not-read::50%25 done%0Anext: line"
    )
  }

  @Test("GitHub annotations: scenarios not started are told of once, work under a near miss each")
  func notStartedAnnotations() {
    func missing(_ id: String) -> ResultRecord {
      ResultRecord(
        scenario: id, title: id, verdict: .missing, score: 0, maxScore: 2,
        submission: "Submissions/\(id).tree", reason: Grader.missingReason(id), outputs: [],
        findings: [], diagnostics: [])
    }
    let record = StudentRecord(
      student: UntrustedText("ada"), score: 0, maxScore: 6, error: nil,
      results: [missing("01/a"), missing("01/b"), missing("01/c")], unrecognized: [])
    let report = GitHubReport(encouraging: true)
    #expect(
      report.annotations(record)
        == [
          "::warning title=3 scenarios not started::3 scenarios have no submission yet (the step summary lists them); the first: 01/a, Submissions/01/a.tree no submission yet; create it with 'grader start 01/a'"
        ])
    let near = report.annotations(record, misnamed: ["01/b": "Submissions/01/bb.tree"])
    #expect(near.count == 2)
    #expect(near[0].hasPrefix("::warning file=Submissions/01/bb.tree,title=01/b::"))
    #expect(near[1].hasPrefix("::warning title=2 scenarios not started::"))
    var one = record
    one.results = [missing("01/a")]
    #expect(
      report.annotations(one)
        == [
          "::warning title=01/a::Submissions/01/a.tree no submission yet; create it with 'grader start 01/a'"
        ])
  }

  @Test("the step summary is a table of every scenario, kept under 1 MiB")
  func stepSummary() {
    let summary = GitHubReport().stepSummary(sampleRecord)
    #expect(
      summary.hasPrefix(
        "## grader: 14/84 points (16.7%)\n\n| scenario | verdict | points | what to look at |\n|---|---|---|---|\n"
      ))
    #expect(summary.split(separator: "\n").filter { $0.hasPrefix("| 0") }.count == 32)
    var huge = sampleRecord
    huge.results = Array(repeating: sampleRecord.results[2], count: 20_000)
    let capped = GitHubReport().stepSummary(huge)
    #expect(capped.utf8.count < 1_000_000)
    #expect(capped.contains("more scenarios left out to keep this summary under 1 MiB."))
  }

  @Test("the gradebook quotes fields as RFC 4180 asks, guards formulas, and shows partial credit")
  func gradebook() {
    let info = RunInfo(
      scenarios: [ScenarioInfo(id: "L/a,b", title: "t", points: 2)], lessonsDigest: "d")
    var record = StudentRecord(
      student: "O\"Brien, Pat", score: Points(hundredths: 150), maxScore: 3, error: nil,
      results: [], unrecognized: [])
    record.results = [
      ResultRecord(
        scenario: "L/a,b", title: "t", verdict: .fail, score: Points(hundredths: 150),
        maxScore: 2, submission: "", submissionDigest: "ab", reason: nil, outputs: [],
        findings: [], diagnostics: [])
    ]
    #expect(
      Gradebook.header(info)
        == "student,roster_name,\"L/a,b\",total,percent,error,lessons_digest,grader_version,\"L/a,b sha256\"\r\n"
    )
    #expect(
      Gradebook.row(record, info: info) == "\"O\"\"Brien, Pat\",,1.5,1.5,50.0,,d,0.4.0,ab\r\n")
    // The roster's name, beside the folder's, escaped once.
    record.rosterName = "Zoë \"Zed\" O'Brien, Jr."
    #expect(
      Gradebook.row(record, info: info).hasPrefix(
        "\"O\"\"Brien, Pat\",\"Zoë \"\"Zed\"\" O'Brien, Jr.\",1.5,"))
    record.rosterName = nil
    record.student = "=HYPERLINK(\"x\")"
    #expect(Gradebook.row(record, info: info).hasPrefix("\"'=HYPERLINK(\"\"x\"\")\",,1.5,"))
    // A folder not made by gather may hold controls and overrides: shown as escapes.
    for (raw, shown) in [
      ("ev\u{1B}[31mil", "ev\\u{1B}[31mil"), ("evil\u{202E}gnp", "evil\\u{202E}gnp"),
      ("a\u{2028}b", "a\\u{2028}b"),
    ] {
      record.student = UntrustedText(raw)
      let row = Gradebook.row(record, info: info)
      #expect(row.hasPrefix(shown + ",,1.5,"), "\(row)")
      #expect(
        !row.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{2028}" })
    }
  }
}
