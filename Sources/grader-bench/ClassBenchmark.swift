import Foundation
import GraderKit

/// Writes a class of `count` students under `root`: each answers every
/// scenario with its reference, or with one of three typical mistakes.
func makeClass(_ count: Int, catalog: LessonCatalog, root: String) throws {
  let references = catalog.scenarios.map { scenario -> (String, String) in
    let range = scenario.sections["reference"]!
    let text = range.map { scenario.file.text(ofLine: $0 + 1) }.joined(separator: "\n")
    return ("\(scenario.lesson)/\(scenario.id).tree", text + "\n" + "")
  }
  for student in 0..<count {
    let folder = root + "/student\(String(student).leftPadded(4))"
    for (index, (path, reference)) in references.enumerated() {
      var text = reference
      switch (student + index) % 5 {
      case 0:  // a view in between that reads a key
        text = text.replacingOccurrences(
          of: "\n  ", with: "\n  Extra reads \(["count", "path", "textScale"][index % 3])\n  ",
          options: [], range: text.range(of: "\n  "))
      case 1:  // a key stored in the wrong place
        text = text.replacingOccurrences(of: " environment\n", with: " model Store\n")
      case 2:  // a line left out
        text = text.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"
      default:
        break
      }
      let file = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }
  }
}

/// Grades a generated class of 100 and 1,000 students with two workers, and
/// prints a row per size.
func benchmarkClasses() throws {
  let catalog = LessonCatalog.load(from: "Lessons")
  guard !catalog.isBroken, !catalog.scenarios.isEmpty else {
    print("| grade a class | skipped: run from the package root, where Lessons/ is | | |")
    return
  }
  for count in [100, 1_000] {
    let scratch = NSTemporaryDirectory() + "grader-bench-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    try makeClass(count, catalog: catalog, root: scratch + "/class")
    let (_, cost) = try measure {
      let (students, _) = try Batch.students(in: scratch + "/class")
      let output = try BatchOutput(
        directory: scratch + "/out", scenarios: catalog.scenarios.map(ScenarioInfo.init),
        studentFormats: [], classroom50: Classroom50Report(context: [:], now: nil))
      try Batch.run(students, catalog: catalog, grader: Grader(), jobs: 2) {
        graded throws(FileLoader.Failure) in
        try output.add(graded)
      }
      try output.finish()
      precondition(output.tally.students.count == count)
    }
    print(
      "| grade a class, \(catalog.scenarios.count) scenarios each, 2 workers | \(count) students | \(format(cost.seconds)) | \(Int(cost.peakMiB)) MiB |"
    )
  }
}
