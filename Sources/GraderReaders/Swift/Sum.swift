import GraderModel

/// A sum being added up, operand by operand.
///
/// Its lists and text are held apart from any ``Value``, so that each
/// operand is appended in place: a sum of thousands of operands costs time
/// linear in their sizes.
struct Sum {
  private enum Kind {
    case recomputes, array, string, other
  }

  private var kind: Kind
  private var recomputes: [Recompute] = []
  private var items: [Value] = []
  private var text = ""
  private var offset = 0
  private var other = Value.void

  /// A sum that starts at `value`.
  init(_ value: Value) {
    switch value {
    case .recomputes(let list):
      kind = .recomputes
      recomputes = list
    case .array(let list):
      kind = .array
      items = list
    case .string(let string, let start):
      kind = .string
      text = string
      offset = start
    default:
      kind = .other
      other = value
    }
  }

  /// The total so far.
  var value: Value {
    switch kind {
    case .recomputes: .recomputes(recomputes)
    case .array: .array(items)
    case .string: .string(text, offset: offset)
    case .other: other
    }
  }

  /// Whether the total is an error already reported.
  var isInvalid: Bool {
    if case .other = kind, case .invalid = other { return true }
    return false
  }

  /// Adds `value`, or returns `false` when `+` does not apply to the two types.
  mutating func add(_ value: Value) -> Bool {
    switch (kind, value) {
    case (.recomputes, .recomputes(let more)):
      recomputes += more
    case (.recomputes, .array(let empty)) where empty.isEmpty:
      break
    case (.array, .recomputes(let list)) where items.isEmpty:
      kind = .recomputes
      recomputes = list
    case (.array, .array(let more))
    where items.isEmpty || more.isEmpty || Value.array(items).typeName == value.typeName:
      items += more
    case (.string, .string(let more, _)):
      text += more
    default:
      return false
    }
    return true
  }
}
