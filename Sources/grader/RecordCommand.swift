import GraderKit
import GraderReaders

/// `grader record [--write] [PATH…]`: shows, and with `--write` makes, the
/// expected rows that scenarios' references print.
enum RecordCommand {
  static func main(_ arguments: Arguments) throws(UsageError) -> Int32 {
    let lessons = arguments.value(.lessons)
    let write = arguments.has(.write)
    let renderer = TerminalRenderer(color: "auto", descriptor: 2)
    let files = LessonFiles.scenarioFiles(in: lessons)
    if let problem = files.problem {
      Terminal.err(renderer.render(.error(problem, id: .unreadableLessonsFolder, path: lessons)))
      return 2
    }
    var chosen = files.files
    if !arguments.positionals.isEmpty {
      // A fixture that reads is named by its id too; one that does not, by its file.
      let ids = Course.catalog(lessons).scenarios.reduce(into: [String: String]()) {
        $0[LessonFiles.normalized($1.file.path)] = $1.fullID
      }
      let candidates = files.files.map {
        ScenarioSelection.Candidate(
          fullID: ids[LessonFiles.normalized($0.path)], lesson: $0.lesson, file: $0.path)
      }
      switch ScenarioSelection.select(
        arguments.positionals, among: candidates, lessons: lessons, submissions: nil)
      {
      case .success(let indices): chosen = indices.map { files.files[$0] }
      case .failure(let error):
        throw UsageError(message: error.message, command: "record", showsUsage: false)
      }
    }
    var broken = false
    var pending = 0
    for (path, reason) in LessonFiles.refusedScenarioFiles(in: lessons) {
      Terminal.err(renderer.render(.error(reason, id: .scenarioFileRefused, path: path)))
      broken = true
    }
    for file in chosen {
      let source: SourceFile
      do {
        source = SourceFile(
          path: file.path,
          bytes: try FileLoader.bytes(at: file.path, limit: LessonCatalog.fixtureLimit))
      } catch {
        Terminal.err(renderer.render(.error(error.reason, id: .unreadableFile, path: file.path)))
        broken = true
        continue
      }
      let recording = Recorder.recording(source, lesson: file.lesson)
      Terminal.err(renderer.render(recording.diagnostics))
      guard let text = recording.text else {
        broken = true
        continue
      }
      guard recording.changes || (write && Array(text.utf8) != source.bytes) else {
        Terminal.out("unchanged \(file.path)\n")
        continue
      }
      guard write else {
        pending += 1
        Terminal.out("would record \(file.path):\n" + recording.diff())
        continue
      }
      // A scenario file may be a link to another file inside the lessons
      // folder: write through to that file, never replace the link.
      let target = SafeDirectory.resolved(file.path) ?? file.path
      do {
        try AtomicFile.write(text, to: target)
        Terminal.out("recorded  \(file.path):\n" + recording.diff())
      } catch {
        Terminal.err(renderer.render(.error(error.reason, id: .unwritableFile, path: file.path)))
        broken = true
      }
    }
    if pending > 0 {
      Terminal.out(
        "\(pending) \(pending == 1 ? "scenario" : "scenarios") would change; review the rows above, then run 'grader record \(Option.write.name)' to write them.\n"
      )
    }
    return broken ? 2 : pending > 0 ? 1 : 0
  }
}
