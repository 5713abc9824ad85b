import GraderModel
import GraderReaders

/// One exercise of a lesson: a screen to model, a script of changes, and the
/// rows the script must print.
package struct Scenario: Sendable {
  /// The lesson folder's name, such as `04-environment-values`.
  package var lesson: String
  /// The scenario's id within its lesson, such as `reader-deep-in-the-tree`.
  package var id: String
  /// A one-line title.
  package var title: String
  /// What a pass is worth.
  package var points: Int
  /// What to model and what to watch for.
  package var task: String
  /// The SwiftUI source of the screen to model.
  package var source: String
  /// The changes and counts the grader applies to the student's tree.
  package var script: [ScriptStep]
  /// What the script prints over the reference description.
  package var expected: [Output]
  /// The reference description, a `.tree` text the expected rows come from.
  package var reference: Description
  /// The fixture file.
  package var file: SourceFile
  /// The zero-based line range of each section of the fixture, by name.
  package var sections: [String: Range<Int>]

  /// The scenario's full id, `lesson/id`, as commands and reports name it.
  package var fullID: String { "\(lesson)/\(id)" }

  /// What the script prints over the reference's tree.
  package var referenceOutput: [Output] {
    reference.screens.first.map { $0.tree.run(script) } ?? []
  }
}

/// A lesson: a folder of scenarios, in course order.
package struct Lesson: Sendable {
  /// The folder's name, such as `04-environment-values`.
  package var id: String
  /// The scenarios, ordered by file name.
  package var scenarios: [Scenario]

  /// The lesson's title, from its folder name: `04-environment-values` reads
  /// `Environment values`.
  package var title: String {
    var words = id.split(separator: "-").map(String.init)
    if let first = words.first, first.allSatisfy(\.isNumber) { words.removeFirst() }
    let text = words.joined(separator: " ")
    return text.prefix(1).uppercased() + text.dropFirst()
  }
}
