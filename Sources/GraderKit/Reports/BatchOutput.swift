/// Writes a batch's files into its output folder as students are graded:
/// `results.json`, `gradebook.csv`, a text report per student, and the
/// per-student LMS files that were asked for.
package final class BatchOutput {
  private let directory: String
  private let studentFormats: [ReportFormat]
  private let classroom50: Classroom50Report
  private let results: StreamingFile
  private var first = true
  /// The class-wide tallies so far.
  package private(set) var tally: ClassTally

  /// Starts a batch's output in `directory`, creating it if needed.
  ///
  /// - Parameters:
  ///   - directory: The output folder.
  ///   - scenarios: The scenarios graded.
  ///   - studentFormats: Per-student formats to write, such as `.gradescope`.
  ///   - classroom50: How to render Classroom 50 results.
  package init(
    directory: String, scenarios: [ScenarioInfo], studentFormats: [ReportFormat],
    classroom50: Classroom50Report
  ) throws(FileLoader.Failure) {
    self.directory = directory
    self.studentFormats = studentFormats
    self.classroom50 = classroom50
    try FileLoader.createFolder(directory + "/reports")
    for format in studentFormats { try FileLoader.createFolder(directory + "/" + format.rawValue) }
    results = try StreamingFile(path: directory + "/results.json")
    tally = ClassTally(scenarios: scenarios)
    try results.write(ResultsDocument.header(scenarios))
  }

  /// Adds one graded student.
  package func add(_ graded: GradedStudent) throws(FileLoader.Failure) {
    let record = graded.record
    let report = graded.report
    try AtomicFile.write(report, to: "\(directory)/reports/\(record.student).txt")
    for format in studentFormats {
      let text =
        format == .gradescope ? GradescopeReport().render(record) : classroom50.render(record)
      try AtomicFile.write(text, to: "\(directory)/\(format.rawValue)/\(record.student).json")
    }
    try results.write(ResultsDocument.line(graded.json, first: first))
    first = false
    tally.add(record)
  }

  /// Completes `results.json` and writes `gradebook.csv`.
  package func finish() throws(FileLoader.Failure) {
    try results.write(ResultsDocument.footer)
    try results.finish()
    try AtomicFile.write(tally.gradebook, to: directory + "/gradebook.csv")
  }

  /// Drops a partly written `results.json`.
  package func abandon() {
    results.abandon()
  }
}
