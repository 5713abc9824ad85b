import GraderModel

extension SourceFile {
  /// A warning for a read of a key that has no storage row but is close to
  /// one that has, placed on the odd one out and offering the spelling the
  /// rest of the file uses.
  ///
  /// The stored key counts once for its `key` line and once for each read of
  /// it. When the stored spelling is used more, the read is the typo: the
  /// warning sits on the read and offers the stored spelling. When the read's
  /// spelling is used more, the `key` line is the typo: the warning sits
  /// there and offers the read's spelling. When both are used as often, the
  /// warning names both lines and offers neither, if the stored key is read
  /// nowhere; if it is read, the two are two keys, and the read one lacks
  /// its storage line.
  ///
  /// A key the scenario's script changes is spelled right, whatever the
  /// counts: a read of one is never offered another spelling (its storage
  /// line is missing), and a read close to one is offered that one.
  ///
  /// - Parameters:
  ///   - key: The key read.
  ///   - offset: Where the read is written.
  ///   - tree: The tree, with its storage.
  ///   - storageOffsets: Where each stored key is written.
  ///   - keys: The tree's storage keys, indexed for did-you-mean searches.
  ///   - scriptKeys: The keys the scenario's script changes, if any.
  ///   - uses: How many views read or take a name.
  func readTypoWarning(
    _ key: String, readAt offset: Int, in tree: ViewTree, storageOffsets: [String: Int],
    keys: SuggestionIndex, scriptKeys: Set<String> = [], uses: (String) -> Int
  ) -> DiagnosticDraft? {
    guard tree.storage[key] == nil else { return nil }
    let close = keys.closest(to: key).flatMap { stored in
      storageOffsets[stored].map { (stored, $0) }
    }
    guard let (stored, storedOffset) = close else {
      if scriptKeys.contains(key) { return missingStorageWarning(key, at: offset) }
      return unstoredKeyWarning(key, at: offset, in: tree, keys: keys, read: true)
    }
    let quoted = { (at: Int) in bytes.indices.contains(at) && bytes[at] == UInt8(ascii: "\"") }
    let readLine = line(at: offset)
    let storedLine = line(at: storedOffset)
    let readUses = uses(key)
    let storedUses = 1 + uses(stored)
    // The scenario's keys are spelled right: they settle which is the typo.
    // A `key` line is a typo only when no view reads what it stores.
    let storedIsRead = uses(stored) > 0
    let keyLineIsTypo: Bool? =
      switch (scriptKeys.contains(key), scriptKeys.contains(stored)) {
      case (true, true): nil
      case (true, false): storedIsRead ? nil : true
      case (false, true): false
      case (false, false):
        readUses > storedUses && !storedIsRead ? true : storedUses > readUses ? false : nil
      }
    if let keyLineIsTypo {
      // The typo is replaced by the other spelling, quotes and all.
      let (message, id, at, typo, right) =
        keyLineIsTypo
        ? (
          "\(key) is read on line \(readLine) but stored nowhere; line \(storedLine) stores \(stored): did you mean \(key) there?",
          DiagnosticID.misspelledKeyLine, storedOffset, stored, key
        )
        : (
          "\(key) is stored nowhere; line \(storedLine) stores \(stored), \(scriptKeys.contains(stored) ? "a key this scenario changes" : "which the rest of the file reads"): did you mean \(stored)?",
          DiagnosticID.misspelledRead, offset, key, stored
        )
      return draft(
        .warning, message, id: id, at: at, length: typo.count + (quoted(at) ? 2 : 0),
        fixIt: quoted(at) ? "\"\(right)\"" : right)
    }
    // Both are the scenario's keys, or neither settles it and the stored
    // one is read too: two keys, the read one without its storage.
    if scriptKeys.contains(key) || uses(stored) > 0 {
      return missingStorageWarning(key, at: offset)
    }
    return draft(
      .warning,
      "\(key) is read here but stored nowhere, and line \(storedLine) stores \(stored), read nowhere: one of the two is misspelled",
      id: .readOrKeyMisspelled,
      at: offset, length: key.count + (quoted(offset) ? 2 : 0))
  }

  /// A warning that `key`, a key of its own, has no storage, and the four
  /// ways to store it in this file's form: which one is the screen's to say.
  ///
  /// - Parameters:
  ///   - quoted: Whether the key is written in quotes at `offset`, which the
  ///     warning underlines too.
  ///   - message: The warning, when it says more than that the key's readers
  ///     count as out-of-scope; `id` is then its own.
  func missingStorageWarning(
    _ key: String, at offset: Int, quoted: Bool = false, message: String? = nil,
    id: DiagnosticID = .keyWithoutStorage
  ) -> DiagnosticDraft {
    let ways =
      AdviceSpelling(path: path).swift
      ? "give it an entry in the storage dictionary: '\"\(key)\": .environment', '.model(object: \"Object\")', '.published(object: \"Object\")' or '.state(owner: \"View\")', as the screen stores it"
      : "give it a key line: 'key \(key) environment', 'key \(key) model OBJECT', 'key \(key) published OBJECT' or 'key \(key) state OWNER', as the screen stores it"
    return draft(
      .warning, message ?? "\(key) is stored nowhere, so its readers count as out-of-scope",
      id: id, at: offset, length: key.count + (quoted ? 2 : 0),
      notes: [draft(.note, ways, id: .howToStoreKey, at: offset)])
  }
}
