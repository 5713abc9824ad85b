import GraderModel
import GraderReaders

/// What grading one student may cost in `grader batch`: a budget of the
/// worker's processor time, and an estimate of memory checked before each
/// scenario runs.
///
/// Reading and grading cost time linear in a submission's size, so neither
/// limit should fire on a submission within the size limits; they are a
/// backstop, so that one student can never stall the class.
package struct StudentBudget: Sendable, Hashable {
  /// How much processor time grading one student may take, in seconds.
  package var seconds: Int
  /// How many bytes of rows a scenario's script may produce over the student's tree.
  package var memory: Int

  /// The default budget: 10 seconds and 512 MiB.
  package static let standard = StudentBudget(seconds: 10, memory: 512 << 20)

  /// Creates a budget.
  package init(seconds: Int, memory: Int) {
    self.seconds = seconds
    self.memory = memory
  }

  /// The failure of a student who ran past the time budget.
  package var timeoutReason: String { "took longer than \(seconds) s" }

  /// About how many bytes running `script` over `tree` holds: every change
  /// prints a row naming every view.
  package static func estimate(_ script: [ScriptStep], over tree: ViewTree) -> Int {
    let changes = script.reduce(0) { count, step in
      if case .change = step { return count + 1 }
      return count
    }
    let perRow = tree.nodes.reduce(64) { $0 + $1.name.utf8.count + 48 }
    return changes.multipliedReportingOverflow(by: perRow).overflow
      ? .max : changes * perRow
  }

  /// How the reason of a scenario that a budget kept from being graded
  /// begins; ``Batch/wasCut(_:)`` looks for it.
  static let notGradedPrefix = "not graded: "

  /// The reason of a scenario that a budget kept from being graded, `why`.
  static func notGraded(_ why: String) -> String { notGradedPrefix + why }
}

extension Batch {
  /// Whether the budget cut `report` short: a scenario not graded, or a
  /// file whose reading stopped.
  package static func wasCut(_ report: CheckReport) -> Bool {
    report.results.contains { result in
      result.reason?.hasPrefix(StudentBudget.notGradedPrefix) == true
        || result.diagnostics.contains { $0.id == .readingTimedOut }
    }
  }

  /// Grades one student within `grader`'s student budget, or with none when
  /// it has none.
  ///
  /// Readers stop when the time is up; the student then gets an error
  /// record saying so, and the batch goes on.
  package static func gradeWithinBudget(
    _ student: StudentFolder, catalog: LessonCatalog, grader: Grader
  ) -> GradedStudent {
    guard let budget = grader.studentBudget else {
      return grade(student, catalog: catalog, grader: grader)
    }
    // The worker's own processor time: what else the machine runs
    // meanwhile, other workers included, takes none of the budget.
    let seconds = Double(budget.seconds)
    let deadline = ReadingDeadline.threadSeconds() + seconds
    // Until this much time has passed, the deadline cannot have.
    let notBefore = ReadingDeadline.monotonicSeconds() + seconds
    let graded = ReadingDeadline.$notBefore.withValue(notBefore) {
      ReadingDeadline.$current.withValue(deadline) {
        grade(student, catalog: catalog, grader: grader)
      }
    }
    guard ReadingDeadline.threadSeconds() >= deadline else { return graded }
    // A grade that finished is kept, whatever it cost: only a student whose
    // grading the budget cut short is over it.
    if let report = graded.checked, !Self.wasCut(report) { return graded }
    let reason = budget.timeoutReason
    var record = StudentRecord(
      student: student.name, failure: reason, catalog: catalog, path: student.path)
    record.folder = student.recordedFolder
    return GradedStudent(
      record: record,
      report: Escape.terminal(student.name) + ": could not be graded: " + Escape.terminal(reason)
        + "\n")
  }
}
