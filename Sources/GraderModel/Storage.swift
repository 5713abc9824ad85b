/// Where a key's value lives, which decides the cause of every recompute it triggers.
///
/// The model knows three places: state owned by one view, a property of an
/// observed model object, and the environment. A model object is observed one
/// of two ways: property by property (`@Observable`, `model`), or as a whole
/// (`ObservableObject`, whose `@Published` properties are `published`).
public enum Storage: Sendable, Hashable {
  /// State owned by the view named `owner`.
  case state(owner: String)
  /// A property of the `@Observable` object named `object`: a change of it
  /// reaches the views that read it.
  case model(object: String)
  /// A `@Published` property of the `ObservableObject` named `object`: a
  /// change of it reaches every view that holds the object, read or not.
  case published(object: String)
  /// A value placed in the environment.
  case environment
}

extension Storage: CustomStringConvertible {
  /// The storage in the `.tree` spelling, such as `state ReaderScreen`.
  public var description: String {
    switch self {
    case .state(let owner): "state \(owner)"
    case .model(let object): "model \(object)"
    case .published(let object): "published \(object)"
    case .environment: "environment"
    }
  }
}

extension Storage {
  /// The object whose property the key is, for a `model` or `published` key.
  public var object: String? {
    switch self {
    case .model(let object), .published(let object): object
    case .state, .environment: nil
    }
  }
}
