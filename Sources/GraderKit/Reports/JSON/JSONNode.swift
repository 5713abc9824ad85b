/// A JSON value as ``JSONTreeEncoder`` builds it: scalars already written
/// as JSON text, and objects and arrays as boxes that their containers fill
/// in place.
enum JSONNode {
  /// A number, `true`, `false` or `null`, as JSON text.
  case literal(String)
  /// A string, not yet escaped.
  case string(String)
  case object(JSONObjectBox)
  case array(JSONArrayBox)
}

/// An object's members in the order they were encoded.
final class JSONObjectBox {
  var members: [(key: String, value: JSONNode)] = []
}

/// An array's elements.
final class JSONArrayBox {
  var elements: [JSONNode] = []
}

extension JSONBuffer {
  /// Writes `node`, each object's members sorted by key.
  mutating func write(_ node: JSONNode) {
    switch node {
    case .literal(let text):
      literal(text)
    case .string(let text):
      string(text)
    case .array(let box):
      array(box.elements) { json, element in json.write(element) }
    case .object(let box):
      object { json in
        for member in Self.sorted(box.members) {
          json.key(.text(member.key))
          json.write(member.value)
        }
      }
    }
  }

  /// Members sorted by key, the last of equal keys kept, as a dictionary
  /// would. Keys compare as Swift compares strings, which for the ASCII keys
  /// of records is their byte order, as Foundation sorts them.
  private static func sorted(_ members: [(key: String, value: JSONNode)]) -> [(
    key: String, value: JSONNode
  )] {
    if zip(members, members.dropFirst()).allSatisfy({ $0.key < $1.key }) { return members }
    var order = Array(members.indices)
    order.sort { members[$0].key == members[$1].key ? $0 < $1 : members[$0].key < members[$1].key }
    var sorted: [(key: String, value: JSONNode)] = []
    sorted.reserveCapacity(order.count)
    for (position, index) in order.enumerated()
    where position + 1 == order.count || members[order[position + 1]].key != members[index].key {
      sorted.append(members[index])
    }
    return sorted
  }
}
