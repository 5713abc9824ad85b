import GraderReaders

/// Verifying what a batch wrote beside its results: the gradebook a
/// spreadsheet imports and the reports students read are checked against
/// the results that made them, as `merge` checks each shard's.
extension Verifier {
  /// What the files in `folder` beside a results file say that `results`
  /// do not: a `gradebook.csv` other than the one these results make, and
  /// each report under `reports/` whose SHA-256 is not the one its student's
  /// record holds. A file that is not there is not checked (a results file
  /// may be kept on its own), but a report missing from a `reports/` folder
  /// is a problem.
  package static func outputProblems(_ results: Results, folder: String) -> [Problem] {
    var problems: [Problem] = []
    // Nothing is read through a link out of the results' folder.
    let root = SafeDirectory.resolved(folder) ?? folder
    let gradebookPath = folder + "/gradebook.csv"
    if SafeDirectory.kind(of: gradebookPath, realRoot: root) == .file,
      let written = try? FileLoader.bytes(at: gradebookPath, limit: 1 << 30, confinedTo: root)
    {
      problems += gradebookProblems(results, written: written, path: gradebookPath)
    }
    let reports = folder + "/reports"
    guard SafeDirectory.kind(of: reports, realRoot: root) == .directory else { return problems }
    for record in results.students {
      guard let digest = record.reportDigest else { continue }
      let path = "\(reports)/\(StudentFileName.of(record.student)).txt"
      let shown = Escape.terminal(path)
      do {
        let bytes = try FileLoader.bytes(at: path, limit: 1 << 30, confinedTo: root)
        if SHA256.hex(of: bytes) != digest {
          problems.append(
            Problem(
              student: record.student, scenario: "*",
              message:
                "\(shown) is not the report graded with these results (its SHA-256 is not their report_sha256): it was edited or swapped"
            ))
        }
      } catch {
        problems.append(
          Problem(student: record.student, scenario: "*", message: "\(shown) \(error.reason)"))
      }
    }
    // Each student's problems together, in the results' order, as verify prints them.
    let position = Dictionary(
      results.students.enumerated().map { ($0.element.student, $0.offset) }
    ) { first, _ in first }
    return problems.enumerated().sorted {
      (position[$0.element.student] ?? -1, $0.offset)
        < (position[$1.element.student] ?? -1, $1.offset)
    }.map(\.element)
  }

  /// A problem for the first row of `written` that is not the row these
  /// results make, or for a gradebook of another length.
  private static func gradebookProblems(_ results: Results, written: [UInt8], path: String)
    -> [Problem]
  {
    let made =
      [Gradebook.header(results.info)]
      + results.students.map {
        Gradebook.row($0, info: results.info)
      }
    var offset = 0
    for (index, row) in made.enumerated() {
      // As the gradebook's file writes each line: a cell that would hold a
      // workflow command (`##[`) holds it defused.
      let bytes = Array(Escape.withoutWorkflowCommands(row).utf8)
      let end = offset + bytes.count
      guard end <= written.count, written[offset..<end].elementsEqual(bytes) else {
        let student: UntrustedText = index == 0 ? "*" : results.students[index - 1].student
        let which = index == 0 ? "its header" : "this student's row"
        return [
          Problem(
            student: student, scenario: "*",
            message:
              "\(Escape.terminal(path)) is not the gradebook these results make: \(which) differs; write it again from the results, or grade the class again"
          )
        ]
      }
      offset = end
    }
    guard offset == written.count else {
      return [
        Problem(
          student: "*", scenario: "*",
          message:
            "\(Escape.terminal(path)) holds more than the gradebook these results make: rows were added"
        )
      ]
    }
    return []
  }
}
