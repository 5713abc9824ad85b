import GraderModel

/// A printed row with the character ranges of its entries, so that a report
/// can mark the entries that differ.
///
/// Everything is built in one pass over the row: laying it out, marking it,
/// abbreviating it and drawing its carets cost time linear in its length.
struct MarkedRow {
  /// One piece of the row: separators and unmarked entries, or a marked entry.
  struct Piece {
    /// What a piece is.
    enum Kind { case text, entry, separator }
    var text: String
    var marked: Bool
    /// Entries and the separators between them may be left out by abbreviation.
    var kind: Kind
    /// Its length in characters.
    var count: Int
  }

  /// The row's pieces, in order.
  var pieces: [Piece]

  /// Lays out `row`, marking the recomputed entries and skipped names for
  /// which `isMarked` holds; `shown` turns each student-controlled name into
  /// its displayed form.
  init(
    _ row: ChangeRow, shown: (String) -> String,
    isMarked: (_ entry: String, _ position: Int, _ skipped: Bool) -> Bool
  ) {
    var pieces: [Piece] = []
    func add(_ text: String, marked: Bool = false, kind: Piece.Kind = .text) {
      pieces.append(Piece(text: text, marked: marked, kind: kind, count: text.count))
    }
    add("\(shown(row.label)): \(shown(row.key)) changed | recomputed ")
    if row.recomputed.isEmpty { add("none") }
    for (position, hit) in row.recomputed.enumerated() {
      if position > 0 { add(", ", kind: .separator) }
      let entry = "\(hit.view) \(hit.cause.rawValue)"
      add(
        "\(shown(hit.view)) \(hit.cause.rawValue)", marked: isMarked(entry, position, false),
        kind: .entry)
    }
    add(" | skipped ")
    if row.skipped.isEmpty { add("none") }
    for (position, name) in row.skipped.enumerated() {
      if position > 0 { add(",", kind: .separator) }
      add(shown(name), marked: isMarked(name, position, true), kind: .entry)
    }
    self.pieces = pieces
  }

  /// The row's text.
  var text: String { pieces.map(\.text).joined() }

  /// The row's length in characters.
  var count: Int { pieces.reduce(0) { $0 + $1.count } }

  /// The row cut to at most `width` characters: runs of unmarked entries far
  /// from any marked one become `…`, and what is still too wide is cut at
  /// the end with `…`.
  func abbreviated(to width: Int) -> MarkedRow {
    guard count > width else { return self }
    // Keep the marked entries and the entries right beside them; fold each
    // run of the others, with the separators between them, into one `…`.
    var keep = pieces.map { $0.kind != .entry || $0.marked }
    for (index, piece) in pieces.enumerated() where piece.marked {
      for neighbour in [index - 2, index + 2] where pieces.indices.contains(neighbour) {
        keep[neighbour] = true
      }
    }
    let ellipsis = Piece(text: "…", marked: false, kind: .entry, count: 1)
    var folded: [Piece] = []
    var separator: Piece?
    var folding = false
    for (index, piece) in pieces.enumerated() {
      switch piece.kind {
      case .text:
        folded.append(piece)
        folding = false
      case .separator:
        separator = piece
      case .entry:
        if keep[index] || !folding {
          if let separator { folded.append(separator) }
          folded.append(keep[index] ? piece : ellipsis)
          folding = !keep[index]
        }
        separator = nil
      }
    }
    var row = MarkedRow(pieces: folded)
    // The report names the change above the rows: its label and key may go.
    if row.count > width, let first = row.pieces.first, first.kind == .text,
      first.text.hasSuffix("| recomputed ")
    {
      row.pieces[0] = Piece(text: "… recomputed ", marked: false, kind: .text, count: 13)
    }
    if row.count > width {
      row = row.cut(to: width)
    }
    return row
  }

  private init(pieces: [Piece]) {
    self.pieces = pieces
  }

