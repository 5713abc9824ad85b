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

  @Test("cancelled, it hands out no more work")
  func cancelled() {
    let queue = OrderedQueue<Int>(count: 10, window: 16)
    #expect(queue.take() == 0)
    queue.cancel()
    #expect(queue.take() == nil)
  }
}
