import Foundation
import GraderTestSupport
import Testing

@Suite("check and what it keeps for the next: the lessons cache and the grades' memo")
struct LessonCacheCheckTests {
  /// A report's lines but its closing one, the change since the last check.
  private func report(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { !$0.hasSuffix("since your last check") }
  }

  /// Two checks of `course`, with every pass's reasoning as a first pass
  /// shows it: the first keeps `.grader/NAME`, and the second prints what
  /// the first printed. Returns the first.
  private func checkTwice(_ course: URL, keeping name: String) throws -> ProcessResult {
    let first = try runGrader(["check", "--why"], in: course)
    let kept = course.appendingPathComponent(".grader/" + name).path
    #expect(FileManager.default.fileExists(atPath: kept))
    let second = try runGrader(["check", "--why"], in: course)
    #expect(second.status == first.status)
    #expect(second.standardError == first.standardError)
    #expect(report(second.standardOutput) == report(first.standardOutput))
    return first
  }

  @Test("a check by the cache prints what the first printed, and an edited lesson is read again")
  func cachedCheck() throws {
    let course = try makeCourse(sampleWork: true)
    let first = try checkTwice(course, keeping: "lessons.cache")
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
    for name in ["lessons.cache", "grades.cache"] {
      #expect(
        !FileManager.default.fileExists(
          atPath: course.appendingPathComponent(".grader/\(name)").path))
    }
  }

  @Test("grades recalled print what grading printed; an edited submission is graded again")
  func recalledGrades() throws {
    let course = try makeCourse(sampleWork: true)
    let first = try checkTwice(course, keeping: "grades.cache")
    let memo = course.appendingPathComponent(".grader/grades.cache").path
    // A pass made a failure: the memo's pass is not what is printed.
    #expect(first.standardOutput.contains("  pass    counter-reads-its-own-state "))
    try edit(
      course.appendingPathComponent("Submissions/01-local-state/counter-reads-its-own-state.tree"),
      replacing: "  ResetButton", with: "  ResetButton reads count")
    let edited = try runGrader(["check"], in: course)
    #expect(edited.standardOutput.contains("  fail    counter-reads-its-own-state "))
    #expect(edited.standardOutput.contains("-1 passing since your last check"))
    // Problem lines need every finding: a check that prints them grades all.
    let problems = try runGrader(["check", "--problems"], in: course)
    #expect(
      problems.standardOutput.contains(
        "counter-reads-its-own-state.tree:6:1: warning: counter-reads-its-own-state: "))
    // A memo written by hand that would move the cursor is no memo.
    let kept = try String(contentsOfFile: memo, encoding: .utf8)
    try kept.replacingOccurrences(of: "Why", with: "\u{1B}[2JWhy").write(
      toFile: memo, atomically: true, encoding: .utf8)
    let hostile = try runGrader(["check"], in: course)
    #expect(!hostile.standardOutput.contains("\u{1B}"))
    #expect(report(hostile.standardOutput) == report(edited.standardOutput))
    // Nor is one whose points no grading gives: graded, not a crash.
    let rewritten = try String(contentsOfFile: memo, encoding: .utf8)
    let pass = try #require(rewritten.range(of: "\tpass\t200\t"))
    try rewritten.replacingCharacters(in: pass, with: "\tpass\t-9223372036854775808\t").write(
      toFile: memo, atomically: true, encoding: .utf8)
    let overflowing = try runGrader(["check"], in: course)
    #expect(overflowing.status == edited.status)
    #expect(report(overflowing.standardOutput) == report(edited.standardOutput))
  }
}
