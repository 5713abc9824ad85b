import GraderReaders

/// What a results file says that its lessons and folders, regraded, do not.
extension Verifier {
  /// The results' list of scenarios against the lessons': a title, points
  /// or visibility edited there grades nothing, but a reader of the file
  /// believes it.
  func listProblems(_ listed: [ScenarioInfo], _ lessons: LessonCatalog) -> [Problem] {
    let known = Dictionary(lessons.scenarios.map { ($0.fullID, ScenarioInfo($0)) }) { first, _ in
      first
    }
    return listed.filter { known[$0.id] != $0 }.map { info in
      Problem(
        student: "*", scenario: info.id,
        message: known[info.id] == nil
          ? "is in the results' list of scenarios, and is no scenario of these lessons"
          : "is listed in the results with another title, points or visibility than the lessons give it"
      )
    }
  }

  /// What a student's record says beside their grades that their folder,
  /// regraded, does not: the roster's name for them, why they could not
  /// be graded, or the folder the class names them from.
  func recordProblems(_ recorded: StudentRecord, _ regraded: StudentRecord) -> [Problem] {
    var problems: [Problem] = []
    func differ(_ then: String?, _ now: String?, _ sentence: (String, String) -> String) {
      guard then != now else { return }
      func shown(_ text: String?) -> String { text.map { "'\(Escape.terminal($0))'" } ?? "none" }
      problems.append(
        Problem(
          student: recorded.student, scenario: "*", message: sentence(shown(then), shown(now))))
    }
    differ(recorded.rosterName?.unescaped, regraded.rosterName?.unescaped) {
      "records the roster name \($0), and the folder regraded gives \($1)"
    }
    // Whether a grading ran past its budget depends on the machine's speed.
    let budget = [recorded.error, regraded.error].contains {
      $0?.hasPrefix(StudentBudget.standard.timeoutReason.prefix { !$0.isNumber }) == true
    }
    differ(recorded.error, regraded.error) {
      "records that \($0) kept them from being graded, and regrading says \($1)"
        + (budget
          ? ": how far a grading gets within its budget depends on the machine; grade them again"
          : "")
    }
    differ(recorded.folder?.unescaped, regraded.folder?.unescaped) {
      "records the folder's name as \($0), and the class folder now gives \($1): the class numbers folders by the others it holds, and its list of students changed since"
    }
    return problems
  }

  /// Whether a recorded submission path names the file regraded at `now`:
  /// its path below `root` (the folder regraded), which the recorded path
  /// is, or ends with after a `/`, wherever the results were made.
  static func samePlace(_ recorded: String, _ now: String, root: String) -> Bool {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    let relative = now.hasPrefix(prefix) ? String(now.dropFirst(prefix.count)) : now
    return recorded == relative || recorded.hasSuffix("/" + relative)
  }
}
