import GraderModel
import Testing

@Suite("A printed row read back")
struct ChangeRowParsingTests {
  @Test("every row the model prints reads back as the same row, names of any script included")
  func roundTrip() throws {
    let rows = [
      ChangeRow(
        label: "scale-changed", key: "textScale",
        recomputed: [
          Recompute(view: "ParagraphView", cause: .environment),
          Recompute(view: "Légende", cause: .environment),
        ], skipped: ["ReaderScreen", "ArticleView"]),
      ChangeRow(label: "a: b", key: "k", recomputed: [], skipped: []),
      ChangeRow(
        label: "t", key: "count", recomputed: [Recompute(view: "画面", cause: .local)],
        skipped: ["Ω"]),
    ]
    for row in rows {
      #expect(ChangeRow(parsing: row.description) == row, "\(row.description)")
    }
  }

  @Test("two outputs print the same bytes only when every name is the same bytes")
  func sameBytes() {
    func row(_ view: String, _ skipped: [String] = ["Side"]) -> Output {
      .row(
        ChangeRow(
          label: "l", key: "k", recomputed: [Recompute(view: view, cause: .local)],
          skipped: skipped))
    }
    let composed = row("Caf\u{E9}")
    let decomposed = row("Cafe\u{301}")
    // Equal to Swift, which compares names as text, but printed otherwise.
    #expect(composed == decomposed)
    #expect(Array(composed.lines[0].utf8) != Array(decomposed.lines[0].utf8))
    #expect(!composed.printsSameBytes(as: decomposed))
    #expect(composed.printsSameBytes(as: row("Caf\u{E9}")))
    #expect(!composed.printsSameBytes(as: row("Caf\u{E9}", [])))
    #expect(!composed.printsSameBytes(as: row("Caf\u{E9}", ["Sid\u{E9}"])))
    let count = Output.count(CauseCount([Recompute(view: "V", cause: .local)]))
    #expect(count.printsSameBytes(as: count))
    #expect(!count.printsSameBytes(as: .count(CauseCount([]))))
    #expect(!count.printsSameBytes(as: composed))
  }

  @Test(
    "a line out of the row's layout is no row",
    arguments: [
      "", "x changed | recomputed none", ": k changed | recomputed none | skipped none",
      "l: changed | recomputed none | skipped none", "l: k changed | recomputed V | skipped none",
      "l: k changed | recomputed V nowhere | skipped none", "l: k | recomputed none | skipped none",
      "l: k changed | recomputed none | skipped none | more",
    ])
  func notARow(line: String) {
    #expect(ChangeRow(parsing: line) == nil)
  }
}
