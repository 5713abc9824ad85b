import GraderModel

/// The checks both readers make of held objects: a view holds an
/// `ObservableObject` whose `@Published` properties the file stores.
extension ScreenBuilder {
  /// A warning for each object a view holds that no key is a published
  /// property of: an `@Observable` object (`model`), which is tracked
  /// property by property and never held as a whole, or a name the storage
  /// does not know, perhaps misspelled.
  func holdWarnings(views: [DraftView], storage: [String: Storage]) -> [DiagnosticDraft] {
    guard views.contains(where: { !$0.node.holds.isEmpty }) else { return [] }
    var published = Set<String>()
    var observable = Set<String>()
    for kind in storage.values {
      switch kind {
      case .published(let object): published.insert(object)
      case .model(let object): observable.insert(object)
      case .state, .environment: break
      }
    }
    let spelling = AdviceSpelling(path: file.path)
    let candidates = SuggestionIndex(published.sorted(), budget: budget)
    var found: [DiagnosticDraft] = []
    var warned = Set<String>()
    for view in views {
      for (object, offset) in zip(view.node.holds, view.holdOffsets)
      where !published.contains(object) && !brokenNames.contains(object) {
        guard warned.insert(object).inserted else { continue }
        if observable.contains(object) {
          found.append(
            file.draft(
              .warning,
              "'\(object)' is an @Observable object (its keys are stored as \(spelling.swift ? ".model" : "'model'")), tracked property by property: holding it runs nothing",
              id: .holdsObservableObject, at: offset, length: object.count,
              notes: [
                file.draft(
                  .note,
                  "'holds' is for an ObservableObject; store its @Published properties as \(spelling.swift ? "'.published(object: \"\(object)\")'" : "'published \(object)'")",
                  id: .holdsIsForObservableObject, at: offset)
              ]))
          continue
        }
        let guess = candidates.closest(to: object)
        found.append(
          file.draft(
            .warning,
            "'\(object)' has no published property in this file, so holding it runs nothing",
            id: .holdsUnknownObject, at: offset, length: object.count,
            notes: guess.map {
              [
                file.draft(
                  .note, "did you mean '\($0)'?", id: .screenDidYouMean, at: offset,
                  fixIt: spelling.swift ? "\"\($0)\"" : $0)
              ]
            }
              ?? [
                file.draft(
                  .note,
                  "store the object's @Published properties as \(spelling.swift ? "'.published(object: \"\(object)\")'" : "'published \(object)'")",
                  id: .storePublishedProperties, at: offset)
              ]))
      }
    }
    return found
  }
}
