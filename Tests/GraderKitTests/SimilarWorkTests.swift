import GraderReaders
import GraderWorkloads
import Testing

@testable import GraderKit

@Suite("Similar work: copies found however disguised, only where few wrote alike")
struct SimilarWorkTests {
  func shape(_ text: String, _ format: DescriptionFormat = .tree) -> UInt64 {
    SubmissionShape.fingerprint(Array(text.utf8), format: format)
  }

  @Test("a shape ignores comments, whitespace, indentation's width and the order of lines")
  func disguises() {
    let original = "key a state Root\nkey b environment\nRoot\n  Left reads a\n  Right reads b\n"
    let disguised =
      "# mine\nkey b   environment\nkey a state Root // owner\nRoot\n    Right reads b\n    Left reads a\n"
    #expect(shape(original) == shape(disguised))
    // A view moved under another parent is another shape.
    #expect(
      shape(original)
        != shape("key a state Root\nkey b environment\nRoot\n  Left reads a\n    Right reads b\n"))
    #expect(shape(original) != shape(original + "  Third\n"))
    let swift = "struct A: View {\n  var body: some View { B() }\n}\n"
    #expect(
      shape(swift, .swift)
        == shape("/* a */\nstruct A: View {\n    var body: some View { B() } // b\n}\n", .swift))
  }

  @Test("pairs come from shapes few students share, most alike first")
  func pairs() {
    var work = SimilarWork()
    // Eight students write the class's shape in scenarios 0 and 1; students 2
    // and 5 share three unusual ones, and 3 and 4 share one of their two.
    for student in 0..<8 {
      var shapes: [(scenario: Int, shape: UInt64)] = [(0, 1), (1, 2)]
      switch student {
      case 2, 5: shapes += [(2, 10), (3, 11), (4, 12)]
      case 3: shapes += [(2, 20), (3, 21)]
      case 4: shapes += [(2, 20), (3, 22)]
      default: break
      }
      work.add(shapes)
    }
    #expect(work.pairs == [SimilarWork.Pair(first: 2, second: 5, shared: 3, either: 3)])
    // Too small a class says nothing.
    var small = SimilarWork()
    for _ in 0..<4 { small.add([(0, 7), (1, 8)]) }
    #expect(small.pairs.isEmpty)
  }

  @Test("working out the pairs is linear in the submissions")
  func linear() {
    func cost(_ count: Int) -> Double {
      var work = SimilarWork()
      for student in 0..<count {
        // Groups of three alike, and one shape the whole class shares.
        work.add([(0, 1), (1, UInt64(student / 3)), (2, UInt64(student / 3)), (3, UInt64(student))])
      }
      return (0..<3).map { _ in threadSeconds { _ = work.pairs } }.min()!
    }
    _ = cost(1_000)
    let ratio = growth(from: 5_000, to: 20_000, limit: 8, runs: 1, measure: cost)
    #expect(ratio < 8, "4x the size took \(ratio)x the time")
  }
}
