import Foundation
import GraderTestSupport
import Testing

/// A copy of the test course's lessons and sample submissions in a folder of its own.
func courseCopy() throws -> URL {
  let root = try temporaryDirectory()
  for name in ["Lessons", "Submissions"] {
    try FileManager.default.copyItem(
      at: runCourse.appendingPathComponent(name), to: root.appendingPathComponent(name))
  }
  return root
}

/// Each scenario's verdict and score, from a json report.
func grades(_ json: String) throws -> [String] {
  let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
  let students = object?["students"] as? [[String: Any]] ?? []
  let results = students.first?["results"] as? [[String: Any]] ?? []
  return results.map { "\($0["scenario"]!) \($0["verdict"]!) \($0["score"]!)" }
}

/// Replaces the first `old` in the file at `url` with `new`, and requires that there was one.
func edit(_ url: URL, replacing old: String, with new: String) throws {
  let text = try String(contentsOf: url, encoding: .utf8)
  let range = try #require(text.range(of: old), "\(url.lastPathComponent) holds no '\(old)'")
  try text.replacingCharacters(in: range, with: new).write(
    to: url, atomically: true, encoding: .utf8)
}

/// Every regular file under `folder`, by its path below it, with its text.
func filesBelow(_ folder: URL) throws -> [String: String] {
  var files: [String: String] = [:]
  let enumerator = FileManager.default.enumerator(atPath: folder.path)
  while let path = enumerator?.nextObject() as? String {
    if path == ".git" || path == ".build" { enumerator?.skipDescendants() }
    var isFolder: ObjCBool = false
    let full = folder.appendingPathComponent(path).path
    guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue
    else { continue }
    files[path] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: full)), as: UTF8.self)
  }
  return files
}

/// A digest release of the test course: its lessons, and the check its
/// workflow runs, pinned to the digest `release` printed.
func pinnedRelease() throws -> (lessons: URL, check: [String]) {
  let out = try temporaryDirectory().appendingPathComponent("release")
  let made = try runGrader([
    "release", "--course", packageRoot.path, "--out", out.path, "--answers", "digest",
  ])
  let digest = try #require(
    made.standardOutput.split(separator: "\n").first { $0.hasPrefix("lessons digest: ") }
  ).dropFirst("lessons digest: ".count)
  let lessons = out.appendingPathComponent("Lessons")
  return (lessons, ["check", "--lessons", lessons.path, "--lessons-digest", String(digest)])
}
