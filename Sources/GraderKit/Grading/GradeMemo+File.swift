import GraderReaders

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The memo's file: its header, then a line a scenario, in order of ids,
/// of ten fields between tabs: the full id, the fixture's key, the grade's
/// key, the verdict, the hundredths of points earned, flags (`r` a reason
/// follows, `u` unreadable, `w` withheld, or `-`), the reason, and the
/// three parts of the text printed under the scenario. A backslash, a tab,
/// a line feed and a carriage return in a text are written `\\`, `\t`,
/// `\n` and `\r`.
extension GradeMemo {
  /// The memo kept at `path` in the course folder `root`, for a report
  /// under `settings`: empty when the file is missing, unreadable, a link,
  /// too large, or written by another build of the grader; a line it
  /// cannot read, or whose text holds a control character other than a
  /// line feed, a tab or a color, is skipped.
  package static func load(from path: String, course root: String, settings: String) -> GradeMemo {
    var memo = GradeMemo(settings: settings)
    var status = stat()
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    guard let header, lstat(folder.isEmpty ? "." : folder, &status) == 0,
      status.st_mode & S_IFMT == S_IFDIR,
      let realRoot = SafeDirectory.resolved(root.isEmpty ? "." : root),
      let bytes = try? FileLoader.contents(
        at: path, limit: sizeLimit, confinedTo: realRoot, followsLinks: false
      ).bytes
    else { return memo }
    bytes.withUnsafeBufferPointer { buffer in
      let lines = ByteScan.fields(of: buffer, in: 0..<buffer.count, separatedBy: 0x0A)
      guard let first = lines.first, buffer[first].elementsEqual(header.utf8) else { return }
      for line in lines.dropFirst() {
        guard let (id, entry) = Self.entry(buffer, line) else { continue }
        memo.entries[id] = entry
      }
    }
    return memo
  }

  /// The entry the line `line` of `buffer` holds, with its scenario's full id.
  private static func entry(_ buffer: UnsafeBufferPointer<UInt8>, _ line: Range<Int>)
    -> (String, Entry)?
  {
    let fields = ByteScan.fields(of: buffer, in: line, separatedBy: 0x09)
    guard fields.count == 10, let fixture = CacheKey.number(buffer[fields[1]]),
      let key = CacheKey.number(buffer[fields[2]]),
      let verdict = Verdict(rawValue: String(decoding: buffer[fields[3]], as: UTF8.self)),
      let hundredths = Int(String(decoding: buffer[fields[4]], as: UTF8.self)),
      let reason = text(buffer[fields[6]]), let head = text(buffer[fields[7]]),
      let why = text(buffer[fields[8]]), let tail = text(buffer[fields[9]])
    else { return nil }
    let flags = buffer[fields[5]]
    let id = String(decoding: buffer[fields[0]], as: UTF8.self)
    return (
      id,
      Entry(
        fixture: fixture, key: key, verdict: verdict,
        reason: flags.contains(UInt8(ascii: "r")) ? reason : nil,
        unreadable: flags.contains(UInt8(ascii: "u")), withheld: flags.contains(UInt8(ascii: "w")),
        recalled: ScenarioResult.Recalled(
          score: Points(hundredths: hundredths),
          details: TextReport.Details(head: head, why: why, tail: tail)))
    )
  }

  /// The text a field holds, its escapes undone; `nil` when an escape is
  /// unknown, or the text holds a control character other than a line
  /// feed, a tab or a color (`ESC [ digits and semicolons m`): no carriage
  /// return to write over a line, no sequence to move the cursor.
  private static func text(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(field.count)
    var index = field.startIndex
    while index < field.endIndex {
      let byte = field[index]
      index += 1
      guard byte == UInt8(ascii: "\\") else {
        bytes.append(byte)
        continue
      }
      guard index < field.endIndex else { return nil }
      switch field[index] {
      case UInt8(ascii: "\\"): bytes.append(0x5C)
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      default: return nil
      }
      index += 1
    }
    guard isPrintable(bytes) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `bytes` hold no control character but line feeds, tabs and colors.
  static func isPrintable(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte >= 0x20 && byte != 0x7F || byte == 0x0A || byte == 0x09 { continue }
      // A color: ESC, '[', digits and semicolons, 'm'.
      guard byte == 0x1B, index < bytes.count, bytes[index] == UInt8(ascii: "[") else {
        return false
      }
      index += 1
      while index < bytes.count,
        bytes[index] == UInt8(ascii: ";")
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
      {
        index += 1
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "m") else { return false }
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
      var flags = (entry.reason == nil ? "" : "r") + (entry.unreadable ? "u" : "")
      flags += entry.withheld ? "w" : ""
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
        for byte in text.utf8 {
          switch byte {
          case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
          case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
          case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
          case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
          default: bytes.append(byte)
          }
        }
      }
      bytes.append(0x0A)
    }
    return bytes
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
