import GraderModel
import Testing

@testable import GraderKit

@Suite("A hint appended to the text report")
struct TextReportHintTests {
  /// Commands around the width's edge, and text whose characters are not its bytes.
  static let commands = [
    "grader start 01-local-state/sibling-fields",
    "grader start 01-local-state/sibling-fields --format swift",
    "grader start caf\u{E9}/x",
    "grader start cafe\u{301}/x",
    "\u{301}grader start x",
    "grader start \u{1B}[31m",
    "",
  ]

  @Test("is laid out as the hint's own text, at every width, for any text")
  func appendedAsLaidOut() {
    for command in Self.commands {
      for lead in ["create it with:", "cr\u{E9}e-le :", ""] {
        for width in [50, 60, 64, 65, 66, 70, 80, .max] {
          let report = TextReport(color: false, exact: false, width: width)
          var text = TextBuffer(capacity: 0)
          text.append("before\n")
          report.appendHint(lead, command: command, indent: "      ", into: &text)
          #expect(
            text.text == "before\n" + report.hint(lead, command: command, indent: "      "),
            "\(lead) \(command) at \(width)")
        }
      }
    }
  }

  @Test("splits a command too wide for its line onto a line of its own")
  func splitsWhenTooWide() {
    let report = TextReport(color: false, exact: false, width: 50)
    var text = TextBuffer(capacity: 0)
    report.appendHint(
      "create it with:", command: "grader start 02-state-passed-down/binding-to-a-toggle",
      indent: "  ", into: &text)
    #expect(
      text.text
        == "  create it with:\n    grader start 02-state-passed-down/binding-to-a-toggle\n")
  }
}
