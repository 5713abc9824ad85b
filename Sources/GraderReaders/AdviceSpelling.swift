/// How advice writes a piece of a description: in the form of the file it
/// is about, so that a student of the Swift form is never told to write a
/// line of the `.tree` form.
package struct AdviceSpelling: Sendable {
  /// Whether the file is in the lesson's Swift form.
  package var swift: Bool

  /// The spelling for the file at `path`.
  package init(path: String) {
    swift = path.hasSuffix(".swift")
  }

  /// The spelling for `format`.
  package init(_ format: DescriptionFormat) {
    swift = format == .swift
  }

  /// A view's clause naming `key`: `places textScale`, or `places: ["textScale"]`.
  package func clause(_ clause: String, _ key: String) -> String {
    swift ? "\(clause): [\"\(key)\"]" : "\(clause) \(key)"
  }

  /// A placed key computed from `source`: `from source` after the placement,
  /// or `from: ["key": "source"]`.
  package func source(_ key: String, from source: String) -> String {
    swift ? "from: [\"\(key)\": \"\(source)\"]" : "from \(source)"
  }

  /// The storage of an environment key: `key textScale environment`, or
  /// `"textScale": .environment` in the storage dictionary.
  package func environmentKey(_ key: String) -> String {
    swift ? "\"\(key)\": .environment" : "key \(key) environment"
  }

  /// A lazy environment key: `key appSetting environment lazy`, or
  /// `lazy: ["appSetting"]` in the ViewTree call.
  package func lazyKey(_ key: String) -> String {
    swift ? "lazy: [\"\(key)\"] in the ViewTree call" : "key \(key) environment lazy"
  }
}
