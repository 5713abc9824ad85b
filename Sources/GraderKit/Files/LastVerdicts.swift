import Foundation
import GraderReaders

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Each scenario's verdict at the last `grader check`, kept in
/// `.grader/last.json` beside the lessons, so that a check can say what
/// changed and `grader list` can show where each scenario stands.
package struct LastVerdicts: Sendable, Equatable {
  /// The verdicts, by scenario full id.
  package var verdicts: [String: Verdict]
  /// The SHA-256 of each submission that was graded, by scenario full id, so
  /// that a file edited since shows as not checked.
  package var digests: [String: String]

  /// Creates a record of verdicts.
  package init(_ verdicts: [String: Verdict] = [:], digests: [String: String] = [:]) {
    self.verdicts = verdicts
    self.digests = digests
  }

  /// The verdict of `scenarioID` at the last check, if `bytes` are still the
  /// submission that got it: `nil` when it was not checked, or was edited since.
  package func verdict(of scenarioID: String, bytes: [UInt8]) -> Verdict? {
    guard let verdict = verdicts[scenarioID], verdict != .missing else { return nil }
    // A record kept before digests were: its verdicts stand as they are.
    guard let digest = digests[scenarioID] else { return digests.isEmpty ? verdict : nil }
    return digest == Digests.submission(bytes) ? verdict : nil
  }

  /// The file's path inside the course folder `root` (`""` for the current folder).
  package static func path(inCourse root: String) -> String {
    root + ".grader/last.json"
  }

  /// The course folder that holds `lessons`, as a prefix: `""` or `"../"` and so on.
  package static func courseRoot(ofLessons lessons: String) -> String {
    var trimmed = Substring(lessons)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    return String(trimmed[...slash])
  }

  /// The verdicts kept at `path`; none when the file is missing or unreadable.
  package static func load(from path: String) -> LastVerdicts {
    // Read as plain JSON: two maps of strings, which every check reads on
    // its start, and a decoder's setup would cost more than the file.
    guard let bytes = try? FileLoader.bytes(at: path, limit: 16 << 20),
      let object = JSONValue.parse(bytes)?.object,
      object["schema"]?.string == File.schema,
      let verdicts = object["verdicts"]?.object
    else { return LastVerdicts() }
    var known: [String: Verdict] = [:]
    for (id, text) in verdicts {
      guard let verdict = text.string.flatMap(Verdict.init(rawValue:)) else {
        return LastVerdicts()
      }
      known[id] = verdict
    }
    // A digests member that is not a map of strings is no digests.
    var digests: [String: String] = [:]
    for (id, digest) in object["digests"]?.object ?? [:] {
      guard let digest = digest.string else {
        digests = [:]
        break
      }
      digests[id] = digest
    }
    return LastVerdicts(known, digests: digests)
  }

  /// Writes the verdicts to `path`, atomically, creating its folder with a
  /// `.gitignore` that keeps it out of git. Nothing is written through a link.
  ///
  /// - Throws: ``FileLoader/Failure`` when the folder is a link or cannot be written.
  package func save(to path: String) throws(FileLoader.Failure) {
    try Self.prepareFolder(of: path)
    let json = JSONText.encode(
      File(schema: File.schema, verdicts: verdicts, digests: digests), pretty: false)
    try AtomicFile.write(json + "\n", to: path)
  }

  /// The bytes of the file at `path`, which a check keeps in `.grader` in
  /// the course folder `root`, at most `limit` of them: read only inside the
  /// course folder, and never through a link (a `.grader` that is one, or a
  /// file that is one, holds nothing); `nil` when there is none to read.
  package static func keptBytes(at path: String, course root: String, limit: Int) -> [UInt8]? {
    var status = stat()
    let folder = PathText.parent(of: path) ?? ""
    guard lstat(folder.isEmpty ? "." : folder, &status) == 0,
      status.st_mode & S_IFMT == S_IFDIR,
      let realRoot = SafeDirectory.resolved(root.isEmpty ? "." : root)
    else { return nil }
    return try? FileLoader.contents(
      at: path, limit: limit, confinedTo: realRoot, followsLinks: false
    ).bytes
  }

  /// Makes the folder of `path` (`.grader`), with a `.gitignore` that
  /// keeps it out of git, unless it is there.
  ///
  /// - Throws: ``FileLoader/Failure`` when it is a link, or cannot be made.
  package static func prepareFolder(of path: String) throws(FileLoader.Failure) {
    let folder = PathText.parent(of: path) ?? ""
    var status = stat()
    if lstat(folder, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw FileLoader.Failure(path: folder, reason: "is not a folder; progress is not kept")
      }
    } else {
      try FileLoader.createFolder(folder)
      try AtomicFile.write("*\n", to: folder + "/.gitignore")
    }
  }

  /// How many more scenarios among `results` pass than passed last time,
  /// as a sentence, or `nil` when none of them was checked before.
  package func change(to results: [ScenarioResult]) -> String? {
    let known = results.filter { verdicts[$0.scenarioID] != nil }
    guard !known.isEmpty else { return nil }
    let before = known.filter { verdicts[$0.scenarioID] == .pass }.count
    let now = known.filter { $0.verdict == .pass }.count
    switch now - before {
    case 0: return "no change in passing since your last check"
    case let more where more > 0: return "+\(more) passing since your last check"
    case let fewer: return "\(fewer) passing since your last check"
    }
  }

  /// These verdicts updated with `results`.
  package func updated(with results: [ScenarioResult]) -> LastVerdicts {
    var copy = self
    for result in results {
      copy.verdicts[result.scenarioID] = result.verdict
      copy.digests[result.scenarioID] = result.submissionDigest
    }
    return copy
  }

  fileprivate struct File: Encodable {
    static let schema = "grader/last/v1"
    var schema: String
    var verdicts: [String: Verdict]
    /// Absent from records kept before digests were.
    var digests: [String: String]?
  }
}

extension LastVerdicts.File: JSONWritable {
  func write(to json: inout JSONBuffer) {
    json.object { json in
      if let digests {
        json.field("digests") { json in
          json.object { json in
            for id in digests.keys.sorted() { json.field(.text(id), digests[id]) }
          }
        }
      }
      json.field("schema", schema)
      json.field("verdicts") { json in
        json.object { json in
          for id in verdicts.keys.sorted() { json.field(.text(id), verdicts[id]?.rawValue) }
        }
      }
    }
  }
}
