/// A value's stored fields behind one reference: a copy of the value, as
/// grading hands scenarios, results and records from one function to the
/// next for every student of a class, then retains one object, not each
/// string, array and table the fields hold.
///
/// The fields are shared by the copies of a value until one of them changes:
/// that one first takes a box of its own (see ``BoxedFields``), so no box is
/// changed while another value holds it, and a box is Sendable as its fields
/// are. For the same reason no access to them needs checking at run time for
/// another at once, which every read of a member would otherwise pay.
package final class Boxed<Fields: Sendable>: @unchecked Sendable {
  /// The fields: read anywhere, changed only by ``BoxedFields``'s member
  /// lookup below, which first makes the box its value's own.
  @exclusivity(unchecked) package fileprivate(set) var fields: Fields

  package init(_ fields: Fields) {
    self.fields = fields
  }
}

/// A value whose members are the fields of its ``Boxed`` box, read and
/// changed as the value's own (`result.verdict`), through dynamic member lookup.
@dynamicMemberLookup
package protocol BoxedFields {
  associatedtype Fields: Sendable
  var box: Boxed<Fields> { get set }
}

extension BoxedFields {
  /// A field that only its own type changes.
  package subscript<Value>(dynamicMember path: KeyPath<Fields, Value>) -> Value {
    box.fields[keyPath: path]
  }

  /// A field, changed in this value's own box: one that another copy holds
  /// too is copied first.
  package subscript<Value>(dynamicMember path: WritableKeyPath<Fields, Value>) -> Value {
    get { box.fields[keyPath: path] }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Boxed(box.fields) }
      yield &box.fields[keyPath: path]
    }
  }
}
