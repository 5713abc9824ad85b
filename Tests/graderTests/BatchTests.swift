import Foundation
import GraderTestSupport
import Testing

/// A class folder with good, broken and hostile students, beside a secret outside it.
func makeClass() throws -> URL {
  let sample = runCourse.appendingPathComponent(
    "Submissions")
  let folder = try makeTree([
    "outside/secret.tree": "key textScale environment\nReaderScreen\n",
    "class/carol/Submissions/04-environment-values/reader-deep-in-the-tree.tree":
      "key textScale environment\nkey colorScheme environment\nReaderScreen\n  ArticleView\n    ParagraphView reads textScale\n    CaptionView reads textScale\n  SidebarView reads colorScheme\n",
    "class/dave/04-environment-values/object-in-the-environment.tree": "",
    "class/README.md": "not a student",
  ])
  let manager = FileManager.default
  let root = folder.appendingPathComponent("class")
  try manager.copyItem(at: sample, to: root.appendingPathComponent("alice"))
  try manager.createDirectory(
    at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
  try manager.createSymbolicLink(
    at: root.appendingPathComponent("mallory"),
    withDestinationURL: folder.appendingPathComponent("outside"))
  let dave = root.appendingPathComponent("dave/04-environment-values")
  try manager.createSymbolicLink(
    at: dave.appendingPathComponent("reader-deep-in-the-tree.tree"),
    withDestinationURL: folder.appendingPathComponent("outside/secret.tree"))
  var garbage = Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
  garbage[10] = 0
  try garbage.write(to: dave.appendingPathComponent("override-as-two-keys.tree"))
  try Data(repeating: 0x41, count: 2 << 20).write(
    to: dave.appendingPathComponent("cart-object-in-the-environment.tree"))
  var deep = root.appendingPathComponent("dave")
  for level in 0..<60 { deep.appendPathComponent("d\(level)") }
  try manager.createDirectory(at: deep, withIntermediateDirectories: true)
  return folder
}

@Suite("grader batch and merge")
struct BatchTests {
  let lessons = runCourse.appendingPathComponent(
    "Lessons"
  ).path

  @Test(
    "the same class gives the same bytes however its folder is typed: relative, with ./ and a final /, as ., or absolute"
  )
  func classFolderSpelling() throws {
    let folder = try makeTree([:])
    let root = folder.appendingPathComponent("course/class")
    try FileManager.default.createDirectory(
      at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: runCourse.appendingPathComponent("Submissions"),
      to: root.appendingPathComponent("alice"))
    let runs: [(URL, String, String)] = [
      (folder, "course/class", "a"), (folder, "./course//class/", "b"), (root, ".", "c"),
      (folder, root.path, "d"),
    ]
    var outputs: [String] = []
    for (place, spelling, out) in runs {
      let result = try runGrader(
        [
          "batch", "--lessons", lessons, "--out", folder.appendingPathComponent(out).path, spelling,
        ],
        in: place)
      #expect(result.status == 0, "\(result.standardError)")
      outputs.append(
        try String(
          contentsOf: folder.appendingPathComponent(out + "/results.json"), encoding: .utf8))
    }
    #expect(outputs[0].contains("\"submission\":\"class/alice/01-local-state/"))
    #expect(Set(outputs).count == 1)
  }

  @Test("a class with broken and hostile folders is graded whole, and nothing outside is read")
  func hostileClass() throws {
    let folder = try makeClass()
    let result = try runGrader(
      ["batch", "--lessons", lessons, "--out", "out", "class"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let summary = result.standardOutput
    #expect(summary.hasPrefix("Graded 6 students against 32 scenarios (3 could not be graded).\n"))
    #expect(summary.contains("  README.md: is a file, not a student's folder"))
    #expect(summary.contains("  empty: the folder is empty"))
    #expect(
      summary.contains(
        "  mallory: the folder is a link to outside the class folder, which grader does not follow")
    )
    #expect(summary.contains("    1 student: ArticleView reads textScale"))
    let out = folder.appendingPathComponent("out")
    let gradebook = try String(
      contentsOf: out.appendingPathComponent("gradebook.csv"), encoding: .utf8)
    let rows = gradebook.split(separator: "\r\n")
    #expect(rows.count == 7)
    #expect(
      rows.map { $0.split(separator: ",")[0] } == [
        "student", "README.md", "alice", "carol", "dave", "empty", "mallory",
      ])
    #expect(rows[2].contains(",14,16.7,,"))
    #expect(rows[3].contains(",3,3.6,,"))
    let dave = try String(
      contentsOf: out.appendingPathComponent("reports/dave.txt"), encoding: .utf8)
    #expect(
      dave.contains(
        "reader-deep-in-the-tree.tree is a link to outside the folder being graded, which grader does not follow"
      ))
    #expect(dave.contains("object-in-the-environment.tree is empty"))
    #expect(dave.contains("override-as-two-keys.tree has 1 error, so it cannot be graded"))
    #expect(
      dave.contains(
        "override-as-two-keys.tree:1:5: error: file is not valid UTF-8 text (byte 0x83)"))
    #expect(!dave.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(dave.contains("cart-object-in-the-environment.tree is larger than 1 MiB"))
    #expect(!dave.contains("secret"))
    let contents = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(contents == [".grader-manifest", "gradebook.csv", "reports", "results.json"])
    let strict = try runGrader(
      ["batch", "--lessons", lessons, "--out", "out", "--strict", "class"], in: folder)
    #expect(strict.status == 1)
    // The failure says why, where nothing else on standard error does.
    #expect(
      strict.standardError.contains("error: --strict: ")
        && strict.standardError.contains("the outputs are written, and the run fails"))
    // merge's --strict says the same of the students it joins.
    let shard = try runGrader(
      ["batch", "--lessons", lessons, "--out", "part", "--shard", "1/1", "class"], in: folder)
    #expect(shard.status <= 1, "\(shard.standardError)")
    let merged = try runGrader(["merge", "--out", "merged", "--strict", "part"], in: folder)
    #expect(merged.status == 1)
    #expect(
      merged.standardError.contains("error: --strict: ")
        && merged.standardError.contains("the outputs are written, and the run fails"),
      "\(merged.standardError)")
  }

  @Test("in a clone of the course, a lesson folder beside Submissions/ is named, not ignored")
  func besideSubmissions() throws {
    let tree = try String(
      contentsOf: runCourse.appendingPathComponent(
        "Submissions/01-local-state/counter-reads-its-own-state.tree"), encoding: .utf8)
    let folder = try makeTree([
      "class/mixed/01-local-state/counter-reads-its-own-state.tree": tree,
      "class/mixed/Submissions/01-local-state/two-independent-states.tree": tree,
    ])
    let result = try runGrader(["batch", "--lessons", lessons, "--out", "g", "class"], in: folder)
    #expect(result.status == 0)
    let report = try String(contentsOfFile: folder.path + "/g/reports/mixed.txt", encoding: .utf8)
    #expect(
      report.contains(
        "class/mixed/01-local-state (beside Submissions/, which is what is graded: move it in)"))
  }

  @Test("a manifest edited to name a path through a link removes nothing outside the folder")
  func manifestThroughLink() throws {
    let folder = try makeTree(["outside/notes.txt": "SECRET\n"])
    _ = try makeCopies(2, in: folder)
    #expect(
      try runGrader(["batch", "--lessons", lessons, "--out", "g", "class"], in: folder).status == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/g/lnk", withDestinationPath: "../outside")
    let manifest = folder.path + "/g/.grader-manifest"
    try (try String(contentsOfFile: manifest, encoding: .utf8) + "lnk/notes.txt\n").write(
      toFile: manifest, atomically: true, encoding: .utf8)
    #expect(
      try runGrader(["batch", "--lessons", lessons, "--out", "g", "class"], in: folder).status == 0)
    #expect(
      try String(contentsOfFile: folder.path + "/outside/notes.txt", encoding: .utf8) == "SECRET\n")
  }

  @Test("one student's work, or the folder above a class, is said to be no class and not graded")
  func mistakenFolders() throws {
    let folder = try temporaryDirectory()
    _ = try makeCopies(3, in: folder, named: "term/class")
    for (root, says) in [
      ("term/class/s000", "holds lesson folders, not a folder per student"),
      ("term", "holds one folder, class, whose folders each hold lessons"),
    ] {
      let result = try runGrader(["batch", "--lessons", lessons, "--out", "g", root], in: folder)
      #expect(result.status == 1)
      #expect(
        result.standardError.contains("grader: error: \(root): \(says)"), "\(result.standardError)")
      #expect(!FileManager.default.fileExists(atPath: folder.path + "/g"))
    }
    let graded = try runGrader(
      ["batch", "--lessons", lessons, "--out", "g", "term/class"], in: folder)
    #expect(graded.status == 0, "\(graded.standardError)")
  }

  @Test("an empty class folder, as a failed checkout leaves, is an error and writes nothing")
  func emptyClass() throws {
    let folder = try makeTree(["class/.keep": ""])
    let result = try runGrader(["batch", "--lessons", lessons, "--out", "g", "class"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains(
        "grader: error: class: holds no student's folder, so nothing was graded"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/g"))
  }

  @Test("a report is never written over a link, a pipe or a device, which stay as they were")
  func specialFiles() throws {
    let folder = try temporaryDirectory()
    _ = try makeCopies(1, in: folder)
    let pipe = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(pipe, 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("out.json").path, withDestinationPath: "/dev/null")
    for (name, kind) in [("pipe", "a device, a pipe or a socket"), ("out.json", "a link")] {
      let result = try runGrader(
        ["batch", "--lessons", lessons, "--out", "g", "--report", "json=\(name)", "class"],
        in: folder)
      #expect(result.status == 1)
      #expect(
        result.standardError.contains("\(name): is \(kind), not a regular file"),
        "\(result.standardError)")
    }
    let attributes = try FileManager.default.attributesOfItem(atPath: pipe)
    #expect(attributes[.type] as? FileAttributeType != .typeRegular)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(
        atPath: folder.appendingPathComponent("out.json").path) == "/dev/null")
  }

  @Test("a report file never replaces a user's file without keeping it, nor lands in the class")
  func userFiles() throws {
    let folder = try temporaryDirectory()
    _ = try makeCopies(2, in: folder)
    for name in ["junit.xml", "class.html"] {
      try "precious\n".write(
        to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let first = try runGrader(
      [
        "batch", "--lessons", lessons, "--out", "g", "--report", "junit=junit.xml", "--html",
        "class.html", "class",
      ], in: folder)
    #expect(first.status == 0, "\(first.standardError)")
    for name in ["junit.xml", "class.html"] {
      #expect(
        first.standardError.contains(
          "\(name): warning: not written by grader; moved aside to \(name).grader-backup"))
      #expect(
        try String(contentsOfFile: folder.path + "/\(name).grader-backup", encoding: .utf8)
          == "precious\n")
    }
    // The second run replaces its own reports, and keeps nothing more.
    let second = try runGrader(
      [
        "batch", "--lessons", lessons, "--out", "g", "--report", "junit=junit.xml", "--html",
        "class.html", "class",
      ], in: folder)
    #expect(second.status == 0)
    #expect(!second.standardError.contains("moved aside"), "\(second.standardError)")
    for path in ["class/s000/notes.xml", "g/extra.xml"] {
      let inside = try runGrader(
        ["batch", "--lessons", lessons, "--out", "g", "--report", "junit=\(path)", "class"],
        in: folder)
      #expect(inside.status == 64)
      #expect(inside.standardError.contains("--report junit='\(path)' lies in the"))
    }
    let folderReport = try runGrader(
      ["batch", "--lessons", lessons, "--out", "g", "--report", "gradescope=class/gs", "class"],
      in: folder)
    #expect(folderReport.status == 64)
    #expect(folderReport.standardError.contains("lies in the class folder"))
    // A per-student folder in the output folder takes none of its own names.
    for name in ["results.json", "reports/x", ".grader-staging"] {
      let own = try runGrader(
        ["batch", "--lessons", lessons, "--out", "g", "--report", "gradescope=g/\(name)", "class"],
        in: folder)
      #expect(own.status == 64)
      #expect(
        own.standardError.contains("where the output folder keeps its own")
          || own.standardError.contains("is hidden in the output folder"), "\(name)")
    }
    let itself = try runGrader(
      ["batch", "--lessons", lessons, "--out", "g", "--report", "gradescope=g/", "class"],
      in: folder)
    #expect(itself.status == 64)
    #expect(itself.standardError.contains("is the output folder itself"))
    // Two reports to one place, the --format folder among them, are refused.
    for extra in [
      ["--report", "json=r.json", "--report", "tap=r.json"],
      ["--report", "gradescope=d", "--report", "classroom50=d"],
      ["--format", "classroom50", "--report", "gradescope=g/classroom50"],
      ["--report", "json=p.html", "--html", "p.html"],
    ] {
      let twice = try runGrader(
        ["batch", "--lessons", lessons, "--out", "g"] + extra + ["class"], in: folder)
      #expect(twice.status == 64, "\(extra)")
      #expect(twice.standardError.contains("would write to one place"), "\(extra)")
    }
    // A report file's folder is made, as check makes its own.
    let deep = try runGrader(
      ["batch", "--lessons", lessons, "--out", "g", "--report", "json=new/deep/r.json", "class"],
      in: folder)
    #expect(deep.status == 0, "\(deep.standardError)")
    #expect(FileManager.default.fileExists(atPath: folder.path + "/new/deep/r.json"))
    let output = try runGrader(
      [
        "batch", "--lessons", lessons, "--out", "g", "--format", "json", "--output",
        "class/o.json", "class",
      ], in: folder)
    #expect(output.status == 64)
    #expect(output.standardError.contains("--output 'class/o.json' lies in the class folder"))
    // check keeps a user's file in the place of --output too, even one about
    // grader, and never replaces an earlier backup, file or folder.
    try FileManager.default.createDirectory(
      atPath: folder.path + "/mine.json.grader-backup/thesis", withIntermediateDirectories: true)
    // Writes `text` where the report goes, then checks with --output there.
    func checkOver(_ text: String) throws -> ProcessResult {
      try text.write(
        to: folder.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
      return try runGrader(
        [
          "check", "--lessons", lessons, "--submissions", "class/s000", "--format", "json",
          "--output", "mine.json",
        ], in: folder)
    }
    let earlier = try checkOver("notes on the grader course\n")
    #expect(earlier.standardError.contains("moved aside to mine.json.grader-backup.2"))
    #expect(FileManager.default.fileExists(atPath: folder.path + "/mine.json.grader-backup/thesis"))
    let check = try checkOver("mine\n")
    #expect(check.status == 1)
    #expect(check.standardError.contains("mine.json: warning: not written by grader"))
    #expect(
      try String(contentsOfFile: folder.path + "/mine.json.grader-backup.3", encoding: .utf8)
        == "mine\n")
    #expect(
      try String(contentsOfFile: folder.path + "/mine.json.grader-backup.2", encoding: .utf8)
        == "notes on the grader course\n")
  }

  @Test("folders whose names are not UTF-8 each keep a row and a report of their own")
  func unreadableNames() throws {
    let folder = try temporaryDirectory()
    let root = folder.appendingPathComponent("class")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    // Two names that differ only in a bad byte, and one that spells the escape of another.
    for name in [Array("bad".utf8) + [0xFF], Array("bad".utf8) + [0xFE], Array("bad\\xFF".utf8)] {
      let raw = Array(root.path.utf8) + [0x2F] + name + [0]
      let made = raw.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: raw.count) {
          mkdir($0, 0o755)
        }
      }
      #expect(made == 0)
    }
    let result = try runGrader(
      ["batch", "--lessons", lessons, "--out", "grades", "class"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let rows = try String(contentsOfFile: folder.path + "/grades/gradebook.csv", encoding: .utf8)
      .split(separator: "\r\n").dropFirst().map { $0.split(separator: ",").first ?? "" }
    #expect(rows == ["bad\\xFE", "bad\\xFF", "bad\\xFF (2)"])
    let reports = try FileManager.default.contentsOfDirectory(
      atPath: folder.path + "/grades/reports")
    #expect(reports.count == 3)

    // One name written two ways, beside a folder that holds the first name the grader would give.
    let other = try temporaryDirectory()
    for name in ["caf\u{E9}", "cafe\u{301}", "caf\u{E9} (2)"] {
      try FileManager.default.createDirectory(
        at: other.appendingPathComponent("class").appendingPathComponent(name),
        withIntermediateDirectories: true)
    }
    let twice = try runGrader(
      ["batch", "--lessons", lessons, "--out", "grades", "class"], in: other)
    #expect(twice.status == 0, "\(twice.standardError)")
    let names = try String(contentsOfFile: other.path + "/grades/gradebook.csv", encoding: .utf8)
      .split(separator: "\r\n").dropFirst().map { String($0.split(separator: ",").first ?? "") }
    #expect(names.count == 3)
    #expect(Set(names).count == 3)
    #expect(names.contains("caf\u{E9} (3)") || names.contains("cafe\u{301} (3)"), "\(names)")

    // File names that meet: case only, and a long name's shortened form spelled out.
    let third = try temporaryDirectory()
    let long = "s" + String(repeating: "x", count: 249)
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in long.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let spelled = String(long.prefix(200)) + "-" + String(hash, radix: 16)
    for name in ["Ada", "ada", long, spelled] {
      try FileManager.default.copyItem(
        at: runCourse.appendingPathComponent(
          "Submissions"),
        to: third.appendingPathComponent("class").appendingPathComponent(name))
    }
    let met = try runGrader(["batch", "--lessons", lessons, "--out", "grades", "class"], in: third)
    #expect(met.status == 0, "\(met.standardError)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: third.path + "/grades/reports")
    #expect(files.count == 4)
    #expect(Set(files.map { $0.lowercased() }).count == 4)
    #expect(files.contains("ada (2).txt"))
  }

  @Test("the output is the same on every run, and shards merge into exactly an unsharded run")
  func shardsMerge() throws {
    let folder = try makeClass()
    let full = try runGrader(
      ["batch", "--lessons", lessons, "--out", "full", "--jobs", "3", "class"], in: folder)
    let again = try runGrader(
      ["batch", "--lessons", lessons, "--out", "again", "--jobs", "1", "class"], in: folder)
    #expect(full.standardOutput == again.standardOutput)
    for shard in 1...3 {
      let part = try runGrader(
        ["batch", "--lessons", lessons, "--out", "part\(shard)", "--shard", "\(shard)/3", "class"],
        in: folder)
      #expect(part.status <= 1)
    }
    // merge holds its reports to the same places batch does.
    let clash = try runGrader(
      [
        "merge", "--out", "m", "--report", "classroom50=m/results.json", "part1", "part2",
        "part3",
      ], in: folder)
    #expect(clash.status == 64)
    #expect(clash.standardError.contains("where the output folder keeps its own results.json"))
    let merged = try runGrader(["merge", "--out", "merged", "part1", "part2", "part3"], in: folder)
    #expect(merged.standardOutput == full.standardOutput)
    #expect(merged.status == full.status)
    for name in ["gradebook.csv", "results.json", "reports/alice.txt", "reports/mallory.txt"] {
      let one = try Data(contentsOf: folder.appendingPathComponent("full/\(name)"))
      #expect(
        one == (try Data(contentsOf: folder.appendingPathComponent("merged/\(name)"))), "\(name)")
      #expect(
        one == (try Data(contentsOf: folder.appendingPathComponent("again/\(name)"))), "\(name)")
    }
  }

  @Test("merge refuses shards graded against different lessons, or that repeat a student")
  func mergeRefuses() throws {
    let folder = try makeClass()
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "a", "class"], in: folder)
    let twice = try runGrader(["merge", "--out", "m", "a", "a"], in: folder)
    #expect(twice.status == 1)
    #expect(
      twice.standardError
        == "grader: error: m: not written: a repeats the student 'README.md' of a\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/m"))
    let missing = try runGrader(["merge", "--out", "m", "nowhere"], in: folder)
    #expect(missing.status == 1)
    #expect(missing.standardError.contains("nowhere/results.json: no such file"))
  }

  @Test("formats for a class: JUnit and TAP on stdout, Gradescope files per student")
  func formats() throws {
    let folder = try makeClass()
    let tap = try runGrader(
      ["batch", "--lessons", lessons, "--out", "o", "--format", "tap", "class"], in: folder)
    // The plan comes last: a student with nothing graded is one test point.
    #expect(tap.standardOutput.hasPrefix("TAP version 14\n# grader 0.4.0, lessons "))
    #expect(tap.standardOutput.hasSuffix("\n1..99\n"))
    let gradescope = try runGrader(
      ["batch", "--lessons", lessons, "--out", "g", "--format", "gradescope", "class"], in: folder)
    #expect(gradescope.standardOutput.hasPrefix("Graded 6 students"))
    let alice = try String(
      contentsOfFile: folder.path + "/g/gradescope/alice.json", encoding: .utf8)
    // Students read Gradescope: their own rows, no expected row, no reference.
    #expect(alice.contains("differs from the answer:"))
    #expect(!alice.contains("  expected  "))
    #expect(!alice.contains("reference"))
    let full = try runGrader(
      [
        "batch", "--lessons", lessons, "--out", "g2", "--format", "gradescope", "--answers",
        "full", "class",
      ], in: folder)
    #expect(full.status == 0)
    #expect(
      try String(contentsOfFile: folder.path + "/g2/gradescope/alice.json", encoding: .utf8)
        .contains("  expected  "))
    let junit = try runGrader(
      [
        "batch", "--lessons", lessons, "--out", "j", "--format", "junit", "--output", "junit.xml",
        "class",
      ], in: folder)
    #expect(junit.standardOutput.hasPrefix("Graded 6 students"))
    #expect(
      try String(contentsOfFile: folder.path + "/junit.xml", encoding: .utf8).contains(
        "<testsuite name=\"alice/01-local-state\""))
  }

  @Test("an output that is a file, or holds files grader did not write, is refused")
  func unusableOutput() throws {
    let folder = try makeClass()
    try Data("x".utf8).write(to: folder.appendingPathComponent("taken"))
    let result = try runGrader(
      ["batch", "--lessons", lessons, "--out", "taken", "class"], in: folder)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("grader: error: --out 'taken' is not a folder\n"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out/gradebook.csv"), withIntermediateDirectories: true)
    let blocked = try runGrader(
      ["batch", "--lessons", lessons, "--out", "out", "class"], in: folder)
    #expect(blocked.status == 64)
    #expect(blocked.standardError.contains("holds files that grader did not write (gradebook.csv)"))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")
    #expect(left == ["gradebook.csv"])
  }

  @Test(
    "wrong batch command lines exit 64",
    arguments: [
      ["batch"], ["batch", "--shard", "3/2", "class"], ["batch", "--jobs", "0", "class"], ["merge"],
      ["check", "--report", "pdf=x"], ["check", "--format", "html"],
    ])
  func usage(arguments: [String]) throws {
    let result = try runGrader(arguments)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("grader: error: "))
  }
}

