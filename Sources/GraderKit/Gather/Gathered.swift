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
    let path = folder + "/" + fileName
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) <= sizeLimit,
      let data = try? handle.read(upToCount: sizeLimit)
    else { return nil }
    return Gathered(text: String(decoding: data, as: UTF8.self))
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

  /// A folder name for each student of `students`, in order: the name's
  /// file name (``StudentFileName``), which never leads out of the class
  /// folder, told apart by ` (2)` (or the next number) where two would
  /// meet, whatever the case, as on a disk that ignores it.
  package static func folderNames(_ students: [UntrustedText]) -> [String] {
    var taken = Set<String>()
    // The next number to try for each name, so that a roster of one name
    // repeated costs time linear in its length.
    var next: [String: Int] = [:]
    return students.map { untrusted in
      let student = untrusted.unescaped
      var name = StudentFileName.of(student)
      var number = next[student] ?? 2
      while taken.contains(name.lowercased()) {
        name = StudentFileName.of("\(student) (\(number))")
        number += 1
      }
      next[student] = number
      taken.insert(name.lowercased())
      return name
    }
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
