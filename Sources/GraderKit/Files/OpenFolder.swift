import Foundation

/// A folder held open once it was placed inside the root: what it lists,
/// and each file opened through it by name, is an entry of the folder that
/// lay there when it was opened, whatever is renamed or linked onto its path
/// since. A file opened through it, not following a link, needs no placing
/// of its own.
package final class OpenFolder {
  #if canImport(Darwin)
    private typealias Stream = UnsafeMutablePointer<DIR>
  #else
    private typealias Stream = OpaquePointer
  #endif
  private let stream: Stream

  /// The folder at `path`, when it opens and lies inside the resolved
  /// folder `realRoot` (or is it), by the path the system gives the open
  /// folder itself; `nil` otherwise.
  package init?(_ path: String, inside realRoot: String) {
    #if canImport(Darwin)
      let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      guard SafeDirectory.isOpened(descriptor, inside: realRoot, orIs: true),
        let stream = fdopendir(descriptor)
      else {
        close(descriptor)
        return nil
      }
    #else
      // glibc's `opendir` opens the folder as `open` with `O_DIRECTORY` and
      // `O_CLOEXEC` would, in fewer system calls than `fdopendir` after it.
      guard let stream = opendir(path) else { return nil }
      let descriptor = dirfd(stream)
      guard descriptor >= 0, SafeDirectory.isOpened(descriptor, inside: realRoot, orIs: true)
      else {
        closedir(stream)
        return nil
      }
    #endif
    self.stream = stream
  }

  private init(stream: Stream) {
    self.stream = stream
  }

  /// The entry `name` of this folder opened as a folder, not following a
  /// link: it lies where this one does. `nil` when it does not open so (a
  /// link among the reasons).
  package func folder(_ name: String) -> OpenFolder? {
    Self.entry(name, of: dirfd(stream))
  }

  /// The entry `name` of the folder open as `descriptor`, opened as
  /// ``folder(_:)`` opens one.
  static func entry(_ name: String, of descriptor: Int32) -> OpenFolder? {
    guard isEntryName(name) else { return nil }
    let opened = openat(descriptor, name, folderFlags)
    return opened >= 0 ? streaming(opened) : nil
  }

  /// This folder held open apart from its listing, for threads to open its
  /// entries through (``HeldFolder``); `nil` when it cannot be.
  package func held() -> HeldFolder? {
    // Closed on exec from the start: no process started meanwhile inherits it.
    let copy = fcntl(dirfd(stream), F_DUPFD_CLOEXEC, 0)
    guard copy >= 0 else { return nil }
    return HeldFolder(descriptor: copy)
  }

  deinit { closedir(stream) }

  /// The names in the folder and their types as the folder records them,
  /// without `.` and `..`: at most `limit + 1` of them, so that a folder of
  /// millions costs no more than one over the limit. A name that is not
  /// UTF-8 is shown with its bad bytes escaped
  /// (``SafeDirectory/escapedName(_:)``), and typed `unreadableType`.
  func list(limit: Int, unreadableType: UInt8) -> [(name: String, type: UInt8)] {
    var listing: [(name: String, type: UInt8)] = []
    while listing.count <= limit, let entry = readdir(stream) {
      var record = entry.pointee
      let (name, valid) = withUnsafeBytes(of: &record.d_name) { raw in
        let bytes = UnsafeBufferPointer(
          start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
          count: raw.firstIndex(of: 0) ?? raw.count)
        var name = String(decoding: bytes, as: UTF8.self)
        // Decoded as it was written, or repaired: compared byte for byte.
        let same = name.withUTF8 { decoded in
          decoded.count == bytes.count
            && (bytes.isEmpty || memcmp(decoded.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
        guard same else { return (SafeDirectory.escapedName(Array(bytes)), false) }
        return (name, true)
      }
      guard name != "." && name != ".." else { continue }
      listing.append((name, valid ? record.d_type : unreadableType))
    }
    return listing
  }

  /// The entry `name` of this folder opened for reading, not following a
  /// link: its descriptor, or `errno` (`ELOOP` for a link).
  package func openFile(_ name: String) -> Result<Int32, Errno> {
    guard Self.isEntryName(name) else { return .failure(Errno(code: ENOENT)) }
    let descriptor = openat(
      dirfd(stream), name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
    return descriptor >= 0 ? .success(descriptor) : .failure(Errno(code: errno))
  }

  /// The file at `parts` below this folder (the names of the folders down
  /// to it, then its own) opened for reading, each step through the last,
  /// none following a link: what opens lies beneath this folder, whatever
  /// was swapped in along the way. Its descriptor, or `errno` (`ELOOP` for
  /// a link, or anything but a folder, on the way).
  package func openFile(beneath parts: [String]) -> Result<Int32, Errno> {
    opened(beneath: parts, flags: O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
  }

  /// The folder at `parts` below this folder, opened as ``openFile(beneath:)``
  /// opens a file; `nil` when it does not open so. No parts: this folder again.
  package func folder(beneath parts: [String]) -> OpenFolder? {
    guard !parts.isEmpty else {
      let again = openat(dirfd(stream), ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      return again >= 0 ? Self.streaming(again) : nil
    }
    guard case .success(let descriptor) = opened(beneath: parts, flags: Self.folderFlags) else {
      return nil
    }
    return Self.streaming(descriptor)
  }

  private static let folderFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW

  /// A folder open as `descriptor`, listed through a stream of its own.
  private static func streaming(_ descriptor: Int32) -> OpenFolder? {
    guard let stream = fdopendir(descriptor) else {
      close(descriptor)
      return nil
    }
    return OpenFolder(stream: stream)
  }

  private func opened(beneath parts: [String], flags: Int32) -> Result<Int32, Errno> {
    guard let name = parts.last else { return .failure(Errno(code: EISDIR)) }
    var folder = dirfd(stream)
    var opened: [Int32] = []
    defer { for descriptor in opened { close(descriptor) } }
    for part in parts.dropLast() {
      guard Self.isEntryName(part) else { return .failure(Errno(code: ENOENT)) }
      let next = openat(folder, part, Self.folderFlags)
      // A link on the way is refused as `ENOTDIR` or `ELOOP`: either is one.
      guard next >= 0 else { return .failure(Errno(code: errno == ENOTDIR ? ELOOP : errno)) }
      opened.append(next)
      folder = next
    }
    guard Self.isEntryName(name) else { return .failure(Errno(code: ENOENT)) }
    let descriptor = openat(folder, name, flags)
    return descriptor >= 0 ? .success(descriptor) : .failure(Errno(code: errno))
  }

  /// Whether `name` can name one entry of a folder: not empty, not `.` or
  /// `..`, and without a slash (as bytes), which would lead further.
  private static func isEntryName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/"))
  }

  /// A system call's error number, as a value a `Result` can carry.
  package struct Errno: Error {
    package var code: Int32
  }
}

/// A folder held open by its descriptor alone, for the threads of a batch
/// to open its entries through at once: it is never listed, read or moved
/// on, so that every use is one `openat`, which any thread may make. A
/// class folder held so is the folder the class was listed from, whatever
/// is renamed or linked onto its path since, and a student's folder opened
/// through it, not following a link, lies in it and needs no placing of
/// its own.
package final class HeldFolder: Sendable, Hashable {
  private let descriptor: Int32

  /// Holds `descriptor`, which the folder now owns and closes.
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// The entry `name` opened as a folder, not following a link; `nil` when
  /// it does not open so (a link among the reasons).
  package func folder(_ name: String) -> OpenFolder? {
    OpenFolder.entry(name, of: descriptor)
  }

  /// Every held folder is alike as a value: where a student's folder is
  /// held open is no part of which student it is.
  package static func == (_: HeldFolder, _: HeldFolder) -> Bool { true }

  package func hash(into hasher: inout Hasher) {}
}
