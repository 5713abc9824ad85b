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
  public static let errorLimit = 50

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
    if let error = file.encodingError() {
      return Description(file: file, diagnostics: [error], output: [], screens: [])
    }
    var description =
      switch format {
      case .swift: SwiftReader.read(file)
      case .tree: TreeReader.read(file)
      }
    if description.hasErrors {
      description.output = []
    }
    return description
  }

  /// Reads the `.tree` description held in `lines` (zero-based) of `file`,
  /// such as a lesson's reference, with diagnostics at the file's own lines.
  package static func readTree(_ file: SourceFile, lines: Range<Int>) -> Description {
    var description = TreeReader.read(file, lines: lines)
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

  /// Orders diagnostics by place, and cuts the list after ``errorLimit`` errors.
  static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    let sorted = diagnostics.enumerated().sorted { left, right in
      let a = left.element.location
      let b = right.element.location
      let leftKey = (a?.line ?? 0, a?.column ?? 0, left.offset)
      let rightKey = (b?.line ?? 0, b?.column ?? 0, right.offset)
      return leftKey < rightKey
    }.map(\.element)
    var kept: [Diagnostic] = []
    var errors = 0
    for diagnostic in sorted {
      if diagnostic.severity == .error {
        // After one error at a spot, others there only echo it.
        if let last = kept.last(where: { $0.severity == .error }),
          last.location == diagnostic.location
        {
          continue
        }
        errors += 1
        if errors > errorLimit {
          kept.append(
            Diagnostic(
              severity: .error,
              message: "too many errors; stopped listing them after \(errorLimit)",
              location: diagnostic.location))
          break
        }
      }
      kept.append(diagnostic)
    }
    return kept
  }
}
