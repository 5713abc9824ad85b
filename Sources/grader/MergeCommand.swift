import GraderKit

/// `grader merge DIR…`: joins the outputs of sharded batches into one.
enum MergeCommand {
  static func main(_ words: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "merge", valued: ["--out", "--format", "--output"], flags: [])
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "name the output folders of the shards to merge", command: "merge")
    }
    let reports = try arguments.reports(command: "merge")
    let out = arguments.options["--out"] ?? "grades"
    do throws(FileLoader.Failure) {
      let merged = try ShardMerger.read(arguments.positionals)
      let studentFormats = [ReportFormat.gradescope, .classroom50].filter { format in
        arguments.positionals.contains { FileLoader.exists($0 + "/" + format.rawValue) }
          || reports.standardOutput == format
      }
      let output = try BatchOutput(
        directory: out, scenarios: merged.scenarios, studentFormats: studentFormats,
        classroom50: Formats.classroom50)
      do throws(FileLoader.Failure) {
        for (record, report) in merged.students {
          try output.add(GradedStudent(record: record, report: report))
        }
        try output.finish()
      } catch {
        output.abandon()
        throw error
      }
      return try BatchCommand.finish(
        output.tally, out: out, reports: reports, scenarios: merged.scenarios)
    } catch {
      Terminal.err("grader: error: \(error.path): \(error.reason)\n")
      return 1
    }
  }
}
