import GraderModel

/// How ``TextReport`` shows a failing output: the views whose fate differs,
/// in a table, and, with ``TextReport/rows``, both rows marked where they
/// differ.
extension TextReport {
  /// Appends the differing views of one output to `text`, one per line
  /// under its change.
  func differences(_ comparison: OutputComparison, indent: String, into text: inout TextBuffer) {
    switch (comparison.expected, comparison.actual) {
    case (.row(let expected), .row(let actual)):
      // Appended piece by piece, as bytes, into the failure's details: a
      // batch writes this for every failing output of every student.
      text.append(indent)
      text.append(
        TextLayout.abbreviated(
          shown(expected.label) + " · " + shown(expected.key), to: width - indent.count))
      text.append("\n")
      let list = ViewDifference.between(
        expected: expected, actual: actual, exact: exact, limit: Self.listLimit)
      let inner = indent + "  "
      table(
        list.shown.map {
          (shown($0.view), $0.yoursText(exact: exact), $0.referenceText(exact: exact))
        },
        indent: inner, into: &text)
      text.append(more(list.count, "views differ", indent: inner))
      if rows {
        markedRows(expected, actual, indent: inner, into: &text)
      }
    case (nil, _):
      // The student's row is all a digest lets them see: it wraps, whole up
      // to the row limit, rather than being cut where the views are.
      let actual = comparison.actual.lines.joinedText(separator: ", ")
      let room = Self.rowLimit - indent.count - 2
      text.append(
        TextLayout.wrapped(
          TextLayout.abbreviated(shown(actual), to: room), width: width,
          first: indent + "  ", rest: indent + "    "))
    case (.count(let expected), .count(let actual)):
      var list: [(String, String, String)] = []
      for (cause, (theirs, mine)) in zip(Cause.counted, zip(expected.tallies, actual.tallies))
      where theirs != mine {
        list.append((cause.rawValue, "\(mine)", "\(theirs)"))
      }
      text.append(indent)
      text.append("count\n")
      table(list, indent: indent + "  ", into: &text)
    default:
      let expected = (comparison.expected?.lines ?? []).joinedText(separator: ", ")
      let actual = comparison.actual.lines.joinedText(separator: ", ")
      let room = rowWidth - indent.count - 11
      text.append(indent + "reference: " + TextLayout.abbreviated(shown(expected), to: room) + "\n")
      text.append(indent + "yours:     " + TextLayout.abbreviated(shown(actual), to: room) + "\n")
    }
  }

  /// Both rows, marked where they differ and abbreviated around the differences.
  private func markedRows(
    _ expected: ChangeRow, _ actual: ChangeRow, indent: String, into text: inout TextBuffer
  ) {
    let (left, right) = MarkedRow.pair(
      expected: expected, actual: actual, exact: exact, shown: shown)
    func add(_ name: String, _ row: MarkedRow, _ code: String) {
      let fitted = row.abbreviated(to: rowWidth - indent.count - name.count)
      text.append(indent)
      text.append(name)
      for piece in fitted.pieces {
        if color && piece.marked { text.append("\u{1B}[\(code)m") }
        text.append(piece.text)
        if color && piece.marked { text.append("\u{1B}[0m") }
      }
      text.append("\n")
      if let carets = fitted.carets {
        text.append(indent)
        text.appendSpaces(name.count)
        text.append(carets)
        text.append("\n")
      }
    }
    add("reference ", left, "32")
    add("yours     ", right, "31")
  }
}
