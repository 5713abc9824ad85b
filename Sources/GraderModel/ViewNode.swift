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

  /// Creates a view.
  ///
  /// - Parameters:
  ///   - name: The view's name.
  ///   - parent: The parent's name, or `nil` for a root.
  ///   - reads: The keys the view reads; repeats are dropped.
  public init(_ name: String, parent: String?, reads: [String]) {
    self.name = name
    self.parent = parent
    var seen = Set<String>()
    self.reads = reads.filter { seen.insert($0).inserted }
  }

  /// Whether the view reads `key`.
  public func reads(_ key: String) -> Bool {
    reads.contains(key)
  }
}
