import GraderModel

extension TreeReader {
  /// The clauses a view line may have after its name and parent, in this order.
  static let viewClauses = ["places", "derives", "reads", "takes", "holds"]

  /// The position among ``viewClauses`` of the clause `word` starts, if it is one.
  static func clauseIndex(of word: TreeLine.Word) -> Int? {
    guard !word.quoted else { return nil }
    switch word.text {
    case "places": return 0
    case "derives": return 1
    case "reads": return 2
    case "takes": return 3
    case "holds": return 4
    default: return nil
    }
  }

  /// Reads a view line: `Name [parent Name] [places key [from key]…]
  /// [derives key [from key]…] [reads key…] [takes key…] [holds Object…]`.
  mutating func readView(_ line: TreeLine) {
    let words = line.words
    let name = words[0]
    var parent: String?
    var parentOffset: Int?
    // The keys of each clause, in the order of `viewClauses`.
    var clauses = Clauses()
    var placedFrom: [(key: String, source: String, offset: Int)] = []
    // The keys of `placedFrom`, looked up as a line gives thousands of them.
    var fromGiven = Set<String>()
    var position = 1
    if position < words.count, words[position].isKeyword("parent") {
      guard position + 1 < words.count else {
        error(
          "'parent' takes the parent view's name", id: .parentWithoutName,
          at: words[position].offset)
        return
      }
      parent = words[position + 1].text
      parentOffset = words[position + 1].offset
      position += 2
    }
    // The first clause still allowed: those before it are written, or passed.
    var allowedFrom = 0
    var lastClause: String?
    // The clauses written so far, one bit each.
    var used = 0
    while position < words.count {
      let found = words[position]
      if let again = Self.clauseIndex(of: found), used & (1 << again) != 0 {
        // A clause written twice: its keys join the first ('from' aside), and
        // the message shows the one clause to write.
        var end = position + 1
        while end < words.count, Self.clauseIndex(of: words[end]) == nil { end += 1 }
        let placing = again < 2
        if !placing {
          clauses.append(words[(position + 1)..<end].lazy.map { ($0.text, $0.offset) }, to: again)
        }
        error(
          "'\(found.text)' is written twice on the line; one '\(found.text)' lists them all",
          id: .clauseRepeated, at: found.offset, length: found.text.count,
          notes: placing
            ? []
            : [
              file.draft(
                .note, "write '\(Self.merged(found.text, clauses[again]))'",
                id: .mergeRepeatedClause, at: found.offset)
            ])
        position = end
        continue
      }
      guard let clauseIndex = Self.clauseIndex(of: found), clauseIndex >= allowedFrom else {
        let expected = ["parent"] + Self.viewClauses
        let known = expected.contains { found.isKeyword($0) }
        let message: String
        if known, let lastClause {
          message =
            "'\(found.text)' comes too late on the line: it goes before '\(lastClause)'"
        } else {
          message =
            "expected a clause after the view name '\(name.text)', found '\(found.text)'; a view's line goes on with 'reads', 'takes', 'holds', 'parent', 'places' or 'derives'"
        }
        error(
          message, id: known && lastClause != nil ? .clauseTooLate : .expectedClause,
          at: found.offset, length: found.text.count,
          notes: known ? [] : suggestion(for: found, among: expected))
        // The view still takes its place in the tree, so the lines under it
        // raise no knock-on errors about their parent.
        break
      }
      let clause = Self.viewClauses[clauseIndex]
      allowedFrom = clauseIndex + 1
      lastClause = clause
      used |= 1 << clauseIndex
      var end = position + 1
      while end < words.count, Self.clauseIndex(of: words[end]) == nil { end += 1 }
      if end == position + 1 {
        error(
          clause == "holds"
            ? "'holds' takes one or more objects" : "'\(clause)' takes one or more keys",
          id: .clauseWithoutKeys, at: found.offset)
      }
      var keys: [(key: String, offset: Int)] = []
      var index = position + 1
      while index < end {
        let word = words[index]
        if word.isKeyword("from"), clause == "places" || clause == "derives" {
          guard let placed = keys.last, index + 1 < end, !words[index + 1].isKeyword("from") else {
            error(
              keys.isEmpty
                ? "'from' follows a key: '\(clause) appSetting from loadedSetting'"
                : "'from' takes the key the placed value is computed from, as in '\(clause) \(keys.last!.key) from loadedSetting'",
              id: .misplacedFrom,
              at: word.offset)
            // The word it names, if any, is no key placed here: no follow-on error about it.
            index += index + 1 < end && !words[index + 1].isKeyword("from") ? 2 : 1
            continue
          }
          let source = words[index + 1]
          if source.text == placed.key {
            error(
              clause == "places"
                ? "'\(placed.key)' is placed from itself; a value computed from the one above is 'derives \(placed.key)'"
                : "'derives' already computes '\(placed.key)' from the value above; 'from' names another key it uses",
              id: .treePlacedFromItself,
              at: source.offset)
          } else if !fromGiven.insert(placed.key).inserted {
            error(
              "'\(placed.key)' is given 'from' twice", id: .fromGivenTwice, at: word.offset)
          } else {
            placedFrom.append((placed.key, source.text, source.offset))
          }
          index += 2
          continue
        }
        keys.append((word.text, word.offset))
        index += 1
      }
      clauses[clauseIndex] = keys
      position = end
    }
    let (places, derives, reads, takes, holds) = (
      clauses.places, clauses.derives, clauses.reads, clauses.takes, clauses.holds
    )
    let derived = Set(derives.map(\.key))
    if let both = places.first(where: { derived.contains($0.key) }) {
      error(
        "'\(name.text)' both places and derives \(both.key); a view places a fixed value or derives one from above, not both",
        id: .placesAndDerives,
        at: both.offset)
    }
    guard let indentParent = nestingParent(for: line, name: name) else { return }
    if let indentParent {
      if let parentOffset {
        error(
          "an indented view takes its parent from the indentation; 'parent' is for views at the left margin",
          id: .parentOnIndentedView,
          at: parentOffset)
        return
      }
      parent = views[indentParent].node.name
    }
    views.append(
      .drafted(
        name: name.text, parent: parent, reads: reads, places: places, derives: derives,
        takes: takes, placedFrom: placedFrom, holds: holds, offset: name.offset,
        parentOffset: parentOffset))
    open.append((line.indentation, views.count - 1))
  }

