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

  @Test("a name lowered byte by byte is what lowercased() makes of it")
  func loweredAsTheStandardLibraryLowers() {
    for name in Self.pool + ["MiXeD_123", "ÀÉÎ", "straße", "\u{1F600}Up"] {
      let lowered = Suggestion.lowered(name)
      #expect(lowered.text == name.lowercased())
      #expect(lowered.scalars == name.lowercased().unicodeScalars.map(\.value))
    }
  }
}
