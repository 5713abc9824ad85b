import GraderModel

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
    // One buffer for the row: a batch writes one for every student, with
    // two fields for each scenario.
    var row = TextBuffer(capacity: 256 + info.scenarios.count * 72)
    row.append(Escape.csvField(record.student))
    row.append(",")
    if let name = record.rosterName { row.append(Escape.csvField(name)) }
    var digests: [String] = []
    digests.reserveCapacity(info.scenarios.count)
    // Each result read where it lies: a record is a large value.
    record.results.withUnsafeBufferPointer { results in
      var next = 0
      for index in info.scenarios.indices {
        row.append(",")
        if next < results.count, results[next].scenario == info.scenarios[index].id {
          row.append(results[next].score.description)
          // Read back from a shard's results, so escaped like any of its text.
          digests.append(Escape.csvField(results[next].submissionDigest ?? ""))
          next += 1
        } else {
          digests.append("")
        }
      }
    }
    for field in [
      record.score.description, percent(record.score.percent(of: record.maxScore)),
      Escape.csvField(record.error ?? ""), Escape.csvField(info.lessonsDigest),
      Escape.csvField(info.graderVersion),
    ] {
      row.append(",")
      row.append(field)
    }
    for digest in digests {
      row.append(",")
      row.append(digest)
    }
    row.append("\r\n")
    return row.text
  }

  /// A percentage with one decimal.
  static func percent(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
