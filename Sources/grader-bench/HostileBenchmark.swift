import Foundation
import GraderKit
import GraderWorkloads

/// The built `grader` beside this benchmark, once it is known to be built
/// from the sources as they are: `swift run grader-bench` builds the
/// benchmark, not the grader it runs, and a stale one would be measured
/// without a word.
let graderBinary: String = {
  let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("grader").path
  let files = FileManager.default
  let built = (try? files.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  var newest: (Date, String)?
  for module in ["grader", "GraderKit", "GraderReaders", "GraderModel"] {
    let folder = "Sources/" + module
    for file in files.enumerator(atPath: folder)?.compactMap({ $0 as? String }) ?? [] {
      guard
        let date = (try? files.attributesOfItem(atPath: folder + "/" + file))?[
          .modificationDate] as? Date
      else { continue }
      if date > newest?.0 ?? .distantPast { newest = (date, folder + "/" + file) }
    }
  }
  if built == nil || newest.map({ $0.0 > built! }) == true {
    let why = built == nil ? "is not built" : "is older than \(newest!.1)"
    FileHandle.standardError.write(
      Data(
        "grader-bench: \(path) \(why); build it first: swift build -c release --product grader\n"
          .utf8))
    exit(2)
  }
  return path
}()

/// The children's usage so far: their CPU time, user and system, and the
/// high-water mark of resident memory of the largest, in MiB.
func childUsage() -> (cpu: Double, peakMiB: Double) {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
  #else
    getrusage(RUSAGE_CHILDREN, &usage)
  #endif
  let cpu =
    Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  return (cpu, Double(usage.ru_maxrss) / 1024)
}

/// Runs the built `grader` with `arguments`, its output thrown away, and
/// returns its wall time, CPU time and peak memory.
///
/// This process runs one child at a time, so the children's high-water mark
/// of resident memory is this child's, when it is the largest yet.
func timeGrader(_ arguments: [String]) throws -> (Measurement, Int32) {
  let child = Process()
  child.executableURL = URL(fileURLWithPath: graderBinary)
  child.arguments = arguments
  child.standardOutput = FileHandle.nullDevice
  child.standardError = FileHandle.nullDevice
  let clock = ContinuousClock()
  let start = clock.now
  let before = childUsage()
  try child.run()
  child.waitUntilExit()
  let elapsed = clock.now - start
  let after = childUsage()
  let seconds =
    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return (
    Measurement(seconds: seconds, peakMiB: after.peakMiB, cpuSeconds: after.cpu - before.cpu),
    child.terminationStatus
  )
}

/// Grades a hostile shape at the submission size limit, as the answer to the
/// first scenario of the shipped lessons: in this process without the text
/// report, then end to end with `grader check`.
func benchmarkHostileShape(_ name: String) throws {
  let catalog = LessonCatalog.load(from: "Lessons")
  guard let scenario = catalog.scenarios.first,
    let shape = HostileShape.all.first(where: { $0.name == name })
  else {
    print("| check a hostile submission | skipped: run from the package root | | |")
    return
  }
  let scratch = NSTemporaryDirectory() + "grader-bench-\(UUID().uuidString)"
  defer { try? FileManager.default.removeItem(atPath: scratch) }
  let folder = scratch + "/Submissions/" + scenario.lesson
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let text = shape.text(fitting: SubmissionIndex.sizeLimit)
  try Data(text.utf8).write(
    to: URL(fileURLWithPath: folder + "/\(scenario.id).\(shape.format)"))
  let (report, graded) = measure {
    Checker.check(
      catalog, submissions: scratch + "/Submissions", selection: [scenario.fullID],
      grader: Grader())
  }
  precondition(report.results.count == 1)
  print(
    "| grade: \(shape.name) (.\(shape.format)) | \(text.utf8.count / 1024) KiB | \(format(graded.cpuSeconds)) CPU | \(Int(graded.peakMiB)) MiB |"
  )
  fflush(nil)
  let (cost, _) = try timeGrader([
    "check", "--lessons", "Lessons", "--submissions", scratch + "/Submissions",
    scenario.fullID,
  ])
  print(
    "| check: \(shape.name) (.\(shape.format)) | \(text.utf8.count / 1024) KiB | \(format(cost.cpuSeconds)) CPU | \(Int(cost.peakMiB)) MiB |"
  )
}

/// Streams the rows of 100,000 views under 1,000 changes with `grader run`.
func benchmarkStreamedRun() throws {
  let scratch = NSTemporaryDirectory() + "grader-bench-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: scratch) }
  var text = "key k environment\nRoot\n"
  for index in 0..<100_000 { text += "  V\(index) reads k\n" }
  for index in 0..<1_000 { text += "change c\(index) k\n" }
  let path = scratch + "/wide.tree"
  try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  let (cost, status) = try timeGrader(["run", "--max-output", "4G", path])
  precondition(status == 0)
  print(
    "| run: stream the rows of 1,000 changes (about 1.8 GB) | 100,000 views | \(format(cost.seconds)) | \(Int(cost.peakMiB)) MiB |"
  )
}
