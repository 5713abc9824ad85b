import GraderModel
import GraderReaders

/// Everything graded for one student, in the documented `results.json` shape.
///
/// Every report format is rendered from records, so a merged set of shards
/// renders exactly as one run would.
package struct StudentRecord: Sendable, Codable, Hashable {
  /// The student's name: the folder name in a batch, as untrusted as any
  /// name a student chooses.
  package var student: UntrustedText
  /// The points earned.
  package var score: Points
  /// The points there are.
  package var maxScore: Int
  /// Why the student's folder could not be graded, if it could not.
  package var error: String?
  /// One result per scenario, in course order.
  package var results: [ResultRecord]
  /// Files that match no scenario, each with a did-you-mean path.
  package var unrecognized: [UnrecognizedRecord]
  /// How many more such files there were than `unrecognized` keeps, if any.
  package var unrecognizedOmitted: Int?
  /// A fingerprint of the failing submissions without comments and
  /// whitespace, equal for students whose failing work is the same; absent
  /// when no failing scenario has a submission that could be read.
  package var fingerprint: String?
  /// The student's name as the roster writes it, when the class was
  /// gathered from one (the folder's `.grader-gathered`).
  package var rosterName: UntrustedText?
  /// The student's folder, when the class names the student otherwise: a
  /// folder numbered apart from another (`ada`, named `ada (2)`). Merge
  /// tells two names of one folder by it.
  package var folder: UntrustedText?
  /// The folder graded, from the student's folder, when the work sat one
  /// folder further down than the top (`course-main/Submissions`).
  package var gradedFrom: String?
  /// The SHA-256 of the student's text report in `reports/`, as a batch
  /// wrote it: merge refuses a report that is not the one graded with
  /// these results.
  package var reportDigest: String?

  enum CodingKeys: String, CodingKey {
    case student, score, maxScore = "max_score", error, results, unrecognized,
      unrecognizedOmitted = "unrecognized_omitted", fingerprint = "failing_fingerprint",
      rosterName = "roster_name", gradedFrom = "graded_from", reportDigest = "report_sha256",
      folder
  }

  /// Creates a record.
  package init(
    student: UntrustedText, score: Points, maxScore: Int, error: String?, results: [ResultRecord],
    unrecognized: [UnrecognizedRecord], fingerprint: String? = nil
  ) {
    self.student = student
    self.score = score
    self.maxScore = maxScore
    self.error = error
    self.results = results
    self.unrecognized = unrecognized
    self.fingerprint = fingerprint
  }

  /// The record of a checked report. A missing scenario whose work sits
  /// under a near-miss name gives the rename as its reason, in every format
  /// made from the record, rather than the start of a new file.
  package init(student: UntrustedText, report: CheckReport) {
    let misnamed = report.misnamedFiles
    self.init(
      student: student, score: report.score, maxScore: report.maximum, error: nil,
      results: report.results.map { result in
        var record = ResultRecord(result)
        if result.verdict == .missing, let found = misnamed[result.scenarioID] {
          record.reason = ResultRecord.misnamedReason(found: found, path: result.submissionPath)
        }
        return record
      },
      unrecognized: report.unrecognized.map {
        UnrecognizedRecord(path: $0.path, suggestion: $0.suggestion)
      })
    unrecognizedOmitted = report.unrecognizedOmitted > 0 ? report.unrecognizedOmitted : nil
    // Each result's fields read where it lies: a result is a large value,
    // and a batch reads every result of every student.
    fingerprint = SubmissionShape.combined(
      report.results.withUnsafeBufferPointer { results in
        results.indices.compactMap { index in
          guard results[index].verdict == .fail || results[index].verdict == .error,
            let shape = results[index].submissionShape
          else { return nil }
          return (results[index].scenarioID, shape)
        }
      })
  }

  /// The record of a student whose folder could not be graded: with
  /// `perScenario`, every scenario of `catalog` gets `error` with `reason`
  /// (work that was there but could not be graded); without, the record
  /// holds no result at all (nothing gradable was handed in: an empty
  /// folder, a file, a link, work that could not be gathered), so that no
  /// scenario counts the student.
  package init(
    student: UntrustedText, failure reason: String, catalog: LessonCatalog, path: String,
    perScenario: Bool = true
  ) {
    let results =
      !perScenario
      ? []
      : catalog.scenarios.map { scenario in
        ResultRecord(
          scenario: scenario.fullID, title: scenario.title, verdict: .error, score: 0,
          maxScore: scenario.points, submission: path, submissionDigest: nil, reason: reason,
          outputs: [], findings: [], diagnostics: [])
      }
    self.init(
      student: student, score: 0, maxScore: catalog.scenarios.reduce(0) { $0 + $1.points },
      error: reason, results: results, unrecognized: [])
  }
}

