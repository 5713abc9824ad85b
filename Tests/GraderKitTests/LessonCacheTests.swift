import Foundation
import GraderReaders
import GraderTestSupport
import Testing

@testable import GraderKit

@Suite("The lessons cache: scenarios nobody answered, read by their headers")
struct LessonCacheTests {
  /// A copy of the test course, with its lessons folder's path.
  private func course() throws -> (root: URL, lessons: String) {
    let root = try temporaryDirectory()
    for name in ["Lessons", "Submissions"] {
      try FileManager.default.copyItem(
        at: testCourse.appendingPathComponent(name), to: root.appendingPathComponent(name))
    }
    return (root, root.appendingPathComponent("Lessons").path)
  }

  /// The text report of grading `submissions` against `catalog`, as a report file holds it.
  private func report(
    _ catalog: LessonCatalog, _ submissions: String, selection: Set<String>? = nil
  ) -> String {
    TextReport(color: false, exact: false, width: 80, rows: true).renderWithDiagnostics(
      Checker.check(catalog, submissions: submissions, selection: selection, grader: Grader()))
  }

  /// The test course's first scenario whose result in `submissions` meets
  /// `condition`, and the path of its fixture under `lessons`.
  private func scenario(
    in submissions: String, lessons: String, where condition: (ScenarioResult) -> Bool
  ) throws -> (scenario: Scenario, path: String) {
    let results = Checker.check(courseCatalog, submissions: submissions, grader: Grader()).results
    let found = results.first(where: condition)
    let result = try #require(found)
    let scenario = try #require(courseCatalog.scenario(result.scenarioID))
    return (
      scenario,
      lessons + "/" + scenario.lesson + "/"
        + URL(fileURLWithPath: scenario.file.path).lastPathComponent
    )
  }

  @Test("a key changes with any byte, the file's name, the lesson's, or the file on the disk")
  func keys() {
    let bytes = Array(validFixture.utf8)
    let disk = [1, 2, bytes.count, 1_700_000_000, 5]
    func key(
      _ lesson: String = "L", _ file: String = "01-two.scenario",
      _ identity: FileLoader.Identity? = nil, _ contents: [UInt8]? = nil
    ) -> UInt64 {
      LessonCache.key(
        lesson: lesson, file: file, identity: identity ?? disk, bytes: contents ?? bytes)
    }
    #expect(key() == key())
    var others: Set<UInt64> = [key()]
    for index in [0, 7, 8, bytes.count / 2, bytes.count - 1] {
      var changed = bytes
      changed[index] ^= 1
      others.insert(key("L", "01-two.scenario", nil, changed))
    }
    others.insert(key("M"))
    others.insert(key("L", "01-twe.scenario"))
    others.insert(key("L", "01-two.scenario", nil, bytes + [0]))
    // The parts are told apart by their lengths, not only their bytes.
    others.insert(key("L0", "1-two.scenario"))
    // The same bytes in another file, or changed since, even to the same size.
    for position in disk.indices {
      var moved = disk
      moved[position] += 1
      others.insert(key("L", "01-two.scenario", moved))
    }
    #expect(others.count == 15)
  }

  @Test("a check's load keeps every clean fixture, and the next reads them by their headers")
  func leanLoad() throws {
    let (_, lessons) = try course()
    let full = LessonCatalog.load(from: lessons, cache: LessonCache())
    let cache = try #require(full.cache)
    #expect(cache.clean.count == full.scenarios.count)
    #expect(full.scenarios.allSatisfy { !$0.isLean })
    let lean = LessonCatalog.load(from: lessons, cache: cache)
    #expect(lean.cache == cache)
    #expect(lean.scenarios.allSatisfy { $0.isLean })
    #expect(lean.diagnostics.isEmpty)
    for (leanOne, fullOne) in zip(lean.scenarios, full.scenarios) {
      #expect(leanOne.fullID == fullOne.fullID)
      #expect(leanOne.title == fullOne.title)
      #expect(leanOne.points == fullOne.points)
      #expect(leanOne.scoring == fullOne.scoring)
      #expect(leanOne.visibility == fullOne.visibility)
      #expect(leanOne.judging == fullOne.judging)
      #expect(leanOne.views == fullOne.views)
      #expect(leanOne.script.isEmpty && leanOne.source.isEmpty)
    }
    // Read in full again, each is the scenario a load without a cache reads.
    let (completed, reloaded) = lean.completing()
    #expect(!reloaded)
    #expect(completed.scenarios.allSatisfy { !$0.isLean })
    #expect(completed.digest == full.digest)
    #expect(completed.readsAgainstTakes == full.readsAgainstTakes)
  }

