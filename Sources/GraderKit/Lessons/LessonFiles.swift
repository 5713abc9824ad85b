import GraderReaders

/// The scenario files of a lessons folder, found without reading them.
package enum LessonFiles {
  /// A scenario file and the lesson it belongs to.
  package struct File: Sendable {
    package var path: String
    package var lesson: String
  }

  /// Every `.scenario` file under `root`, in course order, or why `root` cannot be listed.
  package static func scenarioFiles(in root: String) -> (files: [File], problem: String?) {
    let folders: [DirectoryEntry]
    do {
      folders = try SafeDirectory.entries(of: root, within: root)
    } catch {
      return ([], error.reason)
    }
    var files: [File] = []
    for folder in folders where folder.kind == .directory {
      let entries = (try? SafeDirectory.entries(of: folder.path, within: root)) ?? []
      for entry in entries where entry.kind == .file && entry.name.hasSuffix(".scenario") {
        files.append(File(path: entry.path, lesson: folder.name))
      }
    }
    return (files, nil)
  }

  /// The `.scenario` entries under `root` that are not regular files inside
  /// it (links out of it, broken links, devices), each with why.
  package static func refusedScenarioFiles(in root: String) -> [(path: String, reason: String)] {
    let folders = (try? SafeDirectory.entries(of: root, within: root)) ?? []
    var refused: [(path: String, reason: String)] = []
    for folder in folders where folder.kind == .directory {
      let entries = (try? SafeDirectory.entries(of: folder.path, within: root)) ?? []
      for entry in entries where entry.name.hasSuffix(".scenario") && entry.kind != .file {
        let reason =
          switch entry.kind {
          case .linkOutside: "is a link out of the lessons folder; it is not read or written"
          case .brokenLink: "is a link to nothing, or a loop of links"
          case .unreadableName: "has a name that is not UTF-8 text; rename it"
          default: "is not a regular file"
          }
        refused.append((entry.path, reason))
      }
    }
    return refused
  }

  /// `path` without `./` in front or `/` behind, resolved when it exists;
  /// a submission file yet to be created is resolved through its folder, so
  /// that it names the same file from wherever the student stands.
  package static func normalized(_ path: String) -> String {
    var path = path
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    if let resolved = SafeDirectory.resolved(path) { return resolved }
    guard path.hasSuffix(".tree") || path.hasSuffix(".swift") else { return path }
    let folder = PathText.parent(of: path).map { $0.isEmpty ? "/" : $0 } ?? "."
    guard let resolved = SafeDirectory.resolved(folder) else { return path }
    let name = PathText.lastComponent(of: path)
    return (resolved == "/" ? "" : resolved) + "/" + name
  }
}
