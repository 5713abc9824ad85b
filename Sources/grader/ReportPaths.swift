import GraderKit

/// Where `batch` and `merge` may write their reports: each path its own,
/// none where the output folder keeps its own files, none in the class.
enum ReportPaths {
  /// Refuses, as bad usage:
  /// - a report file inside the output folder, which would be lost in its
  ///   swap, or inside the class folder, where it would be read as a
  ///   student's work;
  /// - a per-student format's folder inside the class folder, or inside the
  ///   output folder under one of its own names (`results.json`,
  ///   `gradebook.csv`, `reports`, a hidden name) or as the folder itself;
  /// - two reports, the `--format` folder and the class page among them,
  ///   written to one path, or a report inside another's folder.
  static func check(
    _ arguments: Arguments,
    reports: (standardOutput: ReportFormat, files: [(ReportFormat, String)]),
    page: String? = nil, out: String, root: String?, command: String
  ) throws(UsageError) {
    func refuse(_ message: String) -> UsageError {
      UsageError(message: message, command: command)
    }
    var named: [(option: String, path: String, isFolder: Bool)] = []
    if reports.standardOutput.isPerStudent {
      let format = reports.standardOutput.rawValue
      named.append(("\(Option.format.name) \(format) ", out + "/" + format, true))
    }
    for (format, path) in reports.files {
      let option =
        path == arguments[.output]
        ? "\(Option.output.name) " : "\(Option.reportFile.name) \(format.rawValue)="
      named.append((option, path, format.isPerStudent))
    }
    if let page { named.append(("\(Option.htmlClass.name) ", page, false)) }
    // Each path resolved once, as it will be when it is written.
    let resolvedOut = SafeDirectory.resolvedOrPlanned(out)
    let resolvedRoot = root.flatMap(SafeDirectory.resolvedOrPlanned)
    var seen: [(option: String, path: String, resolved: String, isFolder: Bool)] = []
    for (option, path, isFolder) in named {
      guard let resolved = SafeDirectory.resolvedOrPlanned(path) else { continue }
      if let resolvedOut, resolved == resolvedOut {
        throw refuse("\(option)'\(path)' is the output folder itself; choose a folder in it")
      }
      if let resolvedOut, SafeDirectory.lies(resolved, in: resolvedOut, orIs: false) {
        let inside = resolved.dropFirst(
          resolvedOut.hasSuffix("/") ? resolvedOut.count : resolvedOut.count + 1)
        let first = String(inside.split(separator: "/").first ?? "")
        if !isFolder {
          throw refuse(
            "\(option)'\(path)' lies in the output folder, which grader owns; write the report beside it"
          )
        }
        if BatchOutput.ownNames.contains(first) {
          throw refuse(
            "\(option)'\(path)' is where the output folder keeps its own \(first); choose another name"
          )
        }
        if first.hasPrefix(".") {
          throw refuse(
            "\(option)'\(path)' is hidden in the output folder, where grader keeps its own hidden files; choose a name that does not begin with '.'"
          )
        }
      }
      if let resolvedRoot, SafeDirectory.lies(resolved, in: resolvedRoot) {
        throw refuse("\(option)'\(path)' lies in the class folder; write the report beside it")
      }
      for other in seen
      where resolved == other.resolved
        || (other.isFolder && SafeDirectory.lies(resolved, in: other.resolved, orIs: false))
        || (isFolder && SafeDirectory.lies(other.resolved, in: resolved, orIs: false))
      {
        throw refuse(
          "\(other.option)'\(other.path)' and \(option)'\(path)' would write to one place; give each report a path of its own"
        )
      }
      seen.append((option, path, resolved, isFolder))
    }
  }
}
