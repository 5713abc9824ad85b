/// What `grader check` adds inside GitHub Actions: error annotations that
/// point into the student's files, and a Markdown table for the step summary.
package struct GitHubReport: Sendable {
  /// How many annotations GitHub shows for one step.
  package static let annotationLimit = 10
  /// The largest step summary GitHub accepts is 1 MiB; stay well below it.
  package static let summaryLimit = 1_000_000

  /// Whether only a file that cannot be read fails the run: failing and
  /// missing scenarios are then warnings, not errors.
  package var encouraging = false

  package init(encouraging: Bool = false) {
    self.encouraging = encouraging
  }

  /// The `::error` workflow commands, at most ``annotationLimit``, most useful first.
  ///
  /// Errors that keep a file from reading come first, then the first finding
  /// of each failing scenario, then further findings, then missing files
  /// (pointed at work under a near-miss name, `misnamed`: scenario id → the
  /// file found, whose rename the record's reason gives; the others in one
  /// annotation). With
  /// ``encouraging``, only the first are errors, and the rest warnings.
  ///
  /// `readable` holds the scenarios whose error still lets the file be
  /// graded (an empty file, one that declares no views yet): with
  /// ``encouraging`` they are warnings, since the run stays green for them.
  package func annotations(
    _ record: StudentRecord, misnamed: [String: String] = [:], readable: Set<String> = []
  ) -> [String] {
    var tiers: [[String]] = [[], [], [], []]
    // Scenarios not started yet, told of in one annotation: a fresh copy has
    // nothing else to say, and ten of them would only repeat it.
    var notStarted: [ResultRecord] = []
    for result in record.results {
      let title = result.scenario
      switch result.verdict {
      case .pass, .pending:
        continue
      case .error:
        if let error = result.diagnostics.first(where: { $0.severity == .error }) {
          tiers[0].append(
            command(
              file: error.file, line: error.line, column: error.column, title: title,
              message: error.message))
        } else {
          tiers[0].append(
            command(
              file: result.submission, line: nil, column: nil, title: title,
              message: result.reason ?? "cannot be graded",
              level: readable.contains(result.scenario) ? softened : "error"))
        }
      case .fail:
        for (index, finding) in result.findings.enumerated() {
          let annotation = command(
            file: result.submission, line: finding.line, column: nil, title: title,
            message: finding.sentence, level: softened)
          tiers[index == 0 ? 1 : 2].append(annotation)
        }
        if result.findings.isEmpty {
          tiers[1].append(
            command(
              file: result.submission, line: nil, column: nil, title: title,
              message: result.summary, level: softened))
        }
      case .missing:
        // Work under a near-miss name is pointed at, where the rename starts.
        if let found = misnamed[result.scenario] {
          tiers[3].append(
            command(
              file: found, line: nil, column: nil, title: title, message: result.summary,
              level: softened))
        } else {
          notStarted.append(result)
        }
      }
    }
    if let first = notStarted.first {
      tiers[3].append(
        notStarted.count == 1
          ? command(
            file: nil, line: nil, column: nil, title: first.scenario, message: first.summary,
            level: softened)
          : command(
            file: nil, line: nil, column: nil, title: "\(notStarted.count) scenarios not started",
            message:
              "\(notStarted.count) scenarios have no submission yet (the step summary lists them); the first: \(first.scenario), \(first.summary)",
            level: softened))
    }
    return Array(tiers.joined().prefix(Self.annotationLimit))
  }

  /// The level of an annotation about work that reads but does not pass.
  private var softened: String { encouraging ? "warning" : "error" }

  /// A workflow command, with its data and properties escaped as GitHub requires.
  package func command(
    file: String?, line: Int?, column: Int?, title: String, message: String,
    level: String = "error"
  ) -> String {
    var properties: [String] = []
    // Untrusted characters first become visible escapes, as on a terminal.
    if let file { properties.append("file=\(Escape.workflowProperty(Escape.terminal(file)))") }
    if let line { properties.append("line=\(line)") }
    if let column { properties.append("col=\(column)") }
    properties.append("title=\(Escape.workflowProperty(Escape.terminal(title)))")
    // Each line's untrusted characters escaped, its line breaks kept as the
    // annotation's own.
    let shown = message.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Escape.terminal(String($0)) }.joined(separator: "\n")
    return "::\(level) \(properties.joined(separator: ","))::\(Escape.workflowData(shown))"
  }

  /// The Markdown for the step summary: the total, then a row per scenario.
  ///
  /// Rows that would pass ``summaryLimit`` are left out, and the table says how many.
  package func stepSummary(_ record: StudentRecord) -> String {
    var text =
      "## grader: \(record.score)/\(record.maxScore) points (\(record.score.percentText(of: record.maxScore))%)"
    if record.pendingPoints > 0 {
      text += ", \(record.pendingPoints) not yet graded: the instructor grades them"
    }
    text += "\n\n"
    text += "| scenario | verdict | points | what to look at |\n|---|---|---|---|\n"
    for (index, result) in record.results.enumerated() {
      let note = result.verdict == .pass ? "" : cell(result.summary)
      let points =
        result.verdict == .pending
        ? "not yet graded (of \(result.maxScore))" : "\(result.score)/\(result.maxScore)"
      let row =
        "| \(cell(result.scenario)) | \(result.verdict.rawValue) | \(points) | \(note) |\n"
      if text.utf8.count + row.utf8.count > Self.summaryLimit - 200 {
        text +=
          "\n\(record.results.count - index) more scenarios left out to keep this summary under 1 MiB.\n"
        break
      }
      text += row
    }
    return text
  }

  private func cell(_ text: String) -> String {
    Escape.markdownCell(text)
  }
}
