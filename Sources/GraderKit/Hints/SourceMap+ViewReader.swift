/// Reads one view struct's members: its stored properties with their
/// wrappers, and how its `body` and `init` use each name.
struct ViewReader {
  typealias Token = SourceScanner.Token

  let tokens: [Token]
  let closing: SourceMap.Closing

  /// The calls whose trailing closure, or closure argument, runs later, as
  /// an action, rather than while the body runs.
  static let actionCalls: Set<Substring> = [
    "Button", "onTapGesture", "onAppear", "onDisappear", "task", "onChange", "onReceive",
    "onSubmit", "refreshable", "Task", "onLongPressGesture", "onCommit",
  ]
  /// Argument labels whose closure runs later.
  static let actionLabels: Set<Substring> = ["action", "perform", "set", "onCommit"]

  /// Reads the members between the struct's braces.
  func read(members range: Range<Int>, into view: inout SourceMap.View) {
    var index = range.lowerBound
    while index < range.upperBound {
      let token = tokens[index]
      if token.mark == UInt8(ascii: "{") || token.mark == UInt8(ascii: "(")
        || token.mark == UInt8(ascii: "[")
      {
        // A member's own braces are read below; others are skipped whole.
        index = (closing[index] ?? index) + 1
        continue
      }
      if token.mark == UInt8(ascii: "@") || token.text == "let" || token.text == "var" {
        if let property = property(at: index, end: range.upperBound) {
          if property.property.name == "body" {
            if let open = nextBrace(from: property.next, end: range.upperBound),
              let end = closing[open]
            {
              uses(in: (open + 1)..<end, into: &view, initializer: false)
              index = end + 1
              continue
            }
          } else {
            view.properties.append(property.property)
          }
          index = property.next
          continue
        }
      }
      if token.text == "init", index + 1 < range.upperBound,
        tokens[index + 1].mark == UInt8(ascii: "("),
        let parameters = closing[index + 1],
        let open = nextBrace(from: parameters + 1, end: range.upperBound),
        let end = closing[open]
      {
        uses(in: (open + 1)..<end, into: &view, initializer: true)
        index = end + 1
        continue
      }
      index += 1
    }
  }

  /// The first `{` from `start`, before the end of the declaration.
  private func nextBrace(from start: Int, end: Int) -> Int? {
    var index = start
    while index < end {
      if tokens[index].mark == UInt8(ascii: "{") { return index }
      if tokens[index].text == "var" || tokens[index].text == "let" { return nil }
      index += 1
    }
    return nil
  }

  /// The stored property declared at `start` (its wrapper first, if any),
  /// and where the tokens after its name and type resume.
  private func property(at start: Int, end: Int) -> (property: SourceMap.Property, next: Int)? {
    var index = start
    var wrapper = "let"
    var key: String?
    var type: String?
    if tokens[index].mark == UInt8(ascii: "@") {
      guard index + 1 < end, tokens[index + 1].isIdentifier else { return nil }
      wrapper = String(tokens[index + 1].text)
      index += 2
      if index < end, tokens[index].mark == UInt8(ascii: "("), let argumentsEnd = closing[index] {
        // @Environment(\.key) or @Environment(Type.self)
        let arguments = tokens[(index + 1)..<argumentsEnd]
        if arguments.first?.mark == UInt8(ascii: "\\"), let name = arguments.dropFirst(2).first {
          key = String(name.text)
        } else if let name = arguments.first, name.isIdentifier {
          type = String(name.text)
        }
        index = argumentsEnd + 1
      }
    }
    while index < end, tokens[index].text != "var", tokens[index].text != "let" {
      guard tokens[index].isIdentifier else { return nil }
      index += 1
    }
    guard index + 1 < end, tokens[index + 1].isIdentifier else { return nil }
    if wrapper == "let", tokens[index].text == "var" { wrapper = "var" }
    let line = tokens[index].line
    let name = String(tokens[index + 1].text)
    index += 2
    if index + 1 < end,
      tokens[index].mark == UInt8(ascii: ":") || tokens[index].mark == UInt8(ascii: "="),
      tokens[index + 1].isIdentifier, tokens[index + 1].text != "some"
    {
      type = type ?? String(tokens[index + 1].text)
    }
    return (
      SourceMap.Property(wrapper: wrapper, name: name, type: type, key: key, line: line), index
    )
  }

