/// The commands an instructor uses, declared once each.
extension Command {
  static let record = Command(
    name: "record",
    summary: "Show, and with --write make, the expected rows the references print.",
    overview: """
      Show the expected rows that each scenario's reference prints,
      where they differ from the rows in the fixture; with --write, write them.

      For instructors: after editing a scenario's reference or script, run this,
      review every row it would change, then run it again with --write.
      """,
    usageArguments: "[PATH...]",
    arguments: [
      (
        "PATH",
        """
        Record only this lesson, scenario file or scenario id,
        as 'grader check' names them. (default: every scenario)
        """
      )
    ],
    options: [.lessons, .write],
    exitCodes: """
      0 nothing to change, or written; 1 rows would change (without --write);
      2 a lesson is broken; 64 bad usage.
      """,
    run: { arguments throws(UsageError) in try RecordCommand.main(arguments) }
  )

  static let lint = Command(
    name: "lint",
    summary: "Check that every scenario's reference and script can fail a wrong tree.",
    overview: """
      Check that every scenario can fail: its script changes keys the
      reference knows, and every single change to the reference (a read dropped
      or added, a view moved, a key stored another way or owned by another view)
      changes the rows it prints, or is accepted in the fixture with a reason.

      A scenario's strength is the share of those changes its script catches,
      shown before and after the accept lines. A fixture accepts one with a line
      'accept: PERTURBATION: REASON', where a '*' stands for any one word; a line
      names what is done and a view or key, never only '*': 'accept: move
      SidebarView *: REASON'. A scenario that catches none fails, whatever its
      accept lines say.
      """,
    usageArguments: "[LESSON...]",
    arguments: [
      (
        "LESSON",
        """
        Lint only this lesson, scenario file or scenario id,
        as 'grader check' names them. (default: every scenario)
        """
      )
    ],
    options: [.lessons, .minStrength, .color],
    exitCodes: """
      0 every scenario passes, 1 a scenario falls short, 2 the lessons are
      broken, 64 bad usage.
      """,
    run: { arguments throws(UsageError) in try LintCommand.main(arguments) }
  )

  static let release = Command(
    name: "release",
    summary: "Write the students' copy of the course.",
    overview: """
      Write the copy of the course that students get: the lessons, an empty
      folder per lesson under Submissions/, the grader's sources, the students'
      documentation and a README of its own, the course workflow (pinned to the
      released lessons' digest) and .gitignore.

      By default (--answers full) each practice scenario keeps its answer, so
      that 'grader check' explains a failure as the course does. With
      --answers digest, each expected output is kept only as a SHA-256 digest,
      salted with the scenario's id: 'grader check' still says which outputs
      match, but not why. Scenarios with 'visibility: hidden' are left out, for
      the instructor's batch alone, and nothing in the release counts them;
      those with 'judging: instructor' ship without any answer, rows or
      digests: what grades for a grade is what the instructor judges.

      The lessons are linted first: a course that fails lint is not released,
      and nothing is written. An earlier release is replaced, and every file in
      it that no release wrote is kept; one where the release writes, or in
      Lessons/, is refused by name.
      """,
    usageArguments: "",
    options: [.releaseOut, .releaseAnswers, .instructorLessons, .course, .redUntilDone],
    exitCodes: """
      0 released, 1 the lessons fail lint or the folder cannot be written, 2
      the lessons are broken, 64 bad usage.
      """,
    run: { arguments throws(UsageError) in try ReleaseCommand.main(arguments) }
  )

  static let verify = Command(
    name: "verify",
    summary: "Re-grade a results file and say whether each grade still holds.",
    overview: """
      Re-grade the grades of a results file (the json format of check,
      or a batch's results.json) against trusted lessons, and say for each
      student and scenario whether the grade still holds: made against these
      lessons (or the students' release of them), for the student whose folder
      is regraded, from the same submission file and bytes, with the same
      verdict and score. Beside a batch's results.json, it also checks that
      gradebook.csv is the one the results make and that each report under
      reports/ is the one graded.
      """,
    usageArguments: "RESULTS",
    arguments: [
      ("RESULTS", "The results file, or - for standard input.")
    ],
    options: [.trustedLessons, .verifiedSubmissions, .verifiedShard],
    exitCodes: """
      0 every grade holds, 1 some grade does not, 2 the results or the lessons
      cannot be read, come from another grader version, or are a shard and
      --shard does not say so, 64 bad usage.
      """,
    run: { arguments throws(UsageError) in try VerifyCommand.main(arguments) }
  )

