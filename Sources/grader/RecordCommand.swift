import GraderKit
import GraderReaders

/// `grader record [PATH…]`: rewrites scenarios' expected rows from their references.
enum RecordCommand {
  static func main(_ words: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(words, command: "record", valued: ["--lessons"], flags: [])
    let lessons = arguments.options["--lessons"] ?? "Lessons"
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
    for file in chosen {
      let source: SourceFile
      do {
        source = SourceFile(
          path: file.path, bytes: try FileLoader.bytes(at: file.path, limit: 1 << 20))
      } catch {
        Terminal.err(renderer.render(.error(error.reason, path: file.path)))
        broken = true
        continue
      }
      let (text, diagnostics) = Recorder.record(source, lesson: file.lesson)
      Terminal.err(renderer.render(diagnostics))
      guard let text else {
        broken = true
        continue
      }
      if Array(text.utf8) == source.bytes {
        Terminal.out("unchanged \(file.path)\n")
        continue
      }
      do {
        try AtomicFile.write(text, to: file.path)
        Terminal.out("recorded  \(file.path)\n")
      } catch {
        Terminal.err(renderer.render(.error(error.reason, path: file.path)))
        broken = true
      }
    }
    return broken ? 2 : 0
  }
}
