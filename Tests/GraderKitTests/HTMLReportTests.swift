import Foundation
import GraderKit
import GraderModel
import GraderTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A submission in the lesson's Swift form whose names are hostile.
let hostileSubmission = """
  let screen = ViewTree(
    nodes: [
      ViewNode("Root", parent: nil, reads: []),
      ViewNode("<script>alert(1)</script>", parent: "Root", reads: ["a"]),
      ViewNode("B & \\"C\\" 'd'", parent: "Root", reads: ["a"]),
    ], storage: ["a": .environment])

  """

/// Whether `text` parses as XML; the error, if not.
func xmlError(_ text: String) -> String? {
  let parser = XMLParser(data: Data(text.utf8))
  return parser.parse() ? nil : (parser.parserError.map { "\($0)" } ?? "does not parse")
}

@Suite("HTML reports")
struct HTMLReportTests {
  @Test(
    "the escaper replaces markup and control characters",
    arguments: [
      ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
      ("a & b \"c\" 'd'", "a &amp; b &quot;c&quot; &#39;d&#39;"),
      ("bell\u{07}nul\u{0}", "bell\u{FFFD}nul\u{FFFD}"),
      ("plain ÄÖ 🙂\n", "plain ÄÖ 🙂\n"),
    ])
  func escaping(input: String, expected: String) {
    #expect(HTMLText.escape(input) == expected)
  }

  @Test("a student's page is well-formed, and hostile names render as text")
  func hostileStudentPage() throws {
    let root = try makeCourse(["L/01-two.swift": hostileSubmission])
    let report = check(root)
    #expect(report.results.first?.verdict == .fail)
    let page = StudentHTMLReport(student: "<img src=x onerror=alert(1)>").document(report)
    #expect(xmlError(page) == nil)
    #expect(!page.contains("<script"))
    #expect(!page.contains("<img"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.contains("B &amp; &quot;C&quot; &#39;d&#39;"))
    #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
    // Self-contained: nothing to load, and no script may run.
    #expect(page.contains("default-src 'none'"))
    for pattern in ["src=\"http", "href=\"http", "@import", "url(http"] {
      #expect(!page.contains(pattern))
    }
  }

  @Test("a failing scenario outlines the views that differ, in the graph and in each panel")
  func differingViews() throws {
    let root = try makeCourse([
      "L/01-two.tree": "key a environment\nRoot reads a\n  A reads a\n  B reads a\n"
    ])
    let page = StudentHTMLReport(student: "s").document(check(root))
    #expect(xmlError(page) == nil)
    // Root reads a in yours, not in the reference: outlined, with both marks.
    #expect(
      page.contains("<g class=\"box m-environment differs\"><title>Root: env ≠ ref skip</title>"))
    #expect(page.contains("<g class=\"box view differs\"><title>Root: reads a</title>"))
    #expect(page.contains("<g class=\"box m-environment\"><title>A: environment</title>"))
    #expect(page.contains("<h3>Why</h3><ul class=\"findings\"><li>Root"))
  }

  @Test("the class page is well-formed, links each student, and escapes their names")
  func classPage() throws {
    var report = ClassHTMLReport(scenarios: [ScenarioInfo(id: "L/<two>", title: "T", points: 2)])
    let root = try makeCourse(["L/01-two.swift": hostileSubmission])
    let record = StudentRecord(student: "<b>x</b>", report: check(root))
    report.add(record, link: "#st1")
    let page = report.document(title: "Class", details: "")
    #expect(xmlError(page) == nil)
    #expect(!page.contains("<b>x</b>"))
    #expect(page.contains("<a href=\"#st1\">&lt;b&gt;x&lt;/b&gt;</a>"))
    #expect(page.contains("L/&lt;two&gt;"))
    #expect(page.contains("<h3>By kind</h3>"))
    #expect(page.contains("<td>a view the screen does not have <small>(extra-view)</small></td>"))
    #expect(report.buckets.map(\.count).reduce(0, +) == 1)
  }

  @Test("the class page stays under 3 MB at 1,000 students and grows linearly")
  func classPageSize() throws {
    let root = try makeCourse(["L/01-two.swift": hostileSubmission])
    let record = StudentRecord(student: "student", report: check(root))
    func size(_ count: Int) -> Int {
      var report = ClassHTMLReport(scenarios: [ScenarioInfo(id: "L/two", title: "T", points: 2)])
      for number in 0..<count {
        var named = record
        named.student = "student\(number)"
        report.add(named, link: "class-students/\(number).html")
      }
      return report.document(title: "Class", details: "").utf8.count
    }
    let small = size(250)
    let large = size(1_000)
    #expect(large < 3_000_000)
    #expect(Double(large) / Double(small) < 4.2)
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
    let checked = check(root)
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("class.html").path
    let scenarios = [ScenarioInfo(id: "L/01-two", title: "Two readers", points: 2)]
    let writer = try HTMLBatchWriter(path: path, scenarios: scenarios, count: count, exact: false)
    for number in 1...count {
      var graded = GradedStudent(
        record: StudentRecord(student: "<i>s\(number)</i>", report: checked), report: "")
      graded.checked = checked
      try writer.add(graded)
    }
    try writer.finish()
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(xmlError(page) == nil)
    #expect(!page.contains("<i>s"))
    let pages = HTMLBatchWriter.pagesFolder(for: path)
    if count > HTMLBatchWriter.inlineLimit {
      #expect(page.contains("<a href=\"class-students/0001.html\">&lt;i&gt;s1&lt;/i&gt;</a>"))
      let first = try String(contentsOfFile: pages + "/0001.html", encoding: .utf8)
      #expect(xmlError(first) == nil)
      #expect(first.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    } else {
      #expect(page.contains("<section class=\"student\" id=\"st2\">"))
      #expect(page.contains("href=\"#st2-s1\""))
      #expect(!FileManager.default.fileExists(atPath: pages))
    }
  }
}
