extension Parser {
  /// Parses `operand (+ operand)*`.
  mutating func parseExpression(depth: Int) -> Expression {
    let first = parsePostfix(depth: depth)
    var operands = [first]
    while case .punctuation(let text) = current.kind, isBinaryOperator(text) {
      let operatorToken = current
      advance()
      let operand = parsePostfix(depth: depth)
      if text == "+" {
        operands.append(operand)
      } else {
        error(
          Self.outside(one: "the operator '\(text)'"), id: .operatorUnsupported,
          at: operatorToken.start, length: text.count)
        operands.append(Expression(kind: .invalid, start: operand.start, end: operand.end))
      }
    }
    if operands.count == 1 { return first }
    return Expression(kind: .sum(operands), start: first.start, end: operands.last!.end)
  }

  private func isBinaryOperator(_ text: String) -> Bool {
    !["(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "=", "?", "!", "@", "\\"].contains(text)
      && text.allSatisfy { "=-+!*%<>&|^~?/.".contains($0) }
  }

  /// Parses a primary expression followed by member accesses, calls and a
  /// trailing closure.
  private mutating func parsePostfix(depth: Int) -> Expression {
    var expression = parsePrimary(depth: depth)
    var links = 0
    while true {
      links += 1
      if links > Self.maximumDepth {
        error(
          "expression chains more than \(Self.maximumDepth) calls and members",
          id: .chainTooLong, at: current.start)
        while current.kind != .end { advance() }
        return Expression(kind: .invalid, start: expression.start, end: endOffset)
      }
      if current.isPunctuation(".") {
        advance()
        guard let (name, nameOffset) = memberName() else {
          return Expression(kind: .invalid, start: expression.start, end: endOffset)
        }
        expression = Expression(
          kind: .member(expression, name: name, nameOffset: nameOffset),
          start: expression.start, end: endOffset)
      } else if current.isPunctuation("("), !current.startsLine {
        let arguments = parseArguments(depth: depth + 1)
        expression = Expression(
          kind: .call(expression, arguments), start: expression.start, end: endOffset)
      } else if current.isPunctuation("{"), !current.startsLine {
        let closure = parseClosure()
        let argument = Argument(label: nil, offset: closure.start, value: closure)
        if case .call(let callee, let arguments) = expression.kind {
          expression.kind = .call(callee, arguments + [argument])
        } else {
          expression.kind = .call(expression, [argument])
        }
        expression.end = endOffset
      } else if current.isPunctuation("["), !current.startsLine {
        error(Self.outside("subscripts"), id: .subscriptUnsupported, at: current.start)
        _ = parseArray(depth: depth + 1)
        expression.kind = .invalid
      } else if case .punctuation(let marks) = current.kind, !current.startsLine,
        marks == "!" || marks == "?"
      {
        error(
          Self.outside(one: "'\(marks)' after a value"), id: .optionalMarkUnsupported,
          at: current.start)
        advance()
        expression.kind = .invalid
      } else {
        return expression
      }
    }
  }

  /// The member name after a `.` just read, and where it starts, read; nil
  /// (reported) when no name follows.
  private mutating func memberName() -> (String, Int)? {
    guard let name = current.identifier else {
      error("expected a member name after '.'", id: .expectedMemberName, at: current.start)
      return nil
    }
    let offset = current.start
    advance()
    return (name, offset)
  }

  private mutating func parsePrimary(depth: Int) -> Expression {
    let token = current
    switch token.kind {
    case .string(let text):
      advance()
      return Expression(kind: .string(text), start: token.start, end: token.end)
    case .number(let text):
      advance()
      return Expression(kind: .number(text), start: token.start, end: token.end)
    case .identifier("nil"):
      advance()
      return Expression(kind: .nilLiteral, start: token.start, end: token.end)
    case .identifier(let name):
      advance()
      return Expression(kind: .identifier(name), start: token.start, end: token.end)
    case .punctuation("."):
      advance()
      guard let (name, _) = memberName() else {
        return Expression(kind: .invalid, start: token.start, end: endOffset)
      }
      return Expression(kind: .implicitMember(name), start: token.start, end: endOffset)
    case .punctuation("["):
      return parseArray(depth: depth + 1)
    case .punctuation("("):
      advance()
      let inner = parseExpression(depth: depth + 1)
      expect(")", closing: token)
      return inner
    case .punctuation("{"):
      return parseClosure()
    case .end:
      error("expected an expression", id: .expectedExpression, at: endOffset)
      return Expression(kind: .invalid, start: endOffset, end: endOffset)
    default:
      error(
        "expected an expression, found \(token.quoted)", id: .notAnExpression,
        at: token.start)
      if ![")", "]", "}", ","].contains(where: token.isPunctuation) { advance() }
      return Expression(kind: .invalid, start: token.start, end: token.end)
    }
  }

  /// Parses an array or dictionary literal, recovering at each element.
  private mutating func parseArray(depth: Int) -> Expression {
    let opener = current
    advance()
    if current.isPunctuation(":"), peek(1).isPunctuation("]") {
      advance()
      advance()
      return Expression(kind: .dictionary([]), start: opener.start, end: endOffset)
    }
    var items: [Expression] = []
    var entries: [(key: Expression, value: Expression)] = []
    var isDictionary = false
    while !current.isPunctuation("]") && current.kind != .end {
      let item = parseExpression(depth: depth)
      if items.isEmpty && entries.isEmpty && current.isPunctuation(":") { isDictionary = true }
      if isDictionary {
        if expect(":") {
          entries.append((item, parseExpression(depth: depth)))
        } else {
          entries.append((item, Expression(kind: .invalid, start: item.start, end: item.end)))
        }
      } else {
        items.append(item)
      }
      if current.isPunctuation(",") {
        advance()
      } else if current.startsLine, Self.startsElement(current) {
        // An element on a line of its own after one without its comma, as a
        // list written a line an element has it: the comma is said missing
        // where it goes, and the element is read, so its own errors show too.
        error(
          "expected ',' after this \(isDictionary ? "entry" : "element")",
          id: .expectedLiteralSeparator, at: previousEnd,
          fixIt: ",")
      } else if !current.isPunctuation("]") {
        error(
          "expected ',' or ']' in \(isDictionary ? "dictionary" : "array") literal",
          id: .expectedLiteralSeparator,
          at: current.kind == .end ? endOffset : current.start)
        skipToSeparator()
        items.append(Expression(kind: .invalid, start: opener.start, end: opener.end))
        guard current.isPunctuation(",") else { break }
        advance()
      }
    }
    expect("]", closing: opener)
    let kind: Expression.Kind = isDictionary ? .dictionary(entries) : .array(items)
    return Expression(kind: kind, start: opener.start, end: endOffset)
  }

  /// The words that begin a statement, never an element.
  static let statementKeywords: Set<String> = [
    "let", "var", "func", "struct", "class", "enum", "extension", "protocol", "import", "if",
    "guard", "for", "while", "switch", "return", "typealias",
  ]

  /// Whether `token` can begin an element of a literal: a name that is no
  /// statement's keyword, a string, a number, or `[`, `.`, `(` or `\\`.
  static func startsElement(_ token: Token) -> Bool {
    switch token.kind {
    case .identifier(let name): !Self.statementKeywords.contains(name)
    case .string, .number: true
    case .punctuation(let text): ["[", ".", "(", "\\"].contains(text)
    case .end: false
    }
  }

  /// Parses `( [label:] value, … )`.
  private mutating func parseArguments(depth: Int) -> [Argument] {
    let opener = current
    advance()
    var arguments: [Argument] = []
    while !current.isPunctuation(")") && current.kind != .end {
      let start = current.start
      var label: String?
      if let name = current.identifier, peek(1).isPunctuation(":") {
        label = name
        advance()
        advance()
      }
      arguments.append(Argument(label: label, offset: start, value: parseExpression(depth: depth)))
      if current.isPunctuation(",") {
        advance()
      } else if current.identifier != nil, peek(1).isPunctuation(":") {
        // The next argument's label with no comma before it: the comma is
        // said missing where it goes, and the argument is read.
        error(
          "expected ',' before the argument '\(current.identifier ?? ""):'",
          id: .expectedArgumentSeparator, at: previousEnd, fixIt: ",")
      } else if !current.isPunctuation(")") {
        error(
          "expected ',' or ')' in argument list", id: .expectedArgumentSeparator,
          at: current.kind == .end ? endOffset : current.start)
        skipToSeparator()
        arguments.append(
          Argument(
            label: nil, offset: start, value: Expression(kind: .invalid, start: start, end: start)))
        guard current.isPunctuation(",") else { break }
        advance()
      }
    }
    expect(")", closing: opener)
    return arguments
  }

  /// Parses a closure; only `{ $0 }` is in the subset.
  private mutating func parseClosure() -> Expression {
    let opener = current
    advance()
    if current.isIdentifier("$0"), peek(1).isPunctuation("}") {
      advance()
      advance()
      return Expression(kind: .identityClosure, start: opener.start, end: endOffset)
    }
    error(
      Self.outside("closures other than '{ $0 }'"), id: .closureUnsupported, at: opener.start)
    var depth = 1
    while current.kind != .end {
      if current.isPunctuation("{") { depth += 1 }
      if current.isPunctuation("}") { depth -= 1 }
      advance()
      if depth == 0 { break }
    }
    return Expression(kind: .invalid, start: opener.start, end: endOffset)
  }

  /// Skips to the next `,` or closing bracket at the current level.
  private mutating func skipToSeparator() {
    var depth = 0
    while current.kind != .end {
      if case .punctuation(let text) = current.kind {
        if depth == 0 && [",", ")", "]", "}"].contains(text) { return }
        if ["(", "[", "{"].contains(text) { depth += 1 }
        if [")", "]", "}"].contains(text) { depth -= 1 }
      }
      advance()
    }
  }
}
