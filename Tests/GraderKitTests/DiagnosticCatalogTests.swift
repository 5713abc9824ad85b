import Foundation
import GraderReaders
import GraderTestSupport
import Testing

/// The catalog of diagnostic ids: the documentation made from it, the ids'
/// spelling, and the sources that raise them.
@Suite("The catalog of diagnostic ids")
struct DiagnosticCatalogTests {
  /// Where the ids are declared, relative to the package root.
  static let catalogFolder = "Sources/GraderReaders/Diagnostics/Catalog/"

  /// The text of every Swift file under `Sources/`, by its path from the package root.
  static func sources() throws -> [(path: String, text: String)] {
    let root = packageRoot.appendingPathComponent("Sources")
    let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path)
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      (
        "Sources/" + path,
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      )
    }
  }

  /// Each `public static let NAME: Self = "ID"` of the catalog's files, as (NAME, ID).
  static func declarations(in text: String) throws -> [(name: String, id: String)] {
    let declaration = try Regex(#"public static let (\w+): Self = "([^"]*)""#)
    return text.matches(of: declaration).compactMap { match in
      guard let name = match.output[1].substring, let id = match.output[2].substring else {
        return nil
      }
      return (String(name), String(id))
    }
  }

  /// Every name written after a `.` in `text`: the members and statics it names.
  static func memberNames(in text: String) -> Set<Substring> {
    var names: Set<Substring> = []
    var rest = text[...]
    while let dot = rest.firstIndex(of: ".") {
      rest = rest[rest.index(after: dot)...]
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { names.insert(name) }
      rest = rest[name.endIndex...]
    }
    return names
  }

  /// The strings of `text` spelled as an id of one of `domains`: each stretch
  /// between two quotes that is `DOMAIN.NAME`.
  static func spelledIDs(in text: String, domains: Set<Substring>) -> [Substring] {
    text.split(separator: "\"", omittingEmptySubsequences: true).filter { piece in
      guard let dot = piece.firstIndex(of: "."), domains.contains(piece[..<dot]) else {
        return false
      }
      let name = piece[piece.index(after: dot)...]
      return !name.isEmpty
        && name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
  }

  /// Whether `text` passes an argument `id:` a string that starts with a
  /// lowercase letter, as an id spelled out would (`id: "tree.…"`).
  static func passesStringID(_ text: String) -> Bool {
    text.ranges(of: #"id: ""#).contains { range in
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      let isName = { (character: Character?) in
        character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      }
      return !isName(before) && after.map { ("a"..."z").contains($0) } == true
    }
  }

  /// How an entry of a domain's table is written, for the messages of the tests below.
  static let entryShape =
    "an entry is a line 'ID · SEVERITY' (a middle dot, U+00B7, between spaces), its meaning on the indented lines below, and its example message on a line that starts with '> '"

  /// The entries that do not have that shape, by what their heads read.
  static func malformedEntries() -> [String] {
    DiagnosticCatalog.all.flatMap(\.entries).filter {
      !DiagnosticCatalog.severities.contains($0.severity) || $0.meaning.isEmpty
        || $0.example.isEmpty || $0.id.rawValue.contains(" ")
    }.map(\.id.rawValue)
  }

  @Test("Documentation/Diagnostics.md is the catalog's Markdown")
  func documentation() throws {
    // A malformed entry is fixed first: recording it would write it into the page.
    let malformed = Self.malformedEntries()
    try #require(
      malformed.isEmpty,
      "fix these entries before recording the page: \(malformed); \(Self.entryShape)")
    let markdown = DiagnosticCatalog.markdown()
    #expect(
      try golden("Documentation/Diagnostics.md", markdown) == markdown,
      "Documentation/Diagnostics.md differs from the catalog; record it with GRADER_RECORD_GOLDEN=1 swift test --filter DiagnosticCatalogTests"
    )
  }

  @Test("every id is unique, spelled DOMAIN.NAME in lowercase words, and listed under its domain")
  func spelling() throws {
    let malformed = Self.malformedEntries()
    #expect(malformed.isEmpty, "malformed entries: \(malformed); \(Self.entryShape)")
    let spelling = try Regex(#"^[a-z]+\.[a-z0-9]+(-[a-z0-9]+)*$"#)
    var seen: Set<DiagnosticID> = []
    for (domain, entries) in DiagnosticCatalog.all {
      #expect(!entries.isEmpty, "\(domain)")
      for entry in entries {
        let id = entry.id.rawValue
        #expect(seen.insert(entry.id).inserted, "\(id) is listed twice")
        #expect(id.wholeMatch(of: spelling) != nil, "\(id)")
        #expect(id.hasPrefix(domain + "."), "\(id) is listed under \(domain)")
        #expect(DiagnosticCatalog.severities.contains(entry.severity), "\(id): \(entry.severity)")
        #expect(!entry.meaning.isEmpty && !entry.example.isEmpty, "\(id)")
      }
    }
    let domains = DiagnosticCatalog.all.map(\.domain)
    #expect(domains == domains.sorted() && Set(domains).count == domains.count)
  }

  @Test("every id is declared in the catalog's folder, listed once, and raised somewhere")
  func declaredAndUsed() throws {
    let files = try Self.sources()
    let catalog = files.filter { $0.path.hasPrefix(Self.catalogFolder) }
    let others = files.filter { !$0.path.hasPrefix(Self.catalogFolder) }
    let declared = try catalog.flatMap { try Self.declarations(in: $0.text) }
    #expect(declared.count >= 100)
    // Every static has its entry, and every entry its static.
    let listed = Set(DiagnosticCatalog.all.flatMap { $0.entries.map(\.id.rawValue) })
    let ids = Set(declared.map(\.id))
    let unlisted = ids.subtracting(listed).sorted()
    let undeclared = listed.subtracting(ids).sorted()
    #expect(unlisted.isEmpty, "declared but not in the catalog: \(unlisted)")
    #expect(undeclared.isEmpty, "in the catalog but declared nowhere: \(undeclared)")
    let names = declared.map(\.name)
    #expect(Set(names).count == names.count, "a static is declared twice")
    // An id's meaning is its entry's: no doc comment says it a second time.
    for file in catalog {
      let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (above, line) in zip(lines, lines.dropFirst())
      where line.contains(": Self = \"") {
        #expect(
          !above.trimmingCharacters(in: .whitespaces).hasPrefix("///"),
          "\(file.path): \(line) has a doc comment; its meaning goes in its entry")
      }
    }
    // An id no source outside the catalog names is a dead entry.
    let named = others.reduce(into: Set<Substring>()) {
      $0.formUnion(Self.memberNames(in: $1.text))
    }
    let unused = declared.filter { !named.contains(Substring($0.name)) }.map(\.id)
    #expect(unused.isEmpty, "raised nowhere: \(unused)")
  }

  @Test("no source outside the catalog spells an id as a string")
  func noStringIDs() throws {
    let domains = Set(DiagnosticCatalog.all.map { Substring($0.domain) })
    for (path, text) in try Self.sources() where !path.hasPrefix(Self.catalogFolder) {
      let passesString = Self.passesStringID(text)
      #expect(!passesString, "\(path) passes an id as a string")
      let spelled = Self.spelledIDs(in: text, domains: domains)
      #expect(spelled.isEmpty, "\(path) spells ids as strings: \(spelled)")
    }
  }
}
