import Foundation
import GraderTestSupport
import Testing

@Suite("The editor task of a students' release")
struct EditorTaskTests {
  @Test(
    "the release's VS Code task is valid JSON whose matcher finds check's errors at their file, line and column"
  )
  func problemMatcher() throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let release = root.appendingPathComponent("release")
    let made = try runGrader(["release", "--course", packageRoot.path, "--out", release.path])
    #expect(made.status == 0, "\(made.standardError)")
    let data = try Data(contentsOf: release.appendingPathComponent(".vscode/tasks.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let task = try #require((document["tasks"] as? [[String: Any]])?.first)
    #expect((task["command"] as? String)?.hasPrefix("swift run grader check") == true)
    let matcher = try #require(task["problemMatcher"] as? [String: Any])
    let pattern = try #require(matcher["pattern"] as? [String: Any])
    let regexp = try NSRegularExpression(pattern: try #require(pattern["regexp"] as? String))

    // A student's file with an error on its third line, and one that fails
    // at its third, checked as the task runs check.
    let file = "Submissions/01-local-state/sibling-fields.tree"
    try Data("key name state NameField\nSignUpForm\n  NameField reeds name\n".utf8).write(
      to: release.appendingPathComponent(file))
    let failing = "Submissions/01-local-state/state-written-but-not-read.tree"
    try Data("key tapCount state TapLogger\nTapScreen\n  TapLogger reads tapCount\n".utf8).write(
      to: release.appendingPathComponent(failing))
    let command = try #require(task["command"] as? String)
    let words = command.split(separator: " ").dropFirst(3).map(String.init)
    #expect(words.first == "check")
    let check = try runGrader(words, in: release)
    var problems: [(file: String, line: Int, column: Int, severity: String)] = []
    for line in check.standardOutput.split(separator: "\n").map(String.init) {
      let range = NSRange(line.startIndex..., in: line)
      guard let match = regexp.firstMatch(in: line, range: range) else { continue }
      func group(_ key: String) -> String {
        let index = pattern[key] as! Int
        return String(line[Range(match.range(at: index), in: line)!])
      }
      problems.append(
        (group("file"), Int(group("line"))!, Int(group("column"))!, group("severity")))
    }
    #expect(problems.count == 2, "\(check.standardOutput)")
    #expect(problems.first?.file == file)
    #expect(problems.first?.line == 3)
    #expect(problems.first?.column == 13)
    #expect(problems.first?.severity == "error")
    // The failing scenario, at the student's line of the view it is about.
    #expect(problems.last?.file == failing)
    #expect(problems.last?.line == 3)
    #expect(problems.last?.severity == "warning")
    // The file is where the task's fileLocation says: relative to the workspace.
    #expect((matcher["fileLocation"] as? [String]) == ["relative", "${workspaceFolder}"])
    #expect(FileManager.default.fileExists(atPath: release.appendingPathComponent(file).path))
  }
}
