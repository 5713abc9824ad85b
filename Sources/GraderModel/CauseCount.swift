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
    // As many lines as there are both causes and tallies, as `zip` pairs them.
    let count = min(tallies.count, Cause.counted.count)
    var lines: [String] = []
    lines.reserveCapacity(count)
    for index in 0..<count {
      let tally = tallies[index]
      if (0..<Self.commonLines[index].count).contains(tally) {
        lines.append(Self.commonLines[index][tally])
      } else {
        lines.append(String(concatenating: Cause.counted[index].rawValue, ": ", String(tally)))
      }
    }
    return lines
  }

  /// Each cause's line for the tallies a screen usually has, made once:
  /// every output of every student prints four.
  private static let commonLines: [[String]] = Cause.counted.map { cause in
    (0..<32).map { "\(cause.rawValue): \($0)" }
  }
}
