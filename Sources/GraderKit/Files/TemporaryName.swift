import Foundation
import GraderReaders

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The temporary file an output is written into beside its place before it
/// is renamed there, and the clean-up of those an earlier run left behind.
///
/// A temporary file is named `.NAME.PID-UUID.tmp` (`NAME` cut to its first
/// ``nameLimit`` bytes, so that the temporary name fits where the name
/// does): a run killed outright
/// (SIGKILL, a power cut) cannot remove its own, and the next run that writes
/// `NAME` removes each one whose process is gone, never one that a run still
/// going is writing.
package enum TemporaryName {
  /// A new temporary path for the file at `path`, in the same folder.
  package static func beside(_ path: String) -> String {
    // A folder's path may end in slashes: the name is the last one's.
    let path = PathText.trimmingTrailingSlashes(path)
    let folder = PathText.parent(of: path).map { $0 + "/" } ?? ""
    let name = PathText.lastComponent(of: path)
    return folder + ".\(shortened(name)).\(getpid())-\(randomIdentifier()).tmp"
  }

  /// A random (version 4) UUID, written as `UUID().uuidString` writes one:
  /// groups of 8, 4, 4, 4 and 12 upper-case hexadecimal digits. Made by
  /// hand, since Foundation's `UUID` and `URL` cost a check more than the
  /// file it writes.
  static func randomIdentifier() -> String {
    var generator = SystemRandomNumberGenerator()
    let words = [generator.next() as UInt64, generator.next() as UInt64]
    let digits = Array("0123456789ABCDEF".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for position in 0..<32 {
      if [8, 12, 16, 20].contains(position) { text.append(UInt8(ascii: "-")) }
      var digit = Int((words[position / 16] >> UInt64((position % 16) * 4)) & 15)
      // The version, 4, and the variant, 10 in binary.
      if position == 12 { digit = 4 }
      if position == 16 { digit = 8 | digit & 3 }
      text.append(digits[digit])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// How many bytes of a name a temporary name keeps: a file system takes
  /// names of 255 bytes, and the rest of a temporary name takes up to 55.
  package static let nameLimit = 180

  /// `name` cut to its first ``nameLimit`` bytes, at a character's start.
  package static func shortened(_ name: String) -> String {
    guard name.utf8.count > nameLimit else { return name }
    var kept = ""
    for scalar in name.unicodeScalars {
      guard kept.utf8.count + String(scalar).utf8.count <= nameLimit else { break }
      kept.unicodeScalars.append(scalar)
    }
    return kept
  }

  /// Removes the temporary files (and staging folders) of `path` that runs
  /// no longer going left beside it, and says how many it removed.
  @discardableResult
  package static func removeStale(beside path: String) -> Int {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let prefix = "." + shortened(url.lastPathComponent) + "."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return 0
    }
    var removed = 0
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let middle = name.dropFirst(prefix.count).dropLast(4)
      guard let dash = middle.firstIndex(of: "-"), let pid = pid_t(middle[..<dash]), pid > 0,
        UUID(uuidString: String(middle[middle.index(after: dash)...])) != nil
      else { continue }
      // A process that still runs (or that is another user's) keeps its file.
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      var status = stat()
      let full = folder + "/" + name
      guard lstat(full, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFREG: if unlink(full) == 0 { removed += 1 }
      case S_IFDIR:
        // A staging folder: what it holds was written by that run alone.
        if (try? FileManager.default.removeItem(atPath: full)) != nil { removed += 1 }
      default: continue
      }
    }
    return removed
  }
}
