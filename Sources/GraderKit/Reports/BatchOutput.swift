/// Where one report of a batch goes besides the output folder.
package enum ReportTarget: Sendable, Hashable {
  /// Standard output, streamed as students are graded.
  case standardOutput
  /// A file, streamed to a temporary file and renamed into place at the end.
  case file(String)
  /// A folder of per-student files, owned as the output folder is.
  case folder(String)
}

/// Writes a batch's outputs as students are graded, in name order: into the
/// output folder's staging area `results.json`, `gradebook.csv` and a text
/// report per student, and every other report asked for; then swaps them all
/// in at once. Memory holds no student's results once they are written.
package final class BatchOutput {
  /// The names the output folder's own files and folders take at its top:
  /// the staged `results.json` and `gradebook.csv`, and the `reports` folder.
  package static let ownNames: Set<String> = ["results.json", "gradebook.csv", "reports"]

  /// What workers write and render for each student before ``add(_:)``
  /// takes it; see ``Batch/run(_:catalog:grader:jobs:prepare:sink:)``.
  package private(set) var studentFiles: StudentFiles
  private let folder: OutputFolder
  private let info: RunInfo
  private let classroom50: Classroom50Report
  private var streams: [FormatStream] = []
  private var files: [(StreamingFile, String)] = []
  private var staged: [StreamingFile] = []
  private var textFiles: [String] = []
  private var studentFolders: [(ReportFormat, OutputFolder, String)] = []
  private var written = FileList(patterns: [("reports/", ".txt")])
  private var folderFiles: [FileList] = []
  /// The class-wide tallies so far.
  package private(set) var tally: ClassTally

  /// Starts a batch's output.
  ///
  /// - Parameters:
  ///   - folder: The output folder, checked and locked.
  ///   - info: The run's details, as every output records them.
  ///   - reports: Further reports: a format and where it goes. Per-student
  ///     formats (`gradescope`, `classroom50`) go to a folder; a folder given
  ///     as a path relative to nothing, such as `gradescope`, inside `folder`.
  ///   - plan: How many test points TAP will have, when known.
  ///   - classroom50: How to render Classroom 50 results.
  ///   - lmsAnswers: Whether the Gradescope files, which students read, may
  ///     show expected rows and the reference's explanations.
  ///   - standardOutput: Where a report for standard output streams.
  package init(
    folder: OutputFolder, info: RunInfo, reports: [(ReportFormat, ReportTarget)], plan: Int?,
    classroom50: Classroom50Report, lmsAnswers: Bool = false, standardOutput: TextSink? = nil
  ) throws(FileLoader.Failure) {
    self.folder = folder
    self.info = info
    self.classroom50 = classroom50
    tally = ClassTally(scenarios: info.scenarios)
    studentFiles = StudentFiles(
      reports: folder.staging + "/reports/", perStudent: [], info: info, classroom50: classroom50,
      junit: false, details: false, lmsAnswers: lmsAnswers)
    try FileLoader.createFolder(folder.staging + "/reports")
    streams.append(
      try FormatStream(
        .json, into: try stagedFile("results.json", guardsCommands: false), info: info,
        plan: plan))
    streams.append(
      try FormatStream(nil, into: try stagedFile("gradebook.csv"), info: info, plan: plan))
    for (format, target) in reports {
      switch (format, target) {
      case (.text, .file(let path)):
        try FileLoader.createFolder(holding: path)
        textFiles.append(path)
      case (.text, _):
        break
      case (.gradescope, .folder(let path)), (.classroom50, .folder(let path)):
        if path == folder.path + "/" + format.rawValue {
          try FileLoader.createFolder(folder.staging + "/" + format.rawValue)
          studentFolders.append((format, folder, format.rawValue + "/"))
        } else {
          let own: OutputFolder
          do {
            own = try OutputFolder(
              path: path, option: "the \(format.rawValue) folder", classRoot: nil)
          } catch {
            throw FileLoader.Failure(path: path, reason: error.message)
          }
          studentFolders.append((format, own, ""))
        }
      case (.gradescope, _), (.classroom50, _):
        break
      case (_, .standardOutput):
        guard let standardOutput else {
          throw FileLoader.Failure(
            path: "-", reason: "no standard output to stream \(format.rawValue) to")
        }
        streams.append(try FormatStream(format, into: standardOutput, info: info, plan: plan))
      case (_, .file(let path)):
        try FileLoader.createFolder(holding: path)
        let file = try StreamingFile(path: path, guardsCommands: true)
        files.append((file, path))
        streams.append(try FormatStream(format, into: file, info: info, plan: plan))
      case (_, .folder(let path)):
        throw FileLoader.Failure(path: path, reason: "\(format.rawValue) is one file, not a folder")
      }
    }
    folderFiles = studentFolders.map { _ in FileList(patterns: [("", ".json")]) }
    studentFiles.perStudent = studentFolders.map { format, target, prefix in
      (format, target.staging + "/" + prefix)
    }
    studentFiles.junit = reports.contains { $0.0 == .junit }
    studentFiles.details = reports.contains { [.junit, .tap, .gradescope].contains($0.0) }
    for (_, target, prefix) in studentFolders where target === folder {
      written.patterns.append((prefix, ".json"))
    }
  }

  /// A file of the output folder, written as it is staged.
  ///
  /// - Parameter guardsCommands: Whether what is written is looked at for
  ///   lines a workflow would run. `results.json` needs no look: its strings
  ///   spell `##[` another way, and each of its lines starts with the
  ///   document's own punctuation, never `::` (as a test of hostile names holds).
  private func stagedFile(_ name: String, guardsCommands: Bool = true) throws(FileLoader.Failure)
    -> StreamingFile
  {
    written.fixed.append(name)
    let file = try StreamingFile(
      path: folder.staging + "/" + name, guardsCommands: guardsCommands)
    staged.append(file)
    return file
  }

  /// Notes in the tallies the hidden entries skipped and the shards missing.
  package func tallyHidden(_ hidden: Int, missingShards: [String]) {
    tally.hidden = hidden
    tally.missingShards = missingShards
  }

  /// Adds one graded student, in order: their files are written (by the
  /// worker that graded them, when it prepared them) and their parts of
  /// every stream appended.
  package func add(_ graded: GradedStudent) throws(FileLoader.Failure) {
    var graded = graded
    if !graded.prepared { studentFiles.prepare(&graded) }
    if let failure = graded.writeFailure { throw failure }
    let record = graded.record
    let fileName = StudentFileName.of(record.student)
    written.names.append(fileName)
    for (index, (_, target, _)) in studentFolders.enumerated() where target !== folder {
      folderFiles[index].names.append(fileName)
    }
    for stream in streams {
      try stream.add(record, json: graded.json, junit: graded.junit, details: graded.details)
    }
    tally.add(record)
  }

  /// Completes every output and swaps them in, holding signals back
  /// meanwhile, so an interrupted batch leaves the previous output whole.
  ///
  /// - Parameter warn: Where to say that a file in the way was moved aside.
  /// - Parameter alsoCommit: Swaps in what is written beside the output
  ///   (a batch's HTML pages), in the same hold of signals.
  package func finish(
    warn: (String) -> Void, alsoCommit: () throws(FileLoader.Failure) -> Void = {}
  ) throws(FileLoader.Failure) {
    for stream in streams { try stream.finish() }
    for file in staged { try file.finish() }
    let summary = tally.summary
    try Interruption.shared.holdingSignals { () throws(FileLoader.Failure) in
      // Every file and folder goes in, then the pages; if one cannot, those
      // already in are taken out again, and every output holds the previous
      // run's, all of it.
      var swaps: [OutputFolder.Swap] = []
      do throws(FileLoader.Failure) {
        for path in textFiles {
          if let warning = try ReportFile.setAside(path) { warn(warning) }
          swaps.append(OutputFolder.keepingOld(path))
          try AtomicFile.write(Escape.withoutWorkflowCommands(summary), to: path)
        }
        for (file, _) in files {
          if let warning = try ReportFile.setAside(file.path) { warn(warning) }
          swaps.append(OutputFolder.keepingOld(file.path))
          try file.finish()
        }
        for (index, (_, target, _)) in studentFolders.enumerated() where target !== folder {
          swaps.append(try target.swapIn(folderFiles[index], warn: warn))
        }
        swaps.append(try folder.swapIn(written, warn: warn))
        try alsoCommit()
      } catch {
        for swap in swaps.reversed() { swap.undo() }
        throw error
      }
      for swap in swaps { try swap.complete() }
      for (_, target, _) in studentFolders where target !== folder { target.release() }
    }
    folder.release()
  }

  /// Drops everything written; the previous output stays as it was.
  package func abandon() {
    for (file, _) in files { file.abandon() }
    for file in staged { file.abandon() }
    for (_, target, _) in studentFolders where target !== folder { target.abandon() }
    folder.abandon()
  }
}

