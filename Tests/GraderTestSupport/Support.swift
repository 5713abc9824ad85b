import Foundation
import Testing

/// What a run of the built `grader` wrote and returned.
package struct ProcessResult: Sendable {
  /// Everything written to standard output.
  package var standardOutput: String
  /// Everything written to standard error.
  package var standardError: String
  /// The exit status.
  package var status: Int32
}

/// The package's root folder.
package let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The course the tests grade: lessons and a student's sample work made for
/// the tests, so that correcting the shipped course moves no test. Only the
/// tests of the shipped course itself (its conventions, README's sample)
/// read `Lessons/` and `Submissions/` at the package's root.
package let testCourse = packageRoot.appendingPathComponent("Tests/Fixtures/Course")

/// Where a run that names no folder runs: a copy of ``testCourse``, made
/// once per test process and removed as it exits, so that what a check keeps
/// for the next (`.grader/`) never lands in the source tree.
package let runCourse: URL = {
  do {
    let copy = try temporaryDirectory().appendingPathComponent("Course")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    for name in ["Lessons", "Submissions"] {
      try FileManager.default.copyItem(
        at: testCourse.appendingPathComponent(name), to: copy.appendingPathComponent(name))
    }
    return copy
  } catch {
    fatalError("cannot copy the test course: \(error)")
  }
}()

/// The `grader` executable that `swift test` built beside the tests: in the
/// test runner's folder (Linux), or, where the runner is a bundle's (macOS),
/// in the build folder that holds the bundle.
package let graderExecutable: URL = {
  var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<6 {
    let candidate = folder.appendingPathComponent("grader")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    folder.deleteLastPathComponent()
  }
  // macOS runs the tests' bundle in Xcode's runner: the build folder holds the bundle.
  if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
    let candidate = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("grader")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
  }
  return packageRoot.appendingPathComponent(".build/debug/grader")
}()

/// Runs the built `grader` with `arguments`, in `directory`.
///
/// Standard output and error go to files, so neither pipe can fill and stall
/// the child. The child gets this process's environment without the
/// variables that change the grader's output, plus `environment`.
///
/// - Parameters:
///   - arguments: The words after `grader`.
///   - input: What to write to its standard input.
///   - directory: The working directory; the test course by default.
///   - environment: Variables to set for the child.
///   - output: A file to take its standard output instead (such as
///     `/dev/full`); the result's output is then empty.
/// - Returns: What it wrote and its exit status.
package func runGrader(
  _ arguments: [String], input: String? = nil, in directory: URL? = nil,
  environment: [String: String] = [:], output: String? = nil
) throws -> ProcessResult {
  try runProcess(
    graderExecutable.path, arguments, input: input, in: directory, environment: environment,
    output: output)
}

/// Runs `executable` with `arguments`, in `directory` (the test course by
/// default), as ``runGrader(_:input:in:environment:)`` runs the grader:
/// its streams through files, and this process's environment without the
/// variables that change the grader's output, plus `environment`.
package func runProcess(
  _ executable: String, _ arguments: [String], input: String? = nil, in directory: URL? = nil,
  environment: [String: String] = [:], output: String? = nil
) throws -> ProcessResult {
  let scratch = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: scratch) }
  let outURL = scratch.appendingPathComponent("out")
  let errURL = scratch.appendingPathComponent("err")
  let inURL = scratch.appendingPathComponent("in")
  _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((input ?? "").utf8))
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  process.currentDirectoryURL = directory ?? runCourse
  var variables = ProcessInfo.processInfo.environment
  for name in ["NO_COLOR", "GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY", "TERM", "CI", "COLUMNS"] {
    variables[name] = nil
  }
  variables.merge(environment) { $1 }
  process.environment = variables
  let out = try FileHandle(forWritingTo: output.map { URL(fileURLWithPath: $0) } ?? outURL)
  let err = try FileHandle(forWritingTo: errURL)
  let inHandle = try FileHandle(forReadingFrom: inURL)
  process.standardOutput = out
  process.standardError = err
  process.standardInput = inHandle
  try process.run()
  process.waitUntilExit()
  try out.close()
  try err.close()
  try inHandle.close()
  return ProcessResult(
    standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
    standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
    status: process.terminationStatus)
}

