import GraderModel

extension ScreenBuilder {
  /// The longest name, in Unicode scalars: a name longer than any a screen
  /// needs would be repeated in every row, explanation and report.
  static let nameLimit = 200

  /// An error for each name that holds a control character (a line break,
  /// ESC, DEL or a C1 character), where it was written: such a name would
  /// start a line of its own, or move the cursor, in every report; and for
  /// each name longer than ``nameLimit``, with white space at an end, or
  /// ending with a colon.
  func nameErrors(
    views: [DraftView], storage: [String: Storage], storageOffsets: [String: Int]
  ) -> [DiagnosticDraft] {
    var found: [(offset: Int, name: String, what: String)] = []
    func hasControl(_ name: String) -> Bool {
      !isPlain(name)
        && (self.hasControl(name) || isTooLong(name) || hasEdgeSpace(name) || endsWithColon(name))
    }
    // Each view read where it lies: a view is a large value.
    views.withUnsafeBufferPointer { views in
      for index in views.indices {
        let view = views[index]
        if hasControl(view.node.name) { found.append((view.offset, view.node.name, "view name")) }
        if let parent = view.node.parent, hasControl(parent) {
          found.append((view.parentOffset ?? view.offset, parent, "parent name"))
        }
        for (key, offset) in zip(view.node.reads, view.readOffsets) where hasControl(key) {
          found.append((offset, key, "key"))
        }
        for (key, offset) in zip(view.node.takes, view.takeOffsets) where hasControl(key) {
          found.append((offset, key, "key"))
        }
        for (object, offset) in zip(view.node.holds, view.holdOffsets) where hasControl(object) {
          found.append((offset, object, "object name"))
        }
        for (placed, source) in view.node.placedFrom where hasControl(source) {
          found.append((view.sourceOffsets[placed] ?? view.offset, source, "key"))
        }
        for key in view.node.places where hasControl(key) {
          found.append((view.placeOffsets[key] ?? view.offset, key, "key"))
        }
        for key in view.node.derives where hasControl(key) {
          found.append((view.placeOffsets[key] ?? view.offset, key, "key"))
        }
      }
    }
    for (key, offset) in storageOffsets {
      if hasControl(key) { found.append((offset, key, "key")) }
      switch storage[key] {
      case .state(let owner) where hasControl(owner): found.append((offset, owner, "state owner"))
      case .model(let object) where hasControl(object),
        .published(let object) where hasControl(object):
        found.append((offset, object, "object name"))
      default: break
      }
    }
    return found.sorted { $0.offset < $1.offset }.map { item in
      if hasEdgeSpace(item.name) {
        return file.draft(
          .error,
          "\(item.what) '\(shown(item.name))' begins or ends with white space; a name has none at its ends",
          id: .nameWithEdgeSpace,
          at: item.offset)
      }
      if endsWithColon(item.name), !isTooLong(item.name), !self.hasControl(item.name) {
        var bare = Substring(item.name)
        while bare.hasSuffix(":") { bare.removeLast() }
        // A fix-it only where the name is written as it is, bare: a quoted
        // or escaped spelling keeps its own syntax, which the student edits.
        let written =
          file.bytes.indices.contains(item.offset + item.name.utf8.count - 1)
          && file.bytes[item.offset..<(item.offset + item.name.utf8.count)]
            .elementsEqual(item.name.utf8)
        let fixable = written && !bare.isEmpty
        return file.draft(
          .error,
          "\(item.what) '\(item.name)' ends with ':'; no colon follows a name: write '\(bare)'",
          id: .nameEndsWithColon,
          at: item.offset, length: fixable ? item.name.utf8.count : 0,
          fixIt: fixable ? String(bare) : nil)
      }
      if isTooLong(item.name) {
        let start = String(String.UnicodeScalarView(item.name.unicodeScalars.prefix(40)))
        return file.draft(
          .error,
          "\(item.what) '\(shown(start))…' is \(item.name.unicodeScalars.count) characters long; a name holds at most \(Self.nameLimit)",
          id: .nameTooLong,
          at: item.offset)
      }
      return file.draft(
        .error,
        "\(item.what) '\(shown(item.name))' holds a control character; names are printable text on one line",
        id: .nameWithControlCharacter,
        at: item.offset)
    }
  }

  /// `name` with its control characters written as escapes.
  private func shown(_ name: String) -> String {
    name.unicodeScalars.map { scalar in
      switch scalar {
      case "\n": "\\n"
      case "\t": "\\t"
      case "\r": "\\r"
      case _ where UntrustedCharacter.contains(scalar):
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: String(scalar)
      }
    }.joined()
  }

  /// Whether `name` begins or ends with white space of any kind (a
  /// no-break or ideographic space too): such a name would start a line
  /// that looks indented, or hide what follows it.
  private func hasEdgeSpace(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, let last = name.unicodeScalars.last else {
      return false
    }
    return isWhitespace(first) || isWhitespace(last)
  }

  /// Whether `scalar` is white space: ASCII at once, the rest as Unicode says.
  private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.isWhitespace }
    return scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D)
  }

  /// Whether every word of the `.tree` text `bytes` is a plain name, so
  /// that ``nameErrors(views:storage:storageOffsets:)`` has nothing to find
  /// in it: the text is printable ASCII, tabs and line breaks, with no
  /// quote, backslash or colon, and no line longer than ``nameLimit``. The
  /// `.tree` reader's names are its bare words, byte for byte, and its
  /// quoted ones, which such text has none of. Nearly every file is such
  /// text, and one pass over its bytes costs less than looking at its names.
  static func holdsOnlyPlainWords(_ bytes: [UInt8]) -> Bool {
    let table = plainWordBytes
    return table.withUnsafeBufferPointer { table in
      bytes.withUnsafeBufferPointer { bytes in
        scan(bytes, table)
      }
    }
  }

  /// ``holdsOnlyPlainWords(_:)`` over `bytes`, with the table at hand.
  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, _ table: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var lineLength = 0
    for byte in bytes {
      switch table[Int(byte)] {
      case 0:
        lineLength += 1
        if lineLength > nameLimit { return false }
      case 1: lineLength = 0
      default: return false
      }
    }
    return true
  }

  /// For each byte, 0 where a plain word's line may hold it, 1 for a line
  /// break, 2 for any other: a look in a table costs less than the ranges.
  private static let plainWordBytes: [UInt8] = (0...255).map { byte in
    switch byte {
    case 0x0A: 1
    case 0x09, 0x0D: 0
    case Int(UInt8(ascii: "\"")), Int(UInt8(ascii: "\\")), Int(UInt8(ascii: ":")): 2
    case 0x20...0x7E: 0
    default: 2
    }
  }

  /// Whether `name` is more than a colon and ends with one.
  private func endsWithColon(_ name: String) -> Bool {
    name.utf8.count > 1 && name.utf8.last == UInt8(ascii: ":")
  }

  /// Whether `name` is plain: printable ASCII within the limit, with no
  /// space at either end and no colon at its end. Nearly every name is, and
  /// needs no other look.
  private func isPlain(_ name: String) -> Bool {
    return name.withBytes { utf8 in
      guard let first = utf8.first, let last = utf8.last, utf8.count <= Self.nameLimit,
        first != 0x20, last != 0x20, last != UInt8(ascii: ":") || utf8.count == 1
      else { return false }
      return utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
  }

  private func isTooLong(_ name: String) -> Bool {
    name.utf8.count > Self.nameLimit && name.unicodeScalars.count > Self.nameLimit
  }

  private func hasControl(_ name: String) -> Bool {
    UntrustedCharacter.any(in: name)
  }
}
