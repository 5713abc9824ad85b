import Foundation

/// Writes a ``Release`` into a folder, replacing an earlier release whole.
package enum ReleaseWriter {
  /// Why a release could not be written.
  package struct Failure: Error, Sendable {
    package var reason: String
  }

  /// Writes `release` into `folder`: `Lessons/`, one empty folder per lesson
  /// under `Submissions/`, the course files in `extras` (relative path and
  /// contents), and the marker.
  ///
  /// The release is built beside `folder` and renamed into place, so that
  /// `folder` holds either the earlier release or the new one. A folder that
  /// exists and is neither empty nor an earlier release is refused.
  package static func write(
    _ release: Release, to folder: String, extras: [(path: String, bytes: [UInt8])]
  ) throws(Failure) {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    var status = stat()
    if lstat(folder, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw Failure(
          reason: "\(folder) exists and is not a folder (or is a link); choose another --out")
      }
      let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
      let isRelease = manager.fileExists(atPath: folder + "/" + Release.markerName)
      guard names.isEmpty || isRelease else {
        throw Failure(
          reason:
            "\(folder) already holds files that are not a release; choose an empty or new folder for --out"
        )
      }
    } else if manager.fileExists(atPath: folder, isDirectory: &isFolder) {
      throw Failure(reason: "\(folder) cannot be inspected")
    }
    let url = URL(fileURLWithPath: folder)
    let parent = url.deletingLastPathComponent().path
    let staging = parent + "/.\(url.lastPathComponent).release-\(UUID().uuidString)"
    do {
      try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
      for (path, text) in release.lessonFiles {
        try put(Array(text.utf8), at: staging + "/Lessons/" + path)
      }
      for lesson in release.lessons {
        try put([], at: staging + "/Submissions/\(lesson)/.gitkeep")
      }
      for (path, bytes) in extras {
        try put(bytes, at: staging + "/" + path)
      }
      let written =
        release.lessonFiles.map { "Lessons/" + $0.path }
        + release.lessons.map { "Submissions/\($0)/.gitkeep" } + extras.map(\.path)
      try put(
        Array((release.marker + written.map { "file: \($0)\n" }.joined()).utf8),
        at: staging + "/" + Release.markerName)
    } catch {
      try? manager.removeItem(atPath: staging)
      throw Failure(reason: "cannot write the release beside \(folder): \(error)")
    }
    let old = parent + "/.\(url.lastPathComponent).old-\(UUID().uuidString)"
    let existed = manager.fileExists(atPath: folder)
    // A release that the instructor committed keeps its repository.
    if existed, manager.fileExists(atPath: folder + "/.git"),
      rename(folder + "/.git", staging + "/.git") != 0
    {
      try? manager.removeItem(atPath: staging)
      throw Failure(reason: "cannot carry \(folder)/.git over: \(String(cString: strerror(errno)))")
    }
    if existed, rename(folder, old) != 0 {
      try? manager.removeItem(atPath: staging)
      throw Failure(reason: "cannot replace \(folder): \(String(cString: strerror(errno)))")
    }
    guard rename(staging, folder) == 0 else {
      let reason = String(cString: strerror(errno))
      if existed { _ = rename(old, folder) }
      try? manager.removeItem(atPath: staging)
      throw Failure(reason: "cannot move the release into \(folder): \(reason)")
    }
    if existed { try? manager.removeItem(atPath: old) }
  }

  /// The files under `folder` that its release marker does not list, outside
  /// `.git`; every file when there is no marker. Links count as files.
  static func foreignFiles(in folder: String) -> [String] {
    let markerPath = folder + "/" + Release.markerName
    let marker = FileManager.default.contents(atPath: markerPath).map {
      String(decoding: $0, as: UTF8.self)
    }
    var listed = Set<String>()
    if let marker, marker.hasPrefix("grader release\n") {
      listed.insert(Release.markerName)
      for line in marker.split(separator: "\n") where line.hasPrefix("file: ") {
        listed.insert(String(line.dropFirst("file: ".count)))
      }
    }
    var strangers: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
      if path == ".git" { enumerator?.skipDescendants() }
      if path == ".git" || path.hasPrefix(".git/") { continue }
      var status = stat()
      guard lstat(folder + "/" + path, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFDIR { continue }
      if !listed.contains(path) { strangers.append(path) }
    }
    return strangers.sorted()
  }

  private static func put(_ bytes: [UInt8], at path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }
}
