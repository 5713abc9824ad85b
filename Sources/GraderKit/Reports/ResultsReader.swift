import Foundation

/// Reads a batch's output folder back a student at a time: the run's details
/// from the first line of `results.json`, then one student per line, and each
/// student's text report on demand. Memory holds one line. A results file
/// that a JSON tool rewrote (the same document in another layout) is read
/// whole instead.
package final class ResultsReader {
  /// The output folder.
  package let folder: String
  /// The run's details.
  package let info: RunInfo
  private let source: Source
  private var done = false
  private var last: String?
  private let path: String

  /// Where the students come from: the lines of a batch's own layout, or a
  /// document read whole.
  private enum Source {
    case lines(LineSource)
    case records(Queue)
  }

  /// The students of a document read whole, handed out in turn.
  private final class Queue {
    var records: [StudentRecord]
    var next = 0
    init(_ records: [StudentRecord]) { self.records = records }
  }

  /// The shard as (index, count), when the folder is one.
  package var shard: (Int, Int)? { RunInfo.slice(info.shard).map { ($0.index, $0.count) } }

  /// Opens the results file of `folder`.
  ///
  /// - Throws: ``ShardMerger/Refusal`` when it is missing or is not a
  ///   results file of this grader's schema.
  package init(folder: String) throws(ShardMerger.Refusal) {
    self.folder = folder
    path = folder + "/results.json"
    guard SafeDirectory.kind(of: path, realRoot: "/") == .file,
      let handle = FileHandle(forReadingAtPath: path)
    else {
      throw ShardMerger.Refusal(
        message: "\(path): \(FileLoader.exists(path) ? "cannot be read" : "no such file")")
    }
    let notResults = ShardMerger.Refusal(
      message:
        "\(path): is not a results file of grader \(GraderVersion.current) (\(ResultsDocument.schemaName))"
    )
    let lines = LineSource(handle)
    if let line = try? lines.next(), let info = ResultsDocument.decodeHeader(line[...]) {
      self.info = info
      source = .lines(lines)
    } else {
      guard let document = Self.whole(path) else { throw notResults }
      info = document.info
      source = .records(Queue(document.students))
    }
    if info.shard != nil, shard == nil { throw notResults }
    // Its digest is written into every output of a merge.
    guard SHA256.isDigest(info.lessonsDigest) else { throw notResults }
  }

  /// The document at `path` read whole, whatever its layout, or `nil` when
  /// it is not a results document of this schema (or names a key twice).
  private static func whole(_ path: String) -> ResultsDocument? {
    guard let handle = FileHandle(forReadingAtPath: path),
      let data = try? handle.readToEnd()
    else { return nil }
    try? handle.close()
    guard JSONKeys.firstDuplicate(in: data) == nil,
      let document = try? JSONDecoder().decode(ResultsDocument.self, from: data),
      document.info.schema == ResultsDocument.schemaName
    else { return nil }
    return document
  }

  /// The next student, or `nil` at the end.
  ///
  /// - Throws: ``ShardMerger/Refusal`` for a line that is not a student, a
  ///   student whose name cannot be a file name, or students out of order.
  package func next() throws(ShardMerger.Refusal) -> StudentRecord? {
    guard !done else { throw ShardMerger.Refusal(message: "\(path): cannot be read") }
    let record: StudentRecord
    switch source {
    case .records(let queue):
      guard queue.next < queue.records.count else {
        done = true
        return nil
      }
      record = queue.records[queue.next]
      queue.next += 1
    case .lines(let lines):
      guard let line = try? lines.next() else {
        throw ShardMerger.Refusal(message: "\(path): cannot be read")
      }
      if line == "]}" {
        done = true
        return nil
      }
      guard let decoded = ResultsDocument.decodeLine(line[...]) else {
        throw ShardMerger.Refusal(message: "\(path): a line is not a student's record")
      }
      record = decoded
    }
    let name = record.student.unescaped
    guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\0") else {
      throw ShardMerger.Refusal(
        message: "\(path): '\(Escape.terminal(name))' cannot be a student's name")
    }
    if let last, !(last < name) {
      throw ShardMerger.Refusal(message: "\(path): the students are not in name order")
    }
    last = name
    let problems = RecordCheck.problems(in: record, info: info)
    if let first = problems.first {
      let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
      throw ShardMerger.Refusal(
        message:
          "\(path): the grades of '\(Escape.terminal(name))' do not follow from their own outputs: \(first)\(more); the file was changed after grading, so grade these students again"
      )
    }
    return record
  }

  /// The text report of `student`.
  package func report(of student: UntrustedText) throws(ShardMerger.Refusal) -> String {
    do {
      let bytes = try FileLoader.bytes(
        at: "\(folder)/reports/\(StudentFileName.of(student)).txt")
      return String(decoding: bytes, as: UTF8.self)
    } catch {
      throw ShardMerger.Refusal(message: "\(error.path): \(error.reason)")
    }
  }
}

/// The lines of a file, read a megabyte at a time.
final class LineSource {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var start = 0

  struct EndOfFile: Error {}

  init(_ handle: FileHandle) {
    self.handle = handle
  }

  deinit { try? handle.close() }

  /// The next line, without its line break.
  func next() throws -> String {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[start..<newline], as: UTF8.self)
        start = newline + 1
        return line
      }
      buffer.removeFirst(start)
      start = 0
      guard let data = try handle.read(upToCount: 1 << 20), !data.isEmpty else {
        guard !buffer.isEmpty else { throw EndOfFile() }
        let line = String(decoding: buffer, as: UTF8.self)
        buffer.removeAll()
        return line
      }
      buffer.append(contentsOf: data)
    }
  }
}
