/// The text of `grader list`: lessons, scenarios, points, where each stands
/// and where its submission goes.
package enum Listing {
  /// Renders the catalog: for each scenario, its verdict at the last check
  /// (`pass`, `fail`, `error`), or `not checked` or `not started`.
  package static func render(
    _ catalog: LessonCatalog, index: SubmissionIndex, submissions: String,
    last: LastVerdicts = LastVerdicts()
  ) -> String {
    guard !catalog.lessons.isEmpty else { return "No lessons.\n" }
    var text = ""
    let width = catalog.scenarios.map(\.id.count).max() ?? 0
    var total = 0
    for lesson in catalog.lessons {
      text += (text.isEmpty ? "" : "\n") + "\(lesson.title) (\(lesson.id))\n"
      for scenario in lesson.scenarios {
        total += scenario.points
        let points = "\(scenario.points) \(scenario.points == 1 ? "point " : "points")"
        let submission = index.submissions[scenario.fullID]
        let path = submission?.path ?? "\(submissions)/\(scenario.fullID).tree"
        let state: String
        if submission == nil {
          state = "not started"
        } else if let verdict = last.verdicts[scenario.fullID], verdict != .missing {
          state = verdict.rawValue
        } else {
          state = "not checked"
        }
        text += "  \(scenario.id.padding(width))  \(points)  \(state.padding(11))  \(path)\n"
        text += "      \(scenario.title)\n"
      }
    }
    let count = catalog.scenarios.count
    return text + "\n\(count) \(count == 1 ? "scenario" : "scenarios"), \(total) points\n"
  }
}
