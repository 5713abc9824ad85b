/// The ids of `grader lint`: a scenario that would let a wrong tree pass, and a
/// task that gives its answer away.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let noReference: DiagnosticID = "lint.no-reference"
  public static let noExpectedRows: DiagnosticID = "lint.no-expected-rows"
  public static let changedKeyUnknown: DiagnosticID = "lint.changed-key-unknown"
  public static let nothingCaught: DiagnosticID = "lint.nothing-caught"
  public static let perturbationNotCaught: DiagnosticID = "lint.perturbation-not-caught"
  public static let howToCatch: DiagnosticID = "lint.how-to-catch"
  public static let morePerturbationsNotCaught: DiagnosticID = "lint.more-perturbations-not-caught"
  public static let unusedAccept: DiagnosticID = "lint.unused-accept"
  public static let taskTellsOutcome: DiagnosticID = "lint.task-tells-outcome"
  public static let taskTellsWhatToWrite: DiagnosticID = "lint.task-tells-what-to-write"
}

extension DiagnosticCatalog {
  static let lint: [Entry] = [
    Entry(
      .noReference, severity: "error",
      meaning:
        "`grader lint` reads a scenario without `--- reference`, as a student release keeps it; lint reads the instructor's lessons.",
      example: "has no '--- reference': lint reads the instructor's lessons, not a student release"),
    Entry(
      .noExpectedRows, severity: "error",
      meaning: "`grader lint` reads a scenario whose expected rows are yet to be recorded.",
      example: "has no expected rows; run 'grader record --write'"),
    Entry(
      .changedKeyUnknown, severity: "error",
      meaning:
        "The script changes a key that no view of the reference reads and that has no storage, so the change grades nothing.",
      example: "no view reads KEY and it has no storage; did you mean OTHER?"),
    Entry(
      .nothingCaught, severity: "error",
      meaning:
        "No perturbation of the reference changes what the script grades: a wrong tree passes the scenario, whatever its `accept:` lines say.",
      example:
        "no perturbation of the reference changes what the script grades (strength 0%): a wrong tree passes this scenario, whatever its accept lines say; add changes that tell trees apart"
    ),
    Entry(
      .perturbationNotCaught, severity: "error or warning",
      meaning:
        "A perturbation of the reference changes nothing the script grades; an error when the scenario falls short of the strength asked for, a warning otherwise.",
      example: "moving VIEW under VIEW is not caught: no change tells VIEW's parent apart"),
    Entry(
      .howToCatch, severity: "note",
      meaning:
        "How to settle an uncaught perturbation: a change that tells the trees apart, or an `accept:` line with a reason.",
      example:
        "add a change that tells them apart, or accept it with a reason a student can read: 'accept: PERTURBATION: …'"
    ),
    Entry(
      .morePerturbationsNotCaught, severity: "error or warning",
      meaning:
        "More perturbations go uncaught than are shown one by one; the severity is that of the ones shown.",
      example: "N more perturbations are not caught"),
    Entry(
      .unusedAccept, severity: "warning",
      meaning: "An `accept:` line names no perturbation that goes uncaught, so it accepts nothing.",
      example: "'accept: PATTERN' names no perturbation that goes uncaught; remove the line"),
    Entry(
      .taskTellsOutcome, severity: "warning",
      meaning:
        "A sentence of the task tells what a view does instead of asking; the reasoning goes in `--- why`.",
      example:
        "the task tells what VIEW does ('WORD'); a task asks, and the reasoning goes in '--- why', shown once the student has tried"
    ),
    Entry(
      .taskTellsWhatToWrite, severity: "warning",
      meaning:
        "The task quotes a clause written with the scenario's own names, which gives the answer away.",
      example:
        "the task says what to write ('QUOTE') with the scenario's own names; introduce syntax with an example from another screen"
    ),
  ]
}
