import GraderModel
import GraderReaders
import GraderTestSupport
import GraderWorkloads
import Testing

/// Every hostile shape costs time linear in its size: reading it at four
/// times the size takes at most five times as long, measured in one process.
@Suite("Linear cost under hostile input", .serialized)
struct LinearityTests {
  /// How many items the smaller file of each shape holds.
  static let base = 1_000

  @Test("reading each shape at 4x the size costs at most 5x", arguments: HostileShape.all)
  func linear(shape: HostileShape) {
    let small = shape.make(Self.base)
    let large = shape.make(Self.base * 4)
    let format = DescriptionFormat(rawValue: shape.format)!
    let ratio = timeRatio(
      { _ = DescriptionReader.check(SourceFile(path: "s", text: small), as: format) },
      { _ = DescriptionReader.check(SourceFile(path: "l", text: large), as: format) })
    #expect(ratio <= 5, "4x the size took \(ratio)x the time")
  }

  @Test(
    "reading each clause's shape and running changes over it at 4x the size costs at most 5x",
    arguments: HostileShape.clauses)
  func clauses(shape: HostileShape) {
    let small = shape.make(Self.base)
    let large = shape.make(Self.base * 4)
    // A script as long as a scenario's: a few changes, whatever the file holds.
    let script: [ScriptStep] =
      ["k", "r0", "p0", "p1", "z", "lk0"].map {
        .change(label: "c", key: $0, at: nil)
      } + [.count]
    func grade(_ text: String) {
      let read = DescriptionReader.check(SourceFile(path: "t.tree", text: text), as: .tree)
      _ = read.screens.first?.tree.run(script)
      _ = read.screens.first?.tree.modelWarnings
    }
    let ratio = timeRatio({ grade(small) }, { grade(large) })
    #expect(ratio <= 5, "4x the size took \(ratio)x the time")
    let read = DescriptionReader.check(SourceFile(path: "t.tree", text: large), as: .tree)
    #expect(read.screens.count == 1, "\(shape.name) builds no tree")
  }

  @Test("at most 50 errors and 50 warnings are shown, then one line of how many more")
  func capped() {
    let shape = HostileShape.all.first { $0.name == "state-owners-naming-no-view" }!
    let text = shape.make(200)
    let description = DescriptionReader.check(SourceFile(path: "t.tree", text: text), as: .tree)
    let warnings = description.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == DescriptionReader.errorLimit + 1)
    #expect(warnings.last?.message == "too many warnings; 150 more not shown after the first 50")
    let errors = DescriptionReader.check(
      SourceFile(
        path: "t.swift",
        text: "let a = ["
          + Array(repeating: "1", count: 80).joined(
            separator: ", ") + "]"), as: .swift)
    #expect(errors.errorCount == 80)
    #expect(
      errors.diagnostics.last?.message == "too many errors; 30 more not shown after the first 50")
    #expect(errors.diagnostics.filter { $0.severity == .error }.count == 51)
  }

  @Test("every report of every shape stays within four times the size of its input")
  func boundedReports() {
    for shape in HostileShape.all {
      let text = shape.make(Self.base * 4)
      let format = DescriptionFormat(rawValue: shape.format)!
      let description = DescriptionReader.check(SourceFile(path: "t", text: text), as: format)
      let report = DiagnosticRenderer().render(description.diagnostics)
      #expect(
        report.utf8.count <= 4 * text.utf8.count + 100_000,
        "\(shape.name): \(report.utf8.count) bytes of report for \(text.utf8.count) of input")
    }
  }

  @Test("a character of many combining marks is quoted as its first scalar")
  func hugeCharacter() {
    let text = "A reads x" + String(repeating: "\u{301}", count: 100_000) + " \"\\q\"\n"
    let description = DescriptionReader.check(SourceFile(path: "t.tree", text: text), as: .tree)
    let quoted = description.diagnostics.compactMap(\.sourceLine)
    #expect(!quoted.isEmpty)
    #expect(quoted.allSatisfy { $0.utf8.count < 200 })
    #expect(quoted.first?.contains("A reads x ") == true)
  }

  @Test("a long line is quoted as a window around the column")
  func longLine() {
    let text = "A reads " + Array(repeating: "\"\\q\"", count: 10_000).joined(separator: " ")
    let description = DescriptionReader.check(SourceFile(path: "t.tree", text: text), as: .tree)
    let first = description.diagnostics.first
    #expect(first?.location?.column == 10)
    #expect((first?.sourceLine?.count ?? .max) <= 160)
    let last = description.diagnostics[DescriptionReader.errorLimit - 1]
    #expect(last.location?.column == 10 + 5 * 49)
    #expect(last.sourceLine?.hasPrefix("…") == true)
  }

  @Test("checking a description builds its tree and never runs its own changes")
  func checkingRunsNothing() {
    let text = "key k environment\nA reads k\nchange one k\ncount\n"
    let checked = DescriptionReader.check(SourceFile(path: "t.tree", text: text), as: .tree)
    #expect(checked.output.isEmpty && !checked.hasErrors)
    #expect(checked.screens.first?.tree.nodes.count == 1)
    let swift = """
      let t = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: ["k": .environment])
      let r = t.change("one", key: "k")
      countCauses(r)
      _ = t.chnge("two", key: "k")
      """
    let swiftChecked = DescriptionReader.check(SourceFile(path: "t.swift", text: swift), as: .swift)
    #expect(swiftChecked.output.isEmpty)
    #expect(swiftChecked.errorCount == 1)
  }

  @Test("run streams each output, and stops at the statement that passes the limit")
  func streamedAndBounded() {
    let text = "key k environment\nA reads k\nchange one k\nchange two k\ncount\n"
    var streamed: [String] = []
    let full = DescriptionReader.run(
      SourceFile(path: "t.tree", text: text), as: .tree, limit: 1 << 20
    ) { streamed.append($0) }
    #expect(!full.hasErrors && full.output.isEmpty)
    #expect(streamed.count == 6)
    streamed = []
    let cut = DescriptionReader.run(SourceFile(path: "t.tree", text: text), as: .tree, limit: 60) {
      streamed.append($0)
    }
    #expect(streamed == ["one: k changed | recomputed A environment | skipped none"])
    #expect(cut.diagnostics.first?.location?.line == 4)
    #expect(cut.diagnostics.first?.message.hasPrefix("output passes the limit of 60 bytes") == true)
  }

  /// How many times longer `large` takes than `small`.
  ///
  /// The two are timed in turn, five times each, and the best time of each
  /// counts; a body that takes less than 50 ms is repeated within each
  /// timing. A busy machine then slows both alike, and a timer's grain
  /// does not decide the result.
  private func timeRatio(_ small: () -> Void, _ large: () -> Void) -> Double {
    // Processor time of this thread: the time other tests run beside it is left out.
    func seconds(_ body: () -> Void) -> Double { threadSeconds(body) }
    let repeats = max(1, Int(0.05 / max(seconds(small), 1e-6)))
    // Each run is a whole number of repeats; the size is given by which body.
    return growth(from: 0, to: 1, limit: 5, runs: 7) { which in
      seconds { for _ in 0..<repeats { which == 0 ? small() : large() } }
    }
  }
}
