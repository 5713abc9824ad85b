import Foundation

/// What every output of a run records about the run itself: the scenarios,
/// the digest of the lesson set, the grader's version and, for one shard of a
/// class, which shard it is.
package struct RunInfo: Sendable, Codable, Hashable {
  /// `shard` (`I/N`, with 1 ≤ I ≤ N) as (index, count); `nil` for anything else.
  package static func slice(_ shard: String?) -> (index: Int, count: Int)? {
    guard let parts = shard?.split(separator: "/"), parts.count == 2,
      let index = Int(parts[0]), let count = Int(parts[1]), index >= 1, index <= count
    else { return nil }
    return (index, count)
  }

  package var schema: String
  package var graderVersion: String
  package var lessonsDigest: String
  package var scenarios: [ScenarioInfo]
  /// `I/N` for one shard of a batch; absent otherwise.
  package var shard: String?
  /// The shards a partial merge left out; absent when none is.
  package var missingShards: [String]?
  /// For one shard of a batch, or a regrade of some of its students, the
  /// whole class's list of students, as ``Batch/roster(_:)`` sums it up, so
  /// that a merge can tell shards graded from different copies of the
  /// class, and verify the regrade against it; absent otherwise.
  package var classRoster: String?
  /// `true` for a regrade of some students of a class (`batch --only`),
  /// which holds them alone; absent otherwise.
  package var regrade: Bool?
  /// The processor time a student's grading might take, in seconds, when
  /// the batch was given another than the standard budget's: verify
  /// regrades within the same.
  package var studentTimeout: Int?
  /// For one shard of a batch, how many hidden entries the class folder
  /// held, so that a merge's summary says what one run's would; absent otherwise.
  package var hiddenEntries: Int?
  /// The digest of the lessons as the students' release holds them, when it
  /// differs from `lessonsDigest` (a scenario the instructor judges, or a
  /// hidden one): what the files students read name, since the instructor's
  /// digest covers answers the students do not have.
  package var releaseDigest: String?

  /// The digest the files a student reads carry: the release's.
  package var studentDigest: String { releaseDigest ?? lessonsDigest }

  enum CodingKeys: String, CodingKey {
    case schema, graderVersion = "grader_version", lessonsDigest = "lessons_digest", scenarios,
      shard, missingShards = "missing_shards", classRoster = "class_roster",
      hiddenEntries = "hidden_entries", releaseDigest = "release_digest", regrade,
      studentTimeout = "student_timeout"
  }

  package init(
    scenarios: [ScenarioInfo], lessonsDigest: String, shard: String? = nil,
    missingShards: [String]? = nil, classRoster: String? = nil, hiddenEntries: Int? = nil,
    releaseDigest: String? = nil, regrade: Bool? = nil, studentTimeout: Int? = nil
  ) {
    self.releaseDigest = releaseDigest == lessonsDigest ? nil : releaseDigest
    schema = ResultsDocument.schemaName
    graderVersion = GraderVersion.current
    self.lessonsDigest = lessonsDigest
    self.scenarios = scenarios
    self.shard = shard
    self.missingShards = missingShards
    self.classRoster = classRoster
    self.hiddenEntries = hiddenEntries
    self.regrade = regrade
    self.studentTimeout = studentTimeout
  }
}

/// The grader's own JSON: the run's details, and a record per student.
///
/// It is written one student per line, so that a batch can stream it to disk
/// and a merge can read it back a line at a time.
package struct ResultsDocument: Sendable, Decodable {
  /// The format's name and version.
  package static let schemaName = "grader/results/v2"

  package var info: RunInfo
  package var students: [StudentRecord]

  package init(info: RunInfo, students: [StudentRecord]) {
    self.info = info
    self.students = students
  }

  enum CodingKeys: String, CodingKey { case students }

  /// Reads the document as JSON holds it, in any layout: the run's details
  /// beside `students`.
  package init(from decoder: any Decoder) throws {
    info = try RunInfo(from: decoder)
    students = try decoder.container(keyedBy: CodingKeys.self)
      .decode([StudentRecord].self, forKey: .students)
  }

  /// The document's text, up to the first student: the run's details with
  /// `students` last, as sorted keys put it.
  package static func header(_ info: RunInfo) -> String {
    var text = JSONText.encode(info, pretty: false)
    text.removeLast()
    return text + ",\"students\":["
  }

  /// One student's line, from the record's compact JSON, preceded by a comma
  /// unless it is the first.
  package static func line(_ json: String, first: Bool) -> String {
    separator(first: first) + json
  }

  /// What comes before a student's line: a comma unless it is the first.
  package static func separator(first: Bool) -> String {
    first ? "\n" : ",\n"
  }

  /// The document's closing text.
  package static let footer = "\n]}\n"

  /// The whole document as text.
  package var text: String {
    Self.header(info)
      + students.enumerated().map {
        Self.line(JSONText.encode($0.element, pretty: false), first: $0.offset == 0)
      }.joined()
      + Self.footer
  }

  /// Reads a whole document written by ``text`` or by a batch, or `nil` when
  /// it is not one.
  package static func decode(_ text: String) -> ResultsDocument? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 3, lines[lines.count - 2] == "]}", lines.last == "",
      let info = decodeHeader(lines[0])
    else { return nil }
    var students: [StudentRecord] = []
    for line in lines[1..<(lines.count - 2)] {
      guard let record = decodeLine(line) else { return nil }
      students.append(record)
    }
    return ResultsDocument(info: info, students: students)
  }

  /// Reads the run's details from the first line of a results file.
  package static func decodeHeader(_ line: Substring) -> RunInfo? {
    guard line.hasSuffix(",\"students\":[") else { return nil }
    let json = line.dropLast(",\"students\":[".count) + "}"
    // A key written twice means one thing to one parser and another to the next.
    guard JSONKeys.firstDuplicate(in: json.utf8) == nil,
      let info = try? JSONDecoder().decode(RunInfo.self, from: Data(json.utf8)),
      info.schema == schemaName
    else { return nil }
    return info
  }

  /// Reads one student's line of a results file, without the comma that
  /// ends every line but the last.
  package static func decodeLine(_ line: Substring) -> StudentRecord? {
    let json = line.hasSuffix(",") ? line.dropLast() : line
    guard JSONKeys.firstDuplicate(in: json.utf8) == nil else { return nil }
    return try? JSONDecoder().decode(StudentRecord.self, from: Data(json.utf8))
  }
}