/// A new, empty folder of its own under the system's temporary folder,
/// removed when the test process exits, whatever the test did with it.
package func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("grader-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  TemporaryFolders.shared.add(url.path)
  return url
}

/// The folders the tests made, removed as the test process exits.
private final class TemporaryFolders: @unchecked Sendable {
  static let shared: TemporaryFolders = {
    let folders = TemporaryFolders()
    atexit { TemporaryFolders.shared.removeAll() }
    return folders
  }()

  private let lock = NSLock()
  private var paths: [String] = []

  func add(_ path: String) {
    lock.withLock { paths.append(path) }
  }

  func removeAll() {
    let doomed = lock.withLock { paths }
    for path in doomed { try? FileManager.default.removeItem(atPath: path) }
  }
}

/// Writes `files`, keyed by relative path, into a new temporary folder.
package func makeTree(_ files: [String: String]) throws -> URL {
  let root = try temporaryDirectory()
  for (path, text) in files {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
  return root
}

/// Compares `actual` with the golden file at `path`, relative to the package root.
///
/// With `GRADER_RECORD_GOLDEN=1` set, and `CI` unset, a golden that differs
/// is written from `actual`, and the test fails all the same, saying so: a
/// recording is reviewed and the tests run again, as swift-argument-parser's
/// snapshots ask. Under CI nothing is ever recorded.
///
/// - Returns: The golden text, or `actual` when recording.
package func golden(_ path: String, _ actual: String) throws -> String {
  let url = packageRoot.appendingPathComponent(path)
  let recorded = try? String(contentsOf: url, encoding: .utf8)
  if recordsGoldens, recorded != actual {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(actual.utf8).write(to: url)
    Issue.record(
      "recorded \(path): review the change, then run the tests again without GRADER_RECORD_GOLDEN")
    return actual
  }
  return try String(contentsOf: url, encoding: .utf8)
}

/// Whether goldens are recorded: `GRADER_RECORD_GOLDEN=1`, outside CI.
package var recordsGoldens: Bool {
  let environment = ProcessInfo.processInfo.environment
  return environment["GRADER_RECORD_GOLDEN"] == "1" && environment["CI"] == nil
}

/// The text of a fixture file, relative to the package root.
package func fixture(_ path: String) throws -> String {
  try String(
    contentsOf: path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : packageRoot.appendingPathComponent(path), encoding: .utf8)
}

/// Whether `line` is a compiler-style diagnostic line, `PATH:LINE:COL:
/// severity: message`, which stays whole however wide it is, as swiftc's do.
package func isCompilerLine(_ line: some StringProtocol) -> Bool {
  let trimmed = line.drop { $0 == " " }
  for severity in [": error: ", ": warning: ", ": note: "] {
    guard let range = trimmed.range(of: severity) else { continue }
    let place = trimmed[..<range.lowerBound].split(separator: ":")
    return place.count >= 3 && place.suffix(2).allSatisfy { $0.allSatisfy(\.isNumber) }
  }
  return false
}

/// The program `name` as the PATH finds it, if it is there.
package func executableOnPath(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for folder in path.split(separator: ":") {
    let candidate = "\(folder)/\(name)"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}

/// Whether the temporary folder's disk keeps `first` and `second` as two
/// files: a disk that ignores case (as macOS's usually does) keeps `Ada`
/// and `ada` as one, and one that ignores how text is spelled keeps `é`
/// and `e` with an accent as one. Tests of such names run where it keeps both.
package func diskKeepsApart(_ first: String, _ second: String) -> Bool {
  guard let folder = try? temporaryDirectory() else { return false }
  let manager = FileManager.default
  for name in [first, second] {
    _ = manager.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil)
  }
  return (try? manager.contentsOfDirectory(atPath: folder.path).count) == 2
}
