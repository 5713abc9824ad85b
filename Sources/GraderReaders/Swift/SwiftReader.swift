/// Reads the lesson's Swift form: a `main.swift` that builds a tree and applies changes.
///
/// The file is lexed, parsed and interpreted; it is never compiled or run.
enum SwiftReader {
  /// Reads `file` into a description.
  static func read(_ file: SourceFile, running: Running) -> Description {
    let lexer = Lexer(file: file)
    let parser = Parser(file: file, tokens: lexer.tokens, log: lexer.diagnostics)
    // What the lexer found inside a skipped core declaration is skipped with it.
    var parsed = parser.diagnostics
    let skipped = parser.skippedDeclarations
    if !skipped.isEmpty {
      parsed.removeAll { draft in
        skipped.contains { $0.offset <= draft.offset && draft.offset < $0.end }
      }
    }
    var evaluator = Evaluator(file: file, diagnostics: parsed, running: running)
    evaluator.run(parser.statements)
    var diagnostics = evaluator.diagnostics
    if let first = parser.skippedDeclarations.first {
      let names = parser.skippedDeclarations.map(\.name).joined(separator: ", ")
      diagnostics.append(
        file.draft(
          .note,
          "skipped the lesson's core declarations (\(names)); grader applies its own model",
          id: .coreDeclarationsSkipped,
          at: first.offset))
    }
    var description = Description(
      file: file, diagnostics: diagnostics.resolved(in: file), errorCount: diagnostics.errorCount,
      output: evaluator.output, screens: evaluator.screens)
    description.changeLabels = evaluator.changeLabels
    return description
  }
}
