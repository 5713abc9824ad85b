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
  var diagnostics: DiagnosticLog
  var views: [DraftView] = []
  var storage: [String: Storage] = [:]
  var storageOffsets: [String: Int] = [:]
  /// Where each state owner or model object was named, by key.
  var ownerOffsets: [String: Int] = [:]
  /// The environment keys declared `lazy`: no usable default.
  var lazyKeys: Set<String> = []
  /// Where each change `at` a view named it, by position among `steps`.
  var placementOffsets: [Int: Int] = [:]
  /// The changes and counts, in the order written, each with where its key was written.
  var steps: [(step: ScriptStep, keyOffset: Int)] = []
  /// The names of views and keys whose own line has an error.
  var brokenNames: Set<String> = []
  /// The open views by indentation, innermost last.
  var open: [(indentation: ArraySlice<UInt8>, view: Int)] = []

  /// Reads `file`, or only its `lines` (zero-based), into a description.
  static func read(_ file: SourceFile, lines: Range<Int>? = nil, running: Running) -> Description {
    var reader = TreeReader(file: file)
    // A view to a line at most (a key line has none), and as many open:
    // room for them at once in a file of the usual few lines. A longer one
    // grows as it is read, so a file of blank lines holds no room for views
    // it does not have. Room for the keys at once too, where each table
    // would grow as they come.
    let count = (lines ?? 0..<file.lineStarts.count).clamped(to: 0..<file.lineStarts.count).count
    let keys = keyLineCount(file, lines: lines)
    reader.views.reserveCapacity(min(count - keys, 32))
    reader.open.reserveCapacity(min(count - keys, 32))
    if keys > 0 {
      reader.storage = Dictionary(minimumCapacity: keys)
      reader.storageOffsets = Dictionary(minimumCapacity: keys)
    }
    reader.forEachLine(of: file, in: lines) { reader, line in reader.readLine(line) }
    return reader.finish(running)
  }

  /// How many of `file`'s lines (zero-based; all when `nil`) start with the
  /// keyword `key`, at the left margin.
  private static func keyLineCount(_ file: SourceFile, lines: Range<Int>?) -> Int {
    let starts = file.lineStarts
    let bytes = file.bytes
    var count = 0
    for index in (lines ?? 0..<starts.count).clamped(to: 0..<starts.count) {
      let start = starts[index]
      guard start + 3 < bytes.count, bytes[start] == UInt8(ascii: "k"),
        bytes[start + 1] == UInt8(ascii: "e"), bytes[start + 2] == UInt8(ascii: "y"),
        bytes[start + 3] == 0x20 || bytes[start + 3] == 0x09
      else { continue }
      count += 1
    }
    return count
  }

  /// Reads the `change` and `count` lines among `lines` (zero-based) of `file`.
  static func readScript(_ file: SourceFile, lines: Range<Int>) -> (
    steps: [ScriptStep], diagnostics: [Diagnostic]
  ) {
    var reader = TreeReader(file: file)
    reader.forEachLine(of: file, in: lines) { reader, line in
      reader.diagnostics += line.diagnostics
      guard let first = line.words.first else { return }
      if !first.quoted, first.text == "change" || first.text == "count" {
        reader.readStatement(line.words)
      } else {
        reader.error(
          "a script holds only 'change LABEL KEY' and 'count' lines",
          id: .notAScriptLine, at: first.offset,
          length: first.text.count)
      }
    }
    return (reader.steps.map(\.step), reader.diagnostics.resolved(in: file))
  }

  /// Splits each line of `file` in `range` (zero-based; all lines when
  /// `nil`) into words and hands it to `body`, one line at a time.
  private mutating func forEachLine(
    of file: SourceFile, in range: Range<Int>?, _ body: (inout TreeReader, TreeLine) -> Void
  ) {
    let starts = file.lineStarts
    var line = TreeLine()
    for index in (range ?? 0..<starts.count).clamped(to: 0..<starts.count) {
      if ReadingDeadline.hasPassed(atStep: index + 1) {
        diagnostics.append(ReadingDeadline.stopped(in: file, at: starts[index]))
        return
      }
      let end = index + 1 < starts.count ? starts[index + 1] - 1 : file.bytes.count
      line.split(file: file, range: starts[index]..<end)
      body(&self, line)
    }
  }

  private init(file: SourceFile) {
    self.file = file
    diagnostics = DiagnosticLog(size: file.bytes.count)
  }

  mutating func error(
    _ message: String, id: DiagnosticID, at offset: Int, length: Int = 0,
    notes: [DiagnosticDraft] = []
  ) {
    diagnostics.append(
      file.draft(.error, message, id: id, at: offset, length: length, notes: notes))
  }

  /// A note proposing the closest of `candidates` to `word`, if one is close.
  func suggestion(for word: TreeLine.Word, among candidates: [String]) -> [DiagnosticDraft] {
    guard let guess = Suggestion.closest(to: word.text, among: candidates) else { return [] }
    return [
      file.draft(
        .note, "did you mean '\(guess)'?", id: .treeDidYouMean, at: word.offset,
        length: word.text.count, fixIt: guess)
    ]
  }

  private mutating func readLine(_ line: TreeLine) {
    diagnostics += line.diagnostics
    guard let first = line.words.first else { return }
    // The Swift form on a .tree line: said once, and the line read no further.
    if let swift = line.swiftSyntax {
      error(
        "'\(swift.text)' is the Swift form's syntax, not the .tree form's; a .tree line names views and keys bare, as in 'ViewName reads key'",
        id: .swiftSyntaxInLine, at: swift.offset, length: swift.text.count)
      return
    }
    if !first.quoted, Self.keywords.contains(first.text) {
      if !line.indentation.isEmpty {
        error(
          "'\(first.text)' lines start at the left margin, outside the tree",
          id: .indentedStatement, at: first.offset)
      }
      open.removeAll()
      readStatement(line.words)
    } else {
      let errors = diagnostics.errorCount
      readView(line)
      // A view line with an error: what later lines say of that view is
      // not an error of theirs.
      if diagnostics.errorCount > errors { brokenNames.insert(first.text) }
    }
  }

  private mutating func finish(_ running: Running) -> Description {
    var builder = ScreenBuilder(file: file, budget: SuggestionBudget(fileSize: file.bytes.count))
    builder.scriptKeys = running.scriptKeys
    builder.scenarioViews = running.scenarioViews
    builder.brokenNames = brokenNames
    builder.namesArePlain = ScreenBuilder.holdsOnlyPlainWords(file.bytes)
    let built =
      builder.build(
        views: views, storage: storage, storageOffsets: storageOffsets,
        ownerOffsets: ownerOffsets, lazy: lazyKeys,
        into: &diagnostics)
    var output: [Output] = []
    // A line with an error loses its clauses, so checking the changes
    // against that tree would only repeat the error as warnings elsewhere.
    if let built, !diagnostics.hasErrors {
      for (position, (step, keyOffset)) in steps.enumerated() {
        guard case .change(_, let key, let placement) = step else { continue }
        if let warning = file.unstoredKeyWarning(
          key, at: keyOffset, in: built.screen.tree, keys: built.keys,
          scriptKeys: running.scriptKeys)
        {
          diagnostics.append(warning)
        }
        if let placement, let offset = placementOffsets[position],
          var problem = file.placementChangeDraft(
            key: key, at: placement, offset: offset, in: built.screen.tree)
        {
          // Grading does not run the file's own changes: there it is a warning.
          if !running.evaluates { problem.severity = .warning }
          diagnostics.append(problem)
        }
      }
      // A description with errors runs nothing, as a program that does not compile.
      if running.evaluates, !diagnostics.hasErrors {
        output = run(on: built.screen.tree, running)
      }
    }
    var description = Description(
      file: file, diagnostics: diagnostics.resolved(in: file),
      errorCount: diagnostics.errorCount, output: output,
      screens: built.map { [$0.screen] } ?? [])
    description.changeLabels = steps.compactMap { step in
      if case .change(let label, _, _) = step.step { return label }
      return nil
    }
    return description
  }

  /// Runs the changes and counts over `tree`, handing each output to
  /// `running`'s sink or returning it, until the output passes the limit.
  private mutating func run(on tree: ViewTree, _ running: Running) -> [Output] {
    var meter = OutputMeter()
    var kept: [Output] = []
    tree.run(steps.map(\.step)) { index, produced in
      let lines = produced.lines
      guard meter.admit(lines, limit: running.limit) else {
        diagnostics.append(running.overLimit(in: file, at: steps[index].keyOffset))
        return false
      }
      if let emit = running.emit { lines.forEach(emit) } else { kept.append(produced) }
      return true
    }
    return kept
  }
}
