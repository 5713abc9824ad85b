import GraderReaders

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The memo's file: its header, then a line a scenario, in order of ids,
/// of ten fields between tabs: the full id, the fixture's key, the grade's
/// key, the verdict, the hundredths of points earned, flags (`r` a reason
/// follows, `u` unreadable, or `-`), the reason, and the
/// three parts of the text printed under the scenario. A backslash, a tab,
/// a line feed and a carriage return in a text are written `\\`, `\t`,
/// `\n` and `\r`.
extension GradeMemo {
  /// The memo kept at `path` in the course folder `root`, of the grades
  /// `renderer` prints: empty when the file is missing, unreadable, a link,
  /// too large, or written by another build of the grader; a line it
  /// cannot read is skipped, and so is one whose text is not UTF-8 or holds
  /// a character a terminal shows escaped (see ``Escape/terminal(_:)``)
  /// other than a line feed, a tab, and in a colored report a color.
  package static func load(from path: String, course root: String, for renderer: TextReport)
    -> GradeMemo
  {
    var memo = GradeMemo(for: renderer)
    // Colors only in a colored report's text.
    let colors = renderer.color
    guard let header,
      let bytes = LastVerdicts.keptBytes(at: path, course: root, limit: sizeLimit)
    else { return memo }
    bytes.withUnsafeBufferPointer { buffer in
      let lines = ByteScan.fields(of: buffer, in: 0..<buffer.count, separatedBy: 0x0A)
      guard let first = lines.first, buffer[first].elementsEqual(header.utf8) else { return }
      for line in lines.dropFirst() {
        guard let (id, entry) = Self.entry(buffer, line, colors: colors) else { continue }
        memo.entries[id] = entry
      }
    }
    return memo
  }

  /// The entry the line `line` of `buffer` holds, with its scenario's full id.
  private static func entry(
    _ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, colors: Bool
  ) -> (String, Entry)? {
    let fields = ByteScan.fields(of: buffer, in: line, separatedBy: 0x09)
    guard fields.count == 10, let fixture = CacheKey.number(buffer[fields[1]]),
      let key = CacheKey.number(buffer[fields[2]]),
      let verdict = Verdict(rawValue: String(decoding: buffer[fields[3]], as: UTF8.self)),
      let hundredths = Int(String(decoding: buffer[fields[4]], as: UTF8.self)),
      let reason = text(buffer[fields[6]], colors: false),
      let head = text(buffer[fields[7]], colors: colors),
      let why = text(buffer[fields[8]], colors: colors),
      let tail = text(buffer[fields[9]], colors: colors)
    else { return nil }
    let flags = buffer[fields[5]]
    let id = String(decoding: buffer[fields[0]], as: UTF8.self)
    return (
      id,
      Entry(
        fixture: fixture, key: key, verdict: verdict,
        reason: flags.contains(UInt8(ascii: "r")) ? reason : nil,
        unreadable: flags.contains(UInt8(ascii: "u")),
        recalled: ScenarioResult.Recalled(
          score: Points(hundredths: hundredths),
          details: TextReport.Details(head: head, why: why, tail: tail)))
    )
  }

