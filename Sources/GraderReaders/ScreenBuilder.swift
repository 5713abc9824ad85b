import GraderModel

/// Turns what a reader found into a ``Screen``, or into located diagnostics.
///
/// Both readers share it, so a cycle or a dangling parent reads the same
/// whichever format the student wrote.
struct ScreenBuilder {
  /// The file being read.
  var file: SourceFile
  /// What the file's did-you-mean searches may still spend.
  var budget: SuggestionBudget
  /// The names of views and keys whose own declaration has an error: what
  /// else the file says of them is not reported again, as a dangling
  /// parent, an unstored key or a did-you-mean.
  var brokenNames: Set<String> = []
  /// The keys the scenario being graded changes: right spellings (see ``Running/scriptKeys``).
  var scriptKeys: Set<String> = []
  /// The scenario's views: right spellings (see ``Running/scenarioViews``).
  var scenarioViews: () -> Set<String> = { [] }
  /// Whether every name was found to be plain before the build, so that
  /// the names need no look of their own (see ``holdsOnlyPlainWords(_:)``).
  var namesArePlain = false

  /// A screen as built, with a did-you-mean index over its storage keys.
  struct Built {
    /// The screen.
    var screen: Screen
    /// The storage keys, indexed once for the warnings about changed keys.
    var keys: SuggestionIndex
  }

  /// Builds a screen from views and storage.
  ///
  /// Errors for duplicates and cycles, and warnings for dangling parents and
  /// likely typos, go to `log`.
  ///
  /// - Parameters:
  ///   - views: The views, in order.
  ///   - storage: Where each key is stored.
  ///   - storageOffsets: Where each key's storage was written.
  ///   - log: Where diagnostics go.
  /// - Returns: The screen, or `nil` when the views do not form a tree.
  func build(
    views: [DraftView], storage: [String: Storage], storageOffsets: [String: Int],
    ownerOffsets: [String: Int] = [:], lazy: Set<String> = [], into log: inout DiagnosticLog
  ) -> Built? {
    let unprintable =
      namesArePlain
      ? [] : nameErrors(views: views, storage: storage, storageOffsets: storageOffsets)
    // A tripwire for the tests, which build with assertions: a reader that
    // one day makes a name other than of a file's plain words must not skip
    // the look at it.
    assert(
      !namesArePlain
        || nameErrors(views: views, storage: storage, storageOffsets: storageOffsets).isEmpty,
      "a file of plain words holds a name the checks refuse")
    if !unprintable.isEmpty {
      for problem in unprintable { log.append(problem) }
      return nil
    }
    let tree: ViewTree
    let keys = SuggestionIndex(making: { storage.keys.sorted() }, budget: budget)
    let placementErrors = placementProblems(views: views, storage: storage, keys: keys)
    guard placementErrors.isEmpty else {
      for problem in placementErrors { log.append(problem) }
      return nil
    }
    do {
      tree = try ViewTree(nodes: views.map(\.node), storage: storage, lazy: lazy)
    } catch {
      for issue in error.issues { log.append(diagnostic(for: issue, views: views)) }
      return nil
    }
    let names = SuggestionIndex(making: { views.map(\.node.name) }, budget: budget)
    let file = file
    let dangling = tree.danglingParents
    for (index, parent) in dangling where !brokenNames.contains(parent) {
      let view = views[index]
      let offset = view.parentOffset ?? view.offset
      log.append(
        file.draft(
          .warning,
          "parent '\(parent)' names no view in this tree; name the view whose body shows this one",
          id: .parentNotInTree,
          at: offset)
      ) {
        guard let guess = names.closest(to: parent) else { return [] }
        return [
          file.draft(
            .note, "did you mean '\(guess)'?", id: .screenDidYouMean, at: offset, fixIt: guess)
        ]
      }
    }
    warnTypos(
      in: tree, views: views, storageOffsets: storageOffsets, ownerOffsets: ownerOffsets,
      names: names, keys: keys, dangling: Set(dangling.map(\.parent)), into: &log)
    for warning in lazyReadWarnings(in: tree, views: views) { log.append(warning) }
    for warning in unreadSourceWarnings(views: views, storage: storage, keys: keys) {
      log.append(warning)
    }
    for warning in readAndTakenWarnings(views: views) { log.append(warning) }
    // With an error in the file, its storage may be missing what it meant to
    // store: a held object's published properties are then not looked for.
    if !log.hasErrors {
      for warning in holdWarnings(views: views, storage: storage) { log.append(warning) }
    }
    let screen = Screen(
      tree: tree, file: file, viewOffsets: views.map(\.offset),
      readOffsets: views.map(\.readOffsets), storageOffsets: storageOffsets)
    return Built(screen: screen, keys: keys)
  }

