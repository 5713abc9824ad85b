/// JSON encoding with sorted keys, the same bytes on every run, and the same
/// bytes as Foundation's `JSONEncoder` with `sortedKeys` and
/// `withoutEscapingSlashes`.
package enum JSONText {
  /// `value` as JSON with sorted keys: pretty-printed with a final newline,
  /// or on one line without one. A record that writes its own JSON does.
  package static func encode(_ value: some Encodable, pretty: Bool = true) -> String {
    guard let writable = value as? any JSONWritable else {
      return encodeThroughCoding(value, pretty: pretty)
    }
    var json = JSONBuffer(pretty: pretty)
    writable.write(to: &json)
    return text(json)
  }

  /// `record` as compact JSON, in UTF-8 bytes, each scenario not yet
  /// started as `unstarted` laid it out once for a batch.
  package static func encode(_ record: StudentRecord, unstarted: UnstartedRecords?) -> [UInt8] {
    // Room for a scenario's rows and findings each, at once: a record grows
    // to tens of kilobytes, which doubling from a few would copy again and again.
    var json = JSONBuffer(pretty: false, capacity: 1024 + 768 * record.results.count)
    record.write(to: &json, unstarted: unstarted)
    return json.bytes
  }

  /// `value` as JSON through its `Encodable` conformance alone, never its
  /// own writer: what the tests hold each writer to.
  package static func encodeThroughCoding(_ value: some Encodable, pretty: Bool = true) -> String {
    guard let tree = try? JSONTreeEncoder.tree(of: value) else { return "{}\n" }
    var json = JSONBuffer(pretty: pretty)
    json.write(tree)
    return text(json)
  }

  /// `node` as JSON, each object's keys sorted.
  static func text(of node: JSONNode, pretty: Bool) -> String {
    var json = JSONBuffer(pretty: pretty)
    json.write(node)
    return text(json)
  }

  private static func text(_ json: JSONBuffer) -> String {
    String(decoding: json.bytes, as: UTF8.self) + (json.pretty ? "\n" : "")
  }
}
