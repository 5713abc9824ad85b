/// The help of the commands that instructors use on the lessons themselves.
extension Help {
  static let lint = """
    OVERVIEW: Check that every scenario can fail: its script changes keys the
    reference knows, and every single change to the reference (a read dropped
    or added, a view moved, a key stored another way or owned by another view)
    changes the rows it prints, or is accepted in the fixture with a reason.

    A scenario's strength is the share of those changes its script catches,
    shown before and after the accept lines. A fixture accepts one with a line
    'accept: PERTURBATION: REASON', where a '*' stands for any one word; a line
    names what is done and a view or key, never only '*': 'accept: move
    SidebarView *: REASON'. A scenario that catches none fails, whatever its
    accept lines say.

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
    'visibility: hidden' are left out, for the instructor's batch alone, and
    nothing in the release counts them; those with 'judging: instructor' ship
    without any answer, rows or digests.

    The lessons are linted first: a course that fails lint is not released,
    and nothing is written. An earlier release is replaced, and every file in
    it that no release wrote is kept; one where the release writes, or in
    Lessons/, is refused by name.

    USAGE: \(wrappedUsage("release"))

    OPTIONS:
      --out <dir>           The release's folder: new, empty, or an earlier
                            release, which is replaced whole.
      --answers <kind>      full (the expected rows as text) or digest.
                            (default: digest)
      --lessons <dir>       The instructor's lessons. (default: Lessons)
      --course <dir>        The course folder the grader's sources and README
                            come from. (default: .)
      --red-until-done      Make the release's workflow fail until every
                            scenario passes. (default: it fails only when the
                            grader cannot grade)
      -h, --help            Show help information.

    EXIT CODES:
      0 released, 1 the lessons fail lint or the folder cannot be written, 2
      the lessons are broken, 64 bad usage.

    """
}

extension Help {
  static let verify = """
    OVERVIEW: Re-grade the grades of a results file (the json format of check,
    or a batch's results.json) against trusted lessons, and say for each
    student and scenario whether the grade still holds: made against these
    lessons (or the students' release of them), for the student whose folder
    is regraded, from the same submission file and bytes, with the same
    verdict and score.

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

extension Help {
  static let gather = """
    OVERVIEW: Fetch a class's work from its repositories, as it stood at a
    deadline, into a folder per student for 'grader batch'.

    ROSTER is a CSV file (RFC 4180) whose header names a column of students
    (student, github_username, username, login, roster_identifier or name) and
    one of their repositories (repository_url, student_repository_url,
    repository, repo_url, repo or url), as a classroom exports it. Each
    repository is cloned with the system git and checked out at its last
    commit at or before the deadline, by the committer's date, into
    DIR/STUDENT, without its history; STUDENT/.grader-gathered records the
    repository and the commit. A repository that cannot be gathered leaves an
    empty folder whose .grader-gathered says why, and batch gives that
    student a row with the error. Names are escaped into folder names, so
    that none leads out of DIR.

    USAGE: \(wrappedUsage("gather"))

    ARGUMENTS:
      ROSTER                The roster, or - for standard input.

    OPTIONS:
      --deadline <time>     The deadline, with its zone: 2025-05-01T23:59:00Z.
      --out <dir>           The class folder, new or empty. (default: class)
      --token-env <name>    The environment variable that holds a token for
                            private repositories, sent to git in its
                            environment and only to the token host; never
                            printed or written. (default: GRADER_TOKEN)
      --token-host <host>   The host the token is for. (default: github.com)
      --jobs <n>            How many repositories to clone at once. (default: 4)
      --strict              Exit 1 when some repository could not be gathered.
    \(colorOption)
      -h, --help            Show help information.

    EXIT CODES:
      0 every student has a folder (one that could not be gathered says why),
      1 the roster has errors, DIR is not new or empty, git is missing, or
      (with --strict) a repository could not be gathered, 64 bad usage.

    """
}
