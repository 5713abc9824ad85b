import GraderReaders

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

extension CheckReport {
  /// Writes `name` for the class folder `folder`, as typed, at the start of
  /// every path, in place: what a batch writes shows a student's paths from
  /// the class folder's name on, never where the instructor's machine keeps
  /// it, nor how the folder was typed.
  package mutating func relocate(from folder: String, to name: String) {
    let prefix = folder + "/"
    let replacement = name + "/"
    // Compared as bytes: a name written another way is another name.
    guard !prefix.hasSameBytes(as: replacement) else { return }
    // A path's prefix is its bytes: a student's folder may start with a
    // combining mark, which characters would join to the slash.
    let prefixBytes = Array(prefix.utf8)
    let replacementBytes = Array(replacement.utf8)
    func cut(_ path: inout String) {
      var relocated: String?
      path.withUTF8 { bytes in
        guard bytes.count >= prefixBytes.count,
          memcmp(bytes.baseAddress!, prefixBytes, prefixBytes.count) == 0
        else { return }
        // The rest, by its bytes (the prefix ends in a slash, so it starts a
        // scalar), copied once into a string allocated at its full size.
        let rest = bytes.count - prefixBytes.count
        relocated = String(unsafeUninitializedCapacity: replacementBytes.count + rest) { out in
          memcpy(out.baseAddress!, replacementBytes, replacementBytes.count)
          memcpy(
            out.baseAddress! + replacementBytes.count, bytes.baseAddress! + prefixBytes.count, rest)
          return replacementBytes.count + rest
        }
      }
      if let relocated { path = relocated }
    }
    func cut(_ diagnostic: inout Diagnostic) {
      if var path = diagnostic.location?.path {
        cut(&path)
        diagnostic.location?.path = path
      }
      for note in diagnostic.notes.indices { cut(&diagnostic.notes[note]) }
    }
    cut(&submissionsRoot)
    for item in unrecognized.indices { cut(&unrecognized[item].path) }
    for index in results.indices {
      cut(&results[index].submissionPath)
      for diagnostic in results[index].diagnostics.indices {
        cut(&results[index].diagnostics[diagnostic])
      }
      // A reason can name a folder too ("its folder … holds more than …").
      if let reason = results[index].reason {
        results[index].reason = reason.replacingAll(prefix, with: replacement)
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
