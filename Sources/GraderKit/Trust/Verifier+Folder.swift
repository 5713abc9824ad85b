/// Verifying against a folder: one student's `Submissions/`, or a class.
extension Verifier {
  /// Re-grades every student of `results` from `submissions`.
  ///
  /// The results file says what it is, but the folder decides what it is
  /// checked against, since a file can be edited: the folder is one
  /// student's `Submissions/` when every folder in it is a lesson's (or it
  /// is empty), as `grader batch` decides, and otherwise a class, a folder
  /// per student, graded as `grader batch` grades it. A shard's results are
  /// checked against its slice of the class, and against the whole class's
  /// list of names.
  ///
  /// - Parameter student: Whose work `submissions` is, when it is one
  ///   student's: the name check records.
  /// - Throws: ``FileLoader/Failure`` when the folder is one student's (or
  ///   cannot be listed as a class) and the results a class's.
  package func verify(
    _ results: Results, submissions: String, student: UntrustedText, grader: Grader = Grader()
  ) throws(FileLoader.Failure) -> Outcome {
    // Listed once, as batch lists a class, and told apart as batch tells it.
    let listed = try? Batch.students(in: submissions)
    let isClass =
      !(listed?.students.isEmpty ?? true)
      && !ClassGrading.isOneStudentsWork(
        listed?.students ?? [], lessons: Set(catalog.lessons.map(\.id)))
    // Regraded against the lessons the results say they were graded
    // against: these, or the students' release of them.
    let against = lessons(for: results)
    guard isClass, let whole = listed else {
      // A class's results against one student's folder (the course's own
      // Submissions/, when the class folder was not named) check nothing.
      guard results.students.count <= 1 else {
        throw FileLoader.Failure(
          path: submissions,
          reason:
            "is one student's work (its folders are lessons, or it is empty), and the results hold \(results.students.count) students: name the class folder, a folder per student, to verify them"
        )
      }
      return verify(results) { _ in
        (
          StudentRecord(
            student: student,
            report: Checker.check(against, submissions: submissions, grader: grader)),
          submissions
        )
      }
    }
    // A shard's results hold its slice of the class, no more; a regrade's,
    // the students it names.
    let regrade = results.info.regrade == true
    let named = regrade ? Set(results.students.map(\.student)) : []
    let roster = Batch.slice(whole.students, shard: RunInfo.slice(results.info.shard)).filter {
      !regrade || named.contains($0.name)
    }
    let folders = Dictionary(roster.map { ($0.name, $0) }) { first, _ in first }
    // A student the class numbers now (a twin added since) is found by the
    // folder's own name, and then said to be named otherwise.
    let byFolder = Dictionary(roster.map { (Array($0.folderName.unescaped.utf8), $0) }) {
      first, _ in first
    }
    // A batch names each file from the class folder's own name, as the
    // records regraded now do: the path below that name is what must agree.
    let shown = CheckReport.shownName(of: submissions)
    // Within the budget the batch had: a student it cut short is cut
    // short again (on a machine as fast), and no folder makes verify slow.
    var budgeted = grader
    budgeted.studentBudget = StudentBudget(
      seconds: results.info.studentTimeout ?? StudentBudget.standard.seconds,
      memory: StudentBudget.standard.memory)
    var checked = verify(results) { student in
      (folders[student] ?? byFolder[Array(student.unescaped.utf8)]).map {
        (Batch.gradeWithinBudget($0, catalog: against, grader: budgeted).record, shown)
      }
    }
    // Every student of the class is in the results, once.
    checked.problems += self.roster(results, roster: roster.map(\.name))
    if results.info.shard != nil || regrade {
      if results.info.classRoster != whole.roster {
        checked.problems.append(
          Problem(
            student: "*", scenario: "*",
            message:
              "the \(regrade ? "regrade" : "shard") was graded from another list of students (\(Escape.quotedValue(results.info.classRoster ?? "none"))) than the class folder holds (\(whole.roster))"
          ))
      }
    }
    return checked
  }

  /// What verify prints: each problem under its student, then the count.
  package static func text(_ outcome: Outcome) -> String {
    var text = ""
    var current: UntrustedText = ""
    for problem in outcome.problems {
      if problem.student != current {
        current = problem.student
        text += "\(Escape.terminal(current)):\n"
      }
      text +=
        "  does not hold  \(Escape.terminal(problem.scenario))  \(Escape.terminal(problem.message))\n"
    }
    let count = outcome.problems.count
    return text + "Verify: \(outcome.held) of \(outcome.checked) grades hold"
      + (count == 0 ? ".\n" : "; \(count) \(count == 1 ? "problem" : "problems") found.\n")
  }
}
