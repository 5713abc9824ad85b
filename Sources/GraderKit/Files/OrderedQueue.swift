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
  // Who waits, so that a hand-over wakes a thread only when it can go on:
  // each wake-up is a switch of threads, which costs more than a student's
  // share of the work when one worker and the writer alternate.
  private var workersWaiting = 0
  private var resultWaiting = false
  /// Results their taker is done with, for the next worker to free.
  private var finished: [Element] = []

  init(count: Int, window: Int) {
    self.count = count
    self.window = max(1, window)
  }

  /// The next index to work on, waiting while the workers are a window
  /// ahead; `nil` when there is none left, or the work was cancelled.
  func take() -> Int? {
    // What the taker is done with is freed here, by a worker, outside the
    // lock: memory goes back by a thread that allocates, rather than by
    // the one writing the output, where a free from another thread's
    // heap costs several times as much.
    condition.lock()
    var done: [Element] = []
    swap(&done, &finished)
    condition.unlock()
    done.removeAll()
    condition.lock()
    defer { condition.unlock() }
    while !cancelled && next < count && next - taken >= window {
      workersWaiting += 1
      condition.wait()
      workersWaiting -= 1
    }
    guard !cancelled, next < count else { return nil }
    next += 1
    return next - 1
  }

  /// Hands back the result for `index`.
  func put(_ element: Element, at index: Int) {
    condition.lock()
    results[index] = element
    // The one who takes results goes on once half a window is ready, or
    // the last are coming in.
    if resultWaiting, results[taken] != nil, results.count >= window / 2 || next == count {
      condition.broadcast()
    }
    condition.unlock()
  }

  /// The result for `index`, the next one in order, once it is there.
  func result(at index: Int) -> Element {
    condition.lock()
    defer { condition.unlock() }
    while results[index] == nil {
      resultWaiting = true
      condition.wait()
      resultWaiting = false
    }
    taken = index + 1
    // Workers held at the window go on once half of it is free again.
    if workersWaiting > 0 && next - taken <= window / 2 { condition.broadcast() }
    return results.removeValue(forKey: index)!
  }

  /// Hands back a result taken with ``result(at:)`` and done with, for a
  /// worker to free.
  func finish(_ element: Element) {
    condition.lock()
    finished.append(element)
    condition.unlock()
  }

  /// Stops handing out work.
  func cancel() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    condition.unlock()
  }
}
