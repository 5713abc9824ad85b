import GraderModel
import GraderReaders

/// What the lint found in one scenario.
package struct ScenarioLint: Sendable {
  /// The scenario's full id.
  package var scenarioID: String
  /// Problems, at the fixture's lines: errors make the scenario fall short.
  package var diagnostics: [Diagnostic] = []
  /// How many perturbations were tried.
  package var tried = 0
  /// How many of them the script catches: the rows come out different.
  package var caught = 0
  /// Perturbations the script does not catch, but the fixture accepts.
  package var accepted: [Perturbation] = []
  /// Perturbations the script does not catch and the fixture does not accept.
  package var missed: [Perturbation] = []

  /// Caught perturbations over all, as a percentage: the strength before
  /// the accept lines; 0 when none could be tried, since nothing then shows
  /// that the script can fail a wrong tree.
  package var strength: Double {
    tried == 0 ? 0 : Double(caught) * 100 / Double(tried)
  }

  /// Caught and accepted perturbations over all, as a percentage: the
  /// strength after the accept lines.
  package var strengthWithAccepted: Double {
    tried == 0 ? 0 : Double(caught + accepted.count) * 100 / Double(tried)
  }

  /// Why the scenario falls short at a bar of `minimum` percent, in a line:
  /// its first error, or its strength.
  package func shortfall(minimum: Double) -> String {
    if let error = diagnostics.first(where: { $0.severity == .error }) { return error.message }
    return
      "strength \(LintReport.percent(strengthWithAccepted)) with its accept lines, under the bar of \(LintReport.percent(minimum))"
  }

  /// Whether the scenario passes at a bar of `minimum` percent. A scenario
  /// that catches nothing fails whatever its accept lines and the bar say.
  package func passes(minimum: Double) -> Bool {
    !diagnostics.hasErrors && caught > 0 && strengthWithAccepted + 1e-9 >= minimum
  }
}

