import GraderReaders

/// What `check` printed under each scenario it graded, kept in
/// `.grader/grades.cache` beside the lessons cache: the next check recalls
/// a scenario whose fixture, submission and report settings are the ones it
/// graded, rather than grade it again.
///
/// A grade is recalled by a key over the report's settings, every fixture of
/// the course as the lessons cache knows it (their bytes and files, see
/// ``LessonCache``), the scenario, and the submission's path and the digest
/// of its bytes; the file by the build of the grader that wrote it. Only a
/// text report recalls: no other output is made from a recalled grade, and
/// no record a grade is taken from reads the file.
package struct GradeMemo: Sendable, Equatable {
  /// One scenario's grade, as a check printed it.
  package struct Entry: Sendable, Equatable {
    /// The key of the fixture it was graded against.
    var fixture: UInt64
    /// The key of everything the grade and its text depend on.
    var key: UInt64
    var verdict: Verdict
    var reason: String?
    var unreadable: Bool
    var recalled: ScenarioResult.Recalled
  }

  /// The grades, by scenario full id.
  package var entries: [String: Entry]
  /// The report's settings as a text that differs with any of them (see
  /// ``TextReport/layoutKey``): a grade printed under others is graded again.
  package var settings: String

  /// Creates a memo of the grades `renderer` prints.
  package init(for renderer: TextReport, entries: [String: Entry] = [:]) {
    self.settings = renderer.layoutKey
    self.entries = entries
  }

  /// The file's path inside the course folder `root` (`""` for the current folder).
  package static func path(inCourse root: String) -> String {
    root + ".grader/grades.cache"
  }

  /// The first line of a memo this build wrote; `nil` when the build cannot
  /// be told from another, and then nothing is remembered.
  static let header: String? = LessonCache.build.map {
    "grader grades cache 1 \(GraderVersion.current) \($0)"
  }

  /// The most a memo file may hold; a larger one is no memo.
  static let sizeLimit = 8 << 20

  /// The course's fixtures as the lessons cache knows them, in order; `nil`
  /// when the lessons are broken or one was not loaded by the cache.
  static func fingerprint(_ catalog: LessonCatalog) -> UInt64? {
    guard !catalog.isBroken else { return nil }
    var key = CacheKey()
    for lesson in catalog.lessons {
      key.add(lesson.id)
      for scenario in lesson.scenarios {
        guard let fixture = scenario.fixtureKey else { return nil }
        key.add(scenario.id)
        key.add(fixture)
      }
    }
    return key.value
  }

  /// The key of a grade of the scenario `id`, against the fixture
  /// `fixture` of the course `course`, of the submission at `path` whose
  /// bytes have the digest `digest`.
  func key(course: UInt64, id: String, fixture: UInt64, path: String, digest: String) -> UInt64 {
    var key = CacheKey()
    key.add(settings)
    key.add(course)
    key.add(id)
    key.add(fixture)
    key.add(path)
    key.add(digest)
    return key.value
  }

  /// Whether an earlier check graded `scenario` against this very fixture,
  /// which it read in full without a diagnostic: reading it in full again
  /// may wait until its submission is known.
  package func vouches(for scenario: Scenario) -> Bool {
    guard let fixture = scenario.fixtureKey else { return false }
    return entries[scenario.fullID]?.fixture == fixture
  }

  /// The grades of the scenarios of `catalog` that `submissions` answer,
  /// by full id, as the check that graded each printed it: those whose
  /// fixture, submission and report settings are the ones it graded, and
  /// whose path it showed as `shownFrom` shows it (see ``Checker``).
  package func recall(
    _ catalog: LessonCatalog, submissions: [String: Submission],
    shownFrom: PathRelocation? = nil
  ) -> [String: ScenarioResult] {
    guard !entries.isEmpty, let course = Self.fingerprint(catalog) else { return [:] }
    var results: [String: ScenarioResult] = [:]
    for lesson in catalog.lessons {
      for scenario in lesson.scenarios {
        guard let entry = entries[scenario.fullID], entry.fixture == scenario.fixtureKey,
          Self.isPlausible(entry, for: scenario), let submission = submissions[scenario.fullID],
          case .success(let bytes) = submission.content
        else { continue }
        let digest = Digests.submission(bytes)
        guard
          entry.key
            == key(
              course: course, id: scenario.fullID, fixture: entry.fixture,
              path: shownFrom?(submission.path) ?? submission.path, digest: digest)
        else { continue }
        var result = ScenarioResult(
          scenarioID: scenario.fullID, title: scenario.title, points: scenario.points,
          verdict: entry.verdict, submissionPath: submission.path)
        result.scoring = scenario.scoring
        result.reason = entry.reason
        result.unreadable = entry.unreadable
        result.submissionDigest = digest
        result.recalled = entry.recalled
        results[scenario.fullID] = result
      }
    }
    return results
  }

  /// Whether `entry` is a grade grading `scenario`'s work can give: a
  /// verdict of work that reads (`pending` only where the instructor
  /// judges), all the points for a pass, fewer for a failure scored by its
  /// outputs, none otherwise, and unreadable work only in error. No other
  /// is recalled.
  static func isPlausible(_ entry: Entry, for scenario: Scenario) -> Bool {
    let score = entry.recalled.score.hundredths
    let all = Points(scenario.points).hundredths
    switch entry.verdict {
    case .pass: return score == all && !entry.unreadable
    case .fail:
      // Points for a failure only where each output earns its share.
      let most = scenario.scoring == .perOutput ? all - 1 : 0
      return score >= 0 && score <= most && !entry.unreadable
    case .error: return score == 0
    case .pending: return score == 0 && !entry.unreadable && scenario.judging == .instructor
    case .missing: return false
    }
  }

  /// The memo after `report`: the grade of each scenario it graded, with
  /// what `renderer` prints under it, beside this memo's grades of the
  /// course's other scenarios; and the report with each of those grades
  /// recalled, so that the text is laid out once. Beside broken lessons,
  /// or ones the lessons cache did not load, the memo is left as it is.
  package func remembering(_ report: CheckReport, of catalog: LessonCatalog, renderer: TextReport)
    -> (report: CheckReport, memo: GradeMemo)
  {
    guard let course = Self.fingerprint(catalog) else { return (report, self) }
    var report = report
    var memo = self
    let fixtures = Dictionary(catalog.scenarios.map { ($0.fullID, $0.fixtureKey) }) { first, _ in
      first
    }
    memo.entries = entries.filter { fixtures[$0.key] != nil }
    for index in report.results.indices {
      let result = report.results[index]
      guard result.verdict != .missing, let digest = result.submissionDigest,
        let fixture = fixtures[result.scenarioID] ?? nil
      else { continue }
      let recalled =
        result.recalled
        ?? ScenarioResult.Recalled(
          score: result.score, details: renderer.detailParts(for: result, misnamed: nil))
      report.results[index].recalled = recalled
      memo.entries[result.scenarioID] = Entry(
        fixture: fixture,
        key: key(
          course: course, id: result.scenarioID, fixture: fixture, path: result.submissionPath,
          digest: digest),
        verdict: result.verdict, reason: result.reason, unreadable: result.unreadable,
        recalled: recalled)
    }
    return (report, memo)
  }
}
