/// A page as it is written: its UTF-8 bytes, to which each piece is
/// appended with a copy and little else.
///
/// A batch writes a page per student, of some thousand pieces each;
/// appending to a `String` costs several times what copying the bytes does.
package struct HTMLWriter: Sendable {
  /// The bytes written so far.
  package private(set) var bytes: [UInt8] = []

  package init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends `text`, which must already be safe where it lands.
  package static func += (writer: inout HTMLWriter, text: String) {
    var text = text
    text.withUTF8 { writer.bytes.append(contentsOf: $0) }
  }

  /// Appends `text`, which must already be safe where it lands.
  package static func += (writer: inout HTMLWriter, text: Substring) {
    writer.bytes.append(contentsOf: text.utf8)
  }

  /// Appends `value` in decimal.
  package mutating func integer(_ value: Int) {
    guard value >= 0, value < 100_000 else {
      self += String(value)
      return
    }
    var divisor = 1
    while divisor * 10 <= value { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// Appends `value` with at most one decimal, as SVG coordinates are written.
  package mutating func number(_ value: Double) {
    let tenths = Int((value * 10).rounded())
    if tenths < 0 && tenths > -10 { bytes.append(UInt8(ascii: "-")) }
    integer(tenths / 10)
    let fraction = abs(tenths % 10)
    if fraction != 0 {
      bytes.append(UInt8(ascii: "."))
      bytes.append(UInt8(ascii: "0") + UInt8(fraction))
    }
  }

  /// The page as text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }
}
