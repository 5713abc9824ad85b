import GraderReaders

/// One graded student, with the text of their report and their line of
/// `results.json` already rendered, so that workers do that work in parallel.
package struct GradedStudent: Sendable {
  /// The record.
  package var record: StudentRecord
  /// The text report, as the UTF-8 bytes its file holds; emptied by a
  /// batch's worker once the file is written, unless the class page is to
  /// show the student's section (``ClassGrading/run(into:pages:warn:)``).
  package var report: [UInt8]
  /// The record encoded for `results.json`, in UTF-8 bytes.
  package var json: [UInt8]
  /// The full grading, with each tree, when the folder could be graded;
  /// dropped with ``report``.
  package var checked: CheckReport?
  /// Whether the student's files are written and their JUnit rendered; see ``StudentFiles``.
  package var prepared = false
  /// The student's JUnit suites, when rendered ahead.
  package var junit: String?
  /// The student's ``StudentRecord/failureDetails``, when computed ahead.
  package var details: [String]?
  /// A file of the student's that could not be written.
  package var writeFailure: FileLoader.Failure?
  /// The student's position in the batch, from 0, in name order.
  package var position = 0
  /// Whether the student's HTML page is written; see ``StudentPages``.
  package var pageWritten = false
  /// The student's HTML page, when it could not be written.
  package var pageFailure: FileLoader.Failure?

  /// Renders the JSON of `record` alongside its report, with the report's
  /// digest. The report is kept as its file holds it, with no line a
  /// workflow could run (``Escape/withoutWorkflowCommands(_:atLineStart:)``),
  /// so that the digest is that of the file's bytes. Scenarios not yet
  /// started are written as `unstarted` laid them out, when given.
  package init(record: StudentRecord, report: [UInt8], unstarted: UnstartedRecords? = nil) {
    let report = Escape.withoutWorkflowCommands(bytes: report)
    var record = record
    record.reportDigest = SHA256.hex(of: report)
    self.record = record
    self.report = report
    self.json = JSONText.encode(record, unstarted: unstarted)
  }

  /// A student whose report is `report`; see ``init(record:report:unstarted:)-([UInt8])``.
  package init(record: StudentRecord, report: String) {
    self.init(record: record, report: Array(report.utf8))
  }

  /// The text report.
  package var reportText: String { String(decoding: report, as: UTF8.self) }
}
