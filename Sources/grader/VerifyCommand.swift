import GraderKit
import GraderReaders

/// `grader verify RESULTS --lessons DIR --submissions DIR`: re-grades a results
/// file and says whether each grade still holds.
enum VerifyCommand {
  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError(
        message: arguments.positionals.isEmpty
          ? "name the RESULTS file to verify" : "name one RESULTS file",
        command: "verify")
    }
    let lessons = arguments.value(.trustedLessons)
    let submissions = arguments.value(.verifiedSubmissions)
    let renderer = DiagnosticRenderer(color: Terminal.color("auto", descriptor: 2))
    let bytes: [UInt8]
    do {
      bytes =
        try path == "-"
        ? FileLoader.standardInput(limit: 1 << 30) : FileLoader.bytes(at: path, limit: 1 << 30)
    } catch {
      Terminal.say(.error, path: path, error.reason)
      return 2
    }
    let results: Verifier.Results
    do {
      results = try Verifier.results(bytes)
    } catch {
      Terminal.say(.error, "\(path) \(error.reason)")
      return 2
    }
    let catalog = Course.catalog(lessons)
    Terminal.err(renderer.render(catalog.diagnostics))
    guard !catalog.isBroken, !catalog.scenarios.isEmpty else {
      Terminal.err("The lessons in \(lessons) are broken or empty: nothing to verify against.\n")
      return 2
    }
    // The results file says what it is, but the folder decides what it is
    // checked against, since a file can be edited: the folder is one
    // student's Submissions/ when it holds a lesson folder (or nothing), and
    // otherwise a class, a folder per student, graded as 'grader batch' does.
    let lessonIDs = Set(catalog.lessons.map(\.id))
    let entries = (try? SafeDirectory.entries(of: submissions, within: submissions)) ?? []
    let isClass = !entries.isEmpty && !entries.contains { lessonIDs.contains($0.name) }
    // A shard is checked as one only when the command line says so.
    if results.shard != arguments[.verifiedShard] {
      Terminal.say(
        .error,
        Escape.terminal(path) + " "
          + (results.shard.map {
            // A shard is I/N: the results file was refused otherwise.
            "is shard \($0) of a class: verify it with \(Option.shard.name) \($0), or verify the merged results"
          } ?? "is not a shard's results; verify it without \(Option.shard.name)"))
      return 2
    }
    let grader = Grader()
    let verifier = Verifier(catalog: catalog)
    // Regraded against the lessons the results say they were graded
    // against: these, or the students' release of them.
    let against = verifier.lessons(for: results)
    let outcome: Verifier.Outcome
    if !isClass {
      var checked = verifier.verify(results) { _ in
        (
          StudentRecord(
            student: Course.student(ofSubmissions: submissions),
            report: Checker.check(against, submissions: submissions, grader: grader)),
          submissions
        )
      }
      if results.students.count != 1 {
        checked.problems.append(
          Verifier.Problem(
            student: "*", scenario: "*",
            message:
              "\(submissions) is one student's work, and these results hold \(results.students.count) students"
          ))
      }
      outcome = checked
    } else {
      let roster: [StudentFolder]
      do throws(FileLoader.Failure) {
        // A shard's results hold its slice of the class, no more.
        roster = try Batch.students(in: submissions, shard: results.shardSlice).students
      } catch {
        Terminal.say(.error, path: error.path, error.reason)
        return 2
      }
      let folders = Dictionary(roster.map { ($0.name, $0) }) { first, _ in first }
      var checked = verifier.verify(results) { student in
        folders[student].map {
          (Batch.grade($0, catalog: against, grader: grader).record, submissions)
        }
      }
      // Every student of the class is in the results, once.
      checked.problems += verifier.roster(results, roster: roster.map(\.name))
      if results.shard != nil {
        let whole = (try? Batch.students(in: submissions).roster) ?? ""
        if results.classRoster != whole {
          checked.problems.append(
            Verifier.Problem(
              student: "*", scenario: "*",
              message:
                "the shard was graded from another list of students (\(Escape.quotedValue(results.classRoster ?? "none"))) than the class folder holds (\(whole))"
            ))
        }
      }
      outcome = checked
    }
    var current: UntrustedText = ""
    for problem in outcome.problems {
      if problem.student != current {
        current = problem.student
        Terminal.out("\(Escape.terminal(current)):\n")
      }
      Terminal.out(
        "  does not hold  \(Escape.terminal(problem.scenario))  \(Escape.terminal(problem.message))\n"
      )
    }
    let count = outcome.problems.count
    Terminal.out(
      "Verify: \(outcome.held) of \(outcome.checked) grades hold"
        + (count == 0 ? ".\n" : "; \(count) \(count == 1 ? "problem" : "problems") found.\n"))
    return outcome.problems.isEmpty ? 0 : 1
  }
}
