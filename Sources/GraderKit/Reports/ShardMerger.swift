/// Reads the outputs of sharded batches back, to be written as one.
package enum ShardMerger {
  /// The students of every shard in `folders`, sorted by name, each with
  /// their text report, and the scenarios they were graded against.
  ///
  /// - Throws: ``FileLoader/Failure`` when a shard cannot be read, when the
  ///   shards were graded against different scenarios, or when a student
  ///   appears in two shards.
  package static func read(_ folders: [String]) throws(FileLoader.Failure) -> (
    scenarios: [ScenarioInfo], students: [(StudentRecord, String)]
  ) {
    var scenarios: [ScenarioInfo]?
    var students: [String: (StudentRecord, String)] = [:]
    for folder in folders {
      let path = folder + "/results.json"
      let bytes = try FileLoader.bytes(at: path, limit: 1 << 30)
      guard let document = try? ResultsDocument.decode(bytes),
        document.schema == ResultsDocument.schemaName
      else {
        throw FileLoader.Failure(path: path, reason: "is not a grader results file")
      }
      if let known = scenarios, known != document.scenarios {
        throw FileLoader.Failure(
          path: path, reason: "was graded against other scenarios than \(folders[0])")
      }
      scenarios = document.scenarios
      for record in document.students {
        if students[record.student] != nil {
          throw FileLoader.Failure(
            path: path, reason: "repeats the student '\(record.student)' of another shard")
        }
        let report = try FileLoader.bytes(at: "\(folder)/reports/\(record.student).txt")
        students[record.student] = (record, String(decoding: report, as: UTF8.self))
      }
    }
    let sorted = students.keys.sorted().map { students[$0]! }
    return (scenarios ?? [], sorted)
  }
}
