import Foundation
import GraderKit
import GraderModel
import GraderTestSupport
import GraderWorkloads
import Testing

/// A record of `student` with one result per scenario of `verdicts`, each
/// worth 2 points, with `gist` as the finding of each failure.
func record(
  _ student: String, _ verdicts: [Verdict], gist: String = "Root reads a",
  fingerprint: String? = nil, score: Points? = nil
) -> StudentRecord {
  let results = verdicts.enumerated().map { index, verdict in
    ResultRecord(
      scenario: "L/s\(index)", title: "S", verdict: verdict,
      score: verdict == .pass ? 2 : 0, maxScore: 2, submission: "x", reason: nil, outputs: [],
      findings: verdict == .fail ? [finding(gist)] : [], diagnostics: [])
  }
  return StudentRecord(
    student: UntrustedText(student), score: score ?? results.reduce(Points.zero) { $0 + $1.score },
    maxScore: 2 * verdicts.count, error: nil, results: results, unrecognized: [],
    fingerprint: fingerprint)
}

/// A finding whose sentence and gist are `gist`, as a record reads it back.
func finding(_ gist: String) -> Finding {
  let json =
    "{\"kind\":\"extra-read\",\"view\":\"Root\",\"sentence\":\"\(gist)\",\"gist\":\"\(gist)\"}"
  return try! JSONDecoder().decode(Finding.self, from: Data(json.utf8))
}

/// The scenarios of ``record(_:_:gist:fingerprint:score:)``.
func scenarios(_ count: Int) -> [ScenarioInfo] {
  (0..<count).map { ScenarioInfo(id: "L/s\($0)", title: "S", points: 2) }
}

@Suite("The class's HTML report")
struct ClassHTMLReportTests {
  @Test("the class page is well-formed, links each student, and escapes their names")
  func classPage() throws {
    var report = ClassHTMLReport(
      scenarios: [ScenarioInfo(id: "L/<two>", title: "T", points: 2)], identity: testIdentity)
    let root = try makeCourse(["L/01-two.swift": hostileSubmission])
    defer { try? FileManager.default.removeItem(atPath: root) }
    report.add(StudentRecord(student: "<b>x</b>", report: check(root)), link: "#st1")
    let page = report.document(title: "Class", details: "").page
    #expect(xmlError(page) == nil)
    #expect(!page.contains("<b>x</b>"))
    #expect(page.contains("<a class=\"name\" href=\"#st1\">&lt;b&gt;x&lt;/b&gt;</a>"))
    #expect(page.contains("L/&lt;two&gt;"))
    #expect(page.contains("<h3>By kind</h3>"))
    #expect(page.contains("<td>a view the screen does not have <small>(extra-view)</small></td>"))
    #expect(report.tally.buckets.reduce(0, +) == 1)
    #expect(isOneOutline(headingLevels(page)))
    #expect(page.contains("<title>Class · course course · lessons abababababab"))
  }

