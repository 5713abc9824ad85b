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
