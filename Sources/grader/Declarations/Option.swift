import Foundation
import GraderKit

/// One command-line option, declared once: the parser, the usage line, the
/// help and the command reference's option table all come from this value.
struct Option: Sendable {
  /// Whether an option stands alone, takes a value, or takes one each time it is repeated.
  enum Arity: Sendable { case flag, value, repeated }

  /// The option as typed, such as `--jobs`.
  let name: String
  let arity: Arity
  /// The value's name in the help, such as `n` (shown as `<n>`).
  let placeholder: String
  /// The value as the usage line shows it, such as `N` or `auto|always|never`.
  let usageValue: String
  /// The only values it takes, checked when the command line is parsed; empty for any value.
  let choices: [String]
  /// The value a command uses when the option is not given, if one is fixed.
  let defaultValue: String?
  /// What the help says of the default, when it is not simply ``defaultValue``.
  let defaultText: String?
  /// What the option does, one paragraph, wrapped by whoever shows it.
  let summary: String
  /// Whether the command cannot run without it.
  let isRequired: Bool
  /// Whether the usage line shows it (an alternative form may show it instead).
  let isInUsage: Bool
  /// The whole numbers it takes, when it takes one.
  var range: ClosedRange<Int> = 1...256

  /// A flag: an option that takes no value.
  static func flag(_ name: String, _ summary: String, inUsage: Bool = true) -> Option {
    Option(
      name: name, arity: .flag, placeholder: "", usageValue: "", choices: [], defaultValue: nil,
      defaultText: nil, summary: summary, isRequired: false, isInUsage: inUsage)
  }

  /// An option that takes a value.
  ///
  /// - Parameters:
  ///   - placeholder: The value's name in the help; the usage line shows it
  ///     upper-cased, or the choices joined with `|`.
  ///   - usage: The value as the usage line shows it, when neither of those.
  ///   - choices: The only values it takes.
  ///   - defaultValue: The value used when the option is not given.
  ///   - defaultText: What the help says of the default, if not `defaultValue`.
  ///   - repeated: Whether it may be given more than once, each value kept.
  static func value(
    _ name: String, _ placeholder: String, _ summary: String, usage: String? = nil,
    choices: [String] = [], defaultValue: String? = nil, defaultText: String? = nil,
    required: Bool = false, repeated: Bool = false, range: ClosedRange<Int> = 1...256
  ) -> Option {
    Option(
      name: name, arity: repeated ? .repeated : .value, placeholder: placeholder,
      usageValue: usage
        ?? (choices.isEmpty ? placeholder.uppercased() : choices.joinedText(separator: "|")),
      choices: choices, defaultValue: defaultValue, defaultText: defaultText, summary: summary,
      isRequired: required, isInUsage: true, range: range)
  }

  /// The option as the help lists it: `--jobs <n>`.
  var helpName: String { arity == .flag ? name : "\(name) <\(placeholder)>" }

  /// The option as the usage line shows it: `[--jobs N]`, `[--report FORMAT=FILE]...`.
  var usage: String {
    let bare = arity == .flag ? name : "\(name) \(usageValue)"
    if isRequired { return bare }
    return arity == .repeated ? "[\(bare)]..." : "[\(bare)]"
  }

  /// The summary and what it says of the default.
  var help: String {
    guard let shown = defaultText ?? defaultValue else { return summary }
    // A short default stays on one line: its spaces do not break.
    let kept = shown.count <= 20 ? shown.replacingOccurrences(of: " ", with: "\u{A0}") : shown
    return "\(summary) (default:\u{A0}\(kept))"
  }
}
