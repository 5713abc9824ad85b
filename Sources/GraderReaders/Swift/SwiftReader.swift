/// Reads the lesson's Swift form: a `main.swift` that builds a tree and applies changes.
///
/// The file is lexed, parsed and interpreted; it is never compiled or run.
enum SwiftReader {
  /// Reads `file` into a description.
  static func read(_ file: SourceFile) -> Description {
    let lexer = Lexer(file: file)
    let parser = Parser(file: file, tokens: lexer.tokens)
    var evaluator = Evaluator(file: file)
    evaluator.run(parser.statements)
    var diagnostics = lexer.diagnostics + parser.diagnostics + evaluator.diagnostics
    if let first = parser.skippedDeclarations.first {
      let names = parser.skippedDeclarations.map(\.name).joined(separator: ", ")
      diagnostics.append(
        file.diagnostic(
          .note,
          "skipped the lesson's core declarations (\(names)); grader applies its own model",
          at: first.offset))
    }
    return Description(
      file: file, diagnostics: DescriptionReader.ordered(diagnostics),
      output: evaluator.output, screens: evaluator.screens)
  }
}
