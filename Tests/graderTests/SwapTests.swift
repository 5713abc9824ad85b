import Foundation
import GraderTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("A class folder changed while a batch reads it")
struct SwapTests {
  let lessons = runCourse.appendingPathComponent(
    "Lessons"
  ).path

  @Test("student folders swapped for links to outside, again and again, never leak a byte of it")
  func swappedFolders() throws {
    let marker = "OutsideMarker"
    var files: [String: String] = [
      "outside/01-local-state/sibling-fields.tree":
        "key name state NameField\nSignUpForm\n  \(marker)View reads name\n",
      "outside/01-local-state/\(marker)-file.tree": "A\n",
    ]
    for index in 0..<150 {
      files["class/s\(index)/01-local-state/sibling-fields.tree"] =
        "key name state NameField\nSignUpForm\n  NameField reads name\n"
    }
    let root = try makeTree(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let outside = root.appendingPathComponent("outside").path
    let classPath = root.appendingPathComponent("class").path
    // Swaps each student's folder for a link to `outside` and back, until told to stop.
    let stop = Stop()
    let swapper = Thread {
      var round = 0
      while !stop.isSet {
        let student = classPath + "/s\(round % 150)"
        let aside = classPath + "/.aside\(round % 150)"
        if rename(student, aside) == 0 {
          symlink(outside, student)
          usleep(200)
          unlink(student)
          rename(aside, student)
        }
        round += 1
      }
      stop.done()
    }
    swapper.start()
    var results: [ProcessResult] = []
    for run in 0..<4 {
      results.append(
        try runGrader(
          [
            "batch", "--lessons", lessons, "--out", "grades\(run)", "--html", "page\(run).html",
            "class",
          ],
          in: root))
    }
    stop.set()
    stop.wait()
    for (run, result) in results.enumerated() {
      #expect(result.status == 0, "\(result.standardError)")
      #expect(!result.standardOutput.contains(marker))
      #expect(!result.standardError.contains(marker))
      for output in ["grades\(run)", "page\(run).html"] {
        let path = root.appendingPathComponent(output).path
        let found = try everything(under: path).filter { $0.contains(marker) }
        #expect(found.isEmpty, "\(output) holds a byte from outside the class")
      }
    }
  }

  /// The names of everything under `path` and the text of every file (or
  /// the text of the file at `path`).
  private func everything(under path: String) throws -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else {
      return [String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)]
    }
    var texts: [String] = []
    for name in FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [] {
      texts.append(name)
      var entryIsFolder: ObjCBool = false
      let entry = path + "/" + name
      if FileManager.default.fileExists(atPath: entry, isDirectory: &entryIsFolder),
        !entryIsFolder.boolValue
      {
        texts.append(
          String(decoding: try Data(contentsOf: URL(fileURLWithPath: entry)), as: UTF8.self))
      }
    }
    return texts
  }
}

/// A flag one thread sets and another polls, and a wait for the poller to finish.
private final class Stop: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false
  private let finished = DispatchSemaphore(value: 0)

  var isSet: Bool { lock.withLock { flag } }
  func set() { lock.withLock { flag = true } }
  func done() { finished.signal() }
  func wait() { finished.wait() }
}
