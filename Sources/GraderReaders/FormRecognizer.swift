/// Tells a description written in the other form by its first meaningful
/// line, so that a Swift description saved as `.tree` (or the reverse) gets
/// one error that says so, instead of an error for each of its lines.
enum FormRecognizer {
  /// The error for `file`, read as `format`, when its first meaningful line
  /// belongs to the other form.
  static func otherFormError(_ file: SourceFile, as format: DescriptionFormat) -> Diagnostic? {
    guard let (line, text) = firstMeaningfulLine(file, as: format) else { return nil }
    // Standard input has no name to change: say only what it is read as.
    func rename(_ ext: String) -> String {
      guard file.path != "<stdin>" else { return "it is read as the other" }
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(
        separator: ".")
      return "rename the file to \(stem.isEmpty ? name : stem).\(ext)"
    }
    let other = format == .tree ? looksLikeSwift(text) : looksLikeTree(text)
    // The .tree form's changes left in a Swift file, as a file started in
    // the .tree form and renamed has them: one error, at the first.
    if format == .swift, !other, let statement = treeChange(file, after: line) {
      return file.diagnostic(
        .error,
        "'change' and 'count' lines are the .tree form's, not Swift",
        id: .treeChangesInSwiftFile, at: file.lineStarts[statement - 1],
        notes: [
          file.diagnostic(
            .note,
            "write each change as 'screen.change(\"label\", key: \"key\")', or delete them: check runs the scenario's own changes",
            id: .rewriteTreeChanges, at: file.lineStarts[statement - 1])
        ])
    }
    // A file that holds both forms: a rename would only move the error.
    if other, holdsOwnForm(file, as: format, after: line) {
      return file.diagnostic(
        .error,
        "this file mixes the .tree form and the Swift form; keep the \(format == .swift ? "Swift" : ".tree") form its name says, and write the rest of it that way",
        id: .mixedForms, at: file.lineStarts[line - 1])
    }
    switch format {
    case .tree where other:
      return file.diagnostic(
        .error,
        "this is the lesson's Swift form, not the .tree form; \(rename("swift"))",
        id: .swiftFormInTreeFile,
        at: file.lineStarts[line - 1],
        notes: treeStatement(file, after: line).map { statement in
          [
            file.diagnostic(
              .note,
              "its 'change' and 'count' lines are the .tree form's: write them as 'screen.change(\"label\", key: \"key\")', or delete them",
              id: .treeChangesAfterRename, at: file.lineStarts[statement - 1])
          ]
        } ?? [])
    case .swift where other:
      return file.diagnostic(
        .error,
        "this is the .tree form, not the lesson's Swift form; \(rename("tree"))",
        id: .treeFormInSwiftFile,
        at: file.lineStarts[line - 1])
    default:
      return nil
    }
  }

  /// The first line that is neither blank nor a comment of `format`, with
  /// its one-based number; only the first few hundred lines are looked at.
  private static func firstMeaningfulLine(_ file: SourceFile, as format: DescriptionFormat)
    -> (Int, Substring)?
  {
    var inBlock = false
    for line in 1...min(file.lineStarts.count, 400) {
      var text = Substring(file.text(ofLine: line))
      // A first byte that is ASCII and no blank starts no blank character.
      while let byte = text.utf8.first, byte == 0x20 || byte == 0x09 || byte >= 0x80,
        let first = text.first, first == " " || first == "\t" || first == "\u{FEFF}"
      {
        text = text.dropFirst()
      }
      if text.isEmpty { continue }
      switch format {
      case .tree:
        if startsWith(text, "#") || startsWith(text, "//") { continue }
      case .swift:
        if inBlock {
          if text.contains("*/") { inBlock = false }
          continue
        }
        if startsWith(text, "//") { continue }
        if startsWith(text, "/*") {
          inBlock = !text.contains("*/")
          continue
        }
      }
      return (line, text)
    }
    return nil
  }

  /// Whether `text` starts with the characters of `prefix`, ASCII with no
  /// other spelling (as `;` has), found as bytes: held to the characters
  /// only when a byte past ASCII follows, which may join its last.
  private static func startsWith(_ text: Substring, _ prefix: StaticString) -> Bool {
    let bytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
    guard text.utf8.starts(with: bytes) else { return false }
    guard let next = text.utf8.dropFirst(bytes.count).first, next >= 0x80 else { return true }
    return text.hasPrefix(String(decoding: bytes, as: UTF8.self))
  }

  /// Whether a line after `line`, among the first few hundred, is plainly
  /// of `format`, the form the file's name says.
  private static func holdsOwnForm(
    _ file: SourceFile, as format: DescriptionFormat, after line: Int
  )
    -> Bool
  {
    guard line < file.lineStarts.count else { return false }
    for number in (line + 1)...min(file.lineStarts.count, 400) {
      let text = Substring(file.text(ofLine: number)).drop { $0 == " " || $0 == "\t" }
      if text.isEmpty || text.hasPrefix("#") || text.hasPrefix("//") { continue }
      // The changes a .tree template ends with are no sign of the form.
      if text == "count" || isTreeChange(text) { continue }
      let own =
        format == .swift
        ? ["ViewNode(", "ViewTree(", "countCauses("].contains { text.contains($0) }
        : looksLikeTree(text) && !looksLikeSwift(text)
      if own { return true }
    }
    return false
  }

