import Foundation
import GraderTestSupport
import Testing

/// A course folder of its own: a copy of the shipped lessons, with `files`
/// (relative paths) beside them, and the shipped sample work when asked.
/// A copy of the test course's lessons (or, with `shipped`, the shipped
/// course's), with `files` beside them and, with `sampleWork`, its sample work.
func makeCourse(
  _ files: [String: String] = [:], sampleWork: Bool = false, shipped: Bool = false
) throws -> URL {
  let root = try makeTree(files)
  let course = shipped ? packageRoot : runCourse
  try FileManager.default.copyItem(
    at: course.appendingPathComponent("Lessons"), to: root.appendingPathComponent("Lessons"))
  if sampleWork {
    try FileManager.default.copyItem(
      at: course.appendingPathComponent("Submissions"),
      to: root.appendingPathComponent("Submissions"))
  }
  return root
}

/// The text of the file at `path` under `root`.
func contents(_ root: URL, _ path: String) throws -> String {
  try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// A fixed sibling-fields submission, right or wrong.
func siblingFields(right: Bool) -> String {
  "key name state NameField\nkey email state EmailField\nSignUpForm\n  FormTitle\n  NameField reads name\n  EmailField reads email\(right ? "" : ", name")\n"
}

@Suite("The student's loop: the report")
struct ReportLoopTests {
  @Test(
    "the sample report fits 60, 80 and 200 columns and matches its snapshot",
    arguments: [60, 80, 200])
  func snapshot(columns: Int) throws {
    let course = try makeCourse(sampleWork: true)
    let result = try runGrader(["check"], in: course, environment: ["COLUMNS": "\(columns)"])
    #expect(result.status == 1)
    #expect(result.standardError.isEmpty)
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    // A command to type or a path is never broken: one longer than the
    // width stands alone on its line.
    #expect(
      lines.allSatisfy {
        $0.count <= columns || $0.drop { $0 == " " }.hasPrefix("grader start ")
          || $0.drop { $0 == " " }.hasPrefix("'grader start ")
          || !$0.drop { $0 == " " }.contains(" ") || isCompilerLine($0)
      }, "a line is wider than \(columns)")
    let expected = try golden(
      "Tests/graderTests/Fixtures/report/check-\(columns).txt", result.standardOutput)
    #expect(result.standardOutput == expected)
  }

  @Test("README's sample report is exactly what grader prints")
  func readme() throws {
    let readme = try fixture("README.md")
    let start = try #require(readme.range(of: "```\n$ grader check 01-local-state\n"))
    let end = try #require(readme[start.upperBound...].range(of: "```\n"))
    let sample = String(readme[start.upperBound..<end.lowerBound])
    let course = try makeCourse(sampleWork: true, shipped: true)
    let result = try runGrader(["check", "01-local-state"], in: course)
    #expect(result.standardOutput == sample)
  }

  @Test("a redirected report holds every reading error; standard error stays empty")
  func oneStream() throws {
    let course = try makeCourse([
      "Submissions/01-local-state/sibling-fields.tree":
        "key name stat NameField\nSignUpForm\n  NameField reeds name\n"
    ])
    let result = try runGrader(["check", "01-local-state/sibling-fields"], in: course)
    #expect(result.status == 1)
    #expect(result.standardError.isEmpty)
    // The reason as one line, however the report wraps it.
    #expect(
      result.standardOutput.replacingOccurrences(of: "\n      ", with: " ")
        .contains("sibling-fields.tree has 2 errors, so it cannot be graded"))
    #expect(
      result.standardOutput.contains(
        "        Submissions/01-local-state/sibling-fields.tree:1:10: error: unknown storage 'stat'"
      ))
    #expect(
      result.standardOutput.contains(
        "        Submissions/01-local-state/sibling-fields.tree:3:13: error: expected a clause after the view name 'NameField', found 'reeds'; did you mean 'reads'?\n"
      ))
  }

  @Test("--quiet shows only failing and erroring scenarios, and the total")
  func quiet() throws {
    let course = try makeCourse(sampleWork: true)
    let result = try runGrader(["check", "--quiet"], in: course)
    #expect(result.status == 1)
    let verdicts = result.standardOutput.split(separator: "\n").compactMap {
      $0.hasPrefix("  ") && !$0.hasPrefix("   ") ? $0.split(separator: " ").first : nil
    }
    // The missing scenario shown is the one whose work is misnamed.
    #expect(Set(verdicts) == ["fail", "error", "missing"])
    #expect(verdicts.count == 8)
    #expect(
      result.standardOutput.contains(
        "found Submissions/03-observation/a-property-nobody-read.tree; rename it to"))
    #expect(!result.standardOutput.contains("Next:"))
    #expect(
      result.standardOutput.hasSuffix(
        "Total: 14/84 points (16.7%) · 6 pass, 6 fail, 1 error, 19 missing\n(1 of them found under another name)\n"
      ), "\(result.standardOutput)")
  }

  @Test("a student's control characters reach the terminal as visible escapes")
  func escapes() throws {
    let course = try makeCourse([
      "Submissions/01-local-state/sibling-fields.tree":
        "key name state NameField\nkey email state EmailField\nSignUpForm\n  FormTitle\n  NameField reads name\n  \"Evil\u{1B}[2J\u{202E}\" reads email\n"
    ])
    let result = try runGrader(["check", "01-local-state/sibling-fields"], in: course)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("Evil\\u{1B}[2J\\u{202E}"))
    #expect(
      !result.standardOutput.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
  }

  @Test("a file in another lesson's folder is reported on its scenario's line, with where it goes")
  func misplaced() throws {
    let course = try makeCourse([
      "Submissions/01-local-state/value-passed-to-a-child.tree": "A\n"
    ])
    let result = try runGrader(["check"], in: course, environment: ["COLUMNS": "200"])
    #expect(
      result.standardOutput.contains(
        "  missing value-passed-to-a-child            0/2  A value passed to a child\n      found Submissions/01-local-state/value-passed-to-a-child.tree; move it to Submissions/02-state-passed-down/value-passed-to-a-child.tree\n"
      ))
    #expect(!result.standardOutput.contains("Unrecognized"))
  }

  @Test("own change lines that differ from the scenario's get a note")
  func changeLinesNote() throws {
    let course = try makeCourse([
      "Submissions/01-local-state/sibling-fields.tree": siblingFields(right: true)
        + "change email email\n"
    ])
    let result = try runGrader(
      ["check", "01-local-state/sibling-fields"], in: course, environment: ["COLUMNS": "200"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.contains(
        "note: your file changes `email`; this scenario grades `name-typed` and `email-typed`, over your tree and storage"
      ))
  }

  @Test("a pasted core file of the lesson's own passes in a submission")
  func pastedCore() throws {
    let core = try fixture("Tests/GraderReadersTests/Fixtures/Core/Invalidation.swift")
    let program = try fixture("Tests/GraderReadersTests/Fixtures/Core/main.swift")
    let course = try makeCourse([
      "Submissions/04-environment-values/reader-deep-in-the-tree.swift": core + "\n" + program
    ])
    let result = try runGrader(
      ["check", "04-environment-values/reader-deep-in-the-tree"], in: course)
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(result.standardOutput.contains("  pass    reader-deep-in-the-tree"))
    #expect(result.standardOutput.contains("note: skipped the lesson's core declarations"))
    #expect(!result.standardOutput.contains(": error:"))
  }

  @Test("run on a file without changes draws the tree and names the scenario's changes")
  func runWithoutChanges() throws {
    let course = try makeCourse([
      "Submissions/01-local-state/sibling-fields.tree": siblingFields(right: true)
    ])
    let result = try runGrader(
      ["run", "Submissions/01-local-state/sibling-fields.tree"], in: course)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("SignUpForm\n├─ FormTitle\n"))
    #expect(
      result.standardOutput.hasSuffix(
        "This file has no change or count lines, so it prints no rows.\ngrader check grades 01-local-state/sibling-fields by running its changes over\nthis tree: `name-typed` and `email-typed`.\n"
      ), "\(result.standardOutput)")
  }

  @Test("run and draw read a submission with its scenario's views, as check does")
  func runKnowsTheScenario() throws {
    let tree = siblingFields(right: true).replacingOccurrences(
      of: "  NameField reads", with: "  NameFeld reads")
    let course = try makeCourse(["Submissions/01-local-state/sibling-fields.tree": tree])
    let advice =
      "note: 'NameField' is a view of this scenario: rename the view 'NameFeld' to 'NameField'"
    for command in ["run", "draw"] {
      let result = try runGrader(
        [command, "Submissions/01-local-state/sibling-fields.tree"], in: course)
      #expect(result.status == 0)
      #expect(result.standardError.contains(advice), "\(command): \(result.standardError)")
      #expect(!result.standardError.contains("did you mean"), "\(command)")
    }
    let drawn = try runGrader(
      ["draw", "Submissions/01-local-state/sibling-fields.tree"], in: course)
    #expect(
      drawn.standardOutput.hasSuffix(
        "\nThis file has no change or count lines, so the drawing shows no change beside\nthe tree.\ngrader check grades 01-local-state/sibling-fields by running its changes over\nthis tree: `name-typed` and `email-typed`.\n"
      ), "\(drawn.standardOutput)")
  }

  @Test("a file started and not yet written is the next thing to do")
  func nextIsTheStartedFile() throws {
    let course = try makeCourse([:])
    #expect(try runGrader(["start", "01-local-state/sibling-fields"], in: course).status == 0)
    let result = try runGrader(["check", "01-local-state"], in: course)
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains(
        "\nNext: describe the screen in Submissions/01-local-state/sibling-fields.tree\nTotal:"),
      "\(result.standardOutput)")
  }
}

