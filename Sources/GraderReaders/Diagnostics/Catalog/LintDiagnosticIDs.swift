/// The ids of `grader lint`: a scenario that would let a wrong tree pass, and a
/// task that gives its answer away.
extension DiagnosticCatalog {
  static let lint = entries(
    #"""
    lint.no-reference · error
      `grader lint` reads a scenario without `--- reference`, as a student release keeps it; lint
      reads the instructor's lessons.
      > has no '--- reference': lint reads the instructor's lessons, not a student release

    lint.no-expected-rows · error
      `grader lint` reads a scenario whose expected rows are yet to be recorded.
      > has no expected rows; run 'grader record --write'

    lint.changed-key-unknown · error
      The script changes a key that no view of the reference reads and that has no storage, so the
      change grades nothing.
      > no view reads KEY and it has no storage; did you mean OTHER?

    lint.nothing-caught · error
      No perturbation of the reference changes what the script grades: a wrong tree passes the
      scenario, whatever its `accept:` lines say.
      > no perturbation of the reference changes what the script grades (strength 0%): a wrong tree passes this scenario, whatever its accept lines say; add changes that tell trees apart

    lint.perturbation-not-caught · error or warning
      A perturbation of the reference changes nothing the script grades; an error when the scenario
      falls short of the strength asked for, a warning otherwise.
      > moving VIEW under VIEW is not caught: no change tells VIEW's parent apart

    lint.how-to-catch · note
      How to settle an uncaught perturbation: a change that tells the trees apart, or an `accept:`
      line with a reason.
      > add a change that tells them apart, or accept it with a reason a student can read: 'accept: PERTURBATION: …'

    lint.more-perturbations-not-caught · error or warning
      More perturbations go uncaught than are shown one by one; the severity is that of the ones
      shown.
      > N more perturbations are not caught

    lint.unused-accept · warning
      An `accept:` line names no perturbation that goes uncaught, so it accepts nothing.
      > 'accept: PATTERN' names no perturbation that goes uncaught; remove the line

    lint.task-tells-outcome · warning
      A sentence of the task tells what a view does instead of asking; the reasoning goes in `---
      why`.
      > the task tells what VIEW does ('WORD'); a task asks, and the reasoning goes in '--- why', shown once the student has tried

    lint.task-tells-what-to-write · warning
      The task quotes a clause written with the scenario's own names, which gives the answer away.
      > the task says what to write ('QUOTE') with the scenario's own names; introduce syntax with an example from another screen
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let noReference: Self = "lint.no-reference"
  public static let noExpectedRows: Self = "lint.no-expected-rows"
  public static let changedKeyUnknown: Self = "lint.changed-key-unknown"
  public static let nothingCaught: Self = "lint.nothing-caught"
  public static let perturbationNotCaught: Self = "lint.perturbation-not-caught"
  public static let howToCatch: Self = "lint.how-to-catch"
  public static let morePerturbationsNotCaught: Self = "lint.more-perturbations-not-caught"
  public static let unusedAccept: Self = "lint.unused-accept"
  public static let taskTellsOutcome: Self = "lint.task-tells-outcome"
  public static let taskTellsWhatToWrite: Self = "lint.task-tells-what-to-write"
}
