import GraderModel
import GraderReaders

/// The rules for scenario ids, which become file names and report keys.
package enum ScenarioID {
  /// The longest id.
  package static let maximumLength = 100

  /// Why `id` cannot be a scenario id, or `nil` when it can.
  ///
  /// An id holds letters, digits, `-`, `_` and dots between them, at most
  /// ``maximumLength`` characters: it is safe as a file name, in a CSV cell and
  /// in every report.
  package static func problem(with id: String) -> String? {
    // A well-formed id, checked byte by byte: the message is built only for one that is not.
    let bytes = id.utf8
    let allowed = bytes.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "."):
        true
      default: false
      }
    }
    if allowed, !bytes.isEmpty, bytes.count <= maximumLength, bytes.first != UInt8(ascii: "."),
      bytes.last != UInt8(ascii: "."),
      !hasTwoDotsInARow(bytes)
    {
      return nil
    }
    let rule = "letters, digits, '-', '_' and inner dots, at most \(maximumLength) characters"
    let shown = String(
      String.UnicodeScalarView(
        id.unicodeScalars.prefix(40).map { UntrustedCharacter.contains($0) ? "?" : $0 }))
    if id.isEmpty { return "the scenario id is empty; an id holds \(rule)" }
    if id.unicodeScalars.count > maximumLength {
      return "the scenario id '\(shown)…' is too long; an id holds \(rule)"
    }
    return "the scenario id '\(shown)' is not allowed; an id holds \(rule)"
  }

  /// The full id of the scenario `id` of `lesson`: `lesson/id`.
  package static func fullID(lesson: String, id: String) -> String {
    String(concatenating: lesson, "/", id)
  }

  /// The lesson part of a full id such as `04-environment-values/reader-deep`.
  package static func lesson(of fullID: String) -> String {
    // Looked for in the id's bytes: a report asks for each scenario's.
    return fullID.withBytes { bytes in
      guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return fullID }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<slash]), as: UTF8.self)
    }
  }

  /// The scenario part of a full id: what follows its last `/`.
  package static func name(of fullID: String) -> String {
    return fullID.withBytes { bytes in
      guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return fullID }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)...]), as: UTF8.self)
    }
  }

  /// The full id a submission path relative to the submissions folder names,
  /// such as `04-environment-values/reader-deep.tree`: the path without its
  /// extension (ids may hold dots, extensions do not).
  package static func fullID(ofSubmission path: String) -> String {
    guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { return path }
    return String(path[..<dot])
  }

  /// Whether `bytes` hold `..`.
  private static func hasTwoDotsInARow(_ bytes: String.UTF8View) -> Bool {
    var previous: UInt8 = 0
    for byte in bytes {
      if byte == UInt8(ascii: "."), previous == byte { return true }
      previous = byte
    }
    return false
  }
}