  /// The text a field holds, its escapes undone; `nil` when an escape is
  /// unknown, the text is not UTF-8, or it holds a character a terminal
  /// shows escaped other than a line feed, a tab and, with `colors`, a
  /// color (`ESC [ digits and semicolons m`): no carriage return to write
  /// over a line, no sequence to move the cursor, no bidirectional override.
  private static func text(_ field: Slice<UnsafeBufferPointer<UInt8>>, colors: Bool) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(field.count)
    var index = field.startIndex
    var run = index
    while index < field.endIndex {
      guard field[index] == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      // The run before the backslash, whole; then what it stands for.
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: field.base[run..<index]))
      index += 1
      guard index < field.endIndex else { return nil }
      switch field[index] {
      case UInt8(ascii: "\\"): bytes.append(0x5C)
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      default: return nil
      }
      index += 1
      run = index
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: field.base[run..<index]))
    guard isPrintable(bytes, colors: colors) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    // Not repaired: bytes that are not UTF-8 are no text.
    let same = text.utf8.withContiguousStorageIfAvailable { decoded in
      decoded.count == bytes.count
        && bytes.withUnsafeBufferPointer {
          decoded.count == 0 || memcmp(decoded.baseAddress!, $0.baseAddress!, decoded.count) == 0
        }
    }
    guard same ?? text.utf8.elementsEqual(bytes), !holdsUntrustedScalar(bytes) else {
      return nil
    }
    return text
  }

  /// Whether the UTF-8 `bytes` hold a character beyond ASCII that a
  /// terminal shows escaped (see ``UntrustedCharacter``), decoded a
  /// scalar at a time where a byte is not ASCII.
  private static func holdsUntrustedScalar(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      guard lead >= 0x80 else {
        index += 1
        continue
      }
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      guard index + length <= bytes.count else { return true }
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
      guard let scalar = Unicode.Scalar(value), !UntrustedCharacter.contains(scalar) else {
        return true
      }
      index += length
    }
    return false
  }

  /// The codes of the colors a report paints with: reset, bold, dim, and
  /// the foreground colors it uses. Blinking, hidden or reversed text is
  /// no report's.
  private static let paintCodes: Set<Int> = [0, 1, 2, 30, 31, 32, 33, 35, 36]

  /// Whether `bytes` hold no ASCII control character but line feeds, tabs
  /// and, with `colors`, colors.
  static func isPrintable(_ bytes: [UInt8], colors: Bool) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte >= 0x20 && byte != 0x7F || byte == 0x0A || byte == 0x09 { continue }
      // A color the report paints with: ESC, '[', codes between
      // semicolons, 'm'.
      guard colors, byte == 0x1B, index < bytes.count, bytes[index] == UInt8(ascii: "[") else {
        return false
      }
      index += 1
      var code = 0
      var digits = 0
      while index < bytes.count, bytes[index] != UInt8(ascii: "m") {
        switch bytes[index] {
        case UInt8(ascii: "0")...UInt8(ascii: "9") where digits < 2:
          code = code * 10 + Int(bytes[index] - 0x30)
          digits += 1
        case UInt8(ascii: ";") where digits > 0 && paintCodes.contains(code):
          code = 0
          digits = 0
        default: return false
        }
        index += 1
      }
      guard index < bytes.count, digits > 0, paintCodes.contains(code) else { return false }
      index += 1
    }
    return true
  }

  /// The memo as its file holds it; `nil` when this build cannot be told
  /// from another.
  var bytes: [UInt8]? {
    guard let header = Self.header else { return nil }
    var bytes = Array(header.utf8)
    bytes.append(0x0A)
    for id in entries.keys.sorted() {
      let entry = entries[id]!
      let flags = (entry.reason == nil ? "" : "r") + (entry.unreadable ? "u" : "")
      let details = entry.recalled.details
      let fields = [
        id, CacheKey.hexadecimal(entry.fixture), CacheKey.hexadecimal(entry.key),
        entry.verdict.rawValue, String(entry.recalled.score.hundredths),
        flags.isEmpty ? "-" : flags,
      ]
      // An id is a lesson's folder and a scenario's id, which hold neither.
      guard !id.utf8.contains(where: { $0 < 0x20 }) else { continue }
      for (position, field) in fields.enumerated() {
        if position > 0 { bytes.append(0x09) }
        bytes.append(contentsOf: field.utf8)
      }
      for text in [entry.reason ?? "", details.head, details.why, details.tail] {
        bytes.append(0x09)
        Self.appendEscaped(text, to: &bytes)
      }
      bytes.append(0x0A)
    }
    return bytes
  }

  /// Appends `text` to `bytes` with its backslashes, tabs, line feeds and
  /// carriage returns escaped, the runs between them copied whole.
  private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { buffer in
      var start = 0
      for index in 0..<buffer.count {
        let escape: UInt8
        switch buffer[index] {
        case 0x5C: escape = 0x5C
        case 0x0A: escape = UInt8(ascii: "n")
        case 0x09: escape = UInt8(ascii: "t")
        case 0x0D: escape = UInt8(ascii: "r")
        default: continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<index]))
        bytes.append(0x5C)
        bytes.append(escape)
        start = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
    }
  }

  /// Writes the memo to `path` when it differs from `kept`, and is not
  /// larger than a memo may be; a memo that cannot be written is left
  /// unwritten, and the next check grades every scenario.
  package func save(to path: String, unless kept: GradeMemo) {
    guard entries != kept.entries, let bytes, bytes.count <= Self.sizeLimit else { return }
    // Never through a link: a '.grader' that is one is left alone.
    do {
      try LastVerdicts.prepareFolder(of: path)
      try AtomicFile.write(bytes, to: path)
    } catch {}
  }
}
