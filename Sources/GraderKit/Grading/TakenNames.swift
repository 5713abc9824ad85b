import GraderReaders

/// The names a class's students have, as every output tells them apart: a
/// name is taken by a student whose name is the same text, whose name the
/// reports or the gradebook show alike once escaped (a line break in one, a
/// backslash and an `n` in the other; `=1` and `'=1`, which a spreadsheet
/// cell shows as `'=1`), or whose report file one file would hold (names
/// that differ only in case, on a disk that ignores case, or a long name cut
/// short to what another spells out).
///
/// A batch gives a student whose name is taken another one; a merge refuses
/// to put two such students in one gradebook.
package struct TakenNames: Sendable {
  private var names: Set<String> = []
  private var shown: [String: String] = [:]
  private var cells: [String: String] = [:]
  private var files: [String: String] = [:]

  package init() {}

  /// The names of `students`, all taken.
  package init(_ students: [String]) {
    for student in students { take(student) }
  }

  /// The taken name that `name` would be confused with, or `nil` when
  /// `name` is free.
  package func owner(of name: String) -> String? {
    if names.contains(name) { return name }
    return shown[Escape.terminal(name)] ?? cells[Self.cell(name)] ?? files[Self.file(name)]
  }

  /// Whether `name` would be confused with no taken name.
  package func isFree(_ name: String) -> Bool {
    owner(of: name) == nil
  }

  /// Takes `name`; a name that another has already taken keeps that one
  /// as its owner.
  package mutating func take(_ name: String) {
    names.insert(name)
    let (seen, cell, file) = (Escape.terminal(name), Self.cell(name), Self.file(name))
    if shown[seen] == nil { shown[seen] = name }
    if cells[cell] == nil { cells[cell] = name }
    if files[file] == nil { files[file] = name }
  }

  /// The report file `name` gets, as a disk that ignores case tells files
  /// apart: cased both ways, so that letters with two lowercase forms and
  /// one uppercase one (`σ` and `ς`, `s` and `ſ`) meet, as they do there.
  package static func file(_ name: String) -> String {
    StudentFileName.of(name).uppercased().lowercased()
  }

  /// The gradebook's cell for `name`, as its file holds it.
  private static func cell(_ name: String) -> String {
    Escape.withoutWorkflowCommands(Escape.csvField(name))
  }

  /// Gives each of `students`, in their order, a name no earlier one's
  /// would be confused with: a student whose name is taken gets the first
  /// number (`ada (2)`) that no folder's name and no name given so far
  /// would be confused with, and is told whom it is numbered apart from.
  ///
  /// - Returns: Whether some student was numbered.
  static func number(_ students: inout [StudentFolder]) -> Bool {
    let taken = TakenNames(students.map(\.name.unescaped))
    var given = TakenNames()
    var renamed = false
    // The next number to try for each file name a name would have, so that
    // a class of many names one file would hold costs time linear in them.
    var next: [String: Int] = [:]
    for index in students.indices {
      let base = students[index].name.unescaped
      if let owner = given.owner(of: base) {
        students[index].numberedApartFrom = UntrustedText(owner)
        let family = file(base)
        var number = (next[family] ?? 2) - 1
        var candidate: String
        repeat {
          number += 1
          candidate = "\(base) (\(number))"
        } while !taken.isFree(candidate) || !given.isFree(candidate)
        next[family] = number + 1
        students[index].name = UntrustedText(candidate)
        renamed = true
      }
      given.take(students[index].name.unescaped)
    }
    return renamed
  }
}
