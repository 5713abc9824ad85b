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
    // Each result read where it lies: a copy retains each of its members.
    for index in results.indices where results[index].verdict != .missing {
      if results[index].submissionPath.hasSuffix(".swift") { balance += 1 }
      if results[index].submissionPath.hasSuffix(".tree") { balance -= 1 }
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
  package var score: Points {
    // A computed member of an element asked through the array's subscript
    // copies the element first: asked through a pointer, it does not.
    results.withUnsafeBufferPointer { buffer in
      var score = Points.zero
      for index in buffer.indices { score = score + buffer.baseAddress![index].score }
      return score
    }
  }
  /// The points there are, those the instructor has yet to grade included.
  package var maximum: Int {
    var points = 0
    for index in results.indices { points += results[index].points }
    return points
  }
  /// The points the instructor has yet to grade: those of the pending scenarios.
  package var pendingPoints: Int {
    var points = 0
    for index in results.indices where results[index].verdict == .pending {
      points += results[index].points
    }
    return points
  }
  /// Whether the lessons are broken.
  package var lessonsBroken: Bool { lessonDiagnostics.hasErrors }

  /// Whether there was no lessons folder to read (see ``LessonCatalog/isMissing``).
  package var lessonsMissing: Bool { LessonCatalog.isMissing(lessonDiagnostics) }

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

extension CheckReport {
  /// For each missing scenario, the path of the misnamed file that looks
  /// meant for it: every report says to rename that file, not to start one.
  package var misnamedFiles: [String: String] {
    guard unrecognized.contains(where: { $0.suggestion != nil }) else { return [:] }
    var missing = Set<String>()
    for index in results.indices where results[index].verdict == .missing {
      missing.insert(results[index].scenarioID)
    }
    return SubmissionIndex.misnamed(
      unrecognized.filter { item in
        item.suggestion.map { missing.contains(ScenarioID.fullID(ofSubmission: $0)) } ?? false
      }
    ).mapValues(\.path)
  }

  /// How work found at `found`, under a near-miss name, becomes the
  /// submission at `path`: renamed in its folder (to a file name), or moved
  /// from another lesson's folder (to a path as the report shows it). The
  /// file found is named by its path, from where the report shows paths.
  /// A file in the Swift form keeps its form.
  package static func misnamedMove(found: String, path: String) -> (
    rename: Bool, from: String, to: String
  ) {
    // Both paths are the report's, made from one folder: the same folder
    // is the same text before the last slash (none, shown from that folder).
    let folder = PathText.parent(of: path)
    var wanted = PathText.lastComponent(of: path)
    if found.hasSuffix(".swift") {
      wanted = ScenarioID.fullID(ofSubmission: wanted) + ".swift"
    }
    if PathText.parent(of: found) == folder {
      return (true, found, wanted)
    }
    // A move names both paths as they are from here, to type as they are.
    return (false, found, (folder.map { $0 + "/" } ?? "") + wanted)
  }
}
