/// One view of a screen: its name, the name of its parent, and the keys it reads.
public struct ViewNode: Sendable, Hashable {
  /// The view's name, unique within a tree.
  public var name: String
  /// The parent's name, or `nil` for a root.
  ///
  /// A parent that names no view of the tree still counts as an ancestor name.
  public var parent: String?
  /// The keys the view reads, without repeats, in the order they were written.
  public var reads: [String]
  /// The environment keys the view places a value for, on itself and its
  /// subtree, as SwiftUI's `.environment(\.key, value)` does.
  public var places: [String]
  /// The environment keys the view places a value for that it derives from
  /// the value placed above it, as `.environment(\.key, key + 1)` does: the
  /// view reads the upper value, and its subtree reads the derived one.
  public var derives: [String]

  /// Creates a view.
  ///
  /// - Parameters:
  ///   - name: The view's name.
  ///   - parent: The parent's name, or `nil` for a root.
  ///   - reads: The keys the view reads; repeats are dropped.
  ///   - places: The environment keys it places a value for; repeats are dropped.
  ///   - derives: The environment keys it places a value for, derived from the
  ///     upper value; repeats, and keys it also `places`, are dropped.
  public init(
    _ name: String, parent: String?, reads: [String], places: [String] = [],
    derives: [String] = []
  ) {
    self.name = name
    self.parent = parent
    self.reads = Self.firstOfEach(reads)
    if places.isEmpty && derives.isEmpty {
      self.places = []
      self.derives = []
    } else {
      self.places = Self.firstOfEach(places)
      var placed = Set(self.places)
      self.derives = derives.filter { placed.insert($0).inserted }
    }
  }

  /// `keys` with repeats dropped, in order: by a scan for the few keys a
  /// view usually names, by hashing for more.
  private static func firstOfEach(_ keys: [String]) -> [String] {
    if keys.count < 2 { return keys }
    if keys.count <= 8 {
      var kept: [String] = []
      kept.reserveCapacity(keys.count)
      for key in keys where !kept.contains(key) { kept.append(key) }
      return kept
    }
    var seen = Set<String>()
    return keys.filter { seen.insert($0).inserted }
  }

  /// Whether the view places a value for `key`, fixed or derived.
  public func places(_ key: String) -> Bool {
    places.contains(key) || derives.contains(key)
  }

  /// Whether the view reads `key`.
  public func reads(_ key: String) -> Bool {
    reads.contains(key)
  }
}
