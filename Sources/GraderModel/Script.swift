/// One step of a script: a change to a key, or a count of the changes so far.
public enum ScriptStep: Sendable, Hashable {
  /// Changes `key` and prints its row under `label`: the value placed `at` a
  /// view, or the system's value when `at` is `nil`.
  case change(label: String, key: String, at: String? = nil)
  /// Prints the count of the recomputes since the previous count.
  case count
}

/// One thing a script or a description prints.
public enum Output: Sendable, Hashable {
  /// The row of a change.
  case row(ChangeRow)
  /// The four lines of a count.
  case count(CauseCount)

  /// The printed lines.
  public var lines: [String] {
    switch self {
    case .row(let row): [row.description]
    case .count(let count): count.lines
    }
  }

  /// Whether this output prints the same bytes as `other`: every name
  /// byte for byte, where `==` takes a name composed one way for the same
  /// name composed another.
  package func printsSameBytes(as other: Output) -> Bool {
    switch (self, other) {
    case (.row(let mine), .row(let theirs)):
      mine.label.hasSameBytes(as: theirs.label) && mine.key.hasSameBytes(as: theirs.key)
        && mine.recomputed.count == theirs.recomputed.count
        && mine.skipped.count == theirs.skipped.count
        && zip(mine.recomputed, theirs.recomputed).allSatisfy {
          $0.cause == $1.cause && $0.view.hasSameBytes(as: $1.view)
        }
        && zip(mine.skipped, theirs.skipped).allSatisfy { $0.hasSameBytes(as: $1) }
    case (.count(let mine), .count(let theirs)): mine == theirs
    default: false
    }
  }
}

extension ViewTree {
  /// Runs `script` over the tree.
  ///
  /// Each count covers the changes since the previous count, or since the
  /// start.
  ///
  /// - Parameter script: The steps, in order.
  /// - Returns: What each step prints, in order.
  public func run(_ script: [ScriptStep]) -> [Output] {
    var output: [Output] = []
    run(script) { _, produced in
      output.append(produced)
      return true
    }
    return output
  }

  /// Runs `script` over the tree, handing what each step prints to `body`
  /// as soon as it is produced, with the step's position.
  ///
  /// Memory holds one row at a time, however long the script. Running stops
  /// when `body` returns `false`.
  public func run(_ script: [ScriptStep], _ body: (Int, Output) -> Bool) {
    var sinceCount = CauseCount([])
    for (index, step) in script.enumerated() {
      let produced: Output
      switch step {
      case .change(let label, let key, let placement):
        let row = change(label, key: key, at: placement)
        sinceCount.add(row.recomputed)
        produced = .row(row)
      case .count:
        produced = .count(sinceCount)
        sinceCount = CauseCount([])
      }
      guard body(index, produced) else { return }
    }
  }
}
