import Foundation
import GraderKit

/// The system `git`, run without a terminal to prompt on, with only the
/// transports a roster needs, and with a token, when there is one, in its
/// environment alone: never on a command line, in a file or in a remote URL.
struct Git: Sendable {
  /// The `git` executable.
  var executable: String
  /// The environment every run gets.
  var environment: [String: String]
  /// What must never be printed: the token, and the header that carries it.
  var secrets: [String]

  /// `git` found on `PATH`, set up to send `token` (when not empty) to
  /// `https://HOST/` only, as GitHub takes one.
  init?(token: String?, host: String) {
    let path = Terminal.environment("PATH") ?? "/usr/bin:/bin"
    guard
      let found = path.split(separator: ":").map({ "\($0)/git" }).first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return nil }
    executable = found
    var environment = ProcessInfo.processInfo.environment
    // Not the repository the grader runs in, whatever called it.
    for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY"] {
      environment[name] = nil
    }
    environment["GIT_TERMINAL_PROMPT"] = "0"
    // No 'ext::' transport, which runs a command a URL names.
    environment["GIT_ALLOW_PROTOCOL"] = "file:git:http:https:ssh"
    environment["GIT_LFS_SKIP_SMUDGE"] = "1"
    if environment["GIT_SSH_COMMAND"] == nil {
      environment["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes"
    }
    var settings: [(String, String)] = [
      ("core.hooksPath", "/dev/null"), ("advice.detachedHead", "false"),
      ("http.lowSpeedLimit", "1000"), ("http.lowSpeedTime", "60"),
    ]
    secrets = []
    if let token, !token.isEmpty {
      let credentials = Data("x-access-token:\(token)".utf8).base64EncodedString()
      settings.append(("http.https://\(host)/.extraheader", "AUTHORIZATION: basic \(credentials)"))
      secrets = [token, credentials]
    }
    var count = Int(environment["GIT_CONFIG_COUNT"] ?? "") ?? 0
    for (key, value) in settings {
      environment["GIT_CONFIG_KEY_\(count)"] = key
      environment["GIT_CONFIG_VALUE_\(count)"] = value
      count += 1
    }
    environment["GIT_CONFIG_COUNT"] = String(count)
    self.environment = environment
  }

  /// What a run of `git` printed, and how it ended.
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs `git` with `arguments`; what it prints never shows a secret.
  func run(_ arguments: [String]) -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return Run(status: -1, output: "", error: "git could not be run: \(error)")
    }
    // Both pipes are read as the child writes, so neither fills and stalls it.
    let errorText = Guarded(Data())
    let reading = DispatchGroup()
    DispatchQueue.global().async(group: reading) {
      let data = error.fileHandleForReading.readDataToEndOfFile()
      errorText.withLock { $0 = data }
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    reading.wait()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: scrubbed(String(decoding: data, as: UTF8.self)),
      error: scrubbed(String(decoding: errorText.withLock { $0 }, as: UTF8.self)))
  }

  /// `text` with every secret written `***`.
  func scrubbed(_ text: String) -> String {
    secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "***") }
  }
}
