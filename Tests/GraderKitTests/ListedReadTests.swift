import Foundation
import GraderKit
import GraderModel
import GraderTestSupport
import Testing

/// What a batch reads through the folders it listed: each file in as few
/// calls as it can, and each student's folder through the class folder as
/// it was listed.
@Suite("Reading through listed folders")
struct ListedReadTests {
  /// `name` of the folder at `root`, read as a batch reads a listed file.
  private func readListed(_ name: String, in root: String, limit: Int = 1 << 20) throws(FileLoader
    .Failure) -> [UInt8]
  {
    let real = SafeDirectory.resolved(root) ?? root
    guard let folder = OpenFolder(root, inside: real) else {
      throw FileLoader.Failure(path: root, reason: "did not open")
    }
    return try FileLoader.bytes(
      named: name, in: folder, path: root + "/" + name, limit: limit, confinedTo: real)
  }

  @Test("a listed file is read whole at every size around the first read's room")
  func sizes() throws {
    let sizes = [0, 1, 4_095, 4_096, 4_097, 8_192, 10_000]
    var files: [String: String] = [:]
    for size in sizes {
      files["f\(size).tree"] = String((0..<size).map { Character(UnicodeScalar(97 + $0 % 26)!) })
    }
    let root = try makeTree(files).path
    for size in sizes {
      let bytes = try readListed("f\(size).tree", in: root)
      #expect(bytes == Array(files["f\(size).tree"]!.utf8), "size \(size)")
    }
  }

  @Test("a file over the limit is refused, whether or not it fills the first read")
  func overLimit() throws {
    let root = try makeTree([
      "small.tree": String(repeating: "a", count: 150),
      "large.tree": String(repeating: "b", count: 9_000),
      "exact.tree": String(repeating: "c", count: 100),
    ]).path
    for (name, limit) in [("small.tree", 100), ("large.tree", 8_000)] {
      do {
        _ = try readListed(name, in: root, limit: limit)
        Issue.record("\(name) was read")
      } catch {
        #expect(error.reason.hasPrefix("is larger than"), "\(name): \(error.reason)")
      }
    }
    #expect(try readListed("exact.tree", in: root, limit: 100).count == 100)
  }

  @Test("an entry put where a listed file was says what it is, without waiting or reading it")
  func notAFile() throws {
    let root = try makeTree(["folder.tree/inner.tree": "A\n"]).path
    #expect(mkfifo(root + "/pipe.tree", 0o644) == 0)
    #expect(mkfifo(root + "/fed.tree", 0o644) == 0)
    // A pipe with a writer that has written: refused all the same, and
    // what was written is still there to read.
    let pipe = open(root + "/fed.tree", O_RDWR | O_NONBLOCK)
    try #require(pipe >= 0)
    defer { close(pipe) }
    let written = Array("key a environment\n".utf8)
    #expect(written.withUnsafeBytes { write(pipe, $0.baseAddress!, $0.count) } == written.count)
    for (name, reason) in [
      ("folder.tree", "is a directory, not a file"), ("pipe.tree", "is not a regular file"),
      ("fed.tree", "is not a regular file"),
    ] {
      do {
        _ = try readListed(name, in: root)
        Issue.record("\(name) was read")
      } catch {
        #expect(error.reason == reason, "\(name)")
      }
    }
    var left = [UInt8](repeating: 0, count: 64)
    let count = left.withUnsafeMutableBytes { read(pipe, $0.baseAddress!, $0.count) }
    #expect(Array(left.prefix(max(count, 0))) == written)
  }

  @Test("a student's folder is the one the class was listed with, whatever takes its path since")
  func heldClassFolder() throws {
    let (root, catalog, student) = try zoesClass()
    // The class folder moved away, and another put at its path whose
    // student answers otherwise.
    try FileManager.default.moveItem(atPath: root + "/class", toPath: root + "/listed")
    try FileManager.default.createDirectory(
      atPath: root + "/class/zoe/L", withIntermediateDirectories: true)
    try "key a environment\nRoot\n  A\n  B\n".write(
      toFile: root + "/class/zoe/L/01-two.tree", atomically: true, encoding: .utf8)
    let held = Batch.grade(student, catalog: catalog, grader: Grader()).record
    #expect(held.error == nil)
    #expect(held.score == 2)
    // Listed again, the class is the folder now at the path.
    let again = try #require(try Batch.students(in: root + "/class").students.first)
    #expect(Batch.grade(again, catalog: catalog, grader: Grader()).record.score == 0)
  }
}
