/// JSON encoding with sorted keys, the same bytes on every run, and the same
/// bytes as Foundation's `JSONEncoder` with `sortedKeys` and
/// `withoutEscapingSlashes`.
package enum JSONText {
  /// `value` as JSON with sorted keys: pretty-printed with a final newline,
  /// or on one line without one.
  package static func encode(_ value: some Encodable, pretty: Bool = true) -> String {
    guard let tree = try? JSONTreeEncoder.tree(of: value) else { return "{}\n" }
    var writer = JSONWriter(pretty: pretty)
    writer.write(tree)
    return String(decoding: writer.bytes, as: UTF8.self) + (pretty ? "\n" : "")
  }
}
