/// Why a change recomputes a view.
public enum Cause: String, Sendable, Hashable, CaseIterable, Codable {
  /// The key is state owned by the view itself.
  case local
  /// The key is state owned by an ancestor of the view.
  case parent
  /// The key is a property of an observed model object.
  case observed
  /// The key is stored in the environment.
  case environment
  /// The key is state owned by a view that is neither the reader nor its ancestor.
  case offRule = "off-rule"
  /// The key has no storage row.
  case outOfScope = "out-of-scope"

  /// The causes that a count prints, in the order it prints them.
  public static let counted: [Cause] = [.local, .parent, .observed, .environment]
}

/// One view that a change recomputed, and why.
public struct Recompute: Sendable, Hashable, Codable {
  /// The recomputed view's name.
  public var view: String
  /// Why the change recomputed it.
  public var cause: Cause

  /// Creates a recompute of `view` through `cause`.
  public init(view: String, cause: Cause) {
    self.view = view
    self.cause = cause
  }
}
