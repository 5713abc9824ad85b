import GraderKit
import GraderReaders

/// `grader verify RESULTS --lessons DIR --submissions DIR`: re-grades a results
/// file and says whether each grade still holds.
enum VerifyCommand {
  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError(
        message: arguments.positionals.isEmpty
          ? "name the RESULTS file to verify" : "name one RESULTS file",
        command: "verify")
    }
    let lessons = arguments.value(.trustedLessons)
    let submissions = arguments.value(.verifiedSubmissions)
    let renderer = TerminalRenderer(color: "auto", descriptor: 2)
    let bytes: [UInt8]
    do {
      bytes =
        try path == "-"
        ? FileLoader.standardInput(limit: 1 << 30) : FileLoader.bytes(at: path, limit: 1 << 30)
    } catch {
      Terminal.say(.error, path: path, error.reason)
      return 2
    }
    let results: Verifier.Results
    do {
      results = try Verifier.results(bytes)
    } catch {
      Terminal.say(.error, "\(path) \(error.reason)")
      return 2
    }
    let catalog = Course.catalog(lessons)
    Terminal.err(renderer.render(catalog.diagnostics))
    guard !catalog.isBroken, !catalog.scenarios.isEmpty else {
      if !catalog.isMissing {
        Terminal.err(
          "The lessons in \(lessons) are broken or empty: nothing to verify against.\n")
      }
      return 2
    }
    // A shard is checked as one only when the command line says so.
    if results.info.shard != arguments[.verifiedShard] {
      Terminal.say(
        .error,
        Escape.terminal(path) + " "
          + (results.info.shard.map {
            // A shard is I/N: the results file was refused otherwise.
            "is shard \($0) of a class: verify it with \(Option.shard.name) \($0), or verify the merged results"
          } ?? "is not a shard's results; verify it without \(Option.shard.name)"))
      return 2
    }
    var outcome: Verifier.Outcome
    do throws(FileLoader.Failure) {
      outcome = try Verifier(catalog: catalog).verify(
        results, submissions: submissions,
        student: Course.student(ofSubmissions: submissions))
    } catch {
      Terminal.say(.error, path: error.path, error.reason)
      return 2
    }
    // What a batch wrote beside the results: its gradebook and reports.
    if path != "-" {
      outcome.problems += Verifier.outputProblems(
        results, folder: PathText.parent(of: path) ?? ".")
    }
    Terminal.out(Verifier.text(outcome))
    return outcome.problems.isEmpty ? 0 : 1
  }
}
