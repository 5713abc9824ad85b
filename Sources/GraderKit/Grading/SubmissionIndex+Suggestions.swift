import GraderReaders

/// The did-you-mean of a file no scenario claims: the scenario it looks
/// meant for, if any.
extension SubmissionIndex {
  /// The submission path of the scenario closest to `name` (`LESSON/FILE`),
  /// for a did-you-mean: the scenario of that id, or that had it before
  /// (`formerly:`), in its lesson or else in any (a file in the wrong
  /// lesson's folder), else the nearest id among its lesson's scenarios.
  /// Only a description (`.tree`, `.swift`, or either with `.txt` after it)
  /// can be a scenario's work, and the lesson's name, which every candidate
  /// shares, decides nothing.
  func suggest(_ name: String, catalog: LessonCatalog) -> String? {
    // An editor that saves plain text may add `.txt` (`counter.tree.txt`):
    // the file is still the scenario's, in the form before it, else `.tree`.
    let typed = name.hasSuffix(".txt") ? String(name.dropLast(4)) : name
    let ext =
      typed.hasSuffix(".swift")
      ? "swift" : typed.hasSuffix(".tree") ? "tree" : typed != name ? "" : nil
    guard let ext else { return nil }
    let stem = ext.isEmpty ? typed : String(typed.dropLast(ext.count + 1))
    return closest(stem, ext: ext.isEmpty ? "tree" : ext, catalog: catalog)
  }

  /// The submission path, in `ext`, of the scenario closest to `stem`
  /// (`LESSON/NAME`); see ``suggest(_:catalog:)``.
  private func closest(_ stem: String, ext: String, catalog: LessonCatalog) -> String? {
    let slash = stem.lastIndex(of: "/")
    let lesson = slash.map { String(stem[..<$0]) } ?? ""
    let bare = slash.map { String(stem[stem.index(after: $0)...]) } ?? stem
    // The scenario of that id, or that had it before (`formerly:`): its
    // lesson's first, then another lesson's. Each looked for only when the
    // one before is not there: a former id may be known by its digest alone.
    let scenarios = catalog.scenarios
    let exact = scenarios.lazy.filter { $0.id == bare }
    let renamed = scenarios.lazy.filter { $0.hadID(bare) }
    if let named = exact.first(where: { $0.lesson == lesson })
      ?? renamed.first(where: { $0.lesson == lesson }) ?? exact.first ?? renamed.first
    {
      return "\(named.fullID).\(ext)"
    }
    let own = catalog.scenarios.filter { $0.lesson == lesson }
    let pool = own.isEmpty ? catalog.scenarios : own
    guard let id = Suggestion.closest(to: bare, among: pool.map(\.id)),
      let found = pool.first(where: { $0.id == id })
    else { return nil }
    return "\(found.fullID).\(ext)"
  }
}
