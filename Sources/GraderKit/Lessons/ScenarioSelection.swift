import GraderReaders

/// The one reading of the scenarios a command's arguments name, for every
/// command that takes them: `check`, `list`, `start`, `lint` and `record`.
///
/// A `PATH` names every scenario of which it is one of these spellings:
/// - the full id, `04-environment-values/reader-deep-in-the-tree`;
/// - the bare id, `reader-deep-in-the-tree`, when one lesson alone has it;
/// - the lesson, `04-environment-values`, or its folder, `Lessons/04-…`, or
///   its number, `04`, when one lesson has it;
/// - the scenario file, or its name without `.scenario` after the lesson,
///   `04-environment-values/01-reader-deep-in-the-tree`;
/// - the submission file in either form, or the lesson's submissions folder;
/// - the lessons folder itself, for every scenario.
///
/// Paths are compared as ``LessonFiles/normalized(_:)`` resolves them, so
/// they name the same files from any folder.
package enum ScenarioSelection {
  /// A scenario as a `PATH` may name it.
  package struct Candidate: Sendable {
    /// The full id, or `nil` for a fixture that does not read.
    package var fullID: String?
    /// The lesson folder's name.
    package var lesson: String
    /// The scenario file's path.
    package var file: String
    /// The ids the scenario had before (`formerly:`), and their digests
    /// (`formerly-digest:`), as a digest release keeps them.
    package var formerIDs: [String] = []
    package var formerDigests: [String] = []

    package init(fullID: String?, lesson: String, file: String) {
      self.fullID = fullID
      self.lesson = lesson
      self.file = file
    }

    /// Whether `path`, below the submissions folder `folder` (with its
    /// slash), is a file of this scenario's lesson named by a former id.
    func isFormerFile(_ path: String, in folder: String) -> Bool {
      let lessonFolder = folder + lesson + "/"
      guard path.hasPrefix(lessonFolder) else { return false }
      let name = path.dropFirst(lessonFolder.count)
      for form in [".tree", ".swift"] where name.hasSuffix(form) {
        let stem = String(name.dropLast(form.count))
        return !stem.contains("/") && hadID(stem)
      }
      return false
    }

    /// Whether the scenario had the id `id` before.
    func hadID(_ id: String) -> Bool {
      Scenario.had(id, formerIDs: formerIDs, digests: formerDigests, fullID: fullID ?? "")
    }
  }

  /// The candidates of the scenarios in `catalog`.
  package static func candidates(of catalog: LessonCatalog) -> [Candidate] {
    catalog.scenarios.map { scenario in
      var candidate = Candidate(
        fullID: scenario.fullID, lesson: scenario.lesson, file: scenario.file.path)
      (candidate.formerIDs, candidate.formerDigests) = (scenario.formerIDs, scenario.formerDigests)
      return candidate
    }
  }

  /// The candidates that `paths` name, in their own order, each once.
  ///
  /// - Parameters:
  ///   - lessons: The lessons folder.
  ///   - submissions: The submissions folder, for the commands that read one.
  /// - Returns: The indices of the candidates named, or the first path that
  ///   names none, with the nearest spelling that would.
  package static func select(
    _ paths: [String], among candidates: [Candidate], lessons: String, submissions: String?
  ) -> Result<[Int], SelectionError> {
    let root = LessonFiles.normalized(lessons)
    var selected = Set<Int>()
    for path in paths {
      let given = byNumber(LessonFiles.normalized(path), among: candidates)
      if given == root {
        selected.formUnion(candidates.indices)
        continue
      }
      var found = candidates.indices.filter {
        spellings(of: candidates[$0], lessons: lessons, submissions: submissions).contains(given)
      }
      if found.isEmpty {
        let bare = candidates.indices.filter {
          candidates[$0].fullID.map { ScenarioID.name(of: $0) } == given
        }
        if bare.count > 1 {
          return .failure(
            SelectionError(
              path: path, suggestion: nil, count: bare.count, submissions: submissions != nil))
        }
        found = bare
      }
      // A submission still named by its scenario's former id, in its
      // lesson's folder, is that scenario's work (as grading reads it).
      if found.isEmpty, let submissions {
        let folder = LessonFiles.normalized(submissions) + "/"
        found = candidates.indices.filter {
          candidates[$0].isFormerFile(given, in: folder)
        }
      }
      guard !found.isEmpty else {
        return .failure(
          SelectionError(
            path: path, suggestion: suggestion(for: given, among: candidates),
            submissions: submissions != nil))
      }
      selected.formUnion(found)
    }
    return .success(selected.sorted())
  }

  /// `given` with a lesson's number in its first part (`07`, `7`,
  /// `1/sibling-fields`) written as the lesson's name, when one lesson has
  /// that number; `given` itself otherwise.
  private static func byNumber(_ given: String, among candidates: [Candidate]) -> String {
    let parts = given.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
    // Digits alone, however many zeros lead them.
    guard let first = parts.first, !first.isEmpty,
      first.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return given }
    let significant = first.drop { $0 == "0" }
    guard significant.count <= 9, let number = Int(significant.isEmpty ? "0" : significant)
    else { return given }
    let lessons = Set(
      candidates.map(\.lesson).filter { lesson in
        let digits = lesson.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && lesson.dropFirst(digits.count).hasPrefix("-")
          && Int(digits) == number
      })
    guard lessons.count == 1, let lesson = lessons.first else { return given }
    return parts.count == 2 ? lesson + "/" + parts[1] : lesson
  }

  /// Every spelling that names `candidate`, bar its bare id.
  private static func spellings(of candidate: Candidate, lessons: String, submissions: String?)
    -> Set<String>
  {
    let name = candidate.file.split(separator: "/").last.map(String.init) ?? candidate.file
    let stem = name.hasSuffix(".scenario") ? String(name.dropLast(".scenario".count)) : name
    var names: Set<String> = [
      candidate.lesson, "\(candidate.lesson)/\(stem)", LessonFiles.normalized(candidate.file),
      LessonFiles.normalized("\(lessons)/\(candidate.lesson)"),
    ]
    if let fullID = candidate.fullID { names.insert(fullID) }
    if let submissions {
      names.insert(LessonFiles.normalized("\(submissions)/\(candidate.lesson)"))
      if let fullID = candidate.fullID {
        for form in ["tree", "swift"] {
          names.insert(LessonFiles.normalized("\(submissions)/\(fullID).\(form)"))
        }
      }
    }
    return names
  }

  /// The scenario whose former id (`formerly:`) `given`'s last part is,
  /// without a submission's extension; else the lesson or full id nearest
  /// `given`; else the full id of the bare id that its last part names or is
  /// nearest: a submission file typed from another lesson's folder
  /// (`sibling-fields.tree`) is pointed to its scenario.
  private static func suggestion(for given: String, among candidates: [Candidate]) -> String? {
    var name = PathText.lastComponent(of: given)
    for form in [".tree", ".swift"] where name.hasSuffix(form) { name.removeLast(form.count) }
    let renamed = candidates.filter { $0.hadID(name) }.compactMap(\.fullID)
    if renamed.count == 1 { return renamed[0] }
    let ids = candidates.map(\.lesson) + candidates.compactMap(\.fullID)
    if let near = Suggestion.closest(to: given, among: Array(Set(ids)).sorted()) { return near }
    let fullIDs = candidates.compactMap(\.fullID)
    let named = fullIDs.filter { ScenarioID.name(of: $0) == name }
    if named.count == 1 { return named[0] }
    return Suggestion.closest(to: name, among: fullIDs.map { ScenarioID.name(of: $0) }).flatMap {
      near in
      fullIDs.first { ScenarioID.name(of: $0) == near }
    }
  }
}

/// A `PATH` that names no scenario, or a bare id that names several.
package struct SelectionError: Error, Sendable {
  /// The path as given.
  package var path: String
  /// The nearest spelling that names a scenario, if any is near.
  package var suggestion: String?
  /// How many scenarios a bare id names, when it names more than one.
  package var count = 0
  /// Whether a submission's path could have named one.
  package var submissions = true

  /// What is wrong, and what to type instead.
  /// The path as typed, or as a shell expanded it from a student's file
  /// names, is escaped for the terminal and shortened.
  package var message: String {
    let shown = Escape.quotedValue(path, limit: 256)
    if count > 1 {
      return "'\(shown)' names \(count) scenarios; give LESSON/SCENARIO"
    }
    let hint =
      suggestion.map { "; did you mean '\(Escape.quotedValue($0))'?" }
      ?? "; '\(CommandHint.list)' with no name shows every scenario"
    let kinds = submissions ? "lesson, scenario or submission" : "lesson or scenario"
    return "no \(kinds) matches '\(shown)'\(hint)"
  }
}
