import Foundation

/// Somewhere text is written piece by piece: a file being streamed, or
/// standard output.
package protocol TextSink: AnyObject {
  /// Appends `text`.
  func write(_ text: String) throws(FileLoader.Failure)
}

/// Standard output, buffered so that a stream of small pieces costs few writes.
package final class StandardOutputSink: TextSink {
  private var buffer: [UInt8] = []

  package init() {}

  package func write(_ text: String) throws(FileLoader.Failure) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes what is buffered.
  package func flush() {
    guard !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }

  deinit { flush() }
}
