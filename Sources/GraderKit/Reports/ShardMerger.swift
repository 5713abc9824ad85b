import Foundation

/// Reads the outputs of batches back, a student at a time, to be written as
/// one: the shards of a class, or an old gradebook updated with a regrade.
package enum ShardMerger {
  /// Why a set of outputs cannot be merged, naming the folder or shard at fault.
  package struct Refusal: Error, Sendable {
    package var message: String
    /// What the command line could do instead, which it words in its own terms.
    package var remedy: Remedy? = nil
  }

  /// A way out of a refusal that the command line offers.
  package enum Remedy: Sendable {
    /// Merge the shards that are there.
    case mergePartially
    /// Grade this student again from the whole class's folder, by the name
    /// of their folder, and merge that.
    case regradeFromTheClass(UntrustedText)
  }

  /// Opens the shards in `folders` and checks that they make one class.
  ///
  /// Every folder must hold a results file graded against the same lessons
  /// (by digest) and scenarios. Shards of one class (`batch --shard I/N`)
  /// must be all there, each once; with `allowPartial`, missing ones are
  /// left out and returned. Folders from batches without `--shard` are
  /// joined as they are.
  ///
  /// - Returns: The merged run's details (its `missingShards` set when some
  ///   are) and a reader per folder.
  package static func open(_ folders: [String], allowPartial: Bool) throws(Refusal) -> (
    info: RunInfo, readers: [ResultsReader]
  ) {
    var readers: [ResultsReader] = []
    for folder in folders { readers.append(try ResultsReader(folder: folder)) }
    let first = readers[0]
    for reader in readers.dropFirst() {
      try sameLessons(reader, first)
    }
    var info = first.info
    info.shard = nil
    info.classRoster = nil
    info.hiddenEntries = nil
    let sharded = readers.filter { $0.info.shard != nil }
    if !sharded.isEmpty {
      if let plain = readers.first(where: { $0.info.shard == nil }) {
        throw Refusal(
          message:
            "\(plain.folder) is a whole batch, not a shard; merge the shards of one class"
        )
      }
      var seen: [Int: String] = [:]
      var count: Int?
      for reader in readers {
        let (index, total) = reader.shard!
        if let count, count != total {
          throw Refusal(
            message:
              "\(reader.folder) is shard \(index)/\(total), but \(readers[0].folder) is one of \(count) shards"
          )
        }
        count = total
        if reader.info.classRoster != readers[0].info.classRoster {
          let size = { (info: RunInfo) in
            Escape.quotedValue(String(info.classRoster?.split(separator: ":").first ?? "?"))
          }
          let sizes =
            size(reader.info) == size(readers[0].info)
            ? "as many students (\(size(reader.info))) under other names than \(readers[0].folder)"
            : "another list of students (\(size(reader.info))) than \(readers[0].folder) (\(size(readers[0].info)))"
          throw Refusal(
            message:
              "\(reader.folder) was graded from \(sizes): the class folder changed between the shard runs (a folder added, removed or renamed, or a name written with other Unicode characters, as macOS and Linux can write an accent); grade every shard from the same copy of the class"
          )
        }
        if let other = seen[index] {
          throw Refusal(
            message: "shard \(index)/\(total) is given twice: \(other) and \(reader.folder)")
        }
        seen[index] = reader.folder
      }
      let missing = (1...count!).filter { seen[$0] == nil }.map { "\($0)/\(count!)" }
      if !missing.isEmpty {
        guard allowPartial else {
          throw Refusal(
            message: "\(ClassTally.missing(missing)) missing; merge every shard",
            remedy: .mergePartially)
        }
        info.missingShards = missing
      }
    }
    return (info, readers)
  }

  /// Opens an old output and a newer one whose students replace the old
  /// one's: a regrade of a few students, into the class's gradebook.
  package static func openUpdate(old: String, new: String) throws(Refusal) -> (
    info: RunInfo, old: ResultsReader, new: ResultsReader
  ) {
    let before = try ResultsReader(folder: old)
    let after = try ResultsReader(folder: new)
    try sameLessons(after, before)
    var info = before.info
    info.shard = nil
    // A regrade updated is still a regrade of the same class.
    if info.regrade != true { info.classRoster = nil }
    info.hiddenEntries = nil
    return (info, before, after)
  }

  private static func sameLessons(_ reader: ResultsReader, _ first: ResultsReader) throws(Refusal) {
    guard reader.info.graderVersion == first.info.graderVersion else {
      throw Refusal(
        message:
          "\(reader.folder) was graded by grader '\(Escape.quotedValue(reader.info.graderVersion))', and \(first.folder) by grader '\(Escape.quotedValue(first.info.graderVersion))'; grade every part with one version"
      )
    }
    if reader.info.lessonsDigest == first.info.lessonsDigest,
      reader.info.scenarios != first.info.scenarios
    {
      throw Refusal(
        message:
          "\(reader.folder) was graded against the same rows as \(first.folder), but its scenarios differ in their titles or in which are hidden; grade both with the same lessons"
      )
    }
    guard reader.info.lessonsDigest == first.info.lessonsDigest else {
      throw Refusal(
        message:
          "\(reader.folder) was graded against other lessons (digest \(reader.info.lessonsDigest.prefix(12))…) than \(first.folder) (digest \(first.info.lessonsDigest.prefix(12))…)"
      )
    }
  }

  /// The class's list of students (``Batch/roster(_:)``) that the shards of
  /// `readers`, opened as `info`, hold together: when every shard of one
  /// class is there; `nil` for a partial merge, or whole batches joined.
  package static func roster(of readers: [ResultsReader], info: RunInfo) -> String? {
    guard info.missingShards == nil, readers.first?.shard != nil else { return nil }
    return readers.first?.info.classRoster
  }

  /// Hands every student of `readers` to `sink` in name order, each with
  /// their text report; with `replacing`, the last reader's student wins
  /// over the others' student of the same name.
  ///
  /// - Parameter roster: The class's list of students (``Batch/roster(_:)``)
  ///   that the students merged must make, when every shard of it is there.
  /// - Throws: ``Refusal`` when a student appears twice without `replacing`,
  ///   a report is not the one graded with its student's results, the
  ///   students do not make `roster`, or a file cannot be read; whatever
  ///   `sink` throws.
  /// - Returns: With `replacing`, the students of the last reader that
  ///   replaced another's, and those it added.
  @discardableResult
  package static func merge(
    _ readers: [ResultsReader], replacing: Bool = false, roster: String? = nil,
    sink: (StudentRecord, String) throws(FileLoader.Failure) -> Void
  ) throws(Refusal) -> (replaced: [UntrustedText], added: [UntrustedText]) {
    var (replaced, added): ([UntrustedText], [UntrustedText]) = ([], [])
    var names: [UntrustedText] = []
    var taken = TakenNames()
    // Each student's folder, by its bytes, with the name it was given.
    var folders: [[UInt8]: UntrustedText] = [:]
    var heads: [StudentRecord?] = []
    for reader in readers { heads.append(try reader.next()) }
    choosing: while true {
      var lowest: Int?
      for (index, head) in heads.enumerated() {
        guard let head else { continue }
        if let current = lowest, let other = heads[current], other.student <= head.student {
          if other.student == head.student {
            // Equal as text, as `José` is with é and with e and an accent,
            // but two folders: the gradebook cannot tell them apart.
            guard other.student.unescaped.hasSameBytes(as: head.student.unescaped) else {
              throw Refusal(
                message: confused(head.student, other.student.unescaped, in: readers[index].folder),
                remedy: .regradeFromTheClass(head.folderName))
            }
            guard replacing else {
              throw Refusal(
                message:
                  "\(readers[index].folder) repeats the student '\(Escape.terminal(head.student))' of \(readers[current].folder)"
              )
            }
            heads[current] = try readers[current].next()
            if index == readers.count - 1 { replaced.append(head.student) }
            continue choosing
          }
          continue
        }
        lowest = index
      }
      guard let chosen = lowest, let record = heads[chosen] else { break }
      if replacing, chosen == readers.count - 1, replaced.last != record.student {
        added.append(record.student)
      }
      let report = try readers[chosen].report(of: record.student)
      if let digest = record.reportDigest, SHA256.hex(of: report) != digest {
        throw Refusal(
          message:
            "\(readers[chosen].folder)/reports/\(Escape.terminal(StudentFileName.of(record.student))).txt is not the report graded with \(Escape.terminal(record.student))'s results (its SHA-256 is not their report_sha256): a report was edited or swapped; grade that part of the class again"
        )
      }
      if let other = taken.owner(of: record.student.unescaped) {
        throw Refusal(
          message: confused(record.student, other, in: readers[chosen].folder),
          remedy: .regradeFromTheClass(record.folderName))
      }
      taken.take(record.student.unescaped)
      let folder = Array(record.folderName.unescaped.utf8)
      if let other = folders.updateValue(record.student, forKey: folder) {
        throw Refusal(
          message:
            "\(readers[chosen].folder) holds '\(Escape.terminal(record.student))', graded from the folder '\(Escape.terminal(record.folderName))', and so is '\(Escape.terminal(other))': one student would have two rows. The class's list of students changed between the gradings, and a batch numbers a folder by the others: grade the whole class again"
        )
      }
      names.append(record.student)
      do {
        try sink(record, report)
      } catch {
        throw Refusal(message: "\(error.path): \(error.reason)")
      }
      heads[chosen] = try readers[chosen].next()
    }
    if let roster, Batch.roster(names) != roster {
      let count = roster.split(separator: ":").first.map(String.init) ?? "?"
      throw Refusal(
        message:
          "the shards hold \(names.count) students, not the \(Escape.quotedValue(count)) of the class they were graded from, or not the same names: a shard's results lost, added or renamed a student; grade the class again"
      )
    }
    return (replaced, added)
  }

  /// Why a gradebook cannot hold `student` of `folder` beside `other`:
  /// every report would show them alike, or one report file would hold
  /// both.
  private static func confused(_ student: UntrustedText, _ other: String, in folder: String)
    -> String
  {
    let (name, taken) = (Escape.terminal(student), Escape.terminal(other))
    let why =
      student.unescaped == other
      ? "the same name written with other bytes (é as one character, or as e and an accent)"
      : "one report file would hold both on a disk that ignores case, or every report shows them alike"
    return
      "\(folder) holds the student '\(name)', whom the gradebook cannot tell from '\(taken)': \(why). A batch of a class that holds both numbers the later, as '\(name) (2)'; grade the student again from the whole class's folder, and merge that"
  }

}
