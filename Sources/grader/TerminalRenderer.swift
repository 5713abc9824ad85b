import GraderKit
import GraderReaders

/// Diagnostics as a terminal shows them: every message, path, quoted line
/// and fix-it escaped (a file's bytes are its author's, a student's as often
/// as not), colored when the stream is a terminal. Every command's
/// diagnostics reach the terminal through it.
struct TerminalRenderer {
  private let renderer: DiagnosticRenderer

  /// A renderer for the stream `descriptor`, colored as `mode` says (`auto`,
  /// `always`, `never`).
  init(color mode: String = "auto", descriptor: Int32) {
    renderer = DiagnosticRenderer(color: Terminal.color(mode, descriptor: descriptor))
  }

  /// The text of `diagnostics`, escaped.
  func render(_ diagnostics: [Diagnostic]) -> String {
    renderer.render(diagnostics.map(Escape.terminal))
  }

  /// The text of `diagnostic` and its notes, escaped.
  func render(_ diagnostic: Diagnostic) -> String {
    renderer.render(Escape.terminal(diagnostic))
  }
}