/// One report format streamed into a sink: its head, a part per student, its end.
final class FormatStream {
  enum Kind { case json, gradebook, junit, tap, text }
  private let kind: Kind
  private let sink: TextSink
  private let info: RunInfo
  private let plan: Int?
  private var first = true
  private var number = 0

  init(_ format: ReportFormat?, into sink: TextSink, info: RunInfo, plan: Int?) throws(FileLoader
    .Failure)
  {
    switch format {
    case .json: kind = .json
    case .junit: kind = .junit
    case .tap: kind = .tap
    case nil: kind = .gradebook
    default: kind = .text
    }
    self.sink = sink
    self.info = info
    self.plan = plan
    switch kind {
    case .json: try sink.write(ResultsDocument.header(info))
    case .gradebook: try sink.write(Gradebook.header(info))
    case .junit: try sink.write(JUnitReport.header(totals: nil))
    case .tap: try sink.write(TAPReport.header(info, plan: plan))
    case .text: break
    }
  }

  func add(_ record: StudentRecord, json: [UInt8], junit: String?, details: [String]?)
    throws(FileLoader.Failure)
  {
    switch kind {
    case .json:
      try sink.write(ResultsDocument.separator(first: first))
      try sink.write(utf8: json)
    case .gradebook: try sink.write(Gradebook.row(record, info: info))
    case .junit:
      try sink.write(junit ?? JUnitReport(perStudent: true).suites(record, info: info))
    case .tap:
      try sink.write(TAPReport(perStudent: true).points(record, after: &number, details: details))
    case .text: break
    }
    first = false
  }