@Suite("grader check formats and GitHub Actions")
struct CheckFormatTests {
  @Test("--output writes a format to a file while the text report goes to the terminal")
  func output() throws {
    let folder = try temporaryDirectory()
    let path = folder.appendingPathComponent("report.xml").path
    let result = try runGrader([
      "check", "--format", "junit", "--output", path, "--report", "tap=\(folder.path)/r.tap",
    ])
    #expect(result.status == 1)
    #expect(result.standardOutput.hasPrefix("Local state (01-local-state)"))
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<?xml"))
    #expect(
      try String(contentsOfFile: folder.path + "/r.tap", encoding: .utf8).hasPrefix(
        "TAP version 14\n1..32\n"))
  }

  @Test("lessons that are not the pinned ones: red, with an annotation and a summary that say why")
  func pinnedInActions() throws {
    let course = try courseCopy()
    let summary = course.appendingPathComponent("summary.md")
    let result = try runGrader(
      ["check", "--lessons-digest", String(repeating: "a", count: 64)], in: course,
      environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    #expect(result.status == 2)
    #expect(
      result.standardOutput.contains(
        "::error title=grader::The lessons in Lessons are not the ones this course pins."))
    let text = try String(contentsOf: summary, encoding: .utf8)
    #expect(text.hasPrefix("## grader: could not grade\n"))
  }

  @Test("a run that stays green annotates a file that reads but declares nothing as a warning")
  func encouragingStart() throws {
    let course = try courseCopy()
    let file = course.appendingPathComponent("Submissions/01-local-state/sibling-fields.tree")
    try "# started, nothing written yet\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try runGrader(
      ["check", "01-local-state/sibling-fields", "--succeed-when", "graded"], in: course,
      environment: ["GITHUB_ACTIONS": "true"])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("::warning ") && $0.contains("declares no views") })
    #expect(!lines.contains { $0.hasPrefix("::error ") }, "\(result.standardOutput)")
  }

  @Test("inside GitHub Actions: ten annotations, and a step summary appended")
  func githubActions() throws {
    let folder = try temporaryDirectory()
    let summary = folder.appendingPathComponent("summary.md")
    try Data("earlier step\n".utf8).write(to: summary)
    let result = try runGrader(
      ["check"], environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    let annotations = result.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix("::error ")
    }
    #expect(annotations.count == 10)
    let text = try String(contentsOf: summary, encoding: .utf8)
    #expect(text.hasPrefix("earlier step\n## grader: 14/84 points (16.7%)\n"))
    // Work under a near-miss name is told to be renamed, not started again.
    #expect(
      text.contains(
        "| 03-observation/a-property-nobody-reads | missing | 0/2 | Submissions/03-observation/a-property-nobody-reads.tree not found; your work looks to be Submissions/03-observation/a-property-nobody-read.tree\\: rename it to a-property-nobody-reads.tree |"
      ), "\(text)")
    // And so is it where an LMS shows the grade, which reads the record.
    let gradescope = try runGrader(["check", "--format", "gradescope"])
    #expect(
      gradescope.standardOutput.contains(
        "Submissions/03-observation/a-property-nobody-reads.tree not found; your work looks to be Submissions/03-observation/a-property-nobody-read.tree: rename it to a-property-nobody-reads.tree"
      ), "\(gradescope.standardOutput)")
    #expect(!gradescope.standardOutput.contains("a-property-nobody-reads.tree no submission yet"))
    let page = folder.appendingPathComponent("page.html")
    _ = try runGrader(["check", "--html", page.path])
    let html = try String(contentsOf: page, encoding: .utf8)
    let fix = try #require(html.range(of: "What to fix")).upperBound
    let rename = try #require(html.range(of: "found under another name, <code>")).lowerBound
    let firstFailure = try #require(html.range(of: "<span class=\"verdict v-fail\">")).lowerBound
    #expect(fix < rename && rename < firstFailure, "the rename comes first among the fixes")
    #expect(html.contains(" · 1 found under another name</p>"))
    #expect(
      html.contains(
        "<code>Submissions/03-observation/a-property-nobody-read.tree</code>: rename it to"))
    // Every link within the page, the rename's included, leads somewhere on it.
    func values(after marker: String) -> Set<String> {
      Set(
        html.components(separatedBy: marker).dropFirst().compactMap {
          $0.split(separator: "\"").first.map(String.init)
        })
    }
    let targets = values(after: "href=\"#")
    #expect(
      !targets.isEmpty && targets.isSubset(of: values(after: " id=\"")),
      "\(targets.subtracting(values(after: " id=\"")))")
    let plain = try runGrader(["check"])
    #expect(!plain.standardOutput.contains("::error"))
  }
}

