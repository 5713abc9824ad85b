import GraderModel
import GraderReaders

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

extension Scenario {
  /// The starting text of a submission: the task as a comment, and an empty
  /// tree to fill in, followed by the scenario's changes so that
  /// `grader run` shows the rows as the student works. Its prose fits 80
  /// columns; the screen's source is quoted as it is.
  ///
  /// - Parameter format: The submission's format.
  /// - Returns: The file's text.
  package func template(_ format: DescriptionFormat) -> String {
    // '//' starts a comment in both forms, so a file started in one form
    // and renamed to the other still reads.
    let mark = "//"
    func comment(_ text: String, indent: String = "") -> String {
      // The source, indented, is quoted line for line, numbered as the
      // grader's hints cite it ("source line 13").
      guard indent.isEmpty else {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let digits = String(lines.count).count
        return lines.enumerated().map { number, line in
          let label = String(number + 1)
          let padded = String(repeating: " ", count: digits - label.count) + label
          return line.isEmpty
            ? "\(mark) \(indent)\(padded)\n" : "\(mark) \(indent)\(padded)  \(line)\n"
        }.joined()
      }
      // Prose is reflowed a paragraph at a time: its lines were wrapped for
      // a narrower margin than a comment mark leaves. A paragraph whose
      // lines are all indented is an example, quoted line for line.
      let blocks = text.components(separatedBy: "\n\n")
      return blocks.map { block -> String in
        let lines = block.split(separator: "\n", omittingEmptySubsequences: true)
        if !lines.isEmpty, lines.allSatisfy({ $0.hasPrefix(" ") }) {
          return lines.map { "\(mark) \($0)\n" }.joined()
        }
        return TextLayout.paragraphs(block).map {
          TextLayout.wrapped($0, width: 80, first: mark + " ", rest: mark + " ")
        }.joined(separator: mark + "\n")
      }.filter { !$0.isEmpty }.joined(separator: mark + "\n")
    }
    var text =
      comment("\(self.fullID) (\(self.points) \(self.points == 1 ? "point" : "points"))")
      + comment(self.title)
    text += mark + "\n" + comment(self.task) + mark + "\n"
    text +=
      comment("The screen to model:") + mark + "\n" + comment(self.source, indent: "  ") + mark
      + "\n"
    text += comment(Self.convention)
    text += mark + "\n"
    text += comment(
      "\(CommandHint.check) grades your tree and storage: it runs this scenario's own changes\nover them and compares the rows with the expected ones. The changes at the end\nof this file are the same ones, for '\(CommandHint.run("FILE"))' to show your rows as you\nwork; editing them changes nothing in the grade."
    )
    text += "\n"
    switch format {
    case .tree:
      text += """
        // Storage, one line per key:
        //   key NAME environment | key NAME state OWNER
        //   key NAME model OBJECT              (a property of an @Observable)
        //   key NAME published OBJECT          (@Published in an ObservableObject)
        //   key NAME environment lazy          (a default whose members trap)
        // Views, one per line, children indented under their parent; after the
        // name, in this order and only as the screen needs them:
        //   places key [from other]   (.environment(\\.key, value) on the view;
        //                              'from': the value is computed from other)
        //   derives key [from other]  (a value computed from the upper one)
        //   reads key, otherKey       (its body reads them)
        //   takes key                 (its parent hands it the value, unread)
        //   holds OBJECT              (@ObservedObject, @StateObject or
        //                              @EnvironmentObject of that object)

        """
      text += "\n"
      for step in self.script {
        switch step {
        case .change(let label, let key, let placement):
          text +=
            "change \(quoted(label)) \(quoted(key))\(placement.map { " at \(quoted($0))" } ?? "")\n"
        case .count: text += "count\n"
        }
      }
    case .swift:
      text += """
        // Storage: .environment, .state(owner: "View"), .model(object: "Object")
        // (@Observable), .published(object: "Object") (ObservableObject).
        // Views: ViewNode("Name", parent: "Parent" or nil, reads: ["key"]), then,
        // in this order and only as the screen needs them: places: ["key"],
        // derives: ["key"], takes: ["key"], from: ["placedKey": "otherKey"],
        // holds: ["Object"].
        // A key whose default's members trap: ViewTree(..., lazy: ["key"]).

        """
      // Said only where the task shows the .tree form.
      if showsTreeExample {
        text += """
          // The task's examples are written in the .tree form, where a line
          // 'key k published Store' is the entry "k": .published(object: "Store"),
          // and 'Row reads k holds Store' under 'List' is ViewNode("Row",
          // parent: "List", reads: ["k"], holds: ["Store"]).

          """
      }
      text += """
        let storage: [String: Storage] = [:]

        let screen = ViewTree(nodes: [
        ], storage: storage)

        """
      text += "\n"
      var pending: [String] = []
      for step in self.script {
        switch step {
        case .change(let label, let key, let placement):
          let at = placement.map { ", at: \(swiftString($0))" } ?? ""
          pending.append("screen.change(\(swiftString(label)), key: \(swiftString(key))\(at))")
        case .count:
          text += "countCauses([\n" + pending.map { "  \($0),\n" }.joined() + "].flatMap { $0 })\n"
          pending = []
        }
      }
      text += pending.map { "_ = \($0)\n" }.joined()
    }
    return text
  }

