import Foundation
import GraderTestSupport
import Testing

@Suite("grader check --watch")
struct WatchTests {
  /// Waits until `condition` holds, checking every 50 ms, for at most `seconds`.
  func wait(upTo seconds: Double, for condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return true }
      usleep(50_000)
    }
    return try condition()
  }

  @Test(
    "grades again when a file changes during the run, shows the change, explains a first pass, and stops on Ctrl-C"
  )
  func watch() throws {
    let course = try makeCourse([
      "Submissions/01-local-state/sibling-fields.tree": siblingFields(right: false)
    ])
    let scratch = try temporaryDirectory()
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = graderExecutable
    process.arguments = ["check", "--watch", "01-local-state"]
    process.currentDirectoryURL = course
    var environment = ProcessInfo.processInfo.environment
    for name in ["NO_COLOR", "GITHUB_ACTIONS", "TERM", "CI", "COLUMNS"] { environment[name] = nil }
    process.environment = environment
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    func output() throws -> String { try String(contentsOf: outURL, encoding: .utf8) }

    // Generous bounds: a slow machine only makes the test wait longer.
    #expect(try wait(upTo: 60) { try output().contains("Ctrl-C stops.\n") })
    let first = try output()
    #expect(first.contains("  fail    sibling-fields"))
    #expect(first.contains("Watching Submissions for changes; Ctrl-C stops.\n"))

    try Data(siblingFields(right: true).utf8).write(
      to: course.appendingPathComponent("Submissions/01-local-state/sibling-fields.tree"))
    #expect(try wait(upTo: 60) { try output().contains("sibling-fields: fail → pass\n") })
    #expect(try wait(upTo: 10) { try output().contains("+1 passing since your last check\n") })
    let second = try output().dropFirst(first.count)
    #expect(!second.contains("counter-reads-its-own-state"))
    #expect(second.contains("Why: "), "a first pass is explained, as check explains it")
    #expect(second.contains("Total: 2/8 points (25%) · 1 pass, 0 fail, 0 error, 3 missing\n"))

    process.interrupt()
    #expect(wait(upTo: 30) { !process.isRunning })
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    #expect(try output().hasSuffix("\nStopped watching.\n"))
    #expect(try String(contentsOf: errURL, encoding: .utf8).isEmpty)
  }
}
