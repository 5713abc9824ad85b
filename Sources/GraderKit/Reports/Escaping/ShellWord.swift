extension Escape {
  /// `word` as one word of a POSIX shell command line, to copy and paste:
  /// as it is when every byte is a letter, a digit or one of `_ - . / + , : = @ %`,
  /// otherwise in single quotes, each `'` in it written `'\''`.
  ///
  /// Quoting keeps a name with a space (`sibling fields.tree`) one word; it
  /// does nothing for the terminal, so a command that shows a
  /// student-written name is also escaped with ``terminal(_:)``.
  package static func shellWord(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
          UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: ","),
          UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "@"), UInt8(ascii: "%"):
          true
        default: false
        }
      }
    // '~' and '*' are left out above, so nothing is expanded.
    if plain { return word }
    return "'" + word.replacingAll("'", with: "'\\''") + "'"
  }
}
