import GraderReaders

/// Everything one `grader check` found: a result per scenario, the lessons'
/// problems, and the files no scenario claims.
package struct CheckReport: Sendable {
  /// The graded scenarios, in course order.
  package var results: [ScenarioResult]
  /// The lessons' problems; any error means the lessons are broken.
  package var lessonDiagnostics: [Diagnostic]
  /// Submission files that match no scenario, with a did-you-mean path: at
  /// most ``unrecognizedLimit``, those with a suggestion first.
  package var unrecognized: [(path: String, suggestion: String?)]
  /// How many more there were than `unrecognized` keeps.
  package var unrecognizedOmitted = 0

  /// The most unrecognized entries a report keeps: a folder of thousands
  /// costs each report a line.
  package static let unrecognizedLimit = 100
  /// The submissions folder, as the report names it.
  package var submissionsRoot: String
  /// Why the submissions folder could not be listed, if it could not.
  package var submissionsProblem: String?

  /// Whether the student writes in the Swift form: more of their
  /// submissions are `.swift` files than `.tree` ones. What a report tells
  /// them to start next is then in that form.
  package var startsInSwift: Bool {
    var balance = 0
    for result in results where result.verdict != .missing {
      if result.submissionPath.hasSuffix(".swift") { balance += 1 }
      if result.submissionPath.hasSuffix(".tree") { balance -= 1 }
    }
    return balance > 0
  }

  /// Creates a report.
  package init(
    results: [ScenarioResult], lessonDiagnostics: [Diagnostic],
    unrecognized: [(path: String, suggestion: String?)], submissionsRoot: String,
    submissionsProblem: String?
  ) {
    self.results = results
    self.lessonDiagnostics = lessonDiagnostics
    if unrecognized.count > Self.unrecognizedLimit {
      let suggested = unrecognized.filter { $0.suggestion != nil }
      let rest = unrecognized.filter { $0.suggestion == nil }
      self.unrecognized = Array((suggested + rest).prefix(Self.unrecognizedLimit))
      unrecognizedOmitted = unrecognized.count - Self.unrecognizedLimit
    } else {
      self.unrecognized = unrecognized
    }
    self.submissionsRoot = submissionsRoot
    self.submissionsProblem = submissionsProblem
  }

  /// The points earned.
  package var score: Points { results.reduce(.zero) { $0 + $1.score } }
  /// The points there are, those the instructor has yet to grade included.
  package var maximum: Int { results.reduce(0) { $0 + $1.points } }
  /// The points the instructor has yet to grade: those of the pending scenarios.
  package var pendingPoints: Int {
    results.filter { $0.verdict == .pending }.reduce(0) { $0 + $1.points }
  }
  /// Whether the lessons are broken.
  package var lessonsBroken: Bool { lessonDiagnostics.hasErrors }

  /// How many scenarios got `verdict`.
  package func count(_ verdict: Verdict) -> Int {
    var count = 0
    for index in results.indices where results[index].verdict == verdict { count += 1 }
    return count
  }

  /// The exit status: 0 when all pass (or wait for the instructor), 1 when
  /// some do not, 2 when the lessons are broken.
  package var exitStatus: Int32 {
    if lessonsBroken { return 2 }
    return results.allSatisfy { $0.verdict == .pass || $0.verdict == .pending } ? 0 : 1
  }

  /// The exit status when grading at all is success, whatever the score: 0
  /// when every submission there is reads, 1 when one cannot be read, 2
  /// when the lessons are broken.
  package var gradedExitStatus: Int32 {
    if lessonsBroken { return 2 }
    return results.contains(where: \.unreadable) ? 1 : 0
  }
}

