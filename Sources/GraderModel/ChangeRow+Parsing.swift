extension ChangeRow {
  /// Parses a printed row, the inverse of ``description``.
  ///
  /// - Parameter text: A row such as
  ///   `scale-changed: textScale changed | recomputed A environment | skipped B,C`.
  /// - Returns: The row, or `nil` when `text` is not in the row's layout.
  public init?(parsing text: String) {
    let parts = text.split(separator: " | ", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].hasSuffix(" changed"),
      parts[1].hasPrefix("recomputed "), parts[2].hasPrefix("skipped "),
      let colon = parts[0].ranges(of: ": ").last
    else { return nil }
    let label = String(parts[0][..<colon.lowerBound])
    let key = String(parts[0][colon.upperBound...].dropLast(" changed".count))
    let hits = String(parts[1].dropFirst("recomputed ".count))
    let rest = String(parts[2].dropFirst("skipped ".count))
    var recomputed: [Recompute] = []
    if hits != "none" {
      for entry in hits.split(separator: ", ", omittingEmptySubsequences: false) {
        guard let space = entry.lastIndex(of: " "),
          let cause = Cause(rawValue: String(entry[entry.index(after: space)...]))
        else { return nil }
        recomputed.append(Recompute(view: String(entry[..<space]), cause: cause))
      }
    }
    let skipped =
      rest == "none"
      ? [] : rest.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard !label.isEmpty, !key.isEmpty else { return nil }
    self.init(label: label, key: key, recomputed: recomputed, skipped: skipped)
  }
}

extension CauseCount {
  /// Parses the four printed lines of a count, the inverse of ``lines``.
  ///
  /// - Returns: The count, or `nil` when the lines are not `local: N`,
  ///   `parent: N`, `observed: N` and `environment: N`, in that order.
  public init?(parsing lines: [String]) {
    guard lines.count == Cause.counted.count else { return nil }
    var tallies: [Int] = []
    for (line, cause) in zip(lines, Cause.counted) {
      let prefix = cause.rawValue + ": "
      guard line.hasPrefix(prefix), let number = Int(line.dropFirst(prefix.count)), number >= 0
      else { return nil }
      tallies.append(number)
    }
    self.init([])
    self.tallies = tallies
  }
}
