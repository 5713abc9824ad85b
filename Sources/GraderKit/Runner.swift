import GraderReaders

/// What `grader run` prints for one description.
package struct RunResult: Sendable {
  /// The rows, each followed by a newline.
  package var standardOutput: String
  /// The rendered diagnostics.
  package var standardError: String
  /// Whether the description has errors.
  package var failed: Bool
}

/// Runs descriptions: reads them and prints their rows, as the lesson's program would.
package enum Runner {
  /// Reads and runs one description, or draws its trees.
  ///
  /// - Parameters:
  ///   - file: The description's text and path.
  ///   - format: The format it is written in.
  ///   - renderer: How to render diagnostics.
  ///   - drawing: How to draw the trees instead of printing rows, if at all.
  /// - Returns: Its rows, its diagnostics and whether it failed.
  package static func run(
    _ file: SourceFile, as format: DescriptionFormat, renderer: DiagnosticRenderer,
    drawing: TreeDrawing? = nil
  ) -> RunResult {
    let description = DescriptionReader.read(file, as: format)
    var rows = ""
    if let drawing {
      if !description.hasErrors {
        rows = description.screens.map { drawing.draw($0.tree, changes: description.output) }
          .joined(separator: "\n")
      }
    } else {
      for line in description.printedLines {
        rows += line
        rows += "\n"
      }
    }
    return RunResult(
      standardOutput: rows, standardError: renderer.render(description.diagnostics),
      failed: description.hasErrors)
  }

  /// The format of standard input: Swift when it builds views the Swift way.
  package static func sniffFormat(_ bytes: [UInt8]) -> DescriptionFormat {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.contains("ViewNode(") || text.contains("ViewTree(") ? .swift : .tree
  }
}
