import Foundation
import GraderKit
import GraderWorkloads

/// What a search costs against a digest release of the shipped course: each
/// scenario's expected outputs recovered from its digests alone, by trying
/// rows over the views its source declares, timed in CPU.
func benchmarkDigestSearch() {
  let catalog = LessonCatalog.load(from: "Lessons")
  precondition(!catalog.isBroken, "run grader-bench from the package root")
  let full = catalog.released()
  var rows: [(id: String, views: Int, outputs: Int, tried: Int, seconds: Double)] = []
  var total = 0.0
  var candidates = 0
  for scenario in catalog.withoutAnswers().scenarios {
    let names = DigestSearch.viewNames(inSource: scenario.source)
    let (outcome, cost) = measure { DigestSearch().recover(scenario, names: names) }
    precondition(
      outcome.complete
        && outcome.outputs.compactMap { $0 } == full.scenario(scenario.fullID)?.expected,
      "\(scenario.fullID): the search did not recover its outputs")
    rows.append(
      (scenario.fullID, names.count, outcome.outputs.count, outcome.tried, cost.cpuSeconds))
    total += cost.cpuSeconds
    candidates += outcome.tried
  }
  func line(
    _ what: String, _ row: (id: String, views: Int, outputs: Int, tried: Int, seconds: Double)
  ) {
    print(
      "| recover the expected outputs of a digest release, \(what): \(row.id) | \(row.views) views, \(row.outputs) outputs, \(row.tried) candidates | \(format(row.seconds)) CPU | |"
    )
  }
  let ordered = rows.sorted { ($0.views, $0.tried) < ($1.views, $1.tried) }
  line("the smallest scenario", ordered.first!)
  line("the largest scenario", ordered.last!)
  print(
    "| recover every expected output of the course's digest release | \(rows.count) scenarios, \(rows.reduce(0) { $0 + $1.outputs }) outputs, \(candidates) candidates | \(format(total)) CPU | |"
  )
}
