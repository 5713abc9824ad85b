import Foundation
import GraderModel
import GraderReaders
import GraderWorkloads

// Benchmarks for README's Performance section. Run in release mode:
//   swift run -c release grader-bench

/// A chain of `count` views, each the parent of the next, all reading state the first owns.
func chain(_ count: Int) -> [ViewNode] {
  (0..<count).map { ViewNode("V\($0)", parent: $0 == 0 ? nil : "V\($0 - 1)", reads: ["progress"]) }
}

/// A `.tree` description of `count` views in a four-way tree, with ten keys and ten changes.
func wideTree(_ count: Int) -> String {
  var children = Array(repeating: [Int](), count: count)
  for index in 1..<count { children[(index - 1) / 4].append(index) }
  var text = "key theme environment\nkey unread model Store\nkey selection state V0\n"
  for key in 0..<7 { text += "key k\(key) state V\(key * 3)\n" }
  var stack = [(0, 0)]
  let keys = ["theme", "unread", "selection"] + (0..<7).map { "k\($0)" }
  while let (view, depth) = stack.popLast() {
    text += String(repeating: "  ", count: depth) + "V\(view) reads \(keys[view % 10])\n"
    for child in children[view].reversed() { stack.append((child, depth + 1)) }
  }
  for (number, key) in keys.enumerated() { text += "change c\(number) \(key)\n" }
  return text + "count\n"
}

/// A `.swift` description of a chain of `count` views whose last statement has a typo.
func swiftChainWithTypo(_ count: Int) -> String {
  var text = "let nodes = [\n"
  for index in 0..<count {
    text +=
      "  ViewNode(\"V\(index)\", parent: \(index == 0 ? "nil" : "\"V\(index - 1)\""), reads: [\"k\"]),\n"
  }
  return text
    + "]\nlet t = ViewTree(nodes: nodes, storage: [\"k\": .state(owner: \"V0\")])\nt.chnge(\"c\", key: \"k\")\n"
}

// Each step runs in a process of its own, so that its peak memory is its own.
let steps =
  [
    "chain", "linearity", "tree", "swift", "class", "class-html", "class-10k", "class-100k",
    "stream", "steps", "html-page", "digest-search", "hostile-cases", "floor",
  ]
  + HostileShape.all.map { "hostile:" + $0.name }
let arguments = CommandLine.arguments.dropFirst()
if arguments.isEmpty {
  print("| benchmark | size | time | peak memory |")
  print("|---|---:|---:|---:|")
  fflush(nil)
  for step in steps where step != "steps" && step != "html-page" {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = [step]
    try child.run()
    child.waitUntilExit()
  }
  exit(0)
}
let step = arguments.first!
guard steps.contains(step) else {
  FileHandle.standardError.write(
    Data("usage: grader-bench [\(steps.joined(separator: "|"))]\n".utf8))
  exit(64)
}

// 1. A deep chain: the grader's linear change against the straightforward rule.
for count in [200, 2_000] where step == "chain" {
  let nodes = chain(count)
  let storage: [String: Storage] = ["progress": .state(owner: "V0")]
  let tree = try! ViewTree(nodes: nodes, storage: storage)
  let naive = NaiveTree(nodes: nodes, storage: storage)
  precondition(tree.change("c", key: "progress") == naive.change("c", key: "progress"))
  let ours = best(of: 5) { _ = tree.change("c", key: "progress") }
  let baseline = best(of: count > 1_000 ? 1 : 3) { _ = naive.change("c", key: "progress") }
  print(
    "| change on a chain, every view reads parent state (grader) | \(count) views | \(format(ours)) | |"
  )
  print(
    "| same, straightforward rule (name search per ancestor step) | \(count) views | \(format(baseline)) | |"
  )
  print("| speed-up | \(count) views | \(Int(baseline / ours))× | |")
}

// 2. Linearity: a chain ten times longer costs about ten times more.
for count in [100_000, 1_000_000] where step == "linearity" {
  let tree = try! ViewTree(nodes: chain(count), storage: ["progress": .state(owner: "V0")])
  let seconds = best(of: 3) { _ = tree.change("c", key: "progress") }
  print("| change on a chain (linearity) | \(count) views | \(format(seconds)) | |")
}

// 3. Large trees: parse a .tree description and run its ten changes and a count.
for count in [100_000, 1_000_000] where step == "tree" {
  let text = wideTree(count)
  let (description, cost) = measure {
    DescriptionReader.read(SourceFile(path: "wide.tree", text: text), as: .tree)
  }
  precondition(!description.hasErrors && description.printedLines.count == 14)
  print(
    "| read a .tree and run 10 changes | \(count) views | \(format(cost.seconds)) | \(Int(cost.peakMiB)) MiB |"
  )
}

// 4. A large .swift file with one bad line at the end.
for count in [40_000, 400_000] where step == "swift" {
  let text = swiftChainWithTypo(count)
  let (description, cost) = measure {
    DescriptionReader.read(SourceFile(path: "big.swift", text: text), as: .swift)
  }
  precondition(description.diagnostics.first?.location?.line == count + 4)
  print(
    "| find the one bad line of a .swift file | \(count) views | \(format(cost.seconds)) | \(Int(cost.peakMiB)) MiB |"
  )
}

// 5. A whole class: every student against every scenario, with the batch's files written.
// Each size in a process of its own, so that its peak memory is its own.
// `grader-bench class N` grades one class of N students, for profiling.
// `--fresh GiB` after a class step fills that much memory before grading (see `fillMemory`).
let fresh =
  arguments.firstIndex(of: "--fresh").flatMap { index in
    arguments.index(after: index) < arguments.endIndex ? Int(arguments[index + 1]) : nil
  } ?? 0
if step == "class" {
  let size = arguments.dropFirst().first.flatMap { Int($0) }
  try benchmarkClasses(size.map { [$0] } ?? [100, 1_000], fresh: fresh)
}
if step == "steps" { try benchmarkSteps() }
if step == "html-page" { try benchmarkSteps(htmlOnly: true) }
if step == "class-html" {
  // `grader-bench class-html N RUNS` for another size, for profiling.
  let numbers = arguments.dropFirst().compactMap { Int($0) }
  try benchmarkHTML(
    count: numbers.first ?? 1_000, runs: numbers.dropFirst().first ?? 5,
    only: arguments.contains("--html-only"))
}
if step == "class-10k" { try benchmarkClasses([10_000], fresh: fresh) }
if step == "class-100k" { try benchmarkClasses([100_000], fresh: fresh) }

// 6. Hostile submissions at the size limit, graded by `grader check`; and a streamed `grader run`.
if step.hasPrefix("hostile:") { try benchmarkHostileShape(String(step.dropFirst(8))) }
if step == "stream" { try benchmarkStreamedRun() }
if step == "hostile-cases" { try benchmarkHostileCases() }
if step == "floor" { try benchmarkFloor() }

// 7. What a digest release withstands: a search that recovers its expected outputs.
if step == "digest-search" { benchmarkDigestSearch() }
