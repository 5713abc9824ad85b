import Foundation
import GraderKit
import GraderTestSupport
import GraderWorkloads
import Testing

@Suite("The text report", .serialized)
struct TextReportTests {
  /// The grade of a state-written-but-not-read submission with `views` more
  /// views after TapLogger; every `every`-th of them reads tapCount, which
  /// the reference's tree does not have.
  func wide(views: Int, every: Int = 1) throws -> CheckReport {
    let scenario = try #require(
      courseCatalog.scenario("01-local-state/state-written-but-not-read"))
    var text = "key tapCount state TapLogger\nTapScreen\n  TapLogger\n"
    for number in 0..<views {
      text += "  Extra\(number)" + (number % every == 0 ? " reads tapCount\n" : "\n")
    }
    let file = Submission(
      path: "yours.tree", format: .tree, content: .success(Array(text.utf8)))
    let result = Grader().grade(scenario, file, expectedPath: "")
    return CheckReport(
      results: [result], lessonDiagnostics: [], unrecognized: [], submissionsRoot: "S",
      submissionsProblem: nil)
  }

  /// Seconds of this thread's processor time to render `report` with
  /// `renderer` three times: other work on the machine does not count.
  func seconds(_ renderer: TextReport, _ report: CheckReport) -> Double {
    threadSeconds {
      for _ in 0..<3 { _ = renderer.render(report) }
    }
  }

  @Test(
    "rendering costs time linear in the row: 4x the views within 5x the time",
    arguments: [
      TextReport(color: false, exact: false),
      TextReport(color: true, exact: true, rows: true),
      TextReport(color: false, exact: false, width: .max, rows: true),
    ])
  func linear(renderer: TextReport) throws {
    let small = try wide(views: 3_000, every: 7)
    let large = try wide(views: 12_000, every: 7)
    // Interleaved, best of seven each, so that a busy machine slows both alike.
    let ratio = growth(from: 0, to: 1, limit: 5, runs: 7) {
      seconds(renderer, $0 == 0 ? small : large)
    }
    #expect(ratio < 5, "4x the views took \(ratio)x the time")
  }

  @Test("a row of 10,000 views is abbreviated around the differing view, with its caret")
  func abbreviatedRow() throws {
    let scenario = try #require(
      courseCatalog.scenario("01-local-state/state-written-but-not-read"))
    var text = "key tapCount state TapLogger\nTapScreen\n  TapLogger\n"
    for number in 0..<10_000 { text += "  Extra\(number)\n" }
    text += "  Reader reads tapCount\n"
    let file = Submission(path: "yours.tree", format: .tree, content: .success(Array(text.utf8)))
    let result = Grader().grade(scenario, file, expectedPath: "")
    let report = CheckReport(
      results: [result], lessonDiagnostics: [], unrecognized: [], submissionsRoot: "S",
      submissionsProblem: nil)
    let output = TextReport(color: false, exact: false, width: 80, rows: true).render(report)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= 80 || isCompilerLine($0) })
    let yours = try #require(lines.firstIndex { $0.hasPrefix("        yours     ") })
    #expect(
      lines[yours].hasPrefix("        yours     … recomputed Reader off-rule | skipped "))
    #expect(lines[yours].hasSuffix("…"))
    let column = lines[yours].distance(
      from: lines[yours].startIndex, to: lines[yours].firstRange(of: "Reader off-rule")!.lowerBound)
    #expect(lines[yours + 1].hasPrefix(String(repeating: " ", count: column) + "^^^^^^^^^^^^^^^ "))
    #expect(
      output.contains(
        "        - Reader   yours: recomputed (off-rule)  reference: not in the reference\n"))
    #expect(output.contains("        … and 9981 more views differ\n"))
  }

  @Test("every line fits the narrowest width, and long names are abbreviated, not cut")
  func narrow() throws {
    let scenario = try #require(
      courseCatalog.scenario("01-local-state/state-written-but-not-read"))
    let long = String(repeating: "VeryLongViewName", count: 8)
    let text = "key tapCount state TapLogger\nTapScreen\n  TapLogger\n  \(long) reads tapCount\n"
    let file = Submission(path: "yours.tree", format: .tree, content: .success(Array(text.utf8)))
    let report = CheckReport(
      results: [Grader().grade(scenario, file, expectedPath: "")], lessonDiagnostics: [],
      unrecognized: [], submissionsRoot: "S", submissionsProblem: nil)
    let output = TextReport(color: false, exact: true, width: 20).render(report)
    let lines = output.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= TextReport.minimumWidth })
    let name = try #require(lines.first { $0.hasPrefix("        - VeryLong") })
    #expect(name.count == TextReport.minimumWidth)
    #expect(name.hasSuffix("ViewName") && name.contains("…"))
  }
}

@Suite("Rows in a narrow terminal")
struct NarrowRowTests {
  @Test(
    "at 50 and 60 columns the differing view of each row stays in sight, with its caret",
    arguments: [50, 60])
  func narrow(width: Int) throws {
    let scenario = try #require(
      courseCatalog.scenario("04-environment-values/override-as-two-keys"))
    let text =
      "key textScale environment\nkey paneTextScale environment\nReaderScreen reads paneTextScale\n  ArticlePane reads textScale\n  SidePane reads textScale\n"
    let file = Submission(path: "yours.tree", format: .tree, content: .success(Array(text.utf8)))
    let result = Grader().grade(scenario, file, expectedPath: "")
    let report = CheckReport(
      results: [result], lessonDiagnostics: [], unrecognized: [], submissionsRoot: "S",
      submissionsProblem: nil)
    let lines = TextReport(color: false, exact: false, width: width, rows: true).render(report)
      .split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.count <= width || isCompilerLine($0) })
    let rows = lines.indices.filter {
      lines[$0].hasPrefix("        yours     ") || lines[$0].hasPrefix("        reference ")
    }
    #expect(rows.count == 4)
    for row in rows {
      #expect(lines[row].contains("SidePane"), "\(lines[row])")
      #expect(lines[row + 1].contains("^"), "\(lines[row])")
    }
  }
}

@Suite("Prose cut into paragraphs")
struct ParagraphTests {
  @Test(
    "lines join with one space, blank lines part paragraphs, and ASCII or not reads alike",
    arguments: ["A body reads", "Ein Körper liest"])
  func paragraphs(first: String) {
    let text = "\n  \(first) a value\t\nwhen it runs.  \n \t\n\nThe rest\n  follows.\n\n"
    #expect(
      TextLayout.paragraphs(text) == ["\(first) a value when it runs.", "The rest follows."])
    #expect(TextLayout.paragraphs("") == [])
    #expect(TextLayout.paragraphs(" \n\t\n") == [])
    #expect(TextLayout.paragraphs("one") == ["one"])
  }
}
