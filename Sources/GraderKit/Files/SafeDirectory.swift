import Foundation
import GraderReaders

/// One entry of a folder, classified without following links out of the root.
package struct DirectoryEntry: Sendable, Hashable {
  /// What an entry is.
  package enum Kind: Sendable, Hashable {
    /// A regular file, or a link to one inside the root.
    case file
    /// A folder, or a link to one inside the root.
    case directory
    /// A link whose target lies outside the root.
    case linkOutside
    /// A link whose target does not exist, or a loop of links.
    case brokenLink
    /// A device, socket or pipe.
    case other
    /// An entry whose name is not UTF-8 text, which no report can name exactly.
    case unreadableName
  }

  /// The entry's name.
  package var name: String
  /// The entry's path: the folder's path and the name.
  package var path: String
  /// What it is.
  package var kind: Kind
}

/// Lists folders that may be hostile: sorted, capped, and never following a
/// link out of the root the grader was given.
package enum SafeDirectory {
  /// The most entries one folder may hold.
  package static let entryLimit = 10_000

  /// The entries of the folder at `path`, sorted by name, hidden ones left out.
  ///
  /// - Parameters:
  ///   - path: The folder.
  ///   - root: The folder no link may lead out of.
  /// - Throws: ``FileLoader/Failure`` when the folder cannot be listed or
  ///   holds more than ``entryLimit`` entries.
  package static func entries(
    of path: String, within root: String, resolvedRoot: String? = nil, limit: Int = entryLimit
  ) throws(FileLoader.Failure) -> [DirectoryEntry] {
    try entriesAndHidden(of: path, within: root, resolvedRoot: resolvedRoot, limit: limit).entries
  }

  /// ``entries(of:within:limit:)``, and how many hidden entries (names
  /// that begin with a dot) the folder holds, from one listing.
  ///
  /// `resolvedRoot`, when given, is `root` as it was resolved before: a root
  /// swapped for a link since then is not followed.
  package static func entriesAndHidden(
    of path: String, within root: String, resolvedRoot: String? = nil, limit: Int = entryLimit
  ) throws(FileLoader.Failure) -> (entries: [DirectoryEntry], hidden: Int) {
    let opened = try openedEntries(of: path, within: root, resolvedRoot: resolvedRoot, limit: limit)
    return (opened.entries, opened.hidden)
  }

  /// ``entriesAndHidden(of:within:resolvedRoot:limit:)``, and the folder
  /// still open, to read its files through
  /// (``FileLoader/bytes(named:in:path:limit:confinedTo:)``).
  ///
  /// - Parameters:
  ///   - parent: The open folder that holds `path`, and the name it lists
  ///     the folder by: the folder is opened through it when it is no link,
  ///     and needs no placing of its own; a link is followed only to a
  ///     folder inside the root.
  ///   - given: The folder at `path`, opened already through the folder
  ///     that holds it (``HeldFolder/folder(_:)``); when `nil`, it is opened
  ///     as above.
  package static func openedEntries(
    of path: String, within root: String, resolvedRoot: String? = nil, limit: Int = entryLimit,
    in parent: (folder: OpenFolder, name: String)? = nil, opened given: OpenFolder? = nil
  ) throws(FileLoader.Failure) -> (entries: [DirectoryEntry], hidden: Int, folder: OpenFolder) {
    // The folder opened is checked, not its path: one swapped for a link
    // after it was listed leads nowhere outside the root.
    let realRoot = resolvedRoot ?? resolved(root) ?? root
    var opened = given ?? parent.flatMap { $0.folder.folder($0.name) }
    if parent != nil, opened == nil {
      // A link, followed beneath the root; nothing is opened by its path.
      guard let (top, parts) = try linkBeneath(path, inside: realRoot) else {
        throw FileLoader.Failure(path: path, reason: unlistedReason(path, inside: realRoot))
      }
      opened = top.folder(beneath: parts)
    } else if opened == nil {
      opened = OpenFolder(path, inside: realRoot)
    }
    guard let folder = opened else {
      throw FileLoader.Failure(path: path, reason: unlistedReason(path, inside: realRoot))
    }
    let listing = folder.list(limit: limit, unreadableType: unreadableType)
    guard listing.count <= limit else {
      throw FileLoader.Failure(path: path, reason: "holds more than \(limit) entries")
    }
    let shown = listing.filter { !$0.name.hasPrefix(".") }
    let entries = shown.sorted { $0.name < $1.name }.map { entry in
      let child =
        path.hasSuffix("/")
        ? String(concatenating: path, entry.name) : String(concatenating: path, "/", entry.name)
      let kind: DirectoryEntry.Kind
      switch entry.type {
      case directoryType: kind = .directory
      case regularType: kind = .file
      case unreadableType: kind = .unreadableName
      default:
        kind = self.kind(of: child, realRoot: realRoot)
      }
      return DirectoryEntry(name: entry.name, path: child, kind: kind)
    }
    return (entries, listing.count - shown.count, folder)
  }

  /// Where the link at `path` leads, to be opened beneath the root rather
  /// than by its path: `realRoot` open, and the names of the folders below it
  /// down to the target (none for the root itself); `nil` when it leads
  /// nowhere. A link out is never opened, and one inside, opened one folder
  /// at a time with no link followed, opens nothing outside even when
  /// something is swapped while it is followed.
  ///
  /// - Throws: ``FileLoader/Failure`` with ``outsideReason`` when it leads
  ///   outside `realRoot`.
  package static func linkBeneath(_ path: String, inside realRoot: String) throws(FileLoader
    .Failure) -> (root: OpenFolder, parts: [String])?
  {
    guard let target = resolved(path) else { return nil }
    guard lies(target, in: realRoot), let root = OpenFolder(realRoot, inside: realRoot) else {
      throw FileLoader.Failure(path: path, reason: outsideReason)
    }
    let below = String(decoding: target.utf8.dropFirst(realRoot.utf8.count), as: UTF8.self)
    return (root, PathText.components(of: below))
  }

  /// Why the folder at `path` did not open as one inside `realRoot`.
  private static func unlistedReason(_ path: String, inside realRoot: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0 else { return "does not exist" }
    guard let target = resolved(path) else {
      return status.st_mode & S_IFMT == S_IFLNK
        ? "is a link to nothing, or a loop of links"
        : "cannot be listed (permission denied, or not a folder)"
    }
    guard lies(target, in: realRoot) else { return outsideReason }
    return "cannot be listed (permission denied, or not a folder)"
  }

  /// `d_type` of a folder and of a regular file; any other type, a link
  /// among them, is looked at with `lstat`.
  private static let directoryType: UInt8 = 4
  private static let regularType: UInt8 = 8
  /// Not a `d_type`: the mark of a name that is not UTF-8.
  private static let unreadableType: UInt8 = 0xFF

  /// A name that is not UTF-8, with each byte that is not part of a valid
  /// character written `\xHH`: two such names stay two names, as the folder
  /// holds them, and each shows which bytes are wrong.
  package static func escapedName(_ bytes: [UInt8]) -> String {
    var name = ""
    var index = 0
    while index < bytes.count {
      let length = validCharacterLength(bytes, at: index)
      if length > 0 {
        name += String(decoding: bytes[index..<index + length], as: UTF8.self)
        index += length
      } else {
        let hex = String(bytes[index], radix: 16, uppercase: true)
        name += "\\x" + (hex.count == 1 ? "0" + hex : hex)
        index += 1
      }
    }
    return name
  }

  /// The length of the UTF-8 character that starts at `index`, or 0 when
  /// the bytes there are not one (overlong forms and surrogates included).
  private static func validCharacterLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let (length, low, high): (Int, UInt8, UInt8)
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
    case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
    case 0xED: (length, low, high) = (3, 0x80, 0x9F)
    case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
    case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
    case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
    default: return 0
    }
    guard index + length <= bytes.count, (low...high).contains(bytes[index + 1]) else { return 0 }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
    return length
  }

  /// What the entry at `path` is, following a link only when it stays inside `realRoot`.
  package static func kind(of path: String, realRoot: String) -> DirectoryEntry.Kind {
    var status = stat()
    guard lstat(path, &status) == 0 else { return .brokenLink }
    if status.st_mode & S_IFMT == S_IFLNK {
      guard let target = resolved(path) else { return .brokenLink }
      guard lies(target, in: realRoot) else { return .linkOutside }
      guard stat(target, &status) == 0 else { return .brokenLink }
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// `path` with every link resolved; for a path that does not exist yet,
  /// its closest existing folder resolved and the rest of the path after it,
  /// so that a path planned inside a folder that does not exist yet either
  /// is known to lie inside it, as it will.
  package static func resolvedOrPlanned(_ path: String) -> String? {
    if let found = resolved(path) { return found }
    var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    var rest: [String] = []
    while let last = components.popLast() {
      rest.insert(last, at: 0)
      let prefix = components.joined(separator: "/")
      let base = prefix.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : prefix
      guard var planned = resolved(base) else { continue }
      // What does not exist yet holds no link: its '.' and '..' are read as written.
      for component in rest where !component.isEmpty && component != "." {
        if component == ".." {
          planned = planned == "/" ? "/" : PathText.parent(of: planned)!
          if planned.isEmpty { planned = "/" }
        } else {
          planned += planned.hasSuffix("/") ? component : "/" + component
        }
      }
      return planned
    }
    return nil
  }

  /// Whether the resolved path `path` lies inside the resolved folder
  /// `root`, or, with `orIs`, is `root` itself: the one answer to "is this
  /// inside that folder" that every check of the grader gives.
  ///
  /// Compared as bytes, as the file system names them: two names that are
  /// the same text written two ways (`í`, or `i` and a combining accent)
  /// are two folders, and neither lies in the other.
  package static func lies(_ path: String, in root: String, orIs: Bool = true) -> Bool {
    if path.hasSameBytes(as: root) { return orIs }
    let folder = root.utf8.last == UInt8(ascii: "/") ? root : root + "/"
    return path.utf8.starts(with: folder.utf8)
  }

  /// Whether `path`, which may not exist yet, lies inside `folder` (or is
  /// it, with `orIs`), both resolved as ``resolvedOrPlanned(_:)`` resolves them.
  package static func plannedPath(_ path: String, liesIn folder: String, orIs: Bool = true) -> Bool
  {
    guard let path = resolvedOrPlanned(path), let folder = resolvedOrPlanned(folder) else {
      return false
    }
    return lies(path, in: folder, orIs: orIs)
  }

  /// Where a folder named by its place lies.
  package enum Placement: Equatable, Sendable {
    /// Nothing is there.
    case absent
    /// Inside the folder that holds its name, resolved as given.
    case inside(String)
    /// Outside it: a link, or a folder swapped for one.
    case outside
  }

  /// Where the folder at `path` lies, as one resolution of it decides. A
  /// folder named by its place, such as a course's `Submissions/` or the
  /// one an autograder grades, is read only when it lies there: a link
  /// placed by the work being graded must not take the grader elsewhere on
  /// the machine. What it resolves to is what the caller confines reading
  /// to, so that a swap after this look leads nowhere either.
  package static func placement(of path: String) -> Placement {
    let trimmed = PathText.trimmingTrailingSlashes(path)
    guard let real = resolved(trimmed) else { return .absent }
    // `..` names the folder above the one that holds it: it is where it resolves.
    if PathText.lastComponent(of: trimmed) == ".." { return .inside(real) }
    let parent = PathText.parent(of: trimmed).map { $0.isEmpty ? "/" : $0 } ?? "."
    guard let holder = resolved(parent), lies(real, in: holder) else { return .outside }
    return .inside(real)
  }

  /// The absolute path of `path` with every link resolved, if it exists.
  package static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}

extension SafeDirectory {
  /// Why a file or folder that lies outside the folder being read is not read.
  package static let outsideReason =
    "lies outside the folder being graded (a link, or a folder swapped for one); grader reads nothing outside it"

  /// Whether the file or folder open as `descriptor` lies inside the
  /// resolved folder `realRoot` (or, with `orIs`, is that folder), by the
  /// path the system gives the open file itself. A system that cannot say
  /// gets `false`: nothing is read that cannot be placed.
  package static func isOpened(_ descriptor: Int32, inside realRoot: String, orIs: Bool = false)
    -> Bool
  {
    guard let path = openedPath(descriptor) else { return false }
    return lies(path, in: realRoot, orIs: orIs)
  }

  /// The path of the file open as `descriptor`, as the system knows it.
  private static func openedPath(_ descriptor: Int32) -> String? {
    #if canImport(Darwin)
      var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
      guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
      return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    #else
      // On the stack: every file a batch reads is placed this way.
      return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 4096) { buffer in
        let count = readlink("/proc/self/fd/" + String(descriptor), buffer.baseAddress!, 4096)
        guard count > 0 else { return nil }
        let path = String(
          decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: count), as: UTF8.self)
        // A file removed while open is named "PATH (deleted)": not placeable.
        // A name that ends so is a file still linked in its folder.
        guard path.utf8.reversed().starts(with: " (deleted)".utf8.reversed()) else { return path }
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_nlink > 0 ? path : nil
      }
    #endif
  }

  /// Where the link at `path` leads, relative to `root`, when it is a link to
  /// something inside `root`; `nil` for anything else.
  package static func linkTarget(_ path: String, inside root: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      let target = resolved(path), let realRoot = resolved(root)
    else { return nil }
    if target.hasSameBytes(as: realRoot) { return "the class folder itself" }
    guard lies(target, in: realRoot, orIs: false) else { return nil }
    let prefix = realRoot.utf8.count + (realRoot.utf8.last == UInt8(ascii: "/") ? 0 : 1)
    return String(decoding: target.utf8.dropFirst(prefix), as: UTF8.self)
  }
}
