import Foundation
import GraderModel
import GraderReaders

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// How a run's staged files go into the output folder: each old copy kept
/// until every output is in, so that a failure on the way puts every old
/// file back.
extension OutputFolder {
  /// Swaps the staged files in, and completes the swap: see ``swapIn(_:warn:)``.
  package func commit(_ files: FileList, warn: (String) -> Void) throws(FileLoader.Failure) {
    try Interruption.shared.holdingSignals { () throws(FileLoader.Failure) in
      try swapIn(files, warn: warn).complete()
    }
  }

  /// A swap of staged files made and not yet completed: `undo` puts every
  /// old file back, as if the swap had not begun; `complete` removes what
  /// the previous run wrote and this one did not, records the manifest and
  /// drops the staging folder.
  package struct Swap {
    package var undo: () -> Void
    package var complete: () throws(FileLoader.Failure) -> Void
  }

  /// Swaps the staged files in: each file of `files` (paths relative to the
  /// folder) replaces its old copy, which is kept until the swap completes
  /// or is undone. A failure on the way puts back what it moved and throws:
  /// the folder then holds the previous run's output, all of it. Run it,
  /// and the swap's completion, with signals held back.
  ///
  /// A file in the way that grader did not write, or anything but a file
  /// where grader wrote one, is moved aside to `NAME.grader-backup`, and
  /// `warn` says so.
  package func swapIn(_ files: FileList, warn: (String) -> Void) throws(FileLoader.Failure)
    -> Swap
  {
    let old = Set(previous)
    let manifest = path + "/" + Self.manifestName
    // The union first: if the swap is cut short, the next run still knows
    // every file here as its own.
    try Self.writeManifest(previous, files.lazy.filter { !old.contains($0) }, to: manifest)
    // Every folder first, so that a link in the way stops the swap before it starts.
    var folders: [String] = []
    var seen = Set<String>()
    for file in files {
      let folder = PathText.parent(of: file) ?? ""
      if !folder.isEmpty, seen.insert(folder).inserted { folders.append(folder) }
    }
    // The previous run's files that this run does not write: those not
    // staged (looked for before any staged folder moves in whole).
    let leftovers = previous.filter { file in
      var status = stat()
      return lstat(staging + "/" + file, &status) != 0
    }
    // Each old copy is kept in the staging folder until every new file is
    // in: a file that cannot be put in undoes the swap, and the folder
    // holds the previous run's output, all of it.
    var done: [(target: String, kept: String?)] = []
    // The folders this swap makes, which its undo removes again.
    var made: [String] = []
    // Folders that were not there, moved in whole from the staging folder,
    // which holds only this run's files: one rename for a class's reports,
    // not one for each. What lies under one is in with it, and an undo
    // moves it back whole.
    var movedWhole = Set<String>()
    let previousFiles = previous
    // Every old file back where it was, every new one gone, and the
    // previous run's manifest.
    func rollBack() {
      undo(done, made: made)
      for folder in movedWhole { rename(path + "/" + folder, staging + "/" + folder) }
      try? Self.writeManifest(previousFiles, [], to: manifest)
    }
    for folder in folders {
      if !movedWhole.isEmpty, movedWhole.contains(Self.topFolder(of: folder)) { continue }
      var status = stat()
      let exists = lstat(path + "/" + folder, &status) == 0
      if exists, status.st_mode & S_IFMT == S_IFLNK {
        rollBack()
        throw FileLoader.Failure(
          path: path + "/" + folder, reason: "is a link; grader does not write through links")
      }
      if !exists, !folder.utf8.contains(UInt8(ascii: "/")),
        rename(staging + "/" + folder, path + "/" + folder) == 0
      {
        movedWhole.insert(folder)
        continue
      }
      do {
        try FileLoader.createFolder(path + "/" + folder)
      } catch {
        rollBack()
        throw error
      }
      if !exists { made.append(path + "/" + folder) }
    }
    for (index, file) in files.enumerated() {
      // In already, with its folder.
      if !movedWhole.isEmpty, movedWhole.contains(Self.topFolder(of: file)) { continue }
      let target = path + "/" + file
      var status = stat()
      var kept: String?
      if lstat(target, &status) == 0 {
        // Only a file grader wrote is grader's to replace; anything else
        // in the way (a folder, a link, a stranger's file) is moved aside.
        if old.contains(file), status.st_mode & S_IFMT == S_IFREG {
          kept = staging + "/.grader-old-\(index)"
        } else {
          let backup = ReportFile.freeBackupPath(for: target)
          kept = backup
          warn("\(target): warning: not written by grader; moved aside to \(backup)")
        }
        if let kept, rename(target, kept) != 0 {
          let reason = String(cString: strerror(errno))
          rollBack()
          throw FileLoader.Failure(path: target, reason: "cannot be replaced (\(reason))")
        }
      }
      done.append((target, kept))
      guard rename(staging + "/" + file, target) == 0 else {
        let reason = String(cString: strerror(errno))
        rollBack()
        throw FileLoader.Failure(path: target, reason: "cannot be written (\(reason))")
      }
    }
    return Swap(
      undo: rollBack,
      complete: { [self] () throws(FileLoader.Failure) in
        // A file is removed only where no link leads: a manifest edited by
        // hand may name a path through one, out of the folder.
        for file in leftovers where linkFree(file) {
          unlink(path + "/" + file)
          let folder = (file as NSString).deletingLastPathComponent
          if !folder.isEmpty { rmdir(path + "/" + folder) }
        }
        try Self.writeManifest([], files, to: manifest)
        // A folder is swapped once per run; the manifest on disk is the record.
        previous = []
        try? FileManager.default.removeItem(atPath: staging)
        Interruption.shared.unregister(staging)
        Interruption.shared.unregisterFolder(path)
      })
  }

  /// The file at `path` moved aside while a new one takes its place: the
  /// swap's undo puts it back (or removes the new file, where there was
  /// none), and its completion drops it.
  package static func keepingOld(_ path: String) -> Swap {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return Swap(undo: { unlink(path) }, complete: {})
    }
    let kept = TemporaryName.beside(path)
    guard rename(path, kept) == 0 else {
      return Swap(undo: {}, complete: {})
    }
    Interruption.shared.register(kept)
    return Swap(
      undo: {
        rename(kept, path)
        Interruption.shared.unregister(kept)
      },
      complete: {
        unlink(kept)
        Interruption.shared.unregister(kept)
      })
  }

  /// Puts back what `done` moved, last first: each old copy where it was,
  /// and no new file where there was none.
  private func undo(_ done: [(target: String, kept: String?)], made: [String]) {
    for (target, kept) in done.reversed() {
      if let kept {
        rename(kept, target)
      } else {
        unlink(target)
      }
    }
    // Deepest first: a folder this swap made, left empty, goes again.
    for folder in made.sorted(by: { $0.utf8.count > $1.utf8.count }) { rmdir(folder) }
  }

  /// The first name of `path` (a relative path), before its first slash;
  /// empty for a file of the folder itself.
  private static func topFolder(of path: String) -> String {
    path.withBytes { bytes in
      guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return "" }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
    }
  }

  /// Whether no folder on the way from the output folder to `file` (a
  /// relative path) is a link.
  private func linkFree(_ file: String) -> Bool {
    var folder = path
    for part in file.split(separator: "/").dropLast() {
      folder += "/" + part
      var status = stat()
      if lstat(folder, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR { return false }
    }
    return true
  }
}
