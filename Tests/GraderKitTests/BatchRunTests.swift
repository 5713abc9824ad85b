import Foundation
import GraderTestSupport
import Testing

@testable import GraderKit

/// Counts calls from many threads.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func increment() {
    lock.lock()
    value += 1
    lock.unlock()
  }
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}

@Suite("Batch workers and the students' files")
struct BatchRunTests {
  /// Students that are files, graded at once as errors, without reading anything.
  private func students(_ count: Int) -> [StudentFolder] {
    (0..<count).map {
      StudentFolder(name: UntrustedText("s\($0)"), path: "/nonexistent/s\($0)", kind: .file)
    }
  }

  @Test("students reach the sink in name order, each prepared once", arguments: [1, 2, 5])
  func order(jobs: Int) throws {
    let prepared = Counter()
    var names: [String] = []
    try Batch.run(
      students(100), catalog: courseCatalog, grader: Grader(), jobs: jobs,
      prepare: { _ in prepared.increment() }
    ) { graded throws(FileLoader.Failure) in
      names.append(graded.record.student.unescaped)
    }
    #expect(names == (0..<100).map { "s\($0)" })
    #expect(prepared.count == 100)
  }

  @Test(
    "a sink that fails stops the batch: its error comes back, and workers stop within their window")
  func sinkFailure() {
    let prepared = Counter()
    var handed = 0
    #expect(throws: FileLoader.Failure.self) {
      try Batch.run(
        students(1_000), catalog: courseCatalog, grader: Grader(), jobs: 2,
        prepare: { _ in prepared.increment() }
      ) { _ throws(FileLoader.Failure) in
        handed += 1
        if handed == 3 { throw FileLoader.Failure(path: "out", reason: "disk full") }
      }
    }
    #expect(handed == 3)
    // Two workers run at most 32 students ahead of the sink, and each
    // finishes the student it holds.
    #expect(prepared.count <= 3 + 32 + 2)
  }

  @Test("a student's file that cannot be written fails the batch with its path")
  func unwritableFile() throws {
    let scratch = try temporaryDirectory()
    let files = StudentFiles(
      reports: scratch.path + "/missing/reports/", perStudent: [], info: sampleInfo,
      classroom50: Classroom50Report(context: [:], now: nil), junit: true, details: true,
      lmsAnswers: false)
    var graded = Batch.grade(students(1)[0], catalog: courseCatalog, grader: Grader())
    files.prepare(&graded)
    #expect(graded.prepared)
    #expect(graded.writeFailure?.path == scratch.path + "/missing/reports/s0.txt")
    // What needs no file is still rendered.
    #expect(graded.junit?.contains("<testsuite name=\"s0\" tests=\"1\"") == true)
  }
}
