/// Pairs of students whose work is alike where little of the class's is:
/// passing work or failing, compared by ``SubmissionShape`` (so comments,
/// whitespace, and the order of lines and sibling views change nothing).
///
/// A submission's shape is distinctive when few students share it (at most
/// ``groupLimit``, and at most a quarter of the class): the shape most of a
/// class writes for a scenario with one right answer says nothing. Two
/// students are alike by the share of their distinctive submissions that
/// they share. It points an instructor at work worth a look, for the
/// instructor alone; it proves nothing. Memory and time are linear in the
/// submissions: a shape keeps at most ``groupLimit`` students.
package struct SimilarWork: Sendable {
  /// The largest group of students sharing a shape that pairs them.
  package static let groupLimit = 8
  /// The smallest class the pairs are worked out for.
  package static let classMinimum = 5
  /// The fewest distinctive submissions a pair shares to be shown.
  package static let sharedMinimum = 2
  /// The smallest share of distinctive submissions, in percent, a pair
  /// shares to be shown.
  package static let percentMinimum = 50

  /// The students of one shape: the first few, or how many there are.
  enum Holders: Sendable {
    case one(Int32)
    case few([Int32])
    case many

    func adding(_ student: Int32) -> Holders {
      switch self {
      case .one(let first): .few([first, student])
      case .few(let list) where list.count < SimilarWork.groupLimit: .few(list + [student])
      default: .many
      }
    }

    var students: [Int32] {
      switch self {
      case .one(let first): [first]
      case .few(let list): list
      case .many: []
      }
    }
  }

  /// Students by the shape of a submission and its scenario.
  var holders: [UInt64: Holders] = [:]
  /// How many students were added.
  var count: Int32 = 0

  package init() {}

  /// Adds the next student, with the shape of each of their submissions
  /// that could be read, as (scenario's position, shape).
  package mutating func add(_ shapes: [(scenario: Int, shape: UInt64)]) {
    let student = count
    count += 1
    for (scenario, shape) in shapes {
      // One key per scenario and shape: the same shape in two scenarios is two.
      let key = shape ^ (UInt64(scenario + 1) &* 0x9E37_79B9_7F4A_7C15)
      holders[key] = holders[key].map { $0.adding(student) } ?? .one(student)
    }
  }

  /// A pair of alike students, by their order of adding.
  package struct Pair: Sendable, Hashable {
    package var first: Int
    package var second: Int
    /// The distinctive submissions the two share.
    package var shared: Int
    /// The distinctive submissions either has.
    package var either: Int

    /// The share of `either` that is `shared`, in whole percent.
    package var percent: Int { shared * 100 / either }
  }

  /// The pairs worth a look, most alike first.
  package var pairs: [Pair] {
    guard count >= Self.classMinimum else { return [] }
    let limit = min(Self.groupLimit, max(2, Int(count) / 4))
    var distinctive = [Int](repeating: 0, count: Int(count))
    var shared: [Int64: Int] = [:]
    for group in holders.values {
      let students = group.students
      guard !students.isEmpty, students.count <= limit else { continue }
      for student in students { distinctive[Int(student)] += 1 }
      guard students.count > 1 else { continue }
      for (index, first) in students.enumerated() {
        for second in students[(index + 1)...] {
          shared[Int64(first) << 32 | Int64(second), default: 0] += 1
        }
      }
    }
    var pairs: [Pair] = []
    for (key, number) in shared where number >= Self.sharedMinimum {
      let first = Int(key >> 32)
      let second = Int(key & 0xFFFF_FFFF)
      let pair = Pair(
        first: first, second: second, shared: number,
        either: distinctive[first] + distinctive[second] - number)
      if pair.percent >= Self.percentMinimum { pairs.append(pair) }
    }
    return pairs.sorted {
      ($1.percent, $1.shared, $0.first, $0.second) < ($0.percent, $0.shared, $1.first, $1.second)
    }
  }
}
