import Foundation

/// Wall time and peak memory of one measured step.
struct Measurement {
  var seconds: Double
  var peakMiB: Double
}

/// Runs `body` once and measures it.
///
/// Peak memory is the process's high-water mark of resident memory, reset
/// before `body` runs, so each step's figure is its own.
func measure<T>(_ body: () throws -> T) rethrows -> (T, Measurement) {
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  let clock = ContinuousClock()
  let start = clock.now
  let result = try body()
  let elapsed = clock.now - start
  let seconds =
    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return (result, Measurement(seconds: seconds, peakMiB: peakResidentMiB()))
}

/// The best of `runs` timings of `body`.
func best(of runs: Int, _ body: () -> Void) -> Double {
  (0..<runs).map { _ in measure(body).1.seconds }.min() ?? 0
}

/// The process's peak resident memory, in MiB, from `/proc/self/status`.
func peakResidentMiB() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return 0
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
    return kilobytes / 1024
  }
  return 0
}

/// A number of seconds, in the unit that reads best.
func format(_ seconds: Double) -> String {
  if seconds < 0.001 { return String(format: "%.1f µs", seconds * 1e6) }
  if seconds < 1 { return String(format: "%.1f ms", seconds * 1e3) }
  return String(format: "%.2f s", seconds)
}
