import GraderModel
import GraderReaders

/// A value that writes its own JSON straight into a ``JSONBuffer``, its keys
/// in sorted order, for the records a batch writes several times per student.
///
/// What it writes is exactly what its `Encodable` conformance encodes
/// through ``JSONText``; a test holds the two to the same bytes.
protocol JSONWritable: Encodable {
  func write(to json: inout JSONBuffer)
}

/// JSON written as it is produced: one line with no spaces, or pretty with
/// two-space indents and `" : "` after each key, as Foundation writes it.
///
/// Keys are written in the order given, which must be sorted.
struct JSONBuffer {
  let pretty: Bool
  private(set) var bytes: [UInt8] = []
  private var depth = 0
  /// Whether the innermost open container has no element yet.
  private var empty = true

  init(pretty: Bool, capacity: Int = 4096) {
    self.pretty = pretty
    bytes.reserveCapacity(capacity)
  }

  /// An object whose members `body` writes with ``field(_:_:)`` and friends.
  mutating func object(_ body: (inout JSONBuffer) -> Void) {
    open(UInt8(ascii: "{"))
    body(&self)
    close(UInt8(ascii: "}"))
  }

  /// An array of `items`, each written by `body`.
  mutating func array<Items: Sequence>(
    _ items: Items, _ body: (inout JSONBuffer, Items.Element) -> Void
  ) {
    open(UInt8(ascii: "["))
    for item in items {
      element()
      body(&self, item)
    }
    close(UInt8(ascii: "]"))
  }

  /// An array of strings.
  mutating func array(_ items: [String]) {
    array(items) { json, item in json.string(item) }
  }

