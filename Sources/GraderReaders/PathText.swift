/// A path's parts, split at its slashes as bytes.
///
/// A path splits where its bytes hold `/`, whatever follows: Swift's
/// characters would join a slash to a combining mark after it (or to a
/// prepended character before it), so that a folder named with one would
/// not split from its neighbour, and a name taken from the path would hold
/// a slash.
package enum PathText {
  private static let slash = UInt8(ascii: "/")

  /// `path` without slashes at its end, unless it is all slashes (`/`).
  package static func trimmingTrailingSlashes(_ path: String) -> String {
    guard !path.isEmpty else { return path }
    var end = path.utf8.endIndex
    while end > path.utf8.index(after: path.utf8.startIndex),
      path.utf8[path.utf8.index(before: end)] == slash
    {
      end = path.utf8.index(before: end)
    }
    return end == path.utf8.endIndex ? path : String(decoding: path.utf8[..<end], as: UTF8.self)
  }

  /// The part of `path` after its last slash, or all of it when it has none.
  package static func lastComponent(of path: String) -> String {
    guard let at = path.utf8.lastIndex(of: slash) else { return path }
    return String(decoding: path.utf8[path.utf8.index(after: at)...], as: UTF8.self)
  }

  /// The part of `path` before its last slash, or `nil` when it has none.
  package static func parent(of path: String) -> String? {
    path.utf8.lastIndex(of: slash).map { String(decoding: path.utf8[..<$0], as: UTF8.self) }
  }

  /// The parts of `path` between its slashes, empty ones left out.
  package static func components(of path: String) -> [String] {
    path.utf8.split(separator: slash).map { String(decoding: $0, as: UTF8.self) }
  }
}
