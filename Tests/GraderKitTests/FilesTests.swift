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

  @Test("a folder named as another is, in other bytes, is another folder: its files lie outside")
  func equivalentNames() throws {
    // One name written with a precomposed í, the other with an i and a combining accent.
    let folder = try makeTree([
      "mar\u{ED}a/01-lesson/file.tree": "VictimView\n", "mari\u{301}a/01-lesson/.keep": "",
    ])
    let victim = folder.path + "/mar\u{ED}a"
    let attacker = folder.path + "/mari\u{301}a"
    // A file system that treats the two names as one (as Apple's does) holds one folder.
    var (first, second) = (stat(), stat())
    guard stat(victim, &first) == 0, stat(attacker, &second) == 0, first.st_ino != second.st_ino
    else { return }
    try FileManager.default.createSymbolicLink(
      atPath: attacker + "/01-lesson/link.tree",
      withDestinationPath: victim + "/01-lesson/file.tree")
    let real = try #require(SafeDirectory.resolved(attacker))
    #expect(!SafeDirectory.lies(try #require(SafeDirectory.resolved(victim)), in: real))
    let entries = try SafeDirectory.entries(of: attacker + "/01-lesson", within: attacker)
    #expect(entries.map(\.kind) == [.linkOutside])
    #expect(throws: FileLoader.Failure.self) {
      try FileLoader.bytes(at: attacker + "/01-lesson/link.tree", confinedTo: real)
    }
  }

  @Test(
    "a file read through its open folder: a link followed only inside the root, even one put in its place after the listing"
  )
  func readThroughOpenFolder() throws {
    let outside = try makeTree(["secret.tree": "Secret\n"])
    let root = try makeTree(["lesson/a.tree": "A\n", "lesson/b.tree": "B\n", "other/c.tree": "C\n"])
    defer {
      try? FileManager.default.removeItem(at: outside)
      try? FileManager.default.removeItem(at: root)
    }
    let manager = FileManager.default
    let lesson = root.path + "/lesson"
    try manager.createSymbolicLink(
      atPath: lesson + "/in.tree", withDestinationPath: root.path + "/other/c.tree")
    let real = try #require(SafeDirectory.resolved(root.path))
    let listed = try SafeDirectory.openedEntries(of: lesson, within: root.path)
    #expect(listed.entries.map(\.name) == ["a.tree", "b.tree", "in.tree"])
    func read(_ name: String) throws(FileLoader.Failure) -> String {
      let bytes = try FileLoader.bytes(
        named: name, in: listed.folder, path: lesson + "/" + name, confinedTo: real)
      return String(decoding: bytes, as: UTF8.self)
    }
    #expect(try read("a.tree") == "A\n")
    #expect(try read("in.tree") == "C\n")
    // Swapped for a link out once listed: not followed.
    try manager.removeItem(atPath: lesson + "/b.tree")
    try manager.createSymbolicLink(
      atPath: lesson + "/b.tree", withDestinationPath: outside.path + "/secret.tree")
    #expect(
      throws: FileLoader.Failure(path: lesson + "/b.tree", reason: SafeDirectory.outsideReason)
    ) {
      try read("b.tree")
    }
    // Beneath a folder, one step at a time: a link anywhere on the way is not followed.
    let top = try #require(OpenFolder(root.path, inside: real))
    let through = top.openFile(beneath: ["other", "c.tree"])
    if case .success(let descriptor) = through {
      close(descriptor)
    } else {
      Issue.record("\(through)")
    }
    try manager.createSymbolicLink(atPath: root.path + "/hop", withDestinationPath: "other")
    guard case .failure(let error) = top.openFile(beneath: ["hop", "c.tree"]) else {
      Issue.record("a link on the way was followed")
      return
    }
    #expect(error.code == ELOOP)
    // The folder's path swapped for a link out: its files are still the listed folder's.
    try manager.moveItem(atPath: lesson, toPath: root.path + "/moved")
    try manager.createSymbolicLink(atPath: lesson, withDestinationPath: outside.path)
    #expect(try read("a.tree") == "A\n")
    #expect(throws: FileLoader.Failure(path: lesson + "/gone.tree", reason: "no such file")) {
      try read("gone.tree")
    }
  }

  @Test("a folder listed through its open parent: a link followed only inside the root")
  func folderThroughOpenParent() throws {
    let outside = try makeTree(["lesson/secret.tree": "Secret\n"])
    let root = try makeTree(["lesson/a.tree": "A\n", "kept/b.tree": "B\n"])
    defer {
      try? FileManager.default.removeItem(at: outside)
      try? FileManager.default.removeItem(at: root)
    }
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: root.path + "/in", withDestinationPath: "kept")
    let parent = try SafeDirectory.openedEntries(of: root.path, within: root.path)
    func names(_ name: String) throws(FileLoader.Failure) -> [String] {
      try SafeDirectory.openedEntries(
        of: root.path + "/" + name, within: root.path, in: (parent.folder, name)
      ).entries.map(\.name)
    }
    #expect(try names("lesson") == ["a.tree"])
    #expect(try names("in") == ["b.tree"])
    // Swapped for a link out once its parent was listed: not followed.
    try manager.removeItem(atPath: root.path + "/lesson")
    try manager.createSymbolicLink(
      atPath: root.path + "/lesson", withDestinationPath: outside.path + "/lesson")
    #expect(
      throws: FileLoader.Failure(path: root.path + "/lesson", reason: SafeDirectory.outsideReason)
    ) { try names("lesson") }
    // A name is one entry: a slash in it leads nowhere further.
    try manager.createSymbolicLink(
      atPath: root.path + "/kept/up", withDestinationPath: outside.path)
    #expect(parent.folder.folder("kept/up") == nil)
    #expect(parent.folder.folder("..") == nil)
  }

  @Test(
    "a name that is not UTF-8 is listed with its bad bytes escaped, as an entry to rename, and a FIFO as other"
  )
  func unreadableNames() throws {
    let root = try makeTree(["ok.tree": "A\n"])
    // Two names that differ only in their bad bytes stay two names.
    for byte: UInt8 in [0xFF, 0xFE] {
      let raw = Array(root.path.utf8) + Array("/bad".utf8) + [byte] + Array("é.tree".utf8) + [0]
      let made = raw.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: raw.count) {
          creat($0, 0o644)
        }
      }
      #expect(made >= 0)
      close(made)
    }
    #expect(mkfifo(root.path + "/pipe", 0o644) == 0)
    let entries = try SafeDirectory.entries(of: root.path, within: root.path)
    #expect(entries.map(\.name) == ["bad\\xFEé.tree", "bad\\xFFé.tree", "ok.tree", "pipe"])
    #expect(entries.map(\.kind) == [.unreadableName, .unreadableName, .file, .other])
  }

  @Test(
    "escaped names: overlong forms, surrogates, truncated characters and stray continuation bytes",
    arguments: [
      ([0x61, 0xC0, 0xAF], "a\\xC0\\xAF"), ([0xED, 0xA0, 0x80], "\\xED\\xA0\\x80"),
      ([0xE2, 0x82], "\\xE2\\x82"), ([0x80, 0x41], "\\x80A"),
      ([0xF0, 0x9F, 0x98, 0x80, 0xFF], "😀\\xFF"),
      ([0xF4, 0x90, 0x80, 0x80], "\\xF4\\x90\\x80\\x80"),
    ] as [([UInt8], String)])
  func escapedNames(bytes: [UInt8], name: String) {
    #expect(SafeDirectory.escapedName(bytes) == name)
  }
}

