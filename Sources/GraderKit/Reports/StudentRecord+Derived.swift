/// What a record says beyond its members: names, totals and counts the
/// reports derive from it.
extension StudentRecord {
  /// The name of the student's folder: the student's own name, unless the
  /// class numbered it apart from another.
  package var folderName: UntrustedText { folder ?? student }

  /// The student as a page names them: the roster's name and the folder,
  /// or the folder alone.
  package var displayName: UntrustedText {
    guard let rosterName, rosterName != student else { return student }
    return UntrustedText("\(rosterName.unescaped) (folder \(student.unescaped))")
  }

  /// Each result's ``ResultRecord/details``, empty for a pass, which no
  /// report explains: computed once for all the reports of a student.
  package var failureDetails: [String] {
    results.map { $0.verdict == .pass ? "" : $0.details }
  }

  /// The score as a percentage of the maximum, with one decimal.
  package var percent: Double {
    score.percent(of: maxScore)
  }

  /// Whether the student handed in nothing that could be graded: a record
  /// with an error and no result, apart from every scenario's counts.
  package var notSubmitted: Bool { error != nil && results.isEmpty }

  /// The points the instructor has yet to grade: those of the pending results.
  package var pendingPoints: Int {
    results.filter { $0.verdict == .pending }.reduce(0) { $0 + $1.maxScore }
  }
}
