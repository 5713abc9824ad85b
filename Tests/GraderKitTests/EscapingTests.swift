import Foundation
import GraderKit
import GraderReaders
import GraderTestSupport
import GraderWorkloads
import Testing

@Suite("Escaping student-controlled text for each output")
struct EscapingTests {
  @Test(
    "terminal: control characters, line breaks and bidi overrides become escapes",
    arguments: [
      ("Evil\n::error::x", "Evil\\n::error::x"), ("a\tb\rc", "a\\tb\\rc"),
      ("esc\u{1B}[2J", "esc\\u{1B}[2J"), ("del\u{7F}", "del\\u{7F}"), ("c1\u{9B}", "c1\\u{9B}"),
      ("bidi\u{202E}x", "bidi\\u{202E}x"), ("ls\u{2028}x", "ls\\u{2028}x"), ("plain é", "plain é"),
    ])
  func terminal(text: String, expected: String) {
    #expect(Escape.terminal(text) == expected)
  }

  @Test(
    "CSV: RFC 4180 quoting and a leading quote on cells a spreadsheet would run",
    arguments: [
      ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
      ("=1+1", "\"'=1+1\""), ("+1", "\"'+1\""), ("-h09-dash", "\"'-h09-dash\""),
      ("@SUM(A1)", "\"'@SUM(A1)\""), ("\tTab", "\"'\tTab\""), ("\rCR", "\"'\rCR\""),
      ("line\nbreak", "\"line\nbreak\""), ("a-b", "a-b"),
      // Names, digests and numbers pass as they are; `-` only after the first byte.
      ("ada_1.v2/x", "ada_1.v2/x"), ("", ""), ("-", "\"'-\""), ("1.5", "1.5"),
      ("a::b", "a::b"), ("::error::x", "\"'::error::x\""), ("é", "é"),
      // A combining mark after a quote does not hide the quote.
      ("say \"\u{301}hi", "\"say \"\"\u{301}hi\""),
    ])
  func csv(text: String, expected: String) {
    #expect(Escape.csvField(text) == expected)
  }

  @Test("Markdown cell: one line, no table break, no HTML")
  func markdown() {
    #expect(Escape.markdownCell("a | b\nc <b>&") == "a \\| b\\\\nc &lt;b&gt;&amp;")
    #expect(Escape.markdownCell("[x](y) `z` *w*") == "\\[x\\]\\(y\\) \\`z\\` \\*w\\*")
    #expect(Escape.markdownCell(String(repeating: "a", count: 400)).count == 301)
  }

