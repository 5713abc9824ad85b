import Foundation

/// The system `git`, run without a terminal to prompt on, with only the
/// transports a roster needs, no configuration but its own (neither the
/// system's nor the instructor's, whose filter drivers or credential helpers
/// would otherwise run on a student's repository), a token, when there is
/// one, in its environment alone (never on a command line, in a file or in a
/// remote URL), and each run in a process group of its own within a time
/// budget and a memory limit.
package struct Git: Sendable {
  /// The `git` executable.
  package var executable: String
  /// The environment every run gets.
  package var environment: [String: String]
  /// What must never be printed: the token, and the header that carries it.
  package var secrets: [String]
  /// How long one run may take before its whole process group is killed.
  package var timeout: Duration = .seconds(180)
  /// The most memory one run may map, in bytes.
  package var memoryLimit = 2 << 30

  /// `git` found on `path`, set up to send `token` (when not empty) to
  /// `https://HOST/` only, as GitHub takes one, and never after a redirect.
  package init?(token: String?, host: String, path: String?) {
    guard
      let found = (path ?? "/usr/bin:/bin").split(separator: ":").map({ "\($0)/git" }).first(
        where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return nil }
    executable = found
    var environment = ProcessInfo.processInfo.environment
    // Not the repository the grader runs in, whatever called it.
    for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY"] {
      environment[name] = nil
    }
    environment["GIT_TERMINAL_PROMPT"] = "0"
    // No configuration of the system's or the instructor's.
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
    // No 'ext::' transport, which runs a command a URL names.
    environment["GIT_ALLOW_PROTOCOL"] = "file:git:http:https:ssh"
    environment["GIT_LFS_SKIP_SMUDGE"] = "1"
    if environment["GIT_SSH_COMMAND"] == nil {
      environment["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes -o ConnectTimeout=30"
    }
    var settings: [(String, String)] = [
      ("core.hooksPath", "/dev/null"), ("advice.detachedHead", "false"),
      ("http.lowSpeedLimit", "1000"), ("http.lowSpeedTime", "60"),
    ]
    secrets = []
    if let token, !token.isEmpty {
      let credentials = Data("x-access-token:\(token)".utf8).base64EncodedString()
      settings.append(("http.https://\(host)/.extraheader", "AUTHORIZATION: basic \(credentials)"))
      // A redirect to another host would carry the header there.
      settings.append(("http.https://\(host)/.followRedirects", "false"))
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
  package struct Run: Sendable {
    package var status: Int32
    package var output: [UInt8]
    package var error: String
    package var timedOut: Bool

    /// The output as text.
    package var text: String { String(decoding: output, as: UTF8.self) }
  }

  /// Runs `git` with `arguments`, and `input` on its standard input; what
  /// it prints never shows a secret.
  package func run(_ arguments: [String], input: [UInt8] = [], outputLimit: Int = 64 << 20) -> Run {
    // The memory limit is the shell's, which git then runs under.
    let shell = [
      "-c", "ulimit -v \(memoryLimit / 1024) 2>/dev/null; exec \"$0\" \"$@\"", executable,
    ]
    let outcome = BoundedProcess.run(
      "/bin/sh", shell + arguments, environment: environment, input: input, timeout: timeout,
      outputLimit: outputLimit)
    var error = scrubbed(String(decoding: outcome.error, as: UTF8.self))
    if outcome.timedOut {
      error = "fatal: took longer than \(timeout.components.seconds) s, and was stopped\n" + error
    }
    return Run(
      status: outcome.timedOut ? -1 : outcome.status, output: outcome.output, error: error,
      timedOut: outcome.timedOut)
  }

  /// `text` with every secret written `***`.
  package func scrubbed(_ text: String) -> String {
    secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "***") }
  }

  /// git's first line that says what went wrong (`fatal:`, `error:`,
  /// `ERROR:`), else its first line, else `fallback`.
  package static func reason(_ text: String, or fallback: String) -> String {
    let lines = text.split(whereSeparator: \.isNewline).map(String.init)
    let real = lines.first {
      $0.hasPrefix("fatal:") || $0.hasPrefix("error:") || $0.hasPrefix("ERROR:")
    }
    return real ?? lines.first ?? fallback
  }
}
