import GraderKit

/// The options of the instructors' commands, declared once each.
extension Option {
  static let write = flag(
    "--write",
    "Write the new rows into the fixtures. A fixture that is a link inside the lessons folder is"
      + " written through, and stays a link.")
  static let minStrength = value(
    "--min-strength", "percent", "The share of changes that must be caught or accepted.",
    defaultValue: "100")
  static let releaseOut = value(
    "--out", "dir",
    "The release's folder: new, empty, or an earlier release, which is replaced whole.",
    required: true)
  static let releaseAnswers = value(
    "--answers", "kind",
    "full: the practice scenarios' answers, so that check explains each failure as the course does; digest: only a digest of each expected output, so that check gives a verdict without the reason (it discourages reading the answer, and hides nothing from a search).",
    usage: "full|digest",
    choices: Release.Answers.allCases.map(\.rawValue), defaultValue: "full")
  static let instructorLessons = value(
    "--lessons", "dir", "The instructor's lessons.", defaultValue: "Lessons")
  static let course = value(
    "--course", "dir", "The course folder the grader's sources and README come from.",
    defaultValue: ".")
  static let redUntilDone = flag(
    "--red-until-done",
    "Make the release's workflow fail until every scenario passes. (default: it fails only when"
      + " the grader cannot grade)")
  static let trustedLessons = value(
    "--lessons", "dir", "The trusted lessons.", defaultValue: "Lessons")
  static let verifiedSubmissions = value(
    "--submissions", "dir",
    "For one student's results, their Submissions/ folder (it holds lesson folders); for a"
      + " class, the folder with one folder per student, every one of whom must be in the"
      + " results.", defaultValue: "Submissions")
  static let verifiedShard = value(
    "--shard", "i/n",
    "The results are shard I of N of a class: check them against that slice, and the class"
      + " they name.")
}

/// The options of `batch` and `merge`.
extension Option {
  static let batchOut = value(
    "--out", "dir", "The output folder.", defaultValue: "grades")
  static let jobs = value(
    "--jobs", "n",
    "How many students to grade at once, at least 1; more than the machine's cores grade as many as it has.",
    defaultText: "the number of cores")
  static let shard = value(
    "--shard", "i/n",
    "Grade only slice I of N, for a CI matrix; join the slices with 'grader merge'.")
  static let only = value(
    "--only", "name",
    "Grade only the student whose folder is NAME, numbered as in the whole class; repeat for more."
      + " A regrade to put into the class's output with 'grader merge --update'.", repeated: true)
  static let strict = flag(
    "--strict", "Exit 1 when some student, or a lesson folder of theirs, could not be read.")
  static let studentTimeout = value(
    "--student-timeout", "seconds",
    "How much processor time grading one student may take, from 1 to 256 seconds, whatever else"
      + " the machine runs; a student over it gets 'took longer than N s' and the batch goes on.",
    defaultValue: "10")
  static let htmlClass = value(
    "--html", "file",
    "Also write a class report to FILE: verdicts per scenario, totals, common mistakes, students"
      + " lowest first, and each student's report.")
  static let mergeOut = value(
    "--out", "dir", "The merged output folder.", defaultText: "grades, or OLD with --update")
  static let allowPartial = flag(
    "--allow-partial",
    "Merge the shards that are there, and say loudly, in the summary and results.json, which are"
      + " missing.")
  static let update = flag(
    "--update",
    "Replace the students of OLD that NEW holds; the output goes to OLD unless --out says"
      + " otherwise.", inUsage: false)
}

/// The options of `gather`.
extension Option {
  static let deadline = value(
    "--deadline", "time",
    "The deadline, with its zone: 2025-05-01T23:59:00Z or 2025-05-01T23:59:00+02:00; a real date between 1970 and 2099, nothing after its zone.",
    required: true)
  static let gatherOut = value(
    "--out", "dir",
    "The class folder: new, empty, or an earlier gather of this roster at this deadline, which is resumed.",
    defaultValue: "class")
  static let repoTimeout = value(
    "--repo-timeout", "seconds",
    "How long the git work of one repository may take, from 1 to 3600; past it, that student gets an error and the rest are gathered.",
    defaultValue: "180", range: 1...3600)
  static let maxBytes = value(
    "--max-bytes", "size",
    "The most work one student's folder may hold (K, M or G suffix), checked before a byte is written.",
    defaultValue: "32M")
  static let tokenEnv = value(
    "--token-env", "name",
    "The environment variable that holds a token for private repositories, sent to git in its"
      + " environment and only to the token host; never printed or written.",
    defaultValue: "GRADER_TOKEN")
  static let tokenHost = value(
    "--token-host", "host", "The host the token is for.", defaultValue: "github.com")
  static let gatherJobs = value(
    "--jobs", "n",
    "How many repositories to clone at once, each on a thread of its own, from 1 to 64.",
    defaultValue: "4", range: 1...64)
  static let gatherStrict = flag(
    "--strict", "Exit 1 when some repository could not be gathered.")
}
