import Foundation
import GraderKit
import GraderReaders

/// `grader gather ROSTER --deadline TIME --out DIR`: fetches each student's
/// repository, as it stood at the deadline, into a class folder for `batch`.
enum GatherCommand {
  /// What gathering one student came to.
  struct Outcome: Sendable {
    var folder: String
    var gathered: Gathered
  }

  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let color = arguments.value(.color)
    guard arguments.positionals.count == 1, let rosterPath = arguments.positionals.first else {
      throw UsageError(message: "name one ROSTER file (CSV)", command: "gather")
    }
    let deadlineText = arguments.value(.deadline)
    let parser = ISO8601DateFormatter()
    parser.formatOptions = [.withInternetDateTime]
    guard let deadline = parser.date(from: deadlineText) else {
      throw UsageError(
        message:
          "'\(Option.deadline.name)' takes a time with its zone, such as 2025-05-01T23:59:00Z or 2025-05-01T23:59:00+02:00, not '\(deadlineText)'",
        command: "gather")
    }
    let jobs = try arguments.number(.gatherJobs) ?? 4
    let out = arguments.value(.gatherOut)
    let host = arguments.value(.tokenHost)
    guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || "-.:".contains($0) })
    else {
      throw UsageError(
        message: "'\(Option.tokenHost.name)' takes a host name, not '\(host)'", command: "gather")
    }
    let tokenName = arguments.value(.tokenEnv)

    let bytes: [UInt8]
    do {
      bytes =
        try rosterPath == "-"
        ? FileLoader.standardInput(limit: 64 << 20)
        : FileLoader.bytes(at: rosterPath, limit: 64 << 20)
    } catch {
      Terminal.say(.error, path: rosterPath, error.reason)
      return 1
    }
    let renderer = DiagnosticRenderer(color: Terminal.color(color, descriptor: 2))
    let (read, diagnostics) = Roster.read(
      SourceFile(path: rosterPath == "-" ? "<stdin>" : rosterPath, bytes: bytes))
    Terminal.err(renderer.render(diagnostics.map(Escape.terminal)))
    guard let roster = read else {
      Terminal.say(.error, "the roster has errors, so nothing was gathered")
      return 1
    }
    if let problem = outProblem(out) {
      Terminal.say(.error, "\(out) \(problem); gather into a new or empty folder")
      return 1
    }
    guard let git = Git(token: Terminal.environment(tokenName), host: host) else {
      Terminal.say(.error, "gather runs git, and there is no git on the PATH")
      return 1
    }
    let deadlineStamp = stamp(deadline)
    let url = URL(fileURLWithPath: out)
    let staging =
      url.deletingLastPathComponent().path
      + "/.\(url.lastPathComponent).gather-\(UUID().uuidString)"
    Signals.endRuns(beforeExit: endingInGitHub)
    Interruption.shared.register(staging)
    defer { Interruption.shared.unregister(staging) }
    do throws(FileLoader.Failure) {
      try FileLoader.createFolder(staging)
    } catch {
      Terminal.say(.error, path: error.path, error.reason)
      return 1
    }
    let folders = Gathered.folderNames(roster.entries.map(\.student))
    let outcomes = Guarded([Outcome?](repeating: nil, count: roster.entries.count))
    let next = Guarded(0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, roster.entries.count))) { _ in
      while true {
        let index = next.withLock { index -> Int in
          defer { index += 1 }
          return index
        }
        guard index < roster.entries.count else { return }
        let outcome = gather(
          roster.entries[index], into: staging + "/" + folders[index], git: git,
          deadline: deadline, stamp: deadlineStamp)
        outcomes.withLock { $0[index] = Outcome(folder: folders[index], gathered: outcome) }
      }
    }
    do throws(FileLoader.Failure) {
      try Interruption.shared.holdingSignals { () throws(FileLoader.Failure) in
        if FileLoader.exists(out) { rmdir(out) }
        guard rename(staging, out) == 0 else {
          throw FileLoader.Failure(
            path: out, reason: "cannot be written (\(String(cString: strerror(errno))))")
        }
      }
    } catch {
      FileLoader.remove(staging)
      Terminal.say(.error, path: error.path, error.reason)
      return 1
    }
    let results = outcomes.withLock { $0.compactMap { $0 } }
    Terminal.out(Gathered.table(results.map { ($0.folder, $0.gathered) }))
    let failed = results.filter { $0.gathered.error != nil }.count
    Terminal.out(
      "Gathered \(results.count - failed) of \(results.count) repositories into \(Escape.terminal(out)) at the last commit before \(deadlineStamp)"
        + (failed == 0
          ? ".\n"
          : "; \(failed) could not be: 'grader batch' gives \(failed == 1 ? "that student" : "each") a row with the error.\n")
    )
    return arguments.has(.gatherStrict) && failed > 0 ? 1 : 0
  }

  /// Why `out` cannot take the class, or `nil` when it is new or an empty folder.
  static func outProblem(_ out: String) -> String? {
    var status = stat()
    guard lstat(out, &status) == 0 else { return nil }
    guard status.st_mode & S_IFMT == S_IFDIR else { return "exists and is not a folder" }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? ["?"]
    return names.isEmpty ? nil : "already holds files"
  }

  /// Gathers one student's repository into `folder`: a clone checked out at
  /// the last commit at or before the deadline, without its `.git`, and the
  /// marker; or, when that cannot be done, an empty folder with the marker
  /// that says why.
  static func gather(
    _ entry: Roster.Entry, into folder: String, git: Git, deadline: Date, stamp: String
  ) -> Gathered {
    let repository = Gathered.redacted(entry.repository)
    var gathered = Gathered(repository: repository, deadline: stamp)
    func fail(_ reason: String) -> Gathered {
      FileLoader.remove(folder)
      try? FileLoader.createFolder(folder)
      gathered.error = git.scrubbed(reason)
      mark(folder, gathered)
      return gathered
    }
    guard !entry.repository.isEmpty else { return fail("the roster gives no repository") }
    guard !entry.repository.hasPrefix("-") else {
      return fail("'\(repository)' is not a repository's URL")
    }
    let clone = git.run(["clone", "--no-checkout", "--quiet", "--", entry.repository, folder])
    guard clone.status == 0 else {
      return fail("cannot be cloned: \(lastLine(clone.error, or: "git clone failed"))")
    }
    let seconds = Int(deadline.timeIntervalSince1970.rounded(.down))
    let log = git.run([
      "-C", folder, "log", "-1", "--first-parent", "--before=@\(seconds)",
      "--format=%H %cI", "HEAD",
    ])
    guard log.status == 0 else { return fail("the repository has no commits") }
    let parts = log.output.split(separator: " ", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    guard parts.count == 2 else { return fail("has no commit at or before the deadline") }
    let checkout = git.run(["-C", folder, "checkout", "--quiet", "--detach", parts[0]])
    guard checkout.status == 0 else {
      return fail("cannot check out \(parts[0]): \(lastLine(checkout.error, or: "git failed"))")
    }
    FileLoader.remove(folder + "/.git")
    gathered.commit = parts[0]
    gathered.committed = parts[1]
    mark(folder, gathered)
    return gathered
  }

  /// Writes `gathered` into `folder`, replacing whatever stands at its name
  /// (the student's repository may hold one), never through a link.
  static func mark(_ folder: String, _ gathered: Gathered) {
    let path = folder + "/" + Gathered.fileName
    FileLoader.remove(path)
    try? AtomicFile.write(Array(gathered.text.utf8), to: path)
  }

  /// The last line of git's message that says something.
  static func lastLine(_ text: String, or fallback: String) -> String {
    text.split(whereSeparator: \.isNewline).last.map(String.init) ?? fallback
  }

  /// `date` as `YYYY-MM-DDTHH:MM:SSZ`.
  static func stamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