  /// `clause` with `keys`, as one clause would list them, up to eight keys
  /// and then `…`: a line that repeats a clause thousands of times gets a
  /// note the size of a line each time, not one that grows with the line.
  private static func merged(_ clause: String, _ keys: [(key: String, offset: Int)]) -> String {
    let shown = keys.prefix(8).map(\.key).joined(separator: ", ")
    return "\(clause) \(shown)" + (keys.count > 8 ? ", …" : "")
  }

  /// The keys of a view line's clauses, each with where it was written: five
  /// lists held apart, where an array of them would be one more to allocate
  /// for every view.
  private struct Clauses {
    var places: [(key: String, offset: Int)] = []
    var derives: [(key: String, offset: Int)] = []
    var reads: [(key: String, offset: Int)] = []
    var takes: [(key: String, offset: Int)] = []
    var holds: [(key: String, offset: Int)] = []

    /// Appends `keys` to the clause at `index` of ``TreeReader/viewClauses``,
    /// in place: a line that repeats a clause thousands of times adds to one
    /// list, never copied.
    mutating func append(
      _ keys: some Sequence<(key: String, offset: Int)>, to index: Int
    ) {
      switch index {
      case 0: places.append(contentsOf: keys)
      case 1: derives.append(contentsOf: keys)
      case 2: reads.append(contentsOf: keys)
      case 3: takes.append(contentsOf: keys)
      default: holds.append(contentsOf: keys)
      }
    }

    /// The keys of the clause at `index` of ``TreeReader/viewClauses``.
    subscript(index: Int) -> [(key: String, offset: Int)] {
      get {
        switch index {
        case 0: places
        case 1: derives
        case 2: reads
        case 3: takes
        default: holds
        }
      }
      set {
        switch index {
        case 0: places = newValue
        case 1: derives = newValue
        case 2: reads = newValue
        case 3: takes = newValue
        default: holds = newValue
        }
      }
    }
  }

  /// The position of the view this line nests under: `.some(nil)` at the left
  /// margin, `nil` after reporting bad indentation.
  private mutating func nestingParent(for line: TreeLine, name: TreeLine.Word) -> Int?? {
    let indentation = line.indentation
    // The open views more indented than this line close here: they are
    // taken off once the line is placed, and until then a note can name
    // their levels too.
    var kept = open.count
    while kept > 0, open[kept - 1].indentation.count > indentation.count { kept -= 1 }
    let dedented = kept < open.count
    if kept > 0, open[kept - 1].indentation == indentation {
      open.removeSubrange((kept - 1)...)
      return .some(open.last?.view)
    }
    defer { open.removeSubrange(kept...) }
    if indentation.isEmpty {
      return .some(nil)
    }
    guard kept > 0 else {
      error(
        "'\(name.text)' is indented, but no view above it is less indented to be its parent",
        id: .indentedWithoutParent,
        at: name.offset)
      return nil
    }
    let top = open[kept - 1]
    guard !dedented, indentation.starts(with: top.indentation) else {
      let mixed =
        indentation.contains(0x09) != top.indentation.contains(0x09)
        || (indentation.contains(0x09) && indentation.contains(0x20))
      // The levels it may take: the open views', the ones it closes too,
      // to sit beside one of them.
      var levels: [Int] = []
      for level in [0] + open.map(\.indentation.count) where levels.last != level {
        levels.append(level)
      }
      // A deep tree's levels, shortened: the note stays a line whatever the depth.
      let shown =
        levels.count > 6
        ? levels.prefix(3).map(String.init) + ["…"] + levels.suffix(2).map(String.init)
        : levels.map(String.init)
      let listed =
        shown.count == 1
        ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + shown.last!
      error(
        mixed
          ? "indentation mixes tabs and spaces differently from the lines above; indent with spaces only, or with tabs only"
          : "indentation of '\(name.text)' does not match any outer level",
        id: .inconsistentIndentation,
        at: name.offset,
        notes: mixed
          ? []
          : [
            file.draft(
              .note,
              shown.count == 1
                ? "the view it can sit beside is indented \(listed) \(indentation.contains(0x09) ? "characters" : "spaces"): indent it so"
                : "the views it can sit beside are indented \(listed) \(indentation.contains(0x09) ? "characters" : "spaces"): indent it as one of them",
              id: .indentationLevels, at: name.offset)
          ])
      return nil
    }
    return .some(top.view)
  }
}
