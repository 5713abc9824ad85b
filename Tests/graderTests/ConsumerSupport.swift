import Foundation
import GraderTestSupport

/// The `python3` on the PATH, if there is one.
let python3 = executableOnPath("python3")

/// Whether `python3` can import a YAML 1.2 parser (ruamel.yaml): the tests
/// install nothing, and read YAML back only where `.ci/run` installed it.
let yamlParser: Bool = {
  guard let python3 else { return false }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: python3)
  process.arguments = ["-c", "import ruamel.yaml"]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return false }
  process.waitUntilExit()
  return process.terminationStatus == 0
}()

/// Parses the file at `path` with the parser a consumer of `kind` uses (see
/// `Fixtures/scripts/consume.py`), and returns what it read.
///
/// - Throws: when the parser rejects the file, with its message.
func consume(_ kind: String, _ path: String) throws -> Any {
  let result = try runProcess(
    python3 ?? "/usr/bin/python3",
    [
      packageRoot.appendingPathComponent("Tests/graderTests/Fixtures/scripts/consume.py").path,
      kind, path,
    ])
  guard result.status == 0 else {
    throw ConsumerError(kind: kind, path: path, message: result.standardError)
  }
  return try JSONSerialization.jsonObject(
    with: Data(result.standardOutput.utf8), options: [.fragmentsAllowed])
}

/// A consumer's parser rejected a file.
struct ConsumerError: Error, CustomStringConvertible {
  var kind: String
  var path: String
  var message: String
  var description: String { "\(kind) parser rejected \(path):\n\(message)" }
}
