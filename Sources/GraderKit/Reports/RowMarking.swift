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

  /// Lays out `row`, marking the recomputed entries for which `isMarkedHit`
  /// holds and the skipped names for which `isMarkedSkip` holds, each given
  /// with its position; `shown` turns each student-controlled name into its
  /// displayed form.
  init(
    _ row: ChangeRow, shown: (String) -> String, isMarkedHit: (Recompute, Int) -> Bool,
    isMarkedSkip: (String, Int) -> Bool
  ) {
    var pieces: [Piece] = []
    pieces.reserveCapacity(4 + 2 * (row.recomputed.count + row.skipped.count))
    func add(_ text: String, marked: Bool = false, kind: Piece.Kind = .text) {
      pieces.append(Piece(text: text, marked: marked, kind: kind, count: TextLayout.length(text)))
    }
    add("\(shown(row.label)): \(shown(row.key)) changed | recomputed ")
    if row.recomputed.isEmpty { add("none") }
    for (position, hit) in row.recomputed.enumerated() {
      if position > 0 { add(", ", kind: .separator) }
      add(
        shown(hit.view) + " " + hit.cause.rawValue, marked: isMarkedHit(hit, position),
        kind: .entry)
    }
    add(" | skipped ")
    if row.skipped.isEmpty { add("none") }
    for (position, name) in row.skipped.enumerated() {
      if position > 0 { add(",", kind: .separator) }
      add(shown(name), marked: isMarkedSkip(name, position), kind: .entry)
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
  ///
  /// One pass, which stops once it holds more than a line can show.
  func abbreviated(to width: Int) -> MarkedRow {
    guard count > width else { return self }
    // Keep the marked entries and, when there is room, the entries right
    // beside them; fold each run of the others, with the separators between
    // them, into one `…`.
    var row = folded(to: width, neighbors: true)
    if row.count > width { row = folded(to: width, neighbors: false) }
    if row.count > width {
      // Still too wide: start the row at its first marked entry, so that
      // what differs is what shows.
      if let first = row.pieces.firstIndex(where: \.marked),
        row.pieces[..<first].reduce(0, { $0 + $1.count }) > width / 2
      {
        let lead = Piece(text: "…", marked: false, kind: .text, count: 1)
        row = MarkedRow(pieces: [lead] + row.pieces[first...])
      }
      if row.count > width { row = row.cut(to: width) }
    }
    return row
  }

  /// The row with each run of unmarked entries folded into `…` (keeping the
  /// entries beside marked ones when `neighbors`), and the change's label
  /// and key shortened, since the report names them above the rows.
  private func folded(to width: Int, neighbors: Bool) -> MarkedRow {
    func kept(_ index: Int) -> Bool {
      let piece = pieces[index]
      if piece.kind != .entry || piece.marked { return true }
      guard neighbors else { return false }
      return (index >= 2 && pieces[index - 2].marked)
        || (index + 2 < pieces.count && pieces[index + 2].marked)
    }
    let ellipsis = Piece(text: "…", marked: false, kind: .entry, count: 1)
    var folded: [Piece] = []
    var separator: Piece?
    var folding = false
    for index in pieces.indices {
      let piece = pieces[index]
      switch piece.kind {
      case .text:
        folded.append(piece)
        folding = false
      case .separator:
        separator = piece
      case .entry:
        let keep = kept(index)
        if keep || !folding {
          if let separator { folded.append(separator) }
          folded.append(keep ? piece : ellipsis)
          folding = !keep
        }
        separator = nil
      }
    }
    var row = MarkedRow(pieces: folded)
    if row.count > width, let first = row.pieces.first, first.kind == .text,
      first.text.hasSuffix("| recomputed ")
    {
      row.pieces[0] = Piece(text: "… recomputed ", marked: false, kind: .text, count: 13)
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
    var line: [UInt8] = []
    line.reserveCapacity(pieces[...last].reduce(0) { $0 + $1.count })
    for piece in pieces[...last] {
      line.append(contentsOf: repeatElement(piece.marked ? 0x5E : 0x20, count: piece.count))
    }
    return String(decoding: line, as: UTF8.self)
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
    // An entry is marked when the other row's list lacks it, or, when
    // exact, has another entry at its position.
    func marker<Entry: Hashable>(_ other: [Entry]) -> (Entry, Int) -> Bool {
      // A row's few entries are looked through; only a long list is hashed.
      let present = other.count > 8 ? Set(other) : nil
      return { entry, position in
        !(present?.contains(entry) ?? other.contains(entry))
          || exact && (position >= other.count || other[position] != entry)
      }
    }
    func row(_ row: ChangeRow, against other: ChangeRow) -> MarkedRow {
      MarkedRow(
        row, shown: shown, isMarkedHit: marker(other.recomputed),
        isMarkedSkip: marker(other.skipped))
    }
    return (row(expected, against: actual), row(actual, against: expected))
  }
}

/// How one view fares in a change, in yours and in the reference.
struct ViewDifference: Equatable {
  /// What a change does to a view: recomputes it through a cause, or skips
  /// it, at a position of its list (shown with exact comparison).
  struct Fate: Equatable {
    var cause: Cause?
    var position: Int

    /// `recomputed (local)`, `skipped`, with ` 2nd` and so on when `exact`.
    func text(exact: Bool) -> String {
      (cause.map { "recomputed (\($0.rawValue))" } ?? "skipped")
        + (exact ? " \(ViewDifference.ordinal(position + 1))" : "")
    }
  }

  /// The view's name, as the model prints it.
  var view: String
  /// What happens to it in the student's row; `nil` when it is not in the student's tree.
  var yours: Fate?
  /// What happens to it in the reference's row; `nil` when it is not in the reference.
  var reference: Fate?

  /// The student's fate, as the report says it.
  func yoursText(exact: Bool) -> String { yours?.text(exact: exact) ?? "not in your tree" }

  /// The reference's fate, as the report says it.
  func referenceText(exact: Bool) -> String {
    reference?.text(exact: exact) ?? "not in the reference"
  }

  /// The first `limit` views whose fate differs between `expected` and
  /// `actual`, in the reference's order, then the student's extra views,
  /// and how many differ in all; with `exact`, the views listed at another
  /// position differ too.
  ///
  /// One pass over each row, keeping only the reference's views and the
  /// ones shown: linear time, and memory bounded by the reference's row.
  static func between(
    expected: ChangeRow, actual: ChangeRow, exact: Bool, limit: Int = .max
  ) -> (shown: [ViewDifference], count: Int) {
    func walk(_ row: ChangeRow, _ visit: (String, Fate) -> Void) {
      for (position, hit) in row.recomputed.enumerated() {
        visit(hit.view, Fate(cause: hit.cause, position: exact ? position : 0))
      }
      for (position, name) in row.skipped.enumerated() {
        visit(name, Fate(cause: nil, position: exact ? position : 0))
      }
    }
    // The reference's views by position, each looked up once by name.
    var position: [String: Int] = [:]
    position.reserveCapacity(expected.recomputed.count + expected.skipped.count)
    var order: [String] = []
    var reference: [Fate] = []
    walk(expected) { view, fate in
      if position[view] == nil {
        position[view] = order.count
        order.append(view)
        reference.append(fate)
      }
    }
    var yours = [Fate?](repeating: nil, count: order.count)
    var extras: [ViewDifference] = []
    var extraCount = 0
    walk(actual) { view, fate in
      if let index = position[view] {
        if yours[index] == nil { yours[index] = fate }
      } else {
        extraCount += 1
        if extras.count < limit {
          extras.append(ViewDifference(view: view, yours: fate, reference: nil))
        }
      }
    }
    var shown: [ViewDifference] = []
    var count = extraCount
    for index in order.indices where yours[index] != reference[index] {
      count += 1
      if shown.count < limit {
        shown.append(
          ViewDifference(view: order[index], yours: yours[index], reference: reference[index]))
      }
    }
    shown += extras.prefix(limit - shown.count)
    return (shown, count)
  }

  /// `1st`, `2nd`, `3rd`, `4th`…
  static func ordinal(_ number: Int) -> String {
    let suffix =
      (11...13).contains(number % 100)
      ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
    return "\(number)\(suffix)"
  }
}
