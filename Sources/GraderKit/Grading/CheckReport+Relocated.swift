import GraderReaders

extension CheckReport {
  /// The report with the class folder `folder`, as typed, written `name`
  /// at the start of every path: what a batch writes shows a student's paths
  /// from the class folder's name on, never where the instructor's machine
  /// keeps it, nor how the folder was typed.
  package func relocated(from folder: String, to name: String) -> CheckReport {
    let prefix = folder + "/"
    guard prefix != name + "/" else { return self }
    // A path's prefix is its bytes: a student's folder may start with a
    // combining mark, which characters would join to the slash.
    func cut(_ path: String) -> String {
      guard path.utf8.starts(with: prefix.utf8) else { return path }
      return name + "/" + String(decoding: path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
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
      // A reason can name a folder too ("its folder … holds more than …").
      result.reason = result.reason.map { $0.replacingAll(prefix, with: name + "/") }
      return result
    }
    return copy
  }

  /// The name a batch's outputs give the class folder `folder`: its last
  /// part, or, for `.` and `..`, the last part of where it resolves.
  package static func shownName(of folder: String) -> String {
    let last = folder.split(separator: "/").last.map(String.init) ?? folder
    guard last == "." || last == ".." || last.isEmpty else { return last }
    let resolved = SafeDirectory.resolved(folder) ?? folder
    return resolved.split(separator: "/").last.map(String.init) ?? "class"
  }
}
