import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Reads files for the grader, refusing what is not a small regular file.
///
/// This is one of the grader's edges: the model and the readers never touch
/// the file system themselves.
package enum FileLoader {
  /// The largest file the grader reads.
  package static let sizeLimit = 64 << 20

  /// Why a file could not be read.
  package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as the user gave it.
    package var path: String
    /// What went wrong, lowercase.
    package var reason: String

    package var description: String { "\(path): error: \(reason)" }

    /// Creates a failure.
    package init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// The bytes of the file at `path`.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - limit: The largest size accepted, in bytes.
  ///   - realRoot: When given, the resolved folder the file must lie in: the
  ///     file opened is checked, not its path, so that a folder swapped for
  ///     a link between listing and reading leads nowhere outside it.
  /// - Throws: ``Failure`` when the path is missing, is a directory or other
  ///   non-regular file, is too large, lies outside `realRoot`, or cannot be read.
  package static func bytes(
    at path: String, limit: Int = sizeLimit, confinedTo realRoot: String? = nil
  )
    throws(Failure) -> [UInt8]
  {
    try contents(at: path, limit: limit, confinedTo: realRoot).bytes
  }

  /// Which file a path named when it was read: its device, its number, its
  /// size and when its contents or attributes last changed, which no
  /// program sets but the system.
  package typealias Identity = [Int]

  /// ``bytes(at:limit:confinedTo:)``, with the file's ``Identity``.
  ///
  /// - Parameter followsLinks: Whether a link at `path` itself is followed;
  ///   without, it is not opened at all.
  package static func contents(
    at path: String, limit: Int = sizeLimit, confinedTo realRoot: String? = nil,
    followsLinks: Bool = true
  )
    throws(Failure) -> (bytes: [UInt8], identity: Identity)
  {
    // POSIX calls: a batch reads tens of thousands of small files.
    let descriptor = open(
      path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followsLinks ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else { throw openFailure(path, errno) }
    defer { close(descriptor) }
    if let realRoot, !SafeDirectory.isOpened(descriptor, inside: realRoot) {
      throw Failure(path: path, reason: SafeDirectory.outsideReason)
    }
    return try loaded(descriptor, path: path, limit: limit)
  }

  /// The bytes of the entry `name` of `folder`, whose path is `path`. Opened
  /// through the folder, not following a link, the file lies where the
  /// folder lay when it was opened, and needs no placing of its own; a link
  /// is followed as ``bytes(at:limit:confinedTo:)`` follows one, only to a
  /// file inside `realRoot`.
  package static func bytes(
    named name: String, in folder: OpenFolder, path: String, limit: Int = sizeLimit,
    confinedTo realRoot: String
  ) throws(Failure) -> [UInt8] {
    // The entry itself, read without asking its size and type first: most
    // are a few hundred bytes, read in one call. A link is followed as
    // below.
    guard case .success(let descriptor) = folder.openFile(name) else {
      return try contents(named: name, in: folder, path: path, limit: limit, confinedTo: realRoot)
        .bytes
    }
    defer { close(descriptor) }
    return try unsized(descriptor, path: path, limit: limit)
  }

  /// ``bytes(named:in:path:limit:confinedTo:)``, with the file's ``Identity``.
  package static func contents(
    named name: String, in folder: OpenFolder, path: String, limit: Int = sizeLimit,
    confinedTo realRoot: String
  ) throws(Failure) -> (bytes: [UInt8], identity: Identity) {
    switch folder.openFile(name) {
    case .success(let descriptor):
      defer { close(descriptor) }
      return try loaded(descriptor, path: path, limit: limit)
    case .failure(let error) where error.code == ELOOP:
      // A link, followed beneath the root.
      guard let (root, parts) = try SafeDirectory.linkBeneath(path, inside: realRoot) else {
        throw openFailure(path, ENOENT)
      }
      switch root.openFile(beneath: parts) {
      case .success(let descriptor):
        defer { close(descriptor) }
        return try loaded(descriptor, path: path, limit: limit)
      case .failure(let error) where error.code == EISDIR:
        throw Failure(path: path, reason: "is a directory, not a file")
      case .failure(let error) where error.code == ELOOP:
        // Swapped for a link while it was followed.
        throw Failure(path: path, reason: SafeDirectory.outsideReason)
      case .failure(let error):
        throw openFailure(path, error.code)
      }
    case .failure(let error):
      throw openFailure(path, error.code)
    }
  }

  /// Why the file at `path` did not open, from the system's error number.
  private static func openFailure(_ path: String, _ code: Int32) -> Failure {
    switch code {
    case ENOENT, ENOTDIR: Failure(path: path, reason: "no such file")
    case EACCES: Failure(path: path, reason: "cannot be read (permission denied)")
    default: Failure(path: path, reason: "cannot be read (\(String(cString: strerror(code))))")
    }
  }

  /// The contents of the file open as `descriptor`, as ``loaded(_:path:limit:)``
  /// reads them, without its ``Identity``: a file that fills less than a
  /// first read of 4 KiB is read in that one call, with no `fstat` to learn
  /// its size first (a regular file reads short only at its end). The read
  /// is a `pread` at the start, which only what can be sought reads: a pipe
  /// or a socket swapped in for the file is refused by it, with nothing of
  /// its bytes taken, and so is a folder. A larger file, an empty one and
  /// anything refused are read by ``loaded(_:path:limit:)``, which tells
  /// them apart, from the start the `pread` left as it was.
  private static func unsized(_ descriptor: Int32, path: String, limit: Int) throws(Failure)
    -> [UInt8]
  {
    let room = 4096
    let first = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) {
      buffer -> [UInt8]? in
      var count = pread(descriptor, buffer.baseAddress!, room, 0)
      while count < 0 && errno == EINTR { count = pread(descriptor, buffer.baseAddress!, room, 0) }
      guard count > 0, count < room, count <= limit else { return nil }
      return Array(UnsafeBufferPointer(rebasing: buffer[..<count]))
    }
    if let first { return first }
    return try loaded(descriptor, path: path, limit: limit).bytes
  }

  /// The contents of the file open as `descriptor`, when it is a regular
  /// file of at most `limit` bytes, with its ``Identity``.
  private static func loaded(_ descriptor: Int32, path: String, limit: Int) throws(Failure) -> (
    bytes: [UInt8], identity: Identity
  ) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw Failure(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))")
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw Failure(path: path, reason: "is a directory, not a file")
    default: throw Failure(path: path, reason: "is not a regular file")
    }
    // Worded only when it is thrown: every file read would pay for it.
    func tooLarge() -> Failure {
      Failure(path: path, reason: "is larger than \(limit >> 20) MiB; a description is small text")
    }
    guard Int(status.st_size) <= limit else { throw tooLarge() }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        guard bytes.count <= limit else { throw tooLarge() }
        bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else {
        throw Failure(path: path, reason: "cannot be read (\(String(cString: strerror(errno))))")
      }
      if count == 0 { break }
      filled += count
      // A regular file reads short only at its end: no need to ask again.
      if filled < bytes.count { break }
    }
    guard filled <= limit else { throw tooLarge() }
    bytes.removeLast(bytes.count - filled)
    #if canImport(Darwin)
      let changed = status.st_ctimespec
    #else
      let changed = status.st_ctim
    #endif
    return (
      bytes,
      [
        Int(truncatingIfNeeded: status.st_dev), Int(truncatingIfNeeded: status.st_ino),
        Int(truncatingIfNeeded: status.st_size), Int(truncatingIfNeeded: changed.tv_sec),
        Int(truncatingIfNeeded: changed.tv_nsec),
      ]
    )
  }

  /// All of standard input, up to `limit` bytes.
  package static func standardInput(limit: Int = sizeLimit) throws(Failure) -> [UInt8] {
    let data = (try? FileHandle.standardInput.read(upToCount: limit + 1)) ?? Data()
    guard data.count <= limit else {
      throw Failure(path: "<stdin>", reason: "is larger than \(limit >> 20) MiB")
    }
    return [UInt8](data)
  }
}

extension FileLoader {
  /// Whether anything, a dangling link included, exists at `path`.
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Creates the folder at `path` and its parents.
  package static func createFolder(_ path: String) throws(Failure) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw Failure(path: path, reason: "cannot create the folder (\(error.localizedDescription))")
    }
  }

  /// Makes the folder that the file at `path` goes in, when there is none
  /// yet, as `check` does for its report.
  package static func createFolder(holding path: String) throws(Failure) {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
    let folder = String(path[..<slash])
    guard !FileManager.default.fileExists(atPath: folder) else { return }
    try createFolder(folder)
  }

  /// Removes the file at `path`, if it can.
  package static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }
}
