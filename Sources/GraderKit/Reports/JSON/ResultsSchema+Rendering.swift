/// The schema's two renderings: JSON Schema, and the Markdown tables of the
/// format's documentation.
extension ResultsSchema {
  /// The JSON Schema (draft 2020-12) of `results.json`, with sorted keys and
  /// a final newline.
  package static func jsonSchema() -> String {
    let definitions = objects.dropFirst().map { ($0.name, node(of: $0)) }
    var document = members(of: node(of: run))
    document += [
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("$id", .string("https://grader.invalid/" + ResultsDocument.schemaName)),
      ("title", .string("results.json of grader, \(ResultsDocument.schemaName)")),
      ("$defs", object(definitions)),
    ]
    return JSONText.text(of: object(document), pretty: true)
  }

  /// A table per kind of object, in the order they nest, each under its
  /// heading in bold.
  package static func markdown() -> String {
    objects.map { object in
      var lines = ["**\(object.heading)**", "", "| field | type | meaning |", "|---|---|---|"]
      for field in object.fields {
        let meaning = field.meaning + (field.required ? "" : " (absent otherwise)")
        lines.append("| `\(field.name)` | \(describe(field.kind)) | \(meaning) |")
      }
      return lines.joined(separator: "\n") + "\n"
    }.joined(separator: "\n")
  }

  /// How a table names a kind.
  static func describe(_ kind: Kind) -> String {
    switch kind {
    case .string: "string"
    case .hex(let digits): "\(digits) hexadecimal digits"
    case .integer: "integer"
    case .points: "number"
    case .boolean: "boolean"
    case .oneOf(let values): values.map { "`\($0)`" }.joined(separator: ", ")
    case .array(let element): "array of \(plural(element))"
    case .object(let name): "\(object(named: name)?.heading.lowercased() ?? name)"
    }
  }

  private static func plural(_ kind: Kind) -> String {
    switch kind {
    case .object(let name): object(named: name)?.plural ?? name
    case .string: "strings"
    default: describe(kind)
    }
  }

  private static func node(of object: Object) -> JSONNode {
    let properties = object.fields.map { ($0.name, node(of: $0.kind, meaning: $0.meaning)) }
    return Self.object([
      ("type", .string("object")),
      ("description", .string(object.heading)),
      ("properties", Self.object(properties)),
      ("required", array(object.fields.filter(\.required).map { .string($0.name) })),
      ("additionalProperties", .literal("false")),
    ])
  }

  private static func node(of kind: Kind, meaning: String? = nil) -> JSONNode {
    var members: [(String, JSONNode)] = meaning.map { [("description", .string($0))] } ?? []
    switch kind {
    case .string:
      members.append(("type", .string("string")))
    case .hex(let digits):
      members += [("type", .string("string")), ("pattern", .string("^[0-9a-f]{\(digits)}$"))]
    case .integer:
      members.append(("type", .string("integer")))
    case .points:
      members.append(("type", .string("number")))
    case .boolean:
      members.append(("type", .string("boolean")))
    case .oneOf(let values):
      members += [("type", .string("string")), ("enum", array(values.map { .string($0) }))]
    case .array(let element):
      members += [("type", .string("array")), ("items", node(of: element))]
    case .object(let name):
      members.append(("$ref", .string("#/$defs/\(name)")))
    }
    return object(members)
  }

  private static func members(of node: JSONNode) -> [(String, JSONNode)] {
    guard case .object(let box) = node else { return [] }
    return box.members.map { ($0.key, $0.value) }
  }

  private static func object(_ members: [(String, JSONNode)]) -> JSONNode {
    let box = JSONObjectBox()
    box.members = members.map { (key: $0.0, value: $0.1) }
    return .object(box)
  }

  private static func array(_ elements: [JSONNode]) -> JSONNode {
    let box = JSONArrayBox()
    box.elements = elements
    return .array(box)
  }
}
