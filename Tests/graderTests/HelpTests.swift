import GraderTestSupport
import Testing

@Suite("Help")
struct HelpTests {
  @Test(
    "every command's help matches its snapshot",
    arguments: [
      ("main", ["--help"]), ("run", ["run", "--help"]), ("check", ["check", "--help"]),
      ("list", ["list", "--help"]), ("start", ["start", "-h"]), ("record", ["record", "--help"]),
      ("batch", ["batch", "--help"]), ("merge", ["merge", "--help"]), ("draw", ["draw", "--help"]),
      ("lint", ["lint", "--help"]), ("release", ["release", "--help"]),
      ("verify", ["verify", "--help"]), ("gather", ["gather", "--help"]),
    ])
  func snapshot(name: String, arguments: [String]) throws {
    let result = try runGrader(arguments)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let expected = try golden("Tests/graderTests/Fixtures/help/\(name).txt", result.standardOutput)
    #expect(
      result.standardOutput == expected,
      "grader \(arguments.joined(separator: " ")) differs from Tests/graderTests/Fixtures/help/\(name).txt; after changing a declaration, record it with GRADER_RECORD_GOLDEN=1 swift test --filter HelpTests, and review the change"
    )
    #expect(
      result.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 80 },
      "help fits 80 columns")
  }

  @Test("--version prints the version each result records, on standard output")
  func version() throws {
    let result = try runGrader(["--version"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput == "grader 0.4.0\n")
    let batch = try runGrader(["batch", "--help"])
    #expect(batch.status == 0)
  }

  @Test(
    "a wrong command line exits 64 with a pointer to help",
    arguments: [
      (
        ["frobnicate"],
        "grader: error: unknown command 'frobnicate'; a student's commands are check, run, draw, list and start"
      ),
      (["chek"], "grader: error: unknown command 'chek'; did you mean 'check'?"),
      ([], "grader: error: missing a command"),
      (["run"], "grader: error: missing a FILE to run"),
      (
        ["run", "--colour", "never", "x.tree"],
        "grader: error: unknown option '--colour'; did you mean '--color'?"
      ),
      (["run", "--color"], "grader: error: option '--color' needs a value"),
      (
        ["run", "--color", "sometimes", "x.tree"],
        "grader: error: option '--color' takes auto, always, never, not 'sometimes'"
      ),
      (["check", "--exact=yes"], "grader: error: option '--exact' takes no value"),
      (["lst"], "grader: error: unknown command 'lst'; did you mean 'list'?"),
      (
        ["check", "99-nothing"],
        "grader: error: no lesson, scenario or submission matches '99-nothing'; 'grader list' with no name shows every scenario"
      ),
      (["start"], "grader: error: name one SCENARIO to start"),
      (
        ["list", "extra"],
        "grader: error: no lesson, scenario or submission matches 'extra'; 'grader list' with no name shows every scenario"
      ),
    ])
  func usage(arguments: [String], message: String) throws {
    let result = try runGrader(arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix(message + "\n"), "\(result.standardError)")
    #expect(result.standardError.contains("--help"))
  }
}
