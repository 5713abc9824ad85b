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

    USAGE: \(wrappedUsage("lint"))

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

extension Help {
  static let release = """
    OVERVIEW: Write the copy of the course that students get: the lessons
    without their reference descriptions, an empty folder per lesson under
    Submissions/, the grader's sources, README, the course workflow (pinned to
    the released lessons' digest) and .gitignore.

    With --answers digest, each expected output is kept only as a SHA-256
    digest, salted with the scenario's id: 'grader check' still says which
    outputs match, but not what they should be. Scenarios with
    'visibility: hidden' are left out, for the instructor's batch alone.

    USAGE: \(wrappedUsage("release"))

    OPTIONS:
      --out <dir>           The release's folder: new, empty, or an earlier
                            release, which is replaced whole.
      --answers <kind>      full (the expected rows as text) or digest.
                            (default: digest)
      --lessons <dir>       The instructor's lessons. (default: Lessons)
      --course <dir>        The course folder the grader's sources and README
                            come from. (default: .)
      -h, --help            Show help information.

    EXIT CODES:
      0 released, 1 the folder cannot be written, 2 the lessons are broken,
      64 bad usage.

    """
}

extension Help {
  static let verify = """
    OVERVIEW: Re-grade the grades of a results file (the json format of check,
    or a batch's results.json) against trusted lessons, and say for each
    student and scenario whether the grade still holds: made against these
    lessons, from the same submission bytes, with the same verdict and score.

    USAGE: \(wrappedUsage("verify"))

    ARGUMENTS:
      RESULTS               The results file, or - for standard input.

    OPTIONS:
      --lessons <dir>       The trusted lessons. (default: Lessons)
      --submissions <dir>   For one student's results, their Submissions/
                            folder (it holds lesson folders); for a class, the
                            folder with one folder per student, every one of
                            whom must be in the results. (default: Submissions)
      --shard <i/n>         The results are shard I of N of a class: check them
                            against that slice, and the class they name.
      -h, --help            Show help information.

    EXIT CODES:
      0 every grade holds, 1 some grade does not, 2 the results or the lessons
      cannot be read, come from another grader version, or are a shard and
      --shard does not say so, 64 bad usage.

    """
}
