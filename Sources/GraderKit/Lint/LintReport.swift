import GraderReaders

/// The lint's text report: each scenario's problems in the compiler's layout,
/// a line per scenario with its strength, and a total.
package struct LintReport: Sendable {
  /// The scenarios' lints, in course order.
  package var lints: [ScenarioLint]
  /// The bar the scenarios were held to, in percent.
  package var minimumStrength: Double

  package init(lints: [ScenarioLint], minimumStrength: Double) {
    self.lints = lints
    self.minimumStrength = minimumStrength
  }

  /// Whether every scenario passes.
  package var passes: Bool { lints.allSatisfy { $0.passes(minimum: minimumStrength) } }

  /// The report, each scenario's diagnostics rendered by `diagnostics`.
  package func render(_ diagnostics: ([Diagnostic]) -> String) -> String {
    var text = ""
    for lint in lints {
      let verdict = lint.passes(minimum: minimumStrength) ? "pass" : "fail"
      text += diagnostics(lint.diagnostics)
      var line =
        "\(verdict.padding(5) + " ")\(lint.scenarioID)  strength \(Self.percent(lint.strength))"
      if !lint.accepted.isEmpty {
        line += " before accepts, \(Self.percent(lint.strengthWithAccepted)) after"
      }
      line += " (\(lint.caught) of \(lint.tried) caught"
      if !lint.accepted.isEmpty { line += ", \(lint.accepted.count) accepted" }
      line += ")"
      text += line + "\n"
    }
    let passing = lints.filter { $0.passes(minimum: minimumStrength) }.count
    text +=
      "Lint: \(passing) of \(lints.count) scenarios pass at a strength of \(Self.percent(minimumStrength)) or more (caught or accepted).\n"
    return text
  }

  /// `100%`, or `62.5%`.
  static func percent(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded(.down))
    return tenths % 10 == 0 ? "\(tenths / 10)%" : "\(tenths / 10).\(tenths % 10)%"
  }
}
