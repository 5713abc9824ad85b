import Foundation
import GraderKit
import GraderModel
import GraderTestSupport
import GraderWorkloads
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

/// What the pages of these tests name.
let testIdentity = HTMLIdentity(course: "course", lessonsDigest: String(repeating: "ab", count: 32))

/// The levels of the headings of `page`, in order.
func headingLevels(_ page: String) -> [Int] {
  page.split(separator: "<h").compactMap { piece in
    piece.first.flatMap { $0.wholeNumberValue }.flatMap { (1...6).contains($0) ? $0 : nil }
  }
}

/// Whether `levels` are one outline: a single h1 first, and no level skipped going down.
func isOneOutline(_ levels: [Int]) -> Bool {
  levels.first == 1 && levels.filter { $0 == 1 }.count == 1
    && zip(levels, levels.dropFirst()).allSatisfy { $1 <= $0 + 1 }
}

@Suite("HTML reports")
struct HTMLReportTests {
  @Test(
    "the escaper shows what the terminal shows, then escapes markup",
    arguments: [
      ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
      ("a & b \"c\" 'd'", "a &amp; b &quot;c&quot; &apos;d&apos;"),
      ("bell\u{07}nul\u{0}", "bell\\u{7}nul\\u{0}"),
      ("evil\u{202E}gnp.exe", "evil\\u{202E}gnp.exe"),
      ("a\u{2066}b\u{2069}c\u{200F}", "a\\u{2066}b\\u{2069}c\\u{200F}"),
      ("line\nbreak\ttab", "line\\nbreak\\ttab"),
      ("plain ÄÖ 🙂", "plain ÄÖ 🙂"),
    ])
  func escaping(input: String, expected: String) {
    #expect(Escape.html(input) == expected)
  }

  @Test("text the report lays out in lines keeps its line breaks, and escapes each line")
  func escapingLines() {
    #expect(Escape.htmlLines("a <b>\n\u{202E}c") == "a &lt;b&gt;\n\\u{202E}c")
  }

  @Test("a student's page is well-formed, and hostile names render as text")
  func hostileStudentPage() throws {
    let root = try makeCourse(["L/01-two.swift": hostileSubmission])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = check(root)
    #expect(report.results.first?.verdict == .fail)
    let page = StudentHTMLReport(student: "<img src=x onerror=alert(1)>", identity: testIdentity)
      .document(report)
    #expect(xmlError(page) == nil)
    #expect(!page.contains("<script"))
    #expect(!page.contains("<img"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.contains("B &amp; &quot;C&quot; &apos;d&apos;"))
    #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
    // Self-contained: nothing to load, and no script may run.
    #expect(page.contains("default-src 'none'"))
    for pattern in ["src=\"http", "href=\"http", "@import", "url(http"] {
      #expect(!page.contains(pattern))
    }
    #expect(isOneOutline(headingLevels(page)))
  }

