import Foundation

/// The grader's own JSON: the scenarios, and a record per student.
///
/// It is written one student per line, so that a batch can stream it to disk
/// and a merge can read it back.
package struct ResultsDocument: Sendable, Codable {
  /// The format's name and version.
  package static let schemaName = "grader/results/v1"

  package var schema: String
  /// The version of the grader that made the document.
  package var graderVersion: String?
  /// The digest of the lessons graded against.
  package var lessonsDigest: String?
  package var scenarios: [ScenarioInfo]
  package var students: [StudentRecord]

  enum CodingKeys: String, CodingKey {
    case schema, graderVersion = "grader_version", lessonsDigest = "lessons_digest", scenarios,
      students
  }

  package init(scenarios: [ScenarioInfo], students: [StudentRecord], lessonsDigest: String? = nil) {
    schema = Self.schemaName
    graderVersion = GraderVersion.current
    self.lessonsDigest = lessonsDigest
    self.scenarios = scenarios
    self.students = students
  }

  /// The document's text, up to the first student.
  package static func header(_ scenarios: [ScenarioInfo], lessonsDigest: String? = nil) -> String {
    "{\"grader_version\":\"\(GraderVersion.current)\","
      + (lessonsDigest.map { "\"lessons_digest\":\"\($0)\"," } ?? "")
      + "\"scenarios\":\(JSONText.encode(scenarios, pretty: false)),\"schema\":\"\(schemaName)\",\"students\":["
  }

  /// One student's line, from the record's compact JSON, preceded by a comma
  /// unless it is the first.
  package static func line(_ json: String, first: Bool) -> String {
    (first ? "\n" : ",\n") + json
  }

  /// The document's closing text.
  package static let footer = "\n]}\n"

  /// The whole document as text.
  package var text: String {
    Self.header(scenarios, lessonsDigest: lessonsDigest)
      + students.enumerated().map {
        Self.line(JSONText.encode($0.element, pretty: false), first: $0.offset == 0)
      }.joined()
      + Self.footer
  }

  /// Decodes a document.
  package static func decode(_ bytes: [UInt8]) throws -> ResultsDocument {
    try JSONDecoder().decode(ResultsDocument.self, from: Data(bytes))
  }
}
