/// The diagnostics of one file as a reader records them, keeping only the
/// ones that will be shown.
///
/// Every error and warning is counted, but only the first
/// ``DiagnosticLog/limit`` of each (in file order) are kept, and only those
/// are resolved into quoted lines and did-you-mean notes. Memory stays
/// bounded by the limit, and time linear in the number recorded, however
/// many a hostile file produces. An error at the same spot as an earlier one
/// only echoes it, so it is neither kept nor counted.
struct DiagnosticLog {
  /// How many errors, and how many warnings, a file shows.
  static let limit = 50

  private struct Entry {
    var draft: DiagnosticDraft
    var sequence: Int
    /// Notes worked out only if the entry is shown, such as a did-you-mean.
    var laterNotes: (() -> [DiagnosticDraft])?
  }

  private var entries: [Entry] = []
  private var sequence = 0
  /// One bit per byte offset: whether an error was recorded there. Made
  /// at the first error: most files read have none.
  private var errorSpots: [UInt64] = []
  /// The size of the file, in bytes.
  private let size: Int
  /// How many errors were recorded, echoes left out.
  private(set) var errorCount = 0
  /// How many warnings were recorded.
  private(set) var warningCount = 0
  /// Where the earliest error and warning that were dropped point.
  private var firstHidden: [Diagnostic.Severity: Int] = [:]

  /// A log for a file of `size` bytes.
  init(size: Int) {
    self.size = size
  }

  /// Whether an error was recorded.
  var hasErrors: Bool { errorCount > 0 }

  /// Records `draft`.
  ///
  /// - Parameter later: Notes to add if the draft is shown; they are worked
  ///   out only then.
  mutating func append(_ draft: DiagnosticDraft, later: (() -> [DiagnosticDraft])? = nil) {
    switch draft.severity {
    case .error:
      if errorSpots.isEmpty { errorSpots = Array(repeating: 0, count: size / 64 + 1) }
      let spot = min(max(draft.offset, 0), errorSpots.count * 64 - 1)
      let bit = UInt64(1) << UInt64(spot % 64)
      if errorSpots[spot / 64] & bit != 0 { return }
      errorSpots[spot / 64] |= bit
      errorCount += 1
    case .warning:
      warningCount += 1
    case .note:
      break
    }
    entries.append(Entry(draft: draft, sequence: sequence, laterNotes: later))
    sequence += 1
    if entries.count >= 8 * Self.limit { compact() }
  }

  /// Forgets the recorded drafts that `drop` picks, such as the lexer's
  /// inside a declaration that is skipped whole. Only drafts still kept can
  /// be forgotten; one already past the cap stays counted.
  mutating func removeAll(where drop: (DiagnosticDraft) -> Bool) {
    entries.removeAll { entry in
      guard drop(entry.draft) else { return false }
      switch entry.draft.severity {
      case .error: errorCount -= 1
      case .warning: warningCount -= 1
      case .note: break
      }
      return true
    }
  }

  /// Records every draft of `drafts`, in order.
  static func += (log: inout DiagnosticLog, drafts: [DiagnosticDraft]) {
    for draft in drafts { log.append(draft) }
  }

  /// Sorts the entries by place and drops all but the first ``limit`` of each severity.
  private mutating func compact() {
    entries.sort { ($0.draft.offset, $0.sequence) < ($1.draft.offset, $1.sequence) }
    var kept: [Diagnostic.Severity: Int] = [:]
    var hidden = firstHidden
    entries.removeAll { entry in
      let severity = entry.draft.severity
      kept[severity, default: 0] += 1
      guard kept[severity]! > Self.limit else { return false }
      hidden[severity] = min(hidden[severity] ?? .max, entry.draft.offset)
      return true
    }
    firstHidden = hidden
  }

  /// The diagnostics to show, in file order, resolved against `file`, each
  /// capped list followed by one line saying how many more there are.
  func resolved(in file: SourceFile) -> [Diagnostic] {
    // Most files read give nothing to say.
    if entries.isEmpty, errorCount <= Self.limit, warningCount <= Self.limit { return [] }
    var log = self
    log.compact()
    var drafts = log.entries.map { entry in
      var draft = entry.draft
      if let later = entry.laterNotes { draft.notes += later() }
      return draft
    }
    for (severity, count) in [(Diagnostic.Severity.error, errorCount), (.warning, warningCount)]
    where count > Self.limit {
      let noun = severity == .error ? "errors" : "warnings"
      drafts.append(
        file.draft(
          severity,
          "too many \(noun); \(count - Self.limit) more not shown after the first \(Self.limit)",
          id: .tooManyDiagnostics,
          at: log.firstHidden[severity] ?? file.bytes.count))
    }
    return file.resolve(drafts)
  }
}
