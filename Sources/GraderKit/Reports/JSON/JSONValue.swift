/// A JSON value (RFC 8259), as ``JSONValue/parse(_:)`` reads it from UTF-8
/// bytes: what a check reads back of its own records at every start, where
/// Foundation's reader costs more to set up than the file takes to read.
package enum JSONValue: Sendable, Equatable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  /// A number, as its text: no record read this way needs one as a number.
  case number(String)
  case bool(Bool)
  case null

  /// The members of an object, or `nil` for any other value.
  package var object: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The text of a string, or `nil` for any other value.
  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The deepest nesting read: deeper text is no document of ours, and
  /// reading it stays within the stack.
  package static let depthLimit = 512

  /// The value `bytes` hold, or `nil` when they are not one JSON text (with
  /// white space around it). A name given twice keeps its last value.
  package static func parse(_ bytes: [UInt8]) -> JSONValue? {
    var reader = Reader(bytes: bytes)
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    return reader.index == bytes.count ? value : nil
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D
          || bytes[index] == 0x09
      {
        index += 1
      }
    }

    mutating func value(depth: Int) -> JSONValue? {
      skipSpace()
      guard index < bytes.count, depth < JSONValue.depthLimit else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"): return object(depth: depth)
      case UInt8(ascii: "["): return array(depth: depth)
      case UInt8(ascii: "\""): return string().map(JSONValue.string)
      case UInt8(ascii: "t"): return literal("true", .bool(true))
      case UInt8(ascii: "f"): return literal("false", .bool(false))
      case UInt8(ascii: "n"): return literal("null", .null)
      default: return number()
      }
    }

    mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
      let count = word.utf8CodeUnitCount
      guard index + count <= bytes.count else { return nil }
      for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
        return nil
      }
      index += count
      return value
    }

    mutating func object(depth: Int) -> JSONValue? {
      index += 1
      var members: [String: JSONValue] = [:]
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let name = string()
        else { return nil }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let member = value(depth: depth + 1) else { return nil }
        members[name] = member
        guard let more = next(closing: UInt8(ascii: "}")) else { return nil }
        if !more { return .object(members) }
      }
    }

    mutating func array(depth: Int) -> JSONValue? {
      index += 1
      var elements: [JSONValue] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        guard let element = value(depth: depth + 1) else { return nil }
        elements.append(element)
        guard let more = next(closing: UInt8(ascii: "]")) else { return nil }
        if !more { return .array(elements) }
      }
    }

    /// After a member or an element: `true` past a comma, `false` past the
    /// bracket `closing`, `nil` at anything else.
    mutating func next(closing: UInt8) -> Bool? {
      skipSpace()
      guard index < bytes.count else { return nil }
      index += 1
      switch bytes[index - 1] {
      case UInt8(ascii: ","): return true
      case closing: return false
      default: return nil
      }
    }

    /// A string's text, from its opening quote; `nil` for a control
    /// character, a bad escape, a lone surrogate or text that is not UTF-8.
    mutating func string() -> String? {
      index += 1
      var text: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          // Valid UTF-8 only: decoding must give back every byte.
          let decoded = String(decoding: text, as: UTF8.self)
          return decoded.utf8.count == text.count ? decoded : nil
        case 0x00..<0x20: return nil
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { return nil }
          let escape = bytes[index]
          index += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
          case UInt8(ascii: "b"): text.append(0x08)
          case UInt8(ascii: "f"): text.append(0x0C)
          case UInt8(ascii: "n"): text.append(0x0A)
          case UInt8(ascii: "r"): text.append(0x0D)
          case UInt8(ascii: "t"): text.append(0x09)
          case UInt8(ascii: "u"):
            guard var scalar = hex4() else { return nil }
            if (0xD800..<0xDC00).contains(scalar) {
              guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
              else { return nil }
              index += 2
              guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { return nil }
            UTF8.encode(unicode) { text.append($0) }
          default: return nil
          }
        default: text.append(byte)
        }
      }
      return nil
    }

    mutating func hex4() -> UInt32? {
      guard index + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for byte in bytes[index..<index + 4] {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(byte - 0x30)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(byte - 0x57)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(byte - 0x37)
        default: return nil
        }
      }
      index += 4
      return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func number() -> JSONValue? {
      let start = index
      func digits() -> Int {
        let first = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        return index - first
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "0") {
        index += 1
      } else if digits() == 0 {
        return nil
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { return nil }
      }
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
        index += 1
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
        {
          index += 1
        }
        guard digits() > 0 else { return nil }
      }
      return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }
  }
}
