/// The text of `grader list`: lessons, scenarios, points and submission paths.
package enum Listing {
  /// Renders the catalog, marking which scenarios have a submission in `index`.
  package static func render(_ catalog: LessonCatalog, index: SubmissionIndex, submissions: String)
    -> String
  {
    guard !catalog.lessons.isEmpty else { return "No lessons.\n" }
    var text = ""
    let width = catalog.scenarios.map(\.id.count).max() ?? 0
    var total = 0
    for lesson in catalog.lessons {
      text += (text.isEmpty ? "" : "\n") + "\(lesson.title) (\(lesson.id))\n"
      for scenario in lesson.scenarios {
        total += scenario.points
        let points = "\(scenario.points) \(scenario.points == 1 ? "point " : "points")"
        let path =
          index.submissions[scenario.fullID]?.path ?? "\(submissions)/\(scenario.fullID).tree"
        let state = index.submissions[scenario.fullID] == nil ? "not started" : "submitted"
        text += "  \(scenario.id.padding(width))  \(points)  \(state.padding(11))  \(path)\n"
        text += "      \(scenario.title)\n"
      }
    }
    let count = catalog.scenarios.count
    return text + "\n\(count) \(count == 1 ? "scenario" : "scenarios"), \(total) points\n"
  }
}
