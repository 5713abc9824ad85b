import GraderModel
import GraderReaders

/// What a result's explanation ends with: the causes its rows name, and the
/// scenario's reasoning, wrapped once for every student of a batch.
extension TextReport {
  /// What the causes no lesson expects mean, when the student's rows have them.
  func glossary(_ result: ScenarioResult, indent: String) -> String {
    var causes = Set<Cause>()
    for comparison in result.comparisons {
      if case .row(let row) = comparison.actual {
        for hit in row.recomputed where hit.cause == .offRule || hit.cause == .outOfScope {
          causes.insert(hit.cause)
        }
      }
    }
    var text = ""
    for cause in [Cause.offRule, .outOfScope] where causes.contains(cause) {
      text += wrap(
        "\(cause.rawValue): \(Self.meaning(of: cause))", indent: indent, rest: indent + "  ")
    }
    return text
  }

  /// What a cause means, in a phrase a student can read.
  package static func meaning(of cause: Cause) -> String {
    switch cause {
    case .local: "the key is state the view owns"
    case .parent: "the key is state a view above it owns, or a value its parent hands it"
    case .observed: "the key is a property of an observed object"
    case .environment: "the key is an environment value"
    case .offRule:
      "the key is state owned by a view that is neither this one nor above it, which no rule of the model reaches: state reaches the view that owns it and the views below it, so the owner or the read is not where it should be"
    case .outOfScope: "the key is stored nowhere, so no rule of the model gives it a cause"
    }
  }

  /// The scenario's reasoning, a paragraph at a time, after "Why:".
  func why(_ result: ScenarioResult, indent: String) -> String {
    guard !result.why.isEmpty else { return "" }
    // The same for every student of a batch: wrapped once.
    let key = WhyKey(width: width, color: color, indent: indent, why: result.why)
    if let wrapped = Self.wrappedWhy.withLock({ $0[key] }) { return wrapped }
    var text = ""
    var first = true
    for paragraph in TextLayout.paragraphs(result.why) {
      let lead = first ? "Why: " : ""
      text += wrap(
        lead + paragraph, indent: indent, rest: indent + "  ",
        painting: first ? ("Why:", "1") : nil)
      first = false
    }
    Self.wrappedWhy.withLock { cache in
      // A lesson set has a few dozen; a bound keeps a hostile one from growing it.
      if cache.count < 1_000 { cache[key] = text }
    }
    return text
  }

  /// Each scenario's reasoning, wrapped, by width, color, indent and text.
  static let wrappedWhy = Guarded<[WhyKey: String]>([:])

  /// What a wrapped reasoning depends on.
  struct WhyKey: Hashable, Sendable {
    var width: Int
    var color: Bool
    var indent: String
    var why: String
  }

}
