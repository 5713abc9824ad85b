import Foundation
import GraderTestSupport

/// Which names of the toolchain's own interfaces need a newer macOS than the
/// package declares, and where the sources use one: a check that holds on
/// Linux, whose toolchain ships the standard library's and Concurrency's
/// `.swiftinterface` files with their `@available(macOS …)` attributes.
///
/// A name counts only when every declaration of it needs the newer system:
/// an old overload keeps it usable. Names the sources declare themselves
/// are theirs, not the library's. Foundation ships no interface on Linux,
/// so its symbols are not checked here.
enum AvailabilityCheck {
  /// A version, `13.0` as `[13, 0]`.
  typealias Version = [Int]

  /// A use of a name that needs a newer macOS than `minimum`.
  struct Use: Equatable, CustomStringConvertible {
    var path: String
    var line: Int
    var name: String
    var needs: Version
    var description: String {
      "\(path):\(line): \(name) needs macOS \(needs.map(String.init).joined(separator: "."))"
    }
  }

  /// For each name the interfaces declare, the oldest macOS any of its
  /// declarations needs (`[0]` when one needs none).
  static func requirements(_ interfaces: [String]) -> [String: Version] {
    var result: [String: Version] = [:]
    for text in interfaces {
      var pending: Version?
      // The availability of each open scope (extensions and types).
      var scopes: [(depth: Int, needs: Version)] = []
      var depth = 0
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.drop { $0 == " " }
        if let version = macOSVersion(in: trimmed) {
          pending = later(pending ?? [0], version)
        }
        let declaration = declaredName(in: trimmed)
        let inherited = scopes.last?.needs ?? [0]
        let needs = later(pending ?? [0], inherited)
        // The declaration's name, and the labels of its parameters and of
        // the tuples it names (`components: (seconds:, attoseconds:)`).
        if let name = declaration {
          for declared in [name] + labels(in: trimmed) {
            let known = result[declared] ?? needs
            result[declared] = isNewer(known, than: needs) ? needs : known
          }
        }
        let opens = trimmed.filter { $0 == "{" }.count
        let closes = trimmed.filter { $0 == "}" }.count
        if opens > closes, declaration != nil || trimmed.contains("extension ") {
          scopes.append((depth + 1, needs))
        }
        depth += opens - closes
        while let last = scopes.last, last.depth > depth { scopes.removeLast() }
        // An attribute line carries its availability to the next line; any
        // other line ends it, a declaration of a kind not read here included.
        if declaration != nil || !trimmed.hasPrefix("@") { pending = nil }
      }
    }
    return result
  }

  /// The names of `requirements` that need more than `minimum`, used in
  /// `sources` as identifiers and not declared there.
  static func uses(
    minimum: Version, requirements: [String: Version], sources: [(path: String, text: String)]
  ) -> [Use] {
    let newer = requirements.filter { isNewer($0.value, than: minimum) }
    var declared = Set<String>()
    var words: [(path: String, line: Int, word: String)] = []
    for source in sources {
      let tokens = identifiers(source.text)
      for (index, token) in tokens.enumerated() {
        words.append((source.path, token.line, token.word))
        if index > 0,
          ["let", "var", "func", "struct", "class", "enum", "case", "typealias", "protocol"]
            .contains(tokens[index - 1].word)
        {
          declared.insert(token.word)
        }
      }
    }
    return words.compactMap { word in
      guard let needs = newer[word.word], !declared.contains(word.word),
        !keywords.contains(word.word)
      else { return nil }
      return Use(path: word.path, line: word.line, name: word.word, needs: needs)
    }
  }

  /// Whether `version` is later than `other`, `13.1` than `13`.
  static func isNewer(_ version: Version, than other: Version) -> Bool {
    for index in 0..<max(version.count, other.count) {
      let mine = index < version.count ? version[index] : 0
      let theirs = index < other.count ? other[index] : 0
      if mine != theirs { return mine > theirs }
    }
    return false
  }

  /// The later of two versions.
  static func later(_ a: Version, _ b: Version) -> Version { isNewer(a, than: b) ? a : b }

  /// The macOS version of an `@available(macOS X.Y…)` attribute on `line`.
  static func macOSVersion(in line: Substring) -> Version? {
    guard let range = line.range(of: "@available(macOS ") else { return nil }
    let digits = line[range.upperBound...].prefix { $0.isNumber || $0 == "." }
    let parts = digits.split(separator: ".").compactMap { Int($0) }
    return parts.isEmpty ? nil : parts
  }

  /// The words of `line` followed by a `:`: argument and tuple labels.
  static func labels(in line: Substring) -> [String] {
    var found: [String] = []
    var word = ""
    // The word before `word`, when only a space parts them: an external label.
    var previous = ""
    var spaced = false
    for character in line {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        if character == ":", !word.isEmpty {
          found.append(word)
          if spaced, !previous.isEmpty { found.append(previous) }
        }
        if !word.isEmpty {
          previous = word
          spaced = character == " "
        } else if character != " " {
          previous = ""
          spaced = false
        }
        word = ""
      }
    }
    return found
  }

  /// The name a declaration line declares, if it is one.
  static func declaredName(in line: Substring) -> String? {
    let words = line.split(whereSeparator: { " (<:{".contains($0) })
    let kinds: Set<Substring> = [
      "struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "case",
    ]
    guard let index = words.firstIndex(where: { kinds.contains($0) }), index + 1 < words.count
    else { return nil }
    // Only modifiers and attributes may come before the keyword.
    guard words[..<index].allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) }) else {
      return nil
    }
    let name = words[index + 1].drop { $0 == "`" }.prefix {
      $0.isLetter || $0.isNumber || $0 == "_"
    }
    return name.isEmpty ? nil : String(name)
  }

  /// Swift's contextual keywords, which the library may also use as names.
  static let keywords: Set<String> = [
    "didSet", "willSet", "get", "set", "some", "any", "async", "await", "throws", "mutating",
  ]

  static let modifiers: Set<Substring> = [
    "public", "open", "final", "static", "mutating", "nonmutating", "override", "convenience",
    "required", "indirect", "nonisolated", "consuming", "borrowing", "dynamic", "lazy",
    "@inlinable", "@_alwaysEmitIntoClient", "@frozen", "@usableFromInline", "isolated", "package",
  ]

  /// The identifiers of Swift `text`, each with its line, comments and
  /// string literals left out.
  static func identifiers(_ text: String) -> [(line: Int, word: String)] {
    var result: [(line: Int, word: String)] = []
    let characters = Array(text)
    var index = 0
    var line = 1
    var word = ""
    func flush() {
      // An argument label (`within:`) names no symbol of the library.
      var next = index
      while next < characters.count, characters[next] == " " { next += 1 }
      // An external label is followed by the internal one: `within root:`.
      var after = next
      while after < characters.count,
        characters[after].isLetter || characters[after].isNumber || characters[after] == "_"
      {
        after += 1
      }
      if after > next { while after < characters.count, characters[after] == " " { after += 1 } }
      if after > next, after < characters.count, characters[after] == ":" { next = after }
      let label =
        next < characters.count && characters[next] == ":"
        && !(next + 1 < characters.count && characters[next + 1] == ":")
      if let first = word.first, first.isLetter || first == "_", !label {
        result.append((line, word))
      }
      word = ""
    }
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      if character == "/", next == "/" {
        flush()
        while index < characters.count, characters[index] != "\n" { index += 1 }
        continue
      }
      if character == "/", next == "*" {
        flush()
        index += 2
        while index + 1 < characters.count,
          !(characters[index] == "*" && characters[index + 1] == "/")
        {
          if characters[index] == "\n" { line += 1 }
          index += 1
        }
        index += 2
        continue
      }
      if character == "\"" {
        flush()
        index += 1
        while index < characters.count, characters[index] != "\"" {
          if characters[index] == "\\" { index += 1 }
          if index < characters.count, characters[index] == "\n" { line += 1 }
          index += 1
        }
        index += 1
        continue
      }
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        flush()
        if character == "\n" { line += 1 }
      }
      index += 1
    }
    flush()
    return result
  }
}
