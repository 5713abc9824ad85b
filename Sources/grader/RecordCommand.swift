import GraderKit
import GraderReaders

/// `grader record [--write] [PATH…]`: shows, and with `--write` makes, the
/// expected rows that scenarios' references print.
enum RecordCommand {
  static func main(_ words: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "record", valued: ["--lessons"], flags: ["--write"])
    let lessons = arguments.options["--lessons"] ?? "Lessons"
    let write = arguments.flags.contains("--write")
    let renderer = DiagnosticRenderer(color: Terminal.color("auto", descriptor: 2))
    let files = LessonFiles.scenarioFiles(in: lessons)
    if let problem = files.problem {
      Terminal.err(renderer.render(.error(problem, path: lessons)))
      return 2
    }
    let wanted = Set(arguments.positionals.map(LessonFiles.normalized))
    var chosen = files.files
    if !wanted.isEmpty, !wanted.contains(LessonFiles.normalized(lessons)) {
      chosen = files.files.filter { file in
        wanted.contains(LessonFiles.normalized(file.path))
          || wanted.contains(LessonFiles.normalized(file.lesson))
          || wanted.contains(LessonFiles.normalized("\(lessons)/\(file.lesson)"))
      }
      guard !chosen.isEmpty else {
        throw UsageError(
          message: "no lesson folder or scenario file matches '\(arguments.positionals[0])'",
          command: "record")
      }
    }
    var broken = false
    var pending = 0
    for (path, reason) in LessonFiles.refusedScenarioFiles(in: lessons) {
      Terminal.err(renderer.render(.error(reason, path: path)))
      broken = true
    }
    for file in chosen {
      let source: SourceFile
      do {
        source = SourceFile(
          path: file.path,
          bytes: try FileLoader.bytes(at: file.path, limit: LessonCatalog.fixtureLimit))
      } catch {
        Terminal.err(renderer.render(.error(error.reason, path: file.path)))
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
        Terminal.err(renderer.render(.error(error.reason, path: file.path)))
        broken = true
      }
    }
    if pending > 0 {
      Terminal.out(
        "\(pending) \(pending == 1 ? "scenario" : "scenarios") would change; review the rows above, then run 'grader record --write' to write them.\n"
      )
    }
    return broken ? 2 : pending > 0 ? 1 : 0
  }
}
