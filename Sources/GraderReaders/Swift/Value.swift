import GraderModel

/// A value that a statement of the Swift form computes.
enum Value: Sendable {
  /// A string, with the offset of the literal that wrote it.
  case string(String, offset: Int)
  /// `nil`.
  case null
  /// An array.
  case array([Value])
  /// A storage dictionary, with where each key was written, and where each
  /// state owner or object was named.
  case storageTable([String: Storage], offsets: [String: Int], ownerOffsets: [String: Int])
  /// A dictionary from strings to strings, such as a view's `from:`, each
  /// entry with where its key and value were written.
  case stringTable([(key: String, keyOffset: Int, value: String, valueOffset: Int)])
  /// One storage value, with where its owner or object was named.
  case storage(Storage, nameOffset: Int?)
  /// A view.
  case view(DraftView)
  /// A tree, by its position among the description's screens.
  case tree(Int)
  /// What a change or a sum of changes returns.
  case recomputes([Recompute])
  /// A type of the model used as a value, such as `Storage`.
  case type(String)
  /// `countCauses`.
  case countFunction
  /// What a call with no result returns.
  case void
  /// A value whose computation was already reported as an error.
  case invalid

  /// The Swift name of the value's type, as messages show it.
  var typeName: String {
    switch self {
    case .string: "String"
    case .null: "nil"
    case .array(let items):
      items.first { !$0.isInvalid }.map { "[\($0.typeName)]" } ?? "[Any]"
    case .storageTable: "[String: Storage]"
    case .stringTable: "[String: String]"
    case .storage: "Storage"
    case .view: "ViewNode"
    case .tree: "ViewTree"
    case .recomputes: "[Recompute]"
    case .type(let name): "\(name).Type"
    case .countFunction: "([Recompute]) -> ()"
    case .void: "()"
    case .invalid: "<<error>>"
    }
  }

  /// How many values it holds, as the evaluator's build limit counts them.
  var size: Int {
    switch self {
    case .array(let items): items.count
    case .string(let text, _): text.utf8.count
    case .recomputes(let list): list.count
    case .storageTable(let table, _, _): table.count
    case .stringTable(let entries): entries.count
    default: 1
    }
  }

  /// Whether the value, or an element of it, was already reported as an error.
  ///
  /// An array keeps its invalid elements, so that a tree whose views are
  /// partly broken is still checked for cycles and duplicates.
  var isInvalid: Bool {
    switch self {
    case .invalid: true
    case .array(let items): items.contains { $0.isInvalid }
    default: false
    }
  }

  /// Whether the value can be stored in a constant annotated with `type`.
  func fits(_ type: String) -> Bool {
    switch self {
    case _ where isInvalid: return true
    case .null: return type.hasSuffix("?")
    case .array(let items) where items.isEmpty:
      return (type.hasPrefix("[") && !type.contains(":")) || type.hasPrefix("Set<")
    case .storageTable(let table, _, _) where table.isEmpty:
      return type.hasPrefix("[") && type.contains(":")
    case .array where typeName == "[String]":
      return type == "[String]" || type == "Set<String>"
    default:
      return type == typeName || type == typeName + "?"
    }
  }
}
