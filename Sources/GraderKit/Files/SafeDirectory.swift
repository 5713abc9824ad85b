import Foundation

/// One entry of a folder, classified without following links out of the root.
package struct DirectoryEntry: Sendable, Hashable {
  /// What an entry is.
  package enum Kind: Sendable, Hashable {
    /// A regular file, or a link to one inside the root.
    case file
    /// A folder, or a link to one inside the root.
    case directory
    /// A link whose target lies outside the root.
    case linkOutside
    /// A link whose target does not exist.
    case brokenLink
    /// A device, socket or pipe.
    case other
  }

  /// The entry's name.
  package var name: String
  /// The entry's path: the folder's path and the name.
  package var path: String
  /// What it is.
  package var kind: Kind
}

/// Lists folders that may be hostile: sorted, capped, and never following a
/// link out of the root the grader was given.
package enum SafeDirectory {
  /// The most entries one folder may hold.
  package static let entryLimit = 10_000

  /// The entries of the folder at `path`, sorted by name, hidden ones left out.
  ///
  /// - Parameters:
  ///   - path: The folder.
  ///   - root: The folder no link may lead out of.
  /// - Throws: ``FileLoader/Failure`` when the folder cannot be listed or
  ///   holds more than ``entryLimit`` entries.
  package static func entries(
    of path: String, within root: String, limit: Int = entryLimit
  ) throws(FileLoader.Failure) -> [DirectoryEntry] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      var status = stat()
      throw FileLoader.Failure(
        path: path,
        reason: lstat(path, &status) != 0
          ? "does not exist" : "cannot be listed (permission denied, or not a folder)")
    }
    guard names.count <= limit else {
      throw FileLoader.Failure(path: path, reason: "holds more than \(limit) entries")
    }
    let realRoot = resolved(root) ?? root
    return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
      let child = path.hasSuffix("/") ? path + name : path + "/" + name
      return DirectoryEntry(name: name, path: child, kind: kind(of: child, realRoot: realRoot))
    }
  }

  /// What the entry at `path` is, following a link only when it stays inside `realRoot`.
  package static func kind(of path: String, realRoot: String) -> DirectoryEntry.Kind {
    var status = stat()
    guard lstat(path, &status) == 0 else { return .brokenLink }
    if status.st_mode & S_IFMT == S_IFLNK {
      guard let target = resolved(path) else { return .brokenLink }
      guard target == realRoot || target.hasPrefix(realRoot + "/") else { return .linkOutside }
      guard stat(target, &status) == 0 else { return .brokenLink }
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// `path` with every link resolved; for a path that does not exist yet,
  /// its folder resolved and its name after it.
  package static func resolvedOrPlanned(_ path: String) -> String? {
    if let found = resolved(path) { return found }
    let url = URL(fileURLWithPath: path)
    return resolved(url.deletingLastPathComponent().path).map { $0 + "/" + url.lastPathComponent }
  }

  /// The absolute path of `path` with every link resolved, if it exists.
  package static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}

extension SafeDirectory {
  /// How many hidden entries (names that begin with a dot) the folder at `path` holds.
  package static func hiddenCount(of path: String) -> Int {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
      $0.hasPrefix(".")
    }.count
  }

  /// Where the link at `path` leads, relative to `root`, when it is a link to
  /// something inside `root`; `nil` for anything else.
  package static func linkTarget(_ path: String, inside root: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      let target = resolved(path), let realRoot = resolved(root)
    else { return nil }
    if target == realRoot { return "the class folder itself" }
    guard target.hasPrefix(realRoot + "/") else { return nil }
    return String(target.dropFirst(realRoot.count + 1))
  }
}
