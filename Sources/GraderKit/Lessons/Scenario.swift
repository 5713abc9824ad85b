import GraderModel
import GraderReaders

/// One exercise of a lesson: a screen to model, a script of changes, and the
/// rows the script must print.
@dynamicMemberLookup
package struct Scenario: Sendable {
  /// Everything the scenario stores, behind one reference (see ``Fields``).
  package var box: Boxed<Fields>

  /// The names of the scenario's views: its reference's nodes, or, in a
  /// release without one, the views its source declares.
  package var views: Set<String> {
    self.viewsCache.withLock { cached in
      if let cached { return cached }
      let views =
        self.reference?.screens.first.map { Set($0.tree.nodes.map(\.name)) }
        ?? Set(sourceMap.views.map(\.name))
      cached = views
      return views
    }
  }

  /// What the source's text says of each of its views, for hints and
  /// citations of source lines: read once, when first asked for, since
  /// most checks need none.
  package var sourceMap: SourceMap {
    self.sourceMapCache.withLock { cached in
      if let cached { return cached }
      let map = SourceMap(self.source)
      cached = map
      return map
    }
  }

  /// The digest of the expected shape (see ``Digests/shape(_:scenario:)``),
  /// or `nil` when the scenario does not grade it: as the fixture gives it,
  /// or worked out from the reference when asked for, since grading
  /// compares the reference's shape itself.
  package var shapeDigest: String? {
    if let givenShapeDigest = self.givenShapeDigest { return givenShapeDigest }
    guard self.gradesShape, let tree = self.reference?.screens.first?.tree else { return nil }
    return Digests.shape(tree, scenario: self.fullID)
  }

  /// Whether the expected rows are here as text, rather than only as digests.
  package var hasRows: Bool { !self.expected.isEmpty }

  /// The digest of each expected output, in order (see
  /// ``Digests/output(_:scenario:index:)``): worked out from the rows where
  /// they are here, only when something asks, since grading compares rows.
  package var outputDigests: [String] {
    hasRows ? Digests.outputs(self.expected, scenario: self.fullID) : self.givenDigests
  }

  /// What the script prints over the reference's tree.
  package var referenceOutput: [Output] {
    self.reference?.screens.first.map { $0.tree.run(self.script) } ?? []
  }

  /// The names of the reference's views: from the reference, or else from
  /// the expected rows, each of which names every view.
  package var referenceViewNames: [String]? {
    if let tree = self.reference?.screens.first?.tree { return tree.nodes.map(\.name) }
    for case .row(let row) in self.expected { return row.recomputed.map(\.view) + row.skipped }
    return nil
  }

  /// The digest of what grades the scenario: id, points, scoring, visibility,
  /// judging, script, and the digests of the expected outputs, warnings and shape.
  package var digest: String { Digests.scenario(self) }

  /// Whether a report a student reads withholds the scenario's details: it
  /// is hidden, or the instructor judges it (see ``CheckReport/forStudent(_:)``).
  package var isWithheld: Bool {
    self.visibility == .hidden || self.judging == .instructor
  }

  /// Whether these lessons hold none of the scenario's answers, neither rows
  /// nor digests: a scenario the instructor judges, as a release carries it.
  /// Grading it reads the student's description and shows their rows, and
  /// leaves the verdict to the instructor.
  package var awaitsInstructor: Bool {
    self.judging == .instructor && !hasRows && outputDigests.isEmpty
  }
}