  @Test("a page names the course, the grader's version and the lessons' digest")
  func identity() throws {
    let root = try makeCourse(["L/01-two.tree": "key a environment\nRoot\n  A reads a\n"])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let page = StudentHTMLReport(student: "s", identity: testIdentity).document(check(root))
    #expect(
      page.contains(
        "<title>Report for s · course course · lessons abababababab · grader \(GraderVersion.current)</title>"
      ))
    #expect(page.contains("<code>\(testIdentity.lessonsDigest)</code>"))
  }

  @Test("a failing view is outlined in the graph and each panel, and its cause per change is text")
  func differingViews() throws {
    let root = try makeCourse([
      "L/01-two.tree": "key a environment\nRoot reads a\n  A reads a\n  B reads a\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let page = StudentHTMLReport(student: "s", identity: testIdentity).document(check(root))
    #expect(xmlError(page) == nil)
    // Root reads a in yours, not in the reference: outlined, with both marks.
    #expect(page.contains("<rect class=\"v d\""))
    #expect(page.contains("<rect class=\"m-environment d\""))
    #expect(page.contains(">env ≠ ref skip</text>"))
    // The table that screen readers read says the same, per view and change.
    #expect(
      page.contains(
        "<tr><th scope=\"row\"><span class=\"name\">Root</span></th><td>(the root)</td>"
          + "<td>reads a (environment)</td><td class=\"d\">environment ≠ reference: skipped</td></tr>"
      ))
    #expect(page.contains("<td>reads a (environment)</td><td>environment</td></tr>"))
    // The panels show the graph's names and edges again, rather than repeat them.
    #expect(page.contains("<g id=\"s1-k\">") && page.contains("<use href=\"#s1-k\"/>"))
    // The rows mark what differs, as the text report's carets do.
    #expect(page.contains("<mark>Root environment</mark>"))
    #expect(page.contains("<h4>What differs</h4><ul class=\"findings\"><li>Root"))
  }

  @Test("the page opens with what to fix; passes and missing scenarios fold into a line per lesson")
  func whatToFixFirst() throws {
    let root = try makeCourse(
      [
        "L/01-two.tree": "key a environment\nRoot reads a\n  A reads a\n  B reads a\n",
        "L/02-three.tree": "key a environment\nRoot\n  A reads a\n  B reads a\n",
      ],
      lessons: [
        "L/01-two.scenario": validFixture, "L/02-three.scenario": validFixture,
        "L/03-four.scenario": validFixture, "M/01-five.scenario": validFixture,
      ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let page = StudentHTMLReport(student: "s", identity: testIdentity).document(check(root))
    let fix = try #require(page.range(of: "<h2 id=\"fix\">What to fix</h2>"))
    let firstLesson = try #require(page.range(of: "<section class=\"lesson\">"))
    #expect(fix.upperBound < firstLesson.lowerBound)
    // Each scenario to fix, linked, the verdict inside the link, with its first explanation.
    #expect(
      page.contains(
        "<li><a href=\"#s1\"><span class=\"verdict v-fail\">fail</span>L/01-two</a>"
          + "<span class=\"why\">Root is recomputed on a-changed in yours (environment)"))
    #expect(
      page.contains(
        "<li><span class=\"verdict v-pass\">pass</span>1 of 3: 02-three (2/2)</li>"
          + "<li><span class=\"verdict v-missing\">missing</span>03-four: create it with"
          + " <code>grader start L/03-four</code></li>"))
    #expect(page.contains("<section class=\"scenario\" id=\"s1\">"))
    #expect(!page.contains("id=\"s2\"") && !page.contains("id=\"s3\""))
    #expect(page.contains("<h2>M</h2><ul class=\"folded\"><li><span class=\"verdict v-missing\">"))
    #expect(isOneOutline(headingLevels(page)))
  }

  @Test("a page shows no path of the machine that wrote it")
  func noAbsolutePaths() throws {
    let root = try makeCourse([
      "L/01-two.tree": "key a environment\nRoot reads a\n  A reads a\n  B reads a\n",
      "L/stray.txt": "",
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = check(root)
    #expect(report.submissionsRoot.hasPrefix("/"))
    let page = StudentHTMLReport(student: "s", identity: testIdentity).document(report)
    #expect(!page.contains(root))
    #expect(page.contains("<code>Submissions/L/01-two.tree</code>"))
    #expect(page.contains("Unrecognized in Submissions</h2>"))
    let shorten = PathShortener(folder: "/home/ta/class/")
    #expect(
      shorten("/home/ta/class/ada/x.tree and /home/ta/class/bo") == "class/ada/x.tree and class/bo")
    #expect(shorten("/home/ta/class") == "class")
    #expect(shorten("/home/ta/classic/x") == "/home/ta/classic/x")
  }

  @Test("a student's page costs time and bytes linear in the tree")
  func pageLinear() throws {
    func cost(_ leaves: Int) throws -> (Double, Int) {
      var tree = "key a environment\nRoot\n"
      for leaf in 0..<leaves { tree += "  Leaf\(leaf) reads a\n" }
      let root = try makeCourse(["L/01-two.tree": tree])
      defer { try? FileManager.default.removeItem(atPath: root) }
      let report = check(root)
      var size = 0
      // The best of nine: on a busy machine one run in five can be slow.
      let time = (0..<9).map { _ in
        threadSeconds {
          size = StudentHTMLReport(student: "s", identity: testIdentity).document(report).utf8.count
        }
      }.min()!
      return (time, size)
    }
    let smallSize = try cost(140).1
    let largeSize = try cost(560).1
    let ratio = growth(from: 140, to: 560, limit: 6, runs: 1) { (try? cost($0).0) ?? .infinity }
    #expect(ratio < 6, "4x the views cost \(ratio)x the time")
    #expect(Double(largeSize) / Double(smallSize) < 4.5)
  }
}
