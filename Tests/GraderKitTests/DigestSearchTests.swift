import GraderKit
import GraderModel
import GraderTestSupport
import GraderWorkloads
import Testing

@Suite("What a digest release withstands")
struct DigestSearchTests {
  @Test(
    "a search over the views the source declares recovers every expected output of a digest release",
    arguments: [
      "01-local-state/state-written-but-not-read", "04-environment-values/reader-deep-in-the-tree",
    ])
  func recovers(id: String) throws {
    let full = try #require(courseCatalog.scenario(id))
    let released = try #require(courseCatalog.withoutAnswers().scenario(id))
    #expect(!released.hasRows, "the release keeps only digests")
    let names = DigestSearch.viewNames(inSource: released.source)
    #expect(Set(names) == Set(full.referenceViewNames ?? []), "the source names every view")
    let outcome = DigestSearch().recover(released, names: names)
    #expect(outcome.complete)
    #expect(outcome.outputs.compactMap { $0 } == full.expected)
    #expect(outcome.tried > 0)
    let rows = (0..<names.count).reduce(1) { product, _ in product * 7 }
    #expect(outcome.tried <= full.expected.count * rows)
  }
}
