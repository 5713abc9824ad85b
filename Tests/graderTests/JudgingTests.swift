import Foundation
import GraderTestSupport
import Testing

/// The scenario the instructor judges in ``judgedCourse()``, and its fixture.
private let judged = "01-local-state/counter-reads-its-own-state"
private let judgedFixture = "Lessons/01-local-state/01-counter-reads-its-own-state.scenario"
/// The scenario ``judgedCourse()`` hides, and what would name it.
private let hiddenTraces = ["state-written-but-not-read", "State that is written but never read"]

/// A copy of the course in which the instructor judges one scenario and hides another.
private func judgedCourse() throws -> URL {
  let root = try courseCopy()
  try edit(
    root.appendingPathComponent(judgedFixture), replacing: "points: 2\n",
    with: "points: 2\njudging: instructor\n")
  try edit(
    root.appendingPathComponent("Lessons/01-local-state/03-state-written-but-not-read.scenario"),
    replacing: "points: 2\n", with: "points: 2\nvisibility: hidden\n")
  // A student of a release never hears of the hidden scenario, so has no file for it.
  try FileManager.default.removeItem(
    at: root.appendingPathComponent("Submissions/01-local-state/state-written-but-not-read.tree"))
  return root
}

/// A release of `lessons`, made from the package's own course files.
private func release(_ lessons: URL, answers: String = "digest") throws -> URL {
  let out = try temporaryDirectory().appendingPathComponent("release")
  let made = try runGrader([
    "release", "--course", packageRoot.path, "--out", out.path, "--lessons", lessons.path,
    "--answers", answers,
  ])
  #expect(made.status == 0, "\(made.standardError)")
  return out
}

/// The object of the JSON file at `url`.
private func object(_ url: URL) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
}

@Suite("Scenarios the instructor judges, and hidden ones, in what students see")
struct JudgingTests {
  @Test(
    "a release holds no digest or row of a judged scenario, and nothing of a hidden one",
    arguments: ["digest", "full"])
  func releaseHoldsNoAnswer(answers: String) throws {
    // The answers of the scenario, as a release of the course without judging carries them.
    let plain = try release(
      runCourse.appendingPathComponent(
        "Lessons"), answers: "digest")
    let plainFixture = try String(
      contentsOf: plain.appendingPathComponent(judgedFixture), encoding: .utf8)
    let answerDigests = plainFixture.split(separator: "\n").map {
      String($0.split(separator: " ").last ?? "")
    }.filter { $0.count == 64 && $0.allSatisfy(\.isHexDigit) }
    #expect(answerDigests.count == 3, "two outputs and the shape")
    let rows = ["count-changed: count changed | recomputed CounterView local", "local: 1"]

    let out = try release(try judgedCourse().appendingPathComponent("Lessons"), answers: answers)
    let files = try filesBelow(out)
    let fixture = try #require(files[String(judgedFixture)])
    for part in [
      "judging: instructor", "--- task", "--- source", "--- script", "change count-changed count",
    ] {
      #expect(fixture.contains(part), "\(part)")
    }
    for part in ["--- expected", "--- digests", "--- reference", "shape", "warns"] {
      #expect(!fixture.contains(part), "\(part)")
    }
    for (path, text) in files {
      for answer in answerDigests + rows where path.hasPrefix("Lessons/01-local-state/01-") {
        #expect(!text.contains(answer), "\(path) holds \(answer)")
      }
      for digest in answerDigests { #expect(!text.contains(digest), "\(path) holds \(digest)") }
      // The lessons, the submissions and the manifest are the course's own:
      // nothing in them names the hidden scenario, or says there is one.
      guard
        path.hasPrefix("Lessons/") || path.hasPrefix("Submissions/") || path.hasPrefix(".grader")
      else { continue }
      for trace in hiddenTraces + ["hidden"] { #expect(!text.contains(trace), "\(path): \(trace)") }
    }
    #expect(files[".grader-release"]?.contains("scenarios: 31\n") == true)
  }

  @Test(
    "a student's check shows their rows of a judged scenario and says the instructor grades it; every CI file counts its points as not yet graded"
  )
  func pendingInEveryFormat() throws {
    let course = try judgedCourse()
    let out = try release(course.appendingPathComponent("Lessons"))
    let work = try temporaryDirectory()
    let summary = work.appendingPathComponent("summary.md")
    let report = { (name: String) in work.appendingPathComponent(name) }
    let result = try runGrader(
      [
        "check", "--lessons", out.appendingPathComponent("Lessons").path, "--submissions",
        course.appendingPathComponent("Submissions").path, "--color", "never",
        "--report", "junit=\(report("junit.xml").path)", "--report",
        "tap=\(report("grader.tap").path)",
        "--report", "json=\(report("results.json").path)",
        "--report", "gradescope=\(report("gradescope.json").path)",
        "--report", "classroom50=\(report("c50.json").path)",
      ],
      environment: [
        "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path, "COLUMNS": "100",
      ])
    #expect(result.status == 1, "the sample work has failures: \(result.standardError)")
    let text = result.standardOutput
    #expect(text.contains("  pending counter-reads-its-own-state "), "\(text)")
    #expect(text.contains("?/2  A counter that reads its own state\n"))
    #expect(
      text.contains(
        "      the instructor grades this scenario; it counts no points until then\n      your rows:\n        count-changed: count changed | recomputed CounterView local | skipped"
      ))
    #expect(text.contains("Total: 12/82 points (14.6%), 2 not yet graded · "))
    #expect(text.contains(", 1 pending"))

    let json = try object(report("results.json"))
    let student = try #require((json["students"] as? [[String: Any]])?.first)
    #expect(student["max_score"] as? Int == 82)
    #expect(student["score"] as? Int == 12)
    let pending = try #require(
      (student["results"] as? [[String: Any]])?.first { $0["scenario"] as? String == judged })
    #expect(pending["verdict"] as? String == "pending")
    #expect(pending["score"] as? Int == 0)
    #expect(pending["max_score"] as? Int == 2)

    let junit = try String(contentsOf: report("junit.xml"), encoding: .utf8)
    #expect(
      junit.contains(
        "name=\"counter-reads-its-own-state\">\n      <properties>\n        <property name=\"score\" value=\"0/2\"/>"
      ))
    #expect(junit.contains("<skipped message=\"the instructor grades this scenario"))
    #expect(junit.contains("skipped=\"1\""))
    let tap = try String(contentsOf: report("grader.tap"), encoding: .utf8)
    #expect(tap.contains(" - \(judged) # SKIP the instructor grades this scenario\n"))

