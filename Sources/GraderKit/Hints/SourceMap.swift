/// What a scenario's SwiftUI source says of each of its view structs: the
/// names its body uses, and how (read while it runs, as a binding, or in an
/// action that runs later), the property wrappers it declares, the values
/// it places in the environment, and the bindings it builds with `get`.
///
/// Everything here is read off the text, so a hint built on it says only
/// what the source says: "CartBadge's body uses itemCount (source line 31)",
/// never what SwiftUI does with it. Lines count from the source's first.
package struct SourceMap: Sendable {
  /// How a view's struct uses a name: the first line of each kind of use.
  package struct Use: Sendable, Equatable {
    /// Used while the body runs: shown, computed with, tested.
    package var read: Int?
    /// Made into a binding (`$name`), which is no read.
    package var binding: Int?
    /// Used in an action (a button's, `.onAppear`, `.task`), which runs later.
    package var action: Int?
    /// Used in the view's `init`, which runs inside its parent's body.
    package var initializer: Int?

    package init(read: Int? = nil, binding: Int? = nil, action: Int? = nil, initializer: Int? = nil)
    {
      self.read = read
      self.binding = binding
      self.action = action
      self.initializer = initializer
    }
  }

  /// A stored property of a view struct, with its property wrapper.
  package struct Property: Sendable, Equatable {
    /// The wrapper's name, such as `ObservedObject` or `Environment`, or
    /// `let` for a plain constant.
    package var wrapper: String
    /// The property's name.
    package var name: String
    /// Its type, where the declaration or its initial value names one.
    package var type: String?
    /// The environment key of `@Environment(\.key)`.
    package var key: String?
    package var line: Int
  }

  /// What the source says of one view struct.
  package struct View: Sendable {
    package var name: String
    /// The line of `struct Name`.
    package var line: Int
    package var uses: [String: Use] = [:]
    package var properties: [Property] = []
    /// `.environment(\.key, …)` in the body: the key and its line.
    package var placements: [(key: String, line: Int)] = []
    /// `Binding(get:set:)` in the body: its line, and the names `get` uses.
    package var computedBindings: [(line: Int, names: Set<String>)] = []
    /// The lines of `.equatable()` in the body.
    package var equatables: [Int] = []

    /// The wrappers through which the view holds an `ObservableObject`, and their lines.
    package var heldObjects: [(type: String, wrapper: String, line: Int)] {
      properties.compactMap { property in
        guard ["ObservedObject", "StateObject", "EnvironmentObject"].contains(property.wrapper),
          let type = property.type
        else { return nil }
        return (type, property.wrapper, property.line)
      }
    }

    /// Whether the view declares `@Environment(\.key)`.
    package func declaresEnvironment(_ key: String) -> Bool {
      properties.contains { $0.wrapper == "Environment" && $0.key == key }
    }
  }

  /// The view structs, in source order.
  package private(set) var views: [View] = []

  /// The stored properties of the classes (an `@Observable` or
  /// `ObservableObject` model), by name: the line of the first declared.
  package private(set) var classProperties: [String: Int] = [:]

  /// The view struct named `name`.
  package func view(_ name: String) -> View? {
    views.first { $0.name == name }
  }

  /// The line of the first property that stores `key`: a view's, named so
  /// or, for an environment value, reading that key; else a class's, for a
  /// property of an object.
  package func property(_ key: String) -> Int? {
    views.lazy.compactMap { view in
      view.properties.first { $0.name == key || $0.key == key }?.line
    }.first ?? classProperties[key]
  }

  /// The line where another view's body first builds the view `name`.
  package func builder(of name: String) -> Int? {
    builderView(of: name)?.line
  }

  /// The view whose body first builds the view `name`, and the line.
  package func builderView(of name: String) -> (view: String, line: Int)? {
    views.lazy.compactMap { view -> (view: String, line: Int)? in
      guard view.name != name, let use = view.uses[name],
        let line = use.read ?? use.action ?? use.initializer
      else { return nil }
      return (view.name, line)
    }.first
  }

  /// Reads `source`.
  package init(_ source: String) {
    let tokens = SourceScanner.tokens(source)
    let closing = Self.matchingBraces(tokens)
    var index = 0
    while index < tokens.count {
      if tokens[index].text == "class", index + 1 < tokens.count, tokens[index + 1].isIdentifier {
        index = readClass(tokens, closing: closing, from: index)
        continue
      }
      guard tokens[index].text == "struct", index + 1 < tokens.count,
        tokens[index + 1].isIdentifier
      else {
        index += 1
        continue
      }
      var open = index + 2
      var conforms = false
      while open < tokens.count, tokens[open].mark != UInt8(ascii: "{") {
        if tokens[open].text == "View" { conforms = true }
        open += 1
      }
      guard open < tokens.count, let end = closing[open] else { break }
      if conforms {
        var view = View(name: String(tokens[index + 1].text), line: tokens[index].line)
        ViewReader(tokens: tokens, closing: closing).read(members: (open + 1)..<end, into: &view)
        views.append(view)
      }
      index = end + 1
    }
  }

  /// Notes the stored properties (`var name`, `let name`) declared at the
  /// top of the body of the class whose `class` keyword is at `start`;
  /// returns the position inside its body, where a view struct nested in
  /// it is still found.
  private mutating func readClass(
    _ tokens: [SourceScanner.Token], closing: Closing, from start: Int
  ) -> Int {
    var open = start + 2
    while open < tokens.count, tokens[open].mark != UInt8(ascii: "{") { open += 1 }
    guard open < tokens.count, let end = closing[open] else { return start + 2 }
    var index = open + 1
    while index < end {
      let token = tokens[index]
      if token.mark == UInt8(ascii: "{") || token.mark == UInt8(ascii: "(")
        || token.mark == UInt8(ascii: "[")
      {
        // A method's body or an initial value: nothing in it is a member.
        index = (closing[index] ?? index) + 1
        continue
      }
      if token.text == "var" || token.text == "let", index + 1 < end,
        tokens[index + 1].isIdentifier, classProperties[String(tokens[index + 1].text)] == nil
      {
        classProperties[String(tokens[index + 1].text)] = tokens[index + 1].line
      }
      index += 1
    }
    return open + 1
  }

  /// For each `{`, `(` and `[`, the position of the bracket that closes it.
  struct Closing {
    /// By a token's position, the position of its closing bracket, or -1.
    fileprivate var ends: [Int]

    subscript(_ open: Int) -> Int? {
      let end = ends[open]
      return end < 0 ? nil : end
    }
  }

  /// For each `{`, `(` and `[`, the position of the bracket that closes it.
  static func matchingBraces(_ tokens: [SourceScanner.Token]) -> Closing {
    var closing = Closing(ends: Array(repeating: -1, count: tokens.count))
    var stack: [Int] = []
    for (index, token) in tokens.enumerated() {
      switch token.mark {
      case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): stack.append(index)
      case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
        if let open = stack.popLast() { closing.ends[open] = index }
      default: break
      }
    }
    return closing
  }
}
