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
    let parsed = ScenarioParser.parse(file, lesson: lesson, recording: true)
    guard let scenario = parsed.scenario, let range = scenario.sections["expected"] else {
      return (nil, parsed.diagnostics)
    }
    let lines = (1...file.lineStarts.count).map { file.text(ofLine: $0) }
    var rows = scenario.referenceOutput.flatMap(\.lines)
    // Keep one blank line before the next section, as written by hand.
    if range.upperBound < lines.count { rows.append("") }
    let kept = lines[..<range.lowerBound] + rows + lines[range.upperBound...]
    let lineBreak = file.bytes.contains(0x0D) ? "\r\n" : "\n"
    var text = kept.joined(separator: lineBreak)
    if file.bytes.last == 0x0A, !text.hasSuffix("\n") { text += lineBreak }
    return (text, parsed.diagnostics)
  }
}