  /// The first line after `line` that is a `change` or `count` statement of
  /// the .tree form, among the first few thousand lines.
  private static func treeStatement(_ file: SourceFile, after line: Int) -> Int? {
    guard line < file.lineStarts.count else { return nil }
    for number in (line + 1)...min(file.lineStarts.count, 4_000) {
      // Both statements start with a 'c' after the blanks: other lines are
      // passed over as bytes (nothing else is the same text as either word).
      let bytes = file.byteRange(ofLine: number)
      let start = file.bytes[bytes].firstIndex { $0 != 0x20 && $0 != 0x09 }
      guard let start, file.bytes[start] == UInt8(ascii: "c") else { continue }
      let text = Substring(file.text(ofLine: number)).drop { $0 == " " || $0 == "\t" }
      if text == "count" || isTreeChange(text) { return number }
    }
    return nil
  }

  /// `file` with each line that is a `change` or `count` statement of the
  /// .tree form blanked, byte for byte, so that the Swift reader reads the
  /// rest of a Swift file that holds them at the same lines and columns.
  static func withoutTreeStatements(_ file: SourceFile) -> SourceFile {
    var bytes = file.bytes
    // A `count` is the .tree form's only after one of its changes: before,
    // it may be Swift's own name.
    var changed = false
    for number in stride(from: 1, through: file.lineStarts.count, by: 1) {
      let range = file.byteRange(ofLine: number)
      let start = bytes[range].firstIndex { $0 != 0x20 && $0 != 0x09 }
      guard let start, bytes[start] == UInt8(ascii: "c") else { continue }
      let text = Substring(file.text(ofLine: number)).drop { $0 == " " || $0 == "\t" }
      if isTreeChange(text) {
        changed = true
      } else if !(changed && isTreeCount(text)) {
        continue
      }
      for index in range { bytes[index] = 0x20 }
    }
    return SourceFile(path: file.path, bytes: bytes)
  }

  /// `count`, as the .tree form reads it: with blanks or a comment after it.
  private static func isTreeCount(_ text: Substring) -> Bool {
    guard text.hasPrefix("count") else { return false }
    let rest = text.dropFirst(5).drop { $0 == " " || $0 == "\t" }
    return rest.isEmpty || rest.hasPrefix("#") || rest.hasPrefix("//")
  }

  /// The first line after `line` that is a `change` statement of the .tree
  /// form, which no Swift statement can be; or, after one, a `count`.
  private static func treeChange(_ file: SourceFile, after line: Int) -> Int? {
    guard let first = treeStatement(file, after: line) else { return nil }
    let text = Substring(file.text(ofLine: first)).drop { $0 == " " || $0 == "\t" }
    if isTreeChange(text) { return first }
    return treeStatement(file, after: first).flatMap {
      isTreeChange(Substring(file.text(ofLine: $0)).drop { $0 == " " || $0 == "\t" }) ? first : nil
    }
  }

  /// `change LABEL KEY`, two words after `change` and no Swift punctuation.
  private static func isTreeChange(_ text: Substring) -> Bool {
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    return words.first == "change" && (3...5).contains(words.count)
      && !holdsSwiftPunctuation(text)
  }

  /// How a line of Swift plainly starts: a heuristic.
  private static let swiftStarts: [StaticString] = [
    "import ", "let ", "var ", "/*", "_ = ", "struct ", "enum ",
  ]

  private static func looksLikeSwift(_ text: Substring) -> Bool {
    // A mark after the space or the star makes another character of it,
    // and no Swift start (see ``startsWith(_:_:)``).
    if let first = text.utf8.first,
      swiftStarts.contains(where: { $0.utf8Start.pointee == first && startsWith(text, $0) })
    {
      return true
    }
    // Each call below holds a '(': most lines of a tree have none.
    let paren = UInt8(ascii: "(")
    guard
      text.utf8.withContiguousStorageIfAvailable({ $0.contains(paren) })
        ?? text.utf8.contains(paren)
    else { return false }
    return ["ViewNode(", "ViewTree(", "countCauses(", ".change("].contains { text.contains($0) }
  }

  /// Whether `text` holds punctuation the tree form never needs and Swift does.
  private static func holdsSwiftPunctuation(_ text: Substring) -> Bool {
    text.utf8.contains { byte in
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="), UInt8(ascii: ":"),
        UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
        UInt8(ascii: "\""):
        true
      default: false
      }
    }
  }

  private static func looksLikeTree(_ text: Substring) -> Bool {
    // '#if' and its kin are Swift's; any other '#' starts a tree comment.
    if text.hasPrefix("#") { return text.dropFirst().first?.isLetter != true }
    if text == "count" { return true }
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    if words.first == "key", words.count >= 3,
      ["environment", "model", "published", "state"].contains(words[2])
    {
      return true
    }
    if words.first == "change", words.count >= 3, !text.contains("(") { return true }
    // A view line: a name, then the tree form's clauses, and nothing Swift would need.
    guard !holdsSwiftPunctuation(text), let name = words.first,
      name.first?.isLetter == true
    else { return false }
    return words.count == 1
      || ["reads", "parent", "places", "derives", "takes", "holds"].contains(String(words[1]))
  }
}
