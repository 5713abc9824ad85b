import GraderModel
import GraderReaders

/// Reads a scenario fixture: header fields, then `--- section` blocks.
///
/// ```
/// title: A reader deep in the tree
/// points: 3
///
/// --- task
/// …
/// --- expected
/// scale-changed: textScale changed | recomputed … | skipped …
/// ```
///
/// Every problem is reported at its line, and reading goes on, so one run
/// lists all of a fixture's problems.
package enum ScenarioParser {
  /// The header fields a fixture may have; `title` and `points` are required.
  /// `accept` may be given more than once.
  static let fields = [
    "title", "points", "id", "formerly", "formerly-digest", "scoring", "visibility", "judging",
    "accept", "warns",
    "warns-digest", "shape", "shape-digest",
  ]
  /// The sections a fixture may have, in the order `grader` writes them. A
  /// fixture has `expected` or, in a student release, `digests` (or neither,
  /// for a scenario the instructor judges); a release has no `reference`.
  static let sectionNames = [
    "task", "why", "source", "script", "expected", "digests", "reference",
  ]

  /// Parses the fixture `file` of the lesson `lesson`.
  ///
  /// - Parameters:
  ///   - file: The fixture.
  ///   - lesson: The lesson folder's name.
  ///   - recording: Whether the expected rows are about to be rewritten, so
  ///     that they are neither read nor checked.
  ///   - leanViews: For a fixture whose body an earlier check read cleanly
  ///     (see ``LessonCache``), its scenario's views: only the header is
  ///     read, up to the first section, and a problem there gives no
  ///     scenario and no diagnostic, for a full read to report.
  /// - Returns: The scenario, or `nil` when the fixture has errors; and the
  ///   diagnostics.
  package static func parse(
    _ file: SourceFile, lesson: String, recording: Bool = false, leanViews: [String]? = nil
  ) -> (scenario: Scenario?, diagnostics: [Diagnostic]) {
    if let error = file.encodingError() { return (nil, [error]) }
    var diagnostics: [Diagnostic] = []
    var values: [String: (text: String, line: Int)] = [:]
    var accepts: [(text: String, line: Int)] = []
    var warns: [(text: String, line: Int)] = []
    var sections: [String: Range<Int>] = [:]
    var open: (name: String, start: Int)?
    var inBody = false
    let lineCount = file.lineStarts.count
    func close(at end: Int) {
      if let current = open { sections[current.name] = current.start..<end }
    }
    for index in 0..<lineCount {
      // A section's lines, most of the file, are only looked at for the
      // dashes that end the section: as bytes, made text only if they start so.
      let bytes = file.byteRange(ofLine: index + 1)
      let dashes =
        bytes.count >= 3 && file.bytes[bytes.lowerBound] == UInt8(ascii: "-")
        && file.bytes[bytes.lowerBound + 1] == UInt8(ascii: "-")
        && file.bytes[bytes.lowerBound + 2] == UInt8(ascii: "-")
      if inBody && !dashes { continue }
      let text = file.text(ofLine: index + 1)
      let offset = file.lineStarts[index]
      if dashes && (text.hasPrefix("--- ") || text == "---") {
        // The header ends at the first section.
        if leanViews != nil { break }
        close(at: index)
        let name = String(text.dropFirst(3)).trimmingBlanks()
        open = nil
        if !sectionNames.contains(name) {
          diagnostics.append(
            file.diagnostic(
              .error,
              "unknown section '\(name)'; a scenario has the sections \(quotedList(sectionNames))",
              id: .unknownSection,
              at: offset, notes: suggestion(name, among: sectionNames, file: file, at: offset)))
        } else if sections[name] != nil {
          diagnostics.append(
            file.diagnostic(
              .error, "section '\(name)' is given twice", id: .sectionGivenTwice,
              at: offset))
        } else {
          open = (name, index + 1)
        }
        inBody = true
        continue
      }
      if inBody { continue }
      let trimmed = text.trimmingBlanks()
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      // An ASCII line's colon is found as a byte; in other text a mark
      // after it, or a prepended character before it, joins it to another
      // character, so there it is looked for as a character.
      let ascii = ByteScan.isASCII(trimmed)
      guard
        let colon = ascii
          ? trimmed.utf8.firstIndex(of: UInt8(ascii: ":")) : trimmed.firstIndex(of: ":")
      else {
        diagnostics.append(
          file.diagnostic(
            .error, "expected a field such as 'title: …' or a section such as '--- task'",
            id: .notAFieldOrSection,
            at: offset))
        continue
      }
      let name = String(trimmed[..<colon]).trimmingBlanks()
      let value = String(trimmed[trimmed.index(after: colon)...]).trimmingBlanks()
      if !fields.contains(name) {
        diagnostics.append(
          file.diagnostic(
            .error, "unknown field '\(name)'; a scenario has the fields \(quotedList(fields))",
            id: .unknownField,
            at: offset, notes: suggestion(name, among: fields, file: file, at: offset)))
      } else if name == "accept" {
        accepts.append((value, index))
      } else if name == "warns" {
        warns.append((value, index))
      } else if values[name] != nil {
        diagnostics.append(
          file.diagnostic(
            .error, "field '\(name)' is given twice", id: .fieldGivenTwice, at: offset))
      } else {
        values[name] = (value, index)
      }
    }
    close(at: lineCount)
    var builder = ScenarioBuilder(
      file: file, lesson: lesson, values: values, accepts: accepts, warns: warns,
      sections: sections,
      diagnostics: diagnostics, recording: recording)
    if let leanViews { return (builder.lean(views: leanViews), []) }
    let scenario = builder.build()
    return (builder.diagnostics.hasErrors ? nil : scenario, builder.diagnostics)
  }

  static func quotedList(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }

  /// The zero-based lines among `range` of `file` that hold a `change`, in order:
  /// the i-th is where the script's i-th change was written.
  static func changeLines(of file: SourceFile, in range: Range<Int>) -> [Int] {
    // A line whose first word is 'change', as the script's reader takes it:
    // not 'changed', and not 'change' with a mark on its 'e'.
    range.filter {
      let line = file.bytes[file.byteRange(ofLine: $0 + 1)]
      let start = line.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? line.endIndex
      return line[start...].prefix { $0 != 0x20 && $0 != 0x09 }.elementsEqual("change".utf8)
    }
  }

  /// `'a', 'b' or 'c'`.
  static func choices(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }

  static func suggestion(_ name: String, among names: [String], file: SourceFile, at offset: Int)
    -> [Diagnostic]
  {
    guard let guess = Suggestion.closest(to: name, among: names) else { return [] }
    return [
      file.diagnostic(.note, "did you mean '\(guess)'?", id: .lessonDidYouMean, at: offset)
    ]
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  func trimmingBlanks() -> String {
    // ASCII text, nearly every line of a course, is trimmed byte by byte;
    // other text by characters, where a blank may begin a character.
    let bytes = utf8
    if ByteScan.isASCII(self) {
      var start = bytes.startIndex
      var end = bytes.endIndex
      while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
        bytes.formIndex(after: &start)
      }
      while start < end {
        let before = bytes.index(before: end)
        guard bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") else {
          break
        }
        end = before
      }
      return start == bytes.startIndex && end == bytes.endIndex ? self : String(self[start..<end])
    }
    var slice = self[...]
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }
}
