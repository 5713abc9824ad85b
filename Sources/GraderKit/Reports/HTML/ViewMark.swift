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
  package var shortWord: String { spellings.short }

  /// One letter, for the narrowest drawing.
  package var letter: String { spellings.letter }

  /// The CSS class and pattern name of the mark in the HTML drawings.
  package var styleName: String { spellings.style }

  /// The mark's names, in one table: its CSS class, its short word, its letter.
  private var spellings: (style: String, short: String, letter: String) {
    switch self {
    case .recomputed(.local): ("m-local", "local", "L")
    case .recomputed(.parent): ("m-parent", "parent", "P")
    case .recomputed(.observed): ("m-observed", "obs", "O")
    case .recomputed(.environment): ("m-environment", "env", "E")
    case .recomputed(.offRule): ("m-off-rule", "off", "X")
    case .recomputed(.outOfScope): ("m-out-of-scope", "none", "N")
    case .skipped: ("m-skipped", "skip", ".")
    case .absent: ("m-absent", "absent", " ")
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
