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
  /// Where the lesson's own core declarations were skipped, and their names:
  /// each from its keyword to just past its body's closing brace.
  var skippedDeclarations: [(name: String, offset: Int, end: Int)] = []

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
      let (end, deepest, unclosed) = extent(from: index)
      limit = end
      if let unclosed {
        // As swiftc does: point at the bracket left open, and say nothing
        // more about the statement, whose other errors would only echo it.
        let opener = tokens[unclosed]
        let text = openerText(opener)
        let closer = text == "(" ? ")" : text == "[" ? "]" : "}"
        diagnostics.append(
          file.draft(
            .error, "expected '\(closer)' to match this '\(text)'", id: .unclosedBracket,
            at: opener.start, length: 1))
        // A name it declares still exists, so that its uses raise nothing more.
        if tokens[index].isIdentifier("let") || tokens[index].isIdentifier("var"),
          let name = tokens[index + 1].identifier
        {
          let start = tokens[index + 1].start
          statements.append(
            .binding(
              name: name, offset: start, type: nil,
              value: Expression(kind: .invalid, start: start, end: start)))
        }
      } else if let deepest {
        diagnostics.append(
          file.draft(
            .error, "brackets nest deeper than \(Self.maximumDepth) levels",
            id: .bracketsTooDeep,
            at: tokens[deepest].start))
      } else {
        parseStatement()
      }
      // A skipped core declaration may reach past the extent, to its body's end.
      index = max(end, limit)
    }
  }

  /// The first token past the statement that starts at `start`, the first
  /// token that nests too deeply, if any, and the first opening bracket that
  /// a closing bracket of another kind shows to be left open, if any.
  func extent(from start: Int) -> (end: Int, tooDeep: Int?, unclosed: Int?) {
    var position = start
    // The open brackets: each one's token and the closing bracket it wants.
    var open: [(token: Int, closer: String)] = []
    var waiting: [String: Int] = [:]
    var tooDeep: Int?
    var unclosed: Int?
    while tokens[position].kind != .end {
      let token = tokens[position]
      if position > start, open.isEmpty {
        if token.isPunctuation(";") { return (position + 1, tooDeep, unclosed) }
        if token.startsLine && !continues(before: position) {
          return (position, tooDeep, unclosed)
        }
      }
      if case .punctuation(let text) = token.kind {
        if let closer = [("(", ")"), ("[", "]"), ("{", "}")].first(where: { $0.0 == text })?.1 {
          open.append((position, closer))
          waiting[closer, default: 0] += 1
          if open.count > Self.maximumDepth, tooDeep == nil { tooDeep = position }
        } else if text == ")" || text == "]" || text == "}" {
          // A closer that skips over open brackets closes them all, and the
          // innermost one it skips is the one left open. A closer with no
          // opener of its kind is left to the parser. Each bracket is pushed
          // and popped once: linear, whatever the nesting.
          if waiting[text, default: 0] > 0 {
            if open[open.count - 1].closer != text, unclosed == nil {
              unclosed = open[open.count - 1].token
            }
            while let last = open.popLast() {
              waiting[last.closer, default: 0] -= 1
              if last.closer == text { break }
            }
          }
        }
      }
      position += 1
    }
    return (position, tooDeep, unclosed)
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

  /// The offset just past the token before the current one.
  var previousEnd: Int { index > 0 ? tokens[index - 1].end : 0 }

  mutating func error(
    _ message: String, id: DiagnosticID, at offset: Int, length: Int = 0,
    notes: [DiagnosticDraft] = [], fixIt: String? = nil
  ) {
    diagnostics.append(
      file.draft(.error, message, id: id, at: offset, length: length, notes: notes, fixIt: fixIt))
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
        file.draft(
          .note, "to match this opening '\(openerText(opener))'", id: .openingBracket,
          at: opener.start))
    }
    error(
      "expected '\(text)'", id: .missingPunctuation,
      at: current.kind == .end ? endOffset : current.start, notes: notes)
    return false
  }

  /// Where a missing token would go: just past the last token of the statement.
  var endOffset: Int {
    index > 0 ? tokens[min(index, limit) - 1].end : 0
  }

  func openerText(_ token: Token) -> String {
    if case .punctuation(let text) = token.kind { return text }
    return ""
  }
}