@Suite("The student's loop: course folder, start and progress")
struct CourseLoopTests {
  @Test("check from a subfolder finds the course above and reads PATH from where it runs")
  func subfolder() throws {
    let course = try makeCourse(sampleWork: true)
    let folder = course.appendingPathComponent("Submissions/04-environment-values")
    try "notes\n".write(
      to: course.appendingPathComponent("Submissions/notes.txt"), atomically: true,
      encoding: .utf8)
    let all = try runGrader(["check"], in: folder)
    #expect(all.status == 1)
    // Its folder is named for what it is, where `..` alone reads as the parent.
    #expect(
      all.standardOutput.replacingOccurrences(of: "\n", with: " ").contains(
        " Unrecognized in the submissions folder (..), not graded ('grader list' shows the names it grades):   ../notes.txt "
      ), "\(all.standardOutput)")
    #expect(all.standardOutput.hasPrefix("Local state (01-local-state)\n"))
    #expect(!all.standardOutput.contains("lessons are broken"))
    // Paths are shown from where check runs, as git shows them.
    #expect(all.standardOutput.contains("\n      ../01-local-state/"), "\(all.standardOutput)")
    #expect(!all.standardOutput.contains("../../Submissions/"))
    let one = try runGrader(["check", "reader-deep-in-the-tree.tree"], in: folder)
    #expect(one.status == 1)
    #expect(
      one.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  fail ") }.count == 1)
    #expect(
      one.standardOutput.contains(
        "  fail    reader-deep-in-the-tree  0/3  A reader deep in the tree\n      reader-deep-in-the-tree.tree\n"
      ), "\(one.standardOutput)")
    // Recalled from the grades an earlier check printed here, the same report.
    let again = try runGrader(["check", "reader-deep-in-the-tree.tree"], in: folder)
    #expect(again.standardOutput == one.standardOutput)
    // From the course folder, the paths start at Submissions/ again.
    let top = try runGrader(["check", "04-environment-values/reader-deep-in-the-tree"], in: course)
    #expect(
      try runGrader(["check"], in: course).standardOutput.replacingOccurrences(of: "\n", with: " ")
        .contains(
          " Unrecognized in Submissions, not graded ('grader list' shows the names it grades):   Submissions/notes.txt "
        ))
    #expect(
      top.standardOutput.contains(
        "\n      Submissions/04-environment-values/reader-deep-in-the-tree.tree\n"),
      "\(top.standardOutput)")
    // A report file keeps the paths as they were made, for verify and the HTML page.
    let json = try runGrader(
      ["check", "reader-deep-in-the-tree.tree", "--format", "json"], in: folder)
    #expect(
      json.standardOutput.contains(
        "\"submission\":\"../../Submissions/04-environment-values/reader-deep-in-the-tree.tree\""
      ), "\(json.standardOutput)")
    // A submission typed from another lesson's folder is pointed to its scenario.
    let elsewhere = try runGrader(["check", "sibling-fields.tree"], in: folder)
    #expect(elsewhere.status == 64)
    #expect(
      elsewhere.standardError.hasPrefix(
        "grader: error: no lesson, scenario or submission matches 'sibling-fields.tree'; did you mean '01-local-state/sibling-fields'?\n"
      ), "\(elsewhere.standardError)")
    let listed = try runGrader(["list", "04"], in: folder)
    #expect(
      listed.standardOutput.contains("  reader-deep-in-the-tree.tree\n"), "\(listed.standardOutput)"
    )
    let started = try runGrader(["start", "06-environment-scopes/nested-overrides"], in: folder)
    #expect(started.status == 0)
    #expect(
      started.standardOutput
        == "created ../06-environment-scopes/nested-overrides.tree\nDescribe the screen in it, then run:\n  grader check ../06-environment-scopes/nested-overrides.tree\n"
    )
    let missing = try runGrader(["check", "cart-object-in-the-environment.tree"], in: folder)
    #expect(missing.status == 1)
    #expect(
      missing.standardOutput.contains("  missing cart-object-in-the-environment"),
      "\(missing.standardOutput)")
  }

  @Test("with no Lessons/ here or above, check, list and start say so and exit 64")
  func noCourse() throws {
    let folder = try makeTree(["Submissions/01-local-state/x.tree": "A\n"])
    for command in [["check"], ["list"], ["start", "01-local-state/sibling-fields"]] {
      let result = try runGrader(command, in: folder.appendingPathComponent("Submissions"))
      #expect(result.status == 64)
      #expect(result.standardOutput.isEmpty)
      #expect(
        result.standardError.hasPrefix(
          "grader: error: no Lessons/ folder here or above; run grader from the course folder, or pass --lessons\n"
        ))
    }
  }

  @Test("start points at work kept under a near-miss name instead of shadowing it")
  func startFindsNearMiss() throws {
    let course = try makeCourse([
      "Submissions/03-observation/a-property-nobody-read.tree": "key a state X\nX reads a\n"
    ])
    let result = try runGrader(["start", "03-observation/a-property-nobody-reads"], in: course)
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasPrefix(
        "Submissions/03-observation/a-property-nobody-read.tree:1:1: error: this looks like your work for 03-observation/a-property-nobody-reads\n"
      ), "\(result.standardError)")
    #expect(
      result.standardError.hasSuffix(
        "  mv Submissions/03-observation/a-property-nobody-read.tree Submissions/03-observation/a-property-nobody-reads.tree\n"
      ))
    // Every line but the compiler-style one and the command fits the terminal.
    for line in result.standardError.split(separator: "\n")
    where !line.hasPrefix("Submissions/") && !line.hasPrefix("  mv ") {
      #expect(line.count <= 80, "\(line)")
    }
    #expect(
      !FileManager.default.fileExists(
        atPath: course.path + "/Submissions/03-observation/a-property-nobody-reads.tree"))
    // A name with a space is one word of the command, to paste as it is.
    let spaced = try makeCourse([
      "Submissions/03-observation/a property-nobody-reads.tree": "key a state X\nX reads a\n"
    ])
    let quoted = try runGrader(["start", "03-observation/a-property-nobody-reads"], in: spaced)
    #expect(quoted.status == 1)
    #expect(
      quoted.standardError.hasSuffix(
        "  mv 'Submissions/03-observation/a property-nobody-reads.tree' Submissions/03-observation/a-property-nobody-reads.tree\n"
      ), "\(quoted.standardError)")
    // Shown from its own folder, a name that starts with '-' is no option of mv's.
    let dashed = try makeCourse([
      "Submissions/03-observation/-a-property-nobody-reads.tree": "key a state X\nX reads a\n"
    ])
    let here = try runGrader(
      ["start", "03-observation/a-property-nobody-reads"],
      in: dashed.appendingPathComponent("Submissions/03-observation"))
    #expect(here.status == 1)
    #expect(
      here.standardError.hasSuffix(
        "  mv ./-a-property-nobody-reads.tree a-property-nobody-reads.tree\n"),
      "\(here.standardError)")
    let forced = try runGrader(
      ["start", "03-observation/a-property-nobody-reads", "--force"], in: course)
    #expect(forced.status == 0)
    #expect(
      try contents(course, "Submissions/03-observation/a-property-nobody-read.tree")
        == "key a state X\nX reads a\n")
  }

  @Test("work under a renamed scenario's old id is graded, and start points at it, not past it")
  func formerName() throws {
    let old = "Submissions/08-observable-object/every-holder-runs.tree"
    let course = try makeCourse([old: "ShopScreen\n"], shipped: true)
    let checked = try runGrader(["check", "08-observable-object"], in: course)
    #expect(checked.standardOutput.contains("  fail    shop-and-its-cart-store "))
    #expect(
      checked.standardOutput.contains(
        "\(old):1:1: warning: this scenario is now 'shop-and-its-cart-store': rename this file to shop-and-its-cart-store.tree"
      ), "\(checked.standardOutput)")
    // Its path names its scenario, as an editor's task passes it.
    let byPath = try runGrader(["check", old], in: course)
    #expect(
      byPath.standardOutput.hasPrefix(
        "Observable object (08-observable-object)\n  fail    shop-and-its-cart-store "),
      "\(byPath.standardOutput)\(byPath.standardError)")
    let started = try runGrader(
      ["start", "08-observable-object/shop-and-its-cart-store"], in: course)
    #expect(started.status == 1)
    #expect(
      started.standardError.hasPrefix(
        "\(old):1:1: error: this is your work for 08-observable-object/shop-and-its-cart-store, under the scenario's old name\n"
      ), "\(started.standardError)")
    #expect(
      started.standardError.hasSuffix(
        "  mv \(old) Submissions/08-observable-object/shop-and-its-cart-store.tree\n"))
    // Started by its lesson, the next scenario is one with no work under any name.
    let next = try runGrader(["start", "08"], in: course)
    #expect(next.status == 0)
    #expect(
      next.standardOutput.contains(
        "created Submissions/08-observable-object/a-plain-reference.tree"),
      "\(next.standardOutput)")
  }

  @Test("start refuses a scenario that has a submission in either format, and says where")
  func startRefuses() throws {
    let course = try makeCourse([
      "Submissions/01-local-state/sibling-fields.tree": siblingFields(right: true)
    ])
    let result = try runGrader(
      ["start", "01-local-state/sibling-fields", "--format", "swift"], in: course)
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasPrefix(
        "Submissions/01-local-state/sibling-fields.tree:1:1: error: 01-local-state/sibling-fields already has a submission here"
      ))
    #expect(
      try contents(course, "Submissions/01-local-state/sibling-fields.tree")
        == siblingFields(right: true))
    #expect(
      !FileManager.default.fileExists(
        atPath: course.path + "/Submissions/01-local-state/sibling-fields.swift"))
  }

  @Test("start --force keeps every earlier submission as .bak, .bak.2 and so on")
  func startBackups() throws {
    let course = try makeCourse([
      "Submissions/01-local-state/sibling-fields.tree": siblingFields(right: true)
    ])
    let path = "Submissions/01-local-state/sibling-fields"
    let first = try runGrader(
      ["start", "--force", "--format", "swift", "01-local-state/sibling-fields"], in: course)
    #expect(first.status == 0)
    #expect(
      first.standardOutput.hasPrefix(
        "kept the old file as \(path).tree.bak\ncreated \(path).swift\n"))
    let second = try runGrader(
      ["start", "--force", "01-local-state/04-sibling-fields"], in: course)
    #expect(second.status == 0)
    #expect(second.standardOutput.hasPrefix("kept the old file as \(path).swift.bak\n"))
    let third = try runGrader(["start", "--force", "01-local-state/sibling-fields"], in: course)
    #expect(third.standardOutput.hasPrefix("kept the old file as \(path).tree.bak.2\n"))
    // Where both paths fit the width, both are named.
    let wide = try runGrader(
      ["start", "--force", "01-local-state/sibling-fields"], in: course,
      environment: ["COLUMNS": "200"])
    #expect(wide.standardOutput.hasPrefix("kept \(path).tree as \(path).tree.bak.3\n"))
    #expect(try contents(course, path + ".tree.bak") == siblingFields(right: true))
    #expect(
      try contents(course, path + ".tree.bak.2").hasPrefix("// 01-local-state/sibling-fields"))
    let check = try runGrader(["check"], in: course)
    #expect(!check.standardOutput.contains(".bak"))
  }

  @Test("start writes nothing through a lesson folder that links out of Submissions")
  func startLink() throws {
    let course = try makeCourse([:])
    let outside = try makeTree(["keep.txt": "mine\n"])
    try FileManager.default.createDirectory(
      at: course.appendingPathComponent("Submissions"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: course.path + "/Submissions/01-local-state", withDestinationPath: outside.path)
    let result = try runGrader(["start", "01-local-state/sibling-fields"], in: course)
    #expect(result.status == 1)
    #expect(result.standardError.contains("is a link to outside Submissions"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["keep.txt"])
  }

  @Test("check keeps the last verdicts, says what changed, and list shows them")
  func progress() throws {
    let course = try makeCourse([
      "Submissions/01-local-state/sibling-fields.tree": siblingFields(right: false)
    ])
    let before = try runGrader(["list"], in: course)
    #expect(
      before.standardOutput.contains("  sibling-fields                     2 points  not checked\n")
    )
    #expect(
      before.standardOutput.contains("  two-independent-states             2 points  not started\n")
    )
    let first = try runGrader(["check", "01-local-state"], in: course)
    #expect(first.status == 1)
    #expect(!first.standardOutput.contains("since your last check"))
    #expect(try contents(course, ".grader/.gitignore") == "*\n")
    #expect(
      try runGrader(["list"], in: course).standardOutput.contains(
        "  sibling-fields                     2 points  fail"))
    try Data(siblingFields(right: true).utf8).write(
      to: course.appendingPathComponent("Submissions/01-local-state/sibling-fields.tree"))
    let second = try runGrader(["check", "01-local-state"], in: course)
    #expect(second.standardOutput.hasSuffix("missing\n+1 passing since your last check\n"))
    // A check that changes nothing leaves the record as it was, the same file.
    let record = course.appendingPathComponent(".grader/last.json").path
    let inode = {
      try FileManager.default.attributesOfItem(atPath: record)[.systemFileNumber] as? Int
    }
    let kept = try inode()
    let third = try runGrader(["check", "01-local-state"], in: course)
    #expect(third.standardOutput.hasSuffix("missing\nno change in passing since your last check\n"))
    #expect(try inode() == kept)
    #expect(
      try runGrader(["list"], in: course).standardOutput.contains(
        "  sibling-fields                     2 points  pass"))
    // Edited since that check, the file is not checked any more.
    try Data((siblingFields(right: true) + "\n").utf8).write(
      to: course.appendingPathComponent("Submissions/01-local-state/sibling-fields.tree"))
    #expect(
      try runGrader(["list"], in: course).standardOutput.contains(
        "  sibling-fields                     2 points  not checked\n"))
  }

  @Test("list fits 80 columns with each path under its title, and a wide terminal on one line")
  func listWidth() throws {
    let course = try makeCourse(sampleWork: true)
    let narrow = try runGrader(["list"], in: course, environment: ["COLUMNS": "80"])
    #expect(narrow.status == 0)
    let lines = narrow.standardOutput.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 80 || isCompilerLine($0) })
    #expect(
      narrow.standardOutput.contains(
        "  sibling-fields                     2 points  not started\n      Sibling fields with their own state\n      Submissions/01-local-state/sibling-fields.tree\n"
      ))
    // The sample work keeps a-property-nobody-reads under a near-miss name.
    #expect(
      narrow.standardOutput.contains(
        "  a-property-nobody-reads            2 points  misnamed\n      A property nobody reads\n      Submissions/03-observation/a-property-nobody-read.tree\n"
      ))
    let wide = try runGrader(["list"], in: course, environment: ["COLUMNS": "200"])
    #expect(
      wide.standardOutput.contains(
        "  sibling-fields                     2 points  not started  Submissions/01-local-state/sibling-fields.tree\n      Sibling fields with their own state\n"
      ))
  }
}

