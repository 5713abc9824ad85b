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
    var starts = [0]
    for (offset, byte) in self.bytes.enumerated() where byte == 0x0A {
      starts.append(offset + 1)
    }
    self.lineStarts = starts
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
    let line = line(at: offset)
    let start = lineStarts[line - 1]
    let clamped = min(max(offset, start), bytes.count)
    let prefix = String(decoding: bytes[start..<clamped], as: UTF8.self)
    return SourceLocation(path: path, line: line, column: prefix.count + 1)
  }

  /// The text of the one-based `line`, without its line break.
  public func text(ofLine line: Int) -> String {
    guard line >= 1, line <= lineStarts.count else { return "" }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
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
    _ severity: Diagnostic.Severity, _ message: String, at offset: Int, length: Int = 0,
    notes: [Diagnostic] = [], fixIt: String? = nil
  ) -> Diagnostic {
    let location = location(at: offset)
    let (line, shift) = Self.displayed(text(ofLine: location.line), column: location.column)
    return Diagnostic(
      severity: severity, message: message, location: location, sourceLine: line,
      sourceLineShift: shift, length: length, notes: notes, fixIt: fixIt)
  }

  /// How wide a quoted source line may be.
  static let displayWidth = 160

  /// A source line as a diagnostic quotes it: control characters shown as
  /// `\u{FFFD}`, and a long line cut to a window around `column`.
  ///
  /// - Returns: The text, and how many characters were cut from its front.
  static func displayed(_ line: String, column: Int) -> (String, Int) {
    var characters = line.map { character -> Character in
      guard character != "\t", let scalar = character.unicodeScalars.first else { return character }
      let value = scalar.value
      return value < 0x20 || (value >= 0x7F && value < 0xA0) ? "\u{FFFD}" : character
    }
    var shift = 0
    if characters.count > displayWidth {
      shift = max(0, min(column - 1 - displayWidth / 2, characters.count - displayWidth))
      let end = min(characters.count, shift + displayWidth)
      characters = Array(characters[shift..<end])
      if shift > 0 {
        characters[0] = "…"
      }
      if end < line.count { characters[characters.count - 1] = "…" }
    }
    return (String(characters), shift)
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