@Suite("Error paths of merge, start and record")
struct MoreErrorTests {
  @Test("merge refuses a file that is not a results file, and shards of other lessons")
  func mergeInputs() throws {
    let folder = try makeTree(["bad/results.json": "{\"not\": 1}", "bad/reports/.keep": ""])
    let garbage = try runGrader(["merge", "--out", "m", "bad"], in: folder)
    #expect(garbage.status == 1)
    #expect(
      garbage.standardError.contains(
        "bad/results.json: is not a results file of grader 0.4.0 (grader/results/v2)"))
    let lessons = runCourse.appendingPathComponent(
      "Lessons"
    ).path
    let other = try makeTree([
      "Lessons/01-a/01-x.scenario": try fixture(
        "Tests/Fixtures/Course/Lessons/01-local-state/01-counter-reads-its-own-state.scenario"),
      "class/ann/.keep": "",
    ])
    _ = try runGrader(["batch", "--lessons", lessons, "--out", "one", "class"], in: other)
    _ = try runGrader(["batch", "--out", "two", "class"], in: other)
    let mixed = try runGrader(["merge", "--out", "m", "one", "two"], in: other)
    #expect(mixed.status == 1)
    #expect(mixed.standardError.hasPrefix("grader: error: two was graded against other lessons"))
  }

  @Test("start names an unknown or ambiguous scenario as a usage error")
  func startScenario() throws {
    let unknown = try runGrader(["start", "reader-deep-in-the-tre"])
    #expect(unknown.status == 64)
    #expect(
      unknown.standardError.hasPrefix(
        "grader: error: no lesson, scenario or submission matches 'reader-deep-in-the-tre'; did you mean '04-environment-values/reader-deep-in-the-tree'?\n"
      ))
    // A lesson starts its first scenario with no work yet, in a copy of the course.
    let course = try courseCopy()
    let lesson = try runGrader(["start", "04"], in: course)
    #expect(lesson.status == 0)
    #expect(
      lesson.standardOutput.hasPrefix(
        "starting the first scenario of 04-environment-values with no work yet:\n  cart-object-in-the-environment\n"
      ))
    let fixtureText = try fixture(
      "Tests/Fixtures/Course/Lessons/01-local-state/01-counter-reads-its-own-state.scenario")
    let folder = try makeTree([
      "Lessons/01-a/01-x.scenario": fixtureText, "Lessons/02-b/01-x.scenario": fixtureText,
    ])
    let ambiguous = try runGrader(["start", "counter-reads-its-own-state"], in: folder)
    #expect(ambiguous.status == 64)
    #expect(
      ambiguous.standardError.hasPrefix(
        "grader: error: 'counter-reads-its-own-state' names 2 scenarios; give LESSON/SCENARIO"))
  }

  @Test("record refuses an unknown path, and leaves a broken fixture as it was")
  func record() throws {
    let broken =
      "title: X\npoints: 1\n--- task\n--- source\n--- script\nchange c k\n--- expected\n--- reference\nA reeds k\n"
    let folder = try makeTree(["Lessons/01-a/01-x.scenario": broken])
    let unknown = try runGrader(["record", "Lessons/02-none"], in: folder)
    #expect(unknown.status == 64)
    let result = try runGrader(["record"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.standardError.contains(
        "Lessons/01-a/01-x.scenario:9:3: error: expected a clause after the view name 'A', found 'reeds'"
      ))
    #expect(
      try String(
        contentsOf: folder.appendingPathComponent("Lessons/01-a/01-x.scenario"), encoding: .utf8)
        == broken)
  }
}
