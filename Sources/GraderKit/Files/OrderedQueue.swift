import Foundation

/// Work handed out by index to concurrent workers, and their results
/// taken back in index order, with workers at most `window` indices ahead
/// of the results taken.
final class OrderedQueue<Element: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private let count: Int
  private let window: Int
  private var next = 0
  private var taken = 0
  private var cancelled = false
  private var results: [Int: Element] = [:]

  init(count: Int, window: Int) {
    self.count = count
    self.window = max(1, window)
  }

  /// The next index to work on, waiting while the workers are a window
  /// ahead; `nil` when there is none left, or the work was cancelled.
  func take() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while !cancelled && next < count && next - taken >= window { condition.wait() }
    guard !cancelled, next < count else { return nil }
    next += 1
    return next - 1
  }

  /// Hands back the result for `index`.
  func put(_ element: Element, at index: Int) {
    condition.lock()
    results[index] = element
    condition.broadcast()
    condition.unlock()
  }

  /// The result for `index`, the next one in order, once it is there.
  func result(at index: Int) -> Element {
    condition.lock()
    defer { condition.unlock() }
    while results[index] == nil { condition.wait() }
    taken = index + 1
    condition.broadcast()
    return results.removeValue(forKey: index)!
  }

  /// Stops handing out work.
  func cancel() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    condition.unlock()
  }
}
