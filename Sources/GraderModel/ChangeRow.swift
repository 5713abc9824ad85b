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
    let hits =
      recomputed.isEmpty
      ? "none" : recomputed.map { "\($0.view) \($0.cause.rawValue)" }.joined(separator: ", ")
    let rest = skipped.isEmpty ? "none" : skipped.joined(separator: ",")
    return "\(label): \(key) changed | recomputed \(hits) | skipped \(rest)"
  }
}
