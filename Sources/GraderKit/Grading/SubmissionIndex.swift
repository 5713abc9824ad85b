import GraderModel
import GraderReaders

/// A student's file for one scenario, as found in a submissions folder.
package struct Submission: Sendable {
  /// The path, as reports show it.
  package var path: String
  /// The format its name gives.
  package var format: DescriptionFormat
  /// Its bytes, or why they could not be read.
  package var content: Result<[UInt8], FileLoader.Failure>
  /// Whether it is named by an id the scenario had before (`formerly:`):
  /// graded all the same, with a word to rename it.
  package var formerName = false

  /// Creates a submission.
  package init(
    path: String, format: DescriptionFormat, content: Result<[UInt8], FileLoader.Failure>
  ) {
    self.path = path
    self.format = format
    self.content = content
  }
}

/// The submissions a folder holds for a catalog's scenarios, and what it
/// holds besides.
package struct SubmissionIndex: Sendable {
  /// The submissions, by scenario full id.
  package var submissions: [String: Submission] = [:]
  /// Entries that match no scenario, each with the closest scenario's path, if any.
  package var unrecognized: [(path: String, suggestion: String?)] = []
  /// Why the folder itself could not be listed, if it could not.
  package var problem: String?
  /// Whether listing stopped at the reading deadline of a time budget
  /// (``ReadingDeadline``): a folder of thousands of near-miss names costs
  /// a suggestion each. Nothing of the work is then graded.
  package var timedOut = false

  /// For each scenario full id, the first of `unrecognized` whose
  /// did-you-mean names it: a file that looks meant for that scenario, with
  /// the path it should have (relative to the submissions folder).
  package static func misnamed(_ unrecognized: [(path: String, suggestion: String?)])
    -> [String: (path: String, suggestion: String)]
  {
    var found: [String: (path: String, suggestion: String)] = [:]
    for item in unrecognized {
      guard let suggestion = item.suggestion else { continue }
      let id = ScenarioID.fullID(ofSubmission: suggestion)
      if found[id] == nil { found[id] = (item.path, suggestion) }
    }
    return found
  }

  /// How the reason of a scenario whose lesson folder cannot be read begins.
  package static let unreadableFolder = "cannot be read: its folder "

  /// Makes each scenario of `lesson` an error: its work, in the folder at
  /// `path`, cannot be read, for the `reason` that follows the folder's path;
  /// never a scenario with no work.
  mutating func cannotRead(_ lesson: Lesson, in path: String, _ reason: String) {
    for scenario in lesson.scenarios {
      submissions[scenario.fullID] = Submission(
        path: path + "/" + scenario.id + ".tree", format: .tree,
        content: .failure(.init(path: path, reason: Self.unreadableFolder + path + " " + reason)))
    }
  }

  /// The largest submission the grader reads.
  package static let sizeLimit = 1 << 20

  /// Scans `root`, laid out as `LESSON/SCENARIO.swift` or `LESSON/SCENARIO.tree`.
  ///
  /// Nothing outside `root` is read, and no link out of it is followed.
  ///
  /// - Parameters:
  ///   - root: The submissions folder.
  ///   - catalog: The lessons whose scenarios the files answer.
  ///   - confine: The folder no link may lead out of; `root` by default.
  ///   - listing: The entries of `root`, when the caller has listed it
  ///     already, and `root` still open, when it kept it so.
  package static func scan(
    _ root: String, for catalog: LessonCatalog, confinedTo confine: String? = nil,
    resolvedConfine: String? = nil, listing: [DirectoryEntry]? = nil,
    listed rootFolder: OpenFolder? = nil
  )
    -> SubmissionIndex
  {
    var index = SubmissionIndex()
    let confine = confine ?? root
    let realConfine = resolvedConfine ?? SafeDirectory.resolved(confine) ?? confine
    let folders: [DirectoryEntry]
    var rootFolder = rootFolder
    do throws(FileLoader.Failure) {
      if let listing {
        folders = listing
      } else {
        let opened = try SafeDirectory.openedEntries(
          of: root, within: confine, resolvedRoot: realConfine)
        (folders, rootFolder) = (opened.entries, opened.folder)
      }
    } catch {
      index.problem = error.reason
      return index
    }
    let lessons = Dictionary(catalog.lessons.map { ($0.id, $0) }) { first, _ in first }
    // Room for a submission to each scenario, as a student near the end holds.
    index.submissions.reserveCapacity(min(catalog.scenarios.count, 1_024))
    // Every entry looked at, folders and files alike, counts toward the
    // next look at the reading deadline.
    var looked = 0
    func late() -> Bool {
      looked += 1
      return looked % 64 == 0 && ReadingDeadline.hasPassed
    }
    for folder in folders {
      if late() {
        index.timedOut = true
        return index
      }
      // A lesson's name on something that is no folder grader reads (a
      // link out, a file): its work cannot be read, an error for each of
      // its scenarios, never missing work, and no near name to offer.
      if folder.kind != .directory, let lesson = lessons[folder.name] {
        let what =
          switch folder.kind {
          case .linkOutside: "a link to outside your folder, which grader does not follow"
          case .brokenLink: "a link to nothing, or a loop of links"
          case .file: "a file"
          default: "no folder"
          }
        index.cannotRead(
          lesson, in: folder.path, "is \(what); make it a plain folder that holds the work")
        continue
      }
      guard folder.kind == .directory, let lesson = lessons[folder.name] else {
        // A folder named almost as a lesson: each file in it is named
        // with where it belongs, so that its scenario can say "move it".
        if folder.kind == .directory,
          let near = Suggestion.closest(to: folder.name, among: catalog.lessons.map(\.id)),
          let files = try? SafeDirectory.openedEntries(
            of: folder.path, within: confine, resolvedRoot: realConfine,
            in: rootFolder.map { ($0, folder.name) }
          ).entries,
          !files.isEmpty
        {
          for file in files where !SubmissionFiles.isBackup(file.name) {
            if late() {
              index.timedOut = true
              return index
            }
            index.unrecognized.append(
              (file.path, index.suggest("\(near)/\(file.name)", catalog: catalog)))
          }
          continue
        }
        let why =
          folder.kind == .linkOutside
          ? " (a link to outside the folder, which grader does not follow)" : ""
        let lesson = Suggestion.closest(to: folder.name, among: catalog.lessons.map(\.id))
        index.unrecognized.append(
          (folder.path + why, lesson ?? index.suggest(folder.name, catalog: catalog)))
        continue
      }
      // Held open while its files are read through it.
      let listed: (entries: [DirectoryEntry], hidden: Int, folder: OpenFolder)
      do {
        listed = try SafeDirectory.openedEntries(
          of: folder.path, within: confine, resolvedRoot: realConfine,
          in: rootFolder.map { ($0, folder.name) })
      } catch {
        index.cannotRead(lesson, in: folder.path, error.reason)
        continue
      }
      // Files named by a scenario's former id, graded once the folder is
      // read, unless the scenario's own name is there too.
      var former: [(file: DirectoryEntry, fullID: String, format: DescriptionFormat)] = []
      for file in listed.entries {
        if late() {
          index.timedOut = true
          return index
        }
        if let renamed = index.add(
          file, lesson: lesson, catalog: catalog, in: listed.folder, inside: realConfine)
        {
          former.append((file, renamed.fullID, renamed.format))
        }
      }
      let named = Set(former.map(\.fullID).filter { index.submissions[$0] != nil })
      for (file, fullID, format) in former {
        guard !named.contains(fullID) else {
          index.unrecognized.append((file.path, nil))
          continue
        }
        index.submit(
          file, as: fullID, format: format, in: listed.folder, inside: realConfine,
          formerName: true)
      }
    }
    // A did-you-mean never names a scenario whose file is there: the stray
    // one is a copy beside it, not its work under another name.
    for (position, item) in index.unrecognized.enumerated() {
      if let suggestion = item.suggestion,
        index.submissions[ScenarioID.fullID(ofSubmission: suggestion)] != nil
      {
        index.unrecognized[position].suggestion = nil
      }
    }
    return index
  }

  /// Adds `file` of `lesson`'s folder as the submission its name gives, or
  /// as unrecognized; a file named by a scenario's former id is returned,
  /// for the caller to add once it knows the scenario has no other.
  private mutating func add(
    _ file: DirectoryEntry, lesson: Lesson, catalog: LessonCatalog, in folder: OpenFolder,
    inside realRoot: String
  ) -> (fullID: String, format: DescriptionFormat)? {
    // What `grader start --force` kept aside is the student's, and no submission.
    if SubmissionFiles.isBackup(file.name) { return nil }
    // The last dot, and the name on either side of it, cut by their bytes: a
    // search by characters costs far more. A mark that joins the dot (as
    // `.\u{301}tree`) stays in the extension, which then names no format,
    // as it did when the dot was looked for as a character of its own.
    let (stem, ext) = file.name.withBytes { bytes in
      let dot = bytes.lastIndex(of: UInt8(ascii: ".")) ?? bytes.count
      return (
        String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self),
        dot < bytes.count
          ? String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self)
          : ""
      )
    }
    guard let format = DescriptionFormat(rawValue: ext),
      // The scenarios looked at where they lie: a scenario is a large value.
      let fullID = lesson.scenarios.withUnsafeBufferPointer({ scenarios in
        scenarios.indices.first { scenarios[$0].id == stem }.map { scenarios[$0].fullID }
      })
    else {
      if let format = DescriptionFormat(rawValue: ext),
        let renamed = lesson.scenarios.first(where: { $0.hadID(stem) })
      {
        return (renamed.fullID, format)
      }
      unrecognized.append((file.path, suggest("\(lesson.id)/\(file.name)", catalog: catalog)))
      return nil
    }
    submit(file, as: fullID, format: format, in: folder, inside: realRoot)
    return nil
  }

  /// Adds `file` as the submission of `fullID`, read through `folder`.
  private mutating func submit(
    _ file: DirectoryEntry, as fullID: String, format: DescriptionFormat, in folder: OpenFolder,
    inside realRoot: String, formerName: Bool = false
  ) {
    let content: Result<[UInt8], FileLoader.Failure>
    switch file.kind {
    case .file:
      content = Result { () throws(FileLoader.Failure) in
        try FileLoader.bytes(
          named: file.name, in: folder, path: file.path, limit: Self.sizeLimit,
          confinedTo: realRoot)
      }
    case .directory:
      content = .failure(.init(path: file.path, reason: "is a folder, but a submission is a file"))
    case .linkOutside:
      content = .failure(
        .init(
          path: file.path,
          reason: "is a link to outside the folder being graded, which grader does not follow"))
    case .unreadableName:
      content = .failure(
        .init(path: file.path, reason: "has a name that is not UTF-8 text; rename it"))
    case .brokenLink:
      content = .failure(.init(path: file.path, reason: "is a link to nothing, or a loop of links"))
    case .other:
      content = .failure(.init(path: file.path, reason: "is not a regular file"))
    }
    if let other = submissions[fullID] {
      // Named by the scenario's path without an extension: both files are its.
      let both = ScenarioID.fullID(ofSubmission: file.path)
      submissions[fullID]?.path = both
      submissions[fullID]?.content = .failure(
        .init(path: both, reason: "has two submissions, \(other.path) and \(file.path); keep one"))
      return
    }
    submissions[fullID] = Submission(path: file.path, format: format, content: content)
    submissions[fullID]?.formerName = formerName
  }
}
