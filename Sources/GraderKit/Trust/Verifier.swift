import Foundation

/// Re-grades the grades of a results file, to tell whether each still holds:
/// made against these lessons, from these submission bytes, with the same
/// verdict and score.
package struct Verifier: Sendable {
  /// A results file, read by the types that write it.
  package typealias Results = ResultsDocument

  /// Why a results file cannot be verified at all.
  package struct Failure: Error, Sendable {
    package var reason: String
  }

  /// One grade that does not hold, or one scenario the results leave out.
  package struct Problem: Sendable, Hashable {
    package var student: UntrustedText
    package var scenario: String
    package var message: String
  }

  /// What verifying found.
  package struct Outcome: Sendable {
    /// How many grades were re-graded.
    package var checked = 0
    /// How many of them hold.
    package var held = 0
    /// Everything that does not hold, in the file's order.
    package var problems: [Problem] = []
  }

  /// The lessons to grade against.
  package var catalog: LessonCatalog

  package init(catalog: LessonCatalog) {
    self.catalog = catalog
  }

  /// Reads a results file, in a batch's layout or any other a JSON tool gives it.
  package static func results(_ bytes: [UInt8]) throws(Failure) -> Results {
    if let key = JSONKeys.firstDuplicate(in: bytes) {
      throw Failure(
        reason:
          "has the key '\(Escape.quotedValue(key))' twice in one object, which parsers read differently; grader never writes that, so the file was edited"
      )
    }
    // Decoded once; only a file that does not decode is read again, as
    // plain JSON, to say why: its syntax, schema, version or shard.
    let data = Data(bytes)
    let decoded = Result { try JSONDecoder().decode(Results.self, from: data) }
    if case .success(let results) = decoded {
      try refuse(
        schema: results.info.schema, version: results.info.graderVersion,
        shard: results.info.shard)
      return results
    }
    let stamp: [String: Any]?
    do {
      stamp = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    } catch {
      // Where the text stops being JSON, as the parser says it.
      let place = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw Failure(
        reason: "is not a grader results file: it is not JSON"
          + (place.map { " (" + Escape.quotedValue($0, limit: 200) + ")" } ?? "")
          + "; a file cut short (an upload or a copy that stopped) or edited by hand reads so:"
          + " take it again from where it was written")
    }
    if let stamp {
      try refuse(
        schema: stamp["schema"] as? String, version: stamp["grader_version"] as? String,
        shard: stamp["shard"] as? String, versionGiven: stamp["grader_version"] != nil)
    }
    switch decoded {
    case .failure(let error as DecodingError):
      throw Failure(reason: "is not a grader results file: " + Self.describe(error))
    default:
      throw Failure(reason: "is not a grader results file (it does not parse as one)")
    }
  }

  /// Refuses a results file of another schema or grader version, or with a
  /// shard that is not `I/N`: what the file says of itself, read whether or
  /// not the rest of it decodes.
  private static func refuse(
    schema: String?, version: String?, shard: String?, versionGiven: Bool = true
  ) throws(Failure) {
    if let schema, schema != ResultsDocument.schemaName {
      throw Failure(
        reason:
          "has the schema '\(Escape.quotedValue(schema))'; this grader reads '\(ResultsDocument.schemaName)'"
      )
    }
    guard versionGiven else {
      throw Failure(reason: "does not say which grader made it; regrade it with this grader")
    }
    if let version, version != GraderVersion.current {
      throw Failure(
        reason:
          "was made by grader \(Escape.quotedValue(version)), and this is grader \(GraderVersion.current): verify it with the same version"
      )
    }
    if let shard, RunInfo.slice(shard) == nil {
      throw Failure(
        reason: "names its shard '\(Escape.quotedValue(shard))', which is not I/N such as 2/4")
    }
  }

  /// What is wrong where, in a results file that does not decode, for the
  /// person who edited or cut it short.
  static func describe(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      let text = path.map { key in
        key.intValue.map { "[\($0)]" } ?? "." + Escape.quotedValue(key.stringValue)
      }.joined()
      return text.isEmpty ? "at the top" : "at " + String(text.drop { $0 == "." })
    }
    let advice = "; grader writes every member its schema documents, so regrade rather than edit"
    switch error {
    case .keyNotFound(let key, let context):
      return
        "the member '\(Escape.quotedValue(key.stringValue))' is missing \(place(context.codingPath))"
        + advice
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "the value \(place(context.codingPath)) is not of the type its schema gives" + advice
    case .dataCorrupted(let context) where !context.codingPath.isEmpty:
      return "the value \(place(context.codingPath)) is not one grader writes" + advice
    default:
      return "it does not decode as one"
    }
  }

  /// What the list of students of a class's `results` gets wrong against
  /// the students of the class folder, `roster`: a student listed twice, and
  /// a student of the folder the results leave out.
  package func roster(_ results: Results, roster: [UntrustedText]) -> [Problem] {
    var problems: [Problem] = []
    var listed = Set<UntrustedText>()
    for student in results.students where !listed.insert(student.student).inserted {
      problems.append(
        Problem(student: student.student, scenario: "*", message: "is in the results twice"))
    }
    for name in roster where !listed.contains(name) {
      problems.append(
        Problem(
          student: name, scenario: "*",
          message: "is in the class folder, but not in the results: no grade of theirs was checked"
        ))
    }
    return problems
  }

  /// The lessons `results` were graded against, as far as these lessons
  /// can tell: these, or the students' release of them (no hidden scenario,
  /// and no answer of those the instructor judges, which are pending), by
  /// the digest the results record; other lessons' results are regraded
  /// against these, and each grade says so.
  package func lessons(for results: Results) -> LessonCatalog {
    guard results.info.lessonsDigest != catalog.digest else { return catalog }
    let released = catalog.released()
    return results.info.lessonsDigest == released.digest ? released : catalog
  }

  /// One student as grading now makes them: their record, and the folder
  /// whose relative paths the results' submission paths must end with.
  package typealias Regraded = (record: StudentRecord, root: String)

  /// Re-grades every student of `results`.
  ///
  /// - Parameters:
  ///   - results: The results file.
  ///   - regrade: The student as grading now makes them, given their name,
  ///   against ``lessons(for:)``. A student `regrade` returns `nil` for has
  ///   no folder to regrade: one problem says so, and their grades are
  ///   counted as checked.
  package func verify(_ results: Results, regrade: (UntrustedText) -> Regraded?) -> Outcome {
    var outcome = Outcome()
    let against = lessons(for: results)
    let lessonsMatch = results.info.lessonsDigest == against.digest
    // Said once for the whole file: every grade of it was made so.
    if !lessonsMatch {
      outcome.problems.append(
        Problem(
          student: "*", scenario: "*",
          message:
            "the results were graded against other lessons (digest \(results.info.lessonsDigest)), not these (\(catalog.digest)): no grade of theirs holds against these"
        ))
    }
    if lessonsMatch { outcome.problems += listProblems(results.info.scenarios, against) }
    for student in results.students {
      guard let (record, root) = regrade(student.student) else {
        outcome.checked += student.results.count
        outcome.problems.append(
          Problem(
            student: student.student, scenario: "*",
            message: "has no folder in the class folder now: none of their grades can be checked"))
        continue
      }
      if record.student != student.student {
        outcome.problems.append(
          Problem(
            student: student.student, scenario: "*",
            message:
              "names the student '\(Escape.terminal(student.student))', and the folder regraded is the work of '\(Escape.terminal(record.student))'"
          ))
      }
      outcome.problems += recordProblems(student, record)
      // A student with nothing graded holds no result, now or then.
      if student.results.isEmpty || record.notSubmitted {
        outcome.checked += 1
        if student.results.isEmpty && record.notSubmitted && student.score == .zero {
          if lessonsMatch { outcome.held += 1 }
        } else {
          outcome.problems.append(
            Problem(
              student: student.student, scenario: "*",
              message: student.results.isEmpty
                ? "the results grade nothing of theirs, and their folder regrades \(record.results.count) scenarios"
                : "the results grade \(student.results.count) scenarios of theirs, and their folder has nothing to grade now: \(record.error ?? "")"
            ))
        }
        continue
      }
      let regraded = Dictionary(record.results.map { ($0.scenario, $0) }) { first, _ in first }
      var seen = Set<String>()
      var regradedScore = Points.zero
      var regradedMaximum = 0
      var counted = Set<String>()
      for result in student.results where counted.insert(result.scenario).inserted {
        if let now = regraded[result.scenario] {
          regradedScore = regradedScore + now.score
          regradedMaximum += now.maxScore
        }
      }
      if student.score != regradedScore || student.maxScore != regradedMaximum {
        outcome.problems.append(
          Problem(
            student: student.student, scenario: "total",
            message:
              "records \(student.score)/\(student.maxScore) points, and its scenarios regrade to \(regradedScore)/\(regradedMaximum)"
          ))
      }
      for result in student.results {
        outcome.checked += 1
        guard seen.insert(result.scenario).inserted else {
          outcome.problems.append(
            Problem(
              student: student.student, scenario: result.scenario,
              message: "is in the results twice"))
          continue
        }
        guard let now = regraded[result.scenario] else {
          outcome.problems.append(
            Problem(
              student: student.student, scenario: result.scenario,
              message: "is not a scenario of these lessons"))
          continue
        }
        var messages: [String] = []
        if !Self.samePlace(result.submission, now.submission, root: root) {
          messages.append(
            "the results name the submission \(Escape.terminal(result.submission)), and the one graded now is \(Escape.terminal(now.submission))"
          )
        }
        if result.submissionDigest != now.submissionDigest {
          messages.append(
            now.submissionDigest == nil
              ? "the submission is gone or unreadable now"
              : result.submissionDigest == nil
                ? "the results name no submission, but there is one now"
                : "the submission's bytes differ from the ones graded")
        }
        if result.verdict != now.verdict || result.score != now.score
          || result.maxScore != now.maxScore
        {
          messages.append(
            "recorded \(result.verdict.rawValue) \(result.score)/\(result.maxScore), regraded \(now.verdict.rawValue) \(now.score)/\(now.maxScore)"
          )
        }
        if messages.isEmpty && lessonsMatch {
          outcome.held += 1
        } else if !messages.isEmpty {
          outcome.problems.append(
            Problem(
              student: student.student, scenario: result.scenario,
              message: messages.joined(separator: "; ")))
        }
      }
      for scenario in against.scenarios
      where scenario.visibility == .visible && !seen.contains(scenario.fullID) {
        outcome.problems.append(
          Problem(
            student: student.student, scenario: scenario.fullID,
            message: "is missing from the results: the scenario was left out when they were made"))
      }
    }
    return outcome
  }
}
