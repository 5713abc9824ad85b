import GraderModel
import GraderReaders

extension ScenarioBuilder {
  /// What the header says: all a report shows of a scenario nobody answered.
  struct Header {
    var id: String
    /// The ids the scenario had before (`formerly:`), for work still named by one.
    var formerIDs: [String]
    /// The digests of the ids it had before (`formerly-digest:`), as a
    /// digest release keeps them.
    var formerDigests: [String]
    var points: Int
    var scoring: Scoring
    var visibility: Visibility
    var judging: Judging
  }

  /// Reads the header's fields, reporting each problem at its line.
  mutating func header() -> Header {
    let stem =
      file.path.utf8.lastIndex(of: UInt8(ascii: "/")).map {
        String(file.path[file.path.utf8.index(after: $0)...])
      } ?? file.path
    let fallbackID = stem.hasSuffix(".scenario") ? String(stem.dropLast(9)) : stem
    for name in ["title", "points"] where values[name] == nil {
      error("missing the field '\(name):'", id: .missingField, line: 0)
    }
    if let title = values["title"], title.text.isEmpty {
      error(
        "the title is empty; give the scenario a one-line title",
        id: .emptyTitle, line: title.line)
    }
    var points = 0
    if let given = values["points"] {
      if let number = Int(given.text), number > 0, number <= 1000 {
        points = number
      } else {
        error(
          "'points' takes a whole number from 1 to 1000, not '\(given.text)'",
          id: .invalidPoints, line: given.line)
      }
    }
    let id = values["id"]?.text ?? fallbackID
    if let problem = ScenarioID.problem(with: id) {
      error(problem, id: .invalidScenarioID, line: values["id"]?.line ?? 0)
    }
    var formerIDs: [String] = []
    if let formerly = values["formerly"] {
      var seen = Set<String>()
      for word in formerly.text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        let former = String(word)
        if let problem = ScenarioID.problem(with: former) {
          error(problem, id: .invalidScenarioID, line: formerly.line)
        } else if former == id {
          error(
            "'formerly' lists the ids the scenario had before, not its own id '\(id)'",
            id: .invalidFormerly, line: formerly.line)
        } else if seen.insert(former).inserted {
          formerIDs.append(former)
        }
      }
      if formerly.text.allSatisfy({ $0 == " " || $0 == "\t" }) {
        error(
          "'formerly' lists the ids the scenario had before, separated by spaces",
          id: .invalidFormerly, line: formerly.line)
      }
    }
    var formerDigests: [String] = []
    if let given = values["formerly-digest"] {
      formerDigests = given.text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      if formerDigests.isEmpty || !formerDigests.allSatisfy(SHA256.isDigest) {
        error(
          "'formerly-digest' lists the digests of the ids the scenario had before, each 64 lowercase hexadecimal digits",
          id: .invalidFormerly, line: given.line)
      }
    }
    let scoring = choice(Scoring.self, field: "scoring") ?? .allOrNothing
    let visibility = choice(Visibility.self, field: "visibility") ?? .visible
    let judging = choice(Judging.self, field: "judging") ?? .grader
    return Header(
      id: id, formerIDs: formerIDs, formerDigests: formerDigests, points: points, scoring: scoring,
      visibility: visibility,
      judging: judging)
  }

  /// The scenario as its header alone tells it (see ``Scenario/isLean``),
  /// for a fixture whose body an earlier check read cleanly; `nil` when the
  /// header has a problem.
  mutating func lean(views: [String]) -> Scenario? {
    let header = header()
    guard diagnostics.isEmpty else { return nil }
    var scenario = Scenario(
      lesson: lesson, id: header.id, title: values["title"]?.text ?? "", points: header.points,
      task: "", source: "", script: [], expected: [], expectedLines: [], givenDigests: [],
      reference: nil, scoring: header.scoring, visibility: header.visibility,
      judging: header.judging, accepted: [], warnings: nil, warningsDigest: nil, file: file,
      sections: sections)
    scenario.isLean = true
    scenario.formerIDs = header.formerIDs
    scenario.formerDigests = header.formerDigests
    scenario.viewsCache = Guarded(Set(views))
    return scenario
  }

  /// The value of a field that names one of a few choices, or an error that lists them.
  private mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type, field: String
  ) -> Choice? where Choice.RawValue == String {
    guard let given = values[field] else { return nil }
    if let value = Choice(rawValue: given.text) { return value }
    let names = Choice.allCases.map(\.rawValue)
    error(
      "'\(field)' is \(ScenarioParser.choices(names)), not '\(given.text)'",
      id: .invalidChoice,
      line: given.line)
    return nil
  }
}
