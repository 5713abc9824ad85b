import Foundation

/// The files of the course folder that a student release carries beside the
/// lessons: the grader's sources, so `swift run grader check` works, the
/// students' documentation, a README of its own, the course workflow and the
/// ignore file.
package enum CourseFiles {
  /// The source folders of the grader that a release builds.
  package static let targets = ["GraderModel", "GraderReaders", "GraderSHA", "GraderKit", "grader"]

  /// The package manifest of a release: the grader alone, without its tests or benchmarks.
  package static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    // In a release build, generic metadata comes from accessors the compiler
    // writes, not from demangling names on first use.
    let directMetadata: [SwiftSetting] = [
      .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
        .when(configuration: .release))
    ]

    let package = Package(
      name: "grader",
      platforms: [.macOS(.v13)],
      products: [.executable(name: "grader", targets: ["grader"])],
      targets: [
        .target(name: "GraderModel", swiftSettings: directMetadata),
        .target(name: "GraderReaders", dependencies: ["GraderModel"], swiftSettings: directMetadata),
        .target(name: "GraderSHA"),
        .target(
          name: "GraderKit", dependencies: ["GraderModel", "GraderReaders", "GraderSHA"],
          swiftSettings: directMetadata),
        .executableTarget(name: "grader", dependencies: ["GraderKit"], swiftSettings: directMetadata),
      ],
      swiftLanguageModes: [.v6]
    )

    """

  /// The course files under `root`, with the workflow pinned to `lessonsDigest`.
  ///
  /// Links and anything that is not a regular file are left out. Files that
  /// are missing (a course folder without the grader's sources) are skipped.
  package static func collect(
    from root: String, lessonsDigest: String, answers: Release.Answers = .full,
    redUntilDone: Bool = false
  ) -> [(path: String, bytes: [UInt8])] {
    var files: [(String, [UInt8])] = [("Package.swift", Array(manifest.utf8))]
    // The editor task turns grader check's diagnostics into VS Code's problems.
    for name in [".gitignore", ".swift-format", ".vscode/tasks.json"] {
      if let bytes = regularFile(root + "/" + name) { files.append((name, bytes)) }
    }
    files.append(("README.md", Array(releaseReadme(answers).utf8)))
    // The students' documentation, shipped as it is.
    for name in studentDocuments {
      if let bytes = regularFile(root + "/" + name) { files.append((name, bytes)) }
    }
    let workflow = ".github/workflows/grade.yml"
    if let bytes = regularFile(root + "/" + workflow) {
      files.append(
        (
          workflow,
          Array(
            pinned(
              String(decoding: bytes, as: UTF8.self), lessonsDigest, redUntilDone: redUntilDone
            ).utf8)
        ))
    }
    for target in targets {
      let folder = "Sources/" + target
      let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
      var paths: [String] = []
      while let path = enumerator?.nextObject() as? String {
        if [".swift", ".c", ".h"].contains(where: path.hasSuffix) { paths.append(path) }
      }
      for path in paths.sorted() {
        if let bytes = regularFile(root + "/" + folder + "/" + path) {
          files.append((folder + "/" + path, bytes))
        }
      }
    }
    return files
  }

  /// The documents a student reads, shipped in a release as they are.
  package static let studentDocuments = ["Documentation/Students.md", "Documentation/Model.md"]

  /// The README of a student's copy of the course: what it holds, the two
  /// commands, where the documentation is, and what grades.
  package static func releaseReadme(_ answers: Release.Answers) -> String {
    let feedback =
      answers == .digest
      ? """
      This copy keeps the expected rows only as digests: `grader check` says whether each of
      your outputs matches, shows your own rows, and explains what your own file says (an
      unstored key, a typo, a dangling parent), but not which view differs from the answer. It
      discourages reading the answer; it hides nothing from a search, since each verdict can be
      asked again and again.
      """
      : """
      `grader check` explains every failing scenario as the course does: which view differs,
      on which change, at which of your lines, and why, with the scenario's reasoning. The
      answers are in `Lessons/`, beside the tasks: reading them first spoils the exercise, so
      predict, write your tree, and let the grader tell you.
      """
    return """
      # The course

      A course on which views SwiftUI recomputes after a change, and why. Each scenario in
      `Lessons/` is a screen's SwiftUI source and a question; you describe the screen as a tree
      of views in `Submissions/`, and the grader runs the scenario's changes over your tree.

      ```sh
      swift run grader list                  # lessons, scenarios, points
      swift run grader start SCENARIO        # creates your file, with the task in it
      swift run grader check                 # grades everything
      ```

      `Submissions/` starts with an empty folder per lesson: `grader start` creates each file.
      \(feedback)

      What counts for your grade is what your instructor grades, with the instructor's own copy
      of the lessons: scenarios marked as theirs to judge show `pending` here, and the instructor
      may grade scenarios this copy does not hold.

      Read [Documentation/Students.md](Documentation/Students.md) for how to work, and
      [Documentation/Model.md](Documentation/Model.md) for the model and the rules of SwiftUI it
      follows.

      """
  }

  /// The workflow with every `grader check` pinned to the lessons' digest
  /// and, with `redUntilDone`, succeeding only once every scenario passes.
  package static func pinned(_ workflow: String, _ digest: String, redUntilDone: Bool = false)
    -> String
  {
    workflow.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.contains(CommandHint.check), !line.contains(CommandHint.lessonsDigest) else {
        return String(line)
      }
      var pinned = line.replacingOccurrences(
        of: CommandHint.check, with: "\(CommandHint.check) \(CommandHint.lessonsDigest) \(digest)")
      if redUntilDone {
        pinned = pinned.replacingOccurrences(
          of: CommandHint.succeedWhenGraded, with: CommandHint.succeedWhenDone)
      }
      return pinned
    }.joined(separator: "\n")
  }

  private static func regularFile(_ path: String) -> [UInt8]? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return FileManager.default.contents(atPath: path).map { Array($0) }
  }
}
