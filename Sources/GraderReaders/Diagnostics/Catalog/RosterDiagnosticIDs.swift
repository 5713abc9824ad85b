/// The ids of reading a class roster, a CSV file of students and repositories.
extension DiagnosticCatalog {
  static let roster = entries(
    #"""
    roster.empty-roster · error
      The roster file is empty; it needs at least a header row.
      > the roster is empty; it needs a header row

    roster.missing-column · error
      The roster's header names no column of students or no column of repositories.
      > the header names no column of students ('student', 'github_username', 'username', 'login', 'roster_identifier' or 'name') or no column of repositories ('repository_url', 'student_repository_url', 'repository', 'repo_url', 'repo' or 'url')

    roster.field-count-mismatch · error
      A row of the roster has another number of fields than the header.
      > this row has N fields, and the header N

    roster.row-without-student · error
      A row of the roster leaves the student's field empty.
      > this row names no student

    roster.too-many-students · error
      The roster lists more students than a roster may; the rows after the limit are not read.
      > the roster lists more than LIMIT students

    roster.quote-never-closed · error
      A quoted field of the roster has no closing quote.
      > this quote is never closed

    roster.text-after-closing-quote · error
      A quoted field goes on after its closing quote.
      > a quoted field ends at its closing quote; write a quote inside it as ""

    roster.stray-quote · error
      A field that does not start with a quote holds one.
      > a quote inside a field that does not start with one; quote the whole field, with its quotes doubled
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let emptyRoster: Self = "roster.empty-roster"
  public static let missingColumn: Self = "roster.missing-column"
  public static let fieldCountMismatch: Self = "roster.field-count-mismatch"
  public static let rowWithoutStudent: Self = "roster.row-without-student"
  public static let tooManyStudents: Self = "roster.too-many-students"
  public static let quoteNeverClosed: Self = "roster.quote-never-closed"
  public static let textAfterClosingQuote: Self = "roster.text-after-closing-quote"
  public static let strayQuote: Self = "roster.stray-quote"
}
