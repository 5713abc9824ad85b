import GraderModel
import GraderReaders

/// Every lesson of a course, read from its lessons folder, with the problems found.
package struct LessonCatalog: Sendable {
  /// The lessons, in course order (by folder name).
  package var lessons: [Lesson] {
    didSet { listScenarios() }
  }
  /// Problems with the lessons: any error means the lessons are broken.
  package var diagnostics: [Diagnostic]

  /// The fixtures this load read cleanly, when it was given a cache to
  /// read them by: the cache a check keeps for the next.
  package var cache: LessonCache?
  /// The folder and hint of a load by a cache, to load again without it.
  var loadedFrom: (root: String, missingHint: String?)?

  /// Whether any lesson is broken.
  package var isBroken: Bool { diagnostics.hasErrors }

  /// Whether there is no lessons folder to read: nothing to fix in one,
  /// and its error says where to run instead.
  package var isMissing: Bool { Self.isMissing(diagnostics) }

  /// Whether `diagnostics`, a catalog's, say there is no lessons folder to read.
  package static func isMissing(_ diagnostics: [Diagnostic]) -> Bool {
    diagnostics.contains { $0.id == .noLessonsFolder }
  }

  /// Every scenario, in course order: kept beside the lessons, since every
  /// student of a batch asks for it. (The functions below that change many
  /// scenarios change a copy of the lessons, and set them once.)
  package private(set) var scenarios: [Scenario] = []
  /// Whether some scenario was read by its header alone (see ``Scenario/isLean``).
  package private(set) var hasLean = false
  /// Whether some scenario is withheld from what a student reads (see
  /// ``Scenario/isWithheld``).
  package private(set) var withholds = false

  /// Lists the scenarios of `lessons`, and what every student's grading
  /// asks of them, once for all.
  private mutating func listScenarios() {
    scenarios = lessons.flatMap(\.scenarios)
    hasLean = scenarios.contains(where: \.isLean)
    withholds = scenarios.contains(where: \.isWithheld)
  }

  /// The digest of the lesson set: every scenario's digest (see
  /// ``Digests/scenario(_:)``), in course order. Full lessons and a student
  /// release of them (of either kind) have the same digest, as long as no
  /// scenario is hidden or judged by the instructor; otherwise the release's
  /// is the digest of ``released()``.
  package var digest: String { Digests.lessons(scenarios) }

  /// The first scenario whose rows tell a view that reads a key from one
  /// that takes it: a view of its reference takes a key the script changes
  /// without reading it, and reading it instead changes the rows.
  package var readsAgainstTakes: String? {
    scenarios.first { scenario in
      guard let tree = scenario.reference?.screens.first?.tree, scenario.hasRows else {
        return false
      }
      let changed = scenario.changedKeys
      for (index, node) in tree.nodes.enumerated() {
        for key in node.takes where changed.contains(key) && !node.reads(key) {
          var nodes = tree.nodes
          nodes[index].takes.removeAll { $0 == key }
          nodes[index].reads.append(key)
          guard let other = try? ViewTree(nodes: nodes, storage: tree.storage, lazy: tree.lazyKeys)
          else { continue }
          if other.run(scenario.script) != scenario.expected { return true }
        }
      }
      return false
    }?.fullID
  }

  /// The scenario with the full id `lesson/id`.
  package func scenario(_ fullID: String) -> Scenario? {
    scenarios.first { $0.fullID == fullID }
  }

  /// Creates a catalog.
  package init(lessons: [Lesson], diagnostics: [Diagnostic]) {
    self.lessons = lessons
    self.diagnostics = diagnostics
    listScenarios()
  }

  /// The largest scenario fixture read, in bytes.
  package static let fixtureLimit = 1 << 20

  /// Reads every lesson folder under `root`.
  ///
  /// A lesson folder holds `.scenario` files; other files there are reported
  /// as warnings, except hidden files and READMEs.
  ///
  /// - Parameters:
  ///   - root: The lessons folder.
  ///   - missingHint: What to do when it cannot be listed, in the caller's
  ///     terms (the command line names its option).
  ///   - cache: The fixtures an earlier check read cleanly: of each, only
  ///     the header is read (see ``Scenario/isLean``). `nil` reads all in full.
  /// - Returns: The catalog; a missing folder is an error in its diagnostics.
  package static func load(
    from root: String, missingHint: String? = nil, cache: LessonCache? = nil
  ) -> LessonCatalog {
    var diagnostics: [Diagnostic] = []
    var lessons: [Lesson] = []
    let folders: [DirectoryEntry]
    let rootFolder: OpenFolder
    // Resolved once: each folder listed and fixture opened is checked against
    // it, or opened through the open folder that holds it.
    let realRoot = SafeDirectory.resolved(root) ?? root
    do {
      (folders, _, rootFolder) = try SafeDirectory.openedEntries(
        of: root, within: root, resolvedRoot: realRoot)
    } catch {
      return LessonCatalog(
        lessons: [],
        diagnostics: [
          .error(
            "no lessons folder here (\(error.reason))\(missingHint.map { "; " + $0 } ?? "")",
            id: .noLessonsFolder,
            path: root)
        ])
    }
    var clean = cache.map { _ in LessonCache() }
    for folder in folders {
      guard folder.kind == .directory else {
        let reason =
          switch folder.kind {
          case .linkOutside:
            "a link to outside the lessons folder, which grader does not follow; lessons are folders inside it"
          case .brokenLink: "a link to nothing, or a loop of links; lessons are folders"
          default: "lessons are folders"
          }
        diagnostics += ignored(folder, because: reason)
        continue
      }
      let (lesson, problems) = loadLesson(
        folder, in: rootFolder, root: root, realRoot: realRoot, cache: cache, clean: &clean)
      diagnostics += problems
      if !lesson.scenarios.isEmpty { lessons.append(lesson) }
    }
    var catalog = LessonCatalog(lessons: lessons, diagnostics: diagnostics)
    catalog.cache = clean
    if cache != nil { catalog.loadedFrom = (root, missingHint) }
    return catalog
  }

  private static func loadLesson(
    _ folder: DirectoryEntry, in rootFolder: OpenFolder, root: String, realRoot: String,
    cache: LessonCache?, clean: inout LessonCache?
  ) -> (Lesson, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var scenarios: [Scenario] = []
    var seen: [String: (id: String, path: String)] = [:]
    let files: [DirectoryEntry]
    let lessonFolder: OpenFolder
    do {
      (files, _, lessonFolder) = try SafeDirectory.openedEntries(
        of: folder.path, within: root, resolvedRoot: realRoot, in: (rootFolder, folder.name))
    } catch {
      return (
        Lesson(id: folder.name, scenarios: []),
        [.error(error.reason, id: .unreadableLesson, path: folder.path)]
      )
    }
    for file in files {
      guard file.name.hasSuffix(".scenario") else {
        diagnostics += ignored(file, because: "not a .scenario file")
        continue
      }
      let bytes: [UInt8]
      let identity: FileLoader.Identity
      do throws(FileLoader.Failure) {
        guard file.kind == .file else {
          throw FileLoader.Failure(
            path: file.path, reason: "is not a regular file inside the lessons folder")
        }
        (bytes, identity) = try FileLoader.contents(
          named: file.name, in: lessonFolder, path: file.path, limit: Self.fixtureLimit,
          confinedTo: realRoot)
      } catch {
        diagnostics.append(.error(error.reason, id: .unreadableScenarioFile, path: file.path))
        continue
      }
      let source = SourceFile(path: file.path, bytes: bytes)
      let key = cache.map { _ in
        LessonCache.key(lesson: folder.name, file: file.name, identity: identity, bytes: bytes)
      }
      var parsed: (scenario: Scenario?, diagnostics: [Diagnostic]) = (nil, [])
      if let key, let views = cache?.clean[key] {
        parsed = ScenarioParser.parse(source, lesson: folder.name, leanViews: views)
        if parsed.scenario != nil { clean?.clean[key] = views }
      }
      if parsed.scenario == nil {
        parsed = ScenarioParser.parse(source, lesson: folder.name)
        if let key, let scenario = parsed.scenario, parsed.diagnostics.isEmpty {
          clean?.clean[key] = scenario.views.sorted()
        }
      }
      diagnostics += parsed.diagnostics
      guard var scenario = parsed.scenario else { continue }
      scenario.fixtureKey = key
      // Ids are ASCII; two that differ only in case name one submission
      // file on the disks of macOS and Windows.
      let folded = scenario.id.lowercased()
      if let first = seen[folded] {
        let idLine = (1...scenario.file.lineStarts.count).first {
          scenario.file.text(ofLine: $0).hasPrefix("id:")
        }
        let message =
          first.id == scenario.id
          ? "duplicate scenario id '\(scenario.id)'; \(first.path) has it too"
          : "scenario id '\(scenario.id)' differs from '\(first.id)' of \(first.path) only in case; on macOS and Windows both name one submission file"
        diagnostics.append(
          scenario.file.diagnostic(
            .error, message,
            id: first.id == scenario.id ? .duplicateScenarioID : .idDiffersInCase,
            at: idLine.map { scenario.file.lineStarts[$0 - 1] } ?? 0))
        continue
      }
      seen[folded] = (scenario.id, file.path)
      scenarios.append(scenario)
    }
    diagnostics += checkFormerIDs(&scenarios, current: seen)
    return (Lesson(id: folder.name, scenarios: scenarios), diagnostics)
  }

  /// A warning that `entry` is skipped, except for READMEs, which belong in a lessons folder.
  private static func ignored(_ entry: DirectoryEntry, because reason: String) -> [Diagnostic] {
    guard !entry.name.uppercased().hasPrefix("README") else { return [] }
    return [
      Diagnostic(
        severity: .warning, message: "ignored: \(reason)", id: .ignoredFile,
        location: SourceLocation(path: entry.path, line: 1, column: 1))
    ]
  }
}

