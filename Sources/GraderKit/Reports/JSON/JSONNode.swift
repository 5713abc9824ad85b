/// A JSON value as ``JSONTreeEncoder`` builds it: scalars already written
/// as JSON text, and objects and arrays as boxes that their containers fill
/// in place.
enum JSONNode {
  /// A number, `true`, `false` or `null`, as JSON text.
  case literal(String)
  /// A string, not yet escaped.
  case string(String)
  case object(JSONObjectBox)
  case array(JSONArrayBox)
}

/// An object's members in the order they were encoded.
final class JSONObjectBox {
  var members: [(key: String, value: JSONNode)] = []
}

/// An array's elements.
final class JSONArrayBox {
  var elements: [JSONNode] = []
}

/// Writes a ``JSONNode`` as JSON text: keys sorted by their UTF-8 bytes,
/// `/` left as it is, and either on one line with no spaces or pretty, with
/// two-space indents and `" : "` between key and value.
struct JSONWriter {
  var pretty: Bool
  private(set) var bytes: [UInt8] = []

  init(pretty: Bool) {
    self.pretty = pretty
  }

  mutating func write(_ node: JSONNode, depth: Int = 0) {
    switch node {
    case .literal(let text):
      bytes.append(contentsOf: text.utf8)
    case .string(let text):
      writeString(text)
    case .array(let box):
      guard !box.elements.isEmpty else { return writeEmpty("[", "]", depth: depth) }
      bytes.append(UInt8(ascii: "["))
      for (index, element) in box.elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(depth + 1)
        write(element, depth: depth + 1)
      }
      newline(depth)
      bytes.append(UInt8(ascii: "]"))
    case .object(let box):
      guard !box.members.isEmpty else { return writeEmpty("{", "}", depth: depth) }
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in Self.sorted(box.members).enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        newline(depth + 1)
        writeString(member.key)
        bytes.append(contentsOf: pretty ? " : ".utf8 : ":".utf8)
        write(member.value, depth: depth + 1)
      }
      newline(depth)
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// Members sorted by key, the last of equal keys kept, as a dictionary would.
  private static func sorted(_ members: [(key: String, value: JSONNode)]) -> [(
    key: String, value: JSONNode
  )] {
    var sorted = members.enumerated().sorted { first, second in
      first.element.key == second.element.key
        ? first.offset < second.offset
        : first.element.key.utf8.lexicographicallyPrecedes(second.element.key.utf8)
    }.map(\.element)
    var index = sorted.count - 1
    while index > 0 {
      if sorted[index - 1].key == sorted[index].key { sorted.remove(at: index - 1) }
      index -= 1
    }
    return sorted
  }

  /// An empty array or object: pretty, with an empty line inside, as Foundation writes it.
  private mutating func writeEmpty(_ open: Unicode.Scalar, _ close: Unicode.Scalar, depth: Int) {
    bytes.append(UInt8(ascii: open))
    if pretty { bytes.append(0x0A) }
    newline(depth)
    bytes.append(UInt8(ascii: close))
  }

  private mutating func newline(_ depth: Int) {
    guard pretty else { return }
    bytes.append(UInt8(ascii: "\n"))
    for _ in 0..<depth { bytes.append(contentsOf: [0x20, 0x20]) }
  }

  /// `text` as a JSON string: quotes, backslashes and control characters
  /// escaped, everything else as its UTF-8.
  private mutating func writeString(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case ..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30])
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
