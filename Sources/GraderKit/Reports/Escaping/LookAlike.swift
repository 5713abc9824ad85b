/// Names that a reader cannot tell apart: `аda` with a Cyrillic `а` beside
/// `ada`, `ＡＤＡ` in full-width letters, `Ada` beside `ada`, `ada ` with a
/// space at its end, `ada` with a no-break space. Each name has a skeleton,
/// the name with every such letter written as the ASCII letter it looks like,
/// every space as one plain space, without spaces at its ends, and in
/// lowercase; names with one skeleton look alike.
package enum LookAlike {
  /// The skeleton of `name`.
  package static func skeleton(_ name: String) -> String {
    var result = ""
    result.reserveCapacity(name.utf8.count)
    var spaces = 0
    for scalar in name.unicodeScalars {
      if isSpace(scalar) {
        spaces += 1
        continue
      }
      // Spaces between words count as one; at either end, as none.
      if spaces > 0, !result.isEmpty { result += " " }
      spaces = 0
      result.unicodeScalars.append(latin(scalar) ?? scalar)
    }
    return result.lowercased()
  }

  /// Whether `scalar` is drawn as a space: a plain one, a no-break one, or
  /// one of Unicode's other widths.
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// `name` with each letter that looks like an ASCII one but is not written
  /// `\u{…}`, so that two look-alike names show how they differ.
  package static func revealed(_ name: String) -> String {
    var result = ""
    let scalars = Array(Escape.terminal(name).unicodeScalars)
    // A plain space shows as one between words, and as nothing at an end.
    let first = scalars.firstIndex { $0 != " " } ?? scalars.count
    let last = scalars.lastIndex { $0 != " " } ?? -1
    for (index, scalar) in scalars.enumerated() {
      if (scalar.value > 0x7F && (latin(scalar) != nil || isSpace(scalar)))
        || (scalar == " " && (index < first || index > last))
      {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The ASCII letter `scalar` looks like, when it is another one that does.
  static func latin(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let value = scalar.value
    // Full-width ASCII.
    if (0xFF01...0xFF5E).contains(value) { return Unicode.Scalar(value - 0xFEE0) }
    return homoglyphs[value].map { Unicode.Scalar(UInt8(ascii: $0)) }
  }

  /// Cyrillic and Greek letters drawn as Latin ones are.
  private static let homoglyphs: [UInt32: Unicode.Scalar] = [
    // Cyrillic, small.
    0x0430: "a", 0x0435: "e", 0x043E: "o", 0x0440: "p", 0x0441: "c", 0x0443: "y", 0x0445: "x",
    0x0456: "i", 0x0458: "j", 0x0455: "s", 0x0501: "d", 0x051B: "q", 0x051D: "w", 0x04BB: "h",
    0x04CF: "l",
    // Cyrillic, capital.
    0x0410: "A", 0x0412: "B", 0x0415: "E", 0x041A: "K", 0x041C: "M", 0x041D: "H", 0x041E: "O",
    0x0420: "P", 0x0421: "C", 0x0422: "T", 0x0425: "X", 0x0423: "Y", 0x0406: "I", 0x0408: "J",
    0x0405: "S",
    // Greek.
    0x03BF: "o", 0x03BD: "v", 0x03B9: "i", 0x0391: "A", 0x0392: "B", 0x0395: "E", 0x0396: "Z",
    0x0397: "H", 0x0399: "I", 0x039A: "K", 0x039C: "M", 0x039D: "N", 0x039F: "O", 0x03A1: "P",
    0x03A4: "T", 0x03A5: "Y", 0x03A7: "X",
  ]

  /// The groups of `names` that look alike, each in the order given, the
  /// groups in the order of their first name. Linear in the names.
  package static func groups(_ names: [String]) -> [[String]] {
    var bySkeleton: [String: [String]] = [:]
    var order: [String] = []
    for name in names {
      let key = skeleton(name)
      if bySkeleton[key] == nil { order.append(key) }
      bySkeleton[key, default: []].append(name)
    }
    return order.compactMap { key in
      let group = bySkeleton[key]!
      return Set(group).count > 1 ? group : nil
    }
  }
}
