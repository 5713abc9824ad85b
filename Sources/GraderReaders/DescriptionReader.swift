import GraderModel

/// The formats a description can be written in.
public enum DescriptionFormat: String, Sendable, CaseIterable {
  /// The lesson's `main.swift` form.
  case swift
  /// The concise `.tree` form.
  case tree

  /// The format a path's extension names, if it names one.
  public init?(path: String) {
    if path.hasSuffix(".swift") {
      self = .swift
    } else if path.hasSuffix(".tree") {
      self = .tree
    } else {
      return nil
    }
  }
}

/// Reads a description in either format.
public enum DescriptionReader {
  /// How many errors a file may report before the reader stops listing them.
  public static let errorLimit = DiagnosticLog.limit

  /// Reads `file` in `format`.
  ///
  /// Text that is not UTF-8 stops reading with one located error. Otherwise
  /// every error is reported, up to ``errorLimit``. A description with errors
  /// prints nothing.
  ///
  /// - Parameters:
  ///   - file: The file to read.
  ///   - format: The format it is written in.
  /// - Returns: The description, with its diagnostics.
  public static func read(_ file: SourceFile, as format: DescriptionFormat) -> Description {
    read(file, as: format, running: .collecting)
  }

  /// Reads `file` in `format` as grading needs it: the trees and storage
  /// are built, and the `change` and `count` statements are checked but
  /// never run, so the description's output is empty.
  public static func check(_ file: SourceFile, as format: DescriptionFormat) -> Description {
    read(file, as: format, running: .checking)
  }

  /// Reads `file` as ``check(_:as:)`` does, for grading against a scenario
  /// whose script changes `scriptKeys` and whose screen has the views
  /// `views`, when known: a key or an owner that is one of them is never
  /// taken for a misspelling, and one close to one of them is.
  public static func check(
    _ file: SourceFile, as format: DescriptionFormat, scriptKeys: Set<String>,
    views: @escaping @autoclosure () -> Set<String> = []
  ) -> Description {
    var running = Running.checking
    running.scriptKeys = scriptKeys
    running.scenarioViews = views
    return read(file, as: format, running: running)
  }

  /// Reads `file` in `format` and, when it has no errors, runs its
  /// statements, handing each printed line to `emit`, without its line
  /// break, as it is produced.
  ///
  /// The file is first read without running anything, so that a file with
  /// errors prints nothing. A statement whose output would take the total
  /// past `limit` bytes is reported as an error, and nothing after it runs.
  ///
  /// - Returns: The description, with every diagnostic and an empty output.
  ///
  /// `scriptKeys`, when the file is a scenario's submission, are the keys
  /// its script changes, as ``check(_:as:scriptKeys:)`` takes them.
  public static func run(
    _ file: SourceFile, as format: DescriptionFormat, limit: Int,
    scriptKeys: Set<String> = [], views: @escaping () -> Set<String> = { [] },
    emit: @escaping (String) -> Void
  ) -> Description {
    checkedThenRun(
      file, as: format, limit: limit, scriptKeys: scriptKeys, views: views, emit: emit)
  }

  /// Reads `file` in `format` and, when it has no errors, runs its
  /// statements and keeps what they print, up to `limit` bytes (with the
  /// keys and views of the scenario it answers, as ``check(_:as:scriptKeys:views:)``
  /// takes them): a statement
  /// whose output would pass it is reported as an error, and nothing after it runs.
  public static func read(
    _ file: SourceFile, as format: DescriptionFormat, limit: Int, scriptKeys: Set<String> = [],
    views: @escaping () -> Set<String> = { [] }
  ) -> Description {
    checkedThenRun(
      file, as: format, limit: limit, scriptKeys: scriptKeys, views: views, emit: nil)
  }

  /// Checks `file`, and runs it when it has no errors: what ``run`` and
  /// ``read(_:as:limit:scriptKeys:)`` share, printed lines going to `emit`,
  /// or kept when it is `nil`.
  private static func checkedThenRun(
    _ file: SourceFile, as format: DescriptionFormat, limit: Int, scriptKeys: Set<String>,
    views: @escaping () -> Set<String>, emit: ((String) -> Void)?
  ) -> Description {
    let checked = check(file, as: format, scriptKeys: scriptKeys, views: views())
    if checked.hasErrors { return checked }
    var running = Running(evaluates: true, limit: limit, emit: emit)
    running.scriptKeys = scriptKeys
    running.scenarioViews = views
    return read(file, as: format, running: running)
  }

  static func read(_ file: SourceFile, as format: DescriptionFormat, running: Running)
    -> Description
  {
    if let error = file.encodingError() ?? FormRecognizer.otherFormError(file, as: format) {
      guard error.id == .treeChangesInSwiftFile else {
        return Description(
          file: file, diagnostics: [error], errorCount: 1, output: [], screens: [])
      }
      // The .tree form's changes left in a Swift file: that error, and
      // every other the rest of the file has, read without those lines.
      var description = SwiftReader.read(
        FormRecognizer.withoutTreeStatements(file), running: .collecting)
      description.file = file
      let line = error.location?.line ?? 0
      let at = description.diagnostics.firstIndex { ($0.location?.line ?? 0) > line }
      description.diagnostics.insert(error, at: at ?? description.diagnostics.endIndex)
      description.errorCount += 1
      description.output = []
      return description
    }
    var description =
      switch format {
      case .swift: SwiftReader.read(file, running: running)
      case .tree: TreeReader.read(file, running: running)
      }
    if description.hasErrors {
      description.output = []
    }
    return description
  }

  /// Reads the `.tree` description held in `lines` (zero-based) of `file`,
  /// such as a lesson's reference, with diagnostics at the file's own lines.
  package static func readTree(_ file: SourceFile, lines: Range<Int>) -> Description {
    var description = TreeReader.read(file, lines: lines, running: .collecting)
    if description.hasErrors { description.output = [] }
    return description
  }

  /// Reads a script, `change LABEL KEY` and `count` lines, held in `lines`
  /// (zero-based) of `file`.
  package static func readScript(_ file: SourceFile, lines: Range<Int>) -> (
    steps: [ScriptStep], diagnostics: [Diagnostic]
  ) {
    TreeReader.readScript(file, lines: lines)
  }
}
