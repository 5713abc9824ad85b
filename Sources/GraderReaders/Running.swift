import GraderModel

/// How far reading a description goes past its tree: whether its `change`
/// and `count` statements run, and where their output goes.
struct Running {
  /// Whether changes and counts run; when not, they are only checked.
  var evaluates: Bool
  /// How many bytes of output may be produced before reading stops with an error.
  var limit: Int
  /// Where each printed line goes as it is produced, without its line
  /// break; outputs are kept in the description when `nil`.
  var emit: ((String) -> Void)?
  /// The keys a scenario's script changes, when the description is graded
  /// against one: spellings known to be right, which a did-you-mean never
  /// offers to change.
  var scriptKeys: Set<String> = []
  /// The views of the scenario the description is graded against, when
  /// known: right spellings too, which a did-you-mean offers and never
  /// offers to change. Asked for only when a did-you-mean needs them, since
  /// a release works them out from the scenario's source.
  var scenarioViews: () -> Set<String> = { [] }

  /// Changes run, and their output is kept in the description.
  static var collecting: Running { Running(evaluates: true, limit: .max, emit: nil) }
  /// Changes are checked but never run, as grading needs.
  static var checking: Running { Running(evaluates: false, limit: .max, emit: nil) }

  /// The error for the statement at `offset` whose output passes ``limit``.
  func overLimit(in file: SourceFile, at offset: Int) -> DiagnosticDraft {
    let mebibytes = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    return file.draft(
      .error,
      "output passes the limit of \(mebibytes) here; nothing after this statement runs",
      id: .outputOverLimit,
      at: offset)
  }
}

/// Bytes of output counted against a ``Running/limit``.
struct OutputMeter {
  /// The bytes produced so far, line breaks included.
  private(set) var written = 0

  /// Counts `lines`; `false` when they would pass `limit`.
  mutating func admit(_ lines: [String], limit: Int) -> Bool {
    let size = lines.reduce(0) { $0 + $1.utf8.count + 1 }
    guard written + size <= limit else { return false }
    written += size
    return true
  }
}
