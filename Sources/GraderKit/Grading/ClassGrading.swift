/// Grading a class, as `grader batch` does and as its benchmark measures
/// it: the students listed (a shard of them, if asked), the run's details,
/// and every student graded by `jobs` workers and handed, in name order, to
/// the output folder's streams and to the HTML pages.
package struct ClassGrading {
  /// The students to grade, in name order.
  package var students: [StudentFolder]
  /// The whole class's list of names, as ``Batch/roster(_:)`` sums it up.
  package var roster: String
  /// How many hidden entries of the class folder were skipped.
  package var hidden: Int
  /// The lessons.
  package var catalog: LessonCatalog
  /// How each student is graded.
  package var grader: Grader
  /// How many students are graded at once.
  package var jobs: Int
  /// The shard graded, as (index, count), or `nil` for the whole class.
  package var shard: (index: Int, count: Int)?
  /// Whether only some students, named by ``keepOnly(_:)``, are graded.
  package var isRegrade = false

  /// Lists the class in `root` (a shard of it, with `shard`).
  ///
  /// - Throws: ``FileLoader/Failure`` when the folder cannot be listed.
  package init(
    root: String, shard: (index: Int, count: Int)? = nil, catalog: LessonCatalog, grader: Grader,
    jobs: Int
  ) throws(FileLoader.Failure) {
    (students, hidden, roster) = try Batch.students(in: root, shard: shard)
    self.shard = shard
    self.catalog = catalog
    self.grader = grader
    self.jobs = jobs
  }

  /// Keeps only the students named in `names`, each by their folder's name
  /// or by the name the class gives them (`ada (2)`), as a regrade of a few
  /// students names them as the whole class does.
  ///
  /// - Returns: The names that no student has, in the order given.
  package mutating func keepOnly(_ names: [String]) -> [String] {
    // By bytes: `José` written with é and with e and an accent are two
    // folders, which a comparison of text would take for one.
    let wanted = Set(names.map { Array($0.utf8) })
    var found = Set<[UInt8]>()
    isRegrade = true
    students = students.filter { student in
      let keys = [student.name.unescaped, student.folderName.unescaped].map { Array($0.utf8) }
      let matched = keys.filter(wanted.contains)
      found.formUnion(matched)
      return !matched.isEmpty
    }
    return names.filter { !found.contains(Array($0.utf8)) }
  }

  /// A student whose results the output folder `out` already holds and
  /// whom this grading leaves out, or `nil`: a regrade of a few students
  /// written there would replace the class's gradebook with theirs.
  package func replacedStudent(in out: String) -> UntrustedText? {
    guard let reader = try? ResultsReader(folder: out) else { return nil }
    let graded = Set(students.map(\.name))
    while let record = try? reader.next() {
      if !graded.contains(record.student) { return record.student }
    }
    return nil
  }

  /// A line for each student the class names other than their folder, as
  /// the batch's standard error says it (the first `limit`, then how many
  /// more): a folder whose name another would share once escaped, or in a
  /// report file's name, is numbered, and that depends on who else is in
  /// the class.
  package func numberedNotes(limit: Int = 10) -> [String] {
    let numbered = students.filter {
      !$0.folderName.unescaped.hasSameBytes(as: $0.name.unescaped)
    }
    var notes = numbered.prefix(limit).map { student in
      let other = student.numberedApartFrom.map { "'\(Escape.terminal($0))'" } ?? "another"
      return
        "the folder '\(Escape.terminal(student.folderName))' is graded as '\(Escape.terminal(student.name))', apart from \(other): one report file would hold both on a disk that ignores case, or the reports or the gradebook would show them alike (results.json keeps the folder's name)"
    }
    if numbered.count > limit {
      notes.append("\(numbered.count - limit) more folders are numbered so")
    }
    return notes
  }

  /// Whether the class folder holds no student at all: a checkout that
  /// failed leaves an empty folder, and that is no class to pass.
  package var isEmpty: Bool { roster.hasPrefix("0:") }

  /// Whether a folder listed as `entries` (as ``Batch/students(in:shard:)``
  /// lists a class) is one student's work rather than a class: it has a
  /// folder of its own (no link), and every such folder is a lesson's;
  /// files and links beside them decide nothing. A class with a student
  /// named like a lesson beside others is still a class. Batch and verify
  /// decide through this alone.
  package static func isOneStudentsWork(_ entries: [StudentFolder], lessons: Set<String>) -> Bool {
    let folders = entries.filter { $0.kind == .directory && $0.linkedTo == nil }
    return !folders.isEmpty && folders.allSatisfy { lessons.contains($0.name.unescaped) }
  }

  /// Why `root` looks like no class, or `nil`: one student's work (every
  /// folder in it a lesson), or the folder above a class (its one folder
  /// holds several folders of lessons). Grading either would report every
  /// scenario of every "student" missing, for the instructor's slip.
  package func mistakenFolder(_ root: String) -> String? {
    let lessons = Set(catalog.lessons.map(\.id))
    let folders = students.filter { $0.kind == .directory && $0.linkedTo == nil }
    if shard == nil, Self.isOneStudentsWork(students, lessons: lessons) {
      return "holds lesson folders, not a folder per student: it is one student's work"
    }
    // Looked at as the one student's folder would be graded: nothing of it
    // leads out of it, so that what lies beside it says nothing here.
    guard shard == nil, folders.count == 1, students.count == 1, let only = folders.first,
      let (inside, _, folder) = try? SafeDirectory.openedEntries(
        of: only.path, within: only.path)
    else { return nil }
    let classes = inside.filter { entry in
      entry.kind == .directory
        && ((try? SafeDirectory.openedEntries(
          of: entry.path, within: only.path, in: (folder, entry.name)))?.entries ?? []).contains {
            $0.kind == .directory && lessons.contains($0.name)
          }
    }
    guard classes.count >= 2 else { return nil }
    return
      "holds one folder, \(Escape.terminal(only.name)), whose folders each hold lessons: it looks like the folder above the class"
  }

  /// The run's details, as every output records them.
  package var info: RunInfo {
    RunInfo(
      scenarios: catalog.scenarios.map(ScenarioInfo.init), lessonsDigest: catalog.digest,
      shard: shard.map { "\($0.index)/\($0.count)" },
      classRoster: shard == nil && !isRegrade ? nil : roster,
      hiddenEntries: shard == nil ? nil : hidden,
      releaseDigest: catalog.released().digest, regrade: isRegrade ? true : nil,
      studentTimeout: grader.studentBudget.flatMap {
        $0.seconds == StudentBudget.standard.seconds ? nil : $0.seconds
      })
  }

  /// Grades every student into `output` and, when given, `pages`, whose
  /// class page is then written aside, ready to swap in with the output.
  ///
  /// - Parameter warn: Told when a file of the user's in the class page's
  ///   place was moved aside.
  package func run(
    into output: BatchOutput, pages: HTMLBatchWriter? = nil, warn: (String) -> Void = { _ in }
  ) throws(FileLoader.Failure) {
    let files = output.studentFiles
    let renderer = pages?.pages
    // Only a class page with the students' sections in it reads their trees
    // and reports after the worker has written their files.
    let sectionsReadTrees = pages != nil && renderer == nil
    try Batch.run(
      students, catalog: catalog, grader: grader, jobs: jobs,
      prepare: {
        files.prepare(&$0)
        renderer?.render(&$0)
        // Freed by the worker that made them, while they are still in its
        // cache, rather than by the thread that writes the output.
        if !sectionsReadTrees {
          $0.checked = nil
          $0.report = []
        }
      }
    ) { graded throws(FileLoader.Failure) in
      try output.add(graded)
      try pages?.add(graded)
    }
    try pages?.prepare(warn: warn)
  }
}
