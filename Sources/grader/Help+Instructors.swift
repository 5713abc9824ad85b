/// The help of the commands that instructors use on the lessons themselves.
extension Help {
  static let lint = """
    OVERVIEW: Check that every scenario can fail: its script changes keys the
    reference knows, and every single change to the reference (a read dropped
    or added, a view moved, a key stored another way or owned by another view)
    changes the rows it prints, or is accepted in the fixture with a reason.

    A scenario's strength is the share of those changes its script catches. A
    fixture accepts one with a line 'accept: PERTURBATION: REASON', where a '*'
    stands for any one word: 'accept: move * under *: REASON'.

    USAGE: \(usage("lint"))

    ARGUMENTS:
      LESSON                Lint only this lesson folder, scenario file or
                            scenario id. (default: every scenario)

    OPTIONS:
      --lessons <dir>       The lessons. (default: Lessons)
      --min-strength <percent>
                            The share of changes that must be caught or
                            accepted. (default: 100)
    \(colorOption)
      -h, --help            Show help information.

    EXIT CODES:
      0 every scenario passes, 1 a scenario falls short, 2 the lessons are
      broken, 64 bad usage.

    """
}
