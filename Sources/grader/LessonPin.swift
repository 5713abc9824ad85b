import GraderKit

/// The checks `check` makes of the lessons themselves before grading: the
/// pinned digest of `--lessons-digest`, and rows for `--exact`.
enum LessonPin {
  /// The exit status when the lessons may not be graded against, or `nil` to go on.
  static func verify(_ catalog: LessonCatalog, arguments: Arguments, lessons: String)
    throws(UsageError) -> Int32?
  {
    if let pinned = arguments[.lessonsDigest] {
      guard SHA256.isDigest(pinned.lowercased()) else {
        throw UsageError(
          message: "'\(Option.lessonsDigest.name)' takes 64 hexadecimal digits, not '\(pinned)'",
          command: "check")
      }
      guard !catalog.isBroken else { return nil }
      let actual = catalog.digest
      if actual != pinned.lowercased() {
        let remedy =
          "A scenario file was added, removed or edited. If you changed it, restore Lessons/ from the course (git checkout -- \(lessons)) and check again; if the course's lessons changed, the pin is your instructor's to update."
        Terminal.say(
          .error,
          "the lessons in \(lessons) are not the ones this course pins\n"
            + "  pinned:  \(pinned.lowercased())\n  on disk: \(actual)\n" + remedy + "\n"
        )
        if GitHub.isActive {
          GitHub.publishFailure(
            "The lessons in \(lessons) are not the ones this course pins. " + remedy)
        }
        return 2
      }
    }
    if arguments.has(.exact), catalog.scenarios.contains(where: { !$0.hasRows }) {
      throw UsageError(
        message:
          "\(Option.exact.name) compares the expected rows as text, and these lessons keep only their digests; grade without \(Option.exact.name)",
        command: "check")
    }
    return nil
  }
}