  /// Records how the code in `range` uses each name: in actions, as
  /// bindings, or while it runs; and its placements, `get` bindings and
  /// `.equatable()`s.
  private func uses(in range: Range<Int>, into view: inout SourceMap.View, initializer: Bool) {
    // The closures that run later, by the position of their opening brace's close.
    var actionEnds: [Int] = []
    // The name before each open parenthesis, innermost last, and the last one closed.
    var calls: [Substring?] = []
    var placing = 0
    var lastClosed: Substring?
    var index = range.lowerBound
    while index < range.upperBound {
      while let last = actionEnds.last, index > last { actionEnds.removeLast() }
      let token = tokens[index]
      // Punctuation is compared by its byte; the text of the token before
      // is taken only where a name is wanted.
      let previousMark = index > range.lowerBound ? tokens[index - 1].mark : 0
      var previous: Substring { index > range.lowerBound ? tokens[index - 1].text : "" }
      switch token.mark {
      case UInt8(ascii: "("):
        let callee = index > range.lowerBound && tokens[index - 1].isIdentifier ? previous : nil
        calls.append(callee)
        if callee == "environment" { placing += 1 }
      case UInt8(ascii: ")"):
        lastClosed = calls.popLast() ?? nil
        if lastClosed == "environment" { placing -= 1 }
      case UInt8(ascii: "{"):
        let callee: Substring? =
          previousMark == UInt8(ascii: ")")
          ? lastClosed : index > 0 && tokens[index - 1].isIdentifier ? previous : nil
        let labelled =
          previousMark == UInt8(ascii: ":") && index >= 2 ? tokens[index - 2].text : nil
        let action =
          callee.map { Self.actionCalls.contains($0) } == true
          || labelled.map { Self.actionLabels.contains($0) } == true
        if action, let end = closing[index] { actionEnds.append(end) }
        if labelled == "get", index >= 4, tokens[index - 4].text == "Binding",
          let end = closing[index]
        {
          let names = Set(
            tokens[(index + 1)..<end].filter(\.isIdentifier).map { String($0.text) })
          view.computedBindings.append((token.line, names))
        }
      case UInt8(ascii: "\\"):
        // A key path, `\.textScale`: a placement's key, not a use.
        if index + 2 < range.upperBound, tokens[index + 1].mark == UInt8(ascii: "."),
          tokens[index + 2].isIdentifier
        {
          if placing > 0 {
            view.placements.append((String(tokens[index + 2].text), token.line))
          }
          index += 3
          continue
        }
      default:
        guard token.isIdentifier else { break }
        if token.text == "equatable", previousMark == UInt8(ascii: ".") {
          view.equatables.append(token.line)
        }
        // One look-up of the name, its use changed in place.
        record(
          &view.uses[name(token), default: SourceMap.Use()], line: token.line,
          initializer: initializer, action: !actionEnds.isEmpty,
          binding: token.text.utf8.first == UInt8(ascii: "$"))
      }
      index += 1
    }
  }

  /// Records a use on `line`, the first of its kind.
  private func record(
    _ use: inout SourceMap.Use, line: Int, initializer: Bool, action: Bool, binding: Bool
  ) {
    if initializer {
      use.initializer = use.initializer ?? line
    } else if action {
      use.action = use.action ?? line
    } else if binding {
      use.binding = use.binding ?? line
    } else {
      use.read = use.read ?? line
    }
  }

  /// A token's name, without the `$` of a projection.
  private func name(_ token: Token) -> String {
    String(token.text.hasPrefix("$") ? token.text.dropFirst() : token.text)
  }

}
