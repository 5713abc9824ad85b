/// The ids of reading a class roster, a CSV file of students and repositories.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let emptyRoster: DiagnosticID = "roster.empty-roster"
  public static let missingColumn: DiagnosticID = "roster.missing-column"
  public static let fieldCountMismatch: DiagnosticID = "roster.field-count-mismatch"
  public static let rowWithoutStudent: DiagnosticID = "roster.row-without-student"
  public static let tooManyStudents: DiagnosticID = "roster.too-many-students"
  public static let quoteNeverClosed: DiagnosticID = "roster.quote-never-closed"
  public static let textAfterClosingQuote: DiagnosticID = "roster.text-after-closing-quote"
  public static let strayQuote: DiagnosticID = "roster.stray-quote"
}

extension DiagnosticCatalog {
  static let roster: [Entry] = [
    Entry(
      .emptyRoster, severity: "error",
      meaning: "The roster file is empty; it needs at least a header row.",
      example: "the roster is empty; it needs a header row"),
    Entry(
      .missingColumn, severity: "error",
      meaning: "The roster's header names no column of students or no column of repositories.",
      example:
        "the header names no column of students ('student', 'github_username', 'username', 'login', 'roster_identifier' or 'name') or no column of repositories ('repository_url', 'student_repository_url', 'repository', 'repo_url', 'repo' or 'url')"
    ),
    Entry(
      .fieldCountMismatch, severity: "error",
      meaning: "A row of the roster has another number of fields than the header.",
      example: "this row has N fields, and the header N"),
    Entry(
      .rowWithoutStudent, severity: "error",
      meaning: "A row of the roster leaves the student's field empty.",
      example: "this row names no student"),
    Entry(
      .tooManyStudents, severity: "error",
      meaning:
        "The roster lists more students than a roster may; the rows after the limit are not read.",
      example: "the roster lists more than LIMIT students"),
    Entry(
      .quoteNeverClosed, severity: "error",
      meaning: "A quoted field of the roster has no closing quote.",
      example: "this quote is never closed"),
    Entry(
      .textAfterClosingQuote, severity: "error",
      meaning: "A quoted field goes on after its closing quote.",
      example: "a quoted field ends at its closing quote; write a quote inside it as \"\""),
    Entry(
      .strayQuote, severity: "error",
      meaning: "A field that does not start with a quote holds one.",
      example:
        "a quote inside a field that does not start with one; quote the whole field, with its quotes doubled"
    ),
  ]
}
