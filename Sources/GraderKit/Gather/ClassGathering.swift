import Foundation

/// Gathers a class from its roster into a class folder: each student on a
/// thread of its own, up to `jobs` at once, each into a folder of its own
/// beside their final one, renamed into place when whole. An interrupted
/// gather keeps the students already done, and a second gather into the
/// same folder at the same deadline resumes it.
package struct ClassGathering: Sendable {
  /// One student's outcome.
  package struct Outcome: Sendable {
    package var folder: String
    package var gathered: Gathered
    /// Whether an earlier, interrupted gather had done it already.
    package var resumed = false
  }

  package var roster: Roster
  package var student: StudentGathering
  package var jobs: Int
  package var out: String

  package init(roster: Roster, student: StudentGathering, jobs: Int, out: String) {
    self.roster = roster
    self.student = student
    self.jobs = jobs
    self.out = out
  }

  /// Why `out` cannot take the class, or `nil` when it is new, empty, or an
  /// earlier gather of this class at this deadline, which is resumed.
  package func outProblem() -> String? {
    var status = stat()
    guard lstat(out, &status) == 0 else { return nil }
    guard status.st_mode & S_IFMT == S_IFDIR else { return "exists and is not a folder" }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? ["?"]
    let folders = Set(Gathered.folderNames(roster.entries.map(\.student)))
    for name in names
    where !(name.hasPrefix(".") && name.contains(".partial-")) && name != Gathered.fileName {
      guard folders.contains(name), let marker = Gathered.read(in: out + "/" + name),
        marker.deadline == student.stamp
      else { return "already holds files that are not this class gathered at this deadline" }
    }
    return nil
  }

  /// A sentence for each student whose folder is not their name because an
  /// earlier row of the roster takes it (``Gathered/meetings(_:folders:)``).
  package var namesMeeting: [String] {
    Gathered.meetings(
      roster.entries.map { ($0.student, $0.line) },
      folders: Gathered.folderNames(roster.entries.map(\.student)))
  }

  /// The groups of students whose roster rows name the same repository.
  package var sharedRepositories: [[String]] {
    var byRepository: [String: [String]] = [:]
    var order: [String] = []
    for entry in roster.entries where !entry.repository.isEmpty {
      let key = Self.normalized(entry.repository)
      if byRepository[key] == nil { order.append(key) }
      byRepository[key, default: []].append(Escape.terminal(entry.student.unescaped))
    }
    return order.compactMap { byRepository[$0]!.count > 1 ? byRepository[$0] : nil }
  }

  /// A repository's URL as two rows that name it alike write it.
  static func normalized(_ url: String) -> String {
    var text = Gathered.redacted(url).lowercased()
    while text.hasSuffix("/") { text.removeLast() }
    if text.hasSuffix(".git") { text.removeLast(4) }
    return text
  }

  /// Gathers every student not done yet, `progress` told of each as it ends.
  ///
  /// - Throws: ``FileLoader/Failure`` when the class's list of folders
  ///   cannot be written; nothing is gathered then.
  package func run(progress: @escaping @Sendable (Outcome) -> Void) throws(FileLoader.Failure)
    -> [Outcome]
  {
    let folders = Gathered.folderNames(roster.entries.map(\.student))
    // Written first: an interrupted gather's folders are the class's too.
    try GatheredClass.write(folders: folders, in: out)
    let entries = roster.entries
    let outcomes = Guarded([Outcome?](repeating: nil, count: entries.count))
    let next = Guarded(0)
    let group = DispatchGroup()
    let student = student
    let out = out
    for _ in 0..<max(1, min(jobs, entries.count)) {
      group.enter()
      // A thread of its own for each job: they wait on git, not on a core.
      let thread = Thread {
        defer { group.leave() }
        while true {
          let index = next.withLock { index -> Int in
            defer { index += 1 }
            return index
          }
          guard index < entries.count else { return }
          let outcome = Self.gather(
            entries[index], folder: folders[index], in: out, with: student)
          outcomes.withLock { $0[index] = outcome }
          progress(outcome)
        }
      }
      thread.start()
    }
    group.wait()
    return outcomes.withLock { $0.compactMap { $0 } }
  }

  /// Gathers one student into `out/folder`, through a partial folder
  /// renamed into place; a folder an earlier gather finished is kept.
  static func gather(
    _ entry: Roster.Entry, folder: String, in out: String, with student: StudentGathering
  ) -> Outcome {
    let final = out + "/" + folder
    if let done = Gathered.read(in: final), done.error == nil, done.deadline == student.stamp,
      done.repository == Gathered.redacted(entry.repository)
    {
      return Outcome(folder: folder, gathered: done, resumed: true)
    }
    // Cut short, so that it and the clone beside it fit where a name does,
    // with a fingerprint of the whole, so that two long names stay apart.
    let partial =
      out
      + "/.\(TemporaryName.shortened(folder)).partial-\(getpid())-\(StudentFileName.fingerprint(folder))"
    Interruption.shared.register(partial)
    defer { Interruption.shared.unregister(partial) }
    FileLoader.remove(partial)
    var gathered = student.gather(entry, into: partial)
    FileLoader.remove(final)
    if rename(partial, final) != 0 {
      FileLoader.remove(partial)
      gathered.error = "cannot be written (\(String(cString: strerror(errno))))"
    }
    return Outcome(folder: folder, gathered: gathered)
  }
}
