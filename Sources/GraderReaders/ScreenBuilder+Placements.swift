import GraderModel

/// The checks both readers make of placed environment values: only an
/// environment key is placed, a change names a view that places its key, and
/// a lazy key is read only under a placement.
extension ScreenBuilder {
  /// An error for each placement of a key that is not an environment value.
  ///
  /// A placed key close to a stored one is taken for a typo of it.
  func placementProblems(views: [DraftView], storage: [String: Storage], keys: SuggestionIndex)
    -> [DiagnosticDraft]
  {
    var problems: [DiagnosticDraft] = []
    // Only the views that place a value are copied out: most place none.
    for index in views.indices
    where !views[index].node.places.isEmpty || !views[index].node.derives.isEmpty {
      let view = views[index]
      for key in view.node.places + view.node.derives {
        let offset = view.placeOffsets[key] ?? view.offset
        switch storage[key] {
        case .environment: continue
        case nil where brokenNames.contains(key):
          // Its 'key' line has an error of its own already.
          continue
        case nil:
          if let guess = keys.closest(to: key) {
            problems.append(
              file.draft(
                .error, "'\(key)' is stored nowhere; did you mean '\(guess)'?",
                id: .placedKeyMisspelled, at: offset, length: key.count,
                fixIt: AdviceSpelling(path: file.path).swift ? "\"\(guess)\"" : guess))
            continue
          }
          let storage = AdviceSpelling(path: file.path)
          problems.append(
            file.draft(
              .error,
              "'\(key)' is stored nowhere; a placed value is an environment value: add \(storage.swift ? "\(storage.environmentKey(key)) to the storage dictionary" : "'\(storage.environmentKey(key))'")",
              id: .placedKeyWithoutStorage,
              at: offset))
        case let other?:
          problems.append(
            file.draft(
              .error,
              "'\(key)' is stored as \(other), not in the environment; only environment values are placed",
              id: .placedKeyNotEnvironment,
              at: offset))
        }
      }
    }
    return problems
  }

  /// A warning for each placed value computed from a key that no view reads:
  /// the body that computes the value reads that key, so some view must.
  /// A source close to a stored key is taken for a typo of it.
  func unreadSourceWarnings(
    views: [DraftView], storage: [String: Storage], keys: SuggestionIndex
  ) -> [DiagnosticDraft] {
    var sources: [(placed: String, source: String, offset: Int)] = []
    for index in views.indices where !views[index].node.placedFrom.isEmpty {
      let view = views[index]
      for (placed, source) in view.node.placedFrom {
        sources.append((placed, source, view.sourceOffsets[placed] ?? view.offset))
      }
    }
    guard !sources.isEmpty else { return [] }
    var read = Set<String>()
    for index in views.indices { read.formUnion(views[index].node.reads) }
    let file = file
    return sources.filter { !read.contains($0.source) }.sorted { $0.offset < $1.offset }.map {
      source in
      if storage[source.source] == nil, let guess = keys.closest(to: source.source),
        read.contains(guess)
      {
        return file.draft(
          .warning,
          "'\(source.placed)' is placed from '\(source.source)', which is stored nowhere; did you mean '\(guess)'?",
          id: .placedFromMisspelled, at: source.offset)
      }
      return file.draft(
        .warning,
        "'\(source.placed)' is placed from '\(source.source)', which no view reads; the view whose body computes the placed value reads '\(source.source)'",
        id: .placedFromUnreadKey,
        at: source.offset)
    }
  }

  /// A warning for each key a view both reads and takes: a view that reads
  /// a value runs whenever it changes, so taking it adds nothing.
  func readAndTakenWarnings(views: [DraftView]) -> [DiagnosticDraft] {
    var found: [DiagnosticDraft] = []
    for view in views where !view.node.takes.isEmpty {
      // A set of the reads when they are many: no take scans them all.
      let reads = view.node.reads.count > 8 ? Set(view.node.reads) : nil
      for (key, offset) in zip(view.node.takes, view.takeOffsets)
      where reads?.contains(key) ?? view.node.reads(key) {
        found.append(
          file.draft(
            .warning,
            "'\(view.node.name)' both reads and takes '\(key)'; a view that reads a value runs whenever it changes, so 'takes' adds nothing here",
            id: .readsAndTakes,
            at: offset))
      }
    }
    return found
  }

  /// A warning for each read of a lazy key where nothing places it.
  func lazyReadWarnings(in tree: ViewTree, views: [DraftView]) -> [DiagnosticDraft] {
    // Where each read was written, looked up once per view that has one out of place.
    var offsets: (view: Int, byKey: [String: Int])?
    return tree.lazyReadsOutOfPlace.map { read in
      let view = views[read.view]
      if offsets?.view != read.view {
        var byKey: [String: Int] = [:]
        for (key, offset) in zip(view.node.reads, view.readOffsets) where byKey[key] == nil {
          byKey[key] = offset
        }
        offsets = (read.view, byKey)
      }
      let offset = offsets?.byKey[read.key] ?? view.placeOffsets[read.key] ?? view.offset
      return file.draft(
        .warning, ViewTree.lazyReadMessage(view: view.node.name, key: read.key),
        id: .lazyReadUnplaced, at: offset)
    }
  }
}

extension SourceFile {
  /// An error when a change `at` a view cannot be: the view does not exist, or
  /// places no value for `key`.
  package func placementChangeError(key: String, at view: String, offset: Int, in tree: ViewTree)
    -> Diagnostic?
  {
    placementChangeDraft(key: key, at: view, offset: offset, in: tree).map { resolve([$0])[0] }
  }

  /// The draft of ``placementChangeError(key:at:offset:in:)``, for a reader's log.
  func placementChangeDraft(key: String, at view: String, offset: Int, in tree: ViewTree)
    -> DiagnosticDraft?
  {
    guard let index = tree.index(of: view) else {
      // One search per change: the script is short beside the file, and a
      // student's file runs its changes only under 'grader run'.
      let guess = Suggestion.closest(to: view, among: tree.nodes.prefix(1_000).map(\.name))
      return draft(
        .error, "a change at '\(view)' names no view of the tree",
        id: .changeAtUnknownView, at: offset,
        notes: guess.map {
          [draft(.note, "did you mean '\($0)'?", id: .screenDidYouMean, at: offset)]
        } ?? [])
    }
    guard tree.nodes[index].places(key) else {
      return draft(
        .error,
        "'\(view)' places no value for '\(key)'; a change 'at' a view changes the value that view places",
        id: .changeAtViewNotPlacing,
        at: offset)
    }
    return nil
  }
}
