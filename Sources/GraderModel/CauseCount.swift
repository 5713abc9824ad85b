/// How many recomputes each counted cause has, as a count prints them.
public struct CauseCount: Sendable, Hashable, Codable {
  /// The number of recomputes per counted cause, in ``Cause/counted`` order.
  public var tallies: [Int]

  /// Counts the recomputes of `recomputes` per counted cause.
  public init(_ recomputes: some Sequence<Recompute>) {
    tallies = Array(repeating: 0, count: Cause.counted.count)
    add(recomputes)
  }

  /// Counts the recomputes of `recomputes` too.
  public mutating func add(_ recomputes: some Sequence<Recompute>) {
    for recompute in recomputes {
      if let index = Cause.counted.firstIndex(of: recompute.cause) {
        tallies[index] += 1
      }
    }
  }

  /// The four printed lines, `local: N` to `environment: N`.
  public var lines: [String] {
    zip(Cause.counted, tallies).map { "\($0.rawValue): \($1)" }
  }
}
