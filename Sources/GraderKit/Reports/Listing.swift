/// The text of `grader list`: lessons, scenarios, points, where each stands
/// and where its submission goes.
package enum Listing {
  /// Renders the catalog: for each scenario, its verdict at the last check
  /// (`pass`, `fail`, `error`), or `not checked` when its submission is new or
  /// was edited since, `misnamed` when a file under a near-miss name looks
  /// meant for it (its path is shown), or `not started`.
  ///
  /// Each scenario takes a line and its title a second one; when a line would
  /// not fit `width` columns, every path moves to a line of its own, under
  /// the title, and titles wrap. Paths are shown as `shownFrom` shows them,
  /// when given (see ``PathRelocation``).
  package static func render(
    _ catalog: LessonCatalog, index: SubmissionIndex, submissions: String,
    last: LastVerdicts = LastVerdicts(), width: Int? = nil, shownFrom: PathRelocation? = nil
  ) -> String {
    guard !catalog.lessons.isEmpty else { return "No lessons.\n" }
    let idWidth = catalog.scenarios.map(\.id.count).max() ?? 0
    let misnamed = SubmissionIndex.misnamed(index.unrecognized).mapValues(\.path)
    let rows = catalog.lessons.map { lesson in
      lesson.scenarios.map { scenario in
        row(
          scenario, index: index, submissions: submissions, last: last, idWidth: idWidth,
          misnamed: misnamed[scenario.fullID], shownFrom: shownFrom)
      }
    }
    let oneLine = rows.joined().allSatisfy { row in
      width.map { TextLayout.length(row.head) + 2 + TextLayout.length(row.path) <= $0 } ?? true
    }
    var text = ""
    for (lesson, rows) in zip(catalog.lessons, rows) {
      text += (text.isEmpty ? "" : "\n") + Escape.terminal("\(lesson.title) (\(lesson.id))") + "\n"
      for row in rows {
        if oneLine {
          text += row.head + "  " + row.path + "\n" + "      " + row.title + "\n"
        } else {
          text += row.head.trimmingTrailingSpaces() + "\n"
          text += TextLayout.wrapped(
            row.title, width: width ?? .max, first: "      ", rest: "      ")
          text += "      " + row.path + "\n"
        }
      }
    }
    let count = catalog.scenarios.count
    let total = catalog.scenarios.reduce(0) { $0 + $1.points }
    return text + "\n\(count) \(count == 1 ? "scenario" : "scenarios"), \(total) points\n"
  }

  /// A scenario's line without its path, its title and its path, as the terminal shows them.
  private static func row(
    _ scenario: Scenario, index: SubmissionIndex, submissions: String, last: LastVerdicts,
    idWidth: Int, misnamed: String?, shownFrom: PathRelocation?
  ) -> (head: String, title: String, path: String) {
    let points = "\(scenario.points) \(scenario.points == 1 ? "point " : "points")"
    let submission = index.submissions[scenario.fullID]
    let state: String
    switch submission?.content {
    case nil:
      state = misnamed == nil ? "not started" : "misnamed"
    case .success(let bytes):
      state = last.verdict(of: scenario.fullID, bytes: bytes)?.rawValue ?? "not checked"
    case .failure:
      // A file that cannot be read can only have been an error.
      state = last.verdicts[scenario.fullID] == .error ? "error" : "not checked"
    }
    let made = submission?.path ?? misnamed ?? "\(submissions)/\(scenario.fullID).tree"
    let path = shownFrom?(made) ?? made
    return (
      "  \(scenario.id.padding(idWidth))  \(points)  \(state.padding(11))",
      Escape.terminal(scenario.title), Escape.terminal(path)
    )
  }
}

extension String {
  /// The string without the spaces that end it.
  fileprivate func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
