import Foundation
import GraderKit
import GraderReaders

/// A wrong command line: what is wrong, and which command's help to read.
///
/// Rendered as `grader: error: MESSAGE`, the usage line (unless it names
/// something that does not exist), and a pointer to
/// `--help`; the process exits with 64.
struct UsageError: Error, CustomStringConvertible {
  /// What is wrong, lowercase.
  var message: String
  /// The command whose help applies, such as `run`; `nil` for `grader` itself.
  var command: String?
  /// Whether the usage line follows: not for a name the command line spells
  /// right but that names nothing, such as a scenario's id.
  var showsUsage = true

  var description: String {
    let name = command.map { "grader \($0)" } ?? "grader"
    let usage = Help.wrappedUsage(
      command.flatMap(Command.named),
      width: Terminal.environment("COLUMNS") != nil || isatty(2) == 1
        ? min(Help.width, max(40, Terminal.width())) : Help.width)
    return Terminal.said(.error, message) + (showsUsage ? "usage: \(usage)\n" : "")
      + "See '\(name) --help'.\n"
  }
}

/// A command line parsed by its command's declaration: the options it
/// declares, each choice checked, and the positional arguments.
struct Arguments {
  /// The command whose declaration parsed it.
  let command: Command
  /// The positional arguments, in order; `-` stays as written.
  private(set) var positionals: [String] = []
  /// Whether `-h` or `--help` came before any `--`: the command shows its help instead.
  private(set) var wantsHelp = false
  /// Every value of each option given, in order.
  private var values: [String: [String]] = [:]
  /// The flags given.
  private var flags: Set<String> = []

  /// Parses `words`, the words after the command's name, by `command`'s declaration.
  ///
  /// Options take their value as `--name value` or `--name=value`; `--` ends
  /// the options. With `-h` or `--help` among the options nothing else is
  /// checked.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a missing value, a
  ///   value given to a flag, or a value that is not one of the option's choices.
  init(_ words: some Collection<String>, for command: Command) throws(UsageError) {
    self.command = command
    let options = words.prefix { $0 != "--" }
    if options.contains(where: { $0 == "-h" || $0 == "--help" }) {
      wantsHelp = true
      return
    }
    var rest = words[...]
    var onlyPositionals = false
    while let word = rest.popFirst() {
      if onlyPositionals || word == "-" || !word.hasPrefix("-") {
        positionals.append(word)
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      guard let option = command.option(named: name) else {
        let known = command.options.map(\.name) + ["--help"]
        let guess =
          Suggestion.closest(to: name, among: known.sorted()).map { "; did you mean '\($0)'?" }
          ?? ""
        throw UsageError(message: "unknown option '\(name)'\(guess)", command: command.name)
      }
      if option.arity == .flag {
        guard parts.count == 1 else {
          throw UsageError(message: "option '\(name)' takes no value", command: command.name)
        }
        flags.insert(name)
        continue
      }
      let value: String
      if parts.count == 2 {
        value = parts[1]
      } else if let next = rest.popFirst() {
        value = next
      } else {
        throw UsageError(message: "option '\(name)' needs a value", command: command.name)
      }
      guard option.choices.isEmpty || option.choices.contains(value) else {
        let choices = option.choices.joined(separator: ", ")
        throw UsageError(
          message: "option '\(name)' takes \(choices), not '\(value)'", command: command.name)
      }
      values[name, default: []].append(value)
    }
    for option in command.options where option.isRequired && values[option.name] == nil {
      let what = option.summary.prefix(1).lowercased() + option.summary.dropFirst()
      throw UsageError(
        message: "missing '\(option.name) \(option.usageValue)': \(what.trimmingSuffix("."))",
        command: command.name)
    }
  }

  /// The value given to `option` (the last, when it is given more than
  /// once), else its declared default.
  subscript(option: Option) -> String? {
    let declared = command.option(named: option.name)
    assert(declared != nil, "\(command.name) has no \(option.name)")
    return values[option.name]?.last ?? declared?.defaultValue
  }

  /// The value of an option that is required or declares a default: the one
  /// given, else that default, written in its declaration alone.
  func value(_ option: Option) -> String {
    let declared = command.option(named: option.name)
    assert(
      declared?.defaultValue != nil || declared?.isRequired == true,
      "\(command.name)'s \(option.name) has no default")
    return self[option] ?? ""
  }

  /// The value of `option` for a command that may not declare it (`run`
  /// and `draw` share their code): `nil` when it does not.
  func ifDeclared(_ option: Option) -> String? {
    command.option(named: option.name) == nil ? nil : self[option]
  }

  /// The whole number in `option`'s range given to it, or its declared default.
  ///
  /// - Throws: ``UsageError`` for anything else, naming this command's help.
  func number(_ option: Option) throws(UsageError) -> Int? {
    guard let text = self[option] ?? option.defaultValue else { return nil }
    let range = option.range
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        message:
          "option '\(option.name)' takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'",
        command: command.name)
    }
    return number
  }

  /// The size in bytes `option` gives, such as `65536`, `64M` or `2G`, or
  /// its default's; `nil` when neither is.
  func size(_ option: Option) throws(UsageError) -> Int? {
    guard let text = self[option] ?? option.defaultValue else { return nil }
    let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
    let unit = text.last.flatMap { units[Character($0.uppercased())] }
    let digits = unit == nil ? Substring(text) : text.dropLast()
    guard let number = Int(digits), number >= 1, number <= (1 << 40) / (unit ?? 1) else {
      throw UsageError(
        message:
          "option '\(option.name)' takes a size in bytes such as 65536, 64M or 2G, not '\(text)'",
        command: command.name)
    }
    return number * (unit ?? 1)
  }

  /// Whether `option` was given.
  func has(_ option: Option) -> Bool {
    assert(command.option(named: option.name) != nil, "\(command.name) has no \(option.name)")
    return flags.contains(option.name) || values[option.name] != nil
  }

  /// Every value given to the repeatable `option`, in order.
  func all(_ option: Option) -> [String] {
    values[option.name] ?? []
  }

  /// The choice given to `option`, as `Choice`, or `fallback` when none is
  /// given (and the option declares no default). Parsing has checked that a
  /// given value is one of the declared choices.
  func choice<Choice: RawRepresentable>(_ option: Option, else fallback: Choice) -> Choice
  where Choice.RawValue == String {
    self[option].flatMap(Choice.init(rawValue:)) ?? fallback
  }
}

extension String {
  /// The string without `suffix` at its end.
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}

extension Arguments {
  /// The report formats and files of `--format`, `--output` and every `--report FORMAT=FILE`.
  ///
  /// - Returns: The format for standard output, and the (format, file) pairs to write.
  func reports() throws(UsageError) -> (
    standardOutput: ReportFormat, files: [(ReportFormat, String)]
  ) {
    let names = ReportFormat.allCases.map(\.rawValue)
    let format = choice(.format, else: ReportFormat.text)
    var files: [(ReportFormat, String)] = []
    var standardOutput = format
    if let output = self[.output] {
      files.append((format, output))
      standardOutput = .text
    }
    for report in all(.reportFile) {
      let parts = report.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let chosen = ReportFormat(rawValue: parts[0]), !parts[1].isEmpty
      else {
        throw UsageError(
          message:
            "'\(Option.reportFile.name)' takes FORMAT=FILE with FORMAT one of \(names.joined(separator: ", ")), not '\(report)'",
          command: command.name)
      }
      files.append((chosen, parts[1]))
    }
    return (standardOutput, files)
  }
}
