/// A reason the model cannot answer for a list of views.
///
/// The lesson's own model would loop forever on a parent cycle and silently
/// prefer the first of two views with one name; the grader refuses both.
public enum TreeIssue: Sendable, Hashable {
  /// Two views share a name; `first` and `again` are their positions.
  case duplicateName(name: String, first: Int, again: Int)
  /// Following parents from `members[0]` leads back to it; a view that is its
  /// own parent is a cycle of one.
  case parentCycle(members: [Int])
}

/// The issues that keep a list of views from forming a tree.
public struct TreeError: Error, Sendable, Hashable {
  /// Every issue found, in the order of the views they start at.
  public var issues: [TreeIssue]
}