  @Test("YAML: double-quoted scalars escape everything outside YAML's printable set")
  func yaml() {
    #expect(Escape.yamlQuoted("a\"b\\c") == "\"a\\\"b\\\\c\"")
    #expect(
      Escape.yamlQuoted("\u{1}\u{1B}\u{7F}\u{85}\u{2028}\u{FEFF}")
        == "\"\\x01\\x1B\\x7F\\x85\\u2028\\uFEFF\"")
    #expect(Escape.yamlQuoted("line\nnext\ttab") == "\"line\\nnext\\ttab\"")
    // Printable characters of every UTF-8 length stay as they are, beside
    // the ones escaped; C1 controls, U+FFFE and U+FFFF are escaped.
    #expect(
      Escape.yamlQuoted("é\u{80}中\u{FFFE}😀\u{2029}\u{9F}\u{A0}\u{FFFD}\u{10FFFF}")
        == "\"é\\x80中\\uFFFE😀\\u2029\\x9F\u{A0}\u{FFFD}\u{10FFFF}\"")
    #expect(Escape.yamlLiteralSafe("two\nlines"))
    #expect(!Escape.yamlLiteralSafe("esc\u{1B}"))
    #expect(Escape.tapDescription("a # b \\ c\nd") == "a \\# b \\\\ c\\\\nd")
    #expect(Escape.tapDescription("#\u{301}\\\u{301}") == "\\#\u{301}\\\\\u{301}")
  }

  @Test("XML: markup escaped, line breaks kept as references, forbidden characters replaced")
  func xml() {
    #expect(
      Escape.xml("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;")
    #expect(Escape.xml("a\nb\u{1}\u{FFFE}") == "a&#10;b\u{FFFD}\u{FFFD}")
    // Other characters whose UTF-8 starts as U+FFFE's does are kept.
    #expect(
      Escape.xml("\u{FFFF}\u{FFFD}\u{FF21}\u{F000}é\t\r")
        == "\u{FFFD}\u{FFFD}\u{FF21}\u{F000}é&#9;&#13;")
  }

  @Test("GitHub workflow commands: data and properties escaped as the runner reads them")
  func workflow() {
    #expect(Escape.workflowData("50%\r\n::x") == "50%25%0D%0A::x")
    #expect(Escape.workflowProperty("a,b:c") == "a%2Cb%3Ac")
  }

  @Test("'##[', a workflow command anywhere in a line, is spelled another way in every format")
  func commandPrefix() throws {
    #expect(Escape.xml("a##[error]b ##x [c ###[") == "a##&#91;error]b ##x [c ###&#91;")
    #expect(Escape.yamlQuoted("##[add-mask]x") == "\"##\\x5Badd-mask]x\"")
    #expect(Escape.yamlQuoted("plain #[ ## [") == "\"plain #[ ## [\"")
    #expect(!Escape.yamlLiteralSafe("ok\nthen ##[group]x"))
    #expect(!Escape.yamlLiteralSafe("ok\n  \t::error::x"))
    // The runner trims every Unicode white space, a no-break space too.
    #expect(!Escape.yamlLiteralSafe("ok\n\u{A0}::warning::x"))
    #expect(!Escape.yamlLiteralSafe("\u{3000}\u{2009}::x"))
    #expect(Escape.yamlLiteralSafe("a::b\n: :x\n# [x]"))
    let text = "##[error title=x]y \"##\" ##[##["
    let json = JSONText.encode([text], pretty: false)
    #expect(json == ###"["##\u005berror title=x]y \"##\" ##\u005b##\u005b"]"###)
    let decoded = try JSONDecoder().decode([String].self, from: Data(json.utf8))
    #expect(decoded == [text])
  }

  @Test(
    "a shell word: plain as it is, anything else in single quotes, a quote written '\\''",
    arguments: [
      (
        "Submissions/01-local-state/sibling-fields.tree",
        "Submissions/01-local-state/sibling-fields.tree"
      ),
      (
        "Submissions/01-local-state/sibling fields.tree",
        "'Submissions/01-local-state/sibling fields.tree'"
      ),
      ("O'Neil/a.tree", "'O'\\''Neil/a.tree'"),
      ("$(rm -rf ~)", "'$(rm -rf ~)'"),
      ("a;b|c&d*e", "'a;b|c&d*e'"),
      ("é.tree", "'é.tree'"),
      ("", "''"),
    ])
  func shellWord(word: String, expected: String) {
    #expect(Escape.shellWord(word) == expected)
  }

  @Test("a diagnostic for the terminal keeps its caret column and never starts with '::'")
  func diagnostic() {
    let file = SourceFile(path: "s\n::x/a.tree", text: "::error \u{1B}[2J here\n")
    let original = file.diagnostic(.error, "bad 'x\u{1B}'", id: "test.bad", at: 9)
    let safe = Escape.terminal(original)
    #expect(safe.location?.path == "s\\n::x/a.tree")
    #expect(safe.message == "bad 'x\\u{1B}'")
    #expect(safe.sourceLine?.hasPrefix("\u{2236}:error ") == true)
    #expect(safe.sourceLine?.unicodeScalars.contains { $0.value < 0x20 } == false)
    #expect(safe.sourceLine?.count == original.sourceLine?.count)
    let text = DiagnosticRenderer().render(safe)
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("::") })
  }

  @Test("escaping is linear: 4x the text costs about 4x the time")
  func linear() {
    func cost(_ count: Int) -> Double {
      let text = String(repeating: "a\u{1B}|,=\n<\"", count: count)
      return (0..<5).map { _ in
        threadSeconds {
          _ = Escape.terminal(text)
          _ = Escape.csvField(text)
          _ = Escape.markdownCell(text, limit: .max)
          _ = Escape.yamlQuoted(text)
          _ = Escape.xml(text)
          _ = Escape.workflowProperty(text)
        }
      }.min()!
    }
    _ = cost(20_000)
    let ratio = growth(from: 50_000, to: 200_000, limit: 8, runs: 1, measure: cost)
    #expect(ratio < 8, "4x the size took \(ratio)x the time")
  }

  @Test("JSON, XML and YAML write C1 controls, bidirectional overrides and DEL as escapes")
  func machineFormatsEscapeUntrusted() throws {
    let text = "a\u{9B}b\u{202E}c\u{7F}d\u{E0041}"
    let json = JSONText.encode([text], pretty: false)
    #expect(json == "[\"a\\u009bb\\u202ec\\u007fd\\udb40\\udc41\"]")
    let decoded = try JSONDecoder().decode([String].self, from: Data(json.utf8))
    #expect(decoded == [text])
    #expect(Escape.xml(text) == "a&#155;b&#8238;c&#127;d&#917569;")
    #expect(Escape.yamlQuoted(text) == "\"a\\x9Bb\\u202Ec\\x7Fd\\U000E0041\"")
    #expect(!Escape.yamlLiteralSafe("a\u{202E}b"))
    // Accented letters and emoji are no such characters: copied as they are.
    #expect(JSONText.encode(["é👩"], pretty: false) == "[\"é👩\"]")
    #expect(Escape.xml("é👩") == "é👩")
  }
}
