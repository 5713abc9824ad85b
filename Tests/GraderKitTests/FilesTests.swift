import Foundation
import GraderKit
import GraderTestSupport
import Testing

@Suite("Files")
struct FilesTests {
  @Test("an atomic write replaces a file whole, and a failed one leaves nothing behind")
  func atomicWrite() throws {
    let folder = try makeTree(["old.txt": "old", "taken/keep.txt": "keep"])
    try AtomicFile.write("new", to: folder.path + "/old.txt")
    #expect(try String(contentsOfFile: folder.path + "/old.txt", encoding: .utf8) == "new")
    #expect(throws: FileLoader.Failure.self) {
      try AtomicFile.write("x", to: folder.path + "/taken")
    }
    #expect(throws: FileLoader.Failure.self) {
      try AtomicFile.write("x", to: folder.path + "/none/x.txt")
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["old.txt", "taken"])
  }

  @Test("a streamed file appears only when finished, and an abandoned one not at all")
  func streaming() throws {
    let folder = try makeTree([:])
    let done = try StreamingFile(path: folder.path + "/done.json")
    try done.write("{")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/done.json"))
    try done.write("}")
    try done.finish()
    #expect(try String(contentsOfFile: folder.path + "/done.json", encoding: .utf8) == "{}")
    let dropped = try StreamingFile(path: folder.path + "/dropped.json")
    try dropped.write("{")
    dropped.abandon()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["done.json"])
  }

  @Test("a folder listing is sorted, hides dotfiles, and classifies links without leaving the root")
  func listing() throws {
    let outside = try makeTree(["secret.txt": "s"])
    let root = try makeTree(["b.txt": "b", "a/x.txt": "x", ".hidden": "h"])
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: root.path + "/in", withDestinationPath: root.path + "/b.txt")
    try manager.createSymbolicLink(
      atPath: root.path + "/out", withDestinationPath: outside.path + "/secret.txt")
    try manager.createSymbolicLink(atPath: root.path + "/up", withDestinationPath: "..")
    try manager.createSymbolicLink(
      atPath: root.path + "/gone", withDestinationPath: root.path + "/nothing")
    let entries = try SafeDirectory.entries(of: root.path, within: root.path)
    #expect(entries.map(\.name) == ["a", "b.txt", "gone", "in", "out", "up"])
    #expect(
      entries.map(\.kind) == [.directory, .file, .brokenLink, .file, .linkOutside, .linkOutside])
  }
}
