import Foundation
import GraderKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What a batch would cost if grading cost nothing: each student's folders
/// listed and files read and hashed, as the grader reads and digests them,
/// then a report of the size the grader wrote for that student written to
/// a file of its own and hashed, and as many bytes of record and gradebook
/// row as the grader wrote for an average student appended to two shared
/// files. Every call is a plain system call; the text is filler.
///
/// - Parameters:
///   - folder: The class folder, one folder of lessons per student.
///   - graded: The `--out` folder of a batch of that class, whose sizes are matched.
///   - out: Where to write, made afresh.
/// - Returns: The CPU time of the work, user and system, in seconds.
func ioFloor(class folder: String, graded: String, out: String) throws -> Double {
  let files = FileManager.default
  let students = try files.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }
    .sorted()
  var reportSizes: [String: Int] = [:]
  for student in students {
    let size = try files.attributesOfItem(atPath: "\(graded)/reports/\(student).txt")[.size]
    reportSizes[student] = (size as? NSNumber)?.intValue ?? 0
  }
  let shared = ["results.json", "gradebook.csv"].map { name in
    let size = (try? files.attributesOfItem(atPath: "\(graded)/\(name)")[.size]) ?? 0
    return ((size as? NSNumber)?.intValue ?? 0) / max(1, students.count)
  }
  try? files.removeItem(atPath: out)
  try files.createDirectory(atPath: out + "/reports", withIntermediateDirectories: true)
  // Filler for the largest of the pieces written.
  let filler = [UInt8](
    repeating: UInt8(ascii: "x"), count: max(reportSizes.values.max() ?? 0, shared[0], shared[1]))
  let (_, cost) = try measure { () throws -> Void in
    guard let results = fopen(out + "/results.json", "w"),
      let gradebook = fopen(out + "/gradebook.csv", "w")
    else { throw CocoaError(.fileWriteUnknown) }
    defer {
      fclose(results)
      fclose(gradebook)
    }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    for student in students {
      for lesson in entries(of: "\(folder)/\(student)") {
        for name in entries(of: "\(folder)/\(student)/\(lesson)") {
          _ = digest("\(folder)/\(student)/\(lesson)/\(name)", through: &buffer)
        }
      }
      let size = reportSizes[student] ?? 0
      filler.withUnsafeBufferPointer { bytes in
        let descriptor = open("\(out)/reports/\(student).txt", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = write(descriptor, bytes.baseAddress, size)
        close(descriptor)
        var hash = SHA256()
        hash.update(UnsafeBufferPointer(rebasing: bytes[..<size]))
        _ = hash.hex()
        fwrite(bytes.baseAddress, 1, shared[0], results)
        fwrite(bytes.baseAddress, 1, shared[1], gradebook)
      }
    }
  }
  return cost.cpuSeconds
}

/// The names in the folder at `path`, but `.` and `..`.
private func entries(of path: String) -> [String] {
  guard let folder = opendir(path) else { return [] }
  defer { closedir(folder) }
  var names: [String] = []
  while let entry = readdir(folder) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
    }
    if name != "." && name != ".." { names.append(name) }
  }
  return names
}

/// The SHA-256 of the file at `path`, read to its end a `buffer` at a time,
/// after a look at its size, as the grader looks before it reads.
private func digest(_ path: String, through buffer: inout [UInt8]) -> String {
  var hash = SHA256()
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { return hash.hex() }
  defer { close(descriptor) }
  var status = stat()
  fstat(descriptor, &status)
  buffer.withUnsafeMutableBufferPointer { bytes in
    while true {
      let count = read(descriptor, bytes.baseAddress, bytes.count)
      guard count > 0 else { break }
      hash.update(UnsafeBufferPointer(rebasing: bytes[..<count]))
    }
  }
  return hash.hex()
}
