import GraderReaders

extension CheckReport {
  /// Writes `name` for the class folder `folder`, as typed, at the start of
  /// every path, in place: what a batch writes shows a student's paths from
  /// the class folder's name on, never where the instructor's machine keeps
  /// it, nor how the folder was typed.
  package mutating func relocate(from folder: String, to name: String) {
    relocate(PathRelocation(folder: folder, name: name))
  }

  /// Shows every path the report holds as `relocation` does, in place: its
  /// results' files, their diagnostics and the reasons that name a folder,
  /// the files no scenario claims, and the submissions folder.
  package mutating func relocate(_ relocation: PathRelocation) {
    guard !relocation.isIdentity else { return }
    func cut(_ diagnostic: inout Diagnostic) {
      if let path = diagnostic.location?.path {
        diagnostic.location?.path = relocation(path)
      }
      for note in diagnostic.notes.indices { cut(&diagnostic.notes[note]) }
    }
    submissionsRoot = relocation(submissionsRoot)
    for item in unrecognized.indices {
      unrecognized[item].path = relocation(unrecognized[item].path)
    }
    for index in results.indices {
      results[index].submissionPath = relocation(results[index].submissionPath)
      for diagnostic in results[index].diagnostics.indices {
        cut(&results[index].diagnostics[diagnostic])
      }
      // A reason can name a folder too ("its folder … holds more than …").
      if let reason = results[index].reason {
        results[index].reason = relocation.inText(reason)
      }
    }
  }

  /// The name a batch's outputs give the class folder `folder`: its last
  /// part, or, for `.` and `..`, the last part of where it resolves.
  package static func shownName(of folder: String) -> String {
    let last = PathText.components(of: folder).last ?? folder
    guard last == "." || last == ".." || last.isEmpty else { return last }
    let resolved = SafeDirectory.resolved(folder) ?? folder
    return PathText.components(of: resolved).last ?? "class"
  }
}
