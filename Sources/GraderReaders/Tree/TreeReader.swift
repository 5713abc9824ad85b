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
  /// The keywords that start a statement line.
  static let keywords = ["key", "change", "count"]

  let file: SourceFile
  var diagnostics: [Diagnostic] = []
  var views: [DraftView] = []
  var storage: [String: Storage] = [:]
  var storageOffsets: [String: Int] = [:]
  /// The environment keys declared `lazy`: no usable default.
  var lazyKeys: Set<String> = []
  /// Where each change `at` a view named it, by position among `steps`.
  var placementOffsets: [Int: Int] = [:]
  /// The changes and counts, in the order written, each with where its key was written.
  var steps: [(step: ScriptStep, keyOffset: Int)] = []
  /// The open views by indentation, innermost last.
  var open: [(indentation: [UInt8], view: Int)] = []

  /// Reads `file`, or only its `lines` (zero-based), into a description.
  static func read(_ file: SourceFile, lines: Range<Int>? = nil) -> Description {
    var reader = TreeReader(file: file)
    for line in Self.lines(of: file, in: lines) { reader.readLine(line) }
    return reader.finish()
  }

  /// Reads the `change` and `count` lines among `lines` (zero-based) of `file`.
  static func readScript(_ file: SourceFile, lines: Range<Int>) -> (
    steps: [ScriptStep], diagnostics: [Diagnostic]
  ) {
    var reader = TreeReader(file: file)
    for line in Self.lines(of: file, in: lines) {
      reader.diagnostics += line.diagnostics
      guard let first = line.words.first else { continue }
      if !first.quoted, first.text == "change" || first.text == "count" {
        reader.readStatement(line.words)
      } else {
        reader.error(
          "a script holds only 'change LABEL KEY' and 'count' lines", at: first.offset,
          length: first.text.count)
      }
    }
    return (reader.steps.map(\.step), DescriptionReader.ordered(reader.diagnostics))
  }

  /// The lines of `file` in `range` (zero-based; all lines when `nil`), split into words.
  private static func lines(of file: SourceFile, in range: Range<Int>?) -> [TreeLine] {
    let starts = file.lineStarts
    let range = range ?? 0..<starts.count
    return range.clamped(to: 0..<starts.count).map { index in
      let end = index + 1 < starts.count ? starts[index + 1] - 1 : file.bytes.count
      return TreeLine(file: file, range: starts[index]..<end)
    }
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
      views: views, storage: storage, storageOffsets: storageOffsets, lazy: lazyKeys)
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
    var placementErrors = false
    for (position, (step, keyOffset)) in steps.enumerated() {
      guard case .change(_, let key, let placement) = step else { continue }
      if let warning = file.unstoredKeyWarning(key, at: keyOffset, in: tree) {
        diagnostics.append(warning)
      }
      if let placement, let offset = placementOffsets[position],
        let error = file.placementChangeError(key: key, at: placement, offset: offset, in: tree)
      {
        diagnostics.append(error)
        placementErrors = true
      }
    }
    return placementErrors ? [] : tree.run(steps.map(\.step))
  }
}
