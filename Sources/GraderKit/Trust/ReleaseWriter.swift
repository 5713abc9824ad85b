import Foundation

/// Writes a ``Release`` into a folder, replacing an earlier release whole
/// and keeping every file that no release wrote there.
package enum ReleaseWriter {
  /// Why a release could not be written.
  package struct Failure: Error, Sendable {
    package var reason: String
  }

  /// Writes `release` into `folder`: `Lessons/`, one empty folder per lesson
  /// under `Submissions/`, the course files in `extras` (relative path and
  /// contents), and the marker, which lists every file the release wrote.
  ///
  /// The release is built beside `folder` and renamed into place, so that
  /// `folder` holds either the earlier release or the new one. A folder that
  /// exists and is neither empty nor an earlier release is refused. What an
  /// earlier release's folder holds that its marker does not list (its
  /// repository's `.git`, notes, other workflows) is moved into the new
  /// release as it is; such a file where the new release writes one, or in
  /// `Lessons/`, where it would change the lessons the release pins, is
  /// refused by name before anything changes.
  ///
  /// - Returns: The paths kept, below `folder`, sorted.
  @discardableResult
  package static func write(
    _ release: Release, to folder: String, extras: [(path: String, bytes: [UInt8])]
  ) throws(Failure) -> [String] {
    let manager = FileManager.default
    let written =
      release.lessonFiles.map { "Lessons/" + $0.path }
      + release.lessons.map { "Submissions/\($0)/.gitkeep" } + extras.map(\.path)
    var kept: [String] = []
    var status = stat()
    let existed = lstat(folder, &status) == 0
    if existed {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw Failure(
          reason: "\(folder) exists and is not a folder (or is a link); choose another folder")
      }
      let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
      guard let listed = listedFiles(in: folder) else {
        guard names.isEmpty else {
          throw Failure(
            reason:
              "\(folder) already holds files that are not a release; choose an empty or new folder"
          )
        }
        return try place(release, written: written, extras: extras, in: folder, keeping: [])
      }
      kept = strangers(
        in: folder, listed: listed, lookingInto: folders(of: listed).union(folders(of: written)))
      try refuseClashes(kept, with: written, in: folder)
    }
    return try place(release, written: written, extras: extras, in: folder, keeping: kept)
  }

  /// Builds the release beside `folder`, moves `kept` into it, and renames
  /// it into place.
  private static func place(
    _ release: Release, written: [String], extras: [(path: String, bytes: [UInt8])],
    in folder: String, keeping kept: [String]
  ) throws(Failure) -> [String] {
    let manager = FileManager.default
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
      try put(
        Array((release.marker + written.map { "file: \($0)\n" }.joined()).utf8),
        at: staging + "/" + Release.markerName)
    } catch {
      try? manager.removeItem(atPath: staging)
      throw Failure(reason: "cannot write the release beside \(folder): \(error)")
    }
    // What no release wrote goes into the new one as it is; should one move
    // fail, every one made is undone.
    var moved: [String] = []
    for path in kept {
      let target = staging + "/" + path
      try? manager.createDirectory(
        atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path,
        withIntermediateDirectories: true)
      guard rename(folder + "/" + path, target) == 0 else {
        let reason = String(cString: strerror(errno))
        for done in moved.reversed() { _ = rename(staging + "/" + done, folder + "/" + done) }
        try? manager.removeItem(atPath: staging)
        throw Failure(reason: "cannot keep \(folder)/\(path) in the new release: \(reason)")
      }
      moved.append(path)
    }
    let existed = manager.fileExists(atPath: folder)
    let old = parent + "/.\(url.lastPathComponent).old-\(UUID().uuidString)"
    if existed, rename(folder, old) != 0 {
      let reason = String(cString: strerror(errno))
      for done in moved.reversed() { _ = rename(staging + "/" + done, folder + "/" + done) }
      try? manager.removeItem(atPath: staging)
      throw Failure(reason: "cannot replace \(folder): \(reason)")
    }
    guard rename(staging, folder) == 0 else {
      let reason = String(cString: strerror(errno))
      if existed {
        _ = rename(old, folder)
        for done in moved.reversed() { _ = rename(staging + "/" + done, folder + "/" + done) }
      }
      try? manager.removeItem(atPath: staging)
      throw Failure(reason: "cannot move the release into \(folder): \(reason)")
    }
    // The earlier release now holds only what a release wrote.
    if existed { try? manager.removeItem(atPath: old) }
    return kept
  }

  /// The files the release marker of `folder` lists, itself included; `nil`
  /// when `folder` holds no release marker.
  static func listedFiles(in folder: String) -> Set<String>? {
    let path = folder + "/" + Release.markerName
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      let bytes = FileManager.default.contents(atPath: path)
    else { return nil }
    let marker = String(decoding: bytes, as: UTF8.self)
    guard marker.hasPrefix("grader release\n") else { return nil }
    var listed: Set<String> = [Release.markerName]
    for line in marker.split(separator: "\n") where line.hasPrefix("file: ") {
      listed.insert(String(line.dropFirst("file: ".count)))
    }
    return listed
  }

  /// What `folder` holds that no release wrote, below it: each file, link or
  /// other entry that `listed` does not name, and each folder outside
  /// `folders`, whole (`.git` among them). Links are never followed.
  static func strangers(in folder: String, listed: Set<String>, lookingInto folders: Set<String>)
    -> [String]
  {
    var strangers: [String] = []
    func walk(_ relative: String) {
      let path = relative.isEmpty ? folder : folder + "/" + relative
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      for name in names {
        let child = relative.isEmpty ? name : relative + "/" + name
        var status = stat()
        guard lstat(folder + "/" + child, &status) == 0 else { continue }
        let isFolder = status.st_mode & S_IFMT == S_IFDIR
        if isFolder, folders.contains(child) {
          walk(child)
        } else if isFolder || !listed.contains(child) {
          strangers.append(child)
        }
      }
    }
    walk("")
    return strangers.sorted()
  }

  /// Every folder that holds one of `paths`, at any depth, below the top.
  static func folders(of paths: some Sequence<String>) -> Set<String> {
    var folders = Set<String>()
    for path in paths {
      var parts = path.split(separator: "/").dropLast()
      while !parts.isEmpty {
        folders.insert(parts.joined(separator: "/"))
        parts = parts.dropLast()
      }
    }
    return folders
  }

  /// Refuses, by name, a kept path where the new release writes a file (or
  /// needs a folder), and one in `Lessons/`.
  private static func refuseClashes(_ kept: [String], with written: [String], in folder: String)
    throws(Failure)
  {
    let files = Set(written)
    let folders = folders(of: written)
    let clashes = kept.filter { path in
      files.contains(path) || folders.contains(path)
        || written.contains { path.hasPrefix($0 + "/") }
    }
    if !clashes.isEmpty {
      throw Failure(
        reason:
          "\(folder) holds files that no release wrote where this release writes: \(clashes.map(Escape.terminal).joined(separator: ", ")); move them elsewhere, then release again"
      )
    }
    let lessons = kept.filter { $0 == "Lessons" || $0.hasPrefix("Lessons/") }
    if !lessons.isEmpty {
      throw Failure(
        reason:
          "\(folder) holds files in Lessons/ that no release wrote: \(lessons.map(Escape.terminal).joined(separator: ", ")); they would change the lessons the release pins, so move them elsewhere, then release again"
      )
    }
  }

  private static func put(_ bytes: [UInt8], at path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }
}