/// Checks that each scenario can fail: its script's keys exist, and every
/// perturbation of its reference changes the rows, or is accepted with a reason.
package struct Linter: Sendable {
  /// The bar, in percent of perturbations caught or accepted.
  package var minimumStrength: Double
  /// How many missed perturbations to show per scenario.
  package var shownLimit = 12

  package init(minimumStrength: Double = 100) {
    self.minimumStrength = minimumStrength
  }

  /// Lints one scenario.
  package func lint(_ scenario: Scenario) -> ScenarioLint {
    var lint = ScenarioLint(scenarioID: scenario.fullID)
    let file = scenario.file
    guard let reference = scenario.reference, let screen = reference.screens.first else {
      lint.diagnostics.append(
        file.diagnostic(
          .error,
          "has no '--- reference': lint reads the instructor's lessons, not a student release",
          id: .noReference,
          at: 0))
      return lint
    }
    guard scenario.hasRows else {
      lint.diagnostics.append(
        file.diagnostic(
          .error, "has no expected rows; run '\(CommandHint.recordWrite)'",
          id: .noExpectedRows, at: 0))
      return lint
    }
    let tree = screen.tree
    let changed = changedKeys(scenario.script)
    lint.diagnostics += keyProblems(scenario, tree: tree)
    lint.diagnostics += TaskWording.problems(scenario, tree: tree)
    let grader = Grader()
    for perturbation in Perturbations.of(tree, changedKeys: changed) {
      guard let perturbed = perturbation.apply(to: tree) else { continue }
      lint.tried += 1
      let output = perturbed.run(scenario.script)
      let same =
        zip(scenario.expected, output).allSatisfy { grader.matches($0, $1) }
        && (scenario.warnings == nil || perturbed.modelWarnings == scenario.warnings)
        && (!scenario.gradesShape || perturbed.misplacedViews(against: tree).isEmpty)
      if !same {
        lint.caught += 1
      } else if scenario.accepted.contains(where: { perturbation.matches($0.perturbation) }) {
        lint.accepted.append(perturbation)
      } else {
        lint.missed.append(perturbation)
      }
    }
    if lint.caught == 0 {
      // No accept line silences this: a wrong tree would pass.
      lint.diagnostics.append(
        file.diagnostic(
          .error,
          "no perturbation of the reference changes what the script grades (strength 0%): a wrong tree passes this scenario, whatever its accept lines say; add changes that tell trees apart",
          id: .nothingCaught,
          at: scenario.sections["script"].map { file.lineStarts[max(0, $0.lowerBound - 1)] } ?? 0
        ))
    }
    let fallsShort = lint.strengthWithAccepted + 1e-9 < minimumStrength
    for perturbation in lint.missed.prefix(shownLimit) {
      lint.diagnostics.append(
        missedDiagnostic(
          perturbation, screen: screen, changed: changed, severity: fallsShort ? .error : .warning))
    }
    if lint.missed.count > shownLimit {
      lint.diagnostics.append(
        file.diagnostic(
          fallsShort ? .error : .warning,
          "\(lint.missed.count - shownLimit) more perturbations are not caught",
          id: .morePerturbationsNotCaught,
          at: scenario.sections["reference"].map { file.lineStarts[max(0, $0.lowerBound - 1)] }
            ?? 0))
    }
    for acceptance in scenario.accepted {
      let used = lint.accepted.contains { $0.matches(acceptance.perturbation) }
      if !used {
        lint.diagnostics.append(
          file.diagnostic(
            .warning,
            "'accept: \(acceptance.perturbation)' names no perturbation that goes uncaught; remove the line",
            id: .unusedAccept,
            at: file.lineStarts[acceptance.line]))
      }
    }
    return lint
  }

  /// The keys the script changes, in order, each once.
  private func changedKeys(_ script: [ScriptStep]) -> [String] {
    var seen = Set<String>()
    return script.compactMap { step in
      if case .change(_, let key, _) = step, seen.insert(key).inserted { return key }
      return nil
    }
  }

  /// An error for each change of a key that the reference neither stores nor reads.
  private func keyProblems(_ scenario: Scenario, tree: ViewTree) -> [Diagnostic] {
    let file = scenario.file
    var known = Set(tree.storage.keys)
    for node in tree.nodes { known.formUnion(node.reads) }
    let changeLines = ScenarioParser.changeLines(
      of: file, in: scenario.sections["script"] ?? 0..<0)
    var problems: [Diagnostic] = []
    var changeIndex = 0
    for step in scenario.script {
      guard case .change(_, let key, _) = step else { continue }
      defer { changeIndex += 1 }
      guard !known.contains(key) else { continue }
      let line = changeIndex < changeLines.count ? changeLines[changeIndex] : 0
      let guess = Suggestion.closest(to: key, among: known.sorted())
      problems.append(
        file.diagnostic(
          .error,
          "no view reads \(key) and it has no storage\(guess.map { "; did you mean \($0)?" } ?? "")",
          id: .changedKeyUnknown,
          at: file.lineStarts[line]))
    }
    return problems
  }

  private func missedDiagnostic(
    _ perturbation: Perturbation, screen: Screen, changed: [String],
    severity: Diagnostic.Severity
  ) -> Diagnostic {
    let reason: String
    switch perturbation.kind {
    case .move(let view, _):
      reason = "no change tells \(view)'s parent apart"
    case .give(let key, _):
      reason = "no change tells which view owns \(key)"
    case .dropHold(_, let object), .addHold(_, let object):
      reason = "no change of the script tells whether it holds \(object)"
    case .dropRead(_, let key), .addRead(_, let key), .store(let key, _),
      .dropPlacement(_, let key), .addPlacement(_, let key), .switchPlacement(_, let key, _),
      .dropTake(_, let key), .dropSource(_, let key):
      reason =
        changed.contains(key)
        ? "no change of the script tells it apart" : "the script never changes \(key)"
    }
    var offset: Int?
    if let view = perturbation.view, let index = screen.tree.index(of: view) {
      offset = screen.viewOffsets[index]
    }
    if offset == nil, let key = perturbation.key { offset = screen.storageOffsets[key] }
    return screen.file.diagnostic(
      severity, "\(perturbation.phrase) is not caught: \(reason)",
      id: .perturbationNotCaught,
      at: offset ?? 0,
      notes: [
        Diagnostic(
          severity: .note,
          message:
            "add a change that tells them apart, or accept it with a reason a student can read: 'accept: \(perturbation.name): …'",
          id: .howToCatch)
      ])
  }
}