@Suite("Temporary names")
struct TemporaryNameTests {
  @Test("a temporary name sits beside its file or folder, under a random version 4 UUID")
  func beside() throws {
    let pid = ProcessInfo.processInfo.processIdentifier
    for (path, prefix) in [
      ("out/r.json", "out/.r.json.\(pid)-"), ("r.json", ".r.json.\(pid)-"),
      ("/tmp/pages//", "/tmp/.pages.\(pid)-"), ("/f", "/.f.\(pid)-"),
    ] {
      let name = TemporaryName.beside(path)
      #expect(name.hasPrefix(prefix) && name.hasSuffix(".tmp"), "\(path) gave \(name)")
      let identifier = String(name.dropFirst(prefix.count).dropLast(4))
      let uuid = try #require(UUID(uuidString: identifier))
      #expect(uuid.uuidString == identifier)
      #expect(Array(identifier)[14] == "4")
      #expect("89AB".contains(Array(identifier)[19]))
    }
    #expect(TemporaryName.beside("a") != TemporaryName.beside("a"))
  }
}

@Suite("Student file names")
struct StudentFileNameTests {
  @Test(
    "characters that NTFS or an artifact upload refuses are written %HH, and names stay apart",
    arguments: [
      ("ada", "ada"), ("a:b", "a%3Ab"), ("50%", "50%25"), ("a%3Ab", "a%253Ab"),
      ("x\ny\r", "x%0Ay%0D"), ("<q|*?>\"\\", "%3Cq%7C%2A%3F%3E%22%5C"), ("é😀", "é😀"),
      ("c1\u{85}", "c1%C2%85"), ("evil\u{202E}gnp.exe", "evil%E2%80%AEgnp.exe"),
      ("line\u{2028}sep", "line%E2%80%A8sep"), ("lrm\u{200E}", "lrm%E2%80%8E"),
    ])
  func portable(name: String, file: String) {
    #expect(StudentFileName.of(name) == file)
    // A URL decoder reads the name back.
    #expect(file.removingPercentEncoding == name || file.utf8.count > 200)
  }

  @Test("a name too long for a file keeps its start and a fingerprint of the whole")
  func long() {
    let long = String(repeating: "a:", count: 200)
    let file = StudentFileName.of(long)
    #expect(file.utf8.count <= 240)
    #expect(file.hasPrefix("a%3Aa%3A"))
    #expect(file != StudentFileName.of(long + "b"))
  }
}
