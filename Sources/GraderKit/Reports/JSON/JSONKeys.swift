/// The keys of JSON objects, as JSON parsers disagree on them.
///
/// An object with the same key twice means one thing to a parser that keeps
/// the first (Foundation's) and another to one that keeps the last (Python's,
/// jq's, JavaScript's): a results file could then say 14 points to the
/// grader that verifies it and 72 to the script that reads it. The grader
/// never writes a key twice, so a file that has one was edited, and is refused.
package enum JSONKeys {
  /// The deepest nesting the search follows: deeper than any file grader
  /// writes, and than JSON parsers read (Foundation's stops at 512), which
  /// refuse the file then; the search stops there rather than hold a level
  /// for each of millions of brackets.
  package static let depthLimit = 512

  /// The first key that an object of `json` holds twice, decoded; `nil` when
  /// none does, or when the nesting passes ``depthLimit``. Costs time linear
  /// in the bytes, and memory in the longest key and the nesting it follows.
  ///
  /// Only strings and brackets are read: the parser that decodes the file
  /// afterwards judges the rest. Keys are compared as Swift strings, so two
  /// spellings of one key (`"a"` and `"\u0061"`, or canonically equivalent
  /// text) are the same key.
  package static func firstDuplicate(in json: some Collection<UInt8>) -> String? {
    // For each open bracket: the keys so far when it is an object, `nil` for an array.
    var stack: [Set<String>?] = []
    var expectingKey = false
    var index = json.startIndex
    while index != json.endIndex {
      let byte = json[index]
      switch byte {
      case UInt8(ascii: "{"):
        guard stack.count < depthLimit else { return nil }
        stack.append([])
        expectingKey = true
      case UInt8(ascii: "["):
        guard stack.count < depthLimit else { return nil }
        stack.append(nil)
        expectingKey = false
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = stack.popLast()
        expectingKey = false
      case UInt8(ascii: ","):
        expectingKey = stack.last.map { $0 != nil } ?? false
      case UInt8(ascii: ":"):
        expectingKey = false
      case UInt8(ascii: "\"") where expectingKey && stack.last != nil:
        let (key, end) = string(in: json, from: json.index(after: index))
        guard stack[stack.count - 1]!.insert(key).inserted else { return key }
        index = end
        continue
      case UInt8(ascii: "\""):
        // A value: skipped to its closing quote, past escaped ones.
        index = json.index(after: index)
        while index != json.endIndex, json[index] != UInt8(ascii: "\"") {
          if json[index] == UInt8(ascii: "\\") { index = json.index(after: index) }
          if index != json.endIndex { index = json.index(after: index) }
        }
        // A string that never closes ends the text: no key follows it.
        if index == json.endIndex { return nil }
      default:
        break
      }
      index = json.index(after: index)
    }
    return nil
  }

  /// The string whose text starts at `start`, decoded, and the index after
  /// its closing quote (or the end, for a string that does not close).
  private static func string<Bytes: Collection<UInt8>>(in json: Bytes, from start: Bytes.Index)
    -> (String, Bytes.Index)
  {
    var bytes: [UInt8] = []
    var index = start
    var pendingHigh: UInt32?
    func flushHigh() {
      if pendingHigh != nil { bytes += "\u{FFFD}".utf8 }
      pendingHigh = nil
    }
    while index != json.endIndex {
      let byte = json[index]
      index = json.index(after: index)
      if byte == UInt8(ascii: "\"") {
        flushHigh()
        return (String(decoding: bytes, as: UTF8.self), index)
      }
      guard byte == UInt8(ascii: "\\"), index != json.endIndex else {
        flushHigh()
        bytes.append(byte)
        continue
      }
      let escape = json[index]
      index = json.index(after: index)
      switch escape {
      case UInt8(ascii: "u"):
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index != json.endIndex,
          let digit = hexValue(json[index])
        {
          value = value << 4 | digit
          digits += 1
          index = json.index(after: index)
        }
        if (0xD800..<0xDC00).contains(value) {
          flushHigh()
          pendingHigh = value
        } else if (0xDC00..<0xE000).contains(value), let high = pendingHigh {
          pendingHigh = nil
          let scalar = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
          bytes += String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8
        } else {
          flushHigh()
          bytes += String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8
        }
      default:
        flushHigh()
        switch escape {
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        default: bytes.append(escape)
        }
      }
    }
    return (String(decoding: bytes, as: UTF8.self), index)
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