  @Test("missing is counted apart from failed; a scenario nobody submitted has no pass rate")
  func missingApart() {
    var report = ClassHTMLReport(scenarios: scenarios(2), identity: testIdentity)
    report.add(record("a", [.pass, .missing]), link: "#a")
    report.add(record("b", [.fail, .missing]), link: "#b")
    let page = report.document(title: "Class", details: "").page
    #expect(
      page.contains(
        "<th scope=\"row\">L/s0</th><td class=\"num\">1</td><td class=\"num\">1</td>"
          + "<td class=\"num\">0</td><td class=\"num\">0</td><td class=\"num\">50%</td>"))
    #expect(
      page.contains(
        "<th scope=\"row\">L/s1</th><td class=\"num\">0</td><td class=\"num\">0</td>"
          + "<td class=\"num\">0</td><td class=\"num\">2</td><td class=\"num\">none submitted</td>")
    )
    #expect(page.contains("aria-label=\"0% pass, 0% fail, 0% error, 100% missing\""))
  }

  @Test("students are listed lowest total first as well as by name, percentages rounded alike")
  func lowestFirst() throws {
    var report = ClassHTMLReport(scenarios: scenarios(4), identity: testIdentity)
    report.add(record("ann", [.pass, .pass, .pass, .pass]), link: "#1")
    report.add(record("bob", [.fail, .fail, .fail, .fail]), link: "#2")
    report.add(
      record("cy", [.pass, .fail, .pass, .pass], score: Points(hundredths: 700)), link: "#3")
    #expect(report.lowestFirst.map { report.students[$0].name } == ["bob", "cy", "ann"])
    let page = report.document(title: "Class", details: "").page
    let lowest = try #require(page.range(of: "<caption>Students, lowest total first</caption>"))
    let byName = try #require(page.range(of: "<caption>Students by name</caption>"))
    let firstTable = String(page[lowest.upperBound..<byName.lowerBound])
    let bob = try #require(firstTable.range(of: ">bob</a>"))
    let ann = try #require(firstTable.range(of: ">ann</a>"))
    #expect(bob.lowerBound < ann.lowerBound)
    // 7 of 8 points: 87.5%, as the gradebook says, and in the 80–89% tenth.
    #expect(page.contains("<td class=\"num\">7/8</td><td class=\"num\">87.5</td>"))
    #expect(report.tally.buckets[8] == 1)
    #expect(Points(hundredths: 700).percentText(of: 8) == "87.5")
    #expect(Points(1).percentText(of: 3) == "33.3" && Points(2).percentText(of: 3) == "66.7")
    #expect(ClassTally.bucket(Points(hundredths: 8996), of: 100) == 9)
  }

  @Test(
    "each cluster and group of identical work lists every student, on a page of its own when long",
    arguments: [false, true])
  func fullLists(pagesFolder: Bool) {
    let count = ClassHTMLReport.listShown + 5
    var report = ClassHTMLReport(scenarios: scenarios(1), identity: testIdentity)
    for number in 0..<count {
      report.add(
        record("s\(number)", [.fail], fingerprint: "same"), link: "pages/\(number + 1).html")
    }
    let pages = pagesFolder ? ClassHTMLReport.Pages(folder: "pages", back: "../class.html") : nil
    let (page, lists) = report.document(title: "Class", details: "", pages: pages)
    #expect(page.contains("\(count) students</span> (100%): Root reads a</p>"))
    if pagesFolder {
      #expect(lists.map(\.name) == ["mistake-1.html", "same-1.html"])
      #expect(page.contains("<a href=\"pages/mistake-1.html\">All \(count) students"))
      for (_, list) in lists {
        #expect(xmlError(list) == nil)
        #expect(list.contains("<a href=\"../class.html\">Back to the class report</a>"))
        for number in 0..<count {
          #expect(
            list.contains("<li><a class=\"name\" href=\"\(number + 1).html\">s\(number)</a></li>"))
        }
      }
    } else {
      #expect(lists.isEmpty)
      for number in 0..<count {
        let link = "<li><a class=\"name\" href=\"pages/\(number + 1).html\">s\(number)</a></li>"
        #expect(page.components(separatedBy: link).count == 3, "s\(number) in both lists")
      }
    }
  }

  @Test(
    "every mistake is listed with its students: in place on one page, else on a page per scenario",
    arguments: [false, true])
  func everyMistake(pagesFolder: Bool) {
    let count = ClassHTMLReport.clustersShown + 3
    var report = ClassHTMLReport(scenarios: scenarios(1), identity: testIdentity)
    for number in 0..<count {
      report.add(record("s\(number)", [.fail], gist: "mistake \(number)"), link: "p/\(number).html")
    }
    let pages = pagesFolder ? ClassHTMLReport.Pages(folder: "p", back: "../class.html") : nil
    let (page, lists) = report.document(title: "Class", details: "", pages: pages)
    let every = lists.first { $0.page.contains("<h1>Every mistake in L/s0</h1>") }
    #expect((every != nil) == pagesFolder)
    for number in 0..<count {
      let line = "1 student</span> (\(Points(1).percentText(of: count))%): mistake \(number)</p>"
      let shown = number < ClassHTMLReport.clustersShown || !pagesFolder
      #expect(page.contains(line) == shown, "mistake \(number)")
      if let every {
        #expect(
          every.page.contains(
            line + "<ul class=\"who\"><li><a class=\"name\" href=\"\(number).html\">"))
      }
    }
    if pagesFolder {
      #expect(
        page.contains(
          "and 3 rarer mistakes, made by 3 students in all: <a href=\"p/\(every?.name ?? "")\">"))
    }
  }

  @Test("the class page costs time and bytes linear in the students")
  func classPageLinear() throws {
    let root = try makeCourse(["L/01-two.swift": hostileSubmission])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let record = StudentRecord(student: "student", report: check(root))
    func cost(_ count: Int) -> (Double, Int) {
      var size = 0
      let time = (0..<3).map { _ in
        threadSeconds {
          var report = ClassHTMLReport(
            scenarios: [ScenarioInfo(id: "L/two", title: "T", points: 2)], identity: testIdentity)
          for number in 0..<count {
            var named = record
            named.student = UntrustedText("student\(number)")
            named.fingerprint = "f\(number % 7)"
            report.add(named, link: "class-students/\(number).html")
          }
          let pages = ClassHTMLReport.Pages(folder: "class-students", back: "../class.html")
          let (page, lists) = report.document(title: "Class", details: "", pages: pages)
          size = page.utf8.count + lists.reduce(0) { $0 + $1.page.utf8.count }
        }
      }.min()!
      return (time, size)
    }
    let smallSize = cost(250).1
    let largeSize = cost(1_000).1
    let ratio = growth(from: 250, to: 1_000, limit: 6, runs: 1) { cost($0).0 }
    #expect(ratio < 6, "4x the students cost \(ratio)x the time")
    #expect(Double(largeSize) / Double(smallSize) < 4.3)
    #expect(largeSize < 3_000_000)
  }

  @Test("a page name becomes a safe relative address")
  func addresses() {
    #expect(HTMLBatchWriter.address("class.html") == "class.html")
    #expect(HTMLBatchWriter.address("a b\"<&>é") == "a%20b%22%3C%26%3E%C3%A9")
    #expect(HTMLBatchWriter.pagesFolder(for: "out/class.html") == "out/class-students")
  }

  @Test(
    "the batch writer's pages are well-formed, inline for a small class and apart for a large one",
    arguments: [2, HTMLBatchWriter.inlineLimit + 1])
  func batchPages(count: Int) throws {
    let root = try makeCourse(["L/01-two.swift": hostileSubmission])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let checked = check(root)
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("class.html").path
    let scenarios = [ScenarioInfo(id: "L/01-two", title: "Two readers", points: 2)]
    let writer = try HTMLBatchWriter(
      path: path, scenarios: scenarios, count: count, exact: false, identity: testIdentity,
      classRoot: root)
    for number in 1...count {
      var graded = GradedStudent(
        record: StudentRecord(student: UntrustedText("<i>s\(number)</i>"), report: checked),
        report: "")
      graded.checked = checked
      graded.position = number - 1
      // A large class's pages are rendered and written as a worker would.
      writer.pages?.render(&graded)
      #expect(graded.pageWritten == (count > HTMLBatchWriter.inlineLimit))
      try writer.add(graded)
    }
    try writer.finish()
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(xmlError(page) == nil)
    #expect(!page.contains("<i>s"))
    #expect(!page.contains(root))
    #expect(page.contains("<h1>Class report for course</h1>"))
    #expect(isOneOutline(headingLevels(page)))
    let pages = HTMLBatchWriter.pagesFolder(for: path)
    if count > HTMLBatchWriter.inlineLimit {
      #expect(
        page.contains(
          "<a class=\"name\" href=\"class-students/\(StudentPages.fileName(UntrustedText("<i>s1</i>")))\">&lt;i&gt;s1&lt;/i&gt;</a>"
        ))
      let first = try String(
        contentsOfFile: pages + "/" + StudentPages.fileName(UntrustedText("<i>s1</i>")),
        encoding: .utf8)
      #expect(xmlError(first) == nil)
      #expect(first.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
      #expect(!first.contains(root))
      #expect(isOneOutline(headingLevels(first)))
      // The cluster of all 21 students has a page of its own.
      #expect(FileManager.default.fileExists(atPath: pages + "/mistake-1.html"))
    } else {
      let key = StudentPages.key(UntrustedText("<i>s2</i>"))
      #expect(page.contains("<section class=\"student\" id=\"st-\(key)\">"))
      #expect(page.contains("href=\"#st-\(key)-s1\""))
      #expect(!FileManager.default.fileExists(atPath: pages))
    }
  }

  @Test("a student's section too large for the class page is named there, with where the report is")
  func largeSection() throws {
    let root = try makeCourse(["L/01-two.swift": hostileSubmission])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let checked = check(root)
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("class.html").path
    // A limit below one failing student's section, which is some kilobytes.
    let writer = try HTMLBatchWriter(
      path: path, scenarios: [ScenarioInfo(id: "L/01-two", title: "Two readers", points: 2)],
      count: 2, exact: false, identity: testIdentity, classRoot: root, sectionLimit: 2_000)
    for name in ["big", "small"] {
      var graded = GradedStudent(
        record: StudentRecord(student: UntrustedText(name), report: checked), report: "")
      graded.checked = checked
      try writer.add(graded)
    }
    try writer.finish()
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(page.contains("too large for this page: it is <code>reports/big.txt</code>"))
    #expect(page.contains("<code>reports/small.txt</code>"))
    #expect(!page.contains("&lt;script&gt;alert(1)&lt;/script&gt;</td>"))
    #expect(xmlError(page) == nil)
    #expect(isOneOutline(headingLevels(page)))
  }
}
