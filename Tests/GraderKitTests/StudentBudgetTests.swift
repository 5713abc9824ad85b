import Foundation
import GraderKit
import GraderModel
import GraderReaders
import GraderTestSupport
import Testing

@Suite("A budget per student")
struct StudentBudgetTests {
  @Test("a student over the time budget gets an error record saying so, for every scenario")
  func overTime() throws {
    let (_, catalog, student) = try zoesClass()
    let spent = Grader(studentBudget: StudentBudget(seconds: 0, memory: 1 << 30))
    let late = Batch.gradeWithinBudget(student, catalog: catalog, grader: spent)
    #expect(late.record.error == "took longer than 0 s")
    #expect(late.record.results.map { $0.reason } == ["took longer than 0 s"])
    #expect(late.reportText == "zoe: could not be graded: took longer than 0 s\n")
    let roomy = Grader(studentBudget: .standard)
    let graded = Batch.gradeWithinBudget(student, catalog: catalog, grader: roomy)
    #expect(graded.record.error == nil)
    #expect(graded.record.score == 2)
  }

  @Test("a folder of many near-miss names is cut at the deadline while it is listed")
  func overTimeListing() throws {
    var files = ["Lessons/L/01-two.scenario": validFixture]
    for index in 0..<200 { files["class/zoe/L/tw\(index).tree"] = "" }
    let root = try makeTree(files).path
    let catalog = LessonCatalog.load(from: root + "/Lessons")
    let student = try #require(try Batch.students(in: root + "/class").students.first)
    // Past the deadline from the start: listing stops at its first look.
    let index = ReadingDeadline.$current.withValue(ReadingDeadline.threadSeconds() - 1) {
      SubmissionIndex.scan(student.path, for: catalog)
    }
    #expect(index.timedOut)
    #expect(index.unrecognized.count < 64)
    // Near-miss names at the top count toward the deadline too.
    var top = ["Lessons/L/01-two.scenario": validFixture]
    for index in 0..<200 { top["class/yan/L-\(index).tree"] = "" }
    let other = try makeTree(top).path
    let yan = try #require(try Batch.students(in: other + "/class").students.first)
    let cut = ReadingDeadline.$current.withValue(ReadingDeadline.threadSeconds() - 1) {
      SubmissionIndex.scan(yan.path, for: catalog)
    }
    #expect(cut.timedOut)
    let spent = Grader(studentBudget: StudentBudget(seconds: 0, memory: 1 << 30))
    let late = Batch.gradeWithinBudget(student, catalog: catalog, grader: spent)
    #expect(late.record.error == "took longer than 0 s")
  }

  @Test("the budget is the thread's processor time: time spent waiting takes none of it")
  func processorTime() {
    let passed = ReadingDeadline.$current.withValue(ReadingDeadline.threadSeconds() + 0.2) {
      // A quarter of a second asleep, as a thread waits while others run.
      Thread.sleep(forTimeInterval: 0.25)
      return ReadingDeadline.hasPassed
    }
    #expect(!passed)
    #expect(
      ReadingDeadline.$current.withValue(ReadingDeadline.threadSeconds() - 1) {
        ReadingDeadline.hasPassed
      })
  }

  @Test("until as much time has passed as the budget, the deadline is not asked for")
  func notBefore() {
    let passed = ReadingDeadline.threadSeconds() - 1
    // The processor clock would say the deadline has passed; the time that
    // passed since the budget was bound says it cannot have yet.
    let early = ReadingDeadline.$notBefore.withValue(ReadingDeadline.monotonicSeconds() + 60) {
      ReadingDeadline.$current.withValue(passed) { ReadingDeadline.hasPassed }
    }
    #expect(!early)
    let late = ReadingDeadline.$notBefore.withValue(ReadingDeadline.monotonicSeconds() - 1) {
      ReadingDeadline.$current.withValue(passed) { ReadingDeadline.hasPassed }
    }
    #expect(late)
  }

  @Test("a scenario whose rows would pass the memory budget is an error before it runs")
  func overMemory() throws {
    let root = try makeCourse([
      "L/01-two.tree": "key a environment\nRoot\n  A reads a\n  B reads a\n"
    ])
    let catalog = LessonCatalog.load(from: root + "/Lessons")
    let tight = Grader(studentBudget: StudentBudget(seconds: 10, memory: 100))
    let report = Checker.check(catalog, submissions: root + "/Submissions", grader: tight)
    #expect(report.results.first?.verdict == .error)
    #expect(
      report.results.first?.reason?.hasPrefix("not graded: its rows would take about") == true)
  }

  @Test("the estimate grows with the views and the changes")
  func estimate() throws {
    let tree = try ViewTree(
      nodes: [
        ViewNode("Root", parent: nil, reads: []), ViewNode("A", parent: "Root", reads: ["a"]),
      ],
      storage: ["a": .environment])
    let one = StudentBudget.estimate([.change(label: "c", key: "a"), .count], over: tree)
    let two = StudentBudget.estimate(
      [.change(label: "c", key: "a"), .change(label: "d", key: "a")], over: tree)
    #expect(one > 0)
    #expect(two == 2 * one)
  }
}

@Suite("The budget covers the model, and keeps a finished grade")
struct ModelBudgetTests {
  @Test(
    "a deadline passed while the student is graded stops the next scenario, as an error of its own")
  func betweenChanges() throws {
    let scenario = try #require(
      courseCatalog.scenario("04-environment-values/reader-deep-in-the-tree"))
    let file = Submission(
      path: "yours.tree", format: .tree,
      content: .success(Array("key textScale environment\nReaderScreen\n".utf8)))
    let grader = Grader(studentBudget: StudentBudget(seconds: 1, memory: 1 << 30))
    // The deadline has passed as this scenario starts: it is not graded.
    let result = ReadingDeadline.$current.withValue(ReadingDeadline.threadSeconds() - 1) {
      grader.grade(scenario, file, expectedPath: "")
    }
    #expect(result.verdict == .error)
    #expect(result.reason == "not graded: took longer than 1 s")
  }

  @Test("a report is cut short only when a scenario was not graded or a reading stopped")
  func cut() throws {
    let root = try makeCourse([
      "L/01-two.tree": "key a environment\nRoot\n  A reads a\n  B reads a\n"
    ])
    let catalog = LessonCatalog.load(from: root + "/Lessons")
    var report = Checker.check(catalog, submissions: root + "/Submissions", grader: Grader())
    #expect(!Batch.wasCut(report))
    report.results[0].reason = "not graded: took longer than 1 s"
    #expect(Batch.wasCut(report))
  }
}