/// Grades a submissions folder against a lesson catalog.
package enum Checker {
  /// Grades the scenarios in `selection` (all when `nil`) of `catalog`.
  ///
  /// - Parameters:
  ///   - catalog: The lessons.
  ///   - submissionsRoot: The student's submissions folder.
  ///   - selection: The full ids of the scenarios to grade, or `nil` for all.
  ///   - grader: How to compare rows.
  ///   - confine: The folder no link may lead out of; the submissions folder by default.
  ///   - resolvedConfine: `confine` as resolved before, when the caller did:
  ///     a folder swapped for a link since then is not followed.
  ///   - listing: The entries of the submissions folder, when the caller has listed it already.
  /// - Returns: The report.
  package static func check(
    _ catalog: LessonCatalog, submissions submissionsRoot: String,
    selection: Set<String>? = nil, grader: Grader, confinedTo confine: String? = nil,
    resolvedConfine: String? = nil, listing: [DirectoryEntry]? = nil
  ) -> CheckReport {
    let index = SubmissionIndex.scan(
      submissionsRoot, for: catalog, confinedTo: confine, resolvedConfine: resolvedConfine,
      listing: listing)
    let selectedLessons = Set((selection ?? []).map { ScenarioID.lesson(of: $0) })
    let grader = grader.prepared(for: catalog)
    let results = catalog.scenarios.filter { selection?.contains($0.fullID) ?? true }.map {
      scenario in
      grader.grade(
        scenario, index.submissions[scenario.fullID],
        expectedPath: "\(submissionsRoot)/\(scenario.fullID).tree")
    }
    var report = CheckReport(
      results: results, lessonDiagnostics: catalog.diagnostics,
      unrecognized: index.unrecognized.filter { item in
        // Grading part of the course, keep the files that look meant for
        // that part, and every file in the folders of its lessons.
        guard let selection else { return true }
        if let suggestion = item.suggestion {
          return selection.contains(ScenarioID.fullID(ofSubmission: suggestion))
        }
        return selectedLessons.contains { item.path.hasPrefix("\(submissionsRoot)/\($0)/") }
      },
      submissionsRoot: submissionsRoot, submissionsProblem: index.problem)
    // A student who writes in the Swift form is told to start in it.
    if report.startsInSwift {
      for position in report.results.indices where report.results[position].verdict == .missing {
        let id = report.results[position].scenarioID
        if report.results[position].reason == Grader.missingReason(id) {
          report.results[position].reason = Grader.missingReason(id, swift: true)
        }
      }
    }
    return report
  }

  /// The full ids of the scenarios that `paths` name, as ``ScenarioSelection`` reads them.
  package static func select(
    _ paths: [String], in catalog: LessonCatalog, lessons: String, submissions: String?
  ) -> Result<Set<String>, SelectionError> {
    let candidates = ScenarioSelection.candidates(of: catalog)
    var ids = Set<String>()
    for path in paths {
      switch ScenarioSelection.select(
        [path], among: candidates, lessons: lessons, submissions: submissions)
      {
      case .success(let found):
        ids.formUnion(found.compactMap { candidates[$0].fullID })
      case .failure(let error):
        // A file under a near-miss name, or in another lesson's folder:
        // the scenario it looks meant for, whose report says how to rename it.
        guard let submissions, let meant = meantFor(path, submissions: submissions, catalog)
        else { return .failure(error) }
        ids.insert(meant)
      }
    }
    return .success(ids)
  }

  /// The scenario whose work the submission file at `path` looks meant
  /// for, when its name or folder is a near miss.
  static func meantFor(_ path: String, submissions: String, _ catalog: LessonCatalog) -> String? {
    let given = LessonFiles.normalized(path)
    guard given.hasPrefix(LessonFiles.normalized(submissions) + "/") else { return nil }
    let index = SubmissionIndex.scan(submissions, for: catalog)
    return index.unrecognized.first { LessonFiles.normalized($0.path) == given }?.suggestion.map {
      ScenarioID.fullID(ofSubmission: $0)
    }
  }
}

extension CheckReport {
  /// For each missing scenario, the path of the misnamed file that looks
  /// meant for it: every report says to rename that file, not to start one.
  package var misnamedFiles: [String: String] {
    let missing = Set(results.filter { $0.verdict == .missing }.map(\.scenarioID))
    return SubmissionIndex.misnamed(
      unrecognized.filter { item in
        item.suggestion.map { missing.contains(ScenarioID.fullID(ofSubmission: $0)) } ?? false
      }
    ).mapValues(\.path)
  }
}
