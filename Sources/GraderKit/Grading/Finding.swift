import GraderModel

/// One difference between a student's rows and the reference's, in the model's terms.
package struct Finding: Sendable, Hashable, Codable {
  /// What kind of difference it is.
  package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A view reads a key it should not.
    case extraRead = "extra-read"
    /// A view does not read a key it should.
    case missingRead = "missing-read"
    /// A view holds an `ObservableObject` it should not.
    case extraHold = "extra-hold"
    /// A view does not hold an `ObservableObject` it should.
    case missingHold = "missing-hold"
    /// A view is recomputed through another cause.
    case cause
    /// A view of the reference is not in the student's tree.
    case missingView = "missing-view"
    /// A view of the student's tree is not in the reference.
    case extraView = "extra-view"
    /// A view's name is a near miss of a reference view's.
    case misspelledView = "misspelled-view"
    /// The same views, listed in another order (with exact comparison).
    case order
    /// The model warns about one tree and not the other (a lazy key read out of place).
    case warning
    /// A view reads a key in both trees, but from another placement.
    case placement
    /// A view sits under another parent than in the reference.
    case shape
    /// A fact of the scenario's source that the student's tree does not
    /// bear out, where no reference can explain the failure.
    case hint
    /// The description is of another scenario than the one it is named for.
    case otherScenario = "other-scenario"
  }

  /// What kind of difference it is.
  package var kind: Kind
  /// The view it is about, or the row's label for ``Kind/order``.
  package var view: String
  /// The key it is about, if any.
  package var key: String?
  /// The student's line where the fault lies, if known.
  package var line: Int?
  /// The explanation, a full sentence addressed to the student.
  package var sentence: String
  /// A short form that is the same for every student who makes this mistake,
  /// for counting mistakes across a class.
  package var gist: String
}

extension Finding {
  /// The sentence's line reference, ` (your line N)`, or nothing.
  static func yourLine(_ line: Int?) -> String {
    line.map { " (your line \($0))" } ?? ""
  }

  /// `right`, which the student's tree lacks, written `typo` at `line`:
  /// `sentence` says so, and the finding adds where.
  static func misspelledView(
    _ right: String, as typo: String, line: Int?, _ sentence: String
  ) -> Finding {
    Finding(
      kind: .misspelledView, view: right, key: nil, line: line,
      sentence: sentence + yourLine(line) + ".", gist: "\(right) misspelled as \(typo)")
  }

  /// `view`, at `line` of the student's tree, is no view of the screen:
  /// `sentence` says so, and the finding adds where.
  static func extraView(_ view: String, line: Int?, _ sentence: String) -> Finding {
    Finding(
      kind: .extraView, view: view, key: nil, line: line, sentence: sentence + yourLine(line) + ".",
      gist: "extra view \(view)")
  }

  /// `view` of the screen is missing from the student's tree, as `sentence` says.
  static func missingView(_ view: String, _ sentence: String) -> Finding {
    Finding(
      kind: .missingView, view: view, key: nil, line: nil, sentence: sentence,
      gist: "\(view) is missing")
  }
}
