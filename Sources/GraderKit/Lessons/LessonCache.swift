import Foundation
import GraderReaders

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The scenario fixtures whose bodies an earlier `check` read without a
/// single diagnostic, with their scenarios' views, kept in
/// `.grader/lessons.cache` beside `last.json`: the next check reads only
/// the header of such a fixture when no submission answers it.
///
/// A fixture is known by its lesson, its name, every byte it holds and the
/// file it is on the disk (its device, number, size and the time of its
/// last change, which only the system sets); the cache by the build of the
/// grader that wrote it. An edited fixture, a copied one, or another
/// grader, is read in full again. A scenario with a submission is always
/// read in full, and a fixture whose full reading contradicts the cache
/// has the lessons read again without it. The cache is the student's own:
/// only a text report reads it, and every record a grade is taken from (a
/// report file, a format for an LMS, a pinned check, a batch) reads every
/// fixture in full.
package struct LessonCache: Sendable, Equatable {
  /// The views of each clean fixture's scenario, by the fixture's key (see
  /// ``key(lesson:file:identity:bytes:)``): they tell a description of
  /// another scenario as such.
  package var clean: [UInt64: [String]]

  /// Creates a cache.
  package init(_ clean: [UInt64: [String]] = [:]) {
    self.clean = clean
  }

  /// The file's path inside the course folder `root` (`""` for the current folder).
  package static func path(inCourse root: String) -> String {
    root + ".grader/lessons.cache"
  }

  /// The first line of a cache this build wrote; `nil` when the build
  /// cannot be told from another, and then nothing is cached.
  static let header: String? = build.map { "grader lessons cache 1 \(GraderVersion.current) \($0)" }

  /// This executable's size, file number and the time it last changed,
  /// which a copy does not keep: a grader built again, with another
  /// parser, reads every fixture again.
  static let build: String? = {
    var status = stat()
    #if canImport(Darwin)
      guard let path = Bundle.main.executablePath, stat(path, &status) == 0 else { return nil }
      let changed = status.st_ctimespec
    #else
      guard stat("/proc/self/exe", &status) == 0 else { return nil }
      let changed = status.st_ctim
    #endif
    return "\(status.st_size)-\(changed.tv_sec).\(changed.tv_nsec)-\(status.st_ino)"
  }()

  /// The key of the fixture `file` of the lesson `lesson`, the file
  /// `identity` on the disk, holding `bytes`: 64 bits of a hash of all four,
  /// read eight bytes at a time. The identity holds a time no program but
  /// the system sets, so that no edit can be made to match a clean key.
  package static func key(
    lesson: String, file: String, identity: FileLoader.Identity, bytes: [UInt8]
  ) -> UInt64 {
    var key = CacheKey()
    for number in identity { key.add(UInt64(truncatingIfNeeded: number)) }
    key.add(lesson)
    key.add(file)
    key.add(bytes)
    return key.value
  }

  /// The cache kept at `path` in the course folder `root`: empty when the
  /// file is missing, unreadable, a link, or written by another build of
  /// the grader; a line it cannot read is skipped.
  package static func load(from path: String, course root: String) -> LessonCache {
    // A '.grader' that is a link, or a cache that is one, is no cache.
    guard let header, let bytes = LastVerdicts.keptBytes(at: path, course: root, limit: 4 << 20)
    else { return LessonCache() }
    let lines = bytes.split(separator: UInt8(ascii: "\n"))
    guard let first = lines.first, first.elementsEqual(header.utf8) else { return LessonCache() }
    var clean: [UInt64: [String]] = [:]
    clean.reserveCapacity(lines.count - 1)
    for line in lines.dropFirst() {
      // KEY, a tab, and the views with a space between each two.
      guard line.count > 17, line[line.startIndex + 16] == UInt8(ascii: "\t"),
        let key = CacheKey.number(line.prefix(16))
      else { continue }
      let views = line.dropFirst(17).split(separator: UInt8(ascii: " "))
      guard views.allSatisfy({ name in !name.contains { $0 < 0x20 || $0 == 0x7F } }) else {
        continue
      }
      clean[key] = views.map { String(decoding: $0, as: UTF8.self) }
    }
    return LessonCache(clean)
  }

  /// The cache as its file holds it: the header, then one line a fixture,
  /// in order of keys. A scenario with a view whose name holds a blank or a
  /// control character, which a valid fixture cannot give, is left out.
  package var text: String? {
    guard let header = Self.header else { return nil }
    var text = header + "\n"
    for key in clean.keys.sorted() {
      let views = clean[key]!
      guard !views.isEmpty,
        views.allSatisfy({ name in !name.isEmpty && !name.utf8.contains { $0 <= 0x20 || $0 == 0x7F }
        })
      else { continue }
      text += CacheKey.hexadecimal(key) + "\t"
      text += views.joined(separator: " ") + "\n"
    }
    return text
  }

  /// Writes the cache to `path` when it differs from `kept`; a cache that
  /// cannot be written is left unwritten, and the next check reads every
  /// fixture in full.
  package func save(to path: String, unless kept: LessonCache) {
    guard self != kept, let text else { return }
    // Never through a link: a '.grader' that is one is left alone.
    do {
      try LastVerdicts.prepareFolder(of: path)
      try AtomicFile.write(Array(text.utf8), to: path)
    } catch {}
  }
}

extension LessonCatalog {
  /// The lessons at `root` as `check` reads them: by the cache of the course
  /// folder that holds them, which is written back when this load read a
  /// fixture it did not know.
  ///
  /// Every scenario that something in `submissions` may answer is read in
  /// full here, before anything chooses among them; lessons that are broken,
  /// or contradict their cache, are read again without it, so that what
  /// they report is what a load without a cache reports.
  ///
  /// - Parameters:
  ///   - missingHint: What to do when the folder cannot be listed.
  ///   - memo: The grades an earlier check printed: a scenario it graded
  ///     against the same fixture is read in full only if its grade is not
  ///     recalled (see ``Checker/check(_:submissions:selection:grader:confinedTo:resolvedConfine:listing:listed:memo:)``).
  package static func loadCached(
    from root: String, missingHint: String?, submissions: String, memo: GradeMemo? = nil
  ) -> LessonCatalog {
    let course = LastVerdicts.courseRoot(ofLessons: root)
    let path = LessonCache.path(inCourse: course)
    let kept = LessonCache.load(from: path, course: course)
    let lean = load(from: root, missingHint: missingHint, cache: kept)
    let answered = lean.scenarios.filter {
      $0.isLean && !(memo?.vouches(for: $0) ?? false)
        && SubmissionFiles.isStarted($0.fullID, in: submissions)
    }
    let (completed, reloaded) = lean.completing(Set(answered.map(\.fullID)))
    var catalog = completed
    if !reloaded, catalog.isBroken, lean.scenarios.contains(where: \.isLean) {
      // An empty cache: every fixture is read in full, and the clean ones kept.
      catalog = load(from: root, missingHint: missingHint, cache: LessonCache())
    }
    // A cache is kept beside lessons that load, graded against a folder of
    // work: the clean fixtures of this load, or of the load again.
    var status = stat()
    if !catalog.isBroken, lstat(submissions, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      catalog.cache?.save(to: path, unless: kept)
    }
    return catalog
  }
}
