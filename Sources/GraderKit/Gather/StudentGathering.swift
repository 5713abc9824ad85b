import Foundation
import GraderReaders

/// Gathers one student's work from their repository as it stood at the
/// deadline, so that no repository can sabotage the class: the repository
/// is cloned bare (nothing is checked out, so no link, filter or hook ever
/// acts), the commit's tree is listed, and only the files grading reads are
/// written, as plain files, within a size budget checked before a byte
/// lands. Links, submodules and special files are named, never written.
package struct StudentGathering: Sendable {
  /// The git the class is gathered with.
  package var git: Git
  /// The deadline.
  package var deadline: Date
  /// The most bytes of work one student may have gathered.
  package var budget: Int

  package init(git: Git, deadline: Date, budget: Int) {
    self.git = git
    self.deadline = deadline
    self.budget = budget
  }

  /// The deadline as each marker writes it.
  package var stamp: String { Deadline.stamp(deadline) }

  /// One file of the commit's tree.
  struct TreeEntry: Equatable {
    var mode: String
    var object: String
    var size: Int
    var path: String
  }

  /// Gathers `entry` into `folder`, which must not exist: the work, and the
  /// marker; or, when that cannot be done, an empty folder with the marker
  /// that says why. The clone is made beside it, and removed.
  package func gather(_ entry: Roster.Entry, into folder: String) -> Gathered {
    let repository = Gathered.redacted(entry.repository)
    var gathered = Gathered(repository: repository, deadline: stamp)
    gathered.student = entry.student.unescaped
    let clone = folder + ".git-clone"
    defer { FileLoader.remove(clone) }
    func fail(_ reason: String) -> Gathered {
      FileLoader.remove(folder)
      try? FileLoader.createFolder(folder)
      gathered.error = git.scrubbed(reason)
      gathered.dropped = []
      Self.mark(folder, gathered)
      return gathered
    }
    guard !entry.repository.isEmpty else { return fail("the roster gives no repository") }
    guard !entry.repository.hasPrefix("-") else {
      return fail("'\(repository)' is not a repository's URL")
    }
    let cloned = git.run(["clone", "--bare", "--quiet", "--", entry.repository, clone])
    guard cloned.status == 0 else {
      return fail("cannot be cloned: \(Git.reason(cloned.error, or: "git clone failed"))")
    }
    guard let branch = defaultBranch(clone) else {
      return fail("the repository has no commits")
    }
    let seconds = Int(deadline.timeIntervalSince1970.rounded(.down))
    let log = git.run([
      "--git-dir", clone, "log", "-1", "--first-parent", "--before=@\(seconds)",
      "--format=%H %cI", branch,
    ])
    let parts = log.text.split(separator: " ", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    guard log.status == 0, parts.count == 2 else {
      return fail("has no commit at or before the deadline on \(branch)")
    }
    let listing = git.run([
      "--git-dir", clone, "ls-tree", "-r", "-l", "-z", "--full-tree", parts[0],
    ])
    guard listing.status == 0 else {
      return fail("its tree cannot be listed: \(Git.reason(listing.error, or: "git failed"))")
    }
    let (files, dropped) = Self.graded(Self.entries(listing.output))
    // Files are counted too: empty ones cost no bytes, and a folder of
    // more than grading lists would be refused by batch anyway.
    guard files.count <= SafeDirectory.entryLimit else {
      return fail(
        "the work to grade holds \(files.count) files, more than the \(SafeDirectory.entryLimit) grading reads; nothing was written"
      )
    }
    let total = files.reduce(0) { $0 + $1.size }
    guard total <= budget else {
      return fail(
        "the work to grade holds \(total >> 10) KiB, over the budget of \(budget >> 10) KiB; nothing was written"
      )
    }
    do throws(FileLoader.Failure) {
      try write(files, from: clone, into: folder)
    } catch {
      return fail("cannot be written: \(error.reason)")
    }
    gathered.commit = parts[0]
    gathered.committed = parts[1]
    gathered.dropped = dropped
    Self.mark(folder, gathered)
    return gathered
  }

  /// The branch to read: the one `HEAD` names when it has commits, else
  /// `main`, `master`, the only branch, or the one last committed to.
  func defaultBranch(_ clone: String) -> String? {
    let head = git.run(["--git-dir", clone, "symbolic-ref", "-q", "HEAD"])
    let named = head.text.trimmingCharacters(in: .whitespacesAndNewlines)
    if head.status == 0, !named.isEmpty,
      git.run(["--git-dir", clone, "rev-parse", "-q", "--verify", named + "^{commit}"]).status == 0
    {
      return named
    }
    let branches = git.run([
      "--git-dir", clone, "for-each-ref", "--sort=-committerdate", "--format=%(refname)",
      "refs/heads",
    ]).text.split(separator: "\n").map(String.init)
    for preferred in ["refs/heads/main", "refs/heads/master"] where branches.contains(preferred) {
      return preferred
    }
    return branches.first
  }

  /// The entries of `git ls-tree -r -l -z`: mode, type, object, size and path.
  static func entries(_ output: [UInt8]) -> [TreeEntry] {
    output.split(separator: 0).compactMap { record in
      guard let tab = record.firstIndex(of: 0x09) else { return nil }
      let fields = String(decoding: record[..<tab], as: UTF8.self).split(separator: " ")
      guard fields.count >= 4 else { return nil }
      let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
      return TreeEntry(
        mode: String(fields[0]), object: String(fields[2]),
        size: Int(fields[fields.count - 1].trimmingCharacters(in: .whitespaces)) ?? 0,
        path: path)
    }
  }

  /// The files grading reads (`LESSON/FILE`, or `Submissions/LESSON/FILE`,
  /// each a `.tree` or `.swift` file), and what there is in their place that
  /// is no regular file (a link, a submodule) or has a name no class folder
  /// can carry, a folder of them that is a link or a submodule among them.
  static func graded(_ entries: [TreeEntry]) -> (files: [TreeEntry], dropped: [String]) {
    var files: [TreeEntry] = []
    var dropped: [String] = []
    for entry in entries {
      let parts = entry.path.split(separator: "/", omittingEmptySubsequences: false)
      // A folder of work (a lesson's, or Submissions/) that is a link or a
      // submodule: grading would have read the files in it, and none is written.
      let folderOfWork =
        (parts.count == 1 || (parts.count == 2 && parts[0] == "Submissions"))
        && parts.allSatisfy { !$0.isEmpty && !$0.contains(".") }
      if folderOfWork, entry.mode == "120000" || entry.mode == "160000" {
        dropped.append("\(entry.path) (\(entry.mode == "120000" ? "a link" : "a submodule"))")
        continue
      }
      let graded =
        (parts.count == 2 || (parts.count == 3 && parts[0] == "Submissions"))
        && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }
        && (entry.path.hasSuffix(".tree") || entry.path.hasSuffix(".swift"))
      guard graded else { continue }
      // A name Windows and GitHub's artifact uploads refuse would stop the
      // upload of the whole class; no scenario is named so anyway.
      if parts.contains(where: { $0.unicodeScalars.contains(where: Self.unportable) }) {
        dropped.append("\(entry.path) (a name Windows and artifact uploads refuse)")
        continue
      }
      switch entry.mode {
      case "100644", "100755":
        if entry.size > SubmissionIndex.sizeLimit {
          dropped.append(
            "\(entry.path) (\(entry.size >> 10) KiB, over what a submission may hold)")
        } else {
          files.append(entry)
        }
      case "120000": dropped.append("\(entry.path) (a link)")
      case "160000": dropped.append("\(entry.path) (a submodule)")
      default: dropped.append("\(entry.path) (not a regular file)")
      }
    }
    return (files, dropped)
  }

  /// Whether a path may not hold `scalar`: `" : < > | * ? \` and the
  /// untrusted characters, line breaks among them.
  static func unportable(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "%" && StudentFileName.refused(scalar)
  }

  /// Writes each of `files` into `folder`, as a plain file, from the
  /// objects of the bare clone: no checkout, so no filter or link acts.
  func write(_ files: [TreeEntry], from clone: String, into folder: String)
    throws(FileLoader.Failure)
  {
    try FileLoader.createFolder(folder)
    guard !files.isEmpty else { return }
    let input = Array(files.map { $0.object + "\n" }.joined().utf8)
    let objects = git.run(
      ["--git-dir", clone, "cat-file", "--batch"], input: input, outputLimit: budget + (1 << 20))
    guard objects.status == 0 else {
      throw FileLoader.Failure(path: folder, reason: Git.reason(objects.error, or: "git failed"))
    }
    let bytes = objects.output
    var offset = 0
    for file in files {
      // "<object> blob <size>\n<content>\n"
      guard let newline = bytes[offset...].firstIndex(of: 0x0A) else { break }
      let size =
        Int(
          String(decoding: bytes[offset..<newline], as: UTF8.self).split(separator: " ").last ?? "")
        ?? 0
      let start = newline + 1
      guard start + size <= bytes.count else { break }
      let path = folder + "/" + file.path
      try FileLoader.createFolder(PathText.parent(of: path)!)
      try AtomicFile.write(Array(bytes[start..<(start + size)]), to: path)
      offset = start + size + 1
    }
  }

  /// Writes `gathered` into `folder`, replacing whatever stands at its name,
  /// never through a link.
  package static func mark(_ folder: String, _ gathered: Gathered) {
    let path = folder + "/" + Gathered.fileName
    FileLoader.remove(path)
    try? AtomicFile.write(Array(gathered.text.utf8), to: path)
  }
}
