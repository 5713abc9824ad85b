/// The ids of reading the Swift form's text: its tokens, its statements and the
/// subset of Swift a description is written in.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let unterminatedComment: DiagnosticID = "swift.unterminated-comment"
  public static let unterminatedStringLiteral: DiagnosticID = "swift.unterminated-string-literal"
  public static let curlyQuote: DiagnosticID = "swift.curly-quote"
  public static let invalidEscapeSequence: DiagnosticID = "swift.invalid-escape-sequence"
  public static let multiLineStringUnsupported: DiagnosticID = "swift.multi-line-string-unsupported"
  public static let stringInterpolationUnsupported: DiagnosticID =
    "swift.string-interpolation-unsupported"
  public static let attributeUnsupported: DiagnosticID = "swift.attribute-unsupported"
  public static let compilerDirectiveUnsupported: DiagnosticID =
    "swift.compiler-directive-unsupported"
  public static let statementUnsupported: DiagnosticID = "swift.statement-unsupported"
  public static let operatorUnsupported: DiagnosticID = "swift.operator-unsupported"
  public static let subscriptUnsupported: DiagnosticID = "swift.subscript-unsupported"
  public static let optionalMarkUnsupported: DiagnosticID = "swift.optional-mark-unsupported"
  public static let closureUnsupported: DiagnosticID = "swift.closure-unsupported"
  public static let unexpectedTokenInStatement: DiagnosticID = "swift.unexpected-token-in-statement"
  public static let statementsOnOneLine: DiagnosticID = "swift.statements-on-one-line"
  public static let expectedBindingName: DiagnosticID = "swift.expected-binding-name"
  public static let expectedType: DiagnosticID = "swift.expected-type"
  public static let expectedBindingValue: DiagnosticID = "swift.expected-binding-value"
  public static let expectedExpression: DiagnosticID = "swift.expected-expression"
  public static let notAnExpression: DiagnosticID = "swift.not-an-expression"
  public static let expectedMemberName: DiagnosticID = "swift.expected-member-name"
  public static let expectedLiteralSeparator: DiagnosticID = "swift.expected-literal-separator"
  public static let expectedArgumentSeparator: DiagnosticID = "swift.expected-argument-separator"
  public static let missingPunctuation: DiagnosticID = "swift.missing-punctuation"
  public static let openingBracket: DiagnosticID = "swift.opening-bracket"
  public static let unclosedBracket: DiagnosticID = "swift.unclosed-bracket"
  public static let bracketsTooDeep: DiagnosticID = "swift.brackets-too-deep"
  public static let chainTooLong: DiagnosticID = "swift.chain-too-long"
  public static let coreDeclarationsSkipped: DiagnosticID = "swift.core-declarations-skipped"
}

