/// The files a run writes into an output folder, relative to it, listed
/// without holding a string per file: a few files of their own, then, for
/// each student in order, one file per pattern (`reports/` + name + `.txt`).
package struct FileList: Sequence, Sendable {
  /// Files of the run itself, such as `results.json`.
  package var fixed: [String] = []
  /// Each per-student file as (before the name, after it).
  package var patterns: [(prefix: String, suffix: String)] = []
  /// The students' file names, in order.
  package var names: [String] = []

  package init(fixed: [String] = [], patterns: [(prefix: String, suffix: String)] = []) {
    self.fixed = fixed
    self.patterns = patterns
  }

  package func makeIterator() -> AnyIterator<String> {
    var fixedIndex = 0
    var nameIndex = 0
    var patternIndex = 0
    return AnyIterator {
      if fixedIndex < fixed.count {
        fixedIndex += 1
        return fixed[fixedIndex - 1]
      }
      guard !patterns.isEmpty, nameIndex < names.count else { return nil }
      let pattern = patterns[patternIndex]
      let file = pattern.prefix + names[nameIndex] + pattern.suffix
      patternIndex += 1
      if patternIndex == patterns.count {
        patternIndex = 0
        nameIndex += 1
      }
      return file
    }
  }
}
