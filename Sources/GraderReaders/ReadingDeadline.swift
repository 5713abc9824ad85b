#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The processor time of the reading thread past which reading must stop,
/// bound by whoever reads under a time budget, such as `grader batch`
/// grading one student.
///
/// The thread's own processor time (user and system), not the wall clock:
/// a grade does not depend on what else the machine runs meanwhile.
/// Readers poll it every few thousand lines, tokens or statements; when it
/// has passed, they stop with an error. Nothing binds it by default, and
/// then polling costs one task-local read.
package enum ReadingDeadline {
  /// The deadline bound for the current task or thread, if any, in seconds
  /// of ``threadSeconds()``.
  @TaskLocal package static var current: Double?

  /// The reading of ``monotonicSeconds()`` before which ``current`` cannot
  /// have passed, when whoever bound it knew: a thread spends no more
  /// processor time than the time that passes, so until then no poll asks
  /// the system for the thread's processor time, which takes a system call.
  @TaskLocal package static var notBefore: Double?

  /// The processor time this thread has spent, in seconds.
  package static func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// A clock that only goes forward, in seconds; read without a system call.
  package static func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// How many steps a reader takes between two polls.
  static let interval = 4096

  /// Whether a deadline is bound and has passed.
  package static var hasPassed: Bool {
    guard let current else { return false }
    if let notBefore, monotonicSeconds() < notBefore { return false }
    return threadSeconds() >= current
  }

  /// Whether `step` is one to poll at, and the deadline has passed. The
  /// first step is not: whoever starts a reader has just polled.
  static func hasPassed(atStep step: Int) -> Bool {
    step > 0 && step % interval == 0 && hasPassed
  }

  /// The error a reader records where it stopped.
  static func stopped(in file: SourceFile, at offset: Int) -> DiagnosticDraft {
    file.draft(
      .error, "reading took longer than its time budget and stopped here",
      id: .readingTimedOut, at: offset)
  }
}
