import Foundation
import GraderReaders
import GraderTestSupport
import GraderWorkloads
import Testing

@testable import GraderKit

@Suite("The grades' memo: what a check printed, recalled while nothing changed")
struct GradeMemoTests {
  /// A copy of the test course: its folder, lessons and submissions.
  private func course() throws -> (root: String, lessons: String, submissions: String) {
    let root = try temporaryDirectory()
    for name in ["Lessons", "Submissions"] {
      try FileManager.default.copyItem(
        at: testCourse.appendingPathComponent(name), to: root.appendingPathComponent(name))
    }
    return (root.path + "/", root.path + "/Lessons", root.path + "/Submissions")
  }

  private let renderer = TextReport(color: false, exact: false, width: 80)

  /// The course's lessons read in full, then by their cache, as two checks read them.
  private func catalogs(_ lessons: String) throws -> (full: LessonCatalog, lean: LessonCatalog) {
    let full = LessonCatalog.load(from: lessons, cache: LessonCache())
    return (full, LessonCatalog.load(from: lessons, cache: full.cache))
  }

  /// A check of `submissions` against `catalog` by `memo`, and the memo after it.
  private func check(
    _ catalog: LessonCatalog, _ submissions: String, memo: GradeMemo,
    renderer: TextReport? = nil
  ) -> (report: CheckReport, memo: GradeMemo) {
    let report = Checker.check(catalog, submissions: submissions, grader: Grader(), memo: memo)
    return memo.remembering(report, of: catalog, renderer: renderer ?? self.renderer)
  }

  /// The number of results of `report` recalled rather than graded.
  private func recalled(_ report: CheckReport) -> Int {
    report.results.filter { $0.recalled != nil }.count
  }

