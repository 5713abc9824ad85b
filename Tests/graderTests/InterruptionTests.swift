import Foundation
import GraderTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("A batch interrupted at any moment")
struct InterruptionTests {
  let lessons = runCourse.appendingPathComponent(
    "Lessons"
  ).path

  /// How many students `results.json`, the pages folder and the class page
  /// each hold, in `folder`; pages count only when each names a student
  /// of `results.json`.
  func counts(in folder: URL) throws -> (results: Int, pages: Int, classPage: Int) {
    let results = try String(
      contentsOf: folder.appendingPathComponent("grades/results.json"), encoding: .utf8)
    let lines = results.split(separator: "\n").dropFirst().filter { $0.hasPrefix("{") }
    let students = lines.count
    var names = Set<String>()
    for line in lines {
      if let range = line.range(of: "\"student\":\"") {
        names.insert(String(line[range.upperBound...].prefix { $0 != "\"" }))
      }
    }
    let folderPath = folder.appendingPathComponent("class-students").path
    let pageNames = try FileManager.default.contentsOfDirectory(atPath: folderPath)
      .filter { $0.count == 21 && $0.hasSuffix(".html") }
    var pages = 0
    for name in pageNames {
      let page = try String(contentsOfFile: folderPath + "/" + name, encoding: .utf8)
      guard let range = page.range(of: "<title>Report for ") else { continue }
      let student = String(page[range.upperBound...].prefix { $0 != " " && $0 != "<" })
      if names.contains(student) { pages += 1 }
    }
    let page = try String(contentsOf: folder.appendingPathComponent("class.html"), encoding: .utf8)
    // Each student's page is linked from the lists of students, by name and lowest first.
    var linked = Set<Substring>()
    for part in page.components(separatedBy: "href=\"class-students/").dropFirst() {
      linked.insert(part.prefix(21))
    }
    let links = linked.filter { $0.hasSuffix(".html") }.count
    return (students, pages, links)
  }

  @Test(
    "on SIGINT or SIGTERM, the output folder and the HTML pages are all the old ones or all the new",
    arguments: [SIGINT, SIGTERM])
  func interrupted(signal: Int32) throws {
    var files: [String: String] = [:]
    for index in 0..<30 {
      files["class/s\(index)/01-local-state/sibling-fields.tree"] = "A\n"
    }
    let root = try makeTree(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let arguments = [
      "batch", "--lessons", lessons, "--out", "grades", "--html", "class.html", "class",
    ]
    #expect(try runGrader(arguments, in: root).status == 0)
    let before = try counts(in: root)
    #expect(before.results == 30 && before.pages == 30)
    // More students, so that the new output tells itself from the old.
    for index in 30..<150 {
      let lesson = root.appendingPathComponent("class/s\(index)/01-local-state")
      try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
      try Data("A\n".utf8).write(to: lesson.appendingPathComponent("sibling-fields.tree"))
    }
    for delay in stride(from: 40_000, through: 800_000, by: 40_000).map({ useconds_t($0) }) {
      let process = Process()
      process.executableURL = graderExecutable
      process.arguments = arguments
      process.currentDirectoryURL = root
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(delay)
      kill(process.processIdentifier, signal)
      process.waitUntilExit()
      let now = try counts(in: root)
      #expect(
        (now.results == 30 && now.pages == 30 && now.classPage == 30)
          || (now.results == 150 && now.pages == 150 && now.classPage == 150),
        "after \(delay) µs: \(now)")
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path)
        .filter { $0.hasPrefix(".") }
      #expect(leftovers.isEmpty, "\(leftovers)")
      let inside = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("grades").path)
      #expect(!inside.contains { $0.hasPrefix(".grader-staging") || $0.hasPrefix(".grader-lock") })
    }
  }
}
