import Foundation
import GraderTestSupport
import Testing

@Suite("grader check")
struct CheckTests {
  @Test("on the shipped lessons and sample work it prints a real report, all on standard output")
  func shipped() throws {
    let result = try runGrader(["check"])
    #expect(result.status == 1)
    #expect(result.standardError.isEmpty)
    let output = result.standardOutput
    #expect(output.hasPrefix("Local state (01-local-state)\n  pass    counter-reads-its-own-state"))
    #expect(
      output.contains(
        """
              scale-changed · textScale
                - ArticleView  yours: recomputed (environment)  reference: skipped
              count
                - environment  yours: 4  reference: 3
              - ArticleView is recomputed on scale-changed in yours (environment) but
                skipped in the reference: it should not read textScale
                (your line 5; source line 27).

        """))
    #expect(output.contains("  error   system-value-beside-custom-key"))
    #expect(
      output.contains(
        "      Submissions/04-environment-values/system-value-beside-custom-key.tree has\n      2 errors, so it cannot be graded\n        Submissions/04-environment-values/system-value-beside-custom-key.tree:2:17: error: unknown storage 'enviroment'"
      ))
    #expect(
      output.contains(
        "  missing a-property-nobody-reads            0/2  A property nobody reads\n      found Submissions/03-observation/a-property-nobody-read.tree; rename it to\n      a-property-nobody-reads.tree\n"
      ))
    #expect(!output.contains("Unrecognized"))
    #expect(
      output.contains(
        "\nNext: grader start 01-local-state/sibling-fields\nTotal: 14/84 points (16.7%) · 6 pass, 6 fail, 1 error, 19 missing\n"
      ))
    #expect(output.split(separator: "\n").allSatisfy { $0.count <= 80 || isCompilerLine($0) })
  }

  @Test(
    "PATH picks a lesson, a scenario file or a submission file",
    arguments: [
      (["check", "Submissions/01-local-state/counter-reads-its-own-state.tree"], 0, 1),
      (["check", "Lessons/01-local-state/01-counter-reads-its-own-state.scenario"], 0, 1),
      (["check", "01-local-state/two-independent-states"], 0, 1),
      (["check", "Lessons/01-local-state/"], 1, 4),
      (["check", "05-navigation-path"], 1, 3),
    ])
  func selection(arguments: [String], status: Int32, scenarios: Int) throws {
    let result = try runGrader(arguments)
    #expect(result.status == status)
    let lines = result.standardOutput.split(separator: "\n").filter {
      ["  pass ", "  fail ", "  error ", "  missing "].contains(where: $0.hasPrefix)
    }
    #expect(lines.count == scenarios)
  }

  @Test("grading one lesson still points at a misnamed file meant for it, and only for it")
  func misnamedInSelection() throws {
    let lesson = try runGrader(["check", "03-observation"])
    #expect(
      lesson.standardOutput.contains(
        "  missing a-property-nobody-reads       0/2  A property nobody reads\n      found Submissions/03-observation/a-property-nobody-read.tree; rename it to\n"
      ))
    let scenario = try runGrader(["check", "03-observation/a-property-nobody-reads"])
    #expect(
      scenario.standardOutput.contains(
        "found Submissions/03-observation/a-property-nobody-read.tree; rename it to"))
    let other = try runGrader(["check", "01-local-state"])
    #expect(!other.standardOutput.contains("a-property-nobody-read"))
    #expect(!other.standardOutput.contains("Unrecognized"))
  }

  @Test("a misnamed file in the Swift form is told to keep its form")
  func misnamedSwift() throws {
    let work = try String(
      contentsOf: runCourse.appendingPathComponent(
        "Submissions/01-local-state/two-independent-states.swift"), encoding: .utf8)
    let course = try makeCourse([
      "Submissions/01-local-state/Two-Independent-States.swift": work
    ])
    let result = try runGrader(["check", "01-local-state"], in: course)
    #expect(
      result.standardOutput.contains(
        "found Submissions/01-local-state/Two-Independent-States.swift; rename it\n      to two-independent-states.swift\n"
      ),
      "\(result.standardOutput)")
  }

  @Test("a lesson folder with a typo: its files are pointed to where they belong")
  func misspelledLessonFolder() throws {
    let work = try String(
      contentsOf: runCourse.appendingPathComponent(
        "Submissions/03-observation/observed-properties.tree"), encoding: .utf8)
    let course = try makeCourse([
      "Submissions/03-observations/observed-properties.tree": work,
      "Submissions/04-enviroment-values/.keep": "",
    ])
    let result = try runGrader(["check"], in: course)
    #expect(
      unwrapped(result.standardOutput).contains(
        "missing observed-properties                0/2  Two observed properties found Submissions/03-observations/observed-properties.tree; move it to Submissions/03-observation/observed-properties.tree"
      ), "\(result.standardOutput)")
    #expect(
      result.standardOutput.contains(
        "  Submissions/04-enviroment-values: did you mean\n    Submissions/04-environment-values?\n"
      )
        || result.standardOutput.contains(
          "  Submissions/04-enviroment-values: did you mean Submissions/04-environment-values?\n")
    )
  }

  @Test("broken lessons exit 2 and say it is not the student's fault")
  func brokenLessons() throws {
    let folder = try makeTree([
      "Lessons/01-a/01-x.scenario":
        "title: X\npoints: 1\n--- task\n--- source\n--- script\nchange c k\n--- expected\n--- reference\nA reads k\n",
      "Submissions/.keep": "",
    ])
    let result = try runGrader(["check"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.standardOutput.hasPrefix(
        "The lessons are broken: this is a problem with the course, not with your work."))
    #expect(
      result.standardOutput.contains(
        "Lessons/01-a/01-x.scenario:7:1: error: the section 'expected' holds no rows"))
    #expect(result.standardError.isEmpty)
    // No file an LMS reads carries a grade the broken lessons cannot back.
    let gradescope = try runGrader(
      ["check", "--format", "gradescope", "--output", "results.json", "--html", "page.html"],
      in: folder)
    #expect(gradescope.status == 2)
    #expect(
      gradescope.standardError.contains(
        "grader: the lessons are broken, so no report file was written"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/results.json"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/page.html"))
    // Nor a document on standard output, which a workflow may redirect to a
    // file an LMS reads: the lessons' errors go to standard error instead.
    for format in ["gradescope", "json", "classroom50", "junit", "tap"] {
      let printed = try runGrader(["check", "--format", format], in: folder)
      #expect(printed.status == 2)
      #expect(printed.standardOutput.isEmpty, "\(format)")
      #expect(
        printed.standardError.contains(
          "Lessons/01-a/01-x.scenario:7:1: error: the section 'expected' holds no rows"))
      #expect(
        printed.standardError.contains(
          "grader: the lessons are broken, so no \(format) document was printed"))
    }
  }

  @Test("with one lesson broken, PATH still picks what is graded beside the errors")
  func brokenLessonsWithPath() throws {
    let course = try makeCourse(sampleWork: true)
    let fixture = course.appendingPathComponent(
      "Lessons/03-observation/01-observed-properties.scenario")
    let text = try String(contentsOf: fixture, encoding: .utf8)
    try ("bogus: 1\n" + text).write(to: fixture, atomically: true, encoding: .utf8)
    let result = try runGrader(["check", "01-local-state"], in: course)
    #expect(result.status == 2)
    #expect(result.standardOutput.hasPrefix("The lessons are broken"))
    #expect(result.standardOutput.contains("Local state (01-local-state)"))
    #expect(!result.standardOutput.contains("State passed down"))
  }

  @Test(
    "an empty lessons folder, or one whose lessons all link out, is broken, as a missing one is")
  func emptyLessons() throws {
    let folder = try makeTree(["Lessons/.keep": "", "Linked/.keep": "", "elsewhere/.keep": ""])
    let empty = try runGrader(["check"], in: folder)
    #expect(empty.status == 2)
    #expect(empty.standardOutput.hasPrefix("The lessons are broken"))
    #expect(empty.standardOutput.contains("Lessons:1:1: error: no scenario to grade"))
    try FileManager.default.copyItem(
      at: runCourse.appendingPathComponent(
        "Lessons/01-local-state"),
      to: folder.appendingPathComponent("elsewhere/01-local-state"))
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Linked/01-local-state"),
      withDestinationURL: folder.appendingPathComponent("elsewhere/01-local-state"))
    let linked = try runGrader(["check", "--lessons", "Linked"], in: folder)
    #expect(linked.status == 2)
    #expect(linked.standardOutput.contains("Linked:1:1: error: no scenario to grade"))
    let batch = try runGrader(
      ["batch", "--lessons", "Linked", "--out", "o", "Lessons"], in: folder)
    #expect(batch.status == 2)
    #expect(batch.standardOutput.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/o"))
    let none = try runGrader(["check", "--lessons", "Nowhere"], in: folder)
    #expect(none.status == 2)
    #expect(none.standardOutput.contains("Nowhere:1:1: error: no lessons folder here"))
    // A folder that is not there is not called broken: its error says where to run.
    #expect(!none.standardOutput.contains("broken"))
    for command in [["batch", "--out", "o", "Lessons"], ["lint"]] {
      let missing = try runGrader(command + ["--lessons", "Nowhere"], in: folder)
      #expect(missing.status == 2, "\(command)")
      let said = missing.standardOutput + missing.standardError
      #expect(said.contains("Nowhere:1:1: error: no lessons folder here"), "\(command)")
      #expect(!said.lowercased().contains("broken"), "\(command)")
    }
  }

  @Test("--submissions and --exact are honored")
  func options() throws {
    let lessons = runCourse.appendingPathComponent(
      "Lessons"
    ).path
    let folder = try makeTree([
      "work/02-state-passed-down/grandchild-reads-through-bindings.tree":
        "key quantity state CheckoutScreen\nCheckoutScreen reads quantity\n  OrderSummary reads quantity\n  OrderForm takes quantity\n    QuantityStepper reads quantity\n"
    ])
    let arguments = [
      "check", "--lessons", lessons, "--submissions", "work",
      "02-state-passed-down/grandchild-reads-through-bindings",
    ]
    #expect(try runGrader(arguments, in: folder).status == 0)
    let exact = try runGrader(arguments + ["--exact"], in: folder)
    #expect(exact.status == 1)
    #expect(exact.standardOutput.contains("lists the same views in another order"))
  }
}

