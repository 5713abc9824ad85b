import GraderModel

extension TreeReader {
  /// Reads a `key`, `change` or `count` line.
  mutating func readStatement(_ words: [TreeLine.Word]) {
    let keyword = words[0]
    switch keyword.text {
    case "key":
      readKey(words)
    case "change":
      if words.count == 5, words[3].isKeyword("at") {
        placementOffsets[steps.count] = words[4].offset
        steps.append(
          (.change(label: words[1].text, key: words[2].text, at: words[4].text), words[2].offset))
        return
      }
      guard words.count == 3 else {
        let hint =
          words.count > 3 && words[3].isKeyword("at")
          ? "'at' takes the view whose placed value changes, as in 'change side-changed textScale at SidePane'"
          : words.count == 5
            ? "expected 'at' before the view whose placed value changes, found '\(words[3].text)'"
            : "'change' takes a label and a key, as in 'change scale-changed textScale'"
        let notes =
          words.count == 5 && !words[3].isKeyword("at")
          ? suggestion(for: words[3], among: ["at"]) : []
        let at =
          words.count == 5
          ? words[3].offset
          : words.count > 3 ? words[min(4, words.count - 1)].offset : keyword.offset
        error(hint, id: .malformedChange, at: at, notes: notes)
        return
      }
      steps.append((.change(label: words[1].text, key: words[2].text), words[2].offset))
    default:
      if words.count > 1 {
        error(
          "'count' takes nothing after it", id: .textAfterCount,
          at: words[1].offset)
      }
      steps.append((.count, keyword.offset))
    }
  }

  private mutating func readKey(_ words: [TreeLine.Word]) {
    let errors = diagnostics.errorCount
    defer {
      if diagnostics.errorCount > errors, words.count > 1 { brokenNames.insert(words[1].text) }
    }
    let kinds = ["environment", "model", "published", "state"]
    guard words.count >= 3 else {
      error(
        "'key' takes a name and a storage, as in 'key textScale environment'",
        id: .keyLineTooShort,
        at: words.last!.offset)
      return
    }
    let name = words[1]
    let kind = words[2]
    let kindOfStorage: Storage
    switch (kind.text, words.count) {
    case ("environment", 3):
      kindOfStorage = .environment
    case ("environment", 4) where words[3].isKeyword("lazy"):
      kindOfStorage = .environment
      lazyKeys.insert(name.text)
    case ("model", 4):
      kindOfStorage = .model(object: words[3].text)
    case ("published", 4):
      kindOfStorage = .published(object: words[3].text)
    case ("state", 4):
      kindOfStorage = .state(owner: words[3].text)
    case ("model", 5) where words[4].isKeyword("lazy"),
      ("published", 5) where words[4].isKeyword("lazy"),
      ("state", 5) where words[4].isKeyword("lazy"):
      error(
        "only an environment key is lazy: a '\(kind.text)' key has no default to be lazy about",
        id: .treeLazyKeyNotEnvironment,
        at: words[4].offset)
      return
    case ("model", _), ("published", _), ("state", _):
      let what = kind.text == "state" ? "owner" : "object"
      error(
        "'\(kind.text)' storage names one \(what), as in 'key \(name.text) \(kind.text) Name'",
        id: .storageNeedsOneName,
        at: words.count > 4 ? words[4].offset : kind.offset)
      return
    case ("environment", _):
      error(
        "'environment' storage takes nothing after it but 'lazy' (a key with no usable default)",
        id: .textAfterEnvironment,
        at: words[3].offset,
        notes: words.count == 4 ? suggestion(for: words[3], among: ["lazy"]) : [])
      return
    case ("lazy", 4) where words[3].isKeyword("environment"):
      error(
        "'lazy' comes after the storage: 'key \(name.text) environment lazy'",
        id: .lazyBeforeStorage, at: kind.offset,
        length: kind.text.count)
      return
    default:
      error(
        "unknown storage '\(kind.text)'; a key is stored as 'environment', 'model OBJECT', 'published OBJECT' or 'state OWNER'",
        id: .treeUnknownStorage,
        at: kind.offset, length: kind.text.count,
        notes: suggestion(for: kind, among: kinds))
      return
    }
    if let first = storageOffsets[name.text] {
      error(
        "storage key '\(name.text)' is given twice; each key has one key line",
        id: .treeStorageKeyGivenTwice,
        at: name.offset,
        notes: [
          file.draft(
            .note, "'\(name.text)' is first given here", id: .treeStorageKeyFirstGiven, at: first)
        ])
      return
    }
    storage[name.text] = kindOfStorage
    storageOffsets[name.text] = name.offset
    if words.count == 4, kind.text != "environment" { ownerOffsets[name.text] = words[3].offset }
  }
}
