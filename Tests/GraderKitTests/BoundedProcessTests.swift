import Foundation
import Testing

@testable import GraderKit

@Suite("A child process run with a budget")
struct BoundedProcessTests {
  @Test("children run at once each see the end of their own input: no pipe leaks into another")
  func concurrentInputs() {
    let count = 12
    let outcomes = Guarded([BoundedProcess.Outcome?](repeating: nil, count: count))
    let group = DispatchGroup()
    for index in 0..<count {
      group.enter()
      Thread {
        defer { group.leave() }
        // `cat` ends only once its input ends: a write end of its pipe
        // held by a sibling child would keep it waiting to the budget.
        let outcome = BoundedProcess.run(
          "/bin/cat", [], environment: [:], input: Array("input \(index)\n".utf8),
          timeout: .seconds(20))
        outcomes.withLock { $0[index] = outcome }
      }.start()
    }
    group.wait()
    for (index, outcome) in outcomes.withLock({ $0 }).enumerated() {
      #expect(outcome?.timedOut == false, "child \(index)")
      #expect(outcome?.output == Array("input \(index)\n".utf8), "child \(index)")
    }
  }
}
