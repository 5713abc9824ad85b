import Foundation
import GraderKit
import GraderTestSupport
import Testing

@Suite("HTML reports and drawings of changes")
struct HTMLTests {
  let lessons = runCourse.appendingPathComponent(
    "Lessons"
  ).path

  /// Grades `folder/class` into `folder/grades`, with `--html` beside it:
  /// returns the folder the HTML report is in.
  func batch(_ folder: URL) throws -> (ProcessResult, String) {
    let out = folder.appendingPathComponent("html").path
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let result = try runGrader([
      "batch", folder.appendingPathComponent("class").path, "--lessons", lessons, "--out",
      folder.appendingPathComponent("grades").path, "--html", out + "/class.html",
    ])
    return (result, out)
  }

  @Test("check --html writes the student's page and leaves the text report as it was")
  func checkHTML() throws {
    let folder = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("student.html").path
    // In a copy of its own, and with every reasoning shown: the first check
    // shows a first pass's, the second would not.
    let course = try courseCopy()
    let plain = try runGrader(["check", "--color", "never", "--why"], in: course)
    let result = try runGrader(["check", "--color", "never", "--why", "--html", path], in: course)
    #expect(result.status == 1)
    // The closing line compares with the previous check, which the first run just was.
    func report(_ text: String) -> [Substring] {
      text.split(separator: "\n").filter { !$0.contains("since your last check") }
    }
    #expect(report(result.standardOutput) == report(plain.standardOutput) + ["Wrote \(path)."])
    #expect(result.standardError == plain.standardError)
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("04-environment-values/override-as-two-keys"))
    #expect(page.contains("<svg class=\"panel\""))
    // SidePane's cause on the first change of override-as-two-keys, in the
    // table screen readers read, and in its panel.
    #expect(
      page.contains(
        "<span class=\"name\">SidePane</span></th><td><span class=\"name\">ReaderScreen</span></td>"
          + "<td>reads textScale (environment)</td><td class=\"d\">environment ≠ reference: skipped</td>"
      ))
    #expect(page.contains(">env ≠ ref skip</text>"))
    // The sample work's page is small, names the grader, and holds no absolute path.
    #expect(page.utf8.count < 100_000)
    let title = page.components(separatedBy: "<title>").last?.components(separatedBy: "</title>")
    #expect(title?.first?.contains(" · lessons ") == true)
    #expect(title?.first?.contains(" · grader ") == true)
    #expect(!page.contains(packageRoot.path))
  }

  @Test("check --html into a folder that cannot be made says so and exits 1; a missing one is made")
  func unwritable() throws {
    let result = try runGrader([
      "check", "04-environment-values", "--html", "/dev/null/folder/student.html",
    ])
    #expect(result.status == 1)
    #expect(
      result.standardError.contains("grader: error: /dev/null/folder: cannot create the folder"))
    let course = try makeCourse(sampleWork: true)
    let made = try runGrader(
      ["check", "04-environment-values", "--html", "out/deep/report.html"], in: course)
    #expect(made.standardOutput.contains("Wrote out/deep/report.html.\n"))
    #expect(
      FileManager.default.fileExists(
        atPath: course.appendingPathComponent("out/deep/report.html").path))
  }

  @Test("batch --html puts a small class on one page, with hostile names as text")
  func smallClass() throws {
    let folder = try makeTree([
      "class/<img src=x onerror=alert(1)>/04-environment-values/reader-deep-in-the-tree.tree":
        "key textScale environment\nReaderScreen reads textScale\n  ArticleView\n",
      "class/bob/04-environment-values/reader-deep-in-the-tree.tree":
        "key textScale environment\nkey colorScheme environment\nReaderScreen\n  ArticleView\n    ParagraphView reads textScale\n    CaptionView reads textScale\n  SidebarView reads colorScheme\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    // The staging folder of a larger class's run that was killed outright:
    // a run of a small class removes it too.
    let gone = Process()
    gone.executableURL = URL(fileURLWithPath: "/bin/sh")
    gone.arguments = ["-c", "exit 0"]
    try gone.run()
    gone.waitUntilExit()
    let stale = folder.appendingPathComponent(
      "html/.class-students.\(gone.processIdentifier)-\(UUID().uuidString).tmp")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
    let (result, out) = try batch(folder)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    let page = try String(contentsOfFile: out + "/class.html", encoding: .utf8)
    #expect(!page.contains("<img"))
    let evil = StudentPages.key(UntrustedText("<img src=x onerror=alert(1)>"))
    #expect(
      page.contains(
        "<a class=\"name\" href=\"#st-\(evil)\">&lt;img src=x onerror=alert(1)&gt;</a>"))
    #expect(
      page.contains(
        "<section class=\"student\" id=\"st-\(StudentPages.key(UntrustedText("bob")))\">"))
    #expect(page.contains("<h2>Verdicts per scenario</h2>"))
    // One of two passed, the other failed; every other scenario is missing for both.
    #expect(
      page.contains(
        "<th scope=\"row\">04-environment-values/reader-deep-in-the-tree</th><td class=\"num\">1</td>"
          + "<td class=\"num\">1</td><td class=\"num\">0</td><td class=\"num\">0</td><td class=\"num\">50%</td>"
      ))
    #expect(!FileManager.default.fileExists(atPath: out + "/class-students"))
  }

  @Test("batch --html gives each student of a larger class a page of their own")
  func largeClass() throws {
    var files: [String: String] = [:]
    for number in 1...21 {
      files["class/s\(number)/04-environment-values/reader-deep-in-the-tree.tree"] =
        "key textScale environment\nReaderScreen\n  ArticleView reads textScale\n"
    }
    let folder = try makeTree(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, out) = try batch(folder)
    #expect(result.status == 0)
    let page = try String(contentsOfFile: out + "/class.html", encoding: .utf8)
    let s1 = StudentPages.fileName(UntrustedText("s1"))
    #expect(page.contains("<a class=\"name\" href=\"class-students/\(s1)\">s1</a>"))
    #expect(!page.contains("<section class=\"student\""))
    // A page per student, named by a digest of their name; and the lists too
    // long for the class page (the 21 students who made each mistake, and
    // who handed in the same work).
    let numbered = { (names: [String]) in
      names.filter { $0.count == 21 && $0.hasSuffix(".html") && !$0.contains("-") }
    }
    let pages = try FileManager.default.contentsOfDirectory(atPath: out + "/class-students")
    #expect(numbered(pages).count == 21)
    #expect(pages.contains("mistake-1.html") && pages.contains { $0.hasPrefix("same-") })
    #expect(page.contains("<a href=\"class-students/mistake-1.html\">All 21 students"))
    let first = try String(contentsOfFile: out + "/class-students/" + s1, encoding: .utf8)
    #expect(first.contains("<a href=\"../class.html\">Back to the class report</a>"))
    #expect(first.contains("<h1>Report for s1</h1>"))

    // A smaller class leaves no page of the larger one behind; a file of the user's stays.
    try "mine".write(toFile: out + "/class-students/notes.txt", atomically: true, encoding: .utf8)
    let pageNames = { try FileManager.default.contentsOfDirectory(atPath: out + "/class-students") }
    for number in 1...2 {
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent("class/s1"),
        to: folder.appendingPathComponent("class/t\(number)"))
    }
    #expect(try batch(folder).0.status == 0)
    #expect(try numbered(pageNames()).count == 23)
    // Every page keeps its address when students are added.
    let s21 = StudentPages.fileName(UntrustedText("s21"))
    #expect(
      try String(contentsOfFile: out + "/class-students/" + s21, encoding: .utf8).contains(
        "<h1>Report for s21</h1>"))
    for number in 1...2 {
      try FileManager.default.removeItem(at: folder.appendingPathComponent("class/t\(number)"))
    }
    #expect(try batch(folder).0.status == 0)
    #expect(try Set(numbered(pageNames())) == Set(numbered(pages)))
    #expect(try pageNames().count == pages.count + 1)
    for number in 1...10 {
      try FileManager.default.removeItem(at: folder.appendingPathComponent("class/s\(number)"))
    }
    #expect(try batch(folder).0.status == 0)
    let none = try FileManager.default.contentsOfDirectory(atPath: out + "/class-students")
    #expect(none == ["notes.txt"])
  }

  @Test(
    "batch --html pages hold no path of the class folder, and show a bidi override as an escape")
  func portablePages() throws {
    var files: [String: String] = [:]
    for name in ["evil\u{202E}gnp.exe"] + (1...21).map({ "s\($0)" }) {
      files["class/\(name)/04-environment-values/reader-deep-in-the-tree.tree"] =
        "key textScale environment\nReaderScreen\n  ArticleView reads textScale\n"
    }
    let folder = try makeTree(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (result, out) = try batch(folder)
    #expect(result.status == 0)
    let classFolder = folder.appendingPathComponent("class").path
    let names = try FileManager.default.contentsOfDirectory(atPath: out + "/class-students")
    #expect(names.contains("mistake-1.html"))
    for name in ["class.html"] + names.map({ "class-students/" + $0 }) {
      let page = try String(contentsOfFile: out + "/" + name, encoding: .utf8)
      #expect(!page.contains(classFolder), "\(name)")
      #expect(!page.contains(folder.path), "\(name)")
      #expect(!page.unicodeScalars.contains("\u{202E}"), "\(name)")
    }
    let first = try String(
      contentsOfFile: out + "/class-students/"
        + StudentPages.fileName(UntrustedText("evil\u{202E}gnp.exe")), encoding: .utf8)
    #expect(first.contains("<h1>Report for evil\\u{202E}gnp.exe</h1>"))
    #expect(
      first.contains(
        "<code>class/evil\\u{202E}gnp.exe/04-environment-values/reader-deep-in-the-tree.tree</code>"
      ))
    #expect(first.contains("<title>Report for evil\\u{202E}gnp.exe · course "))
  }

  @Test("draw falls back to ASCII when the locale is not UTF-8, and fits COLUMNS")
  func drawFallbacks() throws {
    let file = packageRoot.path + "/Tests/GraderReadersTests/Fixtures/Measurements/override.swift"
    let ascii = try runGrader(
      ["draw", file], environment: ["LC_ALL": "C", "LC_CTYPE": "", "LANG": "", "COLUMNS": "100"])
    #expect(ascii.status == 0)
    #expect(ascii.standardOutput.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(ascii.standardOutput.contains("`- SidePane     .                    environment\n"))
    let narrow = try runGrader(
      ["draw", file], environment: ["LC_ALL": "C.UTF-8", "COLUMNS": "30"])
    let grid = narrow.standardOutput.components(separatedBy: "changes (· skipped):\n")
    #expect(grid.count == 2)
    for line in grid.last?.split(separator: "\n") ?? [] { #expect(line.count <= 50) }
    #expect(grid.last?.hasPrefix("                1    2\nReaderScreen    ·    ·\n") == true)
    #expect(narrow.standardOutput.contains("1 = upper-scale-changed: textScale changed\n"))
  }

  @Test("check --draw marks where the reference differs, with the student's line")
  func checkDraw() throws {
    let result = try runGrader(
      ["check", "--draw", "04-environment-values/override-as-two-keys"],
      environment: ["LC_ALL": "C.UTF-8", "COLUMNS": "100"])
    #expect(
      result.standardOutput.contains(
        "        └─ SidePane     environment≠·        ·≠environment       ← your line 5\n"))
  }
}
