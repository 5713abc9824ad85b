import Foundation

/// A file written piece by piece into a temporary file, and renamed into place
/// only when complete: an interrupted writer never leaves half a file behind.
package final class StreamingFile: TextSink {
  let path: String
  private let temporary: String
  private var handle: FileHandle?
  private var buffer: [UInt8] = []
  /// Whether a line that would open with `::` is shown as `∶:` (see
  /// ``Escape/withoutWorkflowCommands(_:atLineStart:)``): a report's.
  private let guardsCommands: Bool
  private var atLineStart = true

  /// Starts writing the file at `path`.
  ///
  /// - Parameter guardsCommands: Whether the file is a report, which no
  ///   line of may pass for a GitHub workflow command.
  /// - Throws: ``FileLoader/Failure`` when the temporary file cannot be created.
  package init(path: String, guardsCommands: Bool = false) throws(FileLoader.Failure) {
    self.path = path
    self.guardsCommands = guardsCommands
    temporary = TemporaryName.beside(path)
    guard FileManager.default.createFile(atPath: temporary, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporary)
    else {
      throw FileLoader.Failure(path: path, reason: "cannot be written")
    }
    self.handle = handle
    Interruption.shared.register(temporary)
  }

  /// Appends `text`.
  package func write(_ text: String) throws(FileLoader.Failure) {
    guard guardsCommands else {
      buffer.append(contentsOf: text.utf8)
      if buffer.count >= 1 << 16 { try flush() }
      return
    }
    // Each write is guarded on its own: the formats hand over whole fields
    // and lines, never a `##[` or a line's opening `::` cut in two.
    buffer.append(contentsOf: Escape.withoutWorkflowCommands(text, atLineStart: atLineStart).utf8)
    if let last = text.utf8.last { atLineStart = last == 0x0A || last == 0x0D }
    if buffer.count >= 1 << 16 { try flush() }
  }

  /// Appends `text`, bytes of UTF-8: straight into the buffer when no line
  /// of the file is guarded.
  package func write(utf8 text: [UInt8]) throws(FileLoader.Failure) {
    guard guardsCommands else {
      buffer.append(contentsOf: text)
      if buffer.count >= 1 << 16 { try flush() }
      return
    }
    try write(String(decoding: text, as: UTF8.self))
  }

  private func flush() throws(FileLoader.Failure) {
    guard !buffer.isEmpty else { return }
    do {
      try handle?.write(contentsOf: Data(buffer))
      buffer.removeAll(keepingCapacity: true)
    } catch {
      abandon()
      // The system's own words, such as "File too large" or "No space left
      // on device", rather than Foundation's wrapper around them.
      let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
      let reason =
        underlying.map { $0.domain == NSPOSIXErrorDomain }
          == true ? String(cString: strerror(Int32(underlying!.code))) : error.localizedDescription
      throw FileLoader.Failure(path: path, reason: "cannot be written (\(reason))")
    }
  }

  /// Closes the file and renames it into place.
  package func finish() throws(FileLoader.Failure) {
    try flush()
    try? handle?.close()
    handle = nil
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      abandon()
      throw FileLoader.Failure(path: path, reason: "cannot be written (\(reason))")
    }
    Interruption.shared.unregister(temporary)
  }

  /// Stops writing and removes the temporary file.
  package func abandon() {
    try? handle?.close()
    handle = nil
    try? FileManager.default.removeItem(atPath: temporary)
    Interruption.shared.unregister(temporary)
  }

  deinit {
    if handle != nil { abandon() }
  }
}
