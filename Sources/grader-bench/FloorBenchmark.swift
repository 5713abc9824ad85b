import Foundation

/// The cost floor: `grader check` of the shipped sample work against the
/// start of the process (`grader --version`), as medians of interleaved runs,
/// with nothing changed since the last check and after one submission is
/// saved again; a first check, which reads every lesson in full and grades
/// every submission; and a batch of the
/// sample class copied 125 times (1,000 students) with one job; CPU time
/// (user and system) throughout, since wall time on a shared machine is not
/// stable. Last, the same class read and outputs of the same sizes written
/// with no grading (``ioFloor(class:graded:out:)``): the floor under a batch.
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
  // A student's loop: one submission saved again, with a comment line more
  // or less each time, then checked.
  let edited = try editedSubmission(in: scratch + "/course/Submissions")
  let original = try String(contentsOfFile: edited, encoding: .utf8)
  var start: [Double] = []
  var checked: [Double] = []
  var afterEdit: [Double] = []
  for round in 0..<31 {
    start.append(try timeGrader(["--version"]).0.cpuSeconds)
    checked.append(try timeGrader(check).0.cpuSeconds)
    try (original + (round % 2 == 0 ? "# saved again\n" : "")).write(
      toFile: edited, atomically: true, encoding: .utf8)
    afterEdit.append(try timeGrader(check).0.cpuSeconds)
  }
  let startMedian = median(start)
  let checkMedian = median(checked)
  // A first check reads every lesson in full and grades every submission,
  // and keeps what the next ones recall: timed with both caches removed.
  var firsts: [Double] = []
  for _ in 0..<11 {
    for cache in ["lessons.cache", "grades.cache"] {
      try? files.removeItem(atPath: scratch + "/course/.grader/" + cache)
    }
    firsts.append(try timeGrader(check).0.cpuSeconds)
  }
  let first = median(firsts)
  func times(_ cost: Double) -> String {
    "\(milliseconds(cost)) CPU, \(String(format: "%.2f", cost / startMedian))× the start"
  }
  print(
    "| floor: `grader --version`, the process's start (median of 31) | | \(milliseconds(startMedian)) CPU | |"
  )
  print(
    "| floor: `grader check` of the shipped sample work, nothing changed since the last (median of 31, interleaved) | | \(times(checkMedian)) | |"
  )
  print(
    "| floor: `grader check` after one submission is saved again (median of 31, interleaved) | | \(times(median(afterEdit))) | |"
  )
  print(
    "| floor: the first `grader check` of the shipped sample work, without `.grader/lessons.cache` and `grades.cache` (median of 11) | | \(times(first)) | |"
  )
  let students = try files.contentsOfDirectory(atPath: "Samples/class").filter {
    !$0.hasPrefix(".")
  }
  try files.createDirectory(atPath: scratch + "/class", withIntermediateDirectories: true)
  // As many students as the cost floor is set for: 1,000 of the eight samples.
  let copies = 125
  for copy in 1...copies {
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
  let count = students.count * copies
  print(
    "| floor: `grader batch --jobs 1`, the sample class copied \(copies) times (median of 5) | \(count) students | \(perStudent(median(batches) / Double(count))) CPU a student | |"
  )
  // The same reading and writing with no grading: what is left of a
  // student's cost when grading and laying out cost nothing.
  var floors: [Double] = []
  for _ in 0..<5 {
    floors.append(
      try ioFloor(class: scratch + "/class", graded: scratch + "/out", out: scratch + "/floor"))
  }
  print(
    "| floor: the same class's files read and hashed, and outputs of the same sizes written, the report hashed, with no grading (median of 5) | \(count) students | \(perStudent(median(floors) / Double(count))) CPU a student | |"
  )
}

/// The first `.tree` submission of the first lesson folder under `submissions` that has one.
private func editedSubmission(in submissions: String) throws -> String {
  let files = FileManager.default
  for lesson in try files.contentsOfDirectory(atPath: submissions).sorted() {
    let folder = submissions + "/" + lesson
    let names = (try? files.contentsOfDirectory(atPath: folder)) ?? []
    if let name = names.sorted().first(where: { $0.hasSuffix(".tree") }) {
      return folder + "/" + name
    }
  }
  throw CocoaError(.fileNoSuchFile)
}

private func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// A cost a student, to a hundredth of a millisecond.
private func perStudent(_ seconds: Double) -> String {
  String(format: "%.2f ms", seconds * 1000)
}

private func milliseconds(_ seconds: Double) -> String {
  String(format: "%.1f ms", seconds * 1000)
}
