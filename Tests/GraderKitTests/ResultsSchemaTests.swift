import Foundation
import GraderKit
import GraderTestSupport
import Testing

/// A student with every member `results.json` can give one, as JSON.
private let fullStudent = """
  {"student":"s","score":1.5,"max_score":2,"error":"e","failing_fingerprint":"\(hex(16))",\
  "roster_name":"R","folder":"f","graded_from":"course-main","report_sha256":"\(hex(64))","unrecognized":[{"path":"p","suggestion":"q"}],\
  "unrecognized_omitted":1,"results":[{"scenario":"L/s","title":"t","verdict":"fail",\
  "score":1.5,"max_score":2,"submission":"L/s.tree","submission_digest":"\(hex(64))",\
  "submission_shape":"\(hex(16))","reason":"r","outputs":[{"expected":["a"],"actual":["b"],\
  "matches":false}],"findings":[{"kind":"cause","view":"V","key":"k","line":3,"sentence":"x",\
  "gist":"g"}],"findings_omitted":1,"diagnostics":[{"severity":"error","message":"m",\
  "file":"f","line":1,"column":2,"text":"t"}]}]}
  """

private func hex(_ digits: Int) -> String { String(repeating: "a", count: digits) }

/// Where the format's generated tables stand in the class guide.
private let guide = "Documentation/GradingAClass.md"
private let begin =
  "<!-- the tables below are ResultsSchema.markdown(): change the schema, not them -->\n"
private let end = "<!-- end of ResultsSchema.markdown() -->\n"

@Suite("results.json's schema: one declaration, its documents, and what is written")
struct ResultsSchemaTests {
  @Test("Documentation/results.schema.json is the schema's JSON Schema")
  func jsonSchema() throws {
    let schema = ResultsSchema.jsonSchema()
    #expect(
      try golden("Documentation/results.schema.json", schema) == schema,
      "record it with GRADER_RECORD_GOLDEN=1 swift test --filter ResultsSchemaTests")
    let object = try JSONSerialization.jsonObject(with: Data(schema.utf8)) as? [String: Any]
    #expect((object?["$defs"] as? [String: Any])?.count == ResultsSchema.objects.count - 1)
  }

  @Test("the format's tables in the class guide are the schema's Markdown")
  func tables() throws {
    let text = try fixture(guide)
    let start = try #require(text.range(of: begin), "\(guide) has no generated tables")
    let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
    let tables = "\n" + ResultsSchema.markdown() + "\n"
    let written = String(text[start.upperBound..<stop.lowerBound])
    if written != tables, recordsGoldens {
      let spliced = text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: tables)
      try Data(spliced.utf8).write(to: packageRoot.appendingPathComponent(guide))
      Issue.record("recorded \(guide): review it, then run the tests again")
    }
    #expect(
      written == tables,
      "\(guide) differs from the schema; record it with GRADER_RECORD_GOLDEN=1 swift test --filter ResultsSchemaTests"
    )
  }

  @Test(
    "what is written holds to the schema, through each writer and each Encodable conformance: every key declared, every required key there, of its type, and every declared key written"
  )
  func written() throws {
    let full = try JSONDecoder().decode(StudentRecord.self, from: Data(fullStudent.utf8))
    var hidden = ScenarioInfo(id: "L/h", title: "t", points: 1)
    hidden.hidden = true
    let info = RunInfo(
      scenarios: sampleInfo.scenarios + [hidden], lessonsDigest: hex(64), shard: "1/2",
      missingShards: ["2/2"], classRoster: "2:" + hex(64), hiddenEntries: 1,
      releaseDigest: String(repeating: "b", count: 64), regrade: true, studentTimeout: 30)
    let document = ResultsDocument(info: info, students: [full, sampleRecord])
    var seen: [String: Set<String>] = [:]
    var problems: [String] = []
    let written = try JSONSerialization.jsonObject(with: Data(document.text.utf8))
    validate(written, .object("run"), at: "$", seen: &seen, problems: &problems)
    // The Encodable conformances, which a JSON tool's rewrite is read back by.
    let records = try JSONSerialization.jsonObject(
      with: Data(("[" + JSONText.encodeThroughCoding(full) + "]").utf8))
    validate(records, .array(.object("student")), at: "$", seen: &seen, problems: &problems)
    #expect(problems == [])
    for object in ResultsSchema.objects {
      let declared = Set(object.fields.map(\.name))
      #expect(seen[object.name] == declared, "\(object.name): written \(seen[object.name] ?? [])")
    }
    // Read back by the type that wrote it, whatever the layout.
    let pretty = try JSONSerialization.data(withJSONObject: written, options: [.prettyPrinted])
    let decoded = try JSONDecoder().decode(ResultsDocument.self, from: pretty)
    #expect(decoded.info == info && decoded.students == [full, sampleRecord])
  }

  private func validate(
    _ value: Any, _ kind: ResultsSchema.Kind, at path: String, seen: inout [String: Set<String>],
    problems: inout [String]
  ) {
    switch kind {
    case .string:
      if !(value is String) { problems.append("\(path): not a string") }
    case .hex(let digits):
      let text = value as? String ?? ""
      if text.count != digits || !text.allSatisfy(\.isHexDigit) {
        problems.append("\(path): not \(digits) hexadecimal digits")
      }
    case .integer, .points, .boolean:
      if !(value is NSNumber) { problems.append("\(path): not a number") }
    case .oneOf(let values):
      if !values.contains(value as? String ?? "") { problems.append("\(path): \(value)") }
    case .array(let element):
      guard let items = value as? [Any] else { return problems.append("\(path): not an array") }
      for (index, item) in items.enumerated() {
        validate(item, element, at: "\(path)[\(index)]", seen: &seen, problems: &problems)
      }
    case .object(let name):
      guard let members = value as? [String: Any], let object = ResultsSchema.object(named: name)
      else { return problems.append("\(path): not an object") }
      let fields = Dictionary(uniqueKeysWithValues: object.fields.map { ($0.name, $0) })
      for field in object.fields where field.required && members[field.name] == nil {
        problems.append("\(path): no \(field.name)")
      }
      for (key, member) in members {
        guard let field = fields[key] else {
          problems.append("\(path).\(key): not in the schema's \(name)")
          continue
        }
        seen[name, default: []].insert(key)
        validate(member, field.kind, at: "\(path).\(key)", seen: &seen, problems: &problems)
      }
    }
  }
}
