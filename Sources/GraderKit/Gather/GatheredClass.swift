/// What `grader gather` leaves at the top of the class folder, beside the
/// students' folders: the list of the folders it made. `batch` believes a
/// student's ``Gathered`` marker only in a folder of that list, since a
/// student whose repository is cloned by hand can commit a marker of their
/// own, naming themselves anyone, or saying their work could not be gathered.
package enum GatheredClass {
  /// The list's first line; the file has the markers' name, one level up.
  static let heading = "grader gather class"

  /// The list's text: its heading, then a line per folder.
  package static func text(folders: [String]) -> String {
    heading + "\n" + folders.map { "folder: \(Escape.terminal($0))\n" }.joined()
  }

  /// Writes the list of `folders` into the class folder `out`, in one step.
  package static func write(folders: [String], in out: String) throws(FileLoader.Failure) {
    try AtomicFile.write(text(folders: folders), to: out + "/" + Gathered.fileName)
  }

  /// The folders the list in the class folder `root` names, or `nil` when it
  /// holds none: a regular file, read without following a link.
  package static func folders(in root: String) -> Set<String>? {
    // A class of a million students, with names of 255 bytes.
    guard let text = Gathered.plainText(at: root + "/" + Gathered.fileName, limit: 300 << 20)
    else { return nil }
    let lines = text.split(separator: "\n")
    guard lines.first == Substring(heading) else { return nil }
    return Set(
      lines.dropFirst().compactMap { $0.hasPrefix("folder: ") ? String($0.dropFirst(8)) : nil })
  }
}
