import GraderModel

/// Draws, under a tree, one column per change: each view marked recomputed
/// with its cause, or skipped.
///
/// ```
/// changes (· skipped):
///                      scale-changed  scheme-changed
/// ReaderScreen         ·              ·
/// ├─ ArticleView       ·              ·
/// │  ├─ ParagraphView  environment    ·
/// ```
///
/// Given the reference's rows too, a view that differs carries both marks,
/// yours then the reference's (`env≠·`), and the line of yours that declares
/// it. To fit `width`, the drawing numbers its columns, shortens the causes
/// to words and then to letters, and last cuts long names.
package struct ChangeDrawing: Sendable {
  /// Whether to draw with ASCII only.
  package var ascii: Bool
  /// The columns there are.
  package var width: Int
  /// The columns the legend's prose may take, where they differ from the grid's.
  package var legendWidth: Int?

  package init(ascii: Bool = false, width: Int = 80) {
    self.ascii = ascii
    self.width = max(20, width)
  }

  /// The grid of `tree`'s views and `rows`, or nothing when there are no rows.
  ///
  /// - Parameters:
  ///   - expected: The reference's row for each column, where there is one.
  ///   - lines: The line of the student's file that declares each view, by name.
  package func draw(
    _ tree: ViewTree, rows: [ChangeRow], expected: [ChangeRow?] = [], lines: [String: Int] = [:]
  ) -> String {
    guard !rows.isEmpty else { return "" }
    let skeleton = TreeDrawing(ascii: ascii).lines(tree)
    let yours = rows.map(ViewMark.marks(of:))
    let theirs = rows.indices.map { column in
      column < expected.count ? expected[column].map(ViewMark.marks(of:)) : nil
    }
    let differing = Set(
      skeleton.filter { line in
        line.view != nil
          && rows.indices.contains { column in
            guard let reference = theirs[column] else { return false }
            return (reference[line.name] ?? .absent) != (yours[column][line.name] ?? .absent)
          }
      }.map(\.name))
    let (arrow, unequal) = ascii ? ("<-", "!=") : ("←", "≠")
    func suffix(_ line: TreeDrawing.Line) -> String {
      guard differing.contains(line.name), let number = lines[line.name] else { return "" }
      return "  \(arrow) your line \(number)"
    }
    func cell(_ line: TreeDrawing.Line, _ column: Int, level: Int) -> String {
      guard line.view != nil else { return "" }
      let mine = yours[column][line.name] ?? .absent
      let text = symbol(mine, level: level)
      guard let reference = theirs[column] else { return text }
      let other = reference[line.name] ?? .absent
      return other == mine ? text : text + unequal + symbol(other, level: level)
    }
    let drawing = TreeDrawing(ascii: ascii)
    func header(_ column: Int, level: Int) -> String {
      level == 0 ? drawing.visible(rows[column].label) : String(column + 1)
    }
    let left = skeleton.map { $0.prefix + drawing.visible($0.name) }
    let leftWidth = left.map(\.count).max() ?? 0
    let suffixWidth = skeleton.map { suffix($0).count }.max() ?? 0
    var level = 0
    var columnWidths: [Int] = []
    while true {
      columnWidths = rows.indices.map { column in
        max(
          header(column, level: level).count,
          skeleton.map { cell($0, column, level: level).count }.max() ?? 0)
      }
      let total = leftWidth + columnWidths.reduce(0) { $0 + $1 + 2 } + suffixWidth
      if total <= width || level == 2 { break }
      level += 1
    }
    let room = width - columnWidths.reduce(0) { $0 + $1 + 2 } - suffixWidth
    let nameWidth = min(leftWidth, max(12, room))
    var text = "changes (\(symbol(.skipped, level: 0)) skipped"
    // A view of one tree only shows as absent in the other's column.
    let showsAbsent = skeleton.contains { line in
      line.view != nil
        && rows.indices.contains { column in
          (yours[column][line.name] ?? .absent) == .absent
            || theirs[column].map { $0[line.name] ?? .absent } == .absent
        }
    }
    if showsAbsent { text += ", \(symbol(.absent, level: 0)) not in that tree" }
    if !differing.isEmpty { text += "; A\(unequal)B: yours A, the reference B" }
    // Prose, wrapped between words where a narrow report has no room for it.
    text = TextLayout.wrapped(text + "):", width: legendWidth ?? width, first: "", rest: "  ")
    var head = String(repeating: " ", count: nameWidth)
    for column in rows.indices {
      head += "  " + pad(header(column, level: level), columnWidths[column])
    }
    text += trimmed(head) + "\n"
    for (index, line) in skeleton.enumerated() {
      var row = pad(cut(left[index], to: nameWidth), nameWidth)
      for column in rows.indices {
        row += "  " + pad(cell(line, column, level: level), columnWidths[column])
      }
      let note = suffix(line)
      text += (note.isEmpty ? trimmed(row) : row + note) + "\n"
    }
    if level > 0 {
      for (column, row) in rows.enumerated() {
        text += "\(column + 1) = " + drawing.visible("\(row.label): \(row.key) changed") + "\n"
      }
    }
    if level > 0 {
      let used = ViewMark.legend.filter { $0 != .skipped }
        .filter { mark in
          yours.contains { $0.values.contains(mark) }
            || theirs.contains { $0?.values.contains(mark) ?? false }
        }
      // A mark shown as its own word needs no key.
      let keyed = used.filter { symbol($0, level: level) != $0.word }
      if !keyed.isEmpty {
        text += TextLayout.wrapped(
          keyed.map { "\(symbol($0, level: level)) \($0.word)" }.joined(separator: ", "),
          width: legendWidth ?? width, first: "", rest: "")
      }
    }
    return text
  }

  /// A mark as a cell shows it at `level`: 0 words, 1 short words, 2 letters.
  private func symbol(_ mark: ViewMark, level: Int) -> String {
    switch mark {
    case .skipped: return ascii ? "." : "·"
    case .absent: return "-"
    case .recomputed(let cause):
      switch level {
      case 0: return cause.rawValue
      case 1: return mark.shortWord
      default: return mark.letter
      }
    }
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  private func cut(_ text: String, to width: Int) -> String {
    guard text.count > width else { return text }
    return String(text.prefix(width - 1)) + (ascii ? "~" : "…")
  }

  private func trimmed(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}

extension TreeDrawing {
  /// The student's tree of a graded scenario, then a column per change of
  /// the scenario; where the reference's row differs, both marks and the
  /// student's line.
  package func draw(_ result: ScenarioResult) -> String {
    guard let tree = result.tree else { return "" }
    var rows: [ChangeRow] = []
    var expected: [ChangeRow?] = []
    for comparison in result.comparisons {
      guard case .row(let row) = comparison.actual else { continue }
      rows.append(row)
      if case .row(let reference) = comparison.expected {
        expected.append(reference)
      } else {
        expected.append(nil)
      }
    }
    var lines: [String: Int] = [:]
    for (position, line) in result.viewLines.enumerated() where position < tree.nodes.count {
      lines[tree.nodes[position].name] = line
    }
    var drawing = ChangeDrawing(ascii: ascii, width: width - 8)
    drawing.legendWidth = width
    let grid = drawing.draw(tree, rows: rows, expected: expected, lines: lines)
    return draw(tree) + (grid.isEmpty ? "" : "\n" + grid)
  }
}
