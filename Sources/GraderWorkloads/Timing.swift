import Foundation
import GraderReaders

/// The processor time, in seconds, that this thread spends running `body`.
///
/// Unlike the wall clock, it leaves out the time the thread waits while
/// other tests or processes run, so that ratios of 1x and 4x sizes measured
/// in one process hold on a busy machine. The clock is the one a student's
/// time budget reads (``ReadingDeadline/threadSeconds()``).
package func threadSeconds(_ body: () throws -> Void) rethrows -> Double {
  let start = ReadingDeadline.threadSeconds()
  try body()
  return ReadingDeadline.threadSeconds() - start
}

/// How much more `measure(large)` costs than `measure(small)`: the ratio of
/// their best times over `runs` interleaved measures of each. A ratio past
/// `limit` is measured again, up to `attempts` times, and the smallest kept,
/// so that a busy machine's noise does not decide; a cost that grows faster
/// than the size (4x the size costing 16x) passes `limit` every time.
package func growth(
  from small: Int, to large: Int, limit: Double, runs: Int = 3, attempts: Int = 3,
  measure: (Int) -> Double
) -> Double {
  var ratio = Double.infinity
  for _ in 0..<attempts {
    var best = (small: Double.infinity, large: Double.infinity)
    for _ in 0..<runs {
      best.small = min(best.small, measure(small))
      best.large = min(best.large, measure(large))
    }
    ratio = min(ratio, best.large / max(best.small, 1e-9))
    if ratio < limit { break }
  }
  return ratio
}
