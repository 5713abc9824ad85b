import Foundation
import GraderKit
import GraderModel
import GraderTestSupport
import Testing

/// The shipped scenarios against what running their sources showed
/// (`Oracle/observed`): no network, and no build of the reimplementation.
@Suite("The oracle's observed rows")
struct OracleTests {
  /// The scenarios `Oracle/README.md` names under "Differences", with a reason.
  static func explained() throws -> Set<String> {
    let readme = try fixture("Oracle/README.md")
    let section = try #require(readme.range(of: "\n## Differences\n"))
    var ids = Set<String>()
    for line in readme[section.upperBound...].split(separator: "\n") where line.hasPrefix("- ") {
      let entry = line.dropFirst(2)
      guard let colon = entry.firstIndex(of: ":"),
        entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces).count >= 10
      else { continue }
      ids.insert(String(entry[..<colon]))
    }
    return ids
  }

  @Test("each shipped scenario's recomputed views are the observed ones, or the oracle says why")
  func observed() throws {
    let explained = try Self.explained()
    #expect(!shippedCatalog.scenarios.isEmpty)
    for scenario in shippedCatalog.scenarios where !explained.contains(scenario.fullID) {
      let path = packageRoot.appendingPathComponent(
        "Oracle/observed/\(scenario.lesson)/\(scenario.id).rows"
      ).path
      guard FileManager.default.fileExists(atPath: path) else {
        Issue.record(
          "\(scenario.fullID) has no observed rows, and Oracle/README.md says nothing of it")
        continue
      }
      let observed = try fixture(path).split(separator: "\n").compactMap {
        ChangeRow(parsing: String($0))
      }
      let expected = scenario.expected.compactMap { output -> ChangeRow? in
        if case .row(let row) = output { return row }
        return nil
      }
      #expect(observed.map(\.label) == expected.map(\.label), "\(scenario.fullID)")
      for (seen, wanted) in zip(observed, expected) {
        #expect(
          Set(seen.recomputed.map(\.view)) == Set(wanted.recomputed.map(\.view)),
          "\(scenario.fullID) \(wanted.label): observed \(seen.recomputed.map(\.view)), expected \(wanted.recomputed.map(\.view))"
        )
      }
    }
  }

  @Test("the oracle's page names the reimplementation's commit and explains no scenario twice")
  func page() throws {
    let readme = try fixture("Oracle/README.md")
    #expect(readme.contains("ce1ab1d022395cb476f7e8965bd2bef9d1a26196"))
    let ids = try Self.explained()
    for id in ids { #expect(shippedCatalog.scenario(id) != nil, "\(id) names no shipped scenario") }
  }
}
