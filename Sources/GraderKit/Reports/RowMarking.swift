import GraderModel

/// A printed row with the character ranges of its entries, so that a report
/// can mark the entries that differ.
struct MarkedRow {
  /// The row's text, as the model prints it.
  var text: String
  /// The offsets, in characters, of each marked entry.
  var marks: [Range<Int>]

  /// Lays out `row`, marking the recomputed entries and skipped names for which `isMarked` holds.
  init(_ row: ChangeRow, isMarked: (_ entry: String, _ position: Int, _ skipped: Bool) -> Bool) {
    var text = "\(row.label): \(row.key) changed | recomputed "
    var marks: [Range<Int>] = []
    func append(_ entry: String, marked: Bool) {
      let start = text.count
      text += entry
      if marked { marks.append(start..<text.count) }
    }
    if row.recomputed.isEmpty { text += "none" }
    for (position, hit) in row.recomputed.enumerated() {
      if position > 0 { text += ", " }
      let entry = "\(hit.view) \(hit.cause.rawValue)"
      append(entry, marked: isMarked(entry, position, false))
    }
    text += " | skipped "
    if row.skipped.isEmpty { text += "none" }
    for (position, name) in row.skipped.enumerated() {
      if position > 0 { text += "," }
      append(name, marked: isMarked(name, position, true))
    }
    self.text = text
    self.marks = marks
  }

  /// The line of carets under the marked entries, or `nil` when none is marked.
  var carets: String? {
    guard let last = marks.last else { return nil }
    var line = Array(repeating: Character(" "), count: last.upperBound)
    for mark in marks { for index in mark { line[index] = "^" } }
    return String(line)
  }

  /// The text with the marked entries wrapped in `open` and `close`.
  func painted(open: String, close: String) -> String {
    var result = ""
    var characters = Array(text)
    var position = 0
    for mark in marks {
      result += String(characters[position..<mark.lowerBound])
      result += open + String(characters[mark]) + close
      position = mark.upperBound
    }
    result += String(characters[position...])
    characters = []
    return result
  }

  /// The expected and actual rows, each marking what the other lacks, or
  /// what sits at another position when `exact`.
  static func pair(expected: ChangeRow, actual: ChangeRow, exact: Bool) -> (MarkedRow, MarkedRow) {
    func entries(_ row: ChangeRow) -> (hits: [String], skipped: [String]) {
      (row.recomputed.map { "\($0.view) \($0.cause.rawValue)" }, row.skipped)
    }
    let left = entries(expected)
    let right = entries(actual)
    func marker(
      _ mine: (hits: [String], skipped: [String]), _ other: (hits: [String], skipped: [String])
    )
      -> (String, Int, Bool) -> Bool
    {
      let hits = Set(other.hits)
      let skipped = Set(other.skipped)
      return { entry, position, isSkipped in
        let list = isSkipped ? other.skipped : other.hits
        if !(isSkipped ? skipped : hits).contains(entry) { return true }
        return exact && (position >= list.count || list[position] != entry)
      }
    }
    return (
      MarkedRow(expected, isMarked: marker(left, right)),
      MarkedRow(actual, isMarked: marker(right, left))
    )
  }
}