  static let gather = Command(
    name: "gather",
    summary: "Clone a class's repositories, at a deadline, into a folder per student.",
    overview: """
      Fetch a class's work from its repositories, as it stood at a
      deadline, into a folder per student for 'grader batch'.

      ROSTER is a CSV file (RFC 4180) whose header names a column of students
      (student, github_username, username, login, roster_identifier or name) and
      one of their repositories (repository_url, student_repository_url,
      repository, repo_url, repo or url), as a classroom exports it. Each
      repository is cloned bare with the system git, and its last commit at or
      before the deadline, by the committer's date, on its default branch, is
      read: only the files grading reads (.tree and .swift files in lesson
      folders, or in Submissions/) are written into DIR/STUDENT, as plain
      files; links and submodules are named, never written, and a student over
      --max-bytes gets an error before a byte lands. STUDENT/.grader-gathered
      records the roster's name, the repository, the commit and what was
      dropped. A repository that cannot be gathered, or takes longer than
      --repo-timeout, leaves an empty folder whose .grader-gathered says why,
      and batch gives that student a row with the error. Names are escaped into
      folder names, so that none leads out of DIR. An interrupted gather keeps
      the students it finished; run it again to finish the rest.
      """,
    usageArguments: "ROSTER",
    arguments: [
      ("ROSTER", "The roster, or - for standard input.")
    ],
    options: [
      .deadline, .gatherOut, .tokenEnv, .tokenHost, .gatherJobs, .repoTimeout, .maxBytes,
      .gatherStrict, .color,
    ],
    exitCodes: """
      0 every student has a folder (one that could not be gathered says why),
      1 the roster has errors, DIR is not new, empty or this class's, git is
      missing, or (with --strict) a repository could not be gathered, 64 bad
      usage.
      """,
    run: { arguments throws(UsageError) in try GatherCommand.main(arguments) }
  )

  static let batch = Command(
    name: "batch",
    summary: "Grade a whole class, a folder per student, into a gradebook.",
    overview: """
      Grade a whole class against one trusted lesson set.

      ROOT holds one folder per student, laid out like Submissions/ or holding a
      Submissions/ folder (a clone of the student's course repository). Every
      entry of ROOT is a student: a file, a FIFO, an empty folder, a link out of
      ROOT or to another student gets a row with an error and the reason. Hidden
      entries are skipped and counted. Nothing outside a student's folder is
      read, and no link out of it is followed.

      A student's folder that 'grader gather' could not fill is graded as an
      error that says why.

      Writes into the output folder: gradebook.csv, results.json, and
      reports/STUDENT.txt; with --format gradescope or classroom50, also
      FORMAT/STUDENT.json. The folder is locked while a batch writes it, and
      the new files replace the old ones only when the batch is complete; files
      grader did not write are never deleted. Prints pass rates, the spread of
      totals, the most common mistakes, who could not be graded, and groups of
      students whose failing work is the same once comments and whitespace are
      dropped.
      """,
    usageArguments: "ROOT",
    arguments: [
      ("ROOT", "The class folder.")
    ],
    options: [
      .lessons, .batchOut, .jobs, .shard, .only, .exact, .strict, .studentTimeout, .htmlClass,
      .answersClass, .format, .output, .reportFolder,
    ],
    environment: [
      (
        "GITHUB_ACTIONS=true",
        """
        Also append the summary to the file named by
        GITHUB_STEP_SUMMARY, creating it if needed.
        """
      )
    ],
    exitCodes: """
      0 a complete gradebook was written (students who could not be graded
      are in it, with an error), 1 an output could not be written, the output
      folder is locked by another run, or (with --strict) some student could
      not be graded, 2 the lessons are broken or hold no scenario, 64 bad
      usage, such as an output folder inside ROOT or through a link.
      """,
    run: { arguments throws(UsageError) in try BatchCommand.main(arguments) }
  )

  static let merge = Command(
    name: "merge",
    summary: "Join the outputs of sharded batches into one.",
    overview: """
      Join the output folders of sharded batches into one, identical to
      the output of a single batch over the whole class; or update a class's
      output with a regrade of some of its students.

      Every shard of the class must be there, once, and graded against the same
      lessons (by their digest); merge names the shard that is missing, given
      twice, or graded against other lessons, and refuses one whose grades do
      not follow from its own outputs (a failure edited into a pass). Run
      verify on the merged results.json to regrade it from the submissions.
      """,
    usageArguments: "DIR... | --update OLD NEW",
    arguments: [
      ("DIR", "The output folder of one shard."),
      (
        "OLD NEW",
        """
        With --update: a class's output, and the output of
        a batch over some of its students, whose rows
        replace theirs (or are added).
        """
      ),
    ],
    options: [
      .mergeOut, .allowPartial, .update, .strict, .answersClass, .format, .output,
      .reportFolder,
    ],
    environment: [
      (
        "GITHUB_ACTIONS=true",
        """
        Also append the summary to the file named by
        GITHUB_STEP_SUMMARY, creating it if needed.
        """
      )
    ],
    exitCodes: """
      0 merged, 1 a shard is missing, repeated or cannot be read, the shards
      disagree, or an output cannot be written, 64 bad usage.
      """,
    run: { arguments throws(UsageError) in try MergeCommand.main(arguments) }
  )
}
