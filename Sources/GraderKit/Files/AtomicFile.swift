import Foundation

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
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try Data(bytes).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw FileLoader.Failure(
        path: path, reason: "cannot be written (\(error.localizedDescription))")
    }
    // rename(2) replaces the destination in one step, or leaves it alone.
    guard rename(temporary.path, path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw FileLoader.Failure(path: path, reason: "cannot be written (\(reason))")
    }
  }

  /// Writes `text` as UTF-8; see ``write(_:to:)``.
  package static func write(_ text: String, to path: String) throws(FileLoader.Failure) {
    try write(Array(text.utf8), to: path)
  }
}
