import Foundation
import GraderKit

/// The hostile cases an audit measured, each at the size it was found at:
/// what the model, the budget, the pages and the reports cost for them now.
func benchmarkHostileCases() throws {
  let catalog = LessonCatalog.load(from: "Lessons")
  guard let scenario = catalog.scenarios.first else {
    print("| hostile cases | skipped: run from the package root | | |")
    return
  }
  let scratch = NSTemporaryDirectory() + "grader-bench-\(UUID().uuidString)"
  defer { try? FileManager.default.removeItem(atPath: scratch) }

  /// Grades `text` as the first scenario's answer in this process.
  func grade(_ label: String, _ text: String) throws {
    let folder = scratch + "/\(label)/Submissions/" + scenario.lesson
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/\(scenario.id).tree"))
    let (_, cost) = measure {
      Checker.check(
        catalog, submissions: scratch + "/\(label)/Submissions", selection: [scenario.fullID],
        grader: Grader())
    }
    print(
      "| grade: \(label) | \(text.utf8.count / 1024) KiB | \(format(cost.cpuSeconds)) CPU | \(Int(cost.peakMiB)) MiB |"
    )
    fflush(nil)
  }
  func lines(_ count: Int, _ line: (Int) -> String) -> String {
    (0..<count).map { line($0) + "\n" }.joined()
  }

  // 4,000 lazy keys read by one view, beside 20,000 views.
  try grade(
    "4,000 lazy keys read beside 20,000 views",
    lines(4_000) { "key lk\($0) environment lazy" } + "Root\n  Reader reads "
      + (0..<4_000).map { "lk\($0)" }.joined(separator: ", ") + "\n"
      + lines(20_000) { "  V\($0)" })
  // One view that reads 64,000 keys and takes 64,000 others.
  try grade(
    "64,000 reads and 64,000 takes on one view",
    "key r0 state Root\nRoot reads r0\n  V reads "
      + (0..<64_000).map { "r\($0)" }.joined(separator: ", ") + " takes "
      + (0..<64_000).map { "t\($0)" }.joined(separator: ", ") + "\n")

  // A class of one student with 32 files of 600 views named with 200
  // characters (4 MB), and a class page: its size.
  let big = scratch + "/big/class/big"
  for scenario in catalog.scenarios.prefix(32) {
    let folder = big + "/" + scenario.lesson
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let name = { (index: Int) in "V\(index)" + String(repeating: "x", count: 196 - "\(index)".count)
    }
    let text =
      "key k environment\nRoot reads k\n" + lines(600) { "  \(name($0)) reads k" }
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/\(scenario.id).tree"))
  }
  let (pageCost, _) = try timeGrader([
    "batch", "--lessons", "Lessons", "--out", scratch + "/big/out", "--html",
    scratch + "/big/class.html", scratch + "/big/class",
  ])
  let pageSize =
    (try? FileManager.default.attributesOfItem(atPath: scratch + "/big/class.html")[.size] as? Int)
    ?? 0
  print(
    "| batch --html: one student of 32 files of 600 views with 200-character names | 4 MB | \(format(pageCost.cpuSeconds)) CPU | class page \(pageSize / 1024) KiB |"
  )
  fflush(nil)

  // A student folder with 9,500 entries named with 240 characters: the text report.
  let crowded = scratch + "/crowded/class/crowded"
  try FileManager.default.createDirectory(atPath: crowded, withIntermediateDirectories: true)
  for index in 0..<9_500 {
    let name = "n\(index)" + String(repeating: "y", count: 239 - "\(index)".count)
    _ = FileManager.default.createFile(atPath: crowded + "/" + name, contents: nil)
  }
  let (crowdCost, _) = try timeGrader([
    "batch", "--lessons", "Lessons", "--out", scratch + "/crowded/out", scratch + "/crowded/class",
  ])
  let report =
    (try? FileManager.default.attributesOfItem(
      atPath: scratch + "/crowded/out/reports/crowded.txt")[
        .size] as? Int) ?? 0
  print(
    "| batch: a student folder of 9,500 entries with 240-character names | 9,500 entries | \(format(crowdCost.cpuSeconds)) CPU | text report \(report / 1024) KiB |"
  )
  fflush(nil)

  // A student whose file makes the model work for many seconds, with a budget of 1 s.
  let slow = scratch + "/slow/class/slow/" + scenario.lesson
  try FileManager.default.createDirectory(atPath: slow, withIntermediateDirectories: true)
  try Data(
    (lines(20_000) { "key k\($0) environment" } + "Root places "
      + (0..<20_000).map { "k\($0)" }.joined(separator: ", ") + "\n"
      + lines(20_000) { "  V\($0) reads k\($0 % 20_000)" }).utf8
  ).write(to: URL(fileURLWithPath: slow + "/\(scenario.id).tree"))
  let (slowCost, status) = try timeGrader([
    "batch", "--lessons", "Lessons", "--out", scratch + "/slow/out", "--student-timeout", "1",
    scratch + "/slow/class",
  ])
  print(
    "| batch --student-timeout 1: a student whose model would run for long | 1 student | \(format(slowCost.seconds)) wall, exit \(status) | \(Int(slowCost.peakMiB)) MiB |"
  )
}
