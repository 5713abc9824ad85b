/// A diagnostic as a reader finds it: located by byte offset, with its line,
/// column and quoted source line not yet worked out.
///
/// Readers record drafts, which cost only their message; a ``DiagnosticLog``
/// keeps the ones that will be shown, and ``SourceFile/resolve(_:)`` turns
/// those into ``Diagnostic`` values, quoting each source line once.
struct DiagnosticDraft: Sendable {
  /// How serious it is.
  var severity: Diagnostic.Severity
  /// What it says.
  var message: String
  /// Which diagnostic it is.
  var id: DiagnosticID
  /// Where it points, in bytes from the start of the file.
  var offset: Int
  /// How many characters after the caret to underline.
  var length = 0
  /// Notes that explain it.
  var notes: [DiagnosticDraft] = []
  /// Text that would replace the underlined characters.
  var fixIt: String?
}

extension SourceFile {
  /// A draft located at `offset`; see ``diagnostic(_:_:at:length:notes:fixIt:)``.
  func draft(
    _ severity: Diagnostic.Severity, _ message: String, id: DiagnosticID, at offset: Int,
    length: Int = 0, notes: [DiagnosticDraft] = [], fixIt: String? = nil
  ) -> DiagnosticDraft {
    DiagnosticDraft(
      severity: severity, message: message, id: id, offset: offset, length: length, notes: notes,
      fixIt: fixIt)
  }

  /// The diagnostics `drafts` describe, in the same order.
  ///
  /// Each long line is laid out once, however many drafts point into it, so
  /// the cost is linear in the lines quoted plus the drafts.
  func resolve(_ drafts: [DiagnosticDraft]) -> [Diagnostic] {
    var layouts = LineLayouts()
    return drafts.map { resolve($0, layouts: &layouts) }
  }

  private func resolve(_ draft: DiagnosticDraft, layouts: inout LineLayouts) -> Diagnostic {
    let quoted = quote(at: draft.offset, layouts: &layouts)
    return Diagnostic(
      severity: draft.severity, message: draft.message, id: draft.id,
      location: quoted.location,
      sourceLine: quoted.line, sourceLineShift: quoted.shift, length: draft.length,
      notes: draft.notes.map { resolve($0, layouts: &layouts) }, fixIt: draft.fixIt)
  }
}