  func finish() throws(FileLoader.Failure) {
    switch kind {
    case .json: try sink.write(ResultsDocument.footer)
    case .junit: try sink.write(JUnitReport.footer)
    case .tap where plan == nil: try sink.write(TAPReport.footer(count: number))
    default: break
    }
    sink.flush()
  }
}

/// What a batch writes and renders for each student apart from the others:
/// their text report and per-student LMS files, written into the staging
/// folders, and their JUnit suites. Workers do it as they grade, so that
/// only what must stay in order, the streams, is left to one thread.
package struct StudentFiles: Sendable {
  /// The staging folder of text reports, ending in `/`.
  var reports: String
  /// Each per-student format and the staging folder its files go to, ending in `/`.
  var perStudent: [(format: ReportFormat, folder: String)]
  var info: RunInfo
  var classroom50: Classroom50Report
  /// Whether JUnit is written.
  var junit: Bool
  /// Whether a format that explains failures in full (JUnit, TAP or
  /// Gradescope) is written, so that their details are worth computing.
  var details: Bool
  /// Whether the Gradescope files may show the answers (`--answers full`).
  var lmsAnswers: Bool

  /// Writes `graded`'s files and renders its JUnit suites, noting in it a
  /// file that could not be written.
  package func prepare(_ graded: inout GradedStudent) {
    let record = graded.record
    let fileName = StudentFileName.of(record.student)
    let details = self.details ? record.failureDetails : nil
    graded.details = details
    do throws(FileLoader.Failure) {
      try AtomicFile.writeStaged(bytes: graded.report, to: reports + fileName + ".txt")
      for (format, folder) in perStudent {
        let text =
          format == .gradescope
          ? GradescopeReport().render(
            record, info: info,
            details: lmsAnswers
              ? details : record.results.map { $0.verdict == .pass ? "" : $0.studentDetails })
          : classroom50.render(record, info: info)
        try AtomicFile.writeStaged(text, to: folder + fileName + ".json")
      }
    } catch {
      graded.writeFailure = error
    }
    if junit {
      graded.junit = JUnitReport(perStudent: true).suites(record, info: info, details: details)
    }
    graded.prepared = true
  }
}
