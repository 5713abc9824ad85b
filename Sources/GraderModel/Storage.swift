/// Where a key's value lives, which decides the cause of every recompute it triggers.
///
/// The model knows three places: state owned by one view, a property of an
/// observed model object, and the environment.
public enum Storage: Sendable, Hashable {
  /// State owned by the view named `owner`.
  case state(owner: String)
  /// A property of the observed object named `object`.
  case model(object: String)
  /// A value placed in the environment.
  case environment
}

extension Storage: CustomStringConvertible {
  /// The storage in the `.tree` spelling, such as `state ReaderScreen`.
  public var description: String {
    switch self {
    case .state(let owner): "state \(owner)"
    case .model(let object): "model \(object)"
    case .environment: "environment"
    }
  }
}
