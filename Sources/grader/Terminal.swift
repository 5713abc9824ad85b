import Foundation
import GraderKit
import GraderReaders

/// The process's edges: standard streams, the environment and color.
enum Terminal {
  /// Writes `text` to standard output.
  static func out(_ text: String) {
    guard !text.isEmpty else { return }
    GitHub.stopCommands()
    raw(text, to: 1)
  }

  /// Writes `text` to standard error (in GitHub Actions, to the stream
  /// ``GitHub/errorStream`` says).
  static func err(_ text: String) {
    guard !text.isEmpty else { return }
    GitHub.stopCommands()
    raw(text, to: GitHub.errorStream)
  }

  /// The grader's own messages, as opposed to a file's diagnostics, all in
  /// one layout: `grader: error: MESSAGE`, `grader: warning: MESSAGE`, or
  /// `grader: MESSAGE` for what is neither, on standard error.
  enum Said: String {
    case error = "error: ", warning = "warning: ", note = ""
  }

  /// Says `message` as the grader's own, on standard error.
  static func say(_ kind: Said, _ message: String) {
    err(said(kind, message))
  }

  /// `message` as the grader's own, laid out as every one is: each of its
  /// lines wrapped to the terminal between words, a path or a command kept
  /// whole.
  static func said(_ kind: Said, _ message: String) -> String {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    // Wrapped for a person: COLUMNS, or standard error a terminal; a log
    // or a file keeps each line whole.
    let width =
      environment("COLUMNS") != nil || isatty(2) == 1 ? max(40, self.width()) : Int.max
    var text = ""
    for (number, line) in lines.enumerated() where !(number == lines.count - 1 && line.isEmpty) {
      let lead = number == 0 ? "grader: " + kind.rawValue : ""
      let indent = String(line.prefix { $0 == " " })
      text += TextLayout.wrapped(
        lead + line.dropFirst(indent.count), width: width, first: indent, rest: indent + "  ")
    }
    return text
  }

  /// Says that `path` failed for `reason`, the path escaped: it may be a
  /// student's file or folder.
  static func say(_ kind: Said, path: String, _ reason: String) {
    say(kind, Escape.terminal(path) + ": " + reason)
  }

  /// Writes `text` to the stream `descriptor` as it is, with no guard.
  ///
  /// Writes are whole and one at a time, so that a line written on the way
  /// out (the guard's resume, on a signal) never lands inside another; with
  /// `ownLine`, `text` starts a line of its own. Once ``closeForExit()`` has
  /// run, nothing more is written.
  static func raw(_ text: String, to descriptor: Int32, ownLine: Bool = false) {
    writer.withLock { state in
      guard !state.closed else { return }
      let open = descriptor == 2 ? state.errorOpenLine : state.outputOpenLine
      let whole = (ownLine && open ? "\n" : "") + text
      if descriptor == 2 {
        // A standard error that refuses it has nowhere to say so.
        try? FileHandle.standardError.write(contentsOf: Data(whole.utf8))
      } else if state.outputFailure == nil,
        let failure = state.outputClosed ? "it is closed" : writeAll(whole, to: descriptor)
      {
        // Said once; the run then ends in failure (see ``endStatus(_:)``).
        state.outputFailure = failure
        try? FileHandle.standardError.write(
          contentsOf: Data("grader: error: standard output cannot be written (\(failure))\n".utf8))
      }
      let ends = text.utf8.last.map { $0 != UInt8(ascii: "\n") } ?? open
      if descriptor == 2 { state.errorOpenLine = ends } else { state.outputOpenLine = ends }
    }
  }

  /// Writes `text` to `descriptor` whole, by the system's `write`: a report
  /// is most of what a check prints, and making it `Data` for a
  /// `FileHandle` cost it a quarter of a million instructions. A stream
  /// that is full for now (non-blocking) is waited for.
  ///
  /// - Returns: Why the stream refused the text, or `nil` once all of it is written.
  private static func writeAll(_ text: String, to descriptor: Int32) -> String? {
    var text = text
    return text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written >= 0 {
          offset += written
          continue
        }
        switch errno {
        case EINTR: continue
        case EAGAIN, EWOULDBLOCK:
          var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
        default: return String(cString: strerror(errno))
        }
      }
      return nil
    }
  }

  /// Opens `/dev/null` in the place of each standard stream the run began
  /// without, so that no file the run opens takes its number and receives
  /// what was meant for the stream; a closed standard output is then a
  /// failure to write, said when the run first prints.
  static func holdStandardStreams() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      // The lowest free number: this one.
      guard open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY) == descriptor else { continue }
      if descriptor == 1 { writer.withLock { $0.outputClosed = true } }
    }
  }

  /// The exit status of a run that would end with `status`: a failure, if
  /// standard output refused what it was to print.
  static func endStatus(_ status: Int32) -> Int32 {
    let failed = writer.withLock { $0.outputFailure != nil }
    return failed && status == 0 ? 1 : status
  }

  /// Standard output as a report streams to it: buffered, so that a stream
  /// of small pieces costs few writes, and written through the one writer.
  final class StandardOutput: TextSink {
    private var buffer = ""

    func write(_ text: String) {
      buffer += text
      if buffer.utf8.count >= 1 << 16 { flush() }
    }

    func flush() {
      guard !buffer.isEmpty else { return }
      Terminal.raw(buffer, to: 1)
      buffer = ""
    }

    deinit { flush() }
  }

  /// Writes nothing more: the process is exiting on a signal, and what a
  /// thread would still print could follow the guard's resume.
  static func closeForExit() {
    writer.withLock { $0.closed = true }
  }

  private struct WriterState: Sendable {
    /// Whether the last text written to each stream left a line open.
    var outputOpenLine = false
    var errorOpenLine = false
    var closed = false
    /// Why standard output refused what was written to it, if it did.
    var outputFailure: String?
    /// Whether standard output was closed when the run began.
    var outputClosed = false
  }

  private static let writer = Guarded(WriterState())

  /// The environment variable `name`, if set: read alone, since building
  /// the whole environment as a dictionary on each call costs more than a
  /// short command's own work.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Whether to color what goes to the stream `descriptor`.
  ///
  /// `always` and `never` decide alone; `auto` colors a terminal unless
  /// `NO_COLOR` is set to anything non-empty or `TERM` is `dumb`.
  static func color(_ mode: String, descriptor: Int32) -> Bool {
    switch mode {
    case "always": return true
    case "never": return false
    default:
      if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
      if environment("TERM") == "dumb" { return false }
      return isatty(descriptor) == 1
    }
  }
}

extension Terminal {
  /// How wide the report may be: `COLUMNS` when it is a positive number, else
  /// the width of the terminal on standard output, else 80.
  static func width() -> Int {
    if let columns = environment("COLUMNS"), let number = Int(columns), number > 0 {
      return number
    }
    var size = winsize()
    #if canImport(Darwin)
      let status = ioctl(1, TIOCGWINSZ, &size)
    #else
      let status = ioctl(1, UInt(TIOCGWINSZ), &size)
    #endif
    if status == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return 80
  }
}
