import GraderModel

/// The text of one description, with the line table that turns byte offsets
/// into the lines and columns a diagnostic shows.
///
/// A leading byte-order mark is dropped. Columns count characters, so a line
/// holding `é` or an emoji still puts the caret under the right spot.
public struct SourceFile: Sendable {
  /// The path diagnostics show, as the user gave it.
  public let path: String
  /// The file's bytes, without a byte-order mark.
  public let bytes: [UInt8]
  /// The offset at which each line starts.
  package let lineStarts: [Int]

  /// Wraps `bytes` read from `path`.
  ///
  /// - Parameters:
  ///   - path: The path to show in diagnostics.
  ///   - bytes: The raw contents; a UTF-8 byte-order mark is dropped.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    self.lineStarts = ByteScan.lineStarts(self.bytes)
  }

  /// Wraps a string, as tests and standard input give it.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The one-based line that holds `offset`.
  public func line(at offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The location of `offset`: its line, and its column in characters.
  public func location(at offset: Int) -> SourceLocation {
    var layouts = LineLayouts()
    return quote(at: offset, layouts: &layouts).location
  }

  /// The text of the one-based `line`, without its line break.
  public func text(ofLine line: Int) -> String {
    String(decoding: bytes[byteRange(ofLine: line)], as: UTF8.self)
  }

  /// The bytes of the one-based `line`, without its line break.
  package func byteRange(ofLine line: Int) -> Range<Int> {
    guard line >= 1, line <= lineStarts.count else { return 0..<0 }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return start..<max(start, end)
  }

  /// A diagnostic located at `offset`, carrying the line it points into.
  ///
  /// - Parameters:
  ///   - severity: How serious it is.
  ///   - message: What is wrong, lowercase and without a trailing period.
  ///   - offset: Where it points.
  ///   - length: How many characters to underline after the caret.
  ///   - notes: Further notes.
  ///   - fixIt: Text that would replace the underlined characters.
  public func diagnostic(
    _ severity: Diagnostic.Severity, _ message: String, id: DiagnosticID, at offset: Int,
    length: Int = 0, notes: [Diagnostic] = [], fixIt: String? = nil
  ) -> Diagnostic {
    var located = resolve([
      draft(severity, message, id: id, at: offset, length: length, fixIt: fixIt)
    ])[0]
    located.notes = notes
    return located
  }

  /// How wide a quoted source line may be.
  static let displayWidth = 160
  /// The most UTF-8 bytes a quoted character may hold (the longest emoji
  /// sequences hold about 30); a longer one is quoted as its first scalar,
  /// so that a quote holds at most 160 characters of at most this many bytes.
  static let characterBytes = 40

  /// The location of `offset`, and its line as a diagnostic quotes it:
  /// control characters shown as their pictures (ESC as `␛`), other
  /// untrusted characters as `\u{FFFD}`, and a long line cut to a window
  /// around the column, with how many characters were cut from its front.
  ///
  /// A line is laid out once in `layouts`; each further quote of it costs
  /// the width of the window.
  func quote(at offset: Int, layouts: inout LineLayouts) -> (
    location: SourceLocation, line: String, shift: Int
  ) {
    let line = line(at: offset)
    let range = byteRange(ofLine: line)
    let layout = layouts.layout(of: line, in: self, range: range)
    let column = layout.column(atByte: offset - range.lowerBound)
    let count = layout.starts.count
    var shift = 0
    var end = count
    if count > Self.displayWidth {
      shift = max(0, min(column - 1 - Self.displayWidth / 2, count - Self.displayWidth))
      end = min(count, shift + Self.displayWidth)
    }
    let location = SourceLocation(path: path, line: line, column: column)
    if layout.plain {
      // Printable ASCII, as nearly every line is: a character to a byte, and
      // none to show otherwise but the ellipses at a cut.
      var quoted: [UInt8] = []
      quoted.reserveCapacity(end - shift + 6)
      var text = layout.text
      text.withUTF8 { bytes in
        for position in shift..<end {
          if (position == shift && shift > 0) || (position == end - 1 && end < count) {
            quoted.append(contentsOf: "…".utf8)
          } else {
            quoted.append(bytes[position])
          }
        }
      }
      return (location, Self.defusingCommand(String(decoding: quoted, as: UTF8.self)), shift)
    }
    // One character can hold a letter and half a million combining marks:
    // quoted whole, in each of fifty errors, it would fill a CI log.
    var characters = layout.characters(shift..<end, bytesEach: Self.characterBytes).map {
      character -> Character in
      guard character != "\t", let scalar = character.unicodeScalars.first else {
        return character
      }
      // A control character as its picture (ESC as `␛`), one column for one.
      if scalar.value < 0x20 { return Character(Unicode.Scalar(0x2400 + scalar.value)!) }
      if scalar.value == 0x7F { return "\u{2421}" }
      return UntrustedCharacter.contains(scalar) ? "\u{FFFD}" : character
    }
    if shift > 0 { characters[0] = "…" }
    if end < count { characters[characters.count - 1] = "…" }
    return (location, Self.defusingCommand(String(characters)), shift)
  }

  /// `line` with a `::` that opens it, after any white space, shown as `∶:`,
  /// one column for one: quoted in a CI log, a line of a student's file
  /// cannot then pass for a GitHub workflow command, which the runner reads
  /// after trimming the white space that starts a line.
  package static func defusingCommand(_ line: String) -> String {
    guard let first = line.firstIndex(where: { !$0.unicodeScalars.allSatisfy(isLeadingSpace) }),
      line[first...].hasPrefix("::")
    else { return line }
    return String(line[..<first]) + "\u{2236}" + String(line[line.index(after: first)...])
  }

  /// White space as GitHub's runner trims it from the start of a line, and
  /// the invisible characters some trimmers count with it.
  package static func isLeadingSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar == "\u{FEFF}" || scalar == "\u{200B}"
      || scalar == "\u{180E}"
  }
}

