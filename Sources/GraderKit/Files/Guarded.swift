import Foundation

/// A value shared between threads, read and changed under a lock: Sendable
/// because every access holds the lock, and only for a value that is
/// itself Sendable, so that no reference escapes the lock unguarded.
package final class Guarded<Value: Sendable>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value, holding the lock.
  package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
