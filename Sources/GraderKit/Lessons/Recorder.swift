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
            id: .nothingToRecord,
            at: 0))
      }
      return Recording(text: nil, before: [], after: [], diagnostics: diagnostics)
    }
    let lines = (1...file.lineStarts.count).map { file.text(ofLine: $0) }
    // The `warns:` header lines are recorded too, from the reference's warnings.
    let header = scenario.sections.values.map { $0.lowerBound - 1 }.min() ?? 0
    let warnLines = (0..<header).filter { lines[$0].trimmingBlanks().hasPrefix("warns:") }
    let oldWarnings = warnLines.map { lines[$0].trimmingBlanks() }
    let warnings = (scenario.reference?.screens.first?.tree.modelWarnings ?? []).map {
      "warns: \($0)"
    }
    let before = oldWarnings + lines[range].map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
    let after = warnings + scenario.referenceOutput.flatMap(\.lines)
    var rows = scenario.referenceOutput.flatMap(\.lines)
    // Keep one blank line before the next section, as written by hand.
    if range.upperBound < lines.count { rows.append("") }
    var head = Array(lines[..<range.lowerBound])
    for index in warnLines.reversed() { head.remove(at: index) }
    if !warnings.isEmpty {
      // After the last header field, before the blank line that ends the header.
      var at = min(header - warnLines.count, head.count)
      while at > 0, head[at - 1].trimmingBlanks().isEmpty { at -= 1 }
      head.insert(contentsOf: warnings, at: at)
    }
    let kept = head + rows + lines[range.upperBound...]
    let lineBreak = file.bytes.contains(0x0D) ? "\r\n" : "\n"
    var text = kept.joined(separator: lineBreak)
    if file.bytes.last == 0x0A, !text.hasSuffix("\n") { text += lineBreak }
    if text.utf8.count > LessonCatalog.fixtureLimit {
      // Written, it would be a fixture that every command refuses.
      return Recording(
        text: nil, before: before, after: after,
        diagnostics: parsed.diagnostics + [
          file.diagnostic(
            .error,
            "recording would make this fixture \(text.utf8.count) bytes, over the \(LessonCatalog.fixtureLimit) bytes a scenario may hold; shorten the script or the reference",
            id: .recordingTooLarge,
            at: 0)
        ])
    }
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

    /// The change as `-` and `+` lines, each indented by `indent`: a
    /// longest-common-subsequence diff, or position by position when the
    /// sections are too long for one (past a million line pairs).
    package func diff(indent: String = "  ") -> String {
      var text = ""
      for (mark, line) in Self.edits(before, after) where mark != " " {
        text += indent + String(mark) + " " + line + "\n"
      }
      return text
    }

    /// The lines of `old` and `new` marked `-`, `+` or ` ` (kept).
    static func edits(_ old: [String], _ new: [String]) -> [(Character, String)] {
      guard old.count * new.count <= 1_000_000 else {
        var result: [(Character, String)] = []
        for index in 0..<max(old.count, new.count) {
          let before = index < old.count ? old[index] : nil
          let after = index < new.count ? new[index] : nil
          if before == after, let before {
            result.append((" ", before))
          } else {
            if let before { result.append(("-", before)) }
            if let after { result.append(("+", after)) }
          }
        }
        return result
      }
      // common[i][j]: the longest common subsequence of old[i...] and new[j...].
      var common = Array(
        repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
      for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
          common[i][j] =
            old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
      }
      var result: [(Character, String)] = []
      var (i, j) = (0, 0)
      while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
          result.append((" ", old[i]))
          i += 1
          j += 1
        } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
          result.append(("-", old[i]))
          i += 1
        } else {
          result.append(("+", new[j]))
          j += 1
        }
      }
      return result
    }
  }
}
