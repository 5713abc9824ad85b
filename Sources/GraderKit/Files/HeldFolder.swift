import Foundation

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