extension LessonCatalog {
  /// The catalog with each lean scenario among `ids` (all when `nil`) read
  /// in full. Should one not read cleanly after all, which a cache written
  /// by hand can claim, the lessons are loaded again without the cache: the
  /// catalog is then the one a check without a cache reads.
  ///
  /// The ids are asked for only when some scenario is lean: a catalog read
  /// in full, as a batch's is, needs none for each student.
  ///
  /// - Returns: The catalog, and whether it was loaded again.
  package func completing(_ ids: @autoclosure () -> Set<String>? = nil) -> (
    catalog: LessonCatalog, reloaded: Bool
  ) {
    guard hasLean else { return (self, false) }
    let ids = ids()
    var copy = self
    var lessons = lessons
    for lesson in lessons.indices {
      for index in lessons[lesson].scenarios.indices {
        let scenario = lessons[lesson].scenarios[index]
        guard scenario.isLean, ids?.contains(scenario.fullID) ?? true else { continue }
        let parsed = ScenarioParser.parse(scenario.file, lesson: scenario.lesson)
        guard let full = parsed.scenario, parsed.diagnostics.isEmpty, full.id == scenario.id
        else {
          // With an empty cache: every fixture read in full, the clean ones kept.
          guard let source = loadedFrom else { continue }
          return (
            Self.load(from: source.root, missingHint: source.missingHint, cache: LessonCache()),
            true
          )
        }
        lessons[lesson].scenarios[index] = full
        lessons[lesson].scenarios[index].fixtureKey = scenario.fixtureKey
      }
    }
    copy.lessons = lessons
    return (copy, false)
  }

