import GraderModel
import GraderReaders

/// Whether a scenario's task asks rather than tells: a task says what the
/// screen is and which question to answer, and leaves which views run, and
/// what to write on which view, to the student (and to `--- why`, shown
/// once they have tried).
package enum TaskWording {
  /// Words that state what a view's body does in a change.
  static let outcomeWords: Set<Substring> = [
    "run", "runs", "running", "rerun", "reruns", "re-run", "re-runs", "recompute", "recomputes",
    "recomputed", "skip", "skips", "skipped", "invalidate", "invalidates", "invalidated",
    "re-render", "re-renders", "rerender", "rerenders", "redraw", "redraws", "redrawn",
  ]
  /// The clauses of a view's line, which a quoted span of the task may spell out.
  static let clauseWords: Set<Substring> = ["reads", "takes", "holds", "places", "derives"]

  /// A warning for each sentence of the task that is not a question and
  /// names a view of the reference beside a word of what it does (`runs`,
  /// `skipped`), and for each quoted clause (`'takes entryText'`) that
  /// names one of the reference's own keys or objects.
  package static func problems(_ scenario: Scenario, tree: ViewTree) -> [Diagnostic] {
    guard let lines = scenario.sections["task"] else { return [] }
    let file = scenario.file
    let views = Set(tree.nodes.map(\.name))
    var names = Set(tree.storage.keys)
    for node in tree.nodes {
      names.formUnion(node.reads)
      names.formUnion(node.takes)
      names.formUnion(node.holds)
    }
    var problems: [Diagnostic] = []
    for sentence in sentences(file: file, lines: lines) {
      let words = sentence.text.split(whereSeparator: { !isWordCharacter($0) })
      let at = file.lineStarts[sentence.line]
      if !sentence.text.hasSuffix("?"),
        let view = words.first(where: { views.contains(String($0)) }),
        let outcome = words.first(where: { outcomeWords.contains(Substring($0.lowercased())) })
      {
        problems.append(
          file.diagnostic(
            .warning,
            "the task tells what \(view) does ('\(outcome)'); a task asks, and the reasoning goes in '--- why', shown once the student has tried",
            id: .taskTellsOutcome, at: at))
      }
      for quoted in quotedSpans(sentence.text) {
        let parts = quoted.split(separator: " ")
        guard let first = parts.first, clauseWords.contains(first),
          parts.dropFirst().contains(where: { names.contains(String($0)) })
        else { continue }
        problems.append(
          file.diagnostic(
            .warning,
            "the task says what to write ('\(quoted)') with the scenario's own names; introduce syntax with an example from another screen",
            id: .taskTellsWhatToWrite, at: at))
      }
    }
    return problems
  }

  /// The task's sentences, each with the zero-based line it starts on: text
  /// between `.`, `?` or `!` followed by a space or a line's end, and blank lines.
  static func sentences(file: SourceFile, lines: Range<Int>) -> [(text: String, line: Int)] {
    var result: [(text: String, line: Int)] = []
    var current = ""
    var start = lines.lowerBound
    func flush() {
      let text = current.trimmingBlanks()
      if !text.isEmpty { result.append((text, start)) }
      current = ""
    }
    for line in lines {
      let text = file.text(ofLine: line + 1)
      if text.trimmingBlanks().isEmpty {
        flush()
        continue
      }
      if current.isEmpty { start = line }
      var previous: Character = " "
      for character in text + " " {
        if previous == "." || previous == "?" || previous == "!", character == " " {
          flush()
          start = line
        } else if !(current.isEmpty && character == " ") {
          current.append(character)
        }
        previous = character
      }
    }
    flush()
    return result
  }

  /// The spans of `text` between single quotes or backquotes: a quote
  /// opens after a character that is no letter or digit, and closes before
  /// one, so that an apostrophe (`row's`) is neither.
  static func quotedSpans(_ text: String) -> [String] {
    let characters = Array(text)
    var spans: [String] = []
    var open: (quote: Character, at: Int)?
    for (index, character) in characters.enumerated() where character == "'" || character == "`" {
      let before = index > 0 ? characters[index - 1] : " "
      let after = index + 1 < characters.count ? characters[index + 1] : " "
      if let current = open, current.quote == character, !after.isLetter, !after.isNumber {
        spans.append(String(characters[(current.at + 1)..<index]))
        open = nil
      } else if open == nil, !before.isLetter, !before.isNumber {
        open = (character, index)
      }
    }
    return spans
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "-"
  }
}