  /// Warnings for names that are legal but most likely typos: a state owner
  /// that names no view, and a read of a key with no storage that is close to
  /// a key that has one. Keys shorter than four characters are all close to
  /// each other, so they get no warning.
  private func warnTypos(
    in tree: ViewTree, views: [DraftView], storageOffsets: [String: Int],
    ownerOffsets: [String: Int], names: SuggestionIndex, keys: SuggestionIndex,
    dangling: Set<String>, into log: inout DiagnosticLog
  ) {
    // A key the scenario changes, stored nowhere, near one that is stored:
    // the storage line is the typo, however often the file repeats it.
    var renamed = Set<String>()
    // The tree's tables taken once, and a key looked for without copying
    // where it is stored: each lookup through the tree would retain the
    // table, and each value found the strings it holds.
    let storage = tree.storage
    // (A key the file reads is left to the warnings about its reads.)
    var unstoredScriptKeys: [String] = []
    for key in scriptKeys where storage.index(forKey: key) == nil && !tree.readKeys.contains(key) {
      unstoredScriptKeys.append(key)
    }
    for key in unstoredScriptKeys.sorted() {
      guard let stored = keys.closest(to: key), !scriptKeys.contains(stored),
        let offset = storageOffsets[stored], renamed.insert(stored).inserted
      else { continue }
      log.append(
        file.draft(
          .warning,
          "\(stored) is stored here, and the scenario changes \(key); did you mean \(key)?",
          id: .storedKeyMisspelled, at: offset, length: stored.count,
          fixIt: AdviceSpelling(path: file.path).swift ? "\"\(key)\"" : key))
    }
    // An owner that names no view, looked for first: most trees have none.
    func ownsAway(_ key: String) -> String? {
      guard case .state(let owner) = storage[key], tree.index(of: owner) == nil else {
        return nil
      }
      return owner
    }
    let strays = storageOffsets.keys.contains { ownsAway($0) != nil }
    for (key, offset) in strays ? storageOffsets.sorted(by: { $0.value < $1.value }) : [] {
      guard let owner = ownsAway(key),
        !dangling.contains(owner), let guess = names.closest(to: owner)
      else { continue }
      // At the owner's name, where the typo may be; or the view's name may
      // be, and is when the owner is a view of the scenario and the guess not.
      let at = ownerOffsets[key] ?? offset
      let scenarioViews = scenarioViews()
      let viewIsTypo = scenarioViews.contains(owner) && !scenarioViews.contains(guess)
      let advice =
        viewIsTypo
        ? "'\(owner)' is a view of this scenario: rename the view '\(guess)' to '\(owner)'"
        : scenarioViews.contains(guess)
          ? "did you mean '\(guess)'?"
          : "did you mean '\(guess)'? (or, if '\(owner)' is the name you meant, rename that view)"
      log.append(
        file.draft(
          .warning,
          "owner '\(owner)' names no view in this tree, so every reader of '\(key)' is off-rule",
          id: .ownerNotInTree,
          at: at,
          notes: [file.draft(.note, advice, id: .didYouMeanOwner, at: at)]))
    }
    // Only a key stored nowhere can be a typo: most files have none.
    guard
      views.indices.contains(where: { index in
        views[index].node.reads.contains { storage.index(forKey: $0) == nil }
          || views[index].node.takes.contains { storage.index(forKey: $0) == nil }
      })
    else { return }
    // How often the file writes each name a view reads or takes: the
    // spelling most of the file uses is the one a suggestion offers.
    var uses: [String: Int] = [:]
    for view in views {
      for key in view.node.reads { uses[key, default: 0] += 1 }
      for key in view.node.takes { uses[key, default: 0] += 1 }
    }
    var warned = Set<String>()
    for view in views {
      let named =
        view.node.takes.isEmpty
        ? Array(zip(view.node.reads, view.readOffsets))
        : Array(zip(view.node.reads, view.readOffsets)) + zip(view.node.takes, view.takeOffsets)
      for (key, offset) in named
      where key.count >= 4 && !warned.contains(key) && !brokenNames.contains(key) {
        guard
          let typo = file.readTypoWarning(
            key, readAt: offset, in: tree, storageOffsets: storageOffsets, keys: keys,
            scriptKeys: scriptKeys, uses: { uses[$0] ?? 0 })
        else { continue }
        warned.insert(key)
        log.append(typo)
      }
    }
  }

