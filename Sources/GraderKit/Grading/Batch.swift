import Dispatch
import Foundation
import GraderReaders

/// Grades a whole class: one folder per student, against one trusted lesson set.
package enum Batch {
  /// The most students one class folder may hold.
  package static let classLimit = 1_000_000

  /// Every entry at the top of `root`, sorted by name, as a student, and
  /// the slice `shard` selects: a file, a FIFO, a link out or to another
  /// student, or an empty folder is a student too, whom ``grade(_:catalog:grader:)``
  /// gives an error. Hidden entries (names that begin with a dot) are skipped.
  ///
  /// - Parameters:
  ///   - root: The class folder.
  ///   - shard: The slice as (index, count), index counted from 1; student
  ///     number *k* (from 0, in name order) belongs to shard `k % count + 1`.
  /// - Returns: The students, how many hidden entries were skipped, and the
  ///   whole class's ``roster(_:)``.
  /// - Throws: ``FileLoader/Failure`` when `root` cannot be listed.
  package static func students(in root: String, shard: (index: Int, count: Int)? = nil)
    throws(FileLoader.Failure) -> (students: [StudentFolder], hidden: Int, roster: String)
  {
    // One spelling of the folder, however it was typed (`class/`, `./class`),
    // so that every path a batch writes is the same for the same work.
    let root = tidy(root)
    let opened = try SafeDirectory.openedEntries(of: root, within: root, limit: classLimit)
    var (listing, hidden) = (opened.entries, opened.hidden)
    let held = opened.folder.held()
    // Gather's list of the folders it made is the class's, not a hidden entry.
    let gathered = GatheredClass.folders(in: root)
    if gathered != nil { hidden -= 1 }
    let resolvedRoot = SafeDirectory.resolved(root)
    var students = listing.map { entry in
      var folder = StudentFolder(
        name: UntrustedText(entry.name), path: entry.path, kind: entry.kind,
        linkedTo: SafeDirectory.linkTarget(entry.path, inside: root))
      folder.resolvedClassFolder = resolvedRoot
      folder.classFolder = held
      // Escaped as the list writes it: a folder name gather made is plain.
      folder.gathered = gathered?.contains(Escape.terminal(entry.name)) ?? false
      return folder
    }
    // A folder whose name is not UTF-8 is named with its bad bytes escaped,
    // which another folder's name could spell; two names can be the same
    // text written two ways (é, or e and an accent); and two file names can
    // meet: a long name's shortened form spelled out by another folder, or
    // names that differ only in case, one file on a disk that ignores case.
    // Each student keeps a name, a row and files of their own, and never a
    // name that another folder of the class has.
    // Names equal as text keep one order whatever the file system lists:
    // a name that is UTF-8 before one escaped to spell it, then by bytes.
    students.sort { left, right in
      guard left.name == right.name else { return left.name < right.name }
      let (l, r) = (left.kind == .unreadableName, right.kind == .unreadableName)
      if l != r { return r }
      return Array(left.path.utf8).lexicographicallyPrecedes(Array(right.path.utf8))
    }
    let renamed = TakenNames.number(&students)
    if renamed { students.sort { $0.name < $1.name } }
    return (slice(students, shard: shard), hidden, roster(students.map(\.name)))
  }

  /// The students of slice `shard` (`I/N`: every Nth from the Ith) of a
  /// class listed as ``students(in:shard:)`` lists it; all of them without one.
  package static func slice(_ students: [StudentFolder], shard: (index: Int, count: Int)?)
    -> [StudentFolder]
  {
    guard let shard else { return students }
    return students.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(
      \.element)
  }

  /// A class's list of students summed up as `COUNT:DIGEST`: how many there
  /// are, and the start of the SHA-256 of their names, one a line.
  package static func roster(_ names: [UntrustedText]) -> String {
    var text = ""
    for name in names { text += name.unescaped + "\n" }
    return "\(names.count):" + SHA256.hex(of: text).prefix(16)
  }

  /// Grades one student: their record and their text report.
  ///
  /// A folder laid out like `Submissions/` is graded as it is; a course repo
  /// with `Submissions/` inside is graded from there. Nothing outside the
  /// student's folder is read.
  package static func grade(_ student: StudentFolder, catalog: LessonCatalog, grader: Grader)
    -> GradedStudent
  {
    // A gathered folder says whose it is and what was left out of it: read
    // once, and only in a folder gather made.
    let marker =
      student.gathered && student.kind == .directory && student.linkedTo == nil
      ? Gathered.read(in: student.path) : nil
    var (record, report, checked) = gradeFolder(
      student, marker: marker, catalog: catalog, grader: grader)
    if let marker {
      record.rosterName = marker.student.map { UntrustedText($0) }
      report = Array(marker.reportHeader.utf8) + report
    }
    record.folder = student.recordedFolder
    var graded = GradedStudent(
      record: record, report: report, unstarted: grader.course?.unstartedRecords)
    graded.checked = checked
    return graded
  }

  /// The student's record, their text report, and what they may read of the
  /// grading, when the folder could be graded.
  private static func gradeFolder(
    _ student: StudentFolder, marker: Gathered?, catalog: LessonCatalog, grader: Grader
  ) -> (StudentRecord, [UInt8], CheckReport?) {
    func failure(_ reason: String) -> (StudentRecord, [UInt8], CheckReport?) {
      let record = StudentRecord(
        student: student.name, failure: reason, catalog: catalog, path: student.path,
        perScenario: false)
      let text =
        Escape.terminal(student.name) + ": could not be graded: " + Escape.terminal(reason) + "\n"
      return (record, Array(text.utf8), nil)
    }
    if let target = student.linkedTo {
      return failure("is a link to \(target); a student's work is graded once, under its own name")
    }
    switch student.kind {
    case .linkOutside:
      return failure(
        "the folder is a link to outside the class folder, which grader does not follow")
    case .brokenLink: return failure("the folder is a link to nothing, or a loop of links")
    case .unreadableName:
      return failure("the folder's name is not UTF-8 text; rename it to grade it")
    case .file: return failure("is a file, not a student's folder")
    case .other: return failure("is a FIFO, socket or device, not a student's folder")
    case .directory: break
    }
    // Where the student's folder is, as the class folder holds it: a folder
    // swapped for a link while the class is graded is not followed.
    // (By its entry's own name, which a student renamed apart from a
    // look-alike no longer has.)
    let classFolder = PathText.parent(of: student.path) ?? ""
    let entryName = PathText.lastComponent(of: student.path)
    let realStudent =
      (student.resolvedClassFolder ?? SafeDirectory.resolved(
        classFolder.isEmpty ? "." : classFolder)
        ?? classFolder) + "/" + entryName
    let entries: [DirectoryEntry]
    let folder: OpenFolder
    do throws(FileLoader.Failure) {
      (entries, _, folder) = try SafeDirectory.openedEntries(
        of: student.path, within: student.path, resolvedRoot: realStudent,
        opened: student.classFolder?.folder(entryName))
    } catch {
      // It was listed as a folder: one that no longer is, or is gone, says so too.
      return failure("the folder \(error.reason)")
    }
    if entries.isEmpty {
      // A repository that 'grader gather' could not fetch leaves its reason.
      if let error = marker?.error {
        return failure("could not be gathered: \(error)")
      }
      return failure("the folder is empty")
    }
    let lessons = Set(catalog.lessons.map(\.id))
    // Work one folder down (a downloaded `course-main/`) is graded there, and said.
    let (base, listing) = workFolder(
      entries, lessons: lessons, student: student.path, resolved: realStudent, in: folder)
    let work = listing ?? entries
    let inner = work.first { $0.name == "Submissions" && $0.kind == .directory }
    let submissions = inner?.path ?? base?.path ?? student.path
    var report = Checker.check(
      catalog, submissions: submissions, grader: grader, confinedTo: student.path,
      resolvedConfine: realStudent, listing: inner == nil ? work : nil,
      listed: inner == nil && base == nil ? folder : nil)
    if inner != nil {
      // In a clone of the course, work beside Submissions/ is not graded: say so.
      for entry in work where lessons.contains(entry.name) {
        report.unrecognized.append(
          (entry.path + " (beside Submissions/, which is what is graded: move it in)", nil))
      }
    }
    report.relocate(from: classFolder, to: CheckReport.shownName(of: classFolder))
    // What the student reads holds no answer of a scenario the instructor
    // judges or hides, unless the instructor asks for every answer.
    let shown = grader.showsAnswers ? report : report.forStudent(catalog)
    var layout = TextReport(color: false, exact: grader.exact)
    layout.unstarted = grader.course?.unstartedLines
    let text = layout.fileBytes(shown)
    var record = StudentRecord(student: student.name, report: report)
    var header = ""
    if let base {
      let place = base.name + (inner == nil ? "" : "/Submissions")
      record.gradedFrom = place
      header =
        "Graded from \(Escape.terminal(place))/, a folder further down than the top of your work:"
        + " move \(inner == nil ? "its lesson folders" : "its Submissions/ folder") up to the top.\n\n"
    }
    return (record, header.isEmpty ? text : Array(header.utf8) + text, shown)
  }

  /// How many folders at the top of a student's folder are looked into for
  /// work one folder down.
  static let lookedInto = 50

  /// When `entries` (the top of a student's folder) hold no lesson folder
  /// and no `Submissions/`, the one folder among them that does, with its
  /// entries: work one folder down, as a downloaded `course-main/` holds it.
  static func workFolder(
    _ entries: [DirectoryEntry], lessons: Set<String>, student: String, resolved: String,
    in folder: OpenFolder? = nil
  ) -> (DirectoryEntry?, [DirectoryEntry]?) {
    // A lesson's name on a link out counts too: the folder is graded, and
    // the link said to be one, rather than the folder passed over unexplained.
    func holdsWork(_ list: [DirectoryEntry]) -> Bool {
      list.contains {
        [.directory, .linkOutside, .brokenLink].contains($0.kind)
          && ($0.name == "Submissions" || lessons.contains($0.name))
      }
    }
    guard !holdsWork(entries) else { return (nil, nil) }
    var found: [(DirectoryEntry, [DirectoryEntry])] = []
    for entry in entries.filter({ $0.kind == .directory }).prefix(lookedInto) {
      guard
        let below = try? SafeDirectory.openedEntries(
          of: entry.path, within: student, resolvedRoot: resolved,
          in: folder.map { ($0, entry.name) }
        ).entries,
        holdsWork(below)
      else { continue }
      found.append((entry, below))
    }
    // Two candidates are the student's to choose between: neither is graded.
    guard found.count == 1 else { return (nil, nil) }
    return (found[0].0, found[0].1)
  }

  /// `path` without a repeated or final `/`, or a leading `./`.
  package static func tidy(_ path: String) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: true)
    while parts.count > 1, parts.first == "." { parts.removeFirst() }
    let text = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + text : text.isEmpty ? "." : text
  }

  /// How many workers grade: `jobs`, but no more than the machine has cores
  /// (grading waits on nothing but the processor) or the class has students.
  package static func workerCount(jobs: Int, students: Int) -> Int {
    max(1, min(jobs, ProcessInfo.processInfo.activeProcessorCount, students))
  }

  /// Grades `students` with `jobs` workers and hands each result to `sink`, in order.
  ///
  /// Workers take the next student as soon as they are free, and may run
  /// ahead of `sink` by a window of 16 students each; what `sink` is done
  /// with goes back to the workers to free, about as many again, so memory
  /// holds at most twice the window's results, however large the class.
  /// Each worker also hands what it graded to `prepare`, for the work on one
  /// student that needs no order. When `sink` throws, the workers stop after
  /// the students they hold.
  package static func run(
    _ students: [StudentFolder], catalog: LessonCatalog, grader: Grader, jobs: Int,
    prepare: (@Sendable (inout GradedStudent) -> Void)? = nil,
    sink: (GradedStudent) throws(FileLoader.Failure) -> Void
  ) throws(FileLoader.Failure) {
    let workers = workerCount(jobs: jobs, students: students.count)
    // What grading needs of the course, worked out once for every student.
    let grader = grader.prepared(for: catalog)
    let queue = OrderedQueue<GradedStudent>(count: students.count, window: workers * 16)
    let group = DispatchGroup()
    // A thread of its own for each worker, so that grading, which holds a
    // core for as long as it runs, never starves the system's shared queues.
    for _ in 0..<workers {
      group.enter()
      let thread = Thread {
        defer { group.leave() }
        while let index = queue.take() {
          var graded = gradeWithinBudget(students[index], catalog: catalog, grader: grader)
          graded.position = index
          prepare?(&graded)
          queue.put(graded, at: index)
        }
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    defer {
      queue.cancel()
      group.wait()
    }
    for index in students.indices {
      let graded = queue.result(at: index)
      try sink(graded)
      queue.finish(graded)
    }
  }
}