    let gradescope = try object(report("gradescope.json"))
    #expect(gradescope["max_score"] as? Int == 82)
    #expect(
      gradescope["output"] as? String
        == "12/82 points; 2 of them not yet graded: the instructor grades them")
    let test = try #require(
      (gradescope["tests"] as? [[String: Any]])?.first {
        ($0["name"] as? String)?.hasPrefix(judged + ":") == true
      })
    #expect(test["score"] as? Int == 0)
    #expect(test["max_score"] as? Int == 2)
    #expect(test["status"] == nil)
    #expect((test["output"] as? String)?.contains("the instructor grades this scenario") == true)

    let c50 = try object(report("c50.json"))
    #expect(c50["max-score"] as? Int == 82)
    let c50Test = try #require(
      (c50["tests"] as? [[String: Any]])?.first { $0["test-name"] as? String == judged })
    #expect(c50Test["max-score"] as? Int == 2)
    #expect(c50Test["score"] as? Int == 0)

    let markdown = try String(contentsOf: summary, encoding: .utf8)
    #expect(
      markdown.hasPrefix(
        "## grader: 12/82 points (14.6%), 2 not yet graded: the instructor grades them\n"))
    #expect(markdown.contains("| \(judged) | pending | not yet graded (of 2) |"))
    for trace in hiddenTraces {
      for file in ["junit.xml", "grader.tap", "results.json", "gradescope.json", "c50.json"] {
        #expect(!(try String(contentsOf: report(file), encoding: .utf8)).contains(trace))
      }
      #expect(!markdown.contains(trace))
      #expect(!text.contains(trace))
    }
  }

  @Test(
    "the Gradescope autograder, on the instructor's lessons, shows a judged scenario as pending and nothing of a hidden one"
  )
  func autograder() throws {
    let course = try judgedCourse()
    let result = try runGrader(
      ["check", "--format", "gradescope", "--output", "results.json"], in: course)
    #expect(result.status == 1)
    let json = try String(
      contentsOf: course.appendingPathComponent("results.json"), encoding: .utf8)
    let document = try object(course.appendingPathComponent("results.json"))
    let test = try #require(
      (document["tests"] as? [[String: Any]])?.first {
        ($0["name"] as? String)?.hasPrefix(judged + ":") == true
      })
    #expect(test["status"] == nil)
    #expect(json.contains("recomputed CounterView local | skipped"), "the student's own row")
    for trace in hiddenTraces {
      #expect(!json.contains(trace))
      #expect(!result.standardOutput.contains(trace))
    }
    // The instructor's own check, with the answers, grades it.
    let full = try runGrader(["check", "--format", "json"], in: course)
    #expect(try grades(full.standardOutput).contains("\(judged) pass 2"))
  }

  @Test("batch grades a judged scenario with the instructor's lessons, and verify holds for both")
  func batchGrades() throws {
    let course = try judgedCourse()
    let lessons = course.appendingPathComponent("Lessons")
    let classFolder = try temporaryDirectory()
    try FileManager.default.copyItem(
      at: course.appendingPathComponent("Submissions"),
      to: classFolder.appendingPathComponent("alice"))
    // Bob's work for the judged scenario fails.
    try FileManager.default.copyItem(
      at: course.appendingPathComponent("Submissions"),
      to: classFolder.appendingPathComponent("bob"))
    try "key count state CounterView\nCounterScreen\n  CounterView\n  ResetButton\n".write(
      to: classFolder.appendingPathComponent("bob/01-local-state/counter-reads-its-own-state.tree"),
      atomically: true, encoding: .utf8)
    let grades = try temporaryDirectory().appendingPathComponent("grades")
    let batch = try runGrader([
      "batch", classFolder.path, "--lessons", lessons.path, "--out", grades.path,
    ])
    #expect(batch.status == 0, "\(batch.standardError)")
    let results = try String(
      contentsOf: grades.appendingPathComponent("results.json"), encoding: .utf8)
    #expect(results.contains("\"scenario\":\"\(judged)\""))
    let line = try #require(
      results.split(separator: "\n").first { $0.contains("\"student\":\"alice\"") })
    let record = try #require(
      try JSONSerialization.jsonObject(with: Data(line.dropLast(line.hasSuffix(",") ? 1 : 0).utf8))
        as? [String: Any])
    let result = try #require(
      (record["results"] as? [[String: Any]])?.first { $0["scenario"] as? String == judged })
    #expect(result["verdict"] as? String == "pass")
    #expect(result["score"] as? Int == 2)
    #expect(record["max_score"] as? Int == 84, "the hidden scenario too")

    // What the student reads: the judged scenario's verdict and points, no
    // expected row, no hidden id, and the release's digest, not the instructor's.
    let report = try String(
      contentsOf: grades.appendingPathComponent("reports/bob.txt"), encoding: .utf8)
    #expect(report.contains("  fail    counter-reads-its-own-state"), "\(report)")
    let block = try #require(
      report.components(separatedBy: "counter-reads-its-own-state").dropFirst().first?
        .components(separatedBy: "\n  ").first)
    #expect(!block.contains("reference") && !block.contains("Why:"), "\(block)")
    for trace in hiddenTraces { #expect(!report.contains(trace), "\(trace)") }
    #expect(report.contains("hidden-1"))
    let header = try #require(results.split(separator: "\n").first)
    let info = try #require(
      try JSONSerialization.jsonObject(
        with: Data((header.dropLast(",\"students\":[".count) + "}").utf8)) as? [String: Any])
    let instructors = try #require(info["lessons_digest"] as? String)
    let students = try #require(info["release_digest"] as? String)
    #expect(instructors != students)
    let lms = try runGrader([
      "batch", classFolder.path, "--lessons", lessons.path, "--out", grades.path,
      "--format", "gradescope",
    ])
    #expect(lms.status == 0, "\(lms.standardError)")
    let gradescope = try String(
      contentsOf: grades.appendingPathComponent("gradescope/alice.json"), encoding: .utf8)
    #expect(gradescope.contains(students))
    #expect(!gradescope.contains(instructors))

    // A student's own result from the release, pending and all, holds
    // against the instructor's lessons.
    let out = try release(lessons)
    let submissions = course.appendingPathComponent("Submissions")
    let own = try runGrader([
      "check", "--lessons", out.appendingPathComponent("Lessons").path, "--submissions",
      submissions.path, "--format", "json",
    ])
    let file = course.appendingPathComponent("own.json")
    try own.standardOutput.write(to: file, atomically: true, encoding: .utf8)
    let verified = try runGrader([
      "verify", file.path, "--lessons", lessons.path, "--submissions", submissions.path,
    ])
    #expect(verified.status == 0, "\(verified.standardOutput)")
    #expect(verified.standardOutput == "Verify: 31 of 31 grades hold.\n")
  }
}