/// The grade of one scenario, as records store it.
@dynamicMemberLookup
package struct ResultRecord: Sendable, Codable, Hashable {
  /// Everything the record stores, behind one reference (see ``Fields``).
  package var box: Boxed<Fields>

  package init(
    scenario: String, title: String, verdict: Verdict, score: Points, maxScore: Int,
    submission: String, submissionDigest: String? = nil, reason: String?, outputs: [OutputRecord],
    findings: [Finding], diagnostics: [DiagnosticRecord]
  ) {
    box = Boxed(
      Fields(
        scenario: scenario, title: title, verdict: verdict, score: score, maxScore: maxScore,
        submission: submission, submissionDigest: submissionDigest, reason: reason,
        outputs: outputs, findings: findings, diagnostics: diagnostics))
  }

  /// The record of a graded scenario.
  package init(_ result: ScenarioResult) {
    self.init(
      scenario: result.scenarioID, title: result.title, verdict: result.verdict,
      score: result.score, maxScore: result.points, submission: result.submissionPath,
      submissionDigest: result.submissionDigest, reason: result.reason,
      outputs: result.comparisons.map {
        OutputRecord(
          expected: $0.expectedLines ?? $0.expected?.lines ?? [],
          actual: $0.actualLines.map(OutputRecord.bounded), matches: $0.matches)
      },
      findings: result.findings, diagnostics: result.diagnostics.map(DiagnosticRecord.init))
    self.findingsOmitted = result.findingsOmitted > 0 ? result.findingsOmitted : nil
    self.submissionShape = result.submissionShape.map(SubmissionShape.text)
  }

  /// Why the scenario whose submission is `path` is missing when its work,
  /// `found`, sits under a near-miss name: the rename or the move, which
  /// follows `path` in ``summary``.
  package static func misnamedReason(found: String, path: String) -> String {
    let (rename, _, to) = CheckReport.misnamedMove(found: found, path: path)
    return "not found; your work looks to be \(found): \(rename ? "rename" : "move") it to \(to)"
  }

  /// A one-line account of what went wrong, for messages that hold one line.
  package var summary: String {
    switch self.verdict {
    case .pass: "passed"
    case .fail: self.findings.first?.sentence ?? "the rows differ from the expected ones"
    case .error, .missing: "\(self.submission) \(self.reason ?? "")"
    case .pending: self.reason ?? "the instructor grades this scenario"
    }
  }

  /// What a pending result says, to anyone: who grades it, the student's
  /// own rows, one line each, and their file's diagnostics.
  private var pendingDetails: String {
    let rows = self.outputs.enumerated().map {
      "  output \($0.offset + 1): " + $0.element.actual.joined(separator: ", ")
    }
    return ([summary, "your rows:"] + rows + self.diagnostics.map(\.text)).joined(separator: "\n")
  }

  /// What went wrong as a student may read it where the answers are not
  /// theirs to see (an LMS): their own rows that differ, their own errors,
  /// and no expected row or explanation drawn from the reference.
  package var studentDetails: String {
    if self.verdict == .pending { return pendingDetails }
    var lines: [String] = []
    for (number, output) in self.outputs.enumerated() where !output.matches {
      lines.append("output \(number + 1) differs from the answer:")
      lines.append("  yours     " + output.actual.joined(separator: ", "))
    }
    if self.verdict == .error || self.verdict == .missing { lines.append(summary) }
    for diagnostic in self.diagnostics { lines.append(diagnostic.text) }
    return lines.joined(separator: "\n")
  }

  /// The full account of what went wrong, for messages that hold many lines.
  package var details: String {
    if self.verdict == .pending { return pendingDetails }
    // One buffer, a line at a time: every report of a batch asks for it.
    var text = ""
    var first = true
    func line(_ parts: String...) {
      if !first { text += "\n" }
      first = false
      for part in parts { text += part }
    }
    for (number, output) in self.outputs.enumerated() where !output.matches {
      if output.expected.isEmpty {
        line("output ", String(number + 1), " differs from the answer, which is kept as a digest:")
      } else {
        line("output ", String(number + 1), " differs:")
        line("  expected  ", output.expected.joined(separator: ", "))
      }
      line("  yours     ", output.actual.joined(separator: ", "))
    }
    for finding in self.findings { line("- ", finding.sentence) }
    if let omitted = self.findingsOmitted { line("- … and ", String(omitted), " more differences") }
    if self.verdict == .error || self.verdict == .missing { line(summary) }
    for diagnostic in self.diagnostics { line(diagnostic.text) }
    return text
  }
}

/// One expected output beside the student's.
package struct OutputRecord: Sendable, Codable, Hashable {
  package var expected: [String]
  package var actual: [String]
  package var matches: Bool

  /// The longest row a record keeps whole, in bytes of UTF-8.
  package static let rowLimit = 2_000

  /// `row`, or its start and how much was cut when it is longer than
  /// ``rowLimit``: a tree of thousands of views makes rows of megabytes,
  /// which every report would repeat.
  package static func bounded(_ row: String) -> String {
    guard row.utf8.count > rowLimit else { return row }
    var end = row.startIndex
    var kept = 0
    for index in row.indices {
      let size = row[index].utf8.count
      guard kept + size <= rowLimit else { break }
      kept += size
      end = row.index(after: index)
    }
    return row[..<end] + " … (\(row.utf8.count - kept) more bytes)"
  }
}

/// A diagnostic, flattened for JSON.
package struct DiagnosticRecord: Sendable, Codable, Hashable {
  package var severity: Diagnostic.Severity
  package var message: String
  package var file: String?
  package var line: Int?
  package var column: Int?
  /// The diagnostic in the Swift compiler's layout, notes included.
  package var text: String

  package init(_ diagnostic: Diagnostic) {
    severity = diagnostic.severity
    message = diagnostic.message
    file = diagnostic.location?.path
    line = diagnostic.location?.line
    column = diagnostic.location?.column
    var rendered = DiagnosticRenderer().render(Escape.terminal(diagnostic))
    if rendered.hasSuffix("\n") { rendered.removeLast() }
    text = rendered
  }
}

/// A file that matches no scenario.
package struct UnrecognizedRecord: Sendable, Codable, Hashable {
  package var path: String
  package var suggestion: String?

  package init(path: String, suggestion: String?) {
    self.path = path
    self.suggestion = suggestion
  }
}