@Suite("The report's width on a terminal")
struct TerminalWidthTests {
  #if os(Linux)
    @Test(
      "without COLUMNS, the report fits the terminal's own width",
      .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func terminalWidth() throws {
      let course = try makeCourse(sampleWork: true)
      let scratch = try temporaryDirectory()
      let outURL = scratch.appendingPathComponent("out")
      _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
      let process = Process()
      // `script` runs the grader on a pseudo-terminal 66 columns wide.
      process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      process.arguments = [
        "-q", "-c",
        "stty cols 66; exec '\(graderExecutable.path)' check 01-local-state --color never",
        "/dev/null",
      ]
      process.currentDirectoryURL = course
      var environment = ProcessInfo.processInfo.environment
      environment["COLUMNS"] = nil
      environment["LINES"] = nil
      process.environment = environment
      process.standardOutput = try FileHandle(forWritingTo: outURL)
      process.standardInput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      let output = try String(contentsOf: outURL, encoding: .utf8)
        .replacingOccurrences(of: "\r", with: "")
      let lines = output.split(separator: "\n")
      let counter = try #require(lines.first { $0.contains("counter-reads-its-own-state  2/2") })
      #expect((60...66).contains(counter.count))
      #expect(counter.hasSuffix("…"))
      #expect(lines.allSatisfy { $0.count <= 66 })
    }
  #endif
}
