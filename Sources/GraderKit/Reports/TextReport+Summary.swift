import GraderModel
import GraderReaders

/// The report's diagnostics, and its closing summary: the total, what to fix
/// first, and the problems that are not one scenario's.
extension TextReport {
  /// Diagnostics fitted to the width, under the file the report names.
  func diagnostics(_ list: [Diagnostic], file: String?, indent: String) -> String {
    guard !list.isEmpty else { return "" }
    return CompactDiagnostics(width: width, color: color, shown: shown)
      .render(list, file: file, indent: indent)
  }

  func summary(_ report: CheckReport, misnamed: [String: String]) -> String {
    var text = ""
    let claimed = Set(misnamed.values)
    let unclaimed = report.unrecognized.filter { !claimed.contains($0.path) }
    if !unclaimed.isEmpty {
      // Shown from a folder inside it (`..`), the folder is named for what it is.
      let root = shown(report.submissionsRoot)
      let folder =
        PathText.components(of: report.submissionsRoot).allSatisfy { $0 == ".." || $0 == "." }
        ? "the submissions folder (\(root))" : root
      text +=
        "\n"
        + wrap(
          "Unrecognized in \(folder), not graded ('\(CommandHint.list)' shows the names it grades):",
          indent: "")
      for item in unclaimed {
        let hint = item.suggestion.map { ": did you mean \(report.submissionsRoot)/\($0)?" } ?? ""
        text += wrap(shown(item.path + hint), indent: "  ", rest: "    ")
      }
      if report.unrecognizedOmitted > 0 {
        text += "  … and \(report.unrecognizedOmitted) more entries\n"
      }
    }
    if report.results.isEmpty {
      return text + "\nNo scenarios to grade.\n"
    }
    if problems {
      let lines = problemLines(report, misnamed: misnamed)
      if !lines.isEmpty { text += "\nProblems, a line each, for an editor:\n" + lines.joined() }
    }
    // A file started and not yet written comes first: it is the one open.
    // (Each result is looked at where it lies: a copy retains each of its members.)
    let (started, missing) = report.results.withUnsafeBufferPointer { buffer -> (Int?, Int?) in
      guard !quiet, let results = buffer.baseAddress else { return (nil, nil) }
      return (
        buffer.indices.first {
          results[$0].verdict == .error && results[$0].reason == Grader.emptyReason
            && !results[$0].withheld
        },
        buffer.indices.first {
          results[$0].verdict == .missing && misnamed[results[$0].scenarioID] == nil
            && !results[$0].withheld
        }
      )
    }
    let results = report.results
    if let started {
      text +=
        "\n"
        + hint(
          "Next: describe the screen in", command: shown(results[started].submissionPath),
          indent: "")
    } else if let missing {
      text +=
        "\n"
        + hint(
          "Next:",
          command: CommandHint.start(
            shown(results[missing].scenarioID), swift: report.startsInSwift),
          indent: "")
    } else {
      text += "\n"
    }
    return text + total(report)
  }

  /// A line per problem that no diagnostic of the report already holds,
  /// in the compiler's layout: each explanation of a failing scenario at the
  /// student's line, and a file that does not read, or sits under a
  /// near-miss name, at its first. Whole, whatever the width.
  package func problemLines(_ report: CheckReport, misnamed: [String: String]) -> [String] {
    var lines: [String] = []
    for result in report.results {
      let name = ScenarioID.name(of: result.scenarioID)
      let path = shown(result.submissionPath)
      switch result.verdict {
      case .fail:
        for finding in result.findings {
          lines.append(
            "\(path):\(finding.line ?? 1):1: warning: \(shown(name)): \(shown(finding.sentence))\n")
        }
        if result.findings.isEmpty {
          lines.append(
            "\(path):1:1: warning: \(shown(name)): your rows differ from the expected ones\n")
        }
      case .error where result.diagnostics.isEmpty:
        lines.append(
          "\(path):1:1: error: \(shown(name)): \(shown(result.reason ?? "cannot be graded"))\n")
      case .missing:
        if let found = misnamed[result.scenarioID] {
          let (rename, _, to) = CheckReport.misnamedMove(found: found, path: result.submissionPath)
          lines.append(
            "\(shown(found)):1:1: warning: \(shown(name)): this file looks meant for \(shown(name)); \(rename ? "rename" : "move") it to \(shown(to))\n"
          )
        }
      default:
        break
      }
    }
    return lines
  }
}
