import Foundation

/// The cost floor: `grader check` of the shipped sample work against the
/// start of the process (`grader --version`), as medians of interleaved runs;
/// a first check, which reads every lesson in full; and a batch of the
/// sample class copied 25 times with one job; CPU time
/// (user and system) throughout, since wall time on a shared machine is not
/// stable.
func benchmarkFloor() throws {
  let files = FileManager.default
  guard files.fileExists(atPath: "Lessons"), files.fileExists(atPath: "Samples/class") else {
    print("| cost floor | skipped: run from the package root | | |")
    return
  }
  let scratch = NSTemporaryDirectory() + "grader-bench-\(UUID().uuidString)"
  defer { try? files.removeItem(atPath: scratch) }
  // A copy, so that what check keeps of its verdicts lands there.
  try files.createDirectory(atPath: scratch + "/course", withIntermediateDirectories: true)
  try files.copyItem(atPath: "Lessons", toPath: scratch + "/course/Lessons")
  try files.copyItem(atPath: "Submissions", toPath: scratch + "/course/Submissions")
  let check = [
    "check", "--lessons", scratch + "/course/Lessons", "--submissions",
    scratch + "/course/Submissions",
  ]
  var start: [Double] = []
  var checked: [Double] = []
  for _ in 0..<31 {
    start.append(try timeGrader(["--version"]).0.cpuSeconds)
    checked.append(try timeGrader(check).0.cpuSeconds)
  }
  let startMedian = median(start)
  let checkMedian = median(checked)
  // A first check reads every lesson in full, and keeps the cache the next
  // ones read the scenarios nobody answered by: timed with the cache removed.
  var firsts: [Double] = []
  for _ in 0..<11 {
    try? files.removeItem(atPath: scratch + "/course/.grader/lessons.cache")
    firsts.append(try timeGrader(check).0.cpuSeconds)
  }
  let first = median(firsts)
  print(
    "| floor: `grader --version`, the process's start (median of 31) | | \(milliseconds(startMedian)) CPU | |"
  )
  print(
    "| floor: `grader check` of the shipped sample work (median of 31, interleaved) | | \(milliseconds(checkMedian)) CPU, \(String(format: "%.1f", checkMedian / startMedian))× the start | |"
  )
  print(
    "| floor: the first `grader check` of the shipped sample work, without `.grader/lessons.cache` (median of 11) | | \(milliseconds(first)) CPU, \(String(format: "%.1f", first / startMedian))× the start | |"
  )
  let students = try files.contentsOfDirectory(atPath: "Samples/class").filter {
    !$0.hasPrefix(".")
  }
  try files.createDirectory(atPath: scratch + "/class", withIntermediateDirectories: true)
  for copy in 1...25 {
    for student in students {
      try files.copyItem(
        atPath: "Samples/class/" + student,
        toPath: scratch + "/class/\(student)-\(copy)")
    }
  }
  var batches: [Double] = []
  for _ in 0..<5 {
    try? files.removeItem(atPath: scratch + "/out")
    let (cost, _) = try timeGrader([
      "batch", scratch + "/class", "--lessons", "Lessons", "--out", scratch + "/out", "--jobs",
      "1",
    ])
    batches.append(cost.cpuSeconds)
  }
  let count = students.count * 25
  print(
    "| floor: `grader batch --jobs 1`, the sample class copied 25 times (median of 5) | \(count) students | \(milliseconds(median(batches) / Double(count))) CPU a student | |"
  )
}

private func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

private func milliseconds(_ seconds: Double) -> String {
  String(format: "%.1f ms", seconds * 1000)
}
