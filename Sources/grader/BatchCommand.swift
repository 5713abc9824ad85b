import Foundation
import GraderKit
import GraderReaders

/// `grader batch ROOT`: grades a whole class and writes a gradebook.
enum BatchCommand {
  static func main(_ words: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "batch",
      valued: [
        "--lessons", "--out", "--jobs", "--shard", "--format", "--output", "--html",
        "--student-timeout",
      ],
      flags: ["--exact"])
    guard arguments.positionals.count == 1, let root = arguments.positionals.first else {
      throw UsageError(
        message: "name one ROOT folder that holds a folder per student", command: "batch")
    }
    let reports = try arguments.reports(command: "batch")
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let jobs = try number(arguments.options["--jobs"], default: max(1, cores), option: "--jobs")
    let shard = try parseShard(arguments.options["--shard"])
    let out = arguments.options["--out"] ?? "grades"
    let renderer = DiagnosticRenderer(color: Terminal.color("auto", descriptor: 2))
    let catalog = LessonCatalog.load(from: arguments.options["--lessons"] ?? "Lessons")
    Terminal.err(renderer.render(catalog.diagnostics))
    if catalog.isBroken {
      Terminal.err("grader: the lessons are broken; fix them before grading a class\n")
      return 2
    }
    let scenarios = catalog.scenarios.map(ScenarioInfo.init)
    let studentFormats = [ReportFormat.gradescope, .classroom50].filter {
      $0.rawValue == arguments.options["--format"]
    }
    var budget = StudentBudget.standard
    budget.seconds = try number(
      arguments.options["--student-timeout"], default: budget.seconds, option: "--student-timeout")
    let grader = Grader(exact: arguments.flags.contains("--exact"), studentBudget: budget)
    do throws(FileLoader.Failure) {
      let (students, ignored) = try Batch.students(in: root, shard: shard)
      for path in ignored { Terminal.err("\(path): warning: not a student folder; skipped\n") }
      let output = try BatchOutput(
        directory: out, scenarios: scenarios, studentFormats: studentFormats,
        classroom50: Formats.classroom50)
      let html = try arguments.options["--html"].map { path throws(FileLoader.Failure) in
        try HTMLBatchWriter(
          path: path, scenarios: scenarios, count: students.count, exact: grader.exact)
      }
      do throws(FileLoader.Failure) {
        try Batch.run(students, catalog: catalog, grader: grader, jobs: jobs) {
          graded throws(FileLoader.Failure) in
          try output.add(graded)
          try html?.add(graded)
        }
        try output.finish()
        try html?.finish()
      } catch {
        output.abandon()
        throw error
      }
      return try finish(output.tally, out: out, reports: reports, scenarios: scenarios)
    } catch {
      Terminal.err("grader: error: \(error.path): \(error.reason)\n")
      return 1
    }
  }

  /// Prints the summary, or the chosen format, and writes `--output`.
  static func finish(
    _ tally: ClassTally, out: String,
    reports: (standardOutput: ReportFormat, files: [(ReportFormat, String)]),
    scenarios: [ScenarioInfo]
  ) throws(FileLoader.Failure) -> Int32 {
    func render(_ format: ReportFormat) throws(FileLoader.Failure) -> String {
      switch format {
      case .text, .gradescope, .classroom50: return tally.summary
      case .json, .junit, .tap:
        let bytes = try FileLoader.bytes(at: out + "/results.json", limit: 1 << 30)
        guard let document = try? ResultsDocument.decode(bytes) else {
          throw FileLoader.Failure(path: out + "/results.json", reason: "cannot be decoded")
        }
        return Formats.render(format, document.students, scenarios: scenarios, text: "")
      }
    }
    Terminal.out(try render(reports.standardOutput))
    for (format, path) in reports.files {
      try AtomicFile.write(try render(format), to: path)
    }
    return tally.students.contains { $0.error != nil } ? 1 : 0
  }

  static func number(_ text: String?, default value: Int, option: String) throws(UsageError) -> Int
  {
    guard let text else { return value }
    guard let number = Int(text), number >= 1, number <= 256 else {
      throw UsageError(
        message: "option '\(option)' takes a whole number from 1 to 256, not '\(text)'",
        command: "batch")
    }
    return number
  }

  static func parseShard(_ text: String?) throws(UsageError) -> (index: Int, count: Int)? {
    guard let text else { return nil }
    let parts = text.split(separator: "/").map { Int($0) }
    guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, index >= 1,
      index <= count
    else {
      throw UsageError(
        message: "option '--shard' takes I/N with 1 <= I <= N, such as 2/4, not '\(text)'",
        command: "batch")
    }
    return (index, count)
  }
}
