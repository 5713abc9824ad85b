import GraderModel
import GraderReaders

/// Rewrites a scenario's expected rows from its reference description.
///
/// Instructors edit a scenario's reference or script, record, and review the
/// change to the expected rows as a diff.
package enum Recorder {
  /// The fixture's text with its `expected` section replaced by what the
  /// script prints over the reference.
  ///
  /// - Parameters:
  ///   - file: The fixture.
  ///   - lesson: Its lesson folder's name.
  /// - Returns: The new text, or `nil` when the fixture has errors; and the diagnostics.
  package static func record(_ file: SourceFile, lesson: String) -> (
    text: String?, diagnostics: [Diagnostic]
  ) {
    let recording = self.recording(file, lesson: lesson)
    return (recording.text, recording.diagnostics)
  }

  /// What recording `file` would do: the new text, and the expected rows before and after.
  package static func recording(_ file: SourceFile, lesson: String) -> Recording {
    let parsed = ScenarioParser.parse(file, lesson: lesson, recording: true)
    guard let scenario = parsed.scenario, let range = scenario.sections["expected"],
      scenario.reference != nil
    else {
      var diagnostics = parsed.diagnostics
      if parsed.scenario != nil {
        diagnostics.append(
          file.diagnostic(
            .error, "has no '--- expected' and '--- reference' to record: is it a student release?",
            at: 0))
      }
      return Recording(text: nil, before: [], after: [], diagnostics: diagnostics)
    }
    let lines = (1...file.lineStarts.count).map { file.text(ofLine: $0) }
    let before = lines[range].map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    let after = scenario.referenceOutput.flatMap(\.lines)
    var rows = after
    // Keep one blank line before the next section, as written by hand.
    if range.upperBound < lines.count { rows.append("") }
    let kept = lines[..<range.lowerBound] + rows + lines[range.upperBound...]
    let lineBreak = file.bytes.contains(0x0D) ? "\r\n" : "\n"
    var text = kept.joined(separator: lineBreak)
    if file.bytes.last == 0x0A, !text.hasSuffix("\n") { text += lineBreak }
    return Recording(text: text, before: before, after: after, diagnostics: parsed.diagnostics)
  }

  /// What recording one fixture does.
  package struct Recording: Sendable {
    /// The fixture's new text, or `nil` when it cannot be recorded.
    package var text: String?
    /// The expected lines as they are, without blank lines.
    package var before: [String]
    /// The expected lines the reference prints.
    package var after: [String]
    /// Problems with the fixture.
    package var diagnostics: [Diagnostic]

    /// Whether the expected lines change.
    package var changes: Bool { text != nil && before != after }

    /// The change as `-` and `+` lines, position by position, each line indented by `indent`.
    package func diff(indent: String = "  ") -> String {
      var text = ""
      var removed: [String] = []
      var added: [String] = []
      func flush() {
        for line in removed { text += indent + "- " + line + "\n" }
        for line in added { text += indent + "+ " + line + "\n" }
        removed = []
        added = []
      }
      for index in 0..<max(before.count, after.count) {
        let old = index < before.count ? before[index] : nil
        let new = index < after.count ? after[index] : nil
        if old == new {
          flush()
          continue
        }
        if let old { removed.append(old) }
        if let new { added.append(new) }
      }
      flush()
      return text
    }
  }
}
