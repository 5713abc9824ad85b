import GraderKit
import GraderReaders

/// A wrong command line: what is wrong, and which command's help to read.
///
/// Rendered as `grader: error: MESSAGE`, the usage line, and a pointer to
/// `--help`; the process exits with 64.
struct UsageError: Error, CustomStringConvertible {
  /// What is wrong, lowercase.
  var message: String
  /// The command whose help applies, such as `run`; `nil` for `grader` itself.
  var command: String?

  var description: String {
    let name = command.map { "grader \($0)" } ?? "grader"
    let usage = Help.wrappedUsage(command)
    return "grader: error: \(message)\nusage: \(usage)\nSee '\(name) --help'.\n"
  }
}

/// A command line split into options, flags and positional arguments.
struct Arguments {
  /// The positional arguments, in order; `-` stays as written.
  var positionals: [String] = []
  /// Each option's value; the last one given wins.
  var options: [String: String] = [:]
  /// The flags given.
  var flags: Set<String> = []
  /// Every value of each repeatable option, in order.
  var repeated: [String: [String]] = [:]

  /// Parses `words` for `command`.
  ///
  /// Options take their value as `--name value` or `--name=value`; `--` ends
  /// the options.
  ///
  /// - Parameters:
  ///   - words: The words after the command's name.
  ///   - command: The command, for error messages.
  ///   - valued: The options that take a value.
  ///   - flags: The options that take none; `--help` and `-h` are always known.
  /// - Throws: ``UsageError`` for an unknown option or a missing value.
  init(
    _ words: some Collection<String>, command: String?, valued: Set<String>,
    flags known: Set<String>, repeatable: Set<String> = []
  ) throws(UsageError) {
    var rest = words[...]
    var onlyPositionals = false
    while let word = rest.popFirst() {
      if onlyPositionals || word == "-" || !word.hasPrefix("-") {
        positionals.append(word)
      } else if word == "--" {
        onlyPositionals = true
      } else if word == "-h" || word == "--help" {
        flags.insert("--help")
      } else {
        let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
        let name = parts[0]
        if valued.contains(name) || repeatable.contains(name) {
          let value: String
          if parts.count == 2 {
            value = parts[1]
          } else if let next = rest.popFirst() {
            value = next
          } else {
            throw UsageError(message: "option '\(name)' needs a value", command: command)
          }
          options[name] = value
          repeated[name, default: []].append(value)
        } else if known.contains(name) {
          guard parts.count == 1 else {
            throw UsageError(message: "option '\(name)' takes no value", command: command)
          }
          flags.insert(name)
        } else {
          let all = valued.union(known).union(repeatable).union(["--help"]).sorted()
          let guess =
            Suggestion.closest(to: name, among: all).map { "; did you mean '\($0)'?" } ?? ""
          throw UsageError(message: "unknown option '\(name)'\(guess)", command: command)
        }
      }
    }
  }

  /// The value of `option`, which must be one of `choices`.
  func choice(_ option: String, among choices: [String], default value: String, command: String?)
    throws(UsageError) -> String
  {
    guard let given = options[option] else { return value }
    guard choices.contains(given) else {
      throw UsageError(
        message: "option '\(option)' takes \(choices.joined(separator: ", ")), not '\(given)'",
        command: command)
    }
    return given
  }
}

extension Arguments {
  /// The report formats and files of `--format`, `--output` and every `--report FORMAT=FILE`.
  ///
  /// - Returns: The format for standard output, and the (format, file) pairs to write.
  func reports(command: String) throws(UsageError) -> (
    standardOutput: ReportFormat, files: [(ReportFormat, String)]
  ) {
    let names = ReportFormat.allCases.map(\.rawValue)
    let format = ReportFormat(
      rawValue: try choice("--format", among: names, default: "text", command: command))!
    var files: [(ReportFormat, String)] = []
    var standardOutput = format
    if let output = options["--output"] {
      files.append((format, output))
      standardOutput = .text
    }
    for report in repeated["--report"] ?? [] {
      let parts = report.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let chosen = ReportFormat(rawValue: parts[0]), !parts[1].isEmpty
      else {
        throw UsageError(
          message:
            "'--report' takes FORMAT=FILE with FORMAT one of \(names.joined(separator: ", ")), not '\(report)'",
          command: command)
      }
      files.append((chosen, parts[1]))
    }
    return (standardOutput, files)
  }
}
