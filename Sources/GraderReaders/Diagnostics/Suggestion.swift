/// Finds the name a user most likely meant, for "did you mean" notes.
public enum Suggestion {
  /// The candidate closest to `name`, if one is close enough to be a likely typo.
  ///
  /// A candidate is close enough when it differs only in case, or when its edit
  /// distance, counted in Unicode scalars, is at most a third of the longer
  /// name (and at least one).
  ///
  /// - Parameters:
  ///   - name: What the user wrote.
  ///   - candidates: The names that exist.
  /// - Returns: The best candidate, the first in `candidates` on a tie.
  public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
    // One pass, finding what ``SuggestionIndex`` finds: a list looked
    // through once needs no index. Positions only grow, so the first of the
    // closest is the one kept. The names are gathered into an array first: a
    // loop over the generic sequence would look its iterator's type up at
    // run time, which costs more on its first use than a whole search.
    let candidates = Array(candidates)
    let target = lowered(name)
    var seen: [String] = []
    var seenSet = Set<String>()
    var sameFormPick: String?
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      if seenSet.isEmpty && seen.count < 16 {
        if seen.contains(candidate) { continue }
        seen.append(candidate)
        if seen.count == 16 { seenSet = Set(seen) }
      } else if !seenSet.insert(candidate).inserted {
        continue
      }
      let form = lowered(candidate)
      // Differing only in case: the first such name, `name` itself aside.
      if sameFormPick == nil, form.text == target.text, candidate != name {
        sameFormPick = candidate
      }
      let length = form.scalars.count
      let limit = editLimit(target.scalars.count, length)
      guard abs(length - target.scalars.count) <= limit, candidate != name else { continue }
      let distance = editDistance(target.scalars, form.scalars, limit: limit)
      if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return sameFormPick ?? best?.name
  }

  /// The most edits two names of `a` and `b` scalars may differ by and still
  /// be a likely typo: a third of the longer, and at least one.
  static func editLimit(_ a: Int, _ b: Int) -> Int {
    max(1, max(a, b) / 3)
  }

  /// `name` lowercased, as `lowercased()` makes it, and its Unicode scalars,
  /// which distances count: worked out byte by byte for a name of plain ASCII.
  static func lowered(_ name: String) -> (text: String, scalars: [UInt32]) {
    var ascii = true
    var upper = false
    for byte in name.utf8 {
      if byte >= 0x80 {
        ascii = false
        break
      }
      if byte &- 0x41 < 26 { upper = true }
    }
    guard ascii else {
      let text = name.lowercased()
      return (text, text.unicodeScalars.map(\.value))
    }
    let bytes = name.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
    return (upper ? String(decoding: bytes, as: UTF8.self) : name, bytes.map(UInt32.init))
  }

  /// The distance between `a` and `b` in edits of one scalar (insert, delete,
  /// replace) or swaps of two neighbours, the commonest typo (`raeds` for
  /// `reads`), each swap counted once; when it exceeds `limit`, some number
  /// above `limit` (`limit + 1` once a whole row of the table passes it).
  static func editDistance(_ a: [UInt32], _ b: [UInt32], limit: Int) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let width = b.count + 1
    // Three rows in one allocation, on the stack when small: the row two
    // back, the one before and the current one, which take turns.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
      rows.initialize(repeating: 0)
      var twoBack = 0
      var previous = width
      var current = 2 * width
      for j in 0..<width { rows[previous + j] = j }
      for i in 1...a.count {
        rows[current] = i
        var rowMinimum = i
        for j in 1...b.count {
          var value = min(
            rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), rows[previous + j] + 1,
            rows[current + j - 1] + 1)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = min(value, rows[twoBack + j - 2] + 1)
          }
          rows[current + j] = value
          rowMinimum = min(rowMinimum, value)
        }
        // A swap reaches back two rows, but never below the row between:
        // the rows' minimums still only grow.
        if rowMinimum > limit { return limit + 1 }
        (twoBack, previous, current) = (previous, current, twoBack)
      }
      return rows[previous + b.count]
    }
  }
}

/// How much comparing a file's readers may spend on did-you-mean searches,
/// in cells of the edit-distance table, shared by every search in the file.
///
/// A file crafted with thousands of near-miss names would otherwise cost
/// time quadratic in its size; once the budget is spent, searches find
/// nothing, so such a file gets fewer suggestions rather than a slower read.
final class SuggestionBudget {
  /// The cells left.
  private(set) var cells: Int

