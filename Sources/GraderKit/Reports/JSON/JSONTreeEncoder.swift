/// An `Encoder` that builds a ``JSONNode`` tree: the `Codable` conformances
/// of records, written without Foundation's encoder, which costs more than
/// grading when a batch encodes three documents per student.
///
/// Scalars become JSON text as they are encoded; containers are boxes that
/// nested values fill in place.
final class JSONTreeEncoder: Encoder {
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// What the value encoded itself as, once it has.
  var node: JSONNode?

  init() {}

  /// The tree of `value`.
  static func tree(of value: some Encodable) throws -> JSONNode {
    let encoder = JSONTreeEncoder()
    try value.encode(to: encoder)
    return encoder.node ?? .object(JSONObjectBox())
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object(let box) = node { return KeyedEncodingContainer(JSONKeyedContainer(box: box)) }
    let box = JSONObjectBox()
    node = .object(box)
    return KeyedEncodingContainer(JSONKeyedContainer<Key>(box: box))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array(let box) = node { return JSONUnkeyedContainer(box: box) }
    let box = JSONArrayBox()
    node = .array(box)
    return JSONUnkeyedContainer(box: box)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONSingleValueContainer(encoder: self)
  }

  /// The node of a nested value: scalars directly, anything else through an
  /// encoder of its own. Types are compared before any cast, since a cast
  /// that fails costs more than encoding most values.
  static func node<Value: Encodable>(of value: Value) throws -> JSONNode {
    if Value.self == String.self { return .string(value as! String) }
    if Value.self == Int.self { return .literal(String(value as! Int)) }
    if Value.self == Bool.self { return .literal((value as! Bool) ? "true" : "false") }
    if Value.self == Double.self { return .literal(try literal(value as! Double)) }
    return try tree(of: value)
  }

  /// `number` as Foundation writes it: the shortest text that reads back
  /// the same, without a trailing `.0`.
  static func literal(_ number: Double) throws -> String {
    guard number.isFinite else {
      throw EncodingError.invalidValue(
        number, .init(codingPath: [], debugDescription: "\(number) is not a JSON number"))
    }
    let text = number.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}

private struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: JSONObjectBox
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) { add(.literal("null"), key) }
  mutating func encode(_ value: Bool, forKey key: Key) {
    add(.literal(value ? "true" : "false"), key)
  }
  mutating func encode(_ value: String, forKey key: Key) { add(.string(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    add(.literal(try JSONTreeEncoder.literal(value)), key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    add(.literal(try JSONTreeEncoder.literal(Double(value))), key)
  }
  mutating func encode(_ value: Int, forKey key: Key) { add(.literal(String(value)), key) }
  mutating func encode(_ value: Int8, forKey key: Key) { add(.literal(String(value)), key) }
  mutating func encode(_ value: Int16, forKey key: Key) { add(.literal(String(value)), key) }
  mutating func encode(_ value: Int32, forKey key: Key) { add(.literal(String(value)), key) }
  mutating func encode(_ value: Int64, forKey key: Key) { add(.literal(String(value)), key) }
  mutating func encode(_ value: UInt, forKey key: Key) { add(.literal(String(value)), key) }
  mutating func encode(_ value: UInt8, forKey key: Key) { add(.literal(String(value)), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) { add(.literal(String(value)), key) }
  mutating func encode(_ value: UInt32, forKey key: Key) { add(.literal(String(value)), key) }
  mutating func encode(_ value: UInt64, forKey key: Key) { add(.literal(String(value)), key) }
  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    add(try JSONTreeEncoder.node(of: value), key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = JSONObjectBox()
    add(.object(nested), key)
    return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(box: nested))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = JSONArrayBox()
    add(.array(nested), key)
    return JSONUnkeyedContainer(box: nested)
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(forKey: Key(stringValue: "super")!)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let nested = JSONObjectBox()
    add(.object(nested), key)
    let encoder = JSONTreeEncoder()
    encoder.node = .object(nested)
    return encoder
  }

  private func add(_ node: JSONNode, _ key: Key) {
    box.members.append((key.stringValue, node))
  }
}

private struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
  let box: JSONArrayBox
  var codingPath: [any CodingKey] { [] }
  var count: Int { box.elements.count }

  mutating func encodeNil() { box.elements.append(.literal("null")) }
  mutating func encode(_ value: Bool) { box.elements.append(.literal(value ? "true" : "false")) }
  mutating func encode(_ value: String) { box.elements.append(.string(value)) }
  mutating func encode(_ value: Double) throws {
    box.elements.append(.literal(try JSONTreeEncoder.literal(value)))
  }
  mutating func encode(_ value: Int) { box.elements.append(.literal(String(value))) }
  mutating func encode(_ value: some Encodable) throws {
    box.elements.append(try JSONTreeEncoder.node(of: value))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = JSONObjectBox()
    box.elements.append(.object(nested))
    return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(box: nested))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = JSONArrayBox()
    box.elements.append(.array(nested))
    return JSONUnkeyedContainer(box: nested)
  }

  mutating func superEncoder() -> any Encoder {
    let nested = JSONObjectBox()
    box.elements.append(.object(nested))
    let encoder = JSONTreeEncoder()
    encoder.node = .object(nested)
    return encoder
  }
}

private struct JSONSingleValueContainer: SingleValueEncodingContainer {
  let encoder: JSONTreeEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() { encoder.node = .literal("null") }
  mutating func encode(_ value: Bool) { encoder.node = .literal(value ? "true" : "false") }
  mutating func encode(_ value: String) { encoder.node = .string(value) }
  mutating func encode(_ value: Double) throws {
    encoder.node = .literal(try JSONTreeEncoder.literal(value))
  }
  mutating func encode(_ value: Int) { encoder.node = .literal(String(value)) }
  mutating func encode(_ value: some Encodable) throws {
    encoder.node = try JSONTreeEncoder.node(of: value)
  }
}
