import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// An output folder that grader owns: locked while a run writes it, with a
/// manifest of the files grader wrote there, and filled by staging a run's
/// files and swapping them in only when the run is complete.
///
/// A new run replaces the files of the previous one and removes those it no
/// longer writes; it never deletes a file it did not write, and moves such a
/// file aside (with a message) before writing over it. A run that finds the
/// staging folder of a killed run removes it.
package final class OutputFolder {
  /// Why a folder cannot be an output folder: the command line must change.
  package struct Refusal: Error, Sendable {
    package var message: String
    /// Whether the command line must change (exit 64), rather than wait
    /// for another run to finish (exit 1).
    package var isUsage = true
  }

  /// The folder.
  package let path: String
  /// Where the run's files are written until they are swapped in.
  package let staging: String
  private var lockDescriptor: Int32 = -1
  private let created: Bool
  /// The files the previous run wrote, as its manifest names them.
  var previous: [String] = []

  static let manifestName = ".grader-manifest"
  static let lockName = ".grader-lock"
  static let stagingName = ".grader-staging"

  /// Checks, creates and locks the output folder at `path`.
  ///
  /// - Parameters:
  ///   - path: The folder.
  ///   - option: The option that named it, for messages.
  ///   - classRoot: The class folder, which the output may not be or lie in.
  /// - Throws: ``Refusal`` when the folder is the class folder or inside it,
  ///   passes through a link, is not a folder, holds files that grader did not
  ///   write, or is locked by another run (named by its process id); and
  ///   ``FileLoader/Failure`` when it cannot be created.
  package init(path: String, option: String, classRoot: String?) throws(Refusal) {
    self.path = path
    staging = path + "/" + Self.stagingName
    try Self.checkPath(path, option: option, classRoot: classRoot)
    var status = stat()
    created = lstat(path, &status) != 0
    if created {
      guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
        throw Refusal(
          message:
            "\(option) '\(path)' cannot be created (\(String(cString: strerror(errno))))")
      }
      Interruption.shared.registerFolder(path)
    } else if status.st_mode & S_IFMT != S_IFDIR {
      throw Refusal(message: "\(option) '\(path)' is not a folder")
    }
    let lockPath = path + "/" + Self.lockName
    lockDescriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard lockDescriptor >= 0 else {
      throw Refusal(
        message: "\(option) '\(path)' cannot be written (\(String(cString: strerror(errno))))")
    }
    guard flock(lockDescriptor, LOCK_EX | LOCK_NB) == 0 else {
      let holder = (try? FileLoader.bytes(at: lockPath, limit: 64)).map {
        String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      }
      close(lockDescriptor)
      lockDescriptor = -1
      throw Refusal(
        message:
          "\(option) '\(path)' is being written by another grader (process \(holder ?? "unknown")); wait for it to finish, or choose another folder",
        isUsage: false)
    }
    // Ours from here: an interruption removes it, as soon as it is held.
    Interruption.shared.register(lockPath)
    let pid = "\(getpid())\n"
    ftruncate(lockDescriptor, 0)
    _ = pid.withCString { write(lockDescriptor, $0, strlen($0)) }
    previous = Self.readManifest(path + "/" + Self.manifestName) ?? []
    if previous.isEmpty, !created {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
        ![Self.lockName, Self.stagingName, Self.manifestName].contains($0)
      }
      if !names.isEmpty {
        release()
        throw Refusal(
          message:
            "\(option) '\(path)' holds files that grader did not write (\(names.sorted()[0])\(names.count > 1 ? ", …" : "")); choose a new or empty folder"
        )
      }
    }
    // Registered before it exists: an interruption between the two leaves none.
    Interruption.shared.register(staging)
    try? FileManager.default.removeItem(atPath: staging)
    guard mkdir(staging, 0o755) == 0 else {
      Interruption.shared.unregister(staging)
      release()
      throw Refusal(
        message: "\(option) '\(path)' cannot be written (\(String(cString: strerror(errno))))")
    }
  }

  /// Refuses an output path that is the class folder, lies inside it, or
  /// passes through a link. A link as the first part of an absolute path,
  /// such as macOS's `/tmp`, is the system's and allowed.
  static func checkPath(_ path: String, option: String, classRoot: String?) throws(Refusal) {
    guard !path.isEmpty else { throw Refusal(message: "\(option) needs a folder") }
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    var prefix = path.hasPrefix("/") ? "" : "."
    for (index, part) in parts.enumerated() {
      prefix += "/" + part
      guard part != ".." else {
        throw Refusal(
          message: "\(option) '\(path)' may not go up with '..'; name the folder directly")
      }
      var status = stat()
      guard lstat(prefix, &status) == 0 else { break }
      if status.st_mode & S_IFMT == S_IFLNK, !(path.hasPrefix("/") && index == 0) {
        throw Refusal(
          message:
            "\(option) '\(path)' passes through the link '\(prefix.hasPrefix("./") ? String(prefix.dropFirst(2)) : prefix)'; grader does not write through links"
        )
      }
    }
    guard let classRoot, let root = SafeDirectory.resolved(classRoot) else { return }
    if let target = SafeDirectory.resolvedOrPlanned(path), SafeDirectory.lies(target, in: root) {
      throw Refusal(
        message:
          "\(option) '\(path)' is \(target == root ? "the class folder" : "inside the class folder '\(classRoot)'"); a batch would grade its own output: choose a folder outside it"
      )
    }
  }

  /// Drops the staged files; the previous output stays as it was.
  package func abandon() {
    try? FileManager.default.removeItem(atPath: staging)
    Interruption.shared.unregister(staging)
    if created { release(); rmdir(path) }
  }

  /// Unlocks the folder.
  package func release() {
    guard lockDescriptor >= 0 else { return }
    unlink(path + "/" + Self.lockName)
    Interruption.shared.unregister(path + "/" + Self.lockName)
    close(lockDescriptor)
    lockDescriptor = -1
  }

  private static func readManifest(_ path: String) -> [String]? {
    guard let bytes = try? FileLoader.bytes(at: path, limit: 1 << 30) else { return nil }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map {
      $0.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
        .replacingOccurrences(of: "%25", with: "%")
    }
    guard lines.first == "grader-manifest v1" else { return nil }
    return lines.dropFirst().filter {
      !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..")
    }
  }

  static func writeManifest(
    _ first: [String], _ then: some Sequence<String>, to path: String
  ) throws(FileLoader.Failure) {
    let file = try StreamingFile(path: path)
    do throws(FileLoader.Failure) {
      try file.write("grader-manifest v1\n")
      for name in first { try file.write(Escape.workflowData(name) + "\n") }
      for name in then { try file.write(Escape.workflowData(name) + "\n") }
      try file.finish()
    } catch {
      file.abandon()
      throw error
    }
  }

}
