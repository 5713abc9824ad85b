/// A time by which reading must stop, bound by whoever reads under a time
/// budget, such as `grader batch` grading one student.
///
/// Readers poll it every few thousand lines, tokens or statements; when it
/// has passed, they stop with an error. Nothing binds it by default, and
/// then polling costs one task-local read.
package enum ReadingDeadline {
  /// The deadline bound for the current task or thread, if any.
  @TaskLocal package static var current: ContinuousClock.Instant?

  /// How many steps a reader takes between two polls.
  static let interval = 4096

  /// Whether a deadline is bound and has passed.
  package static var hasPassed: Bool {
    guard let current else { return false }
    return ContinuousClock.now >= current
  }

  /// Whether `step` is one to poll at, and the deadline has passed.
  static func hasPassed(atStep step: Int) -> Bool {
    step % interval == 0 && hasPassed
  }

  /// The error a reader records where it stopped.
  static func stopped(in file: SourceFile, at offset: Int) -> DiagnosticDraft {
    file.draft(
      .error, "reading took longer than its time budget and stopped here",
      id: .readingTimedOut, at: offset)
  }
}
