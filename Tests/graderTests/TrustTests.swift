import Foundation
import GraderTestSupport
import Testing

@Suite("Trust: record, lint, release, pinned lessons and verify")
struct TrustTests {
  @Test("record shows the change and writes nothing without --write")
  func recordReview() throws {
    let root = try courseCopy()
    let path = root.appendingPathComponent(
      "Lessons/01-local-state/01-counter-reads-its-own-state.scenario")
    let before = try String(contentsOf: path, encoding: .utf8)
    try before.replacingOccurrences(of: "  ResetButton\n", with: "  ResetButton reads count\n")
      .write(to: path, atomically: true, encoding: .utf8)
    let edited = try String(contentsOf: path, encoding: .utf8)
    let dry = try runGrader(["record"], in: root)
    #expect(dry.status == 1)
    #expect(
      dry.standardOutput.contains(
        "  - count-changed: count changed | recomputed CounterView local | skipped CounterScreen,ResetButton\n  + count-changed: count changed | recomputed CounterView local, ResetButton off-rule | skipped CounterScreen\n"
      ), "\(dry.standardOutput)")
    #expect(dry.standardOutput.contains("run 'grader record --write'"))
    #expect(try String(contentsOf: path, encoding: .utf8) == edited)
    let wrote = try runGrader(["record", "--write"], in: root)
    #expect(wrote.status == 0)
    #expect(
      wrote.standardOutput.contains(
        "recorded  Lessons/01-local-state/01-counter-reads-its-own-state.scenario"))
    #expect(try String(contentsOf: path, encoding: .utf8).contains("ResetButton off-rule"))
    #expect(try runGrader(["record"], in: root).status == 0)
  }

  @Test("record writes through a link inside the lessons folder, and keeps the link")
  func recordThroughLink() throws {
    let root = try courseCopy()
    let lessons = root.appendingPathComponent("Lessons/01-local-state")
    let real = lessons.appendingPathComponent("01-counter-reads-its-own-state.scenario")
    let text = try String(contentsOf: real, encoding: .utf8)
    try text.replacingOccurrences(of: "  ResetButton\n", with: "  ResetButton reads count\n")
      .write(to: real, atomically: true, encoding: .utf8)
    let shelf = root.appendingPathComponent("Lessons/06-shelf")
    try FileManager.default.createDirectory(at: shelf, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: real, to: shelf.appendingPathComponent("counter.scenario.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: real.path, withDestinationPath: "../06-shelf/counter.scenario.txt")
    let result = try runGrader(["record", "--write", "Lessons/01-local-state"], in: root)
    #expect(result.status == 0, "\(result.standardError)")
    let attributes = try FileManager.default.attributesOfItem(atPath: real.path)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(
      try String(contentsOf: shelf.appendingPathComponent("counter.scenario.txt"), encoding: .utf8)
        .contains("ResetButton off-rule"))
  }

  @Test("lint passes the shipped lessons, and fails a planted weak scenario with exit 1")
  func lint() throws {
    let shipped = try runGrader(["lint"])
    #expect(shipped.status == 0, "\(shipped.standardOutput)")
    #expect(
      shipped.standardOutput.hasSuffix(
        "Lint: 32 of 32 scenarios pass at a strength of 100% or more (caught or accepted).\n"))
    let root = try courseCopy()
    let path = root.appendingPathComponent(
      "Lessons/04-environment-values/01-reader-deep-in-the-tree.scenario")
    let text = try String(contentsOf: path, encoding: .utf8)
    try text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0 != "shape: graded" }.joined(separator: "\n")
      .write(to: path, atomically: true, encoding: .utf8)
    let weak = try runGrader(["lint", "--color", "never", "04-environment-values"], in: root)
    #expect(weak.status == 1)
    #expect(
      weak.standardOutput.contains(
        "error: moving SidebarView under ArticleView is not caught: no change tells SidebarView's parent apart"
      ))
    #expect(weak.standardOutput.contains("fail  04-environment-values/reader-deep-in-the-tree"))
    let lowered = try runGrader(
      ["lint", "--min-strength", "50", "04-environment-values"], in: root)
    #expect(lowered.status == 0)
    #expect(try runGrader(["lint", "--min-strength", "150"], in: root).status == 64)
  }

  @Test("release lints the course and refuses one that fails, writing nothing")
  func releaseLints() throws {
    let root = try courseCopy()
    let fixture = root.appendingPathComponent(
      "Lessons/04-environment-values/01-reader-deep-in-the-tree.scenario")
    try edit(fixture, replacing: "shape: graded\n", with: "")
    let out = try temporaryDirectory().appendingPathComponent("release")
    let lessons = root.appendingPathComponent("Lessons").path
    let weak = try runGrader([
      "release", "--course", packageRoot.path, "--out", out.path, "--lessons", lessons,
    ])
    #expect(weak.status == 1)
    #expect(weak.standardOutput.isEmpty)
    #expect(
      weak.standardError.contains(
        "grader: error: the lessons fail lint, so nothing was released:\n  04-environment-values/reader-deep-in-the-tree: moving "
      ), "\(weak.standardError)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
    // Accepting everything is no way round it.
    try edit(fixture, replacing: "points: ", with: "accept: *: fine\npoints: ")
    let blanket = try runGrader([
      "release", "--course", packageRoot.path, "--out", out.path, "--lessons", lessons,
    ])
    #expect(blanket.status == 2)
    #expect(
      blanket.standardError.contains(
        "error: 'accept: *' does not say which perturbation it accepts"),
      "\(blanket.standardError)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test(
    "releases of both kinds grade the sample work as the full lessons do; only a full one explains")
  func release() throws {
    let full = try runGrader(["check", "--format", "json"])
    #expect(full.status == 1)
    let expected = try grades(full.standardOutput)
    #expect(expected.count == 32)
    for answers in ["full", "digest"] {
      let out = try temporaryDirectory().appendingPathComponent("release")
      let made = try runGrader([
        "release", "--course", packageRoot.path, "--out", out.path, "--answers", answers,
      ])
      #expect(made.status == 0, "\(made.standardError)")
      #expect(made.standardOutput.contains("released 32 scenarios of 7 lessons"))
      let lessons = out.appendingPathComponent("Lessons")
      let files =
        FileManager.default.enumerator(atPath: lessons.path)?.allObjects as? [String] ?? []
      #expect(files.filter { $0.hasSuffix(".scenario") }.count == 32)
      for file in files where file.hasSuffix(".scenario") {
        let text = try String(contentsOf: lessons.appendingPathComponent(file), encoding: .utf8)
        #expect(text.contains("--- reference") == (answers == "full"))
        #expect(text.contains("--- why") == (answers == "full"))
        #expect(!text.contains("\naccept:"))
      }
      #expect(
        FileManager.default.fileExists(atPath: out.appendingPathComponent("Package.swift").path))
      let workflow = try String(
        contentsOf: out.appendingPathComponent(".github/workflows/grade.yml"), encoding: .utf8)
      #expect(workflow.contains("grader check --lessons-digest "))
      // The students' README says what their copy holds, and what grades.
      let readme = try String(
        contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
      #expect(readme.contains("`Submissions/` starts with an empty folder per lesson"))
      #expect(readme.contains("What counts for your grade is what your instructor grades"))
      #expect(
        readme.contains(
          answers == "digest" ? "keeps the expected rows only as digests" : "explains every failing"
        ))
      // The students' documents are shipped as they are.
      for document in ["Documentation/Students.md", "Documentation/Model.md"] {
        let shipped = try Data(contentsOf: out.appendingPathComponent(document))
        #expect(shipped == (try Data(contentsOf: packageRoot.appendingPathComponent(document))))
      }
      #expect(
        !FileManager.default.fileExists(
          atPath: out.appendingPathComponent("Documentation/WritingLessons.md").path))
      let graded = try runGrader(["check", "--lessons", lessons.path, "--format", "json"])
      #expect(graded.status == 1)
      #expect(try grades(graded.standardOutput) == expected)
      let again = try runGrader([
        "release", "--course", packageRoot.path, "--out", out.path, "--answers", answers,
      ])
      #expect(again.status == 0, "an earlier release is replaced")
    }
  }

  @Test("re-releasing keeps every file no release wrote, and refuses one where it would write")
  func releaseKeepsForeignFiles() throws {
    let out = try temporaryDirectory().appendingPathComponent("release")
    #expect(
      try runGrader(["release", "--course", packageRoot.path, "--out", out.path]).status == 0)
    let manager = FileManager.default
    let mine = [
      "NOTES.md": "my notes", ".git/HEAD": "ref: refs/heads/main\n",
      ".github/workflows/other.yml": "name: other\n", "Submissions/01-local-state/NOTE.txt": "n",
    ]
    for (path, text) in mine {
      let url = out.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try manager.createDirectory(
      at: out.appendingPathComponent("docs/empty"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: out.appendingPathComponent("outside").path, withDestinationPath: "/etc")
    let again = try runGrader(["release", "--course", packageRoot.path, "--out", out.path])
    #expect(again.status == 0, "\(again.standardError)")
    #expect(
      again.standardOutput.contains(
        "kept 6 entries that no release wrote: .git, .github/workflows/other.yml, NOTES.md, Submissions/01-local-state/NOTE.txt, docs, outside\n"
      ), "\(again.standardOutput)")
    for (path, text) in mine {
      #expect(
        try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8) == text, "\(path)"
      )
    }
    #expect(manager.fileExists(atPath: out.appendingPathComponent("docs/empty").path))
    #expect(
      try manager.destinationOfSymbolicLink(atPath: out.appendingPathComponent("outside").path)
        == "/etc")
    #expect(
      manager.fileExists(atPath: out.appendingPathComponent(".github/workflows/grade.yml").path))

    // A file in Lessons/ would change the lessons the release pins: refused, by name.
    let extra = out.appendingPathComponent("Lessons/01-local-state/extra.scenario")
    try "title: x\n".write(to: extra, atomically: true, encoding: .utf8)
    let marker = try String(
      contentsOf: out.appendingPathComponent(".grader-release"), encoding: .utf8)
    let refused = try runGrader(["release", "--course", packageRoot.path, "--out", out.path])
    #expect(refused.status == 1)
    #expect(
      refused.standardError.contains(
        "holds files in Lessons/ that no release wrote: Lessons/01-local-state/extra.scenario"),
      "\(refused.standardError)")
    #expect(manager.fileExists(atPath: extra.path))
    #expect(
      try String(contentsOf: out.appendingPathComponent(".grader-release"), encoding: .utf8)
        == marker, "the earlier release stands")
    try manager.removeItem(at: extra)
    // A file of the instructor's where the release writes one: refused, by name.
    try marker.replacingOccurrences(of: "file: README.md\n", with: "").write(
      to: out.appendingPathComponent(".grader-release"), atomically: true, encoding: .utf8)
    let clash = try runGrader(["release", "--course", packageRoot.path, "--out", out.path])
    #expect(clash.status == 1)
    #expect(
      clash.standardError.contains(
        "holds files that no release wrote where this release writes: README.md"),
      "\(clash.standardError)")
    #expect(
      try String(contentsOf: out.appendingPathComponent("NOTES.md"), encoding: .utf8) == "my notes")
  }

  @Test("a release refuses a folder that holds other files")
  func releaseRefuses() throws {
    let out = try makeTree(["notes.txt": "mine"])
    let result = try runGrader(["release", "--course", packageRoot.path, "--out", out.path])
    #expect(result.status == 1)
    #expect(result.standardError.contains("already holds files that are not a release"))
    #expect(
      try String(contentsOf: out.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
  }

  @Test("check --lessons-digest refuses lessons that differ from the pinned ones")
  func pinned() throws {
    let (lessons, pinned) = try pinnedRelease()
    let ok = try runGrader(pinned)
    #expect(ok.status == 1, "graded: the sample work has failures")
    try FileManager.default.removeItem(
      at: lessons.appendingPathComponent("01-local-state/03-state-written-but-not-read.scenario"))
    let tampered = try runGrader(pinned)
    #expect(tampered.status == 2)
    #expect(tampered.standardOutput.isEmpty)
    #expect(tampered.standardError.contains("are not the ones this course pins"))
  }

  @Test(
    "a student's copy that changes what grades a scenario fails the pinned check with exit 2",
    arguments: [
      ("points: 2\n", "points: 3\n"),
      ("points: 2\n", "points: 2\nvisibility: hidden\n"),
      ("points: 2\n", "points: 2\nscoring: per-output\n"),
      ("points: 2\n", "points: 2\njudging: instructor\n"),
      ("shape-digest: ", "# shape-digest: "),
      ("\ncount\n", "\n"),
    ])
  func pinCatchesEdits(old: String, new: String) throws {
    let (lessons, pinned) = try pinnedRelease()
    #expect(try runGrader(pinned).status == 1, "the pin holds for the release as made")
    try edit(
      lessons.appendingPathComponent("01-local-state/02-two-independent-states.scenario"),
      replacing: old, with: new)
    let edited = try runGrader(pinned)
    #expect(edited.status == 2, "\(edited.standardOutput)")
    #expect(
      edited.standardError.contains("are not the ones this course pins")
        || edited.standardOutput.contains("The lessons are broken"))
  }

  @Test(
    "an LMS's file shows no answer: no expected row, no reference, nothing of a hidden scenario"
  )
  func lmsWithoutAnswers() throws {
    let root = try courseCopy()
    let fixture = root.appendingPathComponent(
      "Lessons/01-local-state/03-state-written-but-not-read.scenario")
    let text = try String(contentsOf: fixture, encoding: .utf8)
    try text.replacingOccurrences(of: "points: 2\n", with: "points: 2\nvisibility: hidden\n")
      .write(to: fixture, atomically: true, encoding: .utf8)
    // A student never hears of a hidden scenario, so has no file for it.
    try FileManager.default.removeItem(
      at: root.appendingPathComponent("Submissions/01-local-state/state-written-but-not-read.tree"))
    let result = try runGrader(
      ["check", "--format", "gradescope", "--output", "results.json"], in: root)
    #expect(result.status == 1)
    let json = try String(
      contentsOf: root.appendingPathComponent("results.json"), encoding: .utf8)
    for answer in ["skipped TapScreen,TapLogger", "  expected  ", "reference"] {
      #expect(!json.contains(answer), "\(answer)")
      #expect(!result.standardOutput.contains(answer), "\(answer)")
    }
    #expect(json.contains("differs from the answer, which is kept as a digest"))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let tests = try #require(document["tests"] as? [[String: Any]])
    // What students read says nothing of a hidden scenario: no id, no
    // title, no count, no points.
    #expect(tests.count == 31)
    for trace in ["state-written-but-not-read", "State that is written but never read", "hidden"] {
      #expect(!json.contains(trace), "\(trace)")
      #expect(!result.standardOutput.contains(trace), "\(trace)")
    }
    #expect(document["score"] as? Int == 14)
    #expect(document["max_score"] as? Int == 82)
    #expect(document["output"] as? String == "14/82 points")
    // Classroom 50 has no hidden tests: the scenario is left out, points and all.
    let c50 = try runGrader(
      ["check", "--format", "classroom50", "--output", "c50.json"], in: root)
    #expect(c50.status == 1)
    let c50JSON = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: root.appendingPathComponent("c50.json"))) as? [String: Any])
    #expect(c50JSON["max-score"] as? Int == 82)
    let names = (c50JSON["tests"] as? [[String: Any]] ?? []).compactMap {
      $0["test-name"] as? String
    }
    #expect(names.count == 31)
    #expect(!names.contains("01-local-state/state-written-but-not-read"))
    #expect(!c50.standardOutput.contains("state-written-but-not-read"))
    // The instructor may ask for everything.
    let full = try runGrader(
      ["check", "--format", "gradescope", "--answers", "full", "--output", "full.json"], in: root)
    #expect(full.status == 1)
    let fullJSON = try String(
      contentsOf: root.appendingPathComponent("full.json"), encoding: .utf8)
    #expect(fullJSON.contains("  expected  "))
  }

  @Test("verify catches a roster name, an error or a scenario's listing edited beside the grades")
  func verifyEditedFields() throws {
    let root = try courseCopy()
    let made = try runGrader(["check", "--format", "json"], in: root)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(made.standardOutput.utf8)) as? [String: Any])
    let results = root.appendingPathComponent("results.json")
    func verify(_ edit: (inout [String: Any]) throws -> Void) throws -> ProcessResult {
      var copy = document
      try edit(&copy)
      try JSONSerialization.data(withJSONObject: copy).write(to: results)
      return try runGrader(["verify", "results.json"], in: root)
    }
    let named = try verify { document in
      var students = try #require(document["students"] as? [[String: Any]])
      students[0]["roster_name"] = "someone else"
      document["students"] = students
    }
    #expect(named.status == 1)
    #expect(
      named.standardOutput.contains("records the roster name 'someone else'"),
      "\(named.standardOutput)")
    let failed = try verify { document in
      var students = try #require(document["students"] as? [[String: Any]])
      students[0]["error"] = "x"
      document["students"] = students
    }
    #expect(failed.status == 1)
    #expect(failed.standardOutput.contains("records that 'x' kept them from being graded"))
    #expect(!failed.standardOutput.contains("depends on the machine"))
    // A budget run past depends on the machine, and the problem says so.
    let slow = try verify { document in
      var students = try #require(document["students"] as? [[String: Any]])
      students[0]["error"] = "took longer than 10 s"
      document["students"] = students
    }
    #expect(slow.status == 1)
    #expect(slow.standardOutput.contains("depends on the machine"), "\(slow.standardOutput)")
    for (key, value) in [("points", 200 as Any), ("hidden", true as Any)] {
      let listed = try verify { document in
        var scenarios = try #require(document["scenarios"] as? [[String: Any]])
        scenarios[0][key] = value
        document["scenarios"] = scenarios
      }
      #expect(listed.status == 1, "\(key)")
      #expect(
        listed.standardOutput.contains(
          "is listed in the results with another title, points or visibility"),
        "\(key): \(listed.standardOutput)")
    }
  }

  @Test("verify catches an edited expected row, a deleted scenario and an edited submission")
  func verify() throws {
    let root = try courseCopy()
    let made = try runGrader(["check", "--format", "json"], in: root)
    let results = root.appendingPathComponent("results.json")
    try made.standardOutput.write(to: results, atomically: true, encoding: .utf8)
    let holds = try runGrader(["verify", "results.json"], in: root)
    #expect(holds.status == 0, "\(holds.standardOutput)\(holds.standardError)")
    #expect(holds.standardOutput == "Verify: 32 of 32 grades hold.\n")

    // A passing scenario listed twice does not count twice; a number no grade
    // can be is refused, not a crash.
    let json = made.standardOutput
    var document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var students = try #require(document["students"] as? [[String: Any]])
    var list = try #require(students[0]["results"] as? [[String: Any]])
    let passing = try #require(list.first { $0["verdict"] as? String == "pass" })
    list.append(passing)
    students[0]["results"] = list
    students[0]["score"] = 14 + (passing["score"] as? Int ?? 0)
    students[0]["max_score"] = 84 + (passing["max_score"] as? Int ?? 0)
    document["students"] = students
    try JSONSerialization.data(withJSONObject: document).write(to: results)
    let doubled = try runGrader(["verify", "results.json"], in: root)
    #expect(doubled.status == 1)
    #expect(doubled.standardOutput.contains("is in the results twice"), "\(doubled.standardOutput)")
    for huge in ["1e300", "93000000000000000", "14.004"] {
      try json.replacingOccurrences(
        of: #""score":14,"student""#, with: "\"score\":\(huge),\"student\""
      )
      .write(to: results, atomically: true, encoding: .utf8)
      let refused = try runGrader(["verify", "results.json"], in: root)
      #expect(refused.status == 2, "\(huge)")
      #expect(refused.standardError.contains("is not a grader results file"), "\(huge)")
    }
    try made.standardOutput.write(to: results, atomically: true, encoding: .utf8)

    // A student edits an expected row in their copy, and grades against it.
    let student = try courseCopy()
    let fixture = student.appendingPathComponent(
      "Lessons/01-local-state/03-state-written-but-not-read.scenario")
    let text = try String(contentsOf: fixture, encoding: .utf8)
    let forged = text.replacingOccurrences(
      of: "tapped: tapCount changed | recomputed none | skipped TapScreen,TapLogger",
      with: "tapped: tapCount changed | recomputed TapLogger local | skipped TapScreen"
    )
    .replacingOccurrences(of: "--- reference", with: "--- ignored")
    let parts = forged.components(separatedBy: "--- ignored")
    try (parts[0].replacingOccurrences(of: "local: 0", with: "local: 1")).write(
      to: fixture, atomically: true, encoding: .utf8)
    let forgedRun = try runGrader(["check", "--format", "json"], in: student)
    try forgedRun.standardOutput.write(to: results, atomically: true, encoding: .utf8)
    let caught = try runGrader(["verify", "results.json"], in: root)
    #expect(caught.status == 1)
    #expect(caught.standardOutput.contains("the results were graded against other lessons"))
    #expect(
      caught.standardOutput.contains(
        "01-local-state/state-written-but-not-read  recorded pass 2/2, regraded fail 0/2"),
      "\(caught.standardOutput)")

    // A student deletes a failing scenario from their copy.
    let deleter = try courseCopy()
    try FileManager.default.removeItem(
      at: deleter.appendingPathComponent(
        "Lessons/01-local-state/03-state-written-but-not-read.scenario"))
    try runGrader(["check", "--format", "json"], in: deleter).standardOutput.write(
      to: results, atomically: true, encoding: .utf8)
    let missing = try runGrader(["verify", "results.json"], in: root)
    #expect(missing.status == 1)
    #expect(
      missing.standardOutput.contains(
        "01-local-state/state-written-but-not-read  is missing from the results"))

    // A student edits a submission after it was graded.
    try made.standardOutput.write(to: results, atomically: true, encoding: .utf8)
    let submission = root.appendingPathComponent(
      "Submissions/01-local-state/counter-reads-its-own-state.tree")
    try (try String(contentsOf: submission, encoding: .utf8) + "# later\n").write(
      to: submission, atomically: true, encoding: .utf8)
    let edited = try runGrader(["verify", "results.json"], in: root)
    #expect(edited.status == 1)
    #expect(
      edited.standardOutput.contains("counter-reads-its-own-state  the submission's bytes differ"))
  }

  @Test(
    "verify of a class's results against one student's folder stops at once, saying what to name")
  func verifyClassAgainstOneStudent() throws {
    let root = try courseCopy()
    let files = FileManager.default
    try files.createDirectory(
      at: root.appendingPathComponent("class"), withIntermediateDirectories: true)
    for name in ["ana", "ben"] {
      try files.copyItem(
        at: root.appendingPathComponent("Submissions"),
        to: root.appendingPathComponent("class/\(name)"))
    }
    let batch = try runGrader(["batch", "class", "--out", "grades"], in: root)
    #expect(batch.status == 0 || batch.status == 1, "\(batch.standardError)")
    // --submissions left out: the course's own Submissions/, one student's.
    let result = try runGrader(["verify", "grades/results.json"], in: root)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains(
        "is one student's work (its folders are lessons, or it is empty), and the results hold 2 students: name the class folder"
      ), "\(result.standardError)")
  }

  @Test("a student named like a lesson leaves the class a class, for batch and verify alike")
  func studentNamedLikeALesson() throws {
    let root = try courseCopy()
    let files = FileManager.default
    for name in ["ana", "01-local-state"] {
      try files.copyItem(
        at: root.appendingPathComponent("Submissions"),
        to: root.appendingPathComponent("class/\(name)"))
    }
    // A file and a link beside them decide nothing, for either.
    try "notes".write(
      to: root.appendingPathComponent("class/notes.txt"), atomically: true, encoding: .utf8)
    try files.createSymbolicLink(
      atPath: root.appendingPathComponent("class/02-state-passed-down").path,
      withDestinationPath: "ana")
    let batch = try runGrader(["batch", "class", "--out", "grades"], in: root)
    #expect(batch.status == 0, "\(batch.standardError)")
    let verified = try runGrader(
      ["verify", "grades/results.json", "--submissions", "class"], in: root)
    #expect(verified.status == 0, "\(verified.standardError)")
    #expect(verified.standardOutput.contains("grades hold"), "\(verified.standardOutput)")
  }

  @Test("a student's folder of a class names the student, in check's result and in verify")
  func studentFolderNames() throws {
    let root = try courseCopy()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("class"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("Submissions"),
      to: root.appendingPathComponent("class/hugo"))
    let made = try runGrader(
      ["check", "--submissions", "class/hugo", "--format", "json"], in: root)
    #expect(made.standardOutput.contains("\"student\":\"hugo\""))
    try made.standardOutput.write(
      to: root.appendingPathComponent("hugo.json"), atomically: true, encoding: .utf8)
    let verified = try runGrader(
      ["verify", "hugo.json", "--submissions", "class/hugo"], in: root)
    #expect(verified.status == 0, "\(verified.standardOutput)")
  }

  @Test("verify checks each result's student and submission path against the folder it regrades")
  func verifyNamesAndPaths() throws {
    let root = try courseCopy()
    let made = try runGrader(["check", "--format", "json"], in: root)
    let results = root.appendingPathComponent("results.json")
    let name = root.lastPathComponent
    /// Verify of the results with `old` forged into `new`.
    func verify(forging old: String, into new: String) throws -> ProcessResult {
      try made.standardOutput.replacingOccurrences(of: old, with: new).write(
        to: results, atomically: true, encoding: .utf8)
      return try runGrader(["verify", "results.json"], in: root)
    }
    // Another student's name on this folder's work.
    let renamed = try verify(forging: "\"student\":\"\(name)\"", into: "\"student\":\"mallory\"")
    #expect(renamed.status == 1)
    #expect(
      renamed.standardOutput.contains(
        "mallory:\n  does not hold  *  names the student 'mallory', and the folder regraded is the work of '\(name)'\n"
      ), "\(renamed.standardOutput)")
    // A grade moved onto another file's path.
    let moved = try verify(
      forging: "\"submission\":\"Submissions/01-local-state/counter-reads-its-own-state.tree\"",
      into: "\"submission\":\"Submissions/01-local-state/two-independent-states.tree\"")
    #expect(moved.status == 1)
    #expect(
      moved.standardOutput.contains(
        "counter-reads-its-own-state  the results name the submission Submissions/01-local-state/two-independent-states.tree, and the one graded now is Submissions/01-local-state/counter-reads-its-own-state.tree"
      ), "\(moved.standardOutput)")
    // Made elsewhere, the same paths below the submissions folder hold.
    let elsewhere = try verify(
      forging: "\"submission\":\"Submissions/",
      into: "\"submission\":\"/home/runner/work/course/Submissions/")
    #expect(elsewhere.status == 0, "\(elsewhere.standardOutput)")

    // In a class, a result that names another student's file does not hold.
    let classFolder = try temporaryDirectory()
    for student in ["alice", "bob"] {
      try FileManager.default.copyItem(
        at: root.appendingPathComponent("Submissions"),
        to: classFolder.appendingPathComponent(student))
    }
    let lessons = root.appendingPathComponent("Lessons").path
    let out = try temporaryDirectory().appendingPathComponent("grades").path
    #expect(
      try runGrader(["batch", classFolder.path, "--lessons", lessons, "--out", out]).status == 0)
    let path = out + "/results.json"
    let original = try String(contentsOfFile: path, encoding: .utf8)
    var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let alice = try #require(lines.firstIndex { $0.contains("\"student\":\"alice\"") })
    lines[alice] = lines[alice].replacingOccurrences(of: "/alice/", with: "/bob/")
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let swapped = try runGrader([
      "verify", path, "--lessons", lessons, "--submissions", classFolder.path,
    ])
    #expect(swapped.status == 1)
    #expect(swapped.standardOutput.contains("alice:\n"))
    #expect(swapped.standardOutput.contains("the results name the submission"))
    #expect(!swapped.standardOutput.contains("bob:\n"))
  }

  @Test("verify checks the gradebook and the reports a batch wrote beside its results")
  func verifyOutputs() throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let classFolder = root.appendingPathComponent("class")
    for name in ["alice", "bob"] {
      try FileManager.default.createDirectory(
        at: classFolder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: runCourse.appendingPathComponent("Submissions"),
        to: classFolder.appendingPathComponent(name))
    }
    let lessons = runCourse.appendingPathComponent("Lessons").path
    let out = root.appendingPathComponent("grades")
    #expect(
      try runGrader(["batch", classFolder.path, "--lessons", lessons, "--out", out.path]).status
        == 0)
    let arguments = [
      "verify", "grades/results.json", "--lessons", lessons, "--submissions", classFolder.path,
    ]
    #expect(try runGrader(arguments, in: root).standardOutput == "Verify: 64 of 64 grades hold.\n")
    // A gradebook cell raised by hand, and a report edited, then one deleted.
    let gradebook = out.appendingPathComponent("gradebook.csv")
    let rows = try String(contentsOf: gradebook, encoding: .utf8)
    let raised = rows.replacingOccurrences(of: "\r\nbob,,2,", with: "\r\nbob,,3,")
    #expect(raised != rows)
    try raised.write(to: gradebook, atomically: true, encoding: .utf8)
    try "pass everything\n".write(
      to: out.appendingPathComponent("reports/alice.txt"), atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: out.appendingPathComponent("reports/bob.txt"))
    let tampered = try runGrader(arguments, in: root)
    #expect(tampered.status == 1)
    #expect(
      tampered.standardOutput
        == """
        alice:
          does not hold  *  grades/reports/alice.txt is not the report graded with these results (its SHA-256 is not their report_sha256): it was edited or swapped
        bob:
          does not hold  *  grades/gradebook.csv is not the gradebook these results make: this student's row differs; write it again from the results, or grade the class again
          does not hold  *  grades/reports/bob.txt no such file
        Verify: 64 of 64 grades hold; 3 problems found.

        """, "\(tampered.standardOutput)")
    // A row added after the class's last: the gradebook holds more than the results.
    try (rows + "carol,,2\r\n").write(to: gradebook, atomically: true, encoding: .utf8)
    let added = try runGrader(arguments, in: root)
    #expect(
      added.standardOutput.contains(
        "  does not hold  *  grades/gradebook.csv holds more than the gradebook these results make: rows were added\n"
      ), "\(added.standardOutput)")
  }

  @Test("verify holds for a batch's own results, students who could not be graded included")
  func verifyClass() throws {
    let root = try temporaryDirectory()
    let classFolder = root.appendingPathComponent("class")
    try FileManager.default.createDirectory(
      at: classFolder.appendingPathComponent("empty"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: runCourse.appendingPathComponent(
        "Submissions"),
      to: classFolder.appendingPathComponent("alice"))
    try "not a folder".write(
      to: classFolder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let lessons = runCourse.appendingPathComponent(
      "Lessons"
    ).path
    let out = root.appendingPathComponent("grades").path
    let batch = try runGrader(["batch", classFolder.path, "--lessons", lessons, "--out", out])
    #expect(batch.status == 0, "\(batch.standardError)")
    let verified = try runGrader([
      "verify", out + "/results.json", "--lessons", lessons, "--submissions", classFolder.path,
    ])
    #expect(verified.status == 0, "\(verified.standardOutput)")
    // Alice's 32 grades, and one each for the two who handed in nothing.
    #expect(verified.standardOutput == "Verify: 34 of 34 grades hold.\n")
    // A copy of the class under another name, reached by another path, holds them too.
    let copy = root.appendingPathComponent("term/copy-of-class")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: classFolder, to: copy)
    let copied = try runGrader(
      [
        "verify", "grades/results.json", "--lessons", lessons, "--submissions",
        "term/copy-of-class",
      ],
      in: root)
    #expect(copied.standardOutput == "Verify: 34 of 34 grades hold.\n", "\(copied.standardOutput)")

    // Every student of the class is in the results, once.
    let path = out + "/results.json"
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let alice = try #require(lines.firstIndex { $0.contains("\"student\":\"alice\"") })
    #expect(lines[alice].hasSuffix(","))
    var twice = lines
    twice.insert(lines[alice], at: alice)
    try twice.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let repeated = try runGrader([
      "verify", path, "--lessons", lessons, "--submissions", classFolder.path,
    ])
    #expect(repeated.status == 1)
    #expect(repeated.standardOutput.contains("  does not hold  *  is in the results twice\n"))
    var without = lines
    without.remove(at: alice)
    try without.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let dropped = try runGrader([
      "verify", path, "--lessons", lessons, "--submissions", classFolder.path,
    ])
    #expect(dropped.status == 1)
    #expect(
      dropped.standardOutput.contains(
        "alice:\n  does not hold  *  is in the class folder, but not in the results"))
    try original.write(toFile: path, atomically: true, encoding: .utf8)
    // A student whose folder is gone is one problem, not one per scenario.
    try FileManager.default.removeItem(at: classFolder.appendingPathComponent("empty"))
    let gone = try runGrader([
      "verify", path, "--lessons", lessons, "--submissions", classFolder.path,
    ])
    #expect(gone.status == 1)
    #expect(
      gone.standardOutput.contains(
        "empty:\n  does not hold  *  has no folder in the class folder now: none of their grades can be checked\n"
      ), "\(gone.standardOutput)")
    #expect(gone.standardOutput.hasSuffix("1 problem found.\n"))
    try FileManager.default.createDirectory(
      at: classFolder.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let submission = classFolder.appendingPathComponent(
      "alice/01-local-state/counter-reads-its-own-state.tree")
    try "key count state CounterView\n".write(to: submission, atomically: true, encoding: .utf8)
    let edited = try runGrader([
      "verify", out + "/results.json", "--lessons", lessons, "--submissions", classFolder.path,
    ])
    #expect(edited.status == 1)
    #expect(edited.standardOutput.contains("alice:\n"))
  }

  @Test(
    "verify refuses results it cannot trust to read, with exit 2",
    arguments: [
      ("not json", "is not a grader results file: it is not JSON ("),
      ("\"abc", "is not a grader results file: it is not JSON ("),
      (String(repeating: "[", count: 100_000), "is not a grader results file: it is not JSON ("),
      (
        "{\"schema\":\"x" + String(repeating: "\u{301}", count: 100_000) + "\"}",
        "'; this grader reads 'grader/results/v2'"
      ),
      (
        "{\"schema\":\"grader/results/v2\",\"grader_version\":\"0.4.0\",\"scenarios\":[],\"students\":[]}",
        "the member 'lessons_digest' is missing at the top"
      ),
      (
        "{\"schema\":\"grader/results/v2\",\"grader_version\":\"0.4.0\",\"lessons_digest\":\"d\",\"scenarios\":[],\"students\":{}}",
        "the value at students is not of the type its schema gives"
      ),
      (
        "{\"schema\":\"grader/results/v2\",\"grader_version\":\"0.0.1\",\"students\":[]}",
        "was made by grader 0.0.1"
      ),
      ("{\"schema\":\"other/v9\",\"students\":[]}", "has the schema 'other/v9'"),
      (
        "{\"schema\":\"grader/results/v2\",\"students\":[{\"score\":1,\"sc\\u006fre\":72}]}",
        "has the key 'score' twice in one object"
      ),
      (
        "{\"schema\":\"x\\u001b[2J\\u202e" + String(repeating: "y", count: 100_000)
          + "\",\"students\":[]}",
        "has the schema 'x\\u{1B}[2J\\u{202E}yyyy"
      ),
      (
        "{\"schema\":\"grader/results/v2\",\"grader_version\":\"\\u001b]0;x\\u0007\",\"students\":[]}",
        "was made by grader \\u{1B}]0;x\\u{7}, and"
      ),
      (
        "{\"schema\":\"grader/results/v2\",\"grader_version\":\"0.4.0\",\"lessons_digest\":\"d\",\"shard\":\"1/2\\n::error::x\",\"students\":[]}",
        "names its shard '1/2\\n::error::x', which is not I/N"
      ),
    ])
  func verifyRefuses(text: String, message: String) throws {
    let root = try makeTree(["results.json": text])
    let result = try runGrader(
      [
        "verify", root.appendingPathComponent("results.json").path, "--lessons",
        runCourse.appendingPathComponent(
          "Lessons"
        ).path,
      ])
    #expect(result.status == 2)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardError.utf8.count < 2_000)
    #expect(
      !result.standardError.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
  }
}
