import GraderReaders

extension CheckReport {
  /// The report with `prefix` (the folder above a class folder given as an
  /// absolute path) cut from every path that begins with it: what a batch
  /// writes shows a student's paths from the class folder's name on, never
  /// where the instructor's machine keeps it.
  package func relocated(dropping prefix: String) -> CheckReport {
    guard !prefix.isEmpty else { return self }
    func cut(_ path: String) -> String {
      path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
    func cut(_ diagnostic: Diagnostic) -> Diagnostic {
      var diagnostic = diagnostic
      if let path = diagnostic.location?.path { diagnostic.location?.path = cut(path) }
      diagnostic.notes = diagnostic.notes.map(cut)
      return diagnostic
    }
    var copy = self
    copy.submissionsRoot = cut(submissionsRoot)
    copy.unrecognized = unrecognized.map { (cut($0.path), $0.suggestion) }
    copy.results = results.map { result in
      var result = result
      result.submissionPath = cut(result.submissionPath)
      result.diagnostics = result.diagnostics.map(cut)
      return result
    }
    return copy
  }

  /// What ``relocated(dropping:)`` cuts for a class folder at `classFolder`:
  /// the folder above it, when it is an absolute path; nothing otherwise.
  package static func prefix(above classFolder: String) -> String {
    guard classFolder.hasPrefix("/"), let slash = classFolder.lastIndex(of: "/") else { return "" }
    return String(classFolder[...slash])
  }
}