  /// A budget of `cells`.
  init(cells: Int) {
    self.cells = cells
  }

  /// The budget for a file of `size` bytes: generous for any hand-written
  /// file, and linear in the size.
  convenience init(fileSize size: Int) {
    self.init(cells: 4_000_000 + 32 * size)
  }

  /// Takes `amount` cells, or returns `false` when fewer are left.
  func spend(_ amount: Int) -> Bool {
    guard cells >= amount else {
      cells = 0
      return false
    }
    cells -= amount
    return true
  }
}

/// The names a did-you-mean search looks among, grouped once, on the first
/// search, so that each search compares only names of a length that could
/// be close, and a file that needs no search builds nothing.
final class SuggestionIndex {
  private struct Candidate {
    var name: String
    var lowered: [UInt32]
    var position: Int
  }

  private struct Groups {
    /// Candidates by the length of their lowercased form.
    var byLength: [Int: [Candidate]] = [:]
    /// The lengths of `byLength`, in increasing order, so that searches are deterministic.
    var lengths: [Int] = []
    /// The first two distinct candidates for each lowercased form, in order.
    var byLowered: [String: [Candidate]] = [:]
  }

  private var candidates: [String]
  /// What makes `candidates`, when asked for on the first search.
  private var making: (() -> [String])?
  private var built: Groups?
  private let budget: SuggestionBudget

  /// An index of `candidates`; each keeps its position in the sequence for ties.
  init(_ candidates: some Sequence<String>, budget: SuggestionBudget) {
    self.candidates = Array(candidates)
    self.budget = budget
  }

  /// An index of the names `candidates` makes, made on the first search:
  /// most files need none, and then never list or sort their names.
  init(making candidates: @escaping () -> [String], budget: SuggestionBudget) {
    self.candidates = []
    self.making = candidates
    self.budget = budget
  }

  private func groups() -> Groups {
    if let built { return built }
    if let making {
      candidates = making()
      self.making = nil
    }
    var groups = Groups()
    var seen = Set<String>()
    for (position, name) in candidates.enumerated() where seen.insert(name).inserted {
      let (lowered, scalars) = Suggestion.lowered(name)
      let candidate = Candidate(name: name, lowered: scalars, position: position)
      groups.byLength[candidate.lowered.count, default: []].append(candidate)
      if groups.byLowered[lowered, default: []].count < 2 {
        groups.byLowered[lowered, default: []].append(candidate)
      }
    }
    groups.lengths = groups.byLength.keys.sorted()
    built = groups
    candidates = []
    return groups
  }

  /// The candidate closest to `name`, as ``Suggestion/closest(to:among:)``
  /// finds it, among those at a position below `visible`.
  func closest(to name: String, visible: Int = .max) -> String? {
    let groups = groups()
    let (lowered, target) = Suggestion.lowered(name)
    if let same = groups.byLowered[lowered]?.first(where: { $0.name != name }),
      same.position < visible
    {
      return same.name
    }
    var best: (candidate: Candidate, distance: Int)?
    for length in groups.lengths {
      let limit = Suggestion.editLimit(target.count, length)
      guard abs(length - target.count) <= limit else { continue }
      for candidate in groups.byLength[length]!
      where candidate.position < visible && candidate.name != name {
        guard budget.spend(1 + target.count * length) else { return nil }
        let distance = Suggestion.editDistance(target, candidate.lowered, limit: limit)
        guard distance <= limit else { continue }
        if let current = best,
          (current.distance, current.candidate.position) < (distance, candidate.position)
        {
          continue
        }
        best = (candidate, distance)
      }
    }
    return best?.candidate.name
  }
}

/// A list of names that only grows, such as a file's bindings as they are
/// declared, with a did-you-mean index over it built once, when first asked.
///
/// A search may look among only the names declared so far: the first
/// `visible` of the list.
final class NameList {
  private var names: [String]
  private let budget: SuggestionBudget
  private var built: SuggestionIndex?

  /// A list that starts with `names`, searched within `budget`.
  init(_ names: [String], budget: SuggestionBudget) {
    self.names = names
    self.budget = budget
  }

  /// How many names the list holds.
  var count: Int { names.count }

  /// Adds `name` at the end.
  func append(_ name: String) {
    names.append(name)
    built = nil
  }

  /// The index over every name in the list.
  var index: SuggestionIndex {
    if let built { return built }
    let index = SuggestionIndex(names, budget: budget)
    built = index
    return index
  }
}