  /// Whether the task shows the `.tree` form: an indented example, or a
  /// quoted clause such as 'MapPanel derives zoom', 'reads humidity' or
  /// 'key k published Store'.
  var showsTreeExample: Bool {
    if self.task.hasPrefix("    ") || self.task.contains("\n    ") { return true }
    let clauses: Set<Substring> = ["reads", "places", "derives", "takes", "holds"]
    return self.task.split(separator: "'", omittingEmptySubsequences: false).dropFirst().contains {
      let words = $0.prefix(80).split(whereSeparator: \.isWhitespace).prefix(3)
      return words.first == "key"
        || (words.count > 1 && (clauses.contains(words[0]) || clauses.contains(words[1])))
    }
  }

  /// Which SwiftUI views become nodes, as every template states it.
  package static let convention = """
    Nodes are the View structs the source declares (your own views), one node
    per view type: a type used twice appears once. Containers such as VStack,
    HStack or List and system views such as Text, Button or Toggle are not
    nodes.
    """

  private func quoted(_ word: String) -> String {
    let plain = !word.isEmpty && !word.contains { " \t#,\"\\".contains($0) }
    if plain { return word }
    return "\"" + word.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
  }

  private func swiftString(_ text: String) -> String {
    "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
  }
}

extension String {
  /// The string with every `target` replaced by `replacement`, matched on
  /// UTF-8 bytes, so that a combining mark after a quote or a backslash does
  /// not hide it from the escapers that use this.
  func replacingAll(_ target: String, with replacement: String) -> String {
    var target = target
    var text = self
    return target.withUTF8 { pattern in
      guard let first = pattern.first else { return self }
      return text.withUTF8 { bytes in
        func match(at index: Int) -> Bool {
          bytes.count - index >= pattern.count
            && memcmp(bytes.baseAddress! + index, pattern.baseAddress!, pattern.count) == 0
        }
        // Where the pattern first starts, found before anything is copied:
        // most texts hold none.
        var hit: Int?
        var from = 0
        while from < bytes.count,
          let found = memchr(bytes.baseAddress! + from, Int32(first), bytes.count - from)
        {
          let index = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
          if match(at: index) {
            hit = index
            break
          }
          from = index + 1
        }
        guard let hit else { return self }
        var result: [UInt8] = Array(bytes[..<hit])
        result.reserveCapacity(bytes.count + replacement.utf8.count)
        var index = hit
        while index < bytes.count {
          if bytes[index] == first && match(at: index) {
            result += replacement.utf8
            index += pattern.count
          } else {
            result.append(bytes[index])
            index += 1
          }
        }
        return String(decoding: result, as: UTF8.self)
      }
    }
  }
}
