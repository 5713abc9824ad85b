import GraderModel
import GraderReaders

/// What `grader run` reports for one description, besides the rows it streamed.
package struct RunResult: Sendable {
  /// The diagnostics, for the command line to render.
  package var diagnostics: [Diagnostic]
  /// Whether the description has errors.
  package var failed: Bool
  /// Whether it declares no view at all, as a fresh `grader start` file does.
  package var empty = false
  /// Whether it was drawn with no change or count to show beside the tree.
  package var drawnUnchanged = false
}

/// Runs descriptions: reads them and prints their rows, as the lesson's program would.
package enum Runner {
  /// How many bytes of rows a description may print by default: 64 MiB.
  package static let defaultOutputLimit = 64 << 20

  /// Reads and runs one description, or draws its trees, writing the rows to
  /// `write` as they are produced.
  ///
  /// Rows reach `write` in pieces of about 64 KiB, so memory holds one piece
  /// and one row, however much the description prints. A statement whose
  /// output would take the total past `outputLimit` bytes is an error, and
  /// nothing after it runs.
  ///
  /// - Parameters:
  ///   - file: The description's text and path.
  ///   - format: The format it is written in.
  ///   - drawing: How to draw the trees instead of printing rows, if at all.
  ///   - outputLimit: How many bytes of rows the description may print.
  ///   - scriptKeys: The keys its scenario's script changes, when it is a submission.
  ///   - views: Its scenario's views, asked for only when a suggestion needs them.
  ///   - write: Where the rows go.
  /// - Returns: Its diagnostics and whether it failed.
  package static func run(
    _ file: SourceFile, as format: DescriptionFormat,
    drawing: TreeDrawing? = nil, outputLimit: Int = defaultOutputLimit,
    scriptKeys: Set<String> = [], views: @escaping () -> Set<String> = { [] },
    write: @escaping (String) -> Void
  ) -> RunResult {
    let description: Description
    if let drawing {
      description = DescriptionReader.read(
        file, as: format, limit: outputLimit, scriptKeys: scriptKeys, views: views)
      if !description.hasErrors, description.screens.contains(where: { !$0.tree.nodes.isEmpty }) {
        write(
          description.screens.map { drawing.draw($0.tree, changes: description.output) }
            .joined(separator: "\n"))
      }
    } else {
      let buffer = OutputBuffer(write: write)
      description = DescriptionReader.run(
        file, as: format, limit: outputLimit, scriptKeys: scriptKeys, views: views
      ) { line in
        buffer.append(line)
      }
      buffer.flush()
    }
    return RunResult(
      diagnostics: description.diagnostics, failed: description.hasErrors,
      empty: description.screens.allSatisfy { $0.tree.nodes.isEmpty },
      drawnUnchanged: drawing != nil && description.output.isEmpty)
  }

  /// The format of standard input: Swift when it builds views the Swift way.
  package static func sniffFormat(_ bytes: [UInt8]) -> DescriptionFormat {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.contains("ViewNode(") || text.contains("ViewTree(") ? .swift : .tree
  }
}

/// Lines gathered into pieces of about 64 KiB before they are written.
private final class OutputBuffer {
  private let write: (String) -> Void
  private var pending = ""

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// Adds `line` and a line break, writing the piece once it is full.
  func append(_ line: String) {
    pending += line
    pending += "\n"
    if pending.utf8.count >= 1 << 16 { flush() }
  }

  /// Writes what is gathered.
  func flush() {
    guard !pending.isEmpty else { return }
    write(pending)
    pending = ""
  }
}
