import Dispatch
import Foundation
import GraderKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The one place the grader catches signals.
///
/// SIGINT and SIGTERM either end the run, once ``Interruption`` has removed
/// its partial outputs (``endRuns()``), or ask a watching run to stop at its
/// next poll (``requestStops()``). Either way they are caught on a dispatch
/// source, not in a handler, so that what they do needs no async-signal
/// safety.
enum Signals {
  private static let state = Guarded(State())

  // Dispatch sources are safe to use from any thread; they are kept and
  // cancelled under the lock alone.
  private struct State: @unchecked Sendable {
    var sources: [any DispatchSourceSignal] = []
    var stopRequested = false
  }

  /// What happens on SIGINT and SIGTERM from now on: the outputs being
  /// written are cleaned up, `beforeExit` runs (GitHub's workflow commands
  /// back on), and the process exits with 128 + the signal.
  static func endRuns(beforeExit: @escaping @Sendable () -> Void = {}) {
    Interruption.shared.onInterrupted { number, hadOutputs in
      // Only a run that was writing outputs has a previous output to speak of.
      if hadOutputs {
        Terminal.say(.note, "interrupted; the previous output is left as it was")
      }
      beforeExit()
      exit(128 + number)
    }
    catchSignals { Interruption.shared.interrupt($0) }
  }

  /// What happens on SIGINT and SIGTERM from now on: ``stopRequested``
  /// becomes true, and the watching run ends at its next poll.
  static func requestStops() {
    catchSignals { _ in state.withLock { $0.stopRequested = true } }
  }

  /// Whether a signal has asked the run to stop.
  static var stopRequested: Bool { state.withLock { $0.stopRequested } }

  private static func catchSignals(_ handler: @escaping @Sendable (Int32) -> Void) {
    state.withLock { state in
      guard state.sources.isEmpty else { return }
      // A file-size limit (ulimit -f) then fails the write that passes it,
      // with an error the run reports and cleans up after, instead of killing it.
      signal(SIGXFSZ, SIG_IGN)
      var caught = sigset_t()
      sigemptyset(&caught)
      for number in [SIGINT, SIGTERM] {
        signal(number, SIG_IGN)
        sigaddset(&caught, number)
        let source = DispatchSource.makeSignalSource(
          signal: number, queue: .global(qos: .userInitiated))
        source.setEventHandler { handler(number) }
        source.resume()
        state.sources.append(source)
      }
      // A parent may have started us with these signals blocked; they must arrive.
      pthread_sigmask(SIG_UNBLOCK, &caught, nil)
    }
  }
}
