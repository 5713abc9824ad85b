import Foundation

/// The files of the course folder that a student release carries beside the
/// lessons: the grader's sources, so `swift run grader check` works, its
/// README, the course workflow and the ignore file.
package enum CourseFiles {
  /// The source folders of the grader that a release builds.
  package static let targets = ["GraderModel", "GraderReaders", "GraderKit", "grader"]

  /// The package manifest of a release: the grader alone, without its tests or benchmarks.
  package static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "grader",
      platforms: [.macOS(.v13)],
      products: [.executable(name: "grader", targets: ["grader"])],
      targets: [
        .target(name: "GraderModel"),
        .target(name: "GraderReaders", dependencies: ["GraderModel"]),
        .target(name: "GraderKit", dependencies: ["GraderModel", "GraderReaders"]),
        .executableTarget(name: "grader", dependencies: ["GraderKit"]),
      ],
      swiftLanguageModes: [.v6]
    )

    """

  /// The course files under `root`, with the workflow pinned to `lessonsDigest`.
  ///
  /// Links and anything that is not a regular file are left out. Files that
  /// are missing (a course folder without the grader's sources) are skipped.
  package static func collect(
    from root: String, lessonsDigest: String, answers: Release.Answers = .digest,
    redUntilDone: Bool = false
  ) -> [(path: String, bytes: [UInt8])] {
    var files: [(String, [UInt8])] = [("Package.swift", Array(manifest.utf8))]
    // The editor task turns grader check's diagnostics into VS Code's problems.
    for name in [".gitignore", ".swift-format", ".vscode/tasks.json"] {
      if let bytes = regularFile(root + "/" + name) { files.append((name, bytes)) }
    }
    if let bytes = regularFile(root + "/README.md") {
      let readme = studentReadme(String(decoding: bytes, as: UTF8.self), answers: answers)
      files.append(("README.md", Array(readme.utf8)))
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
        if path.hasSuffix(".swift") { paths.append(path) }
      }
      for path in paths.sorted() {
        if let bytes = regularFile(root + "/" + folder + "/" + path) {
          files.append((folder + "/" + path, bytes))
        }
      }
    }
    return files
  }

  /// The README sections a student needs, by their `## ` headings; the rest
  /// (writing lessons, grading a class, performance, development) is the
  /// instructor's.
  package static let studentSections = [
    "Quick start", "For students", "The model", "The `.tree` format", "The Swift form",
    "Beyond the lesson's model: placed and handed-down values",
  ]

  /// The course README cut to what students need: its title and opening, the
  /// ``studentSections``, and no line that runs the grader's own tests. The
  /// Quick start keeps its commands, and says what this copy of the course
  /// holds instead of showing the sample work, which a release does not ship.
  package static func studentReadme(_ readme: String, answers: Release.Answers = .digest)
    -> String
  {
    var kept: [Substring] = []
    var keeping = true
    var quickStart = false
    var fences = 0
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        keeping = studentSections.contains(String(line.dropFirst(3)))
        quickStart = line == "## Quick start"
        fences = 0
      }
      if quickStart, line.hasPrefix("```") {
        fences += 1
        if fences == 2 {
          kept.append(line)
          kept.append("")
          kept.append(Substring(releaseNote(answers)))
          kept.append("")
          continue
        }
      }
      if quickStart, fences >= 2 { continue }
      if keeping, !line.contains("swift test") { kept.append(line) }
    }
    return kept.joined(separator: "\n")
  }

  /// What a student's copy of the course holds, in place of the sample report.
  static func releaseNote(_ answers: Release.Answers) -> String {
    let rows =
      answers == .digest
      ? "The expected rows are kept only as digests: a failing output shows your own rows and says that they do not match, where this README shows the reference's rows and marks (`reference:`, `A≠B`)."
      : "The expected rows are here as text, so a failing output shows them beside yours; the reference trees are not."
    return
      "In this copy of the course, `Submissions/` starts with an empty folder per lesson: `grader start` creates each file. "
      + rows
  }

  /// The workflow with every `grader check` pinned to the lessons' digest
  /// and, with `redUntilDone`, succeeding only once every scenario passes.
  package static func pinned(_ workflow: String, _ digest: String, redUntilDone: Bool = false)
    -> String
  {
    workflow.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.contains("grader check"), !line.contains("--lessons-digest") else {
        return String(line)
      }
      var pinned = line.replacingOccurrences(
        of: "grader check", with: "grader check --lessons-digest \(digest)")
      if redUntilDone {
        pinned = pinned.replacingOccurrences(
          of: "--succeed-when graded", with: "--succeed-when done")
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
