import GraderReaders

/// The fields of `results.json`, each declared once with its type and
/// meaning: the source of `Documentation/results.schema.json` (JSON Schema)
/// and of the tables of the format's section in
/// `Documentation/GradingAClass.md`. Tests hold both files to it, and hold
/// what a batch writes (and the records' coding keys) to it.
package enum ResultsSchema {
  /// What a field holds.
  package indirect enum Kind: Sendable, Equatable {
    case string
    /// A lowercase hexadecimal digest of so many digits.
    case hex(Int)
    case integer
    /// An integer, or a number to the hundredth.
    case points
    case boolean
    /// One of these strings.
    case oneOf([String])
    case array(Kind)
    /// An object described by another ``Object`` of the schema.
    case object(String)
  }

  /// One member of an object.
  package struct Field: Sendable {
    package var name: String
    package var kind: Kind
    /// Whether every object of its kind has it; others are absent when they
    /// say nothing.
    package var required: Bool
    package var meaning: String

    init(_ name: String, _ kind: Kind, required: Bool = true, _ meaning: String) {
      self.name = name
      self.kind = kind
      self.required = required
      self.meaning = meaning
    }
  }

  /// One kind of object, and where it stands in the document.
  package struct Object: Sendable {
    /// The name JSON Schema's `$defs` and the tables give it.
    package var name: String
    /// What it is, as the table's heading says.
    package var heading: String
    /// What many of them are called, in a table's types.
    package var plural: String
    package var fields: [Field]
  }

  /// The document, then each kind of object it holds, in the order they nest.
  package static let objects: [Object] = [
    run, scenario, student, result, output, finding, diagnostic, unrecognized,
  ]

  static let run = Object(
    name: "run", heading: "The run's details (the document's first line)", plural: "runs",
    fields: [
      Field("schema", .oneOf([ResultsDocument.schemaName]), "the format's name and version"),
      Field("grader_version", .string, "the version of the grader that graded"),
      Field(
        "lessons_digest", .hex(64),
        "the SHA-256 digest of the lesson set: ids, points, scoring, visibility, judging, scripts,"
          + " expected rows, warnings and shapes"),
      Field(
        "scenarios", .array(.object("scenario")), "every scenario graded, in the lessons' order"),
      Field(
        "release_digest", .hex(64), required: false,
        "the digest of the students' release of the lessons, where it differs (a judged or hidden"
          + " scenario): what the files students read name"),
      Field("shard", .string, required: false, "`I/N` for one shard of a batch"),
      Field(
        "class_roster", .string, required: false,
        "for one shard or a regrade, how many students the whole class has and a digest of their"
          + " names, so that a merge can tell shards of different copies of the class"),
      Field(
        "regrade", .boolean, required: false,
        "`true` for a regrade of some students of a class (`batch --only`), which holds them alone"),
      Field(
        "student_timeout", .integer, required: false,
        "the seconds of processor time a student's grading might take, when `--student-timeout`"
          + " gave other than the standard 10: `verify` regrades within the same"),
      Field(
        "hidden_entries", .integer, required: false,
        "for one shard, how many hidden entries the class folder held"),
      Field(
        "missing_shards", .array(.string), required: false,
        "after `merge --allow-partial`, the shards left out"),
      Field("students", .array(.object("student")), "one per line, in name order"),
    ])

  static let scenario = Object(
    name: "scenario", heading: "A scenario", plural: "scenarios",
    fields: [
      Field("id", .string, "the scenario's full id, `LESSON/SCENARIO`"),
      Field("title", .string, "its title"),
      Field("points", .integer, "the points it is worth"),
      Field(
        "hidden", .boolean, required: false,
        "`true` for a scenario only the instructor's grading shows"),
    ])

  static let student = Object(
    name: "student", heading: "A student", plural: "students",
    fields: [
      Field("student", .string, "the student's folder name"),
      Field(
        "score", .points, "points earned, to the hundredth with `scoring: per-output`"),
      Field("max_score", .integer, "points possible"),
      Field(
        "results", .array(.object("result")),
        "one per scenario; none for a student who handed in nothing that could be graded"),
      Field(
        "unrecognized", .array(.object("unrecognized")),
        "entries of the student's folder that grading did not recognize"),
      Field(
        "unrecognized_omitted", .integer, required: false,
        "how many more unrecognized entries there were than the list keeps"),
      Field(
        "error", .string, required: false,
        "why the folder could not be graded, or why nothing in it could be"),
      Field(
        "failing_fingerprint", .hex(16), required: false,
        "equal for students whose failing submissions are the same once comments, whitespace and"
          + " the order of lines are set aside, when something failing could be read"),
      Field(
        "roster_name", .string, required: false,
        "the roster's name for the student of a gathered class"),
      Field(
        "folder", .string, required: false,
        "the student's folder, when the class names the student otherwise: a folder numbered apart"
          + " from another (`ada` for `ada (2)`), by which merge tells two names of one folder"),
      Field(
        "graded_from", .string, required: false,
        "the folder graded, when the work sat one folder down (`course-main/Submissions`)"),
      Field(
        "report_sha256", .hex(64), required: false,
        "the SHA-256 of the student's text report in `reports/`, which `merge` checks"),
    ])

  static let result = Object(
    name: "result", heading: "A result", plural: "results",
    fields: [
      Field("scenario", .string, "the scenario's full id"),
      Field("title", .string, "the scenario's title"),
      Field(
        "verdict", .oneOf(Verdict.allCases.map(\.rawValue)),
        "how it went; `pending`: the submission reads, and the instructor grades the scenario (0"
          + " points, counted in `max_score`)"),
      Field("score", .points, "points earned"),
      Field("max_score", .integer, "points possible"),
      Field("submission", .string, "the file graded, or where it was expected"),
      Field(
        "submission_digest", .hex(64), required: false,
        "the SHA-256 of the submission's bytes, when they could be read"),
      Field(
        "submission_shape", .hex(16), required: false,
        "the submission's shape, equal for copies however disguised, when its bytes could be read"),
      Field(
        "reason", .string, required: false,
        "why an `error` or `missing` could not be graded, or who grades a `pending` one"),
      Field(
        "outputs", .array(.object("output")),
        "per output of the scenario's script, in its order"),
      Field("findings", .array(.object("finding")), "per difference from the reference"),
      Field(
        "findings_omitted", .integer, required: false,
        "how many more differences there were than `findings` keeps"),
      Field(
        "diagnostics", .array(.object("diagnostic")), "the reading's errors and warnings"),
    ])

  static let output = Object(
    name: "output", heading: "An output", plural: "outputs",
    fields: [
      Field(
        "expected", .array(.string),
        "the printed rows expected; empty for a `pending` scenario, where nothing is compared"),
      Field("actual", .array(.string), "the rows the student's description prints"),
      Field("matches", .boolean, "whether they are the same"),
    ])

  static let finding = Object(
    name: "finding", heading: "A finding", plural: "findings",
    fields: [
      Field(
        "kind", .oneOf(Finding.Kind.allCases.map(\.rawValue)),
        "what kind of difference it is; `hint`: a fact of the scenario's source, where no"
          + " reference explains the failure"),
      Field("view", .string, "the view it is about, or the row's label for `order`"),
      Field("key", .string, required: false, "the key it is about"),
      Field("line", .integer, required: false, "the student's line where the fault lies"),
      Field("sentence", .string, "the explanation, addressed to the student"),
      Field(
        "gist", .string, "a short form, the same for every student who makes the mistake"),
    ])

  static let diagnostic = Object(
    name: "diagnostic", heading: "A diagnostic", plural: "diagnostics",
    fields: [
      Field(
        "severity", .oneOf(Diagnostic.Severity.allCases.map(\.rawValue)), "how serious it is"),
      Field("message", .string, "what went wrong"),
      Field("file", .string, required: false, "the file it is in"),
      Field("line", .integer, required: false, "its line, from 1"),
      Field("column", .integer, required: false, "its column, from 1"),
      Field("text", .string, "the whole diagnostic in the compiler's layout"),
    ])

  static let unrecognized = Object(
    name: "unrecognized", heading: "An unrecognized entry", plural: "unrecognized entries",
    fields: [
      Field("path", .string, "the entry, from the student's folder"),
      Field(
        "suggestion", .string, required: false,
        "what it was probably meant to be, and how to rename it"),
    ])

  /// The object named `name`.
  package static func object(named name: String) -> Object? {
    objects.first { $0.name == name }
  }
}
