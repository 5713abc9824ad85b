extension DiagnosticCatalog {
  /// What each domain covers, as its section of the documentation says.
  static let summaries: [String: String] = [
    "cli":
      "The command line's own errors: a file it cannot read or write, and what `grader start` and `grader record` refuse.",
    "file": "A file that is not text, found before either reader starts.",
    "grading": "What grading a submission against a scenario says about it.",
    "lesson":
      "Reading a lessons folder and its scenario files: fields, sections, expected rows, digests and recording.",
    "lint":
      "`grader lint`: a scenario that would let a wrong tree pass, and a task that gives its answer away.",
    "reader": "Running a description's `change` and `count` statements, as `grader run` does.",
    "roster":
      "Reading a class roster, the CSV file of students and repositories that `grader gather` reads.",
    "screen":
      "What both readers check once a file is read: its form, its names, keys read, stored or changed under a near spelling, views and their parents, held objects and placed values.",
    "swift":
      "Reading the Swift form: its tokens and statements, the subset of Swift a description is written in, and what its calls mean.",
    "tree":
      "Reading the `.tree` form, line by line: `key`, `change` and `count` lines, a view's clauses, and indentation.",
  ]

  /// The catalog as `Documentation/Diagnostics.md`: what an id is, then a
  /// table per domain of each id, its severity, what it means and an example
  /// of its message.
  public static func markdown() -> String {
    var text = """
      # Diagnostics

      Every error, warning and note that grader prints in the compiler's layout has an id: a stable
      name that says which diagnostic it is, whatever its words, written `DOMAIN.NAME` in lowercase
      words joined with `-`, as in `screen.parent-not-in-tree`. The words of a message may change
      from one version to the next; its id does not. Ids are stable from version 0.4.0 on: a
      diagnostic keeps its id, and a new diagnostic gets a new one. Tests, and the code that acts on
      a diagnostic, ask for it by its id, never by its message.

      This page lists every id, by domain, with its severity, what it means, and an example of its
      message as printed, with what varies written in capitals. A note is printed under the error or
      warning it explains. The page is made from the catalog in
      `Sources/GraderReaders/Diagnostics/Catalog/`, and a test fails when the two differ: after a
      change to the catalog, run `GRADER_RECORD_GOLDEN=1 swift test --filter DiagnosticCatalogTests`
      to write it again.

      """
    for (domain, entries) in all {
      text += "\n## `\(domain)`\n\n"
      if let summary = summaries[domain] { text += summary + "\n\n" }
      text += "| id | severity | what it means | example |\n|---|---|---|---|\n"
      for entry in entries {
        let cells = [
          "`\(entry.id)`", entry.severity, entry.meaning, "`\(entry.example)`",
        ]
        text += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
      }
    }
    return text
  }

  /// `text` as one cell of a Markdown table: its bars escaped, so that they
  /// cannot end the cell.
  private static func cell(_ text: String) -> String {
    String(text.flatMap { $0 == "|" ? ["\\", "|"] : [$0] })
  }
}
