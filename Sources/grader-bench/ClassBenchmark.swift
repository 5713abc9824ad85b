import Foundation
import GraderKit

/// Writes a class of `count` students under `root`: each answers every
/// scenario with its reference, or with one of three typical mistakes.
///
/// The answers are five variants per scenario, written once and hard-linked
/// into every student's folder, so a class of 100,000 takes little disk.
func makeClass(_ count: Int, catalog: LessonCatalog, root: String) throws {
  let manager = FileManager.default
  let pool = root + "-pool"
  var variants: [[String]] = []
  for (index, scenario) in catalog.scenarios.enumerated() {
    let range = scenario.sections["reference"]!
    let reference =
      range.map { scenario.file.text(ofLine: $0 + 1) }.joined(separator: "\n") + "\n"
    var paths: [String] = []
    for variant in 0..<5 {
      var text = reference
      switch variant {
      case 0:  // a view in between that reads a key
        text = text.replacingOccurrences(
          of: "\n  ", with: "\n  Extra reads \(["count", "path", "textScale"][index % 3])\n  ",
          options: [], range: text.range(of: "\n  "))
      case 1:  // a key stored in the wrong place
        text = text.replacingOccurrences(of: " environment\n", with: " model Store\n")
      case 2:  // a line left out
        text = text.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
      default:
        break
      }
      let path = "\(pool)/\(index)-\(variant).tree"
      try manager.createDirectory(atPath: pool, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    variants.append(paths)
  }
  for student in 0..<count {
    let folder =
      root + "/student\(String(student).leftPadded(6).replacingOccurrences(of: " ", with: "0"))"
    for lesson in catalog.lessons {
      try manager.createDirectory(
        atPath: folder + "/" + lesson.id, withIntermediateDirectories: true)
    }
    for (index, scenario) in catalog.scenarios.enumerated() {
      let source = variants[index][(student + index) % 5]
      guard link(source, "\(folder)/\(scenario.fullID).tree") == 0 else {
        throw CocoaError(
          .fileWriteUnknown,
          userInfo: [
            NSLocalizedDescriptionKey: "link \(source): \(String(cString: strerror(errno)))"
          ])
      }
    }
  }
}

/// Grades a generated class with two workers, writing every format (the
/// gradebook, results.json, a text report per student, JUnit, TAP, and
/// Gradescope and Classroom 50 files per student), and prints a row per size.
///
/// With `fresh` above zero, a file of that many GiB is written beside the
/// class before grading it and removed after (see `fillMemory`), and the row
/// says so.
func benchmarkClasses(_ sizes: [Int], fresh: Int = 0) throws {
  let catalog = LessonCatalog.load(from: "Lessons")
  guard !catalog.isBroken, !catalog.scenarios.isEmpty else {
    print("| grade a class | skipped: run from the package root, where Lessons/ is | | |")
    return
  }
  for count in sizes {
    let scratch = NSTemporaryDirectory() + "grader-bench-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try makeClass(count, catalog: catalog, root: scratch + "/class")
    try fillMemory(gibibytes: fresh, path: scratch + "/fill")
    let cost = try gradeClass(scratch, catalog: catalog, html: false)
    print(
      "| grade a class, \(catalog.scenarios.count) scenarios each, every format, 2 workers\(fresh > 0 ? ", \(fresh) GiB of memory in use" : "") | \(count) students | \(format(cost.seconds)) (CPU \(format(cost.cpuSeconds)), of which system \(format(cost.systemSeconds))) | \(Int(cost.peakMiB)) MiB |"
    )
    fflush(nil)
  }
}

/// Grades a generated class of 1,000 students as ``benchmarkClasses(_:fresh:)``
/// does, `runs` times without `--html` and `runs` times with it, alternately,
/// and prints the median of each and their ratio: `grader-bench class-html`.
func benchmarkHTML(count: Int = 1_000, runs: Int = 5, only: Bool = false) throws {
  let catalog = LessonCatalog.load(from: "Lessons")
  guard !catalog.isBroken, !catalog.scenarios.isEmpty else {
    print("| grade a class with --html | skipped: run from the package root | | |")
    return
  }
  let scratch = NSTemporaryDirectory() + "grader-bench-\(UUID().uuidString)"
  defer { try? FileManager.default.removeItem(atPath: scratch) }
  try makeClass(count, catalog: catalog, root: scratch + "/class")
  var plain: [Measurement] = []
  var html: [Measurement] = []
  for _ in 0..<runs {
    if only {
      _ = try gradeClass(scratch, catalog: catalog, html: true)
      continue
    }
    plain.append(try gradeClass(scratch, catalog: catalog, html: false))
    html.append(try gradeClass(scratch, catalog: catalog, html: true))
  }
  if only { return }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  let size = folderSize(scratch + "/html")
  for (name, list) in [("without --html", plain), ("with --html", html)] {
    print(
      "| grade a class, \(catalog.scenarios.count) scenarios each, every format, 2 workers, \(name) (median of \(runs)) | \(count) students | \(format(median(list.map(\.seconds)))) (CPU \(format(median(list.map(\.cpuSeconds))))) | \(Int(list.map(\.peakMiB).max() ?? 0)) MiB |"
    )
  }
  print(
    "| --html over without: time \(String(format: "%.2f", median(html.map(\.seconds)) / median(plain.map(\.seconds))))×, CPU \(String(format: "%.2f", median(html.map(\.cpuSeconds)) / median(plain.map(\.cpuSeconds))))×; HTML written \(size / 1_000_000) MB | \(count) students | | |"
  )
  fflush(nil)
}

/// The bytes of the regular files under `path`.
func folderSize(_ path: String) -> Int {
  let manager = FileManager.default
  var total = 0
  for name in (manager.enumerator(atPath: path)?.allObjects as? [String]) ?? [] {
    let attributes = try? manager.attributesOfItem(atPath: path + "/" + name)
    if attributes?[.type] as? FileAttributeType == .typeRegular {
      total += (attributes?[.size] as? Int) ?? 0
    }
  }
  return total
}

/// Grades the class in `scratch/class` as `grader batch` does, into
/// `scratch/out` (and, with `html`, `scratch/html/class.html` and its pages).
func gradeClass(_ scratch: String, catalog: LessonCatalog, html: Bool) throws -> Measurement {
  if html {
    try? FileManager.default.removeItem(atPath: scratch + "/html")
    try FileManager.default.createDirectory(
      atPath: scratch + "/html", withIntermediateDirectories: true)
  }
  let (_, cost) = try measure {
    var grader = Grader(studentBudget: .standard)
    grader.keepsTrees = html
    // The use case `grader batch` runs.
    let grading = try ClassGrading(
      root: scratch + "/class", catalog: catalog, grader: grader, jobs: 2)
    let info = grading.info
    let folder = try OutputFolder(path: scratch + "/out", option: "--out", classRoot: nil)
    let output = try BatchOutput(
      folder: folder, info: info,
      reports: [
        (.junit, .file(scratch + "/junit.xml")), (.tap, .file(scratch + "/class.tap")),
        (.gradescope, .folder(scratch + "/out/gradescope")),
        (.classroom50, .folder(scratch + "/out/classroom50")),
      ], plan: nil, classroom50: Classroom50Report(context: [:], now: nil))
    let pages =
      html
      ? try HTMLBatchWriter(
        path: scratch + "/html/class.html", scenarios: info.scenarios,
        count: grading.students.count, exact: false,
        identity: HTMLIdentity(course: "bench", lessonsDigest: info.lessonsDigest),
        classRoot: scratch + "/class") : nil
    try grading.run(into: output, pages: pages)
    try output.finish(
      warn: { _ in }, alsoCommit: { () throws(FileLoader.Failure) in try pages?.commit() })
    precondition(output.tally.count == grading.students.count)
  }
  return cost
}

/// Times each per-student step of a batch on one student who answers every
/// scenario with a typical mistake, for profiling: `grader-bench steps`.
func benchmarkSteps(htmlOnly: Bool = false) throws {
  let catalog = LessonCatalog.load(from: "Lessons")
  let scratch = NSTemporaryDirectory() + "grader-bench-\(UUID().uuidString)"
  defer { try? FileManager.default.removeItem(atPath: scratch) }
  try makeClass(5, catalog: catalog, root: scratch + "/class")
  let (students, _, _) = try Batch.students(in: scratch + "/class")
  let info = RunInfo(
    scenarios: catalog.scenarios.map(ScenarioInfo.init), lessonsDigest: catalog.digest)
  let student = students[1]
  let graded = Batch.grade(student, catalog: catalog, grader: Grader())
  let report = graded.checked!
  let record = graded.record
  let runs = 200
  let identity = HTMLIdentity(course: "bench", lessonsDigest: info.lessonsDigest)
  let page = StudentHTMLReport(student: "s", identity: identity).document(report)
  if htmlOnly {
    // For profiling the page alone: `perf record grader-bench html-page`.
    if let path = ProcessInfo.processInfo.environment["GRADER_BENCH_PAGE"] {
      try page.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let renders = ProcessInfo.processInfo.environment["GRADER_BENCH_RENDERS"].flatMap { Int($0) }
    for _ in 0..<(renders ?? 3_000) {
      _ = StudentHTMLReport(student: "s", identity: identity).document(report)
    }
    return
  }
  print("| HTML page | \(page.utf8.count) B |")
  var sizeCount = 0
  print(
    "| sizes | text \(TextReport(color: false, exact: false).renderWithDiagnostics(report).utf8.count) B, json \(JSONText.encode(record, pretty: false).utf8.count) B, junit \(JUnitReport(perStudent: true).suites(record, info: info).utf8.count) B, tap \(TAPReport(perStudent: true).points(record, after: &sizeCount).utf8.count) B, gradescope \(GradescopeReport().render(record, info: info).utf8.count) B, classroom50 \(Classroom50Report(context: [:], now: nil).render(record, info: info).utf8.count) B |"
  )
  func time(_ name: String, _ body: () -> Void) {
    let seconds = best(of: 3) { for _ in 0..<runs { body() } } / Double(runs)
    print("| \(name) | \(format(seconds)) |")
  }
  time("check") {
    _ = Checker.check(
      catalog, submissions: student.path, grader: Grader(), confinedTo: student.path)
  }
  time("HTML page") { _ = StudentHTMLReport(student: "s", identity: identity).document(report) }
  time("text report") { _ = TextReport(color: false, exact: false).renderWithDiagnostics(report) }
  time("record") { _ = StudentRecord(student: "s", report: report) }
  time("results.json line") { _ = JSONText.encode(record, pretty: false) }
  time("JUnit") { _ = JUnitReport(perStudent: true).suites(record, info: info) }
  var number = 0
  time("TAP") { _ = TAPReport(perStudent: true).points(record, after: &number) }
  time("Gradescope") { _ = GradescopeReport().render(record, info: info) }
  time("Classroom 50") {
    _ = Classroom50Report(context: [:], now: nil).render(record, info: info)
  }
  time("gradebook row") { _ = Gradebook.row(record, info: info) }
  time("details") { for result in record.results { _ = result.details } }
  time("tap names") {
    for result in record.results { _ = Escape.tapDescription("s: \(result.scenario)") }
  }
  time("tap quoted") {
    for result in record.results {
      _ = Escape.yamlQuoted(result.summary)
      _ = Escape.yamlQuoted(result.submission)
      _ = Escape.yamlQuoted("\(result.score)/\(result.maxScore)")
    }
  }
  time("tap details lines") {
    for result in record.results {
      let details = result.details
      _ = Escape.yamlLiteralSafe(details)
      var text = ""
      for line in details.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
        text += "    "
        text += Substring(line)
      }
    }
  }
}
