import Foundation
import GraderTestSupport
import Testing

/// The workflow file `name`, read by a YAML 1.2 parser, as a dictionary.
func workflow(_ name: String) throws -> [String: Any] {
  let path = packageRoot.appendingPathComponent(".github/workflows/\(name)").path
  return try #require(try consume("yaml", path) as? [String: Any])
}

/// The steps of `job`, each as a dictionary.
func steps(_ job: [String: Any]) -> [[String: Any]] {
  job["steps"] as? [[String: Any]] ?? []
}

/// The strings of `value`: itself, or the items of a list.
func strings(_ value: Any?) -> [String] {
  (value as? [String]) ?? (value as? String).map { [$0] } ?? []
}

@Suite(
  "CI and LMS wiring",
  .enabled(if: yamlParser, "python3 and ruamel.yaml are not installed here; .ci/run installs them"))
struct WorkflowTests {
  @Test(
    "grade-class.yml builds once, gathers the class at the deadline, shards without fail-fast, and merges unless cancelled"
  )
  func gradeClass() throws {
    let document = try workflow("grade-class.yml")
    let jobs = try #require(document["jobs"] as? [String: [String: Any]])
    #expect(Set(jobs.keys) == ["build", "gather", "shard", "merge"])
    let gather = try #require(jobs["gather"])
    let step = try #require(
      steps(gather).first { ($0["run"] as? String)?.contains("grader gather") == true })
    #expect((step["run"] as? String)?.contains("--deadline \"$DEADLINE\"") == true)
    // The token is in the environment, never on the command line.
    #expect(
      (step["env"] as? [String: Any])?["GRADER_TOKEN"] as? String == "${{ secrets.CLASS_TOKEN }}")
    #expect((step["run"] as? String)?.contains("TOKEN") == false)
    let classUpload = try #require(
      steps(gather).first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true }
    )
    #expect((classUpload["with"] as? [String: Any])?["include-hidden-files"] as? Bool == true)
    let build = try #require(jobs["build"])
    #expect(build["needs"] == nil)
    #expect(
      steps(build).contains {
        ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true
          && ($0["with"] as? [String: Any])?["path"] as? String == ".build"
      })
    #expect(
      steps(build).contains { ($0["run"] as? String)?.contains("swift build -c release") == true })
    let upload = try #require(
      steps(build).first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
    let binary = try #require((upload["with"] as? [String: Any])?["name"] as? String)

    let shard = try #require(jobs["shard"])
    #expect(strings(shard["needs"]) == ["build", "gather"])
    #expect(
      steps(shard).contains {
        ($0["uses"] as? String)?.hasPrefix("actions/download-artifact@") == true
          && ($0["with"] as? [String: Any])?["name"] as? String == "class"
      })
    let strategy = try #require(shard["strategy"] as? [String: Any])
    #expect(strategy["fail-fast"] as? Bool == false)
    let shards = try #require((strategy["matrix"] as? [String: Any])?["shard"] as? [Int])
    #expect(shards == [1, 2, 3, 4])
    #expect(
      steps(shard).contains {
        ($0["uses"] as? String)?.hasPrefix("actions/download-artifact@") == true
          && ($0["with"] as? [String: Any])?["name"] as? String == binary
      })
    #expect(!steps(shard).contains { ($0["run"] as? String)?.contains("swift build") == true })
    #expect(
      steps(shard).contains {
        ($0["run"] as? String)?.contains("batch --shard ${{ matrix.shard }}/4") == true
      })

    let merge = try #require(jobs["merge"])
    #expect(Set(strings(merge["needs"])).isSuperset(of: ["shard", "build"]))
    #expect((merge["if"] as? String)?.contains("!cancelled()") == true)
    #expect(!steps(merge).contains { ($0["run"] as? String)?.contains("swift build") == true })
    let run = try #require(
      steps(merge).compactMap { $0["run"] as? String }.first { $0.contains("merge") })
    #expect(run.contains("--allow-partial"))
    // The merged grades are regraded from the gathered class, after the gradebook is kept.
    let all = steps(merge)
    let verify = try #require(
      all.firstIndex { ($0["run"] as? String)?.contains("grader verify") == true })
    let verifyRun = try #require(all[verify]["run"] as? String)
    #expect(verifyRun.contains("--submissions class") && verifyRun.contains("grades/results.json"))
    let kept = try #require(
      all.firstIndex { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
    #expect(kept < verify)
    #expect(
      all.contains {
        ($0["uses"] as? String)?.hasPrefix("actions/download-artifact@") == true
          && ($0["with"] as? [String: Any])?["name"] as? String == "class"
      })
    #expect(all.contains { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true })
  }

  @Test("every action a workflow uses is a major version that runs on Node 24")
  func actionsOnNode24() throws {
    // The first major of each that GitHub runs on Node 24 by default; Node 20 is retired.
    let first = [
      "actions/checkout": 5, "actions/cache": 5, "actions/upload-artifact": 6,
      "actions/download-artifact": 7,
    ]
    var seen = 0
    for name in ["grade.yml", "grade-class.yml", "ci.yml"] {
      let text = try fixture(".github/workflows/" + name)
      for line in text.split(separator: "\n") {
        guard let range = line.range(of: "uses: ") else { continue }
        let action = line[range.upperBound...].split(separator: "@")
        let major = action.count == 2 ? Int(action[1].dropFirst()) : nil
        let least = try #require(first[String(action[0])], "\(name): \(line)")
        #expect(major.map { $0 >= least } == true, "\(name): \(line)")
        seen += 1
      }
    }
    #expect(seen >= 10)
  }

  /// Whether `job` skips a pull request from a branch of its own
  /// repository, whose push already ran it, and runs one from a fork.
  func runsOncePerCommit(_ job: [String: Any]) -> Bool {
    (job["if"] as? String)?.replacingOccurrences(of: " ", with: "")
      == "github.event_name!='pull_request'||github.event.pull_request.head.repo.full_name!=github.repository"
  }

  @Test("ci.yml runs README's two commands on macOS and on Linux, on every push and pull request")
  func projectCI() throws {
    let document = try workflow("ci.yml")
    let on = try #require(document["on"] as? [String: Any])
    #expect(on.keys.contains("push") && on.keys.contains("pull_request"))
    let jobs = try #require(document["jobs"] as? [String: [String: Any]])
    let job = try #require(jobs["test"])
    #expect(runsOncePerCommit(job))
    let matrix = try #require((job["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
    let systems = (matrix["include"] as? [[String: Any]] ?? []).compactMap { $0["os"] as? String }
    #expect(
      systems.contains { $0.hasPrefix("macos") } && systems.contains { $0.hasPrefix("ubuntu") })
    let runs = steps(job).compactMap { $0["run"] as? String }
    #expect(runs.contains { $0.contains("swift run grader check") })
    #expect(runs.contains { $0.contains("swift test") })
  }

  @Test("grade.yml caches .build before it builds, and grades with check, showing all it may")
  func grade() throws {
    let document = try workflow("grade.yml")
    #expect(document["on"] != nil)
    let jobs = try #require(document["jobs"] as? [String: [String: Any]])
    let job = try #require(jobs["grade"])
    #expect(runsOncePerCommit(job))
    let all = steps(job)
    let cache = try #require(
      all.firstIndex { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
    #expect((all[cache]["with"] as? [String: Any])?["path"] as? String == ".build")
    let build = try #require(
      all.firstIndex { ($0["run"] as? String)?.contains("swift build") == true })
    #expect(cache < build)
    // Its build is its own (debug, where grading a class builds for release), by the
    // compiler as it reports itself: neither restores the other's .build, nor an older
    // compiler's, which an image's tag moves away from.
    let version = "${{ steps.swift.outputs.version }}"
    func cachesByCompiler(_ job: [String: Any], _ kind: String) -> Bool {
      let all = steps(job)
      guard
        let asked = all.firstIndex(where: {
          $0["id"] as? String == "swift"
            && ($0["run"] as? String)?.contains("swift --version") == true
        }),
        let cache = all.firstIndex(where: {
          ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true
        })
      else { return false }
      let key = (all[cache]["with"] as? [String: Any])?["key"] as? String ?? ""
      return asked < cache && key.hasPrefix("grader-\(kind)-\(version)-")
    }
    #expect(cachesByCompiler(job, "debug"))
    let classJobs = try #require(
      try workflow("grade-class.yml")["jobs"] as? [String: [String: Any]])
    let caching = classJobs.values.filter { job in
      steps(job).contains { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true }
    }
    #expect(!caching.isEmpty)
    #expect(caching.allSatisfy { cachesByCompiler($0, "release") })
    #expect(all.contains { ($0["run"] as? String)?.contains("grader check") == true })
    // The student's log shows what their copy holds, whatever its LMS files.
    #expect(
      all.contains {
        ($0["run"] as? String)?.contains("grader check --succeed-when graded --answers full")
          == true
      })
  }

  @Test(
    "the release's workflow goes green for a student at 0 points whose files read, and red for one that does not read or for edited lessons; --red-until-done keeps it red",
    arguments: [false, true])
  func releaseWorkflow(redUntilDone: Bool) throws {
    let out = try temporaryDirectory().appendingPathComponent("release")
    let made = try runGrader(
      ["release", "--course", packageRoot.path, "--out", out.path]
        + (redUntilDone ? ["--red-until-done"] : []))
    #expect(made.status == 0, "\(made.standardError)")
    let path = out.appendingPathComponent(".github/workflows/grade.yml").path
    let document = try #require(try consume("yaml", path) as? [String: Any])
    let job = try #require((document["jobs"] as? [String: [String: Any]])?["grade"])
    let script = try #require(
      steps(job).first { $0["name"] as? String == "Grade" }?["run"] as? String)
    #expect(script.contains("--lessons-digest "))
    // The step as GitHub runs it, with the grader these tests built.
    let summary = out.appendingPathComponent("summary.md")
    func grade() throws -> ProcessResult {
      try runProcess(
        "/bin/bash",
        [
          "--noprofile", "--norc", "-eo", "pipefail", "-c",
          script.replacingOccurrences(of: ".build/debug/grader", with: graderExecutable.path),
        ], in: out,
        environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    }
    let zero = try grade()
    #expect(zero.status == (redUntilDone ? 1 : 0), "\(zero.standardOutput)\(zero.standardError)")
    let markdown = try String(contentsOf: summary, encoding: .utf8)
    #expect(markdown.hasPrefix("## grader: 0/84 points (0%)\n"), "\(markdown)")
    for report in [
      "grader-junit.xml", "grader-results.json", "grader.tap", "gradescope-results.json",
      "result.json",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: out.appendingPathComponent(report).path), "\(report)"
      )
    }
    #expect(zero.standardOutput.contains(redUntilDone ? "::error " : "::warning "))
    guard !redUntilDone else { return }
    // A file that does not read: the grader could not grade it.
    let broken = out.appendingPathComponent("Submissions/01-local-state/sibling-fields.tree")
    try "key name enviroment\n".write(to: broken, atomically: true, encoding: .utf8)
    let unreadable = try grade()
    #expect(unreadable.status == 1)
    #expect(unreadable.standardOutput.contains("::error "))
    try FileManager.default.removeItem(at: broken)
    // Edited lessons: the pin stops the run.
    let fixture = out.appendingPathComponent(
      "Lessons/01-local-state/02-two-independent-states.scenario")
    let text = try String(contentsOf: fixture, encoding: .utf8)
    try text.replacingOccurrences(of: "points: 2\n", with: "points: 20\n").write(
      to: fixture, atomically: true, encoding: .utf8)
    let edited = try grade()
    #expect(edited.status == 2)
    #expect(
      (edited.standardOutput + edited.standardError).contains("are not the ones this course pins"))
  }

  @Test("the course's own workflow lints the lessons, since the course is no student's copy")
  func courseWorkflow() throws {
    let document = try workflow("grade.yml")
    let job = try #require((document["jobs"] as? [String: [String: Any]])?["grade"])
    let script = try #require(
      steps(job).first { $0["name"] as? String == "Grade" }?["run"] as? String)
    let result = try runProcess(
      "/bin/bash",
      [
        "--noprofile", "--norc", "-eo", "pipefail", "-c",
        script.replacingOccurrences(of: ".build/debug/grader", with: graderExecutable.path),
      ])
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(result.standardOutput.contains("Lint: 32 of 32 scenarios pass"))
  }

  @Test("the Gradescope autograder: setup.sh builds once, run_autograder only runs the grader")
  func gradescope() throws {
    let folder = packageRoot.appendingPathComponent("Autograders/gradescope")
    let setup = try String(contentsOf: folder.appendingPathComponent("setup.sh"), encoding: .utf8)
    let run = try String(
      contentsOf: folder.appendingPathComponent("run_autograder"), encoding: .utf8)
    #expect(setup.contains("swift build -c release --product grader"))
    #expect(!run.contains("swift build"))
    #expect(run.contains("root=${GRADER_AUTOGRADER_ROOT:-/autograder}\n"))
    #expect(run.contains("\"$root/grader\" check"))
    #expect(run.contains("--lessons \"$root/source/Lessons\""))
    #expect(run.contains("--format gradescope --output \"$root/results/results.json\""))
    for name in ["setup.sh", "run_autograder"] {
      #expect(
        FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(name).path))
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-n", folder.appendingPathComponent(name).path]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(name)")
    }
  }

  @Test("the Gradescope autograder grades an upload's Submissions/, one a ZIP nests, loose files")
  func gradescopeUploads() throws {
    let scratch = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let files = FileManager.default
    let script = packageRoot.appendingPathComponent("Autograders/gradescope/run_autograder")
    let sample = runCourse.appendingPathComponent("Submissions")
    // Runs the script over an upload that `upload` lays out in the folder it is given.
    func grade(_ name: String, _ upload: (URL) throws -> Void) throws -> (
      status: Int32, text: String, tests: [[String: Any]], score: Double?
    ) {
      let root = scratch.appendingPathComponent(name)
      for folder in ["source", "results", "submission"] {
        try files.createDirectory(
          at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
      try files.copyItem(
        at: runCourse.appendingPathComponent("Lessons"),
        to: root.appendingPathComponent("source/Lessons"))
      try files.createSymbolicLink(
        at: root.appendingPathComponent("grader"), withDestinationURL: graderExecutable)
      try upload(root.appendingPathComponent("submission"))
      let result = try runProcess(
        "/bin/bash", [script.path], environment: ["GRADER_AUTOGRADER_ROOT": root.path])
      let data = (try? Data(contentsOf: root.appendingPathComponent("results/results.json")))
      let object = try data.map { try JSONSerialization.jsonObject(with: $0) as? [String: Any] }
      return (
        result.status, data.map { String(decoding: $0, as: UTF8.self) } ?? "",
        object??["tests"] as? [[String: Any]] ?? [], object??["score"] as? Double
      )
    }
    let plain = try grade("plain") {
      try files.copyItem(at: sample, to: $0.appendingPathComponent("Submissions"))
    }
    #expect(plain.status == 0)
    #expect(plain.score == 14)
    // The paths a student reads are theirs, not where Gradescope keeps the upload.
    #expect(plain.text.contains("Submissions/03-observation/a-property-nobody-read.tree"))
    #expect(!plain.text.contains("/submission/"), "\(plain.text)")
    // A repository downloaded as a ZIP unpacks into a folder of its own.
    let zipped = try grade("zipped") {
      let folder = $0.appendingPathComponent("course-main")
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      try files.copyItem(at: sample, to: folder.appendingPathComponent("Submissions"))
    }
    #expect(zipped.status == 0)
    #expect(zipped.score == 14)
    // Loose files: each is told where it belongs, on its scenario's test.
    let loose = try grade("loose") {
      try files.copyItem(
        at: sample.appendingPathComponent("01-local-state/counter-reads-its-own-state.tree"),
        to: $0.appendingPathComponent("counter-reads-its-own-state.tree"))
    }
    #expect(loose.status == 0)
    let counter = loose.tests.first {
      ($0["name"] as? String)?.hasPrefix("01-local-state/counter-reads-its-own-state") == true
    }
    #expect(
      counter?["output"] as? String
        == "./01-local-state/counter-reads-its-own-state.tree not found; your work looks to be ./counter-reads-its-own-state.tree: move it to ./01-local-state/counter-reads-its-own-state.tree"
    )
    // A nested folder that is a link leads elsewhere: nothing there is graded.
    let elsewhere = scratch.appendingPathComponent("elsewhere")
    try files.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try files.copyItem(at: sample, to: elsewhere.appendingPathComponent("Submissions"))
    let linked = try grade("linked") {
      try files.createSymbolicLink(
        at: $0.appendingPathComponent("course-main"), withDestinationURL: elsewhere)
    }
    #expect(linked.status == 0)
    #expect(linked.score == 0)
    // Two such folders: neither is taken for the work, and the upload's top is graded.
    let two = try grade("two") {
      for name in ["course-main", "course-copy"] {
        let folder = $0.appendingPathComponent(name)
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        try files.copyItem(at: sample, to: folder.appendingPathComponent("Submissions"))
      }
    }
    #expect(two.status == 0)
    #expect(two.score == 0)
    // The output says what was found instead, where every test says "no submission yet".
    #expect(
      two.text.contains(
        "\"output\" : \"0/84 points; found but not graded (no scenario has the name): ./course-copy, ./course-main\""
      ), "\(two.text)")
  }

  @Test(
    "the Classroom 50 autograder grades the checkout against the bundle's lessons, in whole points",
    .enabled(if: python3 != nil, "python3 is not installed here; .ci/run installs it"))
  func classroom50() throws {
    let scratch = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let (bundle, checkout) = try classroom50Assignment(in: scratch)
    // Lessons of the student's own, which must not count.
    try FileManager.default.createDirectory(
      at: checkout.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
    // A result of the student's own, under the name the runner reads.
    let forged =
      #"{"schema": "classroom50/result/v1", "score": 999, "max-score": 999, "tests": []}"#
    try forged.write(
      to: checkout.appendingPathComponent("forged.json"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: checkout.appendingPathComponent("result.json").path,
      withDestinationPath: "forged.json")
    let script = packageRoot.appendingPathComponent("Autograders/classroom50/autograder.py")
    #expect(FileManager.default.isExecutableFile(atPath: script.path))
    let result = try runProcess(
      try #require(python3), [script.path], in: checkout,
      environment: [
        "CLASSROOM50_BUNDLE_DIR": bundle.path, "CLASSROOM": "swiftui", "ASSIGNMENT": "course",
        "SUBMISSION_TAG": "submit/1", "COMMIT_URL": "https://example.invalid/c",
      ])
    #expect(result.status == 0, "a failing scenario is a grade: \(result.standardError)")
    let written = try FileManager.default.attributesOfItem(
      atPath: checkout.appendingPathComponent("result.json").path)
    #expect(written[.type] as? FileAttributeType == .typeRegular, "the grader's own file")
    let data = try Data(contentsOf: checkout.appendingPathComponent("result.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["schema"] as? String == "classroom50/result/v1")
    #expect(object["classroom"] as? String == "swiftui")
    #expect(object["submission"] as? String == "submit/1")
    let tests = try #require(object["tests"] as? [[String: Any]])
    #expect(tests.count == 32)
    #expect(tests.contains { $0["passed"] as? Bool == false })
    #expect(tests.allSatisfy { $0["score"] is Int && $0["max-score"] is Int })
    #expect(object["score"] as? Int == tests.reduce(0) { $0 + ($1["score"] as? Int ?? 0) })
    #expect(object["score"] as? Int != 999)
    // A folder in its place is no grade either: it goes, and the grade is written.
    try FileManager.default.removeItem(at: checkout.appendingPathComponent("result.json"))
    try FileManager.default.createDirectory(
      at: checkout.appendingPathComponent("result.json"), withIntermediateDirectories: true)
    let again = try runProcess(
      try #require(python3), [script.path], in: checkout,
      environment: ["CLASSROOM50_BUNDLE_DIR": bundle.path])
    #expect(again.status == 0, "\(again.standardError)")
    var folder: ObjCBool = true
    #expect(
      FileManager.default.fileExists(
        atPath: checkout.appendingPathComponent("result.json").path, isDirectory: &folder)
        && !folder.boolValue)
  }

  @Test(
    "the Classroom 50 autograder fails, and writes no grade, when the bundle's lessons are broken",
    .enabled(if: python3 != nil, "python3 is not installed here; .ci/run installs it"))
  func classroom50BrokenLessons() throws {
    let scratch = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let (bundle, checkout) = try classroom50Assignment(in: scratch)
    try "this is no scenario\n".write(
      to: bundle.appendingPathComponent("Lessons/01-local-state/00-broken.scenario"),
      atomically: true, encoding: .utf8)
    let script = packageRoot.appendingPathComponent("Autograders/classroom50/autograder.py")
    let result = try runProcess(
      try #require(python3), [script.path], in: checkout,
      environment: ["CLASSROOM50_BUNDLE_DIR": bundle.path])
    #expect(result.status == 2, "broken lessons are no grade: \(result.standardError)")
    #expect(result.standardError.contains("the lessons are broken"))
    #expect(result.standardOutput.contains("00-broken.scenario:1:1: error:"))
    #expect(
      !FileManager.default.fileExists(atPath: checkout.appendingPathComponent("result.json").path))
  }

  /// A Classroom 50 bundle (the test course's lessons, and a grader built
  /// for the runner) and a student's checkout of work that fails some
  /// scenarios, in `scratch`.
  private func classroom50Assignment(in scratch: URL) throws -> (bundle: URL, checkout: URL) {
    let bundle = scratch.appendingPathComponent("bundle")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: runCourse.appendingPathComponent("Lessons"),
      to: bundle.appendingPathComponent("Lessons"))
    try FileManager.default.createSymbolicLink(
      at: bundle.appendingPathComponent("grader"), withDestinationURL: graderExecutable)
    let checkout = scratch.appendingPathComponent("checkout")
    try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: runCourse.appendingPathComponent("Submissions"),
      to: checkout.appendingPathComponent("Submissions"))
    return (bundle, checkout)
  }
}