  @Test("a recalled report prints what the graded one printed, whichever passes it explains")
  func sameReport() throws {
    let (_, lessons, submissions) = try course()
    let (full, lean) = try catalogs(lessons)
    let first = check(full, submissions, memo: GradeMemo(for: renderer))
    #expect(recalled(first.report) == first.memo.entries.count)
    let answered = first.report.results.filter { $0.verdict != .missing }
    #expect(first.memo.entries.count == answered.count)
    #expect(Set(answered.map(\.verdict)).isSuperset(of: [.pass, .fail, .error]))
    let again = check(lean, submissions, memo: first.memo)
    #expect(recalled(again.report) == answered.count)
    #expect(again.memo == first.memo)
    let graded = Checker.check(full, submissions: submissions, grader: Grader())
    let passes = Set(answered.filter { $0.verdict == .pass }.map(\.scenarioID))
    for shown in [nil, [], passes, Set(passes.prefix(1))] as [Set<String>?] {
      for quiet in [false, true] {
        var layout = renderer
        layout.whyShown = shown
        layout.quiet = quiet
        #expect(layout.render(again.report) == layout.render(graded))
      }
    }
    #expect(again.report.score == graded.score)
    #expect(again.report.exitStatus == graded.exitStatus)
    #expect(again.report.gradedExitStatus == graded.gradedExitStatus)
    #expect(
      again.report.results.map(\.submissionDigest) == graded.results.map(\.submissionDigest))
    #expect(
      LastVerdicts().updated(with: again.report.results)
        == LastVerdicts().updated(with: graded.results))
  }

  @Test("a grade printed with paths shown from a folder is recalled where they are shown so")
  func shownFrom() throws {
    let (_, lessons, submissions) = try course()
    let (full, lean) = try catalogs(lessons)
    let here = PathRelocation(folder: submissions + "/04-environment-values", name: ".")
    // The report as graded, its recalled grades marked, and the memo after it.
    func check(_ catalog: LessonCatalog, _ memo: GradeMemo, _ shownFrom: PathRelocation?) -> (
      report: CheckReport, memo: GradeMemo
    ) {
      let report = Checker.check(
        catalog, submissions: submissions, grader: Grader(), memo: memo, shownFrom: shownFrom)
      return (report, memo.remembering(report, of: catalog, renderer: renderer).memo)
    }
    let first = check(full, GradeMemo(for: renderer), here)
    let answered = first.memo.entries.count
    let shown = first.report.results.filter {
      $0.verdict != .missing && $0.submissionPath.hasPrefix("./")
    }
    #expect(!shown.isEmpty)
    #expect(recalled(first.report) == 0)
    // From the same folder, every grade is recalled, its paths as they were shown.
    let again = check(lean, first.memo, here)
    #expect(recalled(again.report) == answered)
    #expect(renderer.render(again.report) == renderer.render(first.report))
    // From elsewhere, those whose paths showed otherwise are graded again.
    let other = check(full, first.memo, nil)
    #expect(recalled(other.report) == answered - shown.count)
    for result in other.report.results
    where shown.contains(where: { $0.scenarioID == result.scenarioID }) {
      #expect(result.recalled == nil && result.submissionPath.hasPrefix(submissions))
    }
  }

  @Test("another byte of a submission, another setting, or another fixture grades again")
  func changes() throws {
    let (_, lessons, submissions) = try course()
    let (full, lean) = try catalogs(lessons)
    let memo = check(full, submissions, memo: GradeMemo(for: renderer)).memo
    let count = memo.entries.count
    // One submission edited: it alone is graded again, with its new verdict.
    let edited = submissions + "/01-local-state/counter-reads-its-own-state.tree"
    let text = try String(contentsOfFile: edited, encoding: .utf8)
    try (text + "\n# a comment\n").write(toFile: edited, atomically: true, encoding: .utf8)
    let afterEdit = check(lean, submissions, memo: memo)
    #expect(
      recalled(Checker.check(lean, submissions: submissions, grader: Grader(), memo: memo)) == count
        - 1)
    #expect(afterEdit.memo.entries.count == count)
    #expect(afterEdit.memo != memo)
    // Another width lays every scenario out again.
    var wider = renderer
    wider.width = 100
    let otherSettings = GradeMemo(for: wider, entries: afterEdit.memo.entries)
    #expect(
      recalled(
        Checker.check(lean, submissions: submissions, grader: Grader(), memo: otherSettings)) == 0)
    // A fixture no submission answers, edited: every grade may name it.
    let unanswered = try #require(
      full.scenarios.first {
        memo.entries[$0.fullID] == nil && $0.lesson == "07-when-a-parent-runs-again"
      })
    let fixture =
      lessons + "/" + unanswered.lesson + "/"
      + URL(fileURLWithPath: unanswered.file.path).lastPathComponent
    let fixtureText = try String(contentsOfFile: fixture, encoding: .utf8)
    try (fixtureText + "\n").write(toFile: fixture, atomically: true, encoding: .utf8)
    let relisted = LessonCatalog.load(from: lessons, cache: lean.cache)
    #expect(
      recalled(
        Checker.check(relisted, submissions: submissions, grader: Grader(), memo: afterEdit.memo))
        == 0)
    // Lessons the cache did not load are remembered by nothing.
    let uncached = LessonCatalog.load(from: lessons)
    #expect(GradeMemo.fingerprint(uncached) == nil)
    let report = Checker.check(uncached, submissions: submissions, grader: Grader())
    #expect(
      afterEdit.memo.remembering(report, of: uncached, renderer: renderer).memo == afterEdit.memo)
  }

  @Test("the memo's file reads back as it was, colors and escapes kept")
  func file() throws {
    let (root, lessons, submissions) = try course()
    let (full, _) = try catalogs(lessons)
    var painted = renderer
    painted.color = true
    painted.draw = true
    let memo = check(
      full, submissions, memo: GradeMemo(for: painted), renderer: painted
    ).memo
    #expect(memo.entries.values.contains { $0.recalled.details.head.contains("\u{1B}[") })
    let path = GradeMemo.path(inCourse: root)
    memo.save(to: path, unless: GradeMemo(for: painted))
    let loaded = GradeMemo.load(from: path, course: root, for: painted)
    #expect(loaded == memo)
    // Text with a backslash and a tab, which the file escapes.
    var odd = memo
    let id = try #require(memo.entries.keys.sorted().first)
    odd.entries[id]?.reason = "a \\ back\tslash"
    odd.save(to: path, unless: memo)
    #expect(GradeMemo.load(from: path, course: root, for: painted) == odd)
    // Only the colors a report paints with: no hidden, blinking or reversed text.
    for code in ["8", "5", "7", "1;8", "31;", "123", ""] {
      var hidden = memo
      hidden.entries[id]?.recalled.details.head = "\u{1B}[\(code)mhidden\u{1B}[0m"
      hidden.save(to: path, unless: memo)
      #expect(GradeMemo.load(from: path, course: root, for: painted).entries[id] == nil)
    }
  }

  @Test("a line whose text could move the terminal, or that it cannot read, is no grade")
  func hostileLines() throws {
    let (root, lessons, submissions) = try course()
    let (full, _) = try catalogs(lessons)
    let memo = check(full, submissions, memo: GradeMemo(for: renderer)).memo
    let path = GradeMemo.path(inCourse: root)
    memo.save(to: path, unless: GradeMemo(for: renderer))
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let header = String(lines[0])
    let line = String(try #require(lines.first { $0.contains("\tpass\t") && $0.contains("Why") }))
    let hostile = [
      line.replacingOccurrences(of: "\tpass\t", with: "\tpassed\t"),
      line + "\textra",
      line.replacingOccurrences(of: "Why", with: "\u{1B}]0;title\u{07}Why"),
      line.replacingOccurrences(of: "Why", with: "\u{1B}[2JWhy"),
      line.replacingOccurrences(of: "Why", with: "\\qWhy"),
      line.replacingOccurrences(of: "Why", with: "\u{1B}[1"),
      line.replacingOccurrences(of: "Why", with: "\\rWhy"),
      // A color in a report without colors, a C1 control, a bidirectional
      // override, a line separator.
      line.replacingOccurrences(of: "Why", with: "\u{1B}[31mWhy"),
      line.replacingOccurrences(of: "Why", with: "\u{9B}2JWhy"),
      line.replacingOccurrences(of: "Why", with: "\u{202E}Why"),
      line.replacingOccurrences(of: "Why", with: "\u{2028}Why"),
      String(line.prefix(20)),
    ]
    for text in hostile {
      try (header + "\n" + text + "\n").write(toFile: path, atomically: true, encoding: .utf8)
      #expect(
        GradeMemo.load(from: path, course: root, for: renderer).entries.isEmpty)
    }
    // Bytes that are not UTF-8.
    var notUTF8 = Array((header + "\n").utf8)
    notUTF8 += Array(line.replacingOccurrences(of: "Why", with: "\u{1}").utf8).map {
      $0 == 1 ? 0xFF : $0
    }
    try Data(notUTF8 + [0x0A]).write(to: URL(fileURLWithPath: path))
    #expect(GradeMemo.load(from: path, course: root, for: renderer).entries.isEmpty)
    try ("grader grades cache 1 0.0.0 other\n" + line + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(GradeMemo.load(from: path, course: root, for: renderer).entries.isEmpty)
    // Through a link, nothing is read.
    try FileManager.default.removeItem(atPath: path)
    let elsewhere = try temporaryDirectory().appendingPathComponent("grades.cache").path
    memo.save(to: elsewhere, unless: GradeMemo(for: renderer))
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
    #expect(GradeMemo.load(from: path, course: root, for: renderer).entries.isEmpty)
  }

  @Test("a grade no grading could give is not recalled")
  func implausible() throws {
    let (_, lessons, submissions) = try course()
    let (full, lean) = try catalogs(lessons)
    let memo = check(full, submissions, memo: GradeMemo(for: renderer)).memo
    let pass = try #require(memo.entries.first { $0.value.verdict == .pass })
    let fail = try #require(memo.entries.first { $0.value.verdict == .fail })
    func recalled(_ id: String, _ change: (inout GradeMemo.Entry) -> Void) -> Bool {
      var changed = memo
      change(&changed.entries[id]!)
      return Checker.check(lean, submissions: submissions, grader: Grader(), memo: changed)
        .results.first { $0.scenarioID == id }?.recalled != nil
    }
    #expect(recalled(pass.key) { _ in })
    #expect(recalled(fail.key) { _ in })
    #expect(!recalled(pass.key) { $0.recalled.score = Points(hundredths: .max) })
    #expect(!recalled(pass.key) { $0.recalled.score = Points(hundredths: .min) })
    #expect(!recalled(pass.key) { $0.recalled.score = .zero })
    #expect(!recalled(pass.key) { $0.unreadable = true })
    #expect(!recalled(pass.key) { $0.verdict = .missing })
    #expect(!recalled(pass.key) { $0.verdict = .pending })
    #expect(!recalled(fail.key) { $0.recalled.score = Points(hundredths: -5) })
    #expect(!recalled(fail.key) { $0.recalled.score = Points(9) })
    // Part of the points, where a scenario is all or nothing.
    #expect(!recalled(fail.key) { $0.recalled.score = Points(hundredths: 150) })
    #expect(
      !recalled(fail.key) {
        $0.verdict = .error
        $0.recalled.score = Points(1)
      })
  }

  @Test("reading 4x the memo costs at most 5x")
  func linear() throws {
    let (root, lessons, submissions) = try course()
    let (full, _) = try catalogs(lessons)
    let memo = check(full, submissions, memo: GradeMemo(for: renderer)).memo
    let entry = try #require(memo.entries.values.first { !$0.recalled.details.why.isEmpty })
    var paths: [Int: String] = [:]
    for count in [200, 800] {
      var large = GradeMemo(for: renderer)
      for index in 0..<count { large.entries["l/s\(index)"] = entry }
      let path = root + ".grader/grades-\(count).cache"
      large.save(to: path, unless: GradeMemo(for: renderer))
      paths[count] = path
    }
    let ratio = growth(from: 200, to: 800, limit: 5, runs: 3) { count in
      threadSeconds {
        #expect(
          GradeMemo.load(from: paths[count]!, course: root, for: renderer).entries
            .count == count)
      }
    }
    #expect(ratio < 5, "4x the entries took \(ratio)x the time")
  }
}