extension Scenario {
  /// A scenario whose full id is made from its lesson and id.
  init(
    lesson: String, id: String, title: String, points: Int, task: String, source: String,
    script: [ScriptStep], expected: [Output], expectedLines: [[String]], givenDigests: [String],
    reference: Description?, scoring: Scoring, visibility: Visibility, judging: Judging,
    accepted: [Acceptance], warnings: [String]?, warningsDigest: String?, file: SourceFile,
    sections: [String: Range<Int>]
  ) {
    let fullID = ScenarioID.fullID(lesson: lesson, id: id)
    self.init(
      fields: Fields(
        lesson: lesson, id: id, fullID: fullID, missingReason: Grader.missingReason(fullID),
        treeFileSuffix: String(concatenating: "/", fullID, ".tree"),
        title: title,
        points: points, task: task, source: source, script: script, expected: expected,
        expectedLines: expectedLines, givenDigests: givenDigests, reference: reference,
        scoring: scoring, visibility: visibility, judging: judging, accepted: accepted,
        warnings: warnings, warningsDigest: warningsDigest, file: file, sections: sections))
  }
}

/// How a scenario's points are earned.
package enum Scoring: String, Sendable, CaseIterable {
  /// All the points when every output matches, none otherwise.
  case allOrNothing = "all-or-nothing"
  /// The points split evenly over the outputs, each earned when it matches.
  case perOutput = "per-output"
}

/// Who sees a scenario.
package enum Visibility: String, Sendable, CaseIterable {
  /// In the students' release, and graded everywhere.
  case visible
  /// Left out of the students' release, and graded only by the instructor's batch.
  case hidden
}

/// Who judges a scenario.
package enum Judging: String, Sendable, CaseIterable {
  /// The grader, wherever it runs: a release carries the answers, as rows or digests.
  case grader
  /// The instructor's own lessons alone: a release carries the task, the
  /// source and the script, and no answer in any form.
  case instructor
}

/// A perturbation of the reference that the lint accepts as undetected, and why.
package struct Acceptance: Sendable, Hashable {
  /// The perturbation, as the lint names it: `move SidebarView under ArticleView`.
  package var perturbation: String
  /// Why no change of the script needs to tell it apart, in words a student can read.
  package var reason: String
  /// The fixture's zero-based line.
  package var line: Int
}

/// A lesson: a folder of scenarios, in course order.
package struct Lesson: Sendable {
  /// The folder's name, such as `04-environment-values`.
  package var id: String
  /// The scenarios, ordered by file name.
  package var scenarios: [Scenario]

  /// The lesson's title, from its folder name: `04-environment-values` reads
  /// `Environment values`.
  package var title: String { Self.title(of: id) }

  /// The title of the lesson folder named `id`; an ASCII name, as every
  /// lesson's is, is turned into its title byte by byte.
  package static func title(of id: String) -> String {
    guard ByteScan.isASCII(id) else {
      var words = id.split(separator: "-").map(String.init)
      if let first = words.first, first.allSatisfy(\.isNumber) { words.removeFirst() }
      let text = words.joined(separator: " ")
      return text.prefix(1).uppercased() + text.dropFirst()
    }
    // The words between dashes, the first dropped when it is all digits,
    // joined by spaces: one pass over the bytes.
    let bytes = Array(id.utf8)
    var start = 0
    while start < bytes.count, bytes[start] == UInt8(ascii: "-") { start += 1 }
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "-") { end += 1 }
    if end > start, bytes[start..<end].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { start = end }
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count)
    var space = false
    for byte in bytes[start...] {
      if byte == UInt8(ascii: "-") {
        space = !text.isEmpty
        continue
      }
      if space { text.append(UInt8(ascii: " ")) }
      space = false
      text.append(byte)
    }
    if let first = text.first, first >= 0x61, first <= 0x7A { text[0] = first - 0x20 }
    return String(decoding: text, as: UTF8.self)
  }
}

extension Scenario {
  /// The keys the script changes: spellings a submission's reader takes as
  /// right. Worked out once: every file graded against the scenario asks.
  package var changedKeys: Set<String> {
    self.changedKeysCache.withLock { cached in
      if let cached { return cached }
      var keys = Set<String>()
      for case .change(_, let key, _) in self.script { keys.insert(key) }
      cached = keys
      return keys
    }
  }
}
