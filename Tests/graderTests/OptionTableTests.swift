import Foundation
import GraderTestSupport
import Testing

@testable import grader

@Suite("Option declarations")
struct OptionTableTests {
  /// The command reference's option table, between its two markers.
  static let markers = ("<!-- options: generated from the declarations -->\n", "<!-- /options -->")

  @Test("the command reference's table of options is the one the declarations make")
  func commandsTable() throws {
    let url = packageRoot.appendingPathComponent("Documentation/Commands.md")
    let readme = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(readme.range(of: Self.markers.0))
    let end = try #require(
      readme.range(of: Self.markers.1, range: start.upperBound..<readme.endIndex))
    let table = String(readme[start.upperBound..<end.lowerBound])
    let expected = Help.optionTable()
    if table != expected, recordsGoldens {
      try (readme[..<start.upperBound] + expected + readme[end.lowerBound...])
        .write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded Documentation/Commands.md's option table: run the tests again")
      return
    }
    #expect(
      table == expected,
      "Documentation/Commands.md's option table differs from the declarations; record it with GRADER_RECORD_GOLDEN=1 swift test --filter OptionTableTests"
    )
  }

  @Test("every option a command declares is in its help and usage, once")
  func helpAndUsage() {
    for command in Command.all {
      let help = Help.text(command)
      let usage = Help.usage(command)
      for option in command.options {
        let listed = ["  \(option.helpName) ", "  \(option.helpName)\n"]
        #expect(listed.contains { help.contains($0) }, "\(command.name) \(option.name)")
        if option.isInUsage {
          #expect(usage.contains(option.usage), "\(command.name) \(option.name)")
        }
      }
      let names = command.options.map(\.name)
      #expect(Set(names).count == names.count, "\(command.name) declares an option twice")
    }
  }

  @Test("the parser takes exactly the declared options, and checks each choice")
  func parser() throws {
    for command in Command.all {
      for option in command.options {
        // With the options a command requires, each given a value.
        var words =
          command.options.filter { $0.isRequired && $0.name != option.name }
          .flatMap { [$0.name, $0.choices.first ?? "x"] } + [option.name]
        if option.arity != .flag { words.append(option.choices.first ?? "x") }
        let arguments = try Arguments(words, for: command)
        #expect(arguments.has(option), "\(command.name) \(option.name)")
        if !option.choices.isEmpty {
          #expect(throws: UsageError.self) {
            try Arguments(words.dropLast() + ["not-a-choice"], for: command)
          }
        }
      }
      #expect(throws: UsageError.self) { try Arguments(["--not-declared"], for: command) }
      #expect(try Arguments(["--bogus", "--help"], for: command).wantsHelp)
      // A required option left out is refused.
      if command.options.contains(where: \.isRequired) {
        #expect(throws: UsageError.self) { try Arguments([], for: command) }
      }
    }
  }
}
