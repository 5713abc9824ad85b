import Foundation
import GraderTestSupport
import Testing

@testable import GraderKit

/// An output folder takes a run's files all at once, or not at all.
@Suite("An output folder's swap")
struct OutputFolderTests {
  /// A run into `out` that writes `files` (name and text), swapped in
  /// and completed when `complete`, or else left swapped in to be undone.
  private func run(
    _ out: String, _ files: [(String, String)], complete: Bool = true
  ) throws -> (OutputFolder, OutputFolder.Swap) {
    let folder = try OutputFolder(path: out, option: "--out", classRoot: nil)
    for (name, text) in files {
      let path = folder.staging + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
    let swap = try folder.swapIn(FileList(fixed: files.map(\.0)), warn: { _ in })
    if complete {
      try swap.complete()
      folder.release()
    }
    return (folder, swap)
  }

  private func text(_ path: String) -> String? {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("a swap undone puts every old file back, removes the new ones, and the manifest")
  func undo() throws {
    let out = try temporaryDirectory().path + "/out"
    _ = try run(out, [("a.txt", "old a"), ("sub/b.txt", "old b")])
    let manifest = text(out + "/.grader-manifest")
    let (folder, swap) = try run(
      out,
      [("a.txt", "new a"), ("sub/b.txt", "new b"), ("c.txt", "new c"), ("made/d.txt", "new d")],
      complete: false)
    #expect(text(out + "/a.txt") == "new a")
    #expect(text(out + "/c.txt") == "new c")
    swap.undo()
    folder.abandon()
    folder.release()
    #expect(text(out + "/a.txt") == "old a")
    #expect(text(out + "/sub/b.txt") == "old b")
    #expect(text(out + "/c.txt") == nil)
    // A folder the swap made is gone again.
    #expect(!FileManager.default.fileExists(atPath: out + "/made"))
    #expect(text(out + "/.grader-manifest") == manifest)
    // The next run finds the folder as the first left it.
    _ = try run(out, [("a.txt", "third")])
    #expect(text(out + "/a.txt") == "third")
    #expect(text(out + "/sub/b.txt") == nil)
  }

  @Test("a file kept aside comes back on undo, and is dropped once the swap completes")
  func keepingOld() throws {
    let folder = try temporaryDirectory().path
    let path = folder + "/report.txt"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    let undone = OutputFolder.keepingOld(path)
    try Data("new".utf8).write(to: URL(fileURLWithPath: path))
    undone.undo()
    #expect(text(path) == "old")
    let kept = OutputFolder.keepingOld(path)
    try Data("new".utf8).write(to: URL(fileURLWithPath: path))
    try kept.complete()
    #expect(text(path) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.txt"])
    // Where there was no file, undo removes the new one.
    let fresh = OutputFolder.keepingOld(folder + "/fresh.txt")
    try Data("new".utf8).write(to: URL(fileURLWithPath: folder + "/fresh.txt"))
    fresh.undo()
    #expect(text(folder + "/fresh.txt") == nil)
  }

  @Test("a folder new to the output moves in whole, and what it held before is no leftover")
  func folderMovedWhole() throws {
    let out = try temporaryDirectory().path + "/out"
    _ = try run(out, [("reports/ada.txt", "old ada"), ("reports/ben.txt", "old ben")])
    // The instructor removes the reports; the next run writes ada's again, and chloe's.
    try FileManager.default.removeItem(atPath: out + "/reports")
    _ = try run(out, [("reports/ada.txt", "new ada"), ("reports/chloe.txt", "new chloe")])
    #expect(text(out + "/reports/ada.txt") == "new ada")
    #expect(text(out + "/reports/chloe.txt") == "new chloe")
    #expect(text(out + "/reports/ben.txt") == nil)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out + "/reports").sorted() == [
        "ada.txt", "chloe.txt",
      ])
    // The manifest knows them as the run's own: the next run replaces them.
    _ = try run(out, [("reports/ada.txt", "third ada")])
    #expect(text(out + "/reports/ada.txt") == "third ada")
    #expect(text(out + "/reports/chloe.txt") == nil)
  }

  @Test("a swap stopped by a link after a folder moved in whole leaves the output as it was")
  func stoppedAfterFolderMoved() throws {
    let out = try temporaryDirectory().path + "/out"
    _ = try run(out, [("gradebook.csv", "old")])
    let manifest = text(out + "/.grader-manifest")
    let elsewhere = try temporaryDirectory().path
    #expect(symlink(elsewhere, out + "/zz") == 0)
    #expect(throws: FileLoader.Failure.self) {
      _ = try run(out, [("gradebook.csv", "new"), ("aa/x.txt", "x"), ("zz/y.txt", "y")])
    }
    #expect(text(out + "/gradebook.csv") == "old")
    #expect(!FileManager.default.fileExists(atPath: out + "/aa"))
    #expect(text(out + "/.grader-manifest") == manifest)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
  }

  @Test("a swap that cannot make a folder after one moved in whole leaves the output as it was")
  func folderNotMadeAfterFolderMoved() throws {
    let out = try temporaryDirectory().path + "/out"
    _ = try run(out, [("gradebook.csv", "old")])
    let manifest = text(out + "/.grader-manifest")
    // A file where the run needs a folder: not a link, and no folder can be made there.
    try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/zz"))
    #expect(throws: FileLoader.Failure.self) {
      _ = try run(out, [("gradebook.csv", "new"), ("aa/x.txt", "x"), ("zz/y.txt", "y")])
    }
    #expect(text(out + "/gradebook.csv") == "old")
    #expect(!FileManager.default.fileExists(atPath: out + "/aa"))
    #expect(text(out + "/zz") == "mine")
    #expect(text(out + "/.grader-manifest") == manifest)
  }
}
