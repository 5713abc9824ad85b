import Testing

@testable import GraderReaders

@Suite("Did-you-mean searches")
struct SuggestionTests {
  /// Names that differ by case, by a letter, by a swap, by length, by
  /// canonical equivalence (the Kelvin sign is a `K`) and not at all.
  static let pool = [
    "reads", "Reads", "READS", "raeds", "read", "reader", "takes", "Takes", "parent", "places",
    "Kelvin", "\u{212A}elvin", "kelvin", "é", "e\u{301}", "É", "x", "ab", "ba", "",
    "textScale", "TextScale", "textscale", "textSacle", "paneTextScale", "volume", "Volume",
  ]

  @Test("one pass over a list finds what the index over it finds")
  func onePassMatchesTheIndex() {
    // A fixed pseudo-random walk over lists of 0 to 40 names, repeats and
    // all, so that lists pass the sixteen names kept apart by a scan.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var compared = 0
    for _ in 0..<600 {
      let candidates = (0..<next(41)).map { _ in Self.pool[next(Self.pool.count)] }
      let name = Self.pool[next(Self.pool.count)]
      let index = SuggestionIndex(candidates, budget: SuggestionBudget(cells: .max))
      #expect(
        Suggestion.closest(to: name, among: candidates) == index.closest(to: name),
        "\(name) among \(candidates)")
      compared += 1
    }
    #expect(compared == 600)
  }

  @Test(
    "a name differing only in case is offered first, and a name is never offered for itself",
    arguments: [
      ("reads", ["reads", "Reads"], "Reads"), ("reads", ["READS", "Reads"], "READS"),
      ("reads", ["reads"], nil), ("reads", ["reads", "raeds"], "raeds"),
      ("textScale", ["textSacle", "TextScale"], "TextScale"),
    ] as [(String, [String], String?)])
  func caseFirst(name: String, candidates: [String], expected: String?) {
    #expect(Suggestion.closest(to: name, among: candidates) == expected)
  }

  @Test("the distance is that of the textbook table, edits and swaps of neighbours each one")
  func distanceAsTheTextbookTable() {
    // Optimal string alignment, written out as a full table: what the
    // search's three rows must agree with, the one-pass search and the index
    // both resting on them.
    func reference(_ a: [UInt32], _ b: [UInt32]) -> Int {
      var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
      for i in 0...a.count { table[i][0] = i }
      for j in 0...b.count { table[0][j] = j }
      for i in stride(from: 1, through: a.count, by: 1) {
        for j in stride(from: 1, through: b.count, by: 1) {
          table[i][j] = min(
            table[i - 1][j] + 1, table[i][j - 1] + 1,
            table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
          }
        }
      }
      return table[a.count][b.count]
    }
    let names = Self.pool + ["abcd", "badc", "acbd", "ca", "abc", "cab", "tesxtScale"]
    for first in names {
      for second in names {
        let (a, b) = (Suggestion.lowered(first).scalars, Suggestion.lowered(second).scalars)
        let expected = reference(a, b)
        #expect(Suggestion.editDistance(a, b, limit: 100) == expected, "\(first) → \(second)")
        // Under a tighter limit: the distance when within it, more than it otherwise.
        let bounded = Suggestion.editDistance(a, b, limit: 1)
        #expect(expected <= 1 ? bounded == expected : bounded > 1, "\(first) → \(second)")
      }
    }
  }

  @Test("a name lowered byte by byte is what lowercased() makes of it")
  func loweredAsTheStandardLibraryLowers() {
    for name in Self.pool + ["MiXeD_123", "ÀÉÎ", "straße", "\u{1F600}Up"] {
      let lowered = Suggestion.lowered(name)
      #expect(lowered.text == name.lowercased())
      #expect(lowered.scalars == name.lowercased().unicodeScalars.map(\.value))
    }
  }
}
