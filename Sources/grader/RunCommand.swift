import GraderKit
import GraderModel
import GraderReaders

/// `grader run FILE…` prints the rows of each description; `grader draw FILE…`
/// draws each description's tree.
enum RunCommand {
  static func main(_ arguments: Arguments, command: String) throws(UsageError) -> Int32 {
    let forced = arguments[.asFormat] ?? ""
    let color = arguments.value(.color)
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "missing a FILE to \(command)", command: command)
    }
    let outputLimit =
      command == "run"
      ? try arguments.size(.maxOutput) ?? Runner.defaultOutputLimit : Runner.defaultOutputLimit
    let drawing =
      command == "draw"
      ? TreeDrawing(
        ascii: arguments.has(.ascii) || !Terminal.isUTF8, width: Terminal.width())
      : nil
    let renderer = TerminalRenderer(color: color, descriptor: 2)
    var failed = false
    for (number, path) in arguments.positionals.enumerated() {
      if arguments.positionals.count > 1 {
        Terminal.out("\(number == 0 ? "" : "\n")==> \(path) <==\n")
      }
      failed =
        runOne(
          path, forced: forced, drawing: drawing, outputLimit: outputLimit, renderer: renderer)
        || failed
    }
    return failed ? 1 : 0
  }

  /// Runs or draws the description at `path`, and says whether it failed.
  static func runOne(
    _ path: String, forced: String, drawing: TreeDrawing?, outputLimit: Int,
    renderer: TerminalRenderer
  ) -> Bool {
    let bytes: [UInt8]
    do {
      bytes = path == "-" ? try FileLoader.standardInput() : try FileLoader.bytes(at: path)
    } catch {
      Terminal.err(renderer.render(.error(error.reason, id: .unreadableFile, path: path)))
      return true
    }
    let format: DescriptionFormat
    if let chosen = DescriptionFormat(rawValue: forced) {
      format = chosen
    } else if path == "-" {
      format = Runner.sniffFormat(bytes)
    } else if let named = DescriptionFormat(path: path) {
      format = named
    } else {
      Terminal.err(
        renderer.render(
          .error(
            "cannot tell the format from the file name; name it .swift or .tree, or pass \(Option.asFormat.name)",
            id: .unknownFileFormat,
            path: path)))
      return true
    }
    var printed = false
    // The causes no lesson expects, explained once after the rows.
    var unexplained = Set<String>()
    // The scenario the file is the work of, looked up once.
    let submitted = scenario(of: path)
    let result = Runner.run(
      SourceFile(path: path == "-" ? "<stdin>" : path, bytes: bytes), as: format,
      drawing: drawing, outputLimit: outputLimit,
      // A submission is read as check reads it: its scenario's keys and
      // views are right.
      scriptKeys: submitted?.changedKeys ?? [], views: { submitted?.views ?? [] }
    ) { text in
      printed = printed || !text.isEmpty
      for cause in [Cause.offRule, .outOfScope] where text.contains(" \(cause.rawValue)") {
        unexplained.insert(cause.rawValue)
      }
      Terminal.out(text)
    }
    for cause in [Cause.offRule, .outOfScope] where unexplained.contains(cause.rawValue) {
      Terminal.err(
        TextLayout.wrapped(
          "note: \(cause.rawValue): \(TextReport.meaning(of: cause))", width: Terminal.width(),
          first: "", rest: "  "))
    }
    // Output past the limit says how to raise it, in the command line's terms.
    Terminal.err(
      renderer.render(
        result.diagnostics.map { diagnostic in
          guard diagnostic.id == .outputOverLimit else { return diagnostic }
          var raised = diagnostic
          raised.message += "; raise the limit with \(Option.maxOutput.name)"
          return raised
        }))
    if drawing == nil, !result.failed, !printed {
      Terminal.out(
        withoutChanges(SourceFile(path: path, bytes: bytes), as: format, scenario: submitted))
    } else if drawing != nil, !result.failed, !result.empty, result.drawnUnchanged {
      Terminal.out("\n" + noChanges(format, scenario: submitted, drawn: true))
    }
    if !result.failed, result.empty {
      // A fresh file: its changes ran over nothing, which says nothing.
      Terminal.out(
        TextLayout.wrapped(
          drawing == nil
            ? "\(path) declares no views yet: describe the screen, then run it again."
            : "Nothing to draw: \(path) declares no views yet.",
          width: Terminal.width(), first: "", rest: ""))
    }
    return result.failed
  }

  /// For a description that prints nothing: its tree, and the changes the
  /// scenario it answers will run over it.
  static func withoutChanges(
    _ file: SourceFile, as format: DescriptionFormat, scenario: Scenario?
  ) -> String {
    var text = ""
    _ = Runner.run(
      file, as: format, drawing: TreeDrawing()
    ) { text += $0 }
    text += text.isEmpty ? "" : "\n"
    return text + noChanges(format, scenario: scenario, drawn: false)
  }

  /// What a description with no change or count shows, and the changes of
  /// the scenario it answers, which `check` runs over it.
  static func noChanges(_ format: DescriptionFormat, scenario: Scenario?, drawn: Bool) -> String {
    let width = Terminal.width()
    let lines = format == .swift ? "change or count statements" : "change or count lines"
    var text = TextLayout.wrapped(
      drawn
        ? "This file has no \(lines), so the drawing shows no change beside the tree."
        : "This file has no \(lines), so it prints no rows.",
      width: width, first: "", rest: "")
    if let scenario {
      text += TextLayout.wrapped(
        "grader check grades \(scenario.fullID) by running its changes over this tree: \(ChangeLines.listed(ChangeLines.labels(of: scenario.script))).",
        width: width, first: "", rest: "")
    }
    return text
  }

  /// The scenario the file at `path` is a submission of, named as every
  /// command names one, when the course folder is here or above.
  static func scenario(of path: String) -> Scenario? {
    guard path != "-", let root = Course.root() else { return nil }
    let catalog = Course.catalog(root + "Lessons")
    guard
      case .success(let ids) = Checker.select(
        [path], in: catalog, lessons: root + "Lessons", submissions: root + "Submissions"),
      ids.count == 1
    else { return nil }
    return catalog.scenarios.first { ids.contains($0.fullID) }
  }

}
