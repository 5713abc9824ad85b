import Foundation
import GraderTestSupport
import Testing

@testable import GraderKit

@Suite("The last verdicts, kept in .grader/last.json")
struct LastVerdictsTests {
  /// The verdicts read back from a file holding `text`.
  private func read(_ text: String) throws -> LastVerdicts {
    let path = try temporaryDirectory().appendingPathComponent("last.json").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return LastVerdicts.load(from: path)
  }

  @Test("what a check keeps, it reads back")
  func roundTrip() throws {
    let folder = try temporaryDirectory().appendingPathComponent(".grader")
    let path = folder.appendingPathComponent("last.json").path
    let kept = LastVerdicts(
      ["01-a/b": .pass, "01-a/c": .fail, "02-d/e\u{E9}": .error],
      digests: ["01-a/b": String(repeating: "ab", count: 32)])
    try kept.save(to: path)
    #expect(LastVerdicts.load(from: path) == kept)
    #expect(
      try String(contentsOfFile: folder.appendingPathComponent(".gitignore").path, encoding: .utf8)
        == "*\n")
  }

  @Test("a record kept before digests were keeps its verdicts")
  func withoutDigests() throws {
    let read = try read(#"{"schema": "grader/last/v1", "verdicts": {"a/b": "pass"}}"#)
    #expect(read == LastVerdicts(["a/b": .pass]))
  }

  @Test("digests that are not all strings are no digests; the verdicts stand")
  func badDigests() throws {
    let read = try read(
      #"{"schema": "grader/last/v1", "verdicts": {"a/b": "pass"}, "digests": {"a/b": "x", "a/c": 1}}"#
    )
    #expect(read == LastVerdicts(["a/b": .pass]))
  }

  @Test(
    "a file of another schema, with a verdict that is none, or no JSON at all, keeps nothing",
    arguments: [
      #"{"schema": "grader/last/v2", "verdicts": {"a/b": "pass"}}"#,
      #"{"verdicts": {"a/b": "pass"}}"#,
      #"{"schema": "grader/last/v1", "verdicts": {"a/b": "passed"}}"#,
      #"{"schema": "grader/last/v1", "verdicts": {"a/b": 1}}"#,
      #"{"schema": "grader/last/v1", "verdicts": ["a/b"]}"#,
      #"{"schema": "grader/last/v1", "verdicts": {"a/b": "pass"}"#,
      "",
    ])
  func nothing(text: String) throws {
    #expect(try read(text) == LastVerdicts())
  }
}
