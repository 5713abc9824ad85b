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

  @Test(
    "a name that is not UTF-8 is listed with U+FFFD, as an entry to rename, and a FIFO as other")
  func unreadableNames() throws {
    let root = try makeTree(["ok.tree": "A\n"])
    let bad = Array(root.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".tree".utf8)
    let raw = bad + [0]
    let made = raw.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: raw.count) {
        creat($0, 0o644)
      }
    }
    #expect(made >= 0)
    close(made)
    #expect(mkfifo(root.path + "/pipe", 0o644) == 0)
    let entries = try SafeDirectory.entries(of: root.path, within: root.path)
    #expect(entries.map(\.name) == ["bad\u{FFFD}.tree", "ok.tree", "pipe"])
    #expect(entries.map(\.kind) == [.unreadableName, .file, .other])
  }
}