  @Test("grading by the cache gives the report a full load gives")
  func sameReport() throws {
    let (root, lessons) = try course()
    let submissions = root.appendingPathComponent("Submissions").path
    let full = LessonCatalog.load(from: lessons, cache: LessonCache())
    let cache = try #require(full.cache)
    let lean = LessonCatalog.load(from: lessons, cache: cache)
    #expect(report(lean, submissions) == report(full, submissions))
    let one = Set([try #require(full.scenarios.last).fullID])
    #expect(
      report(lean, submissions, selection: one) == report(full, submissions, selection: one))
  }

  @Test("a fixture edited since, or with problems, is read in full and kept out")
  func editedAndBroken() throws {
    let (root, lessons) = try course()
    let cache = try #require(LessonCatalog.load(from: lessons, cache: LessonCache()).cache)
    let first = try #require(courseCatalog.scenarios.first)
    let path = root.appendingPathComponent("Lessons/\(first.lesson)").appendingPathComponent(
      URL(fileURLWithPath: first.file.path).lastPathComponent)
    let text = try String(contentsOf: path, encoding: .utf8)
    try text.replacingOccurrences(of: "points: ", with: "points: x").write(
      to: path, atomically: true, encoding: .utf8)
    let broken = LessonCatalog.load(from: lessons, cache: cache)
    #expect(broken.isBroken)
    #expect(broken.scenarios.allSatisfy { $0.fullID != first.fullID })
    #expect(broken.cache?.clean.count == cache.clean.count - 1)
    #expect(broken.scenarios.filter { $0.isLean }.count == cache.clean.count - 1)
  }

  @Test("the cache's text reads back as it was, and a line it cannot read is skipped")
  func text() throws {
    let (root, lessons) = try course()
    let cache = try #require(LessonCatalog.load(from: lessons, cache: LessonCache()).cache)
    let path = LessonCache.path(inCourse: root.path + "/")
    cache.save(to: path, unless: LessonCache())
    #expect(try String(contentsOfFile: root.path + "/.grader/.gitignore", encoding: .utf8) == "*\n")
    #expect(LessonCache.load(from: path, course: root.path + "/") == cache)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    let lines = written.split(separator: "\n")
    let key = lines[1].prefix(16)
    // Damaged lines: a short key, a capital, no tab, no view, a control character.
    let damaged = [
      String(lines[0]), String(lines[1]), "0" + key.dropFirst(2) + "\tA B",
      key.uppercased() + "\tA", key + " A", key + "\t", key + "\tA\rB", key + "\tA\u{7F}",
      "\u{0}\t\t\t",
    ].joined(separator: "\n")
    try damaged.write(toFile: path, atomically: true, encoding: .utf8)
    let read = LessonCache.load(from: path, course: root.path + "/")
    #expect(read.clean.count == 1)
    #expect(read.clean.values.first == cache.clean[read.clean.keys.first ?? 0])
    // Another build's cache, or another grader's, is no cache.
    try written.replacingOccurrences(of: "lessons cache 1 ", with: "lessons cache 2 ").write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(LessonCache.load(from: path, course: root.path + "/").clean.isEmpty)
  }

  @Test("a fixture that contradicts a cache written by hand is graded as without the cache")
  func contradicted() throws {
    let (root, lessons) = try course()
    let submissions = root.appendingPathComponent("Submissions").path
    var cache = try #require(LessonCatalog.load(from: lessons, cache: LessonCache()).cache)
    // An answered scenario whose script is broken, claimed clean.
    let (scenario, path) = try self.scenario(in: submissions, lessons: lessons) {
      $0.verdict != .missing
    }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "--- script\n", with: "--- script\nchange\n").write(
      toFile: path, atomically: false, encoding: .utf8)
    let (bytes, identity) = try FileLoader.contents(at: path)
    cache.clean[
      LessonCache.key(
        lesson: scenario.lesson, file: URL(fileURLWithPath: path).lastPathComponent,
        identity: identity, bytes: bytes)] = ["Forged"]
    let lean = LessonCatalog.load(from: lessons, cache: cache)
    #expect(lean.scenario(scenario.fullID)?.isLean == true)
    let full = LessonCatalog.load(from: lessons)
    #expect(full.isBroken)
    #expect(report(lean, submissions) == report(full, submissions))
  }

  /// Writes into the course's cache a line that vouches for the fixture at
  /// `path` of the lesson `lesson`, as a student could by hand.
  private func forge(_ path: String, lesson: String, course root: URL) throws {
    let (bytes, identity) = try FileLoader.contents(at: path)
    let key = LessonCache.key(
      lesson: lesson, file: URL(fileURLWithPath: path).lastPathComponent, identity: identity,
      bytes: bytes)
    let cachePath = LessonCache.path(inCourse: root.path + "/")
    let hex = String(key, radix: 16)
    let line = String(repeating: "0", count: 16 - hex.count) + hex + "\tForgedView\n"
    try (try String(contentsOfFile: cachePath, encoding: .utf8) + line).write(
      toFile: cachePath, atomically: false, encoding: .utf8)
  }

