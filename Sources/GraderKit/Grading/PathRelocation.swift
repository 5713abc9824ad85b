import GraderModel
import GraderReaders

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A way to show paths from somewhere else than where they were made: each
/// path that starts with one of its folders starts with that folder's new
/// name instead, the first folder that matches taking it.
///
/// A batch shows a student's paths from the class folder's name on (one
/// folder); a check run in a folder below the course's shows them from that
/// folder, as git does (a folder for each level between the two).
package struct PathRelocation: Sendable, Equatable {
  /// One folder and the name it is shown by.
  struct Rule: Sendable, Equatable {
    /// The folder's path with a slash at its end, as bytes.
    var prefix: [UInt8]
    /// What replaces `prefix`: the new name with a slash at its end, or nothing.
    var replacement: [UInt8]
    /// What the folder itself is shown as, when it is; `nil` leaves it as it is.
    var folder: String?

    init(prefix: String, replacement: String, folder: String? = nil) {
      self.prefix = Array(prefix.utf8)
      self.replacement = Array(replacement.utf8)
      self.folder = folder
    }
  }

  /// The folders, the deepest first.
  private(set) var rules: [Rule]

  /// Shows the paths under `folder` from `name` on (`/srv/class/ada/x.tree`
  /// as `class/ada/x.tree`), compared by their bytes: a name written
  /// another way is another name.
  package init(folder: String, name: String) {
    rules =
      folder.hasSameBytes(as: name) ? [] : [Rule(prefix: folder + "/", replacement: name + "/")]
  }

  /// Shows the paths that start with the course folder's path `up` levels
  /// above the current folder (`../../`) from the current folder, whose last
  /// `up` names are `here`, as git shows them: `../../Submissions/04/x.tree`
  /// from `Submissions/04` is `x.tree`, and from `Submissions/05` is
  /// `../04/x.tree`. `nil` when there is no level between the two.
  package init?(up: Int, here: [String]) {
    guard up > 0, here.count == up,
      !here.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.utf8.contains(0x2F) })
    else { return nil }
    let course = String(repeating: "../", count: up)
    rules = (1...up).reversed().map { depth in
      let folder = course + here[..<depth].joined(separator: "/")
      let shown = String(repeating: "../", count: up - depth)
      return Rule(
        prefix: folder + "/", replacement: shown,
        folder: shown.isEmpty ? "." : String(shown.dropLast()))
    }
  }

  /// Shows paths as ``init(up:here:)`` does from `folder`, the current
  /// folder's path as the system resolves it: its last `up` names are the
  /// ones `..` climbs through.
  package init?(up: Int, inFolder folder: String) {
    let names = PathText.components(of: folder)
    guard up > 0, names.count >= up else { return nil }
    self.init(up: up, here: Array(names.suffix(up)))
  }

  /// Whether it shows every path as it is.
  package var isIdentity: Bool { rules.isEmpty }

  /// `path` shown from the new place: the first folder it starts with
  /// replaced, or the folder itself shown by its new name.
  package func callAsFunction(_ path: String) -> String {
    guard !rules.isEmpty, !path.isEmpty else { return path }
    return path.withBytes { bytes in
      // Each rule read where it lies: a copy retains each of its members.
      for index in rules.indices {
        let count = rules[index].prefix.count
        if bytes.count >= count, memcmp(bytes.baseAddress!, rules[index].prefix, count) == 0 {
          return relocated(bytes, by: index)
        }
        if rules[index].folder != nil, bytes.count + 1 == count,
          memcmp(bytes.baseAddress!, rules[index].prefix, bytes.count) == 0
        {
          return rules[index].folder!
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// `bytes`, which start with the prefix of the rule at `index`, with that
  /// prefix replaced. The prefix ends in a slash, so the rest starts a
  /// scalar: copied once into a string allocated at its full size.
  private func relocated(_ bytes: UnsafeBufferPointer<UInt8>, by index: Int) -> String {
    let skipped = rules[index].prefix.count
    let rest = bytes.count - skipped
    return rules[index].replacement.withUnsafeBufferPointer { replacement in
      let total = replacement.count + rest
      guard total > 0 else { return rules[index].folder ?? "" }
      return String(unsafeUninitializedCapacity: total) { out in
        if let base = replacement.baseAddress { memcpy(out.baseAddress!, base, replacement.count) }
        memcpy(out.baseAddress! + replacement.count, bytes.baseAddress! + skipped, rest)
        return total
      }
    }
  }

  /// `text` with every path in it shown from the new place: each folder's
  /// prefix replaced where a path starts, at the start of the text or after
  /// a space, the deepest first. (A name that ends as a prefix starts,
  /// `Smith Jr./` for `./`, is no path of the folder's.)
  package func inText(_ text: String) -> String {
    var text = text
    for index in rules.indices {
      text = Self.replacingPaths(in: text, rules[index].prefix, with: rules[index].replacement)
    }
    return text
  }

  private static func replacingPaths(
    in text: String, _ prefix: [UInt8], with replacement: [UInt8]
  ) -> String {
    return text.withBytes { bytes -> String in
      guard let first = prefix.first, bytes.count >= prefix.count else { return text }
      var result: [UInt8] = []
      var copied = 0
      var index = 0
      while index + prefix.count <= bytes.count {
        guard
          let found = memchr(bytes.baseAddress! + index, Int32(first), bytes.count - index)
        else { break }
        let at = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
        guard at + prefix.count <= bytes.count else { break }
        if at == 0 || bytes[at - 1] == 0x20,
          memcmp(bytes.baseAddress! + at, prefix, prefix.count) == 0
        {
          result.append(contentsOf: bytes[copied..<at])
          result.append(contentsOf: replacement)
          index = at + prefix.count
          copied = index
        } else {
          index = at + 1
        }
      }
      guard copied > 0 else { return text }
      result.append(contentsOf: bytes[copied...])
      return String(decoding: result, as: UTF8.self)
    }
  }
}
