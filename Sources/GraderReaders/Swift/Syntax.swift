/// An expression of the Swift form, with the byte range it was written at.
struct Expression: Sendable {
  /// The shapes an expression of the subset can take.
  indirect enum Kind: Sendable {
    /// A string literal.
    case string(String)
    /// `nil`.
    case nilLiteral
    /// A number, which the subset has no use for.
    case number(String)
    /// An array literal.
    case array([Expression])
    /// A dictionary literal; `[:]` has no entries.
    case dictionary([(key: Expression, value: Expression)])
    /// A name.
    case identifier(String)
    /// `.name`, with the type left to the context.
    case implicitMember(String)
    /// `base.name`; `nameOffset` is where the name starts.
    case member(Expression, name: String, nameOffset: Int)
    /// A call, with a trailing closure as its last argument.
    case call(Expression, [Argument])
    /// The closure `{ $0 }`.
    case identityClosure
    /// Operands joined by `+`.
    case sum([Expression])
    /// Something already reported as an error.
    case invalid
  }

  /// Its shape.
  var kind: Kind
  /// Where it starts.
  var start: Int
  /// Where it ends.
  var end: Int

  /// Whether it or any part of it was already reported as an error.
  var isInvalid: Bool {
    switch kind {
    case .invalid: true
    case .array(let items), .sum(let items): items.contains { $0.isInvalid }
    case .dictionary(let entries): entries.contains { $0.key.isInvalid || $0.value.isInvalid }
    case .member(let base, _, _): base.isInvalid
    case .call(let callee, let arguments):
      callee.isInvalid || arguments.contains { $0.value.isInvalid }
    default: false
    }
  }
}

/// One argument of a call.
struct Argument: Sendable {
  /// Its label, if it has one.
  var label: String?
  /// Where the argument starts: at its label, or at its value.
  var offset: Int
  /// Its value.
  var value: Expression
}

/// A type annotation, reduced to a canonical spelling such as `[String: Storage]`.
struct TypeAnnotation: Sendable {
  /// The canonical spelling.
  var text: String
  /// Where it starts.
  var offset: Int
}

/// A statement of the Swift form.
enum Statement: Sendable {
  /// `let name[: Type] = value`.
  case binding(name: String, offset: Int, type: TypeAnnotation?, value: Expression)
  /// `_ = value`, or a bare expression.
  case evaluation(Expression)
}

extension Statement {
  /// Where the statement's name or expression starts.
  var start: Int {
    switch self {
    case .binding(_, let offset, _, _): offset
    case .evaluation(let expression): expression.start
    }
  }
}
