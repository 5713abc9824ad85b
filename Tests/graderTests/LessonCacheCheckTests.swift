import Foundation
import GraderTestSupport
import Testing

@Suite("check and the lessons cache")
struct LessonCacheCheckTests {
  @Test("a check by the cache prints what the first printed, and an edited lesson is read again")
  func cachedCheck() throws {
    let course = try makeCourse(sampleWork: true)
    // With every pass's reasoning, as a first pass shows it.
    let first = try runGrader(["check", "--why"], in: course)
    let cache = course.appendingPathComponent(".grader/lessons.cache").path
    #expect(FileManager.default.fileExists(atPath: cache))
    let second = try runGrader(["check", "--why"], in: course)
    #expect(second.status == first.status)
    #expect(second.standardError == first.standardError)
    // Only the closing line, the change since the last check, differs.
    let report = { (text: String) in
      text.split(separator: "\n").filter { !$0.hasSuffix("since your last check") }
    }
    #expect(report(second.standardOutput) == report(first.standardOutput))
    // A fixture nobody answered, broken since: the check says so.
    #expect(first.standardOutput.contains("  missing sibling-fields "))
    try edit(
      course.appendingPathComponent("Lessons/01-local-state/04-sibling-fields.scenario"),
      replacing: "points: ", with: "points: x")
    let broken = try runGrader(["check"], in: course)
    #expect(broken.status == 2)
    #expect(broken.standardOutput.contains("'points' takes a whole number from 1 to 1000"))
  }

  @Test("a report for an LMS, a pin or a page reads every lesson in full, and keeps no cache")
  func noCacheForRecords() throws {
    let course = try makeCourse(sampleWork: true)
    let json = try runGrader(["check", "--format", "json"], in: course)
    #expect(json.status == 1)
    #expect(
      !FileManager.default.fileExists(
        atPath: course.appendingPathComponent(".grader/lessons.cache").path))
  }
}
