/// The gradebook as CSV (RFC 4180, CRLF line ends), a row per student as the
/// student is graded: folder name, the roster's name (when the class was
/// gathered), points per scenario, total, percent, why the
/// student could not be graded, the lesson set's digest, the grader's version,
/// and the SHA-256 of each scenario's submission.
///
/// Every field a student controls goes through ``Escape/csvField(_:)``, so no
/// folder name becomes a spreadsheet formula.
package enum Gradebook {
  /// The header row.
  package static func header(_ info: RunInfo) -> String {
    let names =
      ["student", "roster_name"] + info.scenarios.map(\.id) + [
        "total", "percent", "error", "lessons_digest", "grader_version",
      ] + info.scenarios.map { "\($0.id) sha256" }
    return names.map(Escape.csvField).joined(separator: ",") + "\r\n"
  }

  /// The row of `record`.
  package static func row(_ record: StudentRecord, info: RunInfo) -> String {
    var points: [String] = []
    var digests: [String] = []
    var results = record.results.makeIterator()
    var next = results.next()
    for scenario in info.scenarios {
      if let result = next, result.scenario == scenario.id {
        points.append(result.score.description)
        // Read back from a shard's results, so escaped like any of its text.
        digests.append(Escape.csvField(result.submissionDigest ?? ""))
        next = results.next()
      } else {
        points.append("")
        digests.append("")
      }
    }
    var fields = [Escape.csvField(record.student), record.rosterName.map(Escape.csvField) ?? ""]
    fields.reserveCapacity(fields.count + points.count + 5 + digests.count + 1)
    fields += points
    fields += [
      record.score.description, percent(record.score.percent(of: record.maxScore)),
      Escape.csvField(record.error ?? ""), Escape.csvField(info.lessonsDigest),
      Escape.csvField(info.graderVersion),
    ]
    fields += digests
    // The row's end is a field of its own, so that the row is made at once.
    fields[fields.count - 1] += "\r\n"
    return fields.joinedText(separator: ",")
  }

  /// A percentage with one decimal.
  static func percent(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