  /// The row cut at `width - 1` characters, followed by `…`.
  private func cut(to width: Int) -> MarkedRow {
    var kept: [Piece] = []
    var used = 0
    for piece in pieces {
      if used + piece.count <= width - 1 {
        kept.append(piece)
        used += piece.count
        continue
      }
      let room = max(0, width - 1 - used)
      let head = String(piece.text.prefix(room))
      if !head.isEmpty {
        kept.append(Piece(text: head, marked: piece.marked, kind: .text, count: room))
      }
      break
    }
    kept.append(Piece(text: "…", marked: false, kind: .text, count: 1))
    return MarkedRow(pieces: kept)
  }

  /// The line of carets under the marked entries, or `nil` when none is marked.
  var carets: String? {
    guard let last = pieces.lastIndex(where: \.marked) else { return nil }
    var line = ""
    for piece in pieces[...last] {
      line += String(repeating: piece.marked ? "^" : " ", count: piece.count)
    }
    return line
  }

  /// The text with the marked entries wrapped in `open` and `close`.
  func painted(open: String, close: String) -> String {
    pieces.map { $0.marked ? open + $0.text + close : $0.text }.joined()
  }

  /// The expected and actual rows, each marking what the other lacks, or
  /// what sits at another position when `exact`.
  static func pair(
    expected: ChangeRow, actual: ChangeRow, exact: Bool, shown: (String) -> String
  ) -> (MarkedRow, MarkedRow) {
    func marker(_ other: ChangeRow) -> (String, Int, Bool) -> Bool {
      let hits = other.recomputed.map { "\($0.view) \($0.cause.rawValue)" }
      let hitSet = Set(hits)
      let skippedSet = Set(other.skipped)
      return { entry, position, isSkipped in
        let list = isSkipped ? other.skipped : hits
        if !(isSkipped ? skippedSet : hitSet).contains(entry) { return true }
        return exact && (position >= list.count || list[position] != entry)
      }
    }
    return (
      MarkedRow(expected, shown: shown, isMarked: marker(actual)),
      MarkedRow(actual, shown: shown, isMarked: marker(expected))
    )
  }
}

/// How one view fares in a change, in yours and in the reference.
struct ViewDifference: Equatable {
  /// The view's name, as the model prints it.
  var view: String
  /// What happens to it in the student's row.
  var yours: String
  /// What happens to it in the reference's row.
  var reference: String

  /// The views whose fate differs between `expected` and `actual`, in the
  /// reference's order, then the student's extra views; with `exact`, also
  /// the views listed at another position.
  ///
  /// One pass over each row, with dictionaries: linear in the rows.
  static func between(expected: ChangeRow, actual: ChangeRow, exact: Bool) -> [ViewDifference] {
    func fates(_ row: ChangeRow) -> (order: [String], fate: [String: String]) {
      var order: [String] = []
      var fate: [String: String] = [:]
      for (position, hit) in row.recomputed.enumerated() where fate[hit.view] == nil {
        order.append(hit.view)
        fate[hit.view] =
          "recomputed (\(hit.cause.rawValue))" + (exact ? " \(ordinal(position + 1))" : "")
      }
      for (position, name) in row.skipped.enumerated() where fate[name] == nil {
        order.append(name)
        fate[name] = "skipped" + (exact ? " \(ordinal(position + 1))" : "")
      }
      return (order, fate)
    }
    let reference = fates(expected)
    let yours = fates(actual)
    var differences: [ViewDifference] = []
    for view in reference.order {
      let theirs = reference.fate[view]!
      let mine = yours.fate[view] ?? "not in your tree"
      if mine != theirs {
        differences.append(ViewDifference(view: view, yours: mine, reference: theirs))
      }
    }
    for view in yours.order where reference.fate[view] == nil {
      differences.append(
        ViewDifference(view: view, yours: yours.fate[view]!, reference: "not in the reference"))
    }
    return differences
  }

  /// `1st`, `2nd`, `3rd`, `4th`…
  static func ordinal(_ number: Int) -> String {
    let suffix =
      (11...13).contains(number % 100)
      ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
    return "\(number)\(suffix)"
  }
}
