import Foundation

/// Wall time and peak memory of one measured step.
struct Measurement {
  var seconds: Double
  var peakMiB: Double
  /// User and system CPU time of the process while `body` ran.
  var cpuSeconds: Double = 0
  /// The system part of it: time in the kernel, reading and writing files.
  var systemSeconds: Double = 0
}

/// The CPU time the process has used so far, user and system, and system alone.
func cpuTimes() -> (all: Double, system: Double) {
  var usage = rusage()
  #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  return (Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + system, system)
}

/// Runs `body` once and measures it.
///
/// Peak memory is the process's high-water mark of resident memory, reset
/// before `body` runs, so each step's figure is its own.
func measure<T>(_ body: () throws -> T) rethrows -> (T, Measurement) {
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  let clock = ContinuousClock()
  let start = clock.now
  let cpu = cpuTimes()
  let result = try body()
  let elapsed = clock.now - start
  let seconds =
    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return (
    result,
    Measurement(
      seconds: seconds, peakMiB: peakResidentMiB(), cpuSeconds: cpuTimes().all - cpu.all,
      systemSeconds: cpuTimes().system - cpu.system)
  )
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

/// Writes a file of `gibibytes` GiB at `path`, so that a run measured while it
/// exists writes its outputs into memory the machine has not used lately.
///
/// On this virtual machine the host backs guest memory when it is first
/// touched, and takes back what the guest freed a little later; the guest
/// keeps about 3 GB backed. Writing into memory outside that pool costs the
/// kernel about 2.3 s per GB more than the write itself (0.4 s). A class of
/// 100,000 students writes 11 GB, most of it into such memory, while a class
/// of 10,000 writes 1.1 GB, all of it inside the pool; filling the pool first
/// puts the smaller class under the same conditions as the larger one.
func fillMemory(gibibytes: Int, path: String) throws {
  guard gibibytes > 0 else { return }
  guard FileManager.default.createFile(atPath: path, contents: nil),
    let file = FileHandle(forWritingAtPath: path)
  else {
    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
  }
  defer { try? file.close() }
  let block = Data(repeating: 0x2E, count: 1 << 20)
  for _ in 0..<(gibibytes << 10) { try file.write(contentsOf: block) }
}
