/// Somewhere text is written piece by piece: a file being streamed, or
/// standard output.
///
/// Standard output is the command line's: it hands one in, so that every
/// byte the grader prints goes through its one writer.
package protocol TextSink: AnyObject {
  /// Appends `text`.
  func write(_ text: String) throws(FileLoader.Failure)
  /// Appends the UTF-8 bytes `text`, laid out before.
  func write(utf8 text: [UInt8]) throws(FileLoader.Failure)
  /// Writes out whatever is buffered.
  func flush()
}

extension TextSink {
  package func flush() {}

  package func write(utf8 text: [UInt8]) throws(FileLoader.Failure) {
    try write(String(decoding: text, as: UTF8.self))
  }
}
