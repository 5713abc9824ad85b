import GraderKit

/// `grader merge DIR…`: joins the outputs of sharded batches into one, or
/// updates an old output with a regrade (`--update OLD NEW`).
enum MergeCommand {
  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "name the output folders of the shards to merge", command: "merge")
    }
    let update = arguments.has(.update)
    if update, arguments.positionals.count != 2 {
      throw UsageError(
        message: "'\(Option.update.name)' takes two folders: the old output, then the regrade",
        command: "merge")
    }
    if update, arguments.has(.allowPartial) {
      throw UsageError(
        message:
          "'\(Option.allowPartial.name)' is for shards; '\(Option.update.name)' takes whole outputs",
        command: "merge")
    }
    let reports = try arguments.reports()
    // A regrade updates the old output in place unless told otherwise.
    let out = arguments[.mergeOut] ?? (update ? arguments.positionals[0] : "grades")
    try ReportPaths.check(arguments, reports: reports, out: out, root: nil, command: "merge")
    let info: RunInfo
    let readers: [ResultsReader]
    do throws(ShardMerger.Refusal) {
      if update {
        let opened = try ShardMerger.openUpdate(
          old: arguments.positionals[0], new: arguments.positionals[1])
        (info, readers) = (opened.info, [opened.old, opened.new])
      } else {
        (info, readers) = try ShardMerger.open(
          arguments.positionals, allowPartial: arguments.has(.allowPartial))
      }
    } catch {
      Terminal.say(.error, worded(error))
      return 1
    }
    if update, readers[1].info.regrade != true {
      Terminal.say(
        .note,
        "\(readers[1].folder) is no regrade from the class's folder (\(Option.only.name)): its students are named, and their paths shown, as its own class folder has them"
      )
    }
    var changed: (replaced: [UntrustedText], added: [UntrustedText]) = ([], [])
    let written = try ClassOutput.write(
      out: out, classRoot: nil, info: info, reports: reports, plan: nil,
      hidden: update ? 0 : readers.first?.info.hiddenEntries ?? 0, command: "merge",
      lmsAnswers: arguments[.answersClass] == "full"
    ) { output throws(FileLoader.Failure) in
      do throws(ShardMerger.Refusal) {
        changed = try ShardMerger.merge(
          readers, replacing: update,
          roster: update ? nil : ShardMerger.roster(of: readers, info: info)
        ) {
          record, report throws(FileLoader.Failure) in
          try output.add(GradedStudent(record: record, report: report))
        }
      } catch {
        // Said once, as the output's failure: nothing of it was written.
        throw FileLoader.Failure(path: out, reason: "not written: \(worded(error))")
      }
    }
    guard let tally = written else { return 1 }
    if update {
      func listed(_ names: [UntrustedText]) -> String {
        guard !names.isEmpty else { return "none" }
        let shown = names.prefix(10).map { Escape.terminal($0) }.joined(separator: ", ")
        return shown + (names.count > 10 ? " and \(names.count - 10) more" : "")
      }
      Terminal.say(
        .note,
        "\(Escape.terminal(out)): replaced \(listed(changed.replaced)); added \(listed(changed.added))"
      )
    }
    return ClassOutput.status(tally, strict: arguments.has(.strict))
  }

  /// A refusal's message, with its way out in the command line's terms.
  static func worded(_ refusal: ShardMerger.Refusal) -> String {
    switch refusal.remedy {
    case .mergePartially:
      refusal.message + ", or pass \(Option.allowPartial.name) to merge what is there"
    case .regradeFromTheClass(let folder):
      refusal.message
        + ": grader batch CLASS \(Option.only.name) \(Escape.terminal(Escape.shellWord(folder.unescaped)))"
    case nil: refusal.message
    }
  }
}
