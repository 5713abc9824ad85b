/// The row a change prints: which views it recomputed and which it skipped.
///
/// Its description is the lesson's row, byte for byte:
/// `LABEL: KEY changed | recomputed V1 cause, V2 cause | skipped A,B,C`.
public struct ChangeRow: Sendable, Hashable, Codable {
  /// The change's label.
  public var label: String
  /// The key that changed.
  public var key: String
  /// The recomputed views, in the tree's order.
  public var recomputed: [Recompute]
  /// The skipped views, in the tree's order.
  public var skipped: [String]

  /// Creates a row.
  public init(label: String, key: String, recomputed: [Recompute], skipped: [String]) {
    self.label = label
    self.key = key
    self.recomputed = recomputed
    self.skipped = skipped
  }
}

extension ChangeRow: CustomStringConvertible {
  /// The printed row.
  public var description: String {
    // Appended piece by piece into one buffer: rows are printed for every
    // output of every student, so this is on the grader's hottest path.
    var text = TextBuffer(
      capacity: label.utf8.count + key.utf8.count + 40 + recomputed.count * 24 + skipped.count
        * 16)
    text.append(label)
    text.append(": ")
    text.append(key)
    text.append(" changed | recomputed ")
    if recomputed.isEmpty { text.append("none") }
    for (index, hit) in recomputed.enumerated() {
      if index > 0 { text.append(", ") }
      text.append(hit.view)
      text.append(" ")
      text.append(hit.cause.rawValue)
    }
    text.append(" | skipped ")
    if skipped.isEmpty { text.append("none") }
    for (index, name) in skipped.enumerated() {
      if index > 0 { text.append(",") }
      text.append(name)
    }
    return text.text
  }
}
