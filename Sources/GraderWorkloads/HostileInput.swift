/// A shape of hostile input, as issue reports found them: a description that
/// is small on disk but would cost a naive reader time or memory quadratic in
/// its size.
///
/// Tests read each shape at two sizes and compare; the benchmark grades each
/// at the submission size limit.
package struct HostileShape: Sendable, CustomStringConvertible {
  /// A short name, as tests and the benchmark print it.
  package var name: String
  /// The file extension it is read as: `tree` or `swift`.
  package var format: String
  /// The text with `count` repeated items.
  package var make: @Sendable (Int) -> String

  package var description: String { name }

  /// The text with the most items that still fits in `bytes` bytes.
  package func text(fitting bytes: Int) -> String {
    let sample = make(1_000).utf8.count
    var count = max(1, bytes * 1_000 / max(1, sample))
    var text = make(count)
    while text.utf8.count > bytes, count > 1 {
      count = count * 99 / 100
      text = make(count)
    }
    return text
  }

  /// Every shape.
  package static let all: [HostileShape] =
    [
      HostileShape(name: "state-owners-naming-no-view", format: "tree") { count in
        lines(count) { "key k\($0) state Wiew\($0)" } + "Root\n"
          + lines(count) { "  View\($0) reads k\($0)" }
      },
      HostileShape(name: "unknown-identifiers", format: "swift") { count in
        lines(count / 2) { "let value\($0) = \"v\"" } + lines(count / 2) { "_ = valeu\($0)" }
      },
      HostileShape(name: "reads-of-unstored-keys", format: "tree") { count in
        lines(count) { "key key\($0) environment" } + "Root\n"
          + lines(count) { "  View\($0) reads kez\($0)" }
      },
      HostileShape(name: "changes-of-unstored-keys", format: "tree") { count in
        lines(count) { "key key\($0) environment" } + "Root reads key0\n"
          + lines(count) { "change c\($0) kez\($0)" }
      },
      HostileShape(name: "dangling-parents", format: "tree") { count in
        lines(count) { "View\($0) parent Wiew\($0)" }
      },
      HostileShape(name: "one-swift-line-of-errors", format: "swift") { count in
        "let a = [" + Array(repeating: "1", count: count).joined(separator: ", ") + "]\n"
      },
      HostileShape(name: "one-tree-line-of-errors", format: "tree") { count in
        "A reads " + Array(repeating: "\"\\q\"", count: count).joined(separator: " ") + "\n"
      },
      HostileShape(name: "one-clause-repeated-along-a-line", format: "tree") { count in
        // Each repeat is an error whose note shows the one clause to write.
        "key k environment\nV" + String(repeating: " reads k", count: count) + "\n"
      },
      HostileShape(name: "placed-values-each-from-a-key", format: "tree") { count in
        "key s environment\nV places "
          + (0..<count).map { "p\($0) from s" }.joined(separator: " ") + " reads s\n"
      },
      HostileShape(name: "one-character-filling-a-line", format: "tree") { count in
        // A letter with count * 100 combining marks is one character; sixty
        // errors after it each quote the line around their column.
        "A reads x" + String(repeating: "\u{301}", count: count * 100) + " "
          + Array(repeating: "\"\\q\"", count: 60).joined(separator: " ") + "\n"
      },
      HostileShape(name: "views-and-their-own-changes", format: "tree") { count in
        "key k environment\nRoot\n" + lines(count / 2) { "  V\($0) reads k" }
          + lines(count / 2) { "change c\($0) k" } + "count\n"
      },
      HostileShape(name: "changes-in-a-file-with-an-error", format: "tree") { count in
        "key k environment\nRoot\n" + lines(count / 2) { "  V\($0) reads k" }
          + lines(count / 2) { "change c\($0) k" } + "key broken\n"
      },
      HostileShape(name: "many-views-one-valid-tree", format: "tree") { count in
        "key k environment\nRoot reads k\n" + lines(count) { "  View\($0) reads k" }
      },
      HostileShape(name: "unclosed-view-calls", format: "swift") { count in
        lines(max(1, count / 76)) { _ in String(repeating: "ViewNode(", count: 76) }
      },
      HostileShape(name: "a-value-doubled-again-and-again", format: "swift") { count in
        "let a0 = [\"x\", \"x\"]\n" + lines(count) { "let a\($0 + 1) = a\($0) + a\($0)" }
      },
      HostileShape(name: "one-long-sum", format: "swift") { count in
        "let a = " + Array(repeating: "[\"x\"]", count: count).joined(separator: " + ") + "\n"
      },
      HostileShape(name: "one-array-in-many-trees", format: "swift") { count in
        "let n = [\n" + lines(count) { "  ViewNode(\"V\($0)\", parent: nil, reads: [\"k\"])," }
          + "]\nlet s: [String: Storage] = [\"k\": .environment]\n"
          + lines(count) { "let t\($0) = ViewTree(nodes: n, storage: s)" }
      },
    ] + clauses

  /// A shape per clause of the model, and per pair of clauses, each with
  /// `count` views and keys: what the last passes added, at scale.
  package static let clauses: [HostileShape] = [
    HostileShape(name: "lazy-keys-beside-views", format: "tree") { count in
      lines(count / 2) { "key lk\($0) environment lazy" } + "Root\n  Reader reads "
        + (0..<count / 2).map { "lk\($0)" }.joined(separator: ", ") + "\n"
        + lines(count / 2) { "  V\($0)" }
    },
    HostileShape(name: "lazy-keys-placed-by-the-root", format: "tree") { count in
      lines(count / 2) { "key lk\($0) environment lazy" } + "Root places "
        + (0..<count / 2).map { "lk\($0)" }.joined(separator: ", ") + "\n  Reader reads "
        + (0..<count / 2).map { "lk\($0)" }.joined(separator: ", ") + "\n"
        + lines(count / 2) { "  V\($0)" }
    },
    HostileShape(name: "reads-and-takes-on-one-view", format: "tree") { count in
      "key r0 state Root\nRoot reads r0\n  V reads "
        + (0..<count).map { "r\($0)" }.joined(separator: ", ") + " takes "
        + (0..<count).map { "t\($0)" }.joined(separator: ", ") + "\n"
    },
    HostileShape(name: "held-objects", format: "tree") { count in
      lines(count) { "key p\($0) published S\($0 % 50)" } + "Root holds S0\n"
        + lines(count) { "  V\($0) reads p\($0) holds S\($0 % 50), S\(($0 + 1) % 50)" }
    },
    HostileShape(name: "placements-from-a-key", format: "tree") { count in
      "key k state Root\n" + lines(count) { "key x\($0) environment" } + "Root reads k\n"
        + lines(count) { "  V\($0) places x\($0) from k reads x\($0) takes k" }
    },
    HostileShape(name: "a-chain-of-derived-values", format: "tree") { count in
      "key z environment\nkey k state V0\nV0 places z from k reads k\n"
        + lines(count) { "V\($0 + 1) parent V\($0) derives z from k reads z" }
    },
    HostileShape(name: "lazy-keys-derived-and-held", format: "tree") { count in
      lines(count / 2) { "key lk\($0) environment lazy" }
        + lines(count / 2) { "key p\($0) published S" } + "Root holds S\n"
        + lines(count / 2) { "  V\($0) derives lk\($0) reads p\($0) holds S" }
    },
  ]

  /// `count` lines, each `line(index)`, each ending in a line break.
  private static func lines(_ count: Int, _ line: (Int) -> String) -> String {
    var text = ""
    for index in 0..<count {
      text += line(index)
      text += "\n"
    }
    return text
  }
}
