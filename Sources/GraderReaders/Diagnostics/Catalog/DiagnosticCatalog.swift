/// Every diagnostic id, by domain, with how serious the diagnostic is, what it
/// means and an example of its message: what `Documentation/Diagnostics.md`
/// lists, and a test holds it to.
///
/// Each id is declared once, as a static of ``DiagnosticID`` in this folder,
/// and each has its entry in its domain's table beside it (see ``entries(_:)``);
/// the code that raises or asks for a diagnostic
/// names it by that static, never by a string. A static is named for its id's
/// name in lower camel case, with the domain in front where two domains share
/// the name: `screen.parent-not-in-tree` is `parentNotInTree`, and
/// `tree.did-you-mean` is `treeDidYouMean`.
public enum DiagnosticCatalog {
  /// One diagnostic, as the documentation lists it.
  public struct Entry: Sendable, Hashable {
    /// Which diagnostic it is.
    public var id: DiagnosticID
    /// `error`, `warning` or `note`; `error or warning` for one whose
    /// severity depends on the case.
    public var severity: String
    /// What went wrong, in a sentence or two.
    public var meaning: String
    /// Its message as printed, with what varies written in capitals, as in
    /// `cannot find 'NAME' in scope`.
    public var example: String

    init(_ id: DiagnosticID, severity: String, meaning: String, example: String) {
      self.id = id
      self.severity = severity
      self.meaning = meaning
      self.example = example
    }
  }

  /// The entries of a domain's table. An entry is a line `ID · SEVERITY`,
  /// what it means on the indented lines below (joined with spaces), and its
  /// example message on a line that starts with `> `; a blank line ends it.
  /// A malformed entry keeps what it has, and the catalog's tests name it.
  static func entries(_ table: String) -> [Entry] {
    var entries: [Entry] = []
    var current: Entry?
    for line in table.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = line.drop { $0 == " " }
      if text.isEmpty {
        if let entry = current { entries.append(entry) }
        current = nil
      } else if var entry = current {
        if text.hasPrefix("> ") {
          entry.example = String(text.dropFirst(2))
        } else {
          entry.meaning += (entry.meaning.isEmpty ? "" : " ") + text
        }
        current = entry
      } else {
        let head = text.split(separator: " · ", maxSplits: 1)
        current = Entry(
          DiagnosticID(rawValue: String(head[0])),
          severity: head.count == 2 ? String(head[1]) : "", meaning: "", example: "")
      }
    }
    if let entry = current { entries.append(entry) }
    return entries
  }

  /// The severities an entry may have.
  public static let severities = ["error", "warning", "note", "error or warning"]

  /// The entries of each domain, domains in alphabetical order; each domain
  /// is its ids' prefix.
  public static let all: [(domain: String, entries: [Entry])] = [
    ("cli", cli),
    ("file", file),
    ("grading", grading),
    ("lesson", lessonFormat + lessonContent),
    ("lint", lint),
    ("reader", reader),
    ("roster", roster),
    ("screen", screenNames + screenViews),
    ("swift", swiftSyntax + swiftSemantics),
    ("tree", tree),
  ]
}
