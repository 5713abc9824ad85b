import GraderModel

/// A view as a reader found it, with where each of its parts was written.
struct DraftView: Sendable {
  /// The view.
  var node: ViewNode
  /// Where the view was written.
  var offset: Int
  /// Where its parent's name was written, if it names one.
  var parentOffset: Int?
  /// Where each key it reads was written, in the order of `node.reads`.
  var readOffsets: [Int]
  /// Where each key it places or derives was written.
  var placeOffsets: [String: Int] = [:]
  /// Where each key it takes was written, in the order of `node.takes`.
  var takeOffsets: [Int] = []
  /// Where the key each placed value is computed from was written, by placed key.
  var sourceOffsets: [String: Int] = [:]
  /// Where each object it holds was written, in the order of `node.holds`.
  var holdOffsets: [Int] = []

  /// A view that reads `reads`, places values for `places`, derives values
  /// for `derives`, takes `takes` from its parent and holds the objects
  /// `holds`, each name with where it was written, and computes each placed
  /// value of `placedFrom` from another key; repeats are dropped.
  ///
  /// Most views only read: their draft is the plain one, built once, where
  /// the full initializer builds it and then copies it to fill the rest in.
  static func drafted(
    name: String, parent: String?, reads: [(key: String, offset: Int)],
    places: [(key: String, offset: Int)], derives: [(key: String, offset: Int)],
    takes: [(key: String, offset: Int)], placedFrom: [(key: String, source: String, offset: Int)],
    holds: [(key: String, offset: Int)], offset: Int, parentOffset: Int?
  ) -> DraftView {
    guard places.isEmpty, derives.isEmpty, takes.isEmpty, holds.isEmpty else {
      return DraftView(
        name: name, parent: parent, reads: reads, places: places, derives: derives,
        takes: takes, placedFrom: placedFrom, holds: holds, offset: offset,
        parentOffset: parentOffset)
    }
    return DraftView(
      name: name, parent: parent, reads: reads, offset: offset, parentOffset: parentOffset)
  }

  /// A view reading `reads`, each key with where it was written; repeats are dropped.
  private init(
    name: String, parent: String?, reads: [(key: String, offset: Int)], offset: Int,
    parentOffset: Int?
  ) {
    // Repeats dropped: by a scan for the few keys a view usually reads, by
    // hashing for more. The keys and their offsets are gathered apart, as
    // the view keeps them.
    var keys: [String] = []
    var offsets: [Int] = []
    keys.reserveCapacity(reads.count)
    offsets.reserveCapacity(reads.count)
    var seen = Set<String>()
    for read in reads {
      let repeated =
        reads.count <= 8 ? keys.contains(read.key) : !seen.insert(read.key).inserted
      if !repeated {
        keys.append(read.key)
        offsets.append(read.offset)
      }
    }
    self.node = ViewNode(name, parent: parent, reads: keys)
    self.offset = offset
    self.parentOffset = parentOffset
    self.readOffsets = offsets
  }

  /// A view that also places values for `places`, derives values for
  /// `derives`, takes `takes` from its parent and holds the objects `holds`,
  /// each name with where it was written, and computes each placed value of
  /// `placedFrom` from another key (see ``drafted(name:parent:reads:places:derives:takes:placedFrom:holds:offset:parentOffset:)``).
  private init(
    name: String, parent: String?, reads: [(key: String, offset: Int)],
    places: [(key: String, offset: Int)], derives: [(key: String, offset: Int)],
    takes: [(key: String, offset: Int)], placedFrom: [(key: String, source: String, offset: Int)],
    holds: [(key: String, offset: Int)], offset: Int, parentOffset: Int?
  ) {
    self.init(name: name, parent: parent, reads: reads, offset: offset, parentOffset: parentOffset)
    var keptTakes: [(key: String, offset: Int)] = []
    var taken = Set<String>()
    for take in takes where taken.insert(take.key).inserted { keptTakes.append(take) }
    var keptHolds: [(key: String, offset: Int)] = []
    var held = Set<String>()
    for hold in holds where held.insert(hold.key).inserted { keptHolds.append(hold) }
    var sources: [String: String] = [:]
    for entry in placedFrom where sources[entry.key] == nil {
      sources[entry.key] = entry.source
      sourceOffsets[entry.key] = entry.offset
    }
    node = ViewNode(
      name, parent: parent, reads: node.reads, places: places.map(\.key),
      derives: derives.map(\.key), takes: keptTakes.map(\.key), placedFrom: sources,
      holds: keptHolds.map(\.key))
    takeOffsets = keptTakes.map(\.offset)
    holdOffsets = keptHolds.map(\.offset)
    for (key, at) in places + derives where placeOffsets[key] == nil { placeOffsets[key] = at }
  }
}
