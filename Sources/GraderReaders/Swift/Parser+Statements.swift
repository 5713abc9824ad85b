extension Parser {
  /// The lesson's own core declarations, which a description may carry and
  /// which are skipped: the grader brings its own model.
  static let coreDeclarations: [String: String] = [
    "Storage": "enum", "ViewNode": "struct", "Recompute": "struct", "ViewTree": "struct",
    "countCauses": "func",
  ]

  /// How a message names each statement outside the subset.
  static let unsupportedStatements: [String: String] = [
    "for": "'for' loops", "while": "'while' loops", "repeat": "'repeat' loops",
    "if": "'if' statements", "guard": "'guard' statements", "switch": "'switch' statements",
    "do": "'do' blocks", "return": "'return' statements", "defer": "'defer' blocks",
    "break": "'break' statements", "continue": "'continue' statements",
    "throw": "'throw' statements", "func": "function declarations",
    "struct": "struct declarations", "class": "class declarations",
    "enum": "enum declarations", "protocol": "protocol declarations",
    "extension": "extensions", "actor": "actor declarations", "typealias": "type aliases",
    "final": "class declarations", "private": "declarations", "fileprivate": "declarations",
    "public": "declarations", "internal": "declarations", "static": "declarations",
  ]

  /// The message for constructs outside the subset, such as `'for' loops`.
  static func outside(_ what: String) -> String {
    "\(what) are outside the description subset that grader reads"
  }

  /// The message for one construct outside the subset, such as `the operator '=='`.
  static func outside(one what: String) -> String {
    "\(what) is outside the description subset that grader reads"
  }

  mutating func parseStatement() {
    let start = current
    switch current.kind {
    case .punctuation(";"):
      return
    case .punctuation("@"):
      error(Self.outside("attributes"), id: .attributeUnsupported, at: start.start)
      return
    case .punctuation(let text) where text.hasPrefix("#"):
      error(Self.outside("compiler directives"), id: .compilerDirectiveUnsupported, at: start.start)
      return
    case .identifier("import"):
      return
    case .identifier("let"), .identifier("var"):
      parseBinding()
      return
    case .identifier("_") where peek(1).isPunctuation("="):
      advance()
      advance()
      finish(.evaluation(parseExpression(depth: 0)))
      return
    case .identifier(let keyword):
      if let kind = Self.coreDeclarations[peek(1).identifier ?? ""], kind == keyword {
        let end = declarationEnd(from: index)
        skippedDeclarations.append((peek(1).identifier!, start.start, tokens[end - 1].end))
        limit = max(limit, end)
        return
      }
      if let what = Self.unsupportedStatements[keyword] {
        error(
          Self.outside(what), id: .statementUnsupported, at: start.start,
          length: keyword.count)
        return
      }
    default:
      break
    }
    finish(.evaluation(parseExpression(depth: 0)))
  }

  /// The first token past the declaration that starts at `start`: past the
  /// closing brace of its body, the first `{` outside brackets, wherever the
  /// lines break. Whatever the body holds is skipped token by token.
  private func declarationEnd(from start: Int) -> Int {
    var position = start
    var depth = 0
    var inBody = false
    while tokens[position].kind != .end {
      if case .punctuation(let text) = tokens[position].kind {
        if text == "{" && depth == 0 { inBody = true }
        if text == "(" || text == "[" || text == "{" {
          depth += 1
        } else if text == ")" || text == "]" || text == "}" {
          depth = max(0, depth - 1)
          if inBody && depth == 0 { return position + 1 }
        }
      }
      position += 1
    }
    return max(position, start + 1)
  }

  /// Records `statement` and reports anything left over in its extent.
  private mutating func finish(_ statement: Statement) {
    if current.kind != .end && !current.isPunctuation(";") {
      if current.startsLine {
        error(
          "unexpected \(current.quoted) in statement", id: .unexpectedTokenInStatement,
          at: current.start)
      } else {
        error(
          "consecutive statements on a line must be separated by ';'",
          id: .statementsOnOneLine, at: endOffset,
          fixIt: ";")
      }
      return
    }
    statements.append(statement)
  }

  private mutating func parseBinding() {
    advance()
    guard let name = current.identifier, name != "_" || peek(1).isPunctuation("=") else {
      error(
        "expected a name after '\(tokens[index - 1].identifier ?? "let")'",
        id: .expectedBindingName, at: current.start)
      return
    }
    let nameOffset = current.start
    advance()
    var annotation: TypeAnnotation?
    if current.isPunctuation(":") {
      advance()
      let typeStart = current.start
      guard let text = parseType(depth: 0) else {
        error("expected a type after ':'", id: .expectedType, at: typeStart)
        return
      }
      annotation = TypeAnnotation(text: text, offset: typeStart)
    }
    guard current.isPunctuation("=") else {
      error(
        "expected '=' and a value after '\(name)'", id: .expectedBindingValue,
        at: current.kind == .end ? endOffset : current.start)
      return
    }
    advance()
    let value = parseExpression(depth: 0)
    if name == "_" {
      finish(.evaluation(value))
    } else {
      finish(.binding(name: name, offset: nameOffset, type: annotation, value: value))
    }
  }

  /// Parses a type into its canonical spelling: `Array<T>` becomes `[T]`,
  /// `Dictionary<K, V>` becomes `[K: V]` and `Optional<T>` becomes `T?`.
  mutating func parseType(depth: Int) -> String? {
    guard depth < Self.maximumDepth else { return nil }
    var text: String
    if current.isPunctuation("[") {
      advance()
      guard let element = parseType(depth: depth + 1) else { return nil }
      if current.isPunctuation(":") {
        advance()
        guard let value = parseType(depth: depth + 1) else { return nil }
        text = "[\(element): \(value)]"
      } else {
        text = "[\(element)]"
      }
      guard current.isPunctuation("]") else { return nil }
      advance()
    } else if var name = current.identifier {
      advance()
      while current.isPunctuation("."), let next = peek(1).identifier {
        name = next  // `Swift.String` is `String`
        advance()
        advance()
      }
      var generics: [String] = []
      if current.isPunctuation("<") {
        advance()
        repeat {
          if current.isPunctuation(",") { advance() }
          guard let argument = parseType(depth: depth + 1) else { return nil }
          generics.append(argument)
        } while current.isPunctuation(",")
        guard current.isPunctuation(">") else { return nil }
        advance()
      }
      switch (name, generics.count) {
      case ("Array", 1): text = "[\(generics[0])]"
      case ("Dictionary", 2): text = "[\(generics[0]): \(generics[1])]"
      case ("Optional", 1): text = "\(generics[0])?"
      case (_, 0): text = name
      default: text = "\(name)<\(generics.joined(separator: ", "))>"
      }
    } else {
      return nil
    }
    while case .punctuation(let marks) = current.kind, marks.allSatisfy({ $0 == "?" }) {
      text += marks
      advance()
    }
    return text
  }
}
