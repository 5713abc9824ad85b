/// The ids of reading the Swift form's text: its tokens, its statements and the
/// subset of Swift a description is written in.
extension DiagnosticCatalog {
  static let swiftSyntax = entries(
    #"""
    swift.unterminated-comment · error
      A `/*` comment is never closed.
      > unterminated '/*' comment

    swift.unterminated-string-literal · error
      A string literal is not closed on its line.
      > unterminated string literal

    swift.curly-quote · error
      A string is written between curly quotes, as a word processor types them; the fix-it replaces
      each with `"`.
      > unicode curly quote found; replace with '"'

    swift.invalid-escape-sequence · error
      A string literal holds a backslash escape that Swift does not have.
      > invalid escape sequence in literal

    swift.multi-line-string-unsupported · error
      A multi-line string literal (`"""`), which the description subset leaves out.
      > multi-line string literals are outside the description subset that grader reads

    swift.string-interpolation-unsupported · error
      A string interpolation, which the description subset leaves out.
      > string interpolation is outside the description subset that grader reads

    swift.attribute-unsupported · error
      An attribute (`@…`), which the description subset leaves out.
      > attributes are outside the description subset that grader reads

    swift.compiler-directive-unsupported · error
      A compiler directive (`#if`, `#warning`, …), which the description subset leaves out.
      > compiler directives are outside the description subset that grader reads

    swift.statement-unsupported · error
      A loop, condition, function, type or other declaration, which the description subset leaves
      out: a description is `let` bindings and calls.
      > 'for' loops are outside the description subset that grader reads

    swift.operator-unsupported · error
      An operator other than `+`, which the description subset leaves out.
      > the operator '==' is outside the description subset that grader reads

    swift.subscript-unsupported · error
      A subscript, which the description subset leaves out.
      > subscripts are outside the description subset that grader reads

    swift.optional-mark-unsupported · error
      A `!` or `?` after a value, which the description subset leaves out.
      > '!' after a value is outside the description subset that grader reads

    swift.closure-unsupported · error
      A closure other than `{ $0 }`, which the description subset leaves out.
      > closures other than '{ $0 }' are outside the description subset that grader reads

    swift.unexpected-token-in-statement · error
      A line within a statement (inside its brackets, or continuing it) begins with a token the
      statement cannot take.
      > unexpected 'TOKEN' in statement

    swift.statements-on-one-line · error
      Two statements share a line without a `;` between them; the fix-it adds it.
      > consecutive statements on a line must be separated by ';'

    swift.expected-binding-name · error
      A `let` or `var` is not followed by a name.
      > expected a name after 'let'

    swift.expected-type · error
      A `:` after a binding's name is not followed by a type.
      > expected a type after ':'

    swift.expected-binding-value · error
      A binding's name is not followed by `=` and a value.
      > expected '=' and a value after 'NAME'

    swift.expected-expression · error
      The file ends where an expression is expected.
      > expected an expression

    swift.not-an-expression · error
      A token stands where an expression is expected.
      > expected an expression, found 'TOKEN'

    swift.expected-member-name · error
      A `.` is not followed by a member's name.
      > expected a member name after '.'

    swift.expected-literal-separator · error
      An element of an array or dictionary literal is followed by neither `,` nor `]`.
      > expected ',' or ']' in array literal

    swift.expected-argument-separator · error
      An argument is followed by neither `,` nor `)`.
      > expected ',' or ')' in argument list

    swift.missing-punctuation · error
      A closing bracket, or the `:` of a dictionary entry, is missing where it is expected.
      > expected ')'

    swift.opening-bracket · note
      A note under `swift.missing-punctuation`: the opening bracket that the missing one closes.
      > to match this opening '('

    swift.unclosed-bracket · error
      A bracket is never closed; the error points at the opening one, and the statement is read no
      further.
      > expected ')' to match this '('

    swift.brackets-too-deep · error
      Brackets nest deeper than 128 levels, as no description needs.
      > brackets nest deeper than 128 levels

    swift.chain-too-long · error
      An expression chains more than 128 calls and members, as no description needs.
      > expression chains more than 128 calls and members

    swift.core-declarations-skipped · note
      The file declares the lesson's core types (`Storage`, `ViewNode`, `Recompute`, `ViewTree`,
      `countCauses`) itself; they are skipped, and grader applies its own model.
      > skipped the lesson's core declarations (NAMES); grader applies its own model
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let unterminatedComment: Self = "swift.unterminated-comment"
  public static let unterminatedStringLiteral: Self = "swift.unterminated-string-literal"
  public static let curlyQuote: Self = "swift.curly-quote"
  public static let invalidEscapeSequence: Self = "swift.invalid-escape-sequence"
  public static let multiLineStringUnsupported: Self = "swift.multi-line-string-unsupported"
  public static let stringInterpolationUnsupported: Self = "swift.string-interpolation-unsupported"
  public static let attributeUnsupported: Self = "swift.attribute-unsupported"
  public static let compilerDirectiveUnsupported: Self = "swift.compiler-directive-unsupported"
  public static let statementUnsupported: Self = "swift.statement-unsupported"
  public static let operatorUnsupported: Self = "swift.operator-unsupported"
  public static let subscriptUnsupported: Self = "swift.subscript-unsupported"
  public static let optionalMarkUnsupported: Self = "swift.optional-mark-unsupported"
  public static let closureUnsupported: Self = "swift.closure-unsupported"
  public static let unexpectedTokenInStatement: Self = "swift.unexpected-token-in-statement"
  public static let statementsOnOneLine: Self = "swift.statements-on-one-line"
  public static let expectedBindingName: Self = "swift.expected-binding-name"
  public static let expectedType: Self = "swift.expected-type"
  public static let expectedBindingValue: Self = "swift.expected-binding-value"
  public static let expectedExpression: Self = "swift.expected-expression"
  public static let notAnExpression: Self = "swift.not-an-expression"
  public static let expectedMemberName: Self = "swift.expected-member-name"
  public static let expectedLiteralSeparator: Self = "swift.expected-literal-separator"
  public static let expectedArgumentSeparator: Self = "swift.expected-argument-separator"
  public static let missingPunctuation: Self = "swift.missing-punctuation"
  public static let openingBracket: Self = "swift.opening-bracket"
  public static let unclosedBracket: Self = "swift.unclosed-bracket"
  public static let bracketsTooDeep: Self = "swift.brackets-too-deep"
  public static let chainTooLong: Self = "swift.chain-too-long"
  public static let coreDeclarationsSkipped: Self = "swift.core-declarations-skipped"
}
