/// Finds the name a user most likely meant, for "did you mean" notes.
public enum Suggestion {
  /// The candidate closest to `name`, if one is close enough to be a likely typo.
  ///
  /// A candidate is close enough when it differs only in case, or when its edit
  /// distance is at most a third of the longer name (and at least one).
  ///
  /// - Parameters:
  ///   - name: What the user wrote.
  ///   - candidates: The names that exist.
  /// - Returns: The best candidate, the first in `candidates` on a tie.
  public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
    let target = Array(name.lowercased())
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let other = Array(candidate.lowercased())
      let limit = max(1, max(target.count, other.count) / 3)
      guard abs(other.count - target.count) <= limit else { continue }
      let distance = editDistance(target, other, limit: limit)
      if distance <= limit, best.map({ distance < $0.distance }) ?? true {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Levenshtein distance between `a` and `b`, or `limit + 1` when it exceeds `limit`.
  static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
