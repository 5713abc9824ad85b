import GraderModel

/// Reads the concise `.tree` form.
///
/// ```
/// key textScale environment
/// ReaderScreen
///   ArticleView
///     ParagraphView reads textScale
/// change scale-changed textScale
/// count
/// ```
///
/// Every line is read on its own, so each mistake is reported. The changes
/// run after the whole tree is read, in the order they are written.
struct TreeReader {
  /// A change or a count, in the order written.
  enum Step {
    case change(label: String, key: String, keyOffset: Int)
    case count
  }

  /// The keywords that start a statement line.
  static let keywords = ["key", "change", "count"]

  let file: SourceFile
  var diagnostics: [Diagnostic] = []
  var views: [DraftView] = []
  var storage: [String: Storage] = [:]
  var storageOffsets: [String: Int] = [:]
  var steps: [Step] = []
  /// The open views by indentation, innermost last.
  var open: [(indentation: [UInt8], view: Int)] = []

  /// Reads `file` into a description.
  static func read(_ file: SourceFile) -> Description {
    var reader = TreeReader(file: file)
    var start = 0
    for lineStart in file.lineStarts.dropFirst() + [file.bytes.count + 1] {
      reader.readLine(TreeLine(file: file, range: start..<(lineStart - 1)))
      start = lineStart
    }
    return reader.finish()
  }

  private init(file: SourceFile) {
    self.file = file
  }

  mutating func error(_ message: String, at offset: Int, length: Int = 0, notes: [Diagnostic] = [])
  {
    diagnostics.append(file.diagnostic(.error, message, at: offset, length: length, notes: notes))
  }

  /// A note proposing the closest of `candidates` to `word`, if one is close.
  func suggestion(for word: TreeLine.Word, among candidates: [String]) -> [Diagnostic] {
    guard let guess = Suggestion.closest(to: word.text, among: candidates) else { return [] }
    return [
      file.diagnostic(
        .note, "did you mean '\(guess)'?", at: word.offset, length: word.text.count, fixIt: guess)
    ]
  }

  private mutating func readLine(_ line: TreeLine) {
    diagnostics += line.diagnostics
    guard let first = line.words.first else { return }
    if !first.quoted, Self.keywords.contains(first.text) {
      if !line.indentation.isEmpty {
        error("'\(first.text)' lines start at the left margin, outside the tree", at: first.offset)
      }
      open.removeAll()
      readStatement(line.words)
    } else {
      readView(line)
    }
  }

  private mutating func finish() -> Description {
    let built = ScreenBuilder(file: file).build(
      views: views, storage: storage, storageOffsets: storageOffsets)
    diagnostics += built.diagnostics
    var output: [Output] = []
    if let screen = built.screen {
      output = run(on: screen.tree)
    }
    return Description(
      file: file, diagnostics: DescriptionReader.ordered(diagnostics), output: output,
      screens: built.screen.map { [$0] } ?? [])
  }

  private mutating func run(on tree: ViewTree) -> [Output] {
    for case .change(_, let key, let keyOffset) in steps {
      if let warning = file.unstoredKeyWarning(key, at: keyOffset, in: tree) {
        diagnostics.append(warning)
      }
    }
    return tree.run(
      steps.map { step in
        switch step {
        case .change(let label, let key, _): .change(label: label, key: key)
        case .count: .count
        }
      })
  }
}
