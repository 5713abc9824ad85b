import Foundation

#if canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#elseif canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#endif

/// Writes files so that a reader sees the old contents or the new, never half of them.
package enum AtomicFile {
  /// Writes `bytes` to `path` through a temporary file in the same folder, then renames it.
  ///
  /// - Throws: ``FileLoader/Failure`` when the temporary file cannot be
  ///   written or renamed; the temporary file is then removed and `path` is
  ///   left as it was.
  package static func write(_ bytes: some Sequence<UInt8>, to path: String) throws(FileLoader
    .Failure)
  {
    let temporary = TemporaryName.beside(path)
    // Plain POSIX writes: Foundation's Data.write syncs every file to disk,
    // which costs more than grading when a batch writes a report per student.
    Interruption.shared.register(temporary)
    defer { Interruption.shared.unregister(temporary) }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw FileLoader.Failure(
        path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
    }
    do {
      try writeAll(Array(bytes), to: descriptor, path: path)
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    close(descriptor)
    // rename(2) replaces the destination in one step, or leaves it alone.
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw FileLoader.Failure(path: path, reason: "cannot be written (\(reason))")
    }
  }

  /// Writes `text` to a new file at `path` in one go, without a temporary
  /// file: for files in a staging folder, which is swapped in as a whole.
  package static func writeStaged(_ text: String, to path: String) throws(FileLoader.Failure) {
    try writeStaged(bytes: Array(text.utf8), to: path)
  }

  /// Writes `bytes` as ``writeStaged(_:to:)`` writes a text.
  package static func writeStaged(bytes: [UInt8], to path: String) throws(FileLoader.Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      throw FileLoader.Failure(
        path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
    }
    defer { close(descriptor) }
    try writeAll(bytes, to: descriptor, path: path)
  }

  /// Writes all of `data` to `descriptor`, retrying short and interrupted writes.
  private static func writeAll(_ data: [UInt8], to descriptor: Int32, path: String)
    throws(FileLoader.Failure)
  {
    var written = 0
    while written < data.count {
      let count = data[written...].withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        throw FileLoader.Failure(
          path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
      }
      written += count
    }
  }

  /// Writes `text` as UTF-8; see ``write(_:to:)``.
  package static func write(_ text: String, to path: String) throws(FileLoader.Failure) {
    try write(Array(text.utf8), to: path)
  }
}
