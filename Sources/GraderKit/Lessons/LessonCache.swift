import Foundation
import GraderReaders

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The scenario fixtures an earlier `check` read without a single
/// diagnostic, kept in `.grader/lessons.cache` beside `last.json`, so that
/// the next check builds a scenario nobody has answered from what the cache
/// says of it, without reading its fixture again.
///
/// A fixture is known by its lesson, its file name and every byte it holds,
/// and the cache by the build of the grader that wrote it: an edited
/// fixture, or another grader, is read in full again. What the cache says
/// can change no grade. A scenario with a submission is always read in
/// full, and one without earns nothing whatever its body says; the cache
/// only spares a check from reading again what it read cleanly before.
package struct LessonCache: Sendable, Equatable {
  /// What a report of a scenario nobody answered shows of it, and the names
  /// of its views, which tell a description of another scenario as such.
  package struct Entry: Sendable, Equatable {
    var id: String
    var title: String
    var points: Int
    var scoring: Scoring
    var visibility: Visibility
    var judging: Judging
    var views: [String]

    /// What the cache keeps of `scenario`, read in full.
    init(_ scenario: Scenario) {
      (id, title, points) = (scenario.id, scenario.title, scenario.points)
      (scoring, visibility, judging) = (scenario.scoring, scenario.visibility, scenario.judging)
      views = scenario.views.sorted()
    }

    init(
      id: String, title: String, points: Int, scoring: Scoring, visibility: Visibility,
      judging: Judging, views: [String]
    ) {
      (self.id, self.title, self.points) = (id, title, points)
      (self.scoring, self.visibility, self.judging) = (scoring, visibility, judging)
      self.views = views
    }

    /// The scenario of the lesson `lesson` whose fixture is `file`, with
    /// its header alone (see ``Scenario/isLean``).
    func scenario(lesson: String, file: SourceFile) -> Scenario {
      var scenario = Scenario(
        lesson: lesson, id: id, title: title, points: points, task: "", source: "", script: [],
        expected: [], expectedLines: [], givenDigests: [], reference: nil, scoring: scoring,
        visibility: visibility, judging: judging, accepted: [], warnings: nil,
        warningsDigest: nil, file: file, sections: [:])
      scenario.isLean = true
      scenario.viewsCache = Guarded(Set(views))
      return scenario
    }
  }

  /// Each clean fixture's entry, by its key (see ``key(lesson:file:bytes:)``).
  package var clean: [UInt64: Entry]

  /// Creates a cache.
  package init(_ clean: [UInt64: Entry] = [:]) {
    self.clean = clean
  }

  /// The file's path inside the course folder `root` (`""` for the current folder).
  package static func path(inCourse root: String) -> String {
    root + ".grader/lessons.cache"
  }

  /// The first line of a cache this build wrote; `nil` when the build
  /// cannot be told from another, and then nothing is cached.
  static let header: String? = build.map { "grader lessons cache 1 \(GraderVersion.current) \($0)" }

  /// This executable's size, change time and file number: a grader built
  /// again, with another parser, reads every fixture again.
  private static let build: String? = {
    var status = stat()
    #if canImport(Darwin)
      guard let path = Bundle.main.executablePath, stat(path, &status) == 0 else { return nil }
      let changed = status.st_mtimespec
    #else
      guard stat("/proc/self/exe", &status) == 0 else { return nil }
      let changed = status.st_mtim
    #endif
    return "\(status.st_size)-\(changed.tv_sec).\(changed.tv_nsec)-\(status.st_ino)"
  }()

  /// The key of the fixture `file` of the lesson `lesson` holding `bytes`:
  /// 64 bits of a hash of all three, read eight bytes at a time.
  package static func key(lesson: String, file: String, bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0x243F_6A88_85A3_08D3
    for part in [Array(lesson.utf8), Array(file.utf8), bytes] {
      hash = mix(hash, UInt64(part.count))
      part.withUnsafeBytes { raw in
        var index = 0
        while index + 8 <= raw.count {
          hash = mix(
            hash, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
          index += 8
        }
        var last: UInt64 = 0
        var shift: UInt64 = 0
        while index < raw.count {
          last |= UInt64(raw[index]) << shift
          shift += 8
          index += 1
        }
        hash = mix(hash, last)
      }
    }
    // The finishing steps of SplitMix64, so that every bit of the hash
    // depends on every bit read.
    hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
    hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
    return hash ^ (hash >> 31)
  }

  @inline(__always)
  private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
    return mixed ^ (mixed >> 29)
  }

  /// The cache kept at `path` in the course folder `root`: empty when the
  /// file is missing, unreadable, or written by another build of the
  /// grader; a line it cannot read is skipped.
  package static func load(from path: String, course root: String) -> LessonCache {
    // Read only inside the course folder: a cache that is a link out of it is not read.
    guard let header, let realRoot = SafeDirectory.resolved(root.isEmpty ? "." : root),
      let bytes = try? FileLoader.bytes(at: path, limit: 4 << 20, confinedTo: realRoot)
    else { return LessonCache() }
    let lines = bytes.split(separator: UInt8(ascii: "\n"))
    guard let first = lines.first, first.elementsEqual(header.utf8) else { return LessonCache() }
    var clean: [UInt64: Entry] = [:]
    clean.reserveCapacity(lines.count - 1)
    for line in lines.dropFirst() {
      // KEY, POINTS, SCORING, VISIBILITY, JUDGING, ID and VIEWS end at a
      // tab; the title is the rest of the line.
      let fields = line.split(
        separator: UInt8(ascii: "\t"), maxSplits: 7, omittingEmptySubsequences: false)
      func text(_ index: Int) -> String { String(decoding: fields[index], as: UTF8.self) }
      // What a fixture's header could not say is no entry.
      guard fields.count == 8, let key = hexadecimal(fields[0]), let points = Int(text(1)),
        (1...1000).contains(points), ScenarioID.problem(with: text(5)) == nil,
        let scoring = Scoring(rawValue: text(2)), let visibility = Visibility(rawValue: text(3)),
        let judging = Judging(rawValue: text(4)), !fields[7].isEmpty
      else { continue }
      clean[key] = Entry(
        id: text(5), title: text(7), points: points, scoring: scoring,
        visibility: visibility, judging: judging,
        views: fields[6].split(separator: UInt8(ascii: " ")).map {
          String(decoding: $0, as: UTF8.self)
        })
    }
    return LessonCache(clean)
  }

  /// The number written as the sixteen hexadecimal digits `digits`, in lower case.
  private static func hexadecimal(_ digits: ArraySlice<UInt8>) -> UInt64? {
    guard digits.count == 16 else { return nil }
    var value: UInt64 = 0
    for digit in digits {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(digit - 0x30)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(digit - 0x57)
      default: return nil
      }
    }
    return value
  }

  /// The cache as its file holds it: the header, then one line a fixture,
  /// in order of keys. An entry with a blank or a control character where
  /// a valid fixture has none, or a line break in its title, is left out.
  package var text: String? {
    guard let header = Self.header else { return nil }
    func isWord(_ text: String) -> Bool {
      !text.isEmpty && !text.utf8.contains { $0 <= 0x20 || $0 == 0x7F }
    }
    var text = header + "\n"
    for key in clean.keys.sorted() {
      let entry = clean[key]!
      guard isWord(entry.id), entry.views.allSatisfy(isWord),
        !entry.title.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D })
      else { continue }
      let hex = String(key, radix: 16)
      text += String(repeating: "0", count: 16 - hex.utf8.count) + hex
      for field in [
        String(entry.points), entry.scoring.rawValue, entry.visibility.rawValue,
        entry.judging.rawValue, entry.id, entry.views.joined(separator: " "), entry.title,
      ] {
        text += "\t" + field
      }
      text += "\n"
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
  /// - Parameter missingHint: What to do when the folder cannot be listed.
  package static func loadCached(from root: String, missingHint: String?) -> LessonCatalog {
    let course = LastVerdicts.courseRoot(ofLessons: root)
    let path = LessonCache.path(inCourse: course)
    let kept = LessonCache.load(from: path, course: course)
    let catalog = load(from: root, missingHint: missingHint, cache: kept)
    catalog.cache?.save(to: path, unless: kept)
    return catalog
  }
}
