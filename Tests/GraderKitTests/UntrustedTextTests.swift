import Foundation
import GraderKit
import GraderReaders
import GraderTestSupport
import Testing

/// The Swift compiler on the PATH, which `swift test` runs beside.
let swiftCompiler = executableOnPath("swiftc")

@Suite("Untrusted text")
struct UntrustedTextTests {
  /// Type-checks `UntrustedText.swift` with a writer whose body is `body`.
  func typeCheck(_ body: String) throws -> ProcessResult {
    let folder = try makeTree([
      "Writer.swift": "func write(_ name: UntrustedText) -> String {\n\(body)\n}\n"
    ])
    let source = packageRoot.appendingPathComponent(
      "Sources/GraderKit/Reports/Escaping/UntrustedText.swift")
    return try runProcess(
      try #require(swiftCompiler),
      [
        "-typecheck", "-swift-version", "6", "-package-name", "grader", source.path,
        folder.appendingPathComponent("Writer.swift").path,
      ])
  }

  @Test(
    "a writer that interpolates a student's name, or adds it to a string, does not compile",
    .enabled(if: swiftCompiler != nil, "no swiftc on the PATH"),
    arguments: [
      "  \"Report for \\(name)\"", "  \"<td>\" + name + \"</td>\"", "  \"a\" + name",
    ])
  func refused(body: String) throws {
    let result = try typeCheck(body)
    #expect(result.status != 0, "\(body) compiled")
    #expect(
      result.standardError.contains("ambiguous use of 'appendInterpolation'")
        || result.standardError.contains("binary operator '+' cannot be applied")
        || result.standardError.contains("cannot convert value of type 'UntrustedText'"),
      "\(result.standardError)")
  }

  @Test(
    "a writer that says what it does with the text compiles",
    .enabled(if: swiftCompiler != nil, "no swiftc on the PATH"))
  func chosen() throws {
    let result = try typeCheck("  \"Report for \" + name.unescaped")
    #expect(result.status == 0, "\(result.standardError)")
  }

  @Test("each output's escaping takes it, and escapes it as that output's text")
  func escaped() {
    let name = UntrustedText("<b>\u{1B}[2J,\"x\"\n::error::y")
    #expect(Escape.terminal(name) == Escape.terminal(name.unescaped))
    #expect(Escape.html(name) == Escape.html(name.unescaped))
    // A spreadsheet shows what it holds: its controls are escapes first.
    #expect(Escape.csvField(name) == Escape.csvField(Escape.terminal(name.unescaped)))
    #expect(!Escape.csvField(name).contains("\u{1B}"))
    #expect(Escape.xml(name) == Escape.xml(name.unescaped))
    #expect(Escape.yamlQuoted(name) == Escape.yamlQuoted(name.unescaped))
    #expect(Escape.markdownCell(name) == Escape.markdownCell(name.unescaped))
    #expect(!Escape.terminal(name).contains("\u{1B}"))
    #expect(!Escape.html(name).contains("<b>"))
  }

  @Test(
    "a prepended concatenation mark, which joins the character after it, is escaped like a control",
    arguments: [
      "\u{600}", "\u{605}", "\u{6DD}", "\u{70F}", "\u{890}", "\u{8E2}", "\u{110BD}", "\u{110CD}",
    ]
  )
  func prependedMarks(mark: String) {
    let name = mark + "counter.tree"
    #expect(UntrustedCharacter.any(in: name))
    #expect(!Escape.terminal(name).unicodeScalars.contains(mark.unicodeScalars.first!))
    // Beside them, letters of the same scripts are left as they are.
    #expect(!UntrustedCharacter.any(in: "\u{627}\u{6DE}\u{710}\u{8A0}"))
  }
}