  private func diagnostic(for issue: TreeIssue, views: [DraftView]) -> DiagnosticDraft {
    switch issue {
    case .duplicateName(let name, let first, let again):
      return file.draft(
        .error, "two views are named '\(name)'; a view's name must be unique",
        id: .duplicateViewName,
        at: views[again].offset,
        notes: [
          file.draft(
            .note, "'\(name)' is first declared here", id: .viewFirstDeclared,
            at: views[first].offset)
        ]
      )
    case .parentCycle(let members) where members.count == 1:
      let view = views[members[0]]
      return file.draft(
        .error, "view '\(view.node.name)' is its own parent", id: .viewIsOwnParent,
        at: view.parentOffset ?? view.offset)
    case .parentCycle(let members):
      let names = (members + [members[0]]).map { views[$0].node.name }
      let head = views[members[0]]
      let notes = members.dropFirst().map { member in
        file.draft(
          .note, "'\(views[member].node.name)' is part of the cycle", id: .viewInCycle,
          at: views[member].offset)
      }
      return file.draft(
        .error,
        "parent cycle \(names.joined(separator: " -> ")): following parents never reaches a root",
        id: .parentCycle,
        at: head.parentOffset ?? head.offset, notes: Array(notes))
    }
  }
}

extension SourceFile {
  /// A warning for a change to a key that has no storage row but is close to one that has.
  ///
  /// Such a key is most likely a typo: its readers would all be out-of-scope.
  /// A key the views read is left to the warning about its reads (on the
  /// read or on the `key` line), so that no second message repeats it; and
  /// the spelling offered is one the file also reads, never one written once.
  ///
  /// - Parameters:
  ///   - keys: The tree's storage keys, indexed for did-you-mean searches.
  ///   - read: Whether `key` is itself a read, whose own warning this is.
  func unstoredKeyWarning(
    _ key: String, at offset: Int, in tree: ViewTree, keys: SuggestionIndex, quoted: Bool = false,
    read: Bool = false, scriptKeys: Set<String> = []
  ) -> DiagnosticDraft? {
    // A key the scenario changes, stored and read nowhere, near no key the
    // file stores but the scenario's own (a key line near it is warned of
    // as the typo, by `warnTypos`), in a file with views (a template's
    // changes are there before any): the student's own change of it says
    // that the scenario's runs no view.
    if !read, !tree.nodes.isEmpty, scriptKeys.contains(key), tree.storage[key] == nil,
      !tree.readKeys.contains(key), keys.closest(to: key).map(scriptKeys.contains) ?? true
    {
      return missingStorageWarning(
        key, at: offset, quoted: quoted,
        message:
          "'\(key)' is stored nowhere, and no view reads it: the scenario changes it, which runs no view of yours",
        id: .changedKeyWithoutStorage)
    }
    guard tree.storage[key] == nil, read || !tree.readKeys.contains(key),
      read || !scriptKeys.contains(key),
      let guess = keys.closest(to: key), read || tree.readKeys.contains(guess)
    else { return nil }
    return draft(
      .warning,
      read
        ? "'\(key)' is stored nowhere, so its readers count as out-of-scope"
        : "'\(key)' is stored nowhere, and no view reads it",
      id: .unstoredKeyMisspelled,
      at: offset,
      notes: [
        draft(
          .note, "did you mean '\(guess)'?", id: .screenDidYouMean, at: offset,
          fixIt: quoted ? "\"\(guess)\"" : guess)
      ])
  }
}
