import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The processor time, in seconds, that this thread spends running `body`.
///
/// Unlike the wall clock, it leaves out the time the thread waits while
/// other tests or processes run, so that ratios of 1x and 4x sizes measured
/// in one process hold on a busy machine.
package func threadSeconds(_ body: () throws -> Void) rethrows -> Double {
  func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
  let start = now()
  try body()
  return now() - start
}
