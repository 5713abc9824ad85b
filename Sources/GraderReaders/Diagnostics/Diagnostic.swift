/// A message about a description, as data: severity, text, place, notes and a fix-it.
///
/// ``DiagnosticRenderer`` turns it into the Swift compiler's layout.
public struct Diagnostic: Sendable, Hashable, Codable {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
    case error
    case warning
    case note
  }

  /// How serious it is.
  public var severity: Severity
  /// Which diagnostic it is, whatever its words: `tree.unknown-storage`.
  public var id: DiagnosticID
  /// What it says: lowercase, with no trailing period.
  public var message: String
  /// Where it points, if anywhere.
  public var location: SourceLocation?
  /// The text of the line it points into, as shown.
  public var sourceLine: String?
  /// How many characters of a long line were left out in front of ``sourceLine``.
  public var sourceLineShift: Int
  /// How many characters after the caret to underline.
  public var length: Int
  /// Notes that explain it, each possibly located elsewhere.
  public var notes: [Diagnostic]
  /// Text that would replace the underlined characters.
  public var fixIt: String?

  /// Creates a diagnostic.
  public init(
    severity: Severity, message: String, id: DiagnosticID, location: SourceLocation? = nil,
    sourceLine: String? = nil, sourceLineShift: Int = 0, length: Int = 0,
    notes: [Diagnostic] = [], fixIt: String? = nil
  ) {
    self.sourceLineShift = sourceLineShift
    self.severity = severity
    self.message = message
    self.id = id
    self.location = location
    self.sourceLine = sourceLine
    self.length = length
    self.notes = notes
    self.fixIt = fixIt
  }

  /// An error that points at no line, such as an unreadable file.
  public static func error(_ message: String, id: DiagnosticID, path: String? = nil)
    -> Diagnostic
  {
    Diagnostic(
      severity: .error, message: message, id: id,
      location: path.map { SourceLocation(path: $0, line: 1, column: 1) })
  }
}

extension [Diagnostic] {
  /// Whether any of the diagnostics is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }
}

/// A diagnostic's identity: a stable name that says what went wrong, whatever
/// the message's words, as `DOMAIN.NAME` (`tree.unknown-storage`,
/// `swift.arguments-out-of-order`). Tests and the code that acts on a
/// diagnostic ask for it by its id, never by its message.
///
/// Each id is a static of this type, declared once in `Diagnostics/Catalog/`
/// with its entry in ``DiagnosticCatalog``, and named by that static where it
/// is raised: `id: .unknownName`.
public struct DiagnosticID: RawRepresentable, Sendable, Hashable, Codable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public var rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    rawValue = value
  }

  public var description: String { rawValue }
}
