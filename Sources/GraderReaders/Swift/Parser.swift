/// Parses the statements of the Swift form, recovering after each error.
///
/// Before parsing a statement it finds the statement's extent with balanced
/// brackets; that bounds nesting, so no input can overflow the stack, and it
/// lets parsing resume at the next statement after an error.
struct Parser {
  /// How deeply brackets and postfix chains may nest.
  static let maximumDepth = 128

  let file: SourceFile
  let tokens: TokenStream
  var index = 0
  var limit = 0
  var diagnostics: DiagnosticLog
  var statements: [Statement] = []
  /// Where the lesson's own core declarations were skipped, and their names.
  var skippedDeclarations: [(name: String, offset: Int)] = []

  /// Parses every statement of `file` from its tokens, adding to `diagnostics`.
  init(file: SourceFile, tokens: TokenStream, log: DiagnosticLog) {
    self.file = file
    self.tokens = tokens
    self.diagnostics = log
    var count = 0
    while tokens[index].kind != .end {
      count += 1
      if ReadingDeadline.hasPassed(atStep: count) {
        diagnostics.append(ReadingDeadline.stopped(in: file, at: tokens[index].start))
        break
      }
      let (end, deepest) = extent(from: index)
      limit = end
      if let deepest {
        diagnostics.append(
          file.draft(
            .error, "brackets nest deeper than \(Self.maximumDepth) levels",
            at: tokens[deepest].start))
      } else {
        parseStatement()
      }
      index = end
    }
  }

  /// The first token past the statement that starts at `start`, and the first
  /// token that nests too deeply, if any.
  func extent(from start: Int) -> (end: Int, tooDeep: Int?) {
    var position = start
    var depth = 0
    var tooDeep: Int?
    while tokens[position].kind != .end {
      let token = tokens[position]
      if position > start, depth == 0 {
        if token.isPunctuation(";") { return (position + 1, tooDeep) }
        if token.startsLine && !continues(before: position) { return (position, tooDeep) }
      }
      if case .punctuation(let text) = token.kind {
        if text == "(" || text == "[" || text == "{" {
          depth += 1
          if depth > Self.maximumDepth, tooDeep == nil { tooDeep = position }
        } else if text == ")" || text == "]" || text == "}" {
          depth = max(0, depth - 1)
        }
      }
      position += 1
    }
    return (position, tooDeep)
  }

  /// Whether the token at `position`, which starts a line, continues the line before.
  private func continues(before position: Int) -> Bool {
    let joining: Set<String> = [".", "+", "=", ",", ":", "(", "["]
    if case .punctuation(let text) = tokens[position].kind, joining.contains(text), text != "(",
      text != "["
    {
      return true
    }
    if case .punctuation(let text) = tokens[position - 1].kind, joining.contains(text) {
      return true
    }
    return false
  }

  // MARK: - Tokens

  var current: Token {
    index < limit
      ? tokens[index]
      : Token(kind: .end, start: tokens[index].start, end: tokens[index].start, startsLine: true)
  }

  func peek(_ distance: Int) -> Token {
    let position = index + distance
    return position < limit
      ? tokens[position]
      : Token(kind: .end, start: current.start, end: current.start, startsLine: true)
  }

  mutating func advance() {
    if index < limit { index += 1 }
  }

  mutating func error(
    _ message: String, at offset: Int, length: Int = 0, notes: [DiagnosticDraft] = [],
    fixIt: String? = nil
  ) {
    diagnostics.append(
      file.draft(.error, message, at: offset, length: length, notes: notes, fixIt: fixIt))
  }

  /// Consumes `text`, or reports that it is missing.
  @discardableResult
  mutating func expect(_ text: String, closing opener: Token? = nil) -> Bool {
    if current.isPunctuation(text) {
      advance()
      return true
    }
    var notes: [DiagnosticDraft] = []
    if let opener {
      notes.append(
        file.draft(.note, "to match this opening '\(openerText(opener))'", at: opener.start))
    }
    error("expected '\(text)'", at: current.kind == .end ? endOffset : current.start, notes: notes)
    return false
  }

  /// Where a missing token would go: just past the last token of the statement.
  var endOffset: Int {
    index > 0 ? tokens[min(index, limit) - 1].end : 0
  }

  private func openerText(_ token: Token) -> String {
    if case .punctuation(let text) = token.kind { return text }
    return ""
  }
}
