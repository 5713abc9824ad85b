import Foundation

/// The help, the usage lines and the command reference's option table, all rendered from
/// the commands' and options' declarations (``Command``, ``Option``).
enum Help {
  /// The widest help is wrapped to; a narrower terminal gets its own width.
  static let width = 80

  /// The width help is wrapped to on this terminal: `COLUMNS`, else the
  /// terminal's, at most ``width`` and at least 40.
  static var terminalWidth: Int { max(40, min(width, Terminal.width())) }
  /// The column where the summaries of options, arguments and commands start.
  static let summaryColumn = 24

  /// The usage line of `command`, or of `grader` itself.
  static func usage(_ command: Command?) -> String {
    guard let command else { return "grader <command> [options]" }
    let options = command.options.filter(\.isInUsage).map(\.usage)
    let words = ["grader", command.name] + options + [command.usageArguments]
    return words.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// The usage line of `command`, wrapped to 80 columns after a 7-column
  /// lead (`usage: `, `USAGE: `), each bracketed option kept whole.
  static func wrappedUsage(_ command: Command?, width: Int = Help.width) -> String {
    var groups: [String] = []
    var depth = 0
    for word in usage(command).split(separator: " ") {
      if depth > 0, let last = groups.popLast() {
        groups.append(last + " " + word)
      } else {
        groups.append(String(word))
      }
      depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
    }
    var lines: [String] = []
    var line = ""
    for group in groups {
      if !line.isEmpty, 7 + line.count + 1 + group.count > width {
        lines.append(line)
        line = group
      } else {
        line += (line.isEmpty ? "" : " ") + group
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n       ")
  }

  /// The full help of `command`, or of `grader` itself.
  static func text(_ command: Command?, width: Int = Help.width) -> String {
    guard let command else { return main(width: width) }
    func entry(_ item: (name: String, summary: String)) -> String {
      Help.entry(item, width: width)
    }
    var text = paragraphs(command.overview, lead: "OVERVIEW: ", width: width) + "\n"
    text += "USAGE: \(wrappedUsage(command, width: width))\n\n"
    if let after = command.afterUsage { text += paragraphs(after, width: width) + "\n" }
    if !command.arguments.isEmpty {
      text += "ARGUMENTS:\n" + command.arguments.map(entry).joined() + "\n"
    }
    let options = command.options.map { entry(($0.helpName, $0.help)) }
    text += "OPTIONS:\n" + options.joined() + entry(("-h, --help", "Show help information."))
    text += "\n"
    if !command.environment.isEmpty {
      text += "ENVIRONMENT:\n" + command.environment.map(entry).joined() + "\n"
    }
    if let notes = command.notes { text += paragraphs(notes, width: width) + "\n" }
    text += "EXIT CODES:\n" + paragraphs(command.exitCodes, indent: "  ", width: width)
    return text
  }

  /// The help of `grader` itself.
  static func main(width: Int = Help.width) -> String {
    func entry(_ item: (name: String, summary: String)) -> String {
      Help.entry(item, width: width)
    }
    let overview = """
      Grade descriptions of SwiftUI screens against the course's invalidation model.

      A description says which view reads which key and where each key is stored.
      grader reads it as data, never compiling or running it, and prints the rows the
      lesson's model prints: which views a change recomputes, and why.
      """
    return paragraphs(overview, lead: "OVERVIEW: ", width: width) + "\n"
      + "USAGE: \(wrappedUsage(nil, width: width))\n\n"
      + "COMMANDS:\n" + Command.all.map { entry(($0.name, $0.summary)) }.joined() + "\n"
      + "OPTIONS:\n" + entry(("-h, --help", "Show help information."))
      + entry(("--version", "Show the version, the one every result records.")) + "\n"
      + "EXIT CODES:\n"
      + paragraphs(
        "0 success, 1 failures or description errors, 2 broken lessons, 64 bad usage.",
        indent: "  ", width: width) + "\n"
      + "See 'grader <command> --help' for a command's help.\n"
  }

  /// One entry of a list: its name two columns in, and its summary wrapped
  /// from column 24 (on the next line when the name reaches it).
  static func entry(_ item: (name: String, summary: String), width: Int = Help.width) -> String {
    // On a narrow terminal summaries start nearer the names.
    let summaryColumn = width < 70 ? 16 : Self.summaryColumn
    let pad = String(repeating: " ", count: summaryColumn)
    let lines = wrap(flowed(item.summary), width: width - summaryColumn)
    let head = "  " + item.name
    var text: String
    var rest = lines[...]
    if head.count + 2 <= summaryColumn {
      let first = rest.popFirst() ?? ""
      text = head + String(repeating: " ", count: summaryColumn - head.count) + first + "\n"
    } else {
      text = head + "\n"
    }
    for line in rest { text += pad + line + "\n" }
    return text
  }

  /// `text`'s paragraphs (separated by a blank line) each wrapped to the
  /// width, the first line of the first after `lead`, every line after `indent`.
  static func paragraphs(
    _ text: String, lead: String = "", indent: String = "", width: Int = Help.width
  ) -> String {
    var result = ""
    for (number, paragraph) in text.components(separatedBy: "\n\n").enumerated() {
      let prefix = number == 0 ? lead : ""
      var lines = wrap(prefix + flowed(paragraph), width: width - indent.count)
      lines = lines.map { indent + $0 }
      result += lines.joined(separator: "\n") + "\n\n"
    }
    return String(result.dropLast())
  }

  /// `text` as one line: its line breaks are spaces.
  static func flowed(_ text: String) -> String {
    text.split(separator: "\n").map(trimmed).joined(separator: " ")
  }

  /// `line` without the spaces that start and end it.
  static func trimmed(_ line: Substring) -> Substring {
    var line = line.drop { $0 == " " }
    while line.last == " " { line = line.dropLast() }
    return line
  }

  /// `line`'s words in lines of at most `width` columns; a longer word keeps a line of its own.
  static func wrap(_ line: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in line.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    // A no-break space keeps its words together, then shows as a space.
    return lines.map { $0.replacingOccurrences(of: "\u{A0}", with: " ") }
  }
}

extension Help {
  /// README's table of options: one row per declared option, with the
  /// commands that take it, in the order the commands' help lists them.
  static func optionTable() -> String {
    var rows: [(option: Option, commands: [String])] = []
    for command in Command.all {
      for option in command.options {
        if let index = rows.firstIndex(where: {
          $0.option.name == option.name && $0.option.help == option.help
            && $0.option.usageValue == option.usageValue
        }) {
          rows[index].commands.append(command.name)
        } else {
          rows.append((option, [command.name]))
        }
      }
    }
    var table = "| option | commands | what it does |\n|---|---|---|\n"
    for (option, commands) in rows {
      let shown = option.arity == .flag ? option.name : "\(option.name) \(option.usageValue)"
      let cells = [
        "`\(shown)`" + (option.isRequired ? " (required)" : ""),
        commands.joined(separator: ", "),
        option.help.replacingOccurrences(of: "\u{A0}", with: " "),
      ]
      table +=
        "| "
        + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }
        .joined(separator: " | ") + " |\n"
    }
    return table
  }
}
