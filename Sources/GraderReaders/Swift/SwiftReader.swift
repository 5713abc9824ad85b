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
    let lexed = outside(parser.skippedDeclarations, lexer.diagnostics, in: file)
    var diagnostics = lexed + parser.diagnostics + evaluator.diagnostics
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

  /// The lexer's diagnostics that lie outside every skipped declaration:
  /// what the lexer finds inside one is skipped with it.
  ///
  /// Both lists are in file order, so one walk over them suffices, and the
  /// columns of the declarations' ends are counted on from the one before.
  private static func outside(
    _ skipped: [(name: String, offset: Int, end: Int)], _ diagnostics: [Diagnostic],
    in file: SourceFile
  ) -> [Diagnostic] {
    guard !skipped.isEmpty else { return diagnostics }
    var last = (offset: 0, line: 1, column: 1)
    func place(_ offset: Int) -> (Int, Int) {
      let line = file.line(at: offset)
      let onward = line == last.line && offset >= last.offset
      let start = onward ? last.offset : file.lineStarts[line - 1]
      let column =
        (onward ? last.column : 1)
        + String(decoding: file.bytes[start..<offset], as: UTF8.self).count
      last = (offset, line, column)
      return (line, column)
    }
    let ranges = skipped.map { (place($0.offset), place($0.end)) }
    var next = 0
    return diagnostics.filter { diagnostic in
      guard let location = diagnostic.location else { return true }
      let here = (location.line, location.column)
      while next < ranges.count, ranges[next].1 <= here { next += 1 }
      return next == ranges.count || here < ranges[next].0
    }
  }
}
