import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

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
    let path = root + "/" + Gathered.fileName
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    // A class of a million students, with names of 255 bytes.
    let limit = 300 << 20
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) <= limit, let data = try? handle.read(upToCount: limit)
    else { return nil }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    guard lines.first == Substring(heading) else { return nil }
    return Set(
      lines.dropFirst().compactMap { $0.hasPrefix("folder: ") ? String($0.dropFirst(8)) : nil })
  }
}
