import Dispatch
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What happens on SIGINT or SIGTERM while outputs are being written: the
/// temporary files and staging folders registered here are removed and the
/// process exits with 128 + the signal, unless a swap is under way, which
/// then finishes first.
///
/// This is one of the grader's edges, set up by the command line.
package final class Interruption: @unchecked Sendable {
  /// The one instance the process has.
  package static let shared = Interruption()

  private let lock = NSLock()
  private var paths: [String: Int] = [:]
  private var folders: Set<String> = []
  private var swapping = 0
  private var pending: Int32?
  private var sources: [any DispatchSourceSignal] = []
  private var beforeExit: (@Sendable () -> Void)?

  private init() {}

  /// Runs `body` as the process exits on a signal, after the clean-up: the
  /// command line turns GitHub's workflow commands back on there.
  package func onExit(_ body: @escaping @Sendable () -> Void) {
    lock.lock()
    beforeExit = body
    lock.unlock()
  }

  /// Starts catching SIGINT and SIGTERM.
  package func install() {
    lock.lock()
    defer { lock.unlock() }
    guard sources.isEmpty else { return }
    // A file-size limit (ulimit -f) then fails the write that passes it, with
    // an error the run reports and cleans up after, instead of killing it.
    signal(SIGXFSZ, SIG_IGN)
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(
        signal: number, queue: .global(qos: .userInitiated))
      source.setEventHandler { [self] in received(number) }
      source.resume()
      sources.append(source)
    }
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
      if let signal { received(signal) }
    }
    return try body()
  }

  private func received(_ number: Int32) {
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
    // Only a run that was writing outputs has a previous output to speak of.
    if !doomed.isEmpty || !folders.isEmpty {
      FileHandle.standardError.write(
        Data("grader: interrupted; the previous output is left as it was\n".utf8))
    }
    beforeExit?()
    exit(128 + number)
  }
}