@Suite("grader list, start and record")
struct WorkspaceTests {
  @Test("list shows every scenario with its points and submission path")
  func list() throws {
    let result = try runGrader(["list"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("  reader-deep-in-the-tree            3 points  "))
    #expect(
      result.standardOutput.contains(
        "  Submissions/04-environment-values/reader-deep-in-the-tree.tree\n"))
    #expect(result.standardOutput.hasSuffix("32 scenarios, 84 points\n"))
  }

  @Test("start writes a submission that reads, and refuses to overwrite it")
  func start() throws {
    let lessons = runCourse.appendingPathComponent(
      "Lessons"
    ).path
    let folder = try makeTree([:])
    let arguments = [
      "start", "--lessons", lessons, "04-environment-values/reader-deep-in-the-tree",
    ]
    let created = try runGrader(arguments, in: folder)
    #expect(created.status == 0)
    let path = "Submissions/04-environment-values/reader-deep-in-the-tree.tree"
    #expect(created.standardOutput.hasPrefix("created \(path)\n"))
    let run = try runGrader(["run", path], in: folder)
    #expect(run.status == 0)
    #expect(
      run.standardOutput.hasPrefix(
        "scale-changed: textScale changed | recomputed none | skipped none\n"))
    let again = try runGrader(arguments, in: folder)
    #expect(again.status == 1)
    #expect(
      again.standardError.hasPrefix(
        "\(path):1:1: error: 04-environment-values/reader-deep-in-the-tree already has a submission here\n"
      ))
    let swift = try runGrader(arguments + ["--format", "swift", "--force"], in: folder)
    #expect(swift.status == 0)
    #expect(swift.standardOutput.hasPrefix("kept the old file as\n  \(path).bak\n"))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.path + "/Submissions/04-environment-values/reader-deep-in-the-tree.swift"))
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + path))
    #expect(FileManager.default.fileExists(atPath: folder.path + "/" + path + ".bak"))
    let check = try runGrader(
      ["check", "--lessons", lessons, "04-environment-values/reader-deep-in-the-tree"], in: folder,
      environment: ["COLUMNS": "200"])
    #expect(check.standardOutput.contains("declares no views yet"))
  }

  @Test("record rewrites stale expected rows, and leaves good ones alone")
  func record() throws {
    let scenario = try fixture(
      "Tests/Fixtures/Course/Lessons/01-local-state/01-counter-reads-its-own-state.scenario")
    let stale = scenario.replacingOccurrences(
      of: "recomputed CounterView local", with: "recomputed none")
    let folder = try makeTree(["Lessons/01-local-state/01-counter.scenario": stale])
    let result = try runGrader(["record", "--write"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.standardOutput
        == "recorded  Lessons/01-local-state/01-counter.scenario:\n  - count-changed: count changed | recomputed none | skipped CounterScreen,ResetButton\n  + count-changed: count changed | recomputed CounterView local | skipped CounterScreen,ResetButton\n"
    )
    #expect(
      try String(
        contentsOf: folder.appendingPathComponent("Lessons/01-local-state/01-counter.scenario"),
        encoding: .utf8) == scenario)
    #expect(try runGrader(["record"], in: folder).standardOutput.hasPrefix("unchanged"))
  }
}
