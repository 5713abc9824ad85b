import Foundation
import Testing

@testable import GraderKit

@Suite("Work handed out by index, and its results taken back in order")
struct OrderedQueueTests {
  @Test(
    "every result comes back once and in order, whatever the workers' pace",
    arguments: [1, 2, 3])
  func inOrder(workers: Int) {
    let count = 300
    let queue = OrderedQueue<Int>(count: count, window: workers * 16)
    let group = DispatchGroup()
    for worker in 0..<workers {
      group.enter()
      Thread {
        defer { group.leave() }
        while let index = queue.take() {
          // Some results late, so that others run ahead to the window.
          if (index + worker) % 7 == 0 { usleep(200) }
          queue.put(index * 2, at: index)
        }
      }.start()
    }
    var taken: [Int] = []
    for index in 0..<count { taken.append(queue.result(at: index)) }
    group.wait()
    #expect(taken == (0..<count).map { $0 * 2 })
  }

  @Test("results handed back are freed by the worker as it takes more work, not by their taker")
  func finishedFreedByWorker() {
    let count = 100
    let log = FreeLog()
    do {
      let queue = OrderedQueue<Tracked>(count: count, window: 4)
      let group = DispatchGroup()
      group.enter()
      // The worker holds the queue only until it is done: what is handed
      // back after its last look is freed when the queue goes, below.
      Thread { [weak queue] in
        log.isWorker = true
        if let queue {
          while let index = queue.take() { queue.put(Tracked(log), at: index) }
        }
        group.leave()
      }.start()
      for index in 0..<count { queue.finish(queue.result(at: index)) }
      group.wait()
      // Only those handed back after the worker's last look are still held.
      #expect(log.counts.worker >= count - 8)
    }
    // The queue gone, nothing is left of them.
    #expect(log.counts.worker + log.counts.elsewhere == count)
  }

  @Test("cancelled, it hands out no more work")
  func cancelled() {
    let queue = OrderedQueue<Int>(count: 10, window: 16)
    #expect(queue.take() == 0)
    queue.cancel()
    #expect(queue.take() == nil)
  }
}

/// Where each ``Tracked`` was freed: on the worker thread, or elsewhere.
private final class FreeLog: @unchecked Sendable {
  private let lock = NSLock()
  private var onWorker = 0
  private var onOthers = 0

  /// Whether the current thread is the worker, as it says of itself.
  var isWorker: Bool {
    get { Thread.current.threadDictionary["ordered-queue-test-worker"] != nil }
    set { Thread.current.threadDictionary["ordered-queue-test-worker"] = newValue ? true : nil }
  }

  func freed() {
    let isWorker = isWorker
    lock.withLock {
      if isWorker { onWorker += 1 } else { onOthers += 1 }
    }
  }

  var counts: (worker: Int, elsewhere: Int) { lock.withLock { (onWorker, onOthers) } }
}

/// A result that says where it is freed.
private final class Tracked: Sendable {
  let log: FreeLog
  init(_ log: FreeLog) { self.log = log }
  deinit { log.freed() }
}
