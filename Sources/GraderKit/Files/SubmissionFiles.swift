import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Changes to a student's submissions folder that never lose a file.
package enum SubmissionFiles {
  /// Why nothing may be written into `folder`, or `nil` when it may: it must
  /// not be, or lie under, a link that leads out of `root`.
  ///
  /// A folder that does not exist yet is fine; it will be created inside `root`.
  package static func linkProblem(_ folder: String, within root: String) -> String? {
    guard let realRoot = SafeDirectory.resolved(root) else { return nil }
    var status = stat()
    guard lstat(folder, &status) == 0 else { return nil }
    switch SafeDirectory.kind(of: folder, realRoot: realRoot) {
    case .directory: return nil
    case .linkOutside:
      return
        "is a link to outside \(root); grader writes nothing through it. Replace it with a folder"
    case .brokenLink: return "is a link to nothing, or a loop of links; replace it with a folder"
    case .file, .other, .unreadableName: return "is not a folder"
    }
  }

  /// Whether anything stands where the work of the scenario `fullID` goes in
  /// `submissions`, in either form: a scenario started, whatever it holds.
  package static func isStarted(_ fullID: String, in submissions: String) -> Bool {
    FileLoader.exists("\(submissions)/\(fullID).tree")
      || FileLoader.exists("\(submissions)/\(fullID).swift")
  }

  /// Whether `name` is a backup that ``backUp(_:)`` made: it ends in `.bak`
  /// or `.bak.N`.
  package static func isBackup(_ name: String) -> Bool {
    // Most names hold no ".bak" at all: their bytes settle it (by hand: the
    // standard library's collection search costs a hundred times more).
    var bytes = name
    guard bytes.withUTF8(holdsBak) else { return false }
    if name.hasSuffix(".bak") { return true }
    guard let dot = name.lastIndex(of: "."), !name[name.index(after: dot)...].isEmpty,
      name[name.index(after: dot)...].allSatisfy(\.isASCII),
      Int(name[name.index(after: dot)...]) != nil
    else { return false }
    return name[..<dot].hasSuffix(".bak")
  }

  /// Whether the bytes `.bak` occur in `bytes`.
  private static func holdsBak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var matched = 0
    for byte in bytes {
      let wanted: UInt8 =
        switch matched {
        case 0: 0x2E  // .
        case 1: 0x62  // b
        case 2: 0x61  // a
        default: 0x6B  // k
        }
      if byte == wanted {
        matched += 1
        if matched == 4 { return true }
      } else {
        matched = byte == 0x2E ? 1 : 0
      }
    }
    return false
  }

  /// Renames the file at `path` to the first free name of `PATH.bak`,
  /// `PATH.bak.2`, `PATH.bak.3`…, and returns that name.
  ///
  /// A link is renamed itself; nothing is written through it.
  ///
  /// - Throws: ``FileLoader/Failure`` when it cannot be renamed.
  package static func backUp(_ path: String) throws(FileLoader.Failure) -> String {
    var number = 1
    while true {
      let backup = number == 1 ? path + ".bak" : path + ".bak.\(number)"
      var status = stat()
      if lstat(backup, &status) != 0 {
        guard rename(path, backup) == 0 else {
          throw FileLoader.Failure(
            path: path,
            reason:
              "cannot be kept as \(backup) (\(String(cString: strerror(errno)))); nothing was changed"
          )
        }
        return backup
      }
      number += 1
    }
  }
}
