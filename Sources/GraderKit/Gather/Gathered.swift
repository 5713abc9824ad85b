import Foundation

/// What `grader gather` leaves in each student's folder, `.grader-gathered`:
/// where the work came from and which commit it is, or why it could not be
/// gathered. A hidden file, so that grading never reads it as work; `batch`
/// reads it to put a student whose repository could not be gathered in the
/// gradebook with the reason.
package struct Gathered: Sendable, Hashable {
  /// The file's name, in the student's folder.
  package static let fileName = ".grader-gathered"
  /// The largest marker read back, in bytes.
  static let sizeLimit = 64 * 1024

  /// The repository, without any user name or password its URL held.
  package var repository: String
  /// The deadline, as `YYYY-MM-DDTHH:MM:SSZ`.
  package var deadline: String
  /// The commit gathered, when there is one.
  package var commit: String?
  /// When that commit was made, as its committer said.
  package var committed: String?
  /// Why nothing could be gathered, when nothing was.
  package var error: String?
  /// The student's name as the roster writes it, whatever folder name it
  /// became.
  package var student: String?
  /// What grading would have read that was not written: links, submodules,
  /// special files, and files over the size a submission may have.
  package var dropped: [String] = []

  package init(
    repository: String, deadline: String, commit: String? = nil, committed: String? = nil,
    error: String? = nil
  ) {
    self.repository = repository
    self.deadline = deadline
    self.commit = commit
    self.committed = committed
    self.error = error
  }

  /// The marker's text: a line per field, each value on one line.
  package var text: String {
    var text = "grader gather\n"
    let fields: [(String, String?)] = [
      ("student", student), ("repository", repository), ("deadline", deadline),
      ("commit", commit), ("committed", committed), ("error", error),
    ]
    for case (let name, let value?) in fields { text += "\(name): \(Escape.terminal(value))\n" }
    for path in dropped { text += "dropped: \(Escape.terminal(path))\n" }
    return text
  }

  /// What a gathered student's report says first: whose work it is, as
  /// the roster names them, where it came from, and what grading reads that
  /// was not gathered.
  package var reportHeader: String {
    var text = student.map { Escape.terminal($0) + ": " } ?? ""
    text += "gathered from \(Escape.terminal(repository))"
    if let commit, let committed {
      text +=
        " at commit \(Escape.terminal(String(commit.prefix(12)))) (\(Escape.terminal(committed)))"
    }
    text += ", the last before \(Escape.terminal(deadline))\n"
    if !dropped.isEmpty {
      text += "Not gathered:\n"
      for path in dropped.prefix(100) { text += "  \(Escape.terminal(path))\n" }
      if dropped.count > 100 { text += "  … and \(dropped.count - 100) more\n" }
    }
    return text + "\n"
  }

  /// Reads the marker `text`, or `nil` when it is not one.
  package init?(text: String) {
    let lines = text.split(separator: "\n")
    guard lines.first == "grader gather" else { return nil }
    var values: [String: String] = [:]
    var dropped: [String] = []
    for line in lines.dropFirst() {
      guard let colon = line.range(of: ": ") else { continue }
      let name = String(line[..<colon.lowerBound])
      let value = String(line[colon.upperBound...])
      if name == "dropped" { dropped.append(value) } else { values[name] = value }
    }
    guard let repository = values["repository"], let deadline = values["deadline"] else {
      return nil
    }
    self.init(
      repository: repository, deadline: deadline, commit: values["commit"],
      committed: values["committed"], error: values["error"])
    student = values["student"]
    self.dropped = dropped
  }

  /// The marker in `folder`, if it holds one: a regular file, read without
  /// following a link.
  package static func read(in folder: String) -> Gathered? {
    plainText(at: folder + "/" + fileName, limit: sizeLimit).flatMap(Gathered.init(text:))
  }

  /// The text of the regular file at `path`, read without following a link
  /// nor waiting on a pipe, or `nil` when there is none or it is over `limit` bytes.
  static func plainText(at path: String, limit: Int) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) <= limit, let data = try? handle.read(upToCount: limit)
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// `url` without the user name and password it may hold
  /// (`https://user:secret@host/…` becomes `https://host/…`).
  package static func redacted(_ url: String) -> String {
    guard let scheme = url.range(of: "://") else { return url }
    let rest = url[scheme.upperBound...]
    let authority = rest.prefix { $0 != "/" }
    guard let at = authority.lastIndex(of: "@") else { return url }
    return String(url[..<scheme.upperBound]) + String(rest[rest.index(after: at)...])
  }

  /// A folder name for each student of `students`, in order: the name with
  /// each character that a file name cannot hold everywhere (those
  /// ``StudentFileName`` writes `%HH`, and a leading `.`) written `_`, so
  /// that no folder leads out of the class folder and the file names of the
  /// student's reports are the folder's own, escaped no further; told apart
  /// by ` (2)` (or the next number) where two would meet, whatever the case,
  /// as on a disk that ignores it, the first in the roster keeping the name.
  package static func folderNames(_ students: [UntrustedText]) -> [String] {
    var taken = Set<String>()
    // The next number to try for each name, so that a roster of one name
    // repeated costs time linear in its length.
    var next: [String: Int] = [:]
    return students.map { untrusted in
      let base = plain(untrusted.unescaped)
      var name = StudentFileName.of(base)
      var number = next[base] ?? 2
      while taken.contains(name.lowercased()) {
        name = StudentFileName.of("\(base) (\(number))")
        number += 1
      }
      next[base] = number
      taken.insert(name.lowercased())
      return name
    }
  }

  /// `name` with what ``StudentFileName`` would escape written `_`.
  static func plain(_ name: String) -> String {
    var result = ""
    for (index, scalar) in name.unicodeScalars.enumerated() {
      let escaped = StudentFileName.refused(scalar) || (index == 0 && scalar == ".")
      result.unicodeScalars.append(escaped ? "_" : scalar)
    }
    return result
  }

  /// A sentence for each student of `students` (each with the roster's line
  /// that names them) whose folder is not their name made plain
  /// (``folderNames(_:)``) because an earlier row takes it: who, on which
  /// lines, and the folder each got.
  package static func meetings(
    _ students: [(name: UntrustedText, line: Int)], folders: [String]
  ) -> [String] {
    var first: [String: Int] = [:]
    var sentences: [String] = []
    for (index, (student, folder)) in zip(students, folders).enumerated() {
      let base = StudentFileName.of(plain(student.name.unescaped)).lowercased()
      guard let earlier = first[base] else {
        first[base] = index
        continue
      }
      let other = students[earlier]
      sentences.append(
        "'\(Escape.terminal(student.name.unescaped))' (line \(student.line)) and '\(Escape.terminal(other.name.unescaped))' (line \(other.line)) would share the folder '\(Escape.terminal(folders[earlier]))'; the roster's first keeps it, and the other's work is in '\(Escape.terminal(folder))'"
      )
    }
    return sentences
  }

  /// A line per student, in order: the folder, and the commit and its time,
  /// or why nothing was gathered.
  package static func table(_ rows: [(folder: String, gathered: Gathered)]) -> String {
    let names = rows.map { Escape.terminal($0.folder) }
    let width = min(40, names.map(TextLayout.length).max() ?? 0)
    var text = ""
    for (name, row) in zip(names, rows) {
      text += TextLayout.padded(name, to: width) + "  "
      if let error = row.gathered.error {
        text += "error: \(Escape.terminal(error))\n"
      } else {
        text += "\(row.gathered.commit?.prefix(12) ?? "")  \(row.gathered.committed ?? "")\n"
      }
    }
    return text
  }
}
