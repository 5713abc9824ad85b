import Foundation
import GraderKit
import GraderModel
import GraderReaders
import GraderTestSupport
import Testing

@Suite("Lint")
struct LintTests {
  @Test("every shipped scenario is at full strength, or accepts what it misses with a reason")
  func shipped() {
    #expect(!shippedCatalog.isBroken)
    #expect(shippedCatalog.scenarios.count >= 22)
    for scenario in shippedCatalog.scenarios {
      let lint = Linter().lint(scenario)
      #expect(lint.passes(minimum: 100), "\(scenario.fullID): \(lint.missed.map(\.name))")
      #expect(lint.tried > 0)
      for acceptance in scenario.accepted {
        #expect(acceptance.reason.count >= 20, "\(scenario.fullID): a reason a student can read")
      }
    }
  }

  @Test("a planted weak scenario is reported, in words, at the view's line")
  func weak() throws {
    let scenario = try #require(parseFixture(validFixture).scenario)
    let lint = Linter().lint(scenario)
    #expect(!lint.passes(minimum: 100))
    #expect(lint.missed.map(\.name).contains("move A under B"))
    let text = DiagnosticRenderer().render(lint.diagnostics)
    #expect(
      text.contains(
        "L/01-two.scenario:24:3: error: moving A under B is not caught: no change tells A's parent apart"
      ), "\(text)")
    #expect(text.contains("'accept: move A under B: …'"))
    #expect(lint.strength < 100)
    #expect(Linter(minimumStrength: lint.strength).lint(scenario).passes(minimum: lint.strength))
  }

  @Test(
    "an accept line names a view or key: '*' alone, or a whole kind of perturbation, is refused",
    arguments: [
      ("*", "does not say which perturbation it accepts"),
      ("* A *", "does not say which perturbation it accepts"),
      ("move * under *", "names no view or key"),
      ("move * to the top", "names no view or key"),
      ("drop *", "names no view or key"),
      ("store * as environment", "names no view or key"),
    ])
  func blanketAccept(pattern: String, problem: String) throws {
    let text = validFixture.replacingOccurrences(
      of: "points: 2\n", with: "points: 2\naccept: \(pattern): it is fine\n")
    let (scenario, diagnostics) = parseFixture(text)
    #expect(scenario == nil)
    let error = try #require(diagnostics.first { $0.severity == .error })
    #expect(error.location?.line == 3)
    #expect(error.message.hasPrefix("'accept: \(pattern)' "), "\(error.message)")
    #expect(error.message.contains(problem), "\(error.message)")
  }

  @Test("a scenario that catches no perturbation fails lint, whatever its accept lines and bar")
  func zeroStrength() throws {
    // A script of a count alone: no perturbation changes what it prints.
    let text = """
      title: Nothing changes
      points: 1
      accept: drop Root reads a: every line accepted, one by one
      accept: move A *: every line accepted, one by one
      accept: move Root *: every line accepted, one by one
      accept: store a *: every line accepted, one by one
      accept: give a *: every line accepted, one by one

      --- task
      Model it.

      --- source
      struct A: View {}

      --- script
      count

      --- expected
      local: 0
      parent: 0
      observed: 0
      environment: 0

      --- reference
      key a state Root
      Root reads a
        A

      """
    let scenario = try #require(parseFixture(text).scenario)
    let lint = Linter().lint(scenario)
    #expect(lint.tried > 0)
    #expect(lint.caught == 0)
    #expect(lint.strengthWithAccepted == 100, "\(lint.missed.map(\.name))")
    #expect(!lint.passes(minimum: 100))
    #expect(!lint.passes(minimum: 0))
    let rendered = DiagnosticRenderer().render(lint.diagnostics)
    #expect(
      rendered.contains(
        "L/01-two.scenario:15:1: error: no perturbation of the reference changes what the script grades (strength 0%)"
      ), "\(rendered)")
    let report = LintReport(lints: [lint], minimumStrength: 100).render(DiagnosticRenderer().render)
    #expect(
      report.contains(
        "fail  L/01-two  strength 0% before accepts, 100% after (0 of \(lint.tried) caught, \(lint.tried) accepted)"
      ), "\(report)")
  }

  @Test("accept lines with a reason make a weak scenario pass; an unused one is a warning")
  func accepted() throws {
    let text = validFixture.replacingOccurrences(
      of:
        "points: 2\n",
      with: """
        points: 2
        accept: move A *: A reads only environment values, which reach a view wherever it sits
        accept: move B *: B reads only environment values, which reach a view wherever it sits
        accept: move Root under *: nothing tells it apart
        accept: give a to B: a is no state

        """)
    let scenario = try #require(parseFixture(text).scenario)
    let lint = Linter().lint(scenario)
    #expect(lint.missed.isEmpty, "\(lint.missed.map(\.name))")
    #expect(lint.passes(minimum: 100))
    #expect(!lint.accepted.isEmpty)
    let rendered = DiagnosticRenderer().render(lint.diagnostics)
    #expect(
      rendered.contains("warning: 'accept: give a to B' names no perturbation that goes uncaught"))
  }

  @Test("a script that changes a key nobody stores or reads is an error with a did-you-mean")
  func scriptTypo() throws {
    let text = """
      title: A typo in the script
      points: 1

      --- task
      t
      --- source
      s
      --- script
      change setting-changed apSetting
      change setting-changed appSetting

      --- expected
      setting-changed: apSetting changed | recomputed none | skipped Root,Reader
      setting-changed: appSetting changed | recomputed Reader environment | skipped Root

      --- reference
      key appSetting environment
      Root
        Reader reads appSetting
      """
    let scenario = try #require(parseFixture(text).scenario)
    let lint = Linter().lint(scenario)
    #expect(!lint.passes(minimum: 0))
    let rendered = DiagnosticRenderer().render(lint.diagnostics)
    #expect(
      rendered.contains(
        "L/01-two.scenario:9:1: error: no view reads apSetting and it has no storage; did you mean appSetting?"
      ), "\(rendered)")
  }

  @Test(
    "a reference with script lines, an empty title or a bad id is a broken fixture",
    arguments: [
      (
        "  B reads a\n", "  B reads a\nchange again a\n",
        "a reference holds no 'change' or 'count' lines"
      ),
      ("title: Two readers", "title:", "the title is empty"),
      ("points: 2\n", "points: 2\nid: .\n", "the scenario id '.' is not allowed"),
      ("points: 2\n", "points: 2\nid: a,b\n", "the scenario id 'a,b' is not allowed"),
      (
        "points: 2\n", "points: 2\nid: \(String(repeating: "x", count: 101))\n",
        "is too long"
      ),
      (
        "points: 2\n", "points: 2\nscoring: some\n", "'scoring' is 'all-or-nothing' or 'per-output'"
      ),
      ("points: 2\n", "points: 2\naccept: move A\n", "'accept' takes a perturbation and a reason"),
    ])
  func broken(find: String, replace: String, message: String) {
    let (scenario, diagnostics) = parseFixture(
      validFixture.replacingOccurrences(of: find, with: replace))
    #expect(scenario == nil)
    #expect(DiagnosticRenderer().render(diagnostics).contains(message))
  }

  @Test(
    "accept patterns match word for word, '*' one word, a final '*' the rest",
    arguments: [
      ("move A under B", true), ("move A *", true), ("move * under B", true),
      ("move * under *", true), ("move A", false), ("move B *", false),
      ("move A under B *", false), ("drop A reads a", false),
    ])
  func patterns(pattern: String, matches: Bool) {
    let perturbation = Perturbation(kind: .move(view: "A", parent: "B"))
    #expect(perturbation.matches(pattern) == matches)
  }

  @Test("moves on a large tree are sampled, and the sample grows no larger with the tree")
  func bounded() throws {
    func chain(_ count: Int) throws -> ViewTree {
      let nodes = (0..<count).map {
        ViewNode("V\($0)", parent: $0 == 0 ? nil : "V\($0 - 1)", reads: ["k"])
      }
      return try ViewTree(nodes: nodes, storage: ["k": .state(owner: "V0")])
    }
    let small = Perturbations.of(try chain(100), changedKeys: ["k"])
    let large = Perturbations.of(try chain(4_000), changedKeys: ["k"])
    let moves = { (list: [Perturbation]) in
      list.filter { if case .move = $0.kind { true } else { false } }.count
    }
    #expect(moves(small) <= Perturbations.moveLimit)
    #expect(moves(large) <= Perturbations.moveLimit)
    #expect(moves(large) > Perturbations.moveLimit / 2)
    let owners = large.filter { if case .give = $0.kind { true } else { false } }.count
    #expect(owners <= Perturbations.ownerLimit)
  }

  @Test("every kind of perturbation is sampled: their number grows no larger with the tree")
  func boundedInAll() throws {
    // Each view reads, places, takes and stores a key of its own: every
    // kind of perturbation has one candidate or more per view.
    func busy(_ count: Int) throws -> ViewTree {
      let nodes = (0..<count).map {
        ViewNode(
          "V\($0)", parent: $0 == 0 ? nil : "V\($0 / 2)", reads: ["k\($0)", "s"],
          places: ["e\($0)"], takes: ["s"], placedFrom: ["e\($0)": "s"])
      }
      var storage: [String: Storage] = ["s": .state(owner: "V0")]
      for index in 0..<count {
        storage["k\(index)"] = .state(owner: "V\(index)")
        storage["e\(index)"] = .environment
      }
      return try ViewTree(nodes: nodes, storage: storage)
    }
    let small = Perturbations.of(try busy(2_000), changedKeys: ["s", "k0"])
    let large = Perturbations.of(try busy(8_000), changedKeys: ["s", "k0"])
    // Lint runs the script once per perturbation, each in time linear in
    // the tree: a bounded number of them keeps the whole lint linear.
    #expect(small.count <= 10 * Perturbations.moveLimit)
    #expect(large.count <= 10 * Perturbations.moveLimit)
    #expect(large.count <= small.count + Perturbations.moveLimit)
  }
}
