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
  /// The keys whose value the view takes from its parent as an input (a `let`
  /// or a `@Binding`) without reading it in its body: when the parent's body
  /// runs in a change of such a key, the parent hands over a new value and
  /// the view's body runs too.
  public var takes: [String]
  /// For a placed or derived key whose value the placing view computes from
  /// another key it reads, that key: `.environment(\.appSetting, loaded)`
  /// places `appSetting` from `loaded`.
  public var placedFrom: [String: String]
  /// The `ObservableObject`s the view holds through `@ObservedObject`,
  /// `@StateObject` or `@EnvironmentObject`: a change of any of their
  /// `@Published` properties runs its body, whether it reads that property or not.
  public var holds: [String]

  /// Creates a view.
  ///
  /// - Parameters:
  ///   - name: The view's name.
  ///   - parent: The parent's name, or `nil` for a root.
  ///   - reads: The keys the view reads; repeats are dropped.
  ///   - places: The environment keys it places a value for; repeats are dropped.
  ///   - derives: The environment keys it places a value for, derived from the
  ///     upper value; repeats, and keys it also `places`, are dropped.
  ///   - takes: The keys whose value it takes from its parent without reading
  ///     it; repeats are dropped.
  ///   - placedFrom: For a placed or derived key, the key its value is
  ///     computed from; an entry for a key the view neither places nor
  ///     derives is dropped.
  ///   - holds: The `ObservableObject`s it holds; repeats are dropped.
  // Inlinable, as the readers make a view for every line of every file.
  @inlinable
  public init(
    _ name: String, parent: String?, reads: [String], places: [String] = [],
    derives: [String] = [], takes: [String] = [], placedFrom: [String: String] = [:],
    holds: [String] = []
  ) {
    self.name = name
    self.parent = parent
    self.reads = Self.firstOfEach(reads)
    self.takes = Self.firstOfEach(takes)
    self.holds = Self.firstOfEach(holds)
    if places.isEmpty && derives.isEmpty {
      self.places = []
      self.derives = []
    } else {
      self.places = Self.firstOfEach(places)
      var placed = Set(self.places)
      self.derives = derives.filter { placed.insert($0).inserted }
    }
    if placedFrom.isEmpty {
      self.placedFrom = [:]
    } else {
      let placed = Set(self.places + self.derives)
      self.placedFrom = placedFrom.filter { placed.contains($0.key) }
    }
  }

  /// `keys` with repeats dropped, in order: by a scan for the few keys a
  /// view usually names, by hashing for more.
  @usableFromInline
  static func firstOfEach(_ keys: [String]) -> [String] {
    if keys.count < 2 { return keys }
    if keys.count <= 8 {
      // Most lists hold no repeat, and are kept as they are, uncopied.
      let repeats = (1..<keys.count).contains { index in keys[..<index].contains(keys[index]) }
      guard repeats else { return keys }
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

  /// Whether the view takes `key` from its parent.
  public func takes(_ key: String) -> Bool {
    takes.contains(key)
  }

  /// Whether the view holds the `ObservableObject` named `object`.
  public func holds(_ object: String) -> Bool {
    holds.contains(object)
  }
}
