import GraderKit
import GraderReaders
import GraderTestSupport
import Testing

@Suite("Tasks that ask")
struct TaskWordingTests {
  /// The warnings the lint gives `task`, as `line: id`.
  func warnings(_ task: String) throws -> [String] {
    let text = validFixture.replacingOccurrences(of: "Model it.", with: task)
    let scenario = try #require(parseFixture(text).scenario)
    let tree = try #require(scenario.reference?.screens.first?.tree)
    return TaskWording.problems(scenario, tree: tree).map {
      "\($0.location?.line ?? 0): \($0.id)"
    }
  }

  @Test("a sentence that names a view and what it does is told, at its line")
  func outcome() throws {
    #expect(
      try warnings("Model it.\nWhen a changes, A runs and Root is skipped.") == [
        "6: lint.task-tells-outcome"
      ])
    // Across a line break, and with the outcome first.
    #expect(try warnings("A screen.\nSkipped is what\nRoot is.") == ["6: lint.task-tells-outcome"])
  }

  @Test("a question, or a sentence about no view of the screen, is no outcome")
  func questions() throws {
    #expect(try warnings("Which views run when a changes? Does A run?") == [])
    #expect(try warnings("The button's action runs later. Model the screen.") == [])
  }

  @Test(
    "a quoted clause with the scenario's own names says what to write; another screen's does not")
  func clauses() throws {
    #expect(
      try warnings("Write 'reads a' on the views that show it.") == [
        "5: lint.task-tells-what-to-write"
      ])
    #expect(try warnings("On a weather screen, write 'takes city' on a share button.") == [])
    // An apostrophe opens no quote.
    #expect(
      try warnings("The row's label and the screen's title 'reads a' both.") == [
        "5: lint.task-tells-what-to-write"
      ])
  }
}