  @Test(
    "a broken fixture a cache written by hand claims clean is reported when work answers it, whatever the selection",
    arguments: [nil, "02-state-passed-down"])
  func forgedAnswered(selecting lesson: String?) throws {
    let (root, lessons) = try course()
    let submissions = root.appendingPathComponent("Submissions").path
    _ = LessonCatalog.loadCached(from: lessons, missingHint: nil, submissions: submissions)
    let (scenario, path) = try self.scenario(in: submissions, lessons: lessons) {
      $0.verdict != .missing && !$0.scenarioID.hasPrefix("02-")
    }
    try (try String(contentsOfFile: path, encoding: .utf8) + "\n--- bogus\nx\n").write(
      toFile: path, atomically: false, encoding: .utf8)
    try forge(path, lesson: scenario.lesson, course: root)
    let cached = LessonCatalog.loadCached(from: lessons, missingHint: nil, submissions: submissions)
    let full = LessonCatalog.load(from: lessons)
    #expect(full.isBroken)
    #expect(cached.isBroken)
    #expect(cached.diagnostics.map(\.message) == full.diagnostics.map(\.message))
    #expect(cached.scenarios.map(\.fullID) == full.scenarios.map(\.fullID))
    let selection = lesson.map { lesson in
      Set(full.scenarios.filter { $0.lesson == lesson }.map(\.fullID))
    }
    #expect(
      report(cached, submissions, selection: selection)
        == report(full, submissions, selection: selection))
  }

  @Test("a broken fixture claimed clean cannot take an answered scenario's id")
  func forgedIDInCase() throws {
    let (root, lessons) = try course()
    let submissions = root.appendingPathComponent("Submissions").path
    _ = LessonCatalog.loadCached(from: lessons, missingHint: nil, submissions: submissions)
    let (scenario, fixture) = try self.scenario(in: submissions, lessons: lessons) {
      $0.verdict == .pass
    }
    // A fixture that sorts first, whose id differs from the answered one's only in case.
    let path = lessons + "/" + scenario.lesson + "/00-x.scenario"
    let text = try String(contentsOfFile: fixture, encoding: .utf8)
    try ("id: " + scenario.id.uppercased() + "\n" + text + "\n--- bogus\nx\n").write(
      toFile: path, atomically: false, encoding: .utf8)
    try forge(path, lesson: scenario.lesson, course: root)
    let cached = LessonCatalog.loadCached(from: lessons, missingHint: nil, submissions: submissions)
    let full = LessonCatalog.load(from: lessons)
    #expect(cached.diagnostics.map(\.message) == full.diagnostics.map(\.message))
    #expect(
      Checker.check(cached, submissions: submissions, grader: Grader()).results.map(\.verdict)
        == Checker.check(full, submissions: submissions, grader: Grader()).results.map(\.verdict))
  }

  @Test("no cache is kept beside broken lessons, nor without a folder of work to grade")
  func notKept() throws {
    let (root, lessons) = try course()
    let path = LessonCache.path(inCourse: root.path + "/")
    let missing = root.appendingPathComponent("Nowhere").path
    _ = LessonCatalog.loadCached(from: lessons, missingHint: nil, submissions: missing)
    #expect(!FileManager.default.fileExists(atPath: path))
    let submissions = root.appendingPathComponent("Submissions").path
    let (_, fixture) = try scenario(in: submissions, lessons: lessons) { _ in true }
    let text = try String(contentsOfFile: fixture, encoding: .utf8)
    try (text + "\n--- bogus\nx\n").write(toFile: fixture, atomically: false, encoding: .utf8)
    #expect(
      LessonCatalog.loadCached(from: lessons, missingHint: nil, submissions: submissions).isBroken)
    #expect(!FileManager.default.fileExists(atPath: path))
    try text.write(toFile: fixture, atomically: false, encoding: .utf8)
    #expect(
      !LessonCatalog.loadCached(from: lessons, missingHint: nil, submissions: submissions).isBroken)
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test("a cache that is a link out of the course is neither read nor written through")
  func links() throws {
    let (root, lessons) = try course()
    let cache = try #require(LessonCatalog.load(from: lessons, cache: LessonCache()).cache)
    let outside = try temporaryDirectory()
    let target = outside.appendingPathComponent("lessons.cache").path
    cache.save(to: target, unless: LessonCache())
    let before = try String(contentsOfFile: target, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".grader"), withIntermediateDirectories: true)
    let path = LessonCache.path(inCourse: root.path + "/")
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    #expect(LessonCache.load(from: path, course: root.path + "/").clean.isEmpty)
    LessonCache().save(to: path, unless: cache)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == before)
    // A '.grader' that is a link is written nothing.
    let other = try temporaryDirectory()
    let folder = other.appendingPathComponent(".grader").path
    try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: outside.path)
    cache.save(to: LessonCache.path(inCourse: other.path + "/"), unless: LessonCache())
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["lessons.cache"])
    #expect(try String(contentsOfFile: target, encoding: .utf8) == before)
  }
}
