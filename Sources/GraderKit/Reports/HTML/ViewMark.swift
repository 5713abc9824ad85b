import GraderModel

/// What one change did to one view: recomputed it, with a cause, or skipped it.
///
/// The terminal drawing and the HTML report both mark views with it, from
/// the rows a change prints.
package enum ViewMark: Sendable, Hashable {
  case recomputed(Cause)
  case skipped
  /// The row does not name the view: it is not in that tree.
  case absent

  /// The marks of every view a row names, by name.
  package static func marks(of row: ChangeRow) -> [String: ViewMark] {
    var marks: [String: ViewMark] = [:]
    for name in row.skipped { marks[name] = .skipped }
    for hit in row.recomputed { marks[hit.view] = .recomputed(hit.cause) }
    return marks
  }

  /// Whether the mark is a recompute, with a cause.
  package var isCause: Bool {
    if case .recomputed = self { return true }
    return false
  }

  /// The mark's word, as rows spell causes; `skipped` for a skip.
  package var word: String {
    switch self {
    case .recomputed(let cause): cause.rawValue
    case .skipped: "skipped"
    case .absent: "absent"
    }
  }

  /// A short word, for narrow places.
  package var shortWord: String {
    switch self {
    case .recomputed(.environment): "env"
    case .recomputed(.observed): "obs"
    case .recomputed(.offRule): "off"
    case .recomputed(.outOfScope): "none"
    case .recomputed(let cause): cause.rawValue
    case .skipped: "skip"
    case .absent: "absent"
    }
  }

  /// One letter, for the narrowest drawing.
  package var letter: String {
    switch self {
    case .recomputed(.local): "L"
    case .recomputed(.parent): "P"
    case .recomputed(.observed): "O"
    case .recomputed(.environment): "E"
    case .recomputed(.offRule): "X"
    case .recomputed(.outOfScope): "N"
    case .skipped: "."
    case .absent: " "
    }
  }

  /// Every mark a legend explains, in order.
  package static let legend: [ViewMark] = Cause.allCases.map { .recomputed($0) } + [.skipped]

  /// What the mark means, for a legend.
  package var meaning: String {
    switch self {
    case .recomputed(.local): "recomputed: state owned by the view itself"
    case .recomputed(.parent): "recomputed: state owned by an ancestor"
    case .recomputed(.observed): "recomputed: a property of an observed object"
    case .recomputed(.environment): "recomputed: a value in the environment"
    case .recomputed(.offRule): "recomputed: state owned by a view that is not an ancestor"
    case .recomputed(.outOfScope): "recomputed: a key with no storage"
    case .skipped: "skipped: the change does not recompute it"
    case .absent: "not in this tree"
    }
  }
}
