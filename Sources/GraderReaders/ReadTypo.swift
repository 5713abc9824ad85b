import GraderModel

extension SourceFile {
  /// A warning for a read of a key that has no storage row but is close to
  /// one that has, placed where the fix belongs: on the line that stores the
  /// near miss, naming both lines.
  ///
  /// The read is most likely right, since the view follows the SwiftUI
  /// source; the `key` line is where a typo hides.
  ///
  /// - Parameters:
  ///   - key: The key read.
  ///   - offset: Where the read is written.
  ///   - tree: The tree, with its storage.
  ///   - storageOffsets: Where each stored key is written.
  ///   - keys: The tree's storage keys, indexed for did-you-mean searches.
  func readTypoWarning(
    _ key: String, readAt offset: Int, in tree: ViewTree, storageOffsets: [String: Int],
    keys: SuggestionIndex
  ) -> DiagnosticDraft? {
    guard tree.storage[key] == nil, let stored = keys.closest(to: key),
      let storedOffset = storageOffsets[stored]
    else { return unstoredKeyWarning(key, at: offset, in: tree, keys: keys) }
    let quoted = bytes.indices.contains(storedOffset) && bytes[storedOffset] == UInt8(ascii: "\"")
    let readLine = line(at: offset)
    let storedLine = line(at: storedOffset)
    return draft(
      .warning,
      "\(key) is read on line \(readLine) but stored nowhere; line \(storedLine) stores \(stored): did you mean \(key) there?",
      at: storedOffset, length: stored.count + (quoted ? 2 : 0),
      fixIt: quoted ? "\"\(key)\"" : key)
  }
}
