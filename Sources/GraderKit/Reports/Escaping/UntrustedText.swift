/// Text that a student, a results file or a shard supplies, such as a
/// student's name (their folder's), which no output shows as it is.
///
/// Interpolating it into a string does not compile (the call is
/// ambiguous, on purpose), and neither does adding it to one: a writer reaches its text only through the escaping
/// of its own output (``Escape/terminal(_:)-swift.type.method``,
/// ``Escape/html(_:)``, ``Escape/csvField(_:)`` and the rest), or through
/// ``unescaped``, whose name says what it is, to compare, sort, or name a
/// file after it.
///
/// This file stands alone, on the standard library: a test type-checks it
/// with a writer that interpolates a name, and expects the compiler to refuse.
package struct UntrustedText: Sendable, Hashable, Comparable, Codable,
  ExpressibleByStringLiteral
{
  /// The text exactly as supplied: for comparisons, keys and file names,
  /// never to be printed as it is.
  package let unescaped: String

  package init(_ text: String) {
    unescaped = text
  }

  package init(stringLiteral text: String) {
    unescaped = text
  }

  package init(from decoder: any Decoder) throws {
    unescaped = try decoder.singleValueContainer().decode(String.self)
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(unescaped)
  }

  package static func < (left: UntrustedText, right: UntrustedText) -> Bool {
    left.unescaped < right.unescaped
  }
}

/// Two marks that untrusted text carries, so that interpolating it is
/// ambiguous between the two refusals below, and does not compile ("ambiguous
/// use of 'appendInterpolation'"): escape it for its output instead.
package protocol ShownOnlyEscaped {}
/// The second mark; see ``ShownOnlyEscaped``.
package protocol NeverInterpolated {}

extension UntrustedText: ShownOnlyEscaped, NeverInterpolated {}

extension DefaultStringInterpolation {
  /// Refused, with ``appendInterpolation(_:)-NeverInterpolated``: untrusted
  /// text is shown only through its output's escaping.
  package mutating func appendInterpolation<Text: ShownOnlyEscaped>(_ text: Text) {
    appendLiteral("?")
  }

  /// Refused, with ``appendInterpolation(_:)-ShownOnlyEscaped``.
  package mutating func appendInterpolation<Text: NeverInterpolated>(_ text: Text) {
    appendLiteral("?")
  }
}
