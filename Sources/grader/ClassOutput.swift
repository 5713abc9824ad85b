import GraderKit

/// Writes the outputs of `batch` and `merge`: checks and locks the output
/// folder, streams every report as students come, swaps them in at the end,
/// and prints the summary and the GitHub step summary.
enum ClassOutput {
  /// - Parameters:
  ///   - feed: Hands every student to the output, in name order.
  /// - Returns: The tallies, or `nil` when an output could not be written
  ///   (the error is printed and the previous output is left as it was).
  /// - Throws: ``UsageError`` when the output folder cannot be used.
  static func write(
    out: String, classRoot: String?, info: RunInfo,
    reports: (standardOutput: ReportFormat, files: [(ReportFormat, String)]), plan: Int?,
    hidden: Int = 0, command: String = "batch", lmsAnswers: Bool = false,
    commit: () throws(FileLoader.Failure) -> Void = {},
    feed: (BatchOutput) throws(FileLoader.Failure) -> Void
  ) throws(UsageError) -> ClassTally? {
    Signals.endRuns(beforeExit: endingInGitHub)
    // Before any report streams to standard output, written raw as the format is
    // (`GitHub.prepare` has said whether that output is a machine format).
    GitHub.stopCommands()
    let folder: OutputFolder
    do {
      folder = try OutputFolder(path: out, option: Option.batchOut.name, classRoot: classRoot)
    } catch {
      guard error.isUsage else {
        Terminal.say(.error, error.message)
        return nil
      }
      throw UsageError(message: error.message, command: command)
    }
    let output: BatchOutput
    do throws(FileLoader.Failure) {
      output = try BatchOutput(
        folder: folder, info: info, reports: Formats.targets(reports, out: out), plan: plan,
        classroom50: Formats.classroom50, lmsAnswers: lmsAnswers,
        standardOutput: Terminal.StandardOutput())
    } catch {
      folder.abandon()
      folder.release()
      Terminal.say(.error, path: error.path, error.reason)
      return nil
    }
    output.tallyHidden(hidden, missingShards: info.missingShards ?? [])
    do throws(FileLoader.Failure) {
      try feed(output)
      try output.finish(warn: { Terminal.err($0 + "\n") }, alsoCommit: commit)
    } catch {
      output.abandon()
      folder.release()
      Terminal.say(.error, path: error.path, error.reason)
      return nil
    }
    let tally = output.tally
    if !(info.missingShards ?? []).isEmpty {
      Terminal.say(
        .warning,
        "PARTIAL MERGE: \(ClassTally.missing(info.missingShards!)) missing; their students are not in \(out)/gradebook.csv"
      )
    }
    if reports.standardOutput == .text || reports.standardOutput.isPerStudent {
      Terminal.out(tally.summary)
    }
    if GitHub.isActive { GitHub.appendSummary(tally.markdown) }
    return tally
  }
}

extension ClassOutput {
  /// The exit status of a `batch` or `merge` whose outputs were written: 1
  /// with `--strict` when some student, or a lesson folder of theirs, could
  /// not be read, which standard error then says (the summary names them);
  /// 0 otherwise.
  static func status(_ tally: ClassTally, strict: Bool) -> Int32 {
    let broken = tally.broken.count
    let unreadable = tally.unreadable.count
    guard strict, broken + unreadable > 0 else { return 0 }
    var parts: [String] = []
    if broken > 0 {
      parts.append("\(broken) \(broken == 1 ? "student" : "students") could not be graded")
    }
    if unreadable > 0 {
      parts.append(
        "\(unreadable) \(unreadable == 1 ? "student has" : "students have") a lesson folder that could not be read"
      )
    }
    Terminal.say(
      .error,
      "\(Option.strict.name): \(parts.joined(separator: ", and ")); the outputs are written, and the run fails"
    )
    return 1
  }
}
