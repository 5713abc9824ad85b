import GraderReaders

/// The copy of a course that students get: the lessons with their answers,
/// so that a failure is explained as in the course (`full`), or with the
/// expected outputs only as digests (`digest`); never the answers of a
/// scenario the instructor judges, nor any hidden scenario.
///
/// Building a release is pure: it maps the catalog to file contents, and
/// ``ReleaseWriter`` puts them on disk.
package struct Release: Sendable {
  /// How a release keeps the expected outputs.
  package enum Answers: String, Sendable, CaseIterable {
    /// The practice scenarios' rows, references and reasoning: a failure
    /// is explained as in the course.
    case full
    /// Only a salted digest of each expected output.
    case digest
  }

  /// The marker file that says a folder holds a release.
  package static let markerName = ".grader-release"

  /// How the release keeps the expected outputs.
  package var answers: Answers
  /// The released scenarios: every visible one, with no answer of those
  /// the instructor judges (see ``LessonCatalog/released()``).
  package var scenarios: [Scenario]
  /// The scenarios left out, because they are hidden.
  package var hidden: [Scenario]

  /// The release of `catalog`'s lessons.
  package init(_ catalog: LessonCatalog, answers: Answers) {
    self.answers = answers
    scenarios = catalog.released().scenarios
    hidden = catalog.scenarios.filter { $0.visibility == .hidden }
  }

  /// The digest of the released lessons, which `grader check --lessons-digest` pins.
  package var lessonsDigest: String { Digests.lessons(scenarios) }

  /// The files of the lessons folder: the path below it (`LESSON/FILE.scenario`) and the text.
  package var lessonFiles: [(path: String, text: String)] {
    scenarios.map { scenario in
      let name = scenario.file.path.split(separator: "/").last.map(String.init) ?? scenario.id
      return ("\(scenario.lesson)/\(name)", fixtureText(scenario))
    }
  }

  /// The lesson folders, in course order.
  package var lessons: [String] {
    var seen = Set<String>()
    return scenarios.map(\.lesson).filter { seen.insert($0).inserted }
  }

  /// The marker's text: what made the release, and what it pins. It says
  /// nothing of the hidden scenarios, not even how many there are: students
  /// read it.
  package var marker: String {
    "grader release\nanswers: \(answers.rawValue)\nlessons-digest: \(lessonsDigest)\nscenarios: \(scenarios.count)\n"
  }

  /// A fixture's text without its reference and its `accept:` lines (which
  /// name what the reference holds) and, for a digest release, with the
  /// expected section, the `warns:` lines and the former ids replaced by
  /// their digests. A
  /// scenario the instructor judges keeps no answer at all: no expected
  /// section, no `warns:` and no `shape:` line, nor any digest of them.
  package func fixtureText(_ scenario: Scenario) -> String {
    let file = scenario.file
    let lines = (1...max(1, file.lineStarts.count)).map { file.text(ofLine: $0) }
    var dropped = Set<Int>()
    var replaced: [Int: [String]] = [:]
    let withheld = scenario.judging == .instructor
    // A full release keeps each practice scenario's reference, so that
    // check explains a failure as the course does.
    if let reference = scenario.sections["reference"], withheld || answers == .digest {
      dropped.formUnion((reference.lowerBound - 1)..<reference.upperBound)
    }
    // The reasoning names what runs: an answer, kept where the rows are.
    if let why = scenario.sections["why"], withheld || answers == .digest {
      dropped.formUnion((why.lowerBound - 1)..<why.upperBound)
    }
    if let expected = scenario.sections["expected"], withheld {
      dropped.formUnion((expected.lowerBound - 1)..<expected.upperBound)
    } else if answers == .digest, let expected = scenario.sections["expected"] {
      dropped.formUnion(expected)
      replaced[expected.lowerBound - 1] = ["--- digests"] + scenario.outputDigests + [""]
    }
    let header = scenario.sections.values.map { $0.lowerBound - 1 }.min() ?? lines.count
    var warningsPlaced = false
    for index in 0..<min(header, lines.count) {
      let line = lines[index].trimmingBlanks()
      if line.hasPrefix("accept:") { dropped.insert(index) }
      if withheld, line.hasPrefix("shape:") || line.hasPrefix("warns:") { dropped.insert(index) }
      if line.hasPrefix("shape:"), answers == .digest, let digest = scenario.shapeDigest {
        replaced[index] = ["shape-digest: \(digest)"]
      }
      // An old id can say what an answer is: a digest release recognises
      // work under it without showing it.
      if line.hasPrefix("formerly:"), answers == .digest {
        let digests = scenario.formerIDs.map { Digests.formerID($0, scenario: scenario.fullID) }
        replaced[index] = ["formerly-digest: " + digests.joinedText(separator: " ")]
      }
      if answers == .digest, line.hasPrefix("warns:") {
        dropped.insert(index)
        if !warningsPlaced, let digest = scenario.warningsDigest {
          replaced[index] = ["warns-digest: \(digest)"]
          warningsPlaced = true
        }
      }
    }
    var kept: [String] = []
    for (index, line) in lines.enumerated() {
      if let replacement = replaced[index] {
        kept += replacement
      } else if !dropped.contains(index) {
        kept.append(line)
      }
    }
    while kept.last?.trimmingBlanks().isEmpty == true { kept.removeLast() }
    return kept.joined(separator: "\n") + "\n"
  }
}