/// The characters of the lines that diagnostics quote, each line laid out once.
struct LineLayouts {
  /// One line's text and where each of its characters starts.
  struct Layout {
    /// The line's text.
    var text: String
    /// The UTF-8 offset in `text` at which each character starts.
    var starts: [Int]
    /// Whether `text` is printable ASCII, each byte a character of its own.
    var plain = false

    /// The one-based column of the character holding UTF-8 offset `byte`;
    /// one past the last character for an offset at or past the end.
    func column(atByte byte: Int) -> Int {
      var low = 0
      var high = starts.count
      while low < high {
        let middle = (low + high) / 2
        if starts[middle] < byte { low = middle + 1 } else { high = middle }
      }
      return low + 1
    }

    /// The characters at positions `range`, each one longer than
    /// `bytesEach` UTF-8 bytes cut to its first scalar.
    ///
    /// Each character is made from its own bytes, so a long one costs its
    /// length once, when the line was laid out, and not again here.
    func characters(_ range: Range<Int>, bytesEach: Int) -> [Character] {
      guard !range.isEmpty else { return [] }
      return text.withBytes { utf8 in
        range.map { position in
          let start = starts[position]
          let end = position + 1 < starts.count ? starts[position + 1] : utf8.count
          let long = end - start > bytesEach
          let piece = String(
            decoding: UnsafeBufferPointer(
              rebasing: utf8[start..<(long ? min(end, start + 4) : end)]), as: UTF8.self)
          if long { return piece.unicodeScalars.first.map(Character.init) ?? "\u{FFFD}" }
          return piece.first ?? "\u{FFFD}"
        }
      }
    }
  }

  private var layouts: [Int: Layout] = [:]

  /// The layout of the one-based `line` of `file`, whose bytes span `range`.
  mutating func layout(of line: Int, in file: SourceFile, range: Range<Int>) -> Layout {
    if let known = layouts[line] { return known }
    let text = String(decoding: file.bytes[range], as: UTF8.self)
    if !ByteScan.hasControlOrNonASCII(text) {
      let layout = Layout(text: text, starts: Array(0..<text.utf8.count), plain: true)
      layouts[line] = layout
      return layout
    }
    var starts: [Int] = []
    starts.reserveCapacity(range.count)
    var index = text.startIndex
    while index < text.endIndex {
      starts.append(text.utf8.distance(from: text.utf8.startIndex, to: index))
      index = text.index(after: index)
    }
    let layout = Layout(text: text, starts: starts)
    layouts[line] = layout
    return layout
  }
}

/// A place in a file: its path, line and column, all one-based.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The path as the user gave it.
  public var path: String
  /// The one-based line.
  public var line: Int
  /// The one-based column, counted in characters.
  public var column: Int

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `path:line:col`, as compilers print it.
  public var description: String { "\(path):\(line):\(column)" }
}