  /// The key of the next member, and what comes before it.
  mutating func key(_ name: JSONKey) {
    element()
    switch name {
    case .literal(let literal):
      // A record's own member name: checked as plain when it was written.
      bytes.append(UInt8(ascii: "\""))
      literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
      bytes.append(UInt8(ascii: "\""))
    case .text(let text):
      // Copied as it is when plain; any other key is escaped as a string is.
      let plain = text.withBytes { utf8 in
        for byte in utf8 where !Self.isPlainKeyByte(byte) { return false }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\""))
        return true
      }
      if !plain { string(text) }
    }
    if pretty { append(" : ") } else { bytes.append(UInt8(ascii: ":")) }
  }

  /// Whether `byte` is an ASCII letter, digit or underscore, which a JSON
  /// string and a workflow's log both take as it is.
  static func isPlainKeyByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "_"): true
    default: false
    }
  }

  /// A member whose value `body` writes.
  mutating func field(_ name: JSONKey, _ body: (inout JSONBuffer) -> Void) {
    key(name)
    body(&self)
  }

  /// A string member, left out when `value` is `nil`.
  mutating func field(_ name: JSONKey, _ value: String?) {
    guard let value else { return }
    key(name)
    string(value)
  }

  /// A number member, left out when `value` is `nil`.
  /// A member whose value is untrusted text, escaped as a JSON string.
  mutating func field(_ name: JSONKey, _ value: UntrustedText) {
    field(name, value.unescaped)
  }

  mutating func field(_ name: JSONKey, _ value: Int?) {
    guard let value else { return }
    key(name)
    append(number: value)
  }

  /// A Boolean member.
  mutating func field(_ name: JSONKey, _ value: Bool) {
    key(name)
    if value { append("true") } else { append("false") }
  }

  /// A member of points, as ``Points`` encodes them.
  mutating func field(_ name: JSONKey, _ value: Points) {
    key(name)
    if value.isWhole {
      append(number: value.hundredths / 100)
    } else {
      bytes += ((try? JSONTreeEncoder.literal(value.value)) ?? "0").utf8
    }
  }

  /// A member written by a value of its own.
  mutating func field(_ name: JSONKey, _ value: some JSONWritable) {
    key(name)
    value.write(to: &self)
  }

  /// `text` as a JSON string: quotes, backslashes, control characters and
  /// every other character no output shows as it is (``UntrustedCharacter``:
  /// C1 controls, bidirectional overrides, line separators) escaped, so that
  /// the JSON printed to a terminal moves nothing; everything else as its
  /// UTF-8, copied a run at a time.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    let opening = bytes.count
    let commandPrefix = text.withBytes(Escape.hasCommandPrefix)
    defer {
      if commandPrefix {
        // `##[`, a workflow command to GitHub's runner, spelled `##\u005b`.
        let spelled = Escape.commandPrefixesSpelled(bytes[opening...], bracket: "\\u005b")
        bytes.replaceSubrange(opening..., with: spelled)
      }
    }
    text.withBytes { utf8 in
      var start = 0
      while true {
        let index = ByteScan.firstJSONSpecial(in: utf8, from: start)
        guard index < utf8.count else { break }
        let byte = utf8[index]
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        if byte >= 0x80 {
          let (value, length) = ByteScan.scalar(in: utf8, at: index)
          start = index + length
          if UntrustedCharacter.contains(Unicode.Scalar(value)!) {
            for unit in String(Unicode.Scalar(value)!).utf16 { appendEscape(unit) }
          } else {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<start]))
          }
          continue
        }
        start = index + 1
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
          let hex = "0123456789abcdef".utf8
          bytes.append(contentsOf: "u00".utf8)
          bytes.append(hex[hex.index(hex.startIndex, offsetBy: Int(byte >> 4))])
          bytes.append(hex[hex.index(hex.startIndex, offsetBy: Int(byte & 0x0F))])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// `\uXXXX` for the UTF-16 code unit `unit`.
  private mutating func appendEscape(_ unit: UInt16) {
    let hex = Array("0123456789abcdef".utf8)
    bytes.append(contentsOf: "\\u".utf8)
    for shift in stride(from: 12, through: 0, by: -4) {
      bytes.append(hex[Int((unit >> UInt16(shift)) & 0x0F)])
    }
  }

  /// An element laid out before in compact JSON, `head` and `tail` around
  /// `text` as a string: a record written once for a batch, but for a member.
  mutating func laidOut(head: [UInt8], string text: String, tail: [UInt8]) {
    precondition(!pretty, "laid out in compact JSON")
    bytes.append(contentsOf: head)
    string(text)
    bytes.append(contentsOf: tail)
    empty = false
  }

  /// Text already in JSON form: a number or a literal.
  mutating func literal(_ text: String) {
    bytes += text.utf8
  }

  /// The bytes of `text`, a literal of the format.
  private mutating func append(_ text: StaticString) {
    // Through `withUTF8Buffer`, which a one-character literal, kept as a
    // scalar rather than as bytes, supports too.
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `value` in decimal digits, as `String(value)` spells it.
  private mutating func append(number value: Int) {
    var value = value
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = 20
      let negative = value < 0
      repeat {
        let digit = value % 10
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(negative ? -digit : digit)
        value /= 10
      } while value != 0
      if negative { bytes.append(UInt8(ascii: "-")) }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    depth += 1
    empty = true
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    // An empty container holds an empty line when pretty, as Foundation writes it.
    if empty && pretty { bytes.append(0x0A) }
    newline()
    bytes.append(bracket)
    empty = false
  }

  /// The comma before an element, and its line.
  private mutating func element() {
    if !empty { bytes.append(UInt8(ascii: ",")) }
    empty = false
    newline()
  }

  private mutating func newline() {
    guard pretty else { return }
    bytes.append(0x0A)
    for _ in 0..<depth { bytes += [0x20, 0x20] }
  }
}

/// The name of an object's member: a record's own, written in the source as
/// a literal that needs no escaping and copied as it is, or text known only
/// as the program runs, such as a scenario's id.
enum JSONKey: ExpressibleByStringLiteral {
  case literal(StaticString)
  case text(String)

  init(stringLiteral literal: StaticString) {
    assert(
      literal.withUTF8Buffer {
        $0.allSatisfy { JSONBuffer.isPlainKeyByte($0) || $0 == UInt8(ascii: "-") }
      }, "a member's literal name needs no escaping")
    self = .literal(literal)
  }
}
