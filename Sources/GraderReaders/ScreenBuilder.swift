import GraderModel

/// A view as a reader found it, with where each of its parts was written.
struct DraftView: Sendable {
  /// The view.
  var node: ViewNode
  /// Where the view was written.
  var offset: Int
  /// Where its parent's name was written, if it names one.
  var parentOffset: Int?
  /// Where each key it reads was written, in the order of `node.reads`.
  var readOffsets: [Int]

  /// A view reading `reads`, each key with where it was written; repeats are dropped.
  init(
    name: String, parent: String?, reads: [(key: String, offset: Int)], offset: Int,
    parentOffset: Int?
  ) {
    var seen = Set<String>()
    let kept = reads.filter { seen.insert($0.key).inserted }
    self.node = ViewNode(name, parent: parent, reads: kept.map(\.key))
    self.offset = offset
    self.parentOffset = parentOffset
    self.readOffsets = kept.map(\.offset)
  }
}

/// Turns what a reader found into a ``Screen``, or into located diagnostics.
///
/// Both readers share it, so a cycle or a dangling parent reads the same
/// whichever format the student wrote.
struct ScreenBuilder {
  /// The file being read.
  var file: SourceFile

  /// Builds a screen from views and storage.
  ///
  /// - Parameters:
  ///   - views: The views, in order.
  ///   - storage: Where each key is stored.
  ///   - storageOffsets: Where each key's storage was written.
  /// - Returns: The screen, or `nil` when the views do not form a tree, and
  ///   the diagnostics: errors for duplicates and cycles, warnings for
  ///   dangling parents.
  func build(
    views: [DraftView], storage: [String: Storage], storageOffsets: [String: Int]
  ) -> (screen: Screen?, diagnostics: [Diagnostic]) {
    let unprintable = controlCharacterErrors(
      views: views, storage: storage, storageOffsets: storageOffsets)
    if !unprintable.isEmpty { return (nil, unprintable) }
    let tree: ViewTree
    do {
      tree = try ViewTree(nodes: views.map(\.node), storage: storage)
    } catch {
      return (nil, error.issues.map { diagnostic(for: $0, views: views) })
    }
    let names = views.map(\.node.name)
    var warnings = tree.danglingParents.map { dangling in
      let view = views[dangling.view]
      return warning(
        "parent '\(dangling.parent)' names no view in this tree; it still counts as an ancestor name",
        name: dangling.parent, among: names, at: view.parentOffset ?? view.offset)
    }
    warnings += likelyTypos(in: tree, views: views, storageOffsets: storageOffsets)
    let screen = Screen(
      tree: tree, file: file, viewOffsets: views.map(\.offset),
      readOffsets: views.map(\.readOffsets), storageOffsets: storageOffsets)
    return (screen, warnings)
  }

  /// A warning about `name`, with a did-you-mean note when one of `candidates` is close.
  ///
  /// The note carries a fix-it only when `offset` is where `name` itself was written.
  private func warning(
    _ message: String, name: String, among candidates: [String], at offset: Int,
    pointsAtName: Bool = true
  ) -> Diagnostic {
    var notes: [Diagnostic] = []
    if let guess = Suggestion.closest(to: name, among: candidates) {
      notes.append(
        file.diagnostic(
          .note, "did you mean '\(guess)'?", at: offset, fixIt: pointsAtName ? guess : nil))
    }
    return file.diagnostic(.warning, message, at: offset, notes: notes)
  }

  /// Warnings for names that are legal but most likely typos: a state owner
  /// that names no view, and a read of a key with no storage that is close to
  /// a key that has one. Keys shorter than four characters are all close to
  /// each other, so they get no warning.
  private func likelyTypos(in tree: ViewTree, views: [DraftView], storageOffsets: [String: Int])
    -> [Diagnostic]
  {
    let names = views.map(\.node.name)
    let dangling = Set(tree.danglingParents.map(\.parent))
    var warnings: [Diagnostic] = []
    for (key, offset) in storageOffsets.sorted(by: { $0.value < $1.value }) {
      guard case .state(let owner) = tree.storage[key], tree.index(of: owner) == nil,
        !dangling.contains(owner), Suggestion.closest(to: owner, among: names) != nil
      else { continue }
      warnings.append(
        warning(
          "owner '\(owner)' names no view in this tree, so every reader of '\(key)' is off-rule",
          name: owner, among: names, at: offset, pointsAtName: false))
    }
    var warned = Set<String>()
    for view in views {
      for (key, offset) in zip(view.node.reads, view.readOffsets)
      where key.count >= 4 && !warned.contains(key) {
        guard let typo = file.unstoredKeyWarning(key, at: offset, in: tree) else { continue }
        warned.insert(key)
        warnings.append(typo)
      }
    }
    return warnings
  }

  private func diagnostic(for issue: TreeIssue, views: [DraftView]) -> Diagnostic {
    switch issue {
    case .duplicateName(let name, let first, let again):
      return file.diagnostic(
        .error, "two views are named '\(name)'; a view's name must be unique",
        at: views[again].offset,
        notes: [file.diagnostic(.note, "'\(name)' is first declared here", at: views[first].offset)]
      )
    case .parentCycle(let members) where members.count == 1:
      let view = views[members[0]]
      return file.diagnostic(
        .error, "view '\(view.node.name)' is its own parent", at: view.parentOffset ?? view.offset)
    case .parentCycle(let members):
      let names = (members + [members[0]]).map { views[$0].node.name }
      let head = views[members[0]]
      let notes = members.dropFirst().map { member in
        file.diagnostic(
          .note, "'\(views[member].node.name)' is part of the cycle", at: views[member].offset)
      }
      return file.diagnostic(
        .error,
        "parent cycle \(names.joined(separator: " -> ")): following parents never reaches a root",
        at: head.parentOffset ?? head.offset, notes: Array(notes))
    }
  }
}

extension SourceFile {
  /// A warning for a change to a key that has no storage row but is close to one that has.
  ///
  /// Such a key is most likely a typo: its readers would all be out-of-scope.
  func unstoredKeyWarning(_ key: String, at offset: Int, in tree: ViewTree, quoted: Bool = false)
    -> Diagnostic?
  {
    guard tree.storage[key] == nil,
      let guess = Suggestion.closest(to: key, among: tree.storage.keys.sorted())
    else { return nil }
    return diagnostic(
      .warning, "'\(key)' has no storage row, so its readers count as out-of-scope",
      at: offset,
      notes: [
        diagnostic(
          .note, "did you mean '\(guess)'?", at: offset, fixIt: quoted ? "\"\(guess)\"" : guess)
      ])
  }
}