extension DiagnosticCatalog {
  static let swiftSyntax: [Entry] = [
    Entry(
      .unterminatedComment, severity: "error",
      meaning: "A `/*` comment is never closed.",
      example: "unterminated '/*' comment"),
    Entry(
      .unterminatedStringLiteral, severity: "error",
      meaning: "A string literal is not closed on its line.",
      example: "unterminated string literal"),
    Entry(
      .curlyQuote, severity: "error",
      meaning:
        "A string is written between curly quotes, as a word processor types them; the fix-it replaces each with `\"`.",
      example: "unicode curly quote found; replace with '\"'"),
    Entry(
      .invalidEscapeSequence, severity: "error",
      meaning: "A string literal holds a backslash escape that Swift does not have.",
      example: "invalid escape sequence in literal"),
    Entry(
      .multiLineStringUnsupported, severity: "error",
      meaning: "A multi-line string literal (`\"\"\"`), which the description subset leaves out.",
      example: "multi-line string literals are outside the description subset that grader reads"),
    Entry(
      .stringInterpolationUnsupported, severity: "error",
      meaning: "A string interpolation, which the description subset leaves out.",
      example: "string interpolation is outside the description subset that grader reads"),
    Entry(
      .attributeUnsupported, severity: "error",
      meaning: "An attribute (`@…`), which the description subset leaves out.",
      example: "attributes are outside the description subset that grader reads"),
    Entry(
      .compilerDirectiveUnsupported, severity: "error",
      meaning:
        "A compiler directive (`#if`, `#warning`, …), which the description subset leaves out.",
      example: "compiler directives are outside the description subset that grader reads"),
    Entry(
      .statementUnsupported, severity: "error",
      meaning:
        "A loop, condition, function, type or other declaration, which the description subset leaves out: a description is `let` bindings and calls.",
      example: "'for' loops are outside the description subset that grader reads"),
    Entry(
      .operatorUnsupported, severity: "error",
      meaning: "An operator other than `+`, which the description subset leaves out.",
      example: "the operator '==' is outside the description subset that grader reads"),
    Entry(
      .subscriptUnsupported, severity: "error",
      meaning: "A subscript, which the description subset leaves out.",
      example: "subscripts are outside the description subset that grader reads"),
    Entry(
      .optionalMarkUnsupported, severity: "error",
      meaning: "A `!` or `?` after a value, which the description subset leaves out.",
      example: "'!' after a value is outside the description subset that grader reads"),
    Entry(
      .closureUnsupported, severity: "error",
      meaning: "A closure other than `{ $0 }`, which the description subset leaves out.",
      example: "closures other than '{ $0 }' are outside the description subset that grader reads"),
    Entry(
      .unexpectedTokenInStatement, severity: "error",
      meaning:
        "A line within a statement (inside its brackets, or continuing it) begins with a token the statement cannot take.",
      example: "unexpected 'TOKEN' in statement"),
    Entry(
      .statementsOnOneLine, severity: "error",
      meaning: "Two statements share a line without a `;` between them; the fix-it adds it.",
      example: "consecutive statements on a line must be separated by ';'"),
    Entry(
      .expectedBindingName, severity: "error",
      meaning: "A `let` or `var` is not followed by a name.",
      example: "expected a name after 'let'"),
    Entry(
      .expectedType, severity: "error",
      meaning: "A `:` after a binding's name is not followed by a type.",
      example: "expected a type after ':'"),
    Entry(
      .expectedBindingValue, severity: "error",
      meaning: "A binding's name is not followed by `=` and a value.",
      example: "expected '=' and a value after 'NAME'"),
    Entry(
      .expectedExpression, severity: "error",
      meaning: "The file ends where an expression is expected.",
      example: "expected an expression"),
    Entry(
      .notAnExpression, severity: "error",
      meaning: "A token stands where an expression is expected.",
      example: "expected an expression, found 'TOKEN'"),
    Entry(
      .expectedMemberName, severity: "error",
      meaning: "A `.` is not followed by a member's name.",
      example: "expected a member name after '.'"),
    Entry(
      .expectedLiteralSeparator, severity: "error",
      meaning: "An element of an array or dictionary literal is followed by neither `,` nor `]`.",
      example: "expected ',' or ']' in array literal"),
    Entry(
      .expectedArgumentSeparator, severity: "error",
      meaning: "An argument is followed by neither `,` nor `)`.",
      example: "expected ',' or ')' in argument list"),
    Entry(
      .missingPunctuation, severity: "error",
      meaning:
        "A closing bracket, or the `:` of a dictionary entry, is missing where it is expected.",
      example: "expected ')'"),
    Entry(
      .openingBracket, severity: "note",
      meaning:
        "A note under `swift.missing-punctuation`: the opening bracket that the missing one closes.",
      example: "to match this opening '('"),
    Entry(
      .unclosedBracket, severity: "error",
      meaning:
        "A bracket is never closed; the error points at the opening one, and the statement is read no further.",
      example: "expected ')' to match this '('"),
    Entry(
      .bracketsTooDeep, severity: "error",
      meaning: "Brackets nest deeper than 128 levels, as no description needs.",
      example: "brackets nest deeper than 128 levels"),
    Entry(
      .chainTooLong, severity: "error",
      meaning: "An expression chains more than 128 calls and members, as no description needs.",
      example: "expression chains more than 128 calls and members"),
    Entry(
      .coreDeclarationsSkipped, severity: "note",
      meaning:
        "The file declares the lesson's core types (`Storage`, `ViewNode`, `Recompute`, `ViewTree`, `countCauses`) itself; they are skipped, and grader applies its own model.",
      example: "skipped the lesson's core declarations (NAMES); grader applies its own model"),
  ]
}
