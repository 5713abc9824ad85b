import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What an interruption undoes while outputs are being written: the
/// temporary files and staging folders registered here are removed, unless
/// a swap is under way, which then finishes first.
///
/// It catches no signal and ends no process: the command line catches
/// SIGINT and SIGTERM, hands each to ``interrupt(_:)``, and says with
/// ``onInterrupted(_:)`` how the process ends once the outputs are clean.
package final class Interruption: @unchecked Sendable {
  /// The one instance the process has.
  package static let shared = Interruption()

  private let lock = NSLock()
  private var paths: [String: Int] = [:]
  private var folders: Set<String> = []
  private var swapping = 0
  private var pending: Int32?
  private var ending: (@Sendable (_ signal: Int32, _ hadOutputs: Bool) -> Void)?

  private init() {}

  /// Says how the process ends after an interruption has cleaned up:
  /// `body` gets the signal and whether outputs were being written.
  package func onInterrupted(
    _ body: @escaping @Sendable (_ signal: Int32, _ hadOutputs: Bool) -> Void
  ) {
    lock.lock()
    ending = body
    lock.unlock()
  }

  /// Removes `path` (a file or a folder) if the process is interrupted.
  package func register(_ path: String) {
    lock.lock()
    paths[path, default: 0] += 1
    lock.unlock()
  }

  /// Removes the folder at `path` on interruption, if it is empty by then.
  package func registerFolder(_ path: String) {
    lock.lock()
    folders.insert(path)
    lock.unlock()
  }

  /// Stops removing the folder at `path` on interruption.
  package func unregisterFolder(_ path: String) {
    lock.lock()
    folders.remove(path)
    lock.unlock()
  }

  /// Stops removing `path` on interruption.
  package func unregister(_ path: String) {
    lock.lock()
    if let count = paths[path] { paths[path] = count > 1 ? count - 1 : nil }
    lock.unlock()
  }

  /// Runs `body` with signals held back: one that arrives meanwhile takes
  /// effect when `body` returns, so a swap of outputs is never cut in half.
  package func holdingSignals<Result>(_ body: () throws(FileLoader.Failure) -> Result)
    throws(FileLoader.Failure) -> Result
  {
    lock.lock()
    swapping += 1
    lock.unlock()
    defer {
      lock.lock()
      swapping -= 1
      let signal = swapping == 0 ? pending : nil
      lock.unlock()
      if let signal { interrupt(signal) }
    }
    return try body()
  }

  /// Cleans up after the signal `number`, then ends as ``onInterrupted(_:)``
  /// says; during a swap, only once the swap is done.
  package func interrupt(_ number: Int32) {
    lock.lock()
    if swapping > 0 {
      pending = number
      lock.unlock()
      return
    }
    let doomed = paths.keys.sorted { $0.count > $1.count }
    for path in doomed {
      for _ in 0..<3 where FileLoader.exists(path) {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
    for folder in folders { rmdir(folder) }
    // Still holding the lock, so that nothing registers a new output
    // while the process ends.
    ending?(number, !doomed.isEmpty || !folders.isEmpty)
    lock.unlock()
  }
}