  /// The catalog with only the scenarios whose full ids are in `ids`, and
  /// only the lessons that keep one.
  package func restricted(to ids: Set<String>) -> LessonCatalog {
    var copy = self
    copy.lessons = lessons.compactMap { lesson in
      var kept = lesson
      kept.scenarios = lesson.scenarios.filter { ids.contains($0.fullID) }
      return kept.scenarios.isEmpty ? nil : kept
    }
    return copy
  }

  /// The catalog as students get it: no hidden scenario, not even a lesson
  /// left with none, and no answer of a scenario the instructor judges, in
  /// any form (rows, digests, reference or warnings). Its digest is the one
  /// a release pins, whatever the release keeps of the other answers.
  package func released() -> LessonCatalog {
    var copy = self
    var lessons = lessons
    for lesson in lessons.indices {
      lessons[lesson].scenarios.removeAll { $0.visibility == .hidden }
      for index in lessons[lesson].scenarios.indices
      where lessons[lesson].scenarios[index].judging == .instructor {
        lessons[lesson].scenarios[index].withholdAnswers()
      }
    }
    lessons.removeAll { $0.scenarios.isEmpty }
    copy.lessons = lessons
    return copy
  }

  /// The catalog as a digest release holds it: ``released()``, with no
  /// expected rows, no reference and no expected warnings, only their
  /// digests. Grading it gives the verdicts and points of a release, and
  /// every report then shows what a student may see: their own rows, and
  /// whether each matches.
  package func withoutAnswers() -> LessonCatalog {
    var copy = released()
    var lessons = copy.lessons
    for lesson in lessons.indices {
      for scenario in lessons[lesson].scenarios.indices {
        let digests = lessons[lesson].scenarios[scenario].outputDigests
        lessons[lesson].scenarios[scenario].givenDigests = digests
        // The shape's digest, worked out from the reference, outlives it.
        let shape = lessons[lesson].scenarios[scenario].shapeDigest
        lessons[lesson].scenarios[scenario].givenShapeDigest = shape
        lessons[lesson].scenarios[scenario].expected = []
        lessons[lesson].scenarios[scenario].reference = nil
        lessons[lesson].scenarios[scenario].warnings = nil
        lessons[lesson].scenarios[scenario].why = ""
      }
    }
    copy.lessons = lessons
    return copy
  }
}

extension Scenario {
  /// Drops every answer the scenario holds: its rows and their digests, its
  /// reference, and its expected warnings and shape, with their digests.
  mutating func withholdAnswers() {
    self.expected = []
    self.givenDigests = []
    self.reference = nil
    self.warnings = nil
    self.warningsDigest = nil
    self.givenShapeDigest = nil
    self.why = ""
  }
}
