import GraderKit
import GraderReaders

/// `grader run FILE…`: prints the rows of each description.
enum RunCommand {
  static func main(_ words: [String]) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "run", valued: ["--as", "--color"], flags: [])
    let forced = try arguments.choice(
      "--as", among: ["swift", "tree"], default: "", command: "run")
    let color = try arguments.choice(
      "--color", among: ["auto", "always", "never"], default: "auto", command: "run")
    guard !arguments.positionals.isEmpty else {
      throw UsageError(message: "missing a FILE to run", command: "run")
    }
    let renderer = DiagnosticRenderer(color: Terminal.color(color, descriptor: 2))
    var failed = false
    for (number, path) in arguments.positionals.enumerated() {
      if arguments.positionals.count > 1 {
        Terminal.out("\(number == 0 ? "" : "\n")==> \(path) <==\n")
      }
      let bytes: [UInt8]
      do {
        bytes = path == "-" ? try FileLoader.standardInput() : try FileLoader.bytes(at: path)
      } catch {
        Terminal.err(renderer.render(.error(error.reason, path: path)))
        failed = true
        continue
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
              "cannot tell the format from the file name; name it .swift or .tree, or pass --as",
              path: path)))
        failed = true
        continue
      }
      let result = Runner.run(
        SourceFile(path: path == "-" ? "<stdin>" : path, bytes: bytes), as: format,
        renderer: renderer)
      Terminal.out(result.standardOutput)
      Terminal.err(result.standardError)
      failed = failed || result.failed
    }
    return failed ? 1 : 0
  }
}
