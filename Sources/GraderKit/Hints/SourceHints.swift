import GraderModel
import GraderReaders

/// Hints from a scenario's own source, for a failure that has no reference
/// to explain it (a release that keeps only digests): where the student's
/// tree says something the source's text does not bear out, the source's
/// fact, at its line. "TapLogger's body uses tapCount only in an action
/// (source line 14)"; never which view runs.
package enum SourceHints {
  /// The most hints a result shows.
  package static let limit = 6
  /// How many of the student's names are looked up among the source's views.
  static let nameLookups = 20

  /// The hints for `screen`, a failing description of the scenario whose
  /// source `map` reads, about the keys of `keys` (the scenario's changed
  /// keys, and the keys the student stores).
  package static func hints(screen: Screen, map: SourceMap, keys: Set<String>) -> [Finding] {
    guard !map.views.isEmpty else { return [] }
    var found: [Finding] = names(screen: screen, map: map)
    let tree = screen.tree
    let keys = keys.union(tree.storage.keys)
    for (index, node) in tree.nodes.enumerated() where found.count < limit {
      guard let view = map.view(node.name) else { continue }
      let line = screen.file.line(at: screen.viewOffsets[index])
      found += reads(node, view: view, line: line, keys: keys)
      found += holds(node, view: view, line: line, tree: tree)
    }
    found += placements(screen: screen, map: map)
    found += storage(screen: screen, map: map)
    found += places(screen: screen, map: map)
    return Array(found.prefix(limit))
  }

  /// A view of the source's under another parent than the view whose body
  /// builds it: the source's views, few, each looked up in the tree.
  private static func places(screen: Screen, map: SourceMap) -> [Finding] {
    var found: [Finding] = []
    let tree = screen.tree
    for view in map.views {
      guard let index = tree.index(of: view.name),
        let (builder, line) = map.builderView(of: view.name),
        tree.nodes[index].parent != builder
      else { continue }
      found.append(
        hint(
          view.name, nil, screen.file.line(at: screen.viewOffsets[index]),
          "\(view.name) is built in \(builder)'s body (source line \(line))"))
    }
    return found
  }

  /// A key the tree stores otherwise than the source declares it: a
  /// `@State` property of one view, or a value a view reads with
  /// `@Environment`. Where the value lives is the source's to say; which
  /// view runs for it stays the student's to work out.
  private static func storage(screen: Screen, map: SourceMap) -> [Finding] {
    // The source's properties, few, each looked up among the tree's keys.
    var found: [Finding] = []
    let stored = screen.tree.storage
    func line(_ key: String) -> Int? { screen.storageOffsets[key].map { screen.file.line(at: $0) } }
    for view in map.views {
      for property in view.properties {
        if property.wrapper == "State", let storage = stored[property.name],
          storage != .state(owner: view.name)
        {
          found.append(
            hint(
              view.name, property.name, line(property.name),
              "\(property.name) is a @State property of \(view.name) (source line \(property.line))"
            ))
        } else if property.wrapper == "Environment", let key = property.key,
          let storage = stored[key], storage != .environment
        {
          found.append(
            hint(
              view.name, key, line(key),
              "\(view.name) reads \(key) with @Environment(\\.\(key)) (source line \(property.line))"
            ))
        }
      }
    }
    return found
  }

  /// Views of the student's tree that the source does not declare, and
  /// views of the source missing from the tree.
  private static func names(screen: Screen, map: SourceMap) -> [Finding] {
    let declared = Set(map.views.map(\.name))
    let tree = screen.tree
    var missing = map.views.filter { tree.index(of: $0.name) == nil }
    var found: [Finding] = []
    for node in tree.nodes.lazy.filter({ !declared.contains($0.name) }).prefix(nameLookups) {
      let line = screen.line(ofView: node.name)
      if let guess = Suggestion.closest(to: node.name, among: missing.map(\.name)),
        let view = map.view(guess)
      {
        missing.removeAll { $0.name == guess }
        found.append(
          .misspelledView(
            guess, as: node.name, line: line,
            "\(node.name) is no view of the source: it declares \(guess) (source line \(view.line))"
          ))
      } else {
        found.append(
          .extraView(
            node.name, line: line,
            "\(node.name) is no view of the source: a node is one of the source's own View structs")
        )
      }
    }
    return found
      + missing.map {
        .missingView(
          $0.name,
          "The source declares \($0.name) (source line \($0.line)), which yours does not have.")
      }
  }

  /// A read the source's view makes only in an action, or only as a
  /// binding; and a use of a key in the source's body that the tree does
  /// not read.
  private static func reads(_ node: ViewNode, view: SourceMap.View, line: Int, keys: Set<String>)
    -> [Finding]
  {
    var found: [Finding] = []
    for key in node.reads where !view.declaresEnvironment(key) {
      guard let use = view.uses[key], use.read == nil, use.initializer == nil else { continue }
      if let action = use.action, use.binding == nil {
        found.append(
          hint(
            node.name, key, line,
            "\(node.name)'s body uses \(key) only in an action (source line \(action)), which runs after the body"
          ))
      } else if let binding = use.binding {
        found.append(
          hint(
            node.name, key, line,
            "\(node.name)'s body only makes a binding of \(key) (source line \(binding))"))
      }
    }
    // The source's names are few: look each up among the keys, not the other way.
    for (key, use) in view.uses.sorted(by: { $0.key < $1.key })
    where keys.contains(key) && !node.reads(key) && !node.takes(key) {
      guard let read = use.read else { continue }
      if let binding = view.computedBindings.first(where: { $0.names.contains(key) }) {
        found.append(
          hint(
            node.name, key, line,
            "\(node.name)'s body builds a binding with get (source line \(binding.line)), whose get uses \(key) as it is made"
          ))
      } else {
        found.append(
          hint(node.name, key, line, "\(node.name)'s body uses \(key) (source line \(read))"))
      }
    }
    return found
  }

  /// An `ObservableObject` the source's view keeps in a wrapper that the
  /// tree's view does not hold, and the other way round.
  private static func holds(_ node: ViewNode, view: SourceMap.View, line: Int, tree: ViewTree)
    -> [Finding]
  {
    var found: [Finding] = []
    let held = view.heldObjects
    for object in held where !node.holds(object.type) {
      found.append(
        hint(
          node.name, nil, line,
          "\(node.name) keeps a \(object.type) in an @\(object.wrapper) property (source line \(object.line))"
        ))
    }
    for object in node.holds where !held.contains(where: { $0.type == object }) {
      found.append(
        hint(
          node.name, nil, line,
          "\(node.name) keeps no \(object) in an @ObservedObject, @StateObject or @EnvironmentObject property (the view is at source line \(view.line))"
        ))
    }
    return found
  }

  /// A value the source places in the environment that no view of the tree places.
  private static func placements(screen: Screen, map: SourceMap) -> [Finding] {
    var found: [Finding] = []
    let tree = screen.tree
    for view in map.views {
      for placement in view.placements
      where !tree.nodes.contains(where: { $0.places(placement.key) }) {
        let line = screen.line(ofView: view.name)
        found.append(
          hint(
            view.name, placement.key, line,
            "The source places \(placement.key) in \(view.name)'s body (source line \(placement.line))"
          ))
      }
    }
    return found
  }

  private static func hint(_ view: String, _ key: String?, _ line: Int?, _ text: String) -> Finding
  {
    // Both lines in one parenthesis, yours first, as every finding cites them.
    var sentence = text + Finding.yourLine(line) + "."
    if let line, text.hasSuffix(")"),
      let open = text.range(of: " (source line ", options: .backwards)
    {
      let source = text[open.upperBound..<text.index(before: text.endIndex)]
      sentence = text[..<open.lowerBound] + " (your line \(line); source line \(source))."
    }
    return Finding(
      kind: .hint, view: view, key: key, line: line, sentence: sentence,
      gist: text.replacingLineNumbers)
  }

  /// The source line a finding of `kind` about `view` (and `key`) cites:
  /// the line that bears it out. A missing read cites where the body reads
  /// the key; a read that should not be, where the source only binds it or
  /// uses it in an action; a question of storage, the key's property; a
  /// view's place, where its parent's body builds it; else the first use,
  /// the placement, or the view's declaration.
  package static func citation(
    of kind: Finding.Kind, view: String, key: String?, map: SourceMap, object: String? = nil
  ) -> Int? {
    guard let source = map.view(view) else { return nil }
    // Whether a view runs for an object's change is its property that keeps
    // the object (`object`, the one whose property `key` is), wherever its
    // body uses the key.
    if kind == .missingHold || kind == .extraHold, let object,
      let held = source.heldObjects.first(where: { $0.type == object })
    {
      return held.line
    }
    if let key, let use = source.uses[key] {
      switch kind {
      case .missingRead: return use.read ?? use.initializer ?? use.binding ?? use.action
      case .extraRead:
        return [use.binding, use.action].compactMap { $0 }.min() ?? use.initializer ?? use.read
      case .cause, .extraHold, .missingHold:
        if let property = map.property(key) { return property }
      default: break
      }
      return [use.read, use.binding, use.action, use.initializer].compactMap { $0 }.min()
    }
    // The view's own property for the key it should read; any view's for
    // where the key is stored.
    if let key, kind == .missingRead,
      let property = source.properties.first(where: { $0.name == key || $0.key == key })
    {
      return property.line
    }
    if let key, [.cause, .extraHold, .missingHold].contains(kind),
      let property = map.property(key)
    {
      return property
    }
    if let key, let placement = source.placements.first(where: { $0.key == key }) {
      return placement.line
    }
    if [.shape, .missingView].contains(kind), let built = map.builder(of: view) {
      return built
    }
    return source.line
  }

}

extension String {
  /// The text with each `(source line N)` without its number: the same for
  /// every student, for counting a class's mistakes.
  fileprivate var replacingLineNumbers: String {
    var result = ""
    var skipping = false
    for character in self {
      if character.isNumber {
        if !skipping { result.append("N") }
        skipping = true
      } else {
        skipping = false
        result.append(character)
      }
    }
    return result
  }
}
