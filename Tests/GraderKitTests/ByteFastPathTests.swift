import Foundation
import GraderModel
import GraderReaders
import GraderTestSupport
import Testing

@testable import GraderKit

/// Text that is ASCII is read as bytes in the hot paths of a report and a
/// hint; each byte path must say what the path over characters says.
@Suite("Byte paths agree with character paths")
struct ByteFastPathTests {
  @Test("ASCII prose is cut into the words the character path cuts")
  func spans() {
    let samples = [
      "", " ", "one", "  two  spaces  ", "3 missing views and 12", "ends with 7",
      "type 'key itemCount environment' here.", "'closed' at once", "'", "''", "' x",
      "an 'open quote that never closes and runs on for more than forty characters in all",
      "(your line 4; source line 13) then",
      "(an open parenthesis that runs on and on, never closed",
      "'a quote', then (a note) and 2 'quoted words'.", "'ends?' ok", "'x'),", "(x)", "( )",
      "12 34 56", "a '1 2' b", "the path Submissions/01-local-state/counter.tree is long",
      "'one' 'two' 'three'", "(", ")", "'(' and ')'",
      "back with 'grader start 07-when-a-parent-runs-again/closure-captures-the-parent --force',",
      "'grader start " + String(repeating: "word ", count: 150) + "ends'",
    ]
    for sample in samples {
      #expect(
        TextLayout.quotedSpansKept(sample) == TextLayout.characterSpansKept(sample),
        "\(sample)")
    }
  }

  @Test("a quoted command to type stays one word, on a line of its own, at any width")
  func commandKept() {
    let command =
      "'grader start 07-when-a-parent-runs-again/closure-captures-the-parent --force',"
    let text = "or get its template back with \(command) which keeps this file aside"
    for width in [50, 80] {
      for spans in [TextLayout.quotedSpansKept(text), TextLayout.characterSpansKept(text + "é")] {
        #expect(spans.contains(command))
      }
      let lines = TextLayout.wrapped(text, width: width, first: "  ", rest: "  ")
        .split(separator: "\n")
      #expect(lines.contains { $0 == "  " + command })
    }
    // Other quoted text is kept only while short, and a runaway command is
    // cut into words after 512 characters.
    let runaway = "'grader start " + String(repeating: "word ", count: 150) + "ends'"
    #expect(TextLayout.quotedSpansKept(runaway).count > 1)
  }

  @Test("an ASCII source is scanned into the tokens the character path finds")
  func tokens() throws {
    var sources = [
      "struct A: View { var body: some View { Text(\"\\(count) items\") } }",
      "// a comment\nlet x = 1 /* block\n comment */ let y = $name",
      "let s = \"\"\"\n  multi \\(a + (b))\n  line\n  \"\"\"\nlet t = 2",
      "let unterminated = \"open\nlet next = 3", "/* never closed", "\"\\", "a_1 _b $c 12x",
      "f(g(h)) ) ( [x] {y}",
    ]
    let lessons = packageRoot.appendingPathComponent("Tests/Fixtures/Course/Lessons").path
    for case let path as String in FileManager.default.enumerator(atPath: lessons)!
    where path.hasSuffix(".scenario") {
      sources.append(try fixture(lessons + "/" + path))
    }
    for source in sources where !source.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) {
      #expect(
        SourceScanner.tokens(source) == SourceScanner.tokens(source, asCharacters: true),
        "\(source.prefix(60))")
    }
    #expect(sources.count > 10)
    // Lines that end in a carriage return and line feed, one character,
    // end comments and strings and count as lines all the same.
    for source in sources {
      let crlf = source.replacingOccurrences(of: "\n", with: "\r\n")
      #expect(
        SourceScanner.tokens(crlf).map { "\($0.line) \($0.text)" }
          == SourceScanner.tokens(source).map { "\($0.line) \($0.text)" },
        "\(source.prefix(60))")
    }
  }

  @Test("'::' and '##' are found wherever they stand, and nothing else is")
  func workflowPairs() {
    for length in 1...20 {
      for position in 0..<length {
        for pair in ["::", "##", ":#", "#:"] {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length + 1)
          let pairBytes = Array(pair.utf8)
          bytes[position] = pairBytes[0]
          bytes[position + 1] = pairBytes[1]
          let text = String(decoding: bytes, as: UTF8.self)
          #expect(
            ByteScan.mayHoldWorkflowCommand(text) == (pairBytes[0] == pairBytes[1]), "\(text)")
        }
      }
    }
    #expect(!ByteScan.mayHoldWorkflowCommand(":a:b#c#"))
    #expect(ByteScan.mayHoldWorkflowCommand("é::"))
    // Mixed texts of every length to 40, the same each run, against a
    // pair-by-pair look.
    var random = Shuffle(seed: 0x9E37_79B9_7F4A_7C15)
    let alphabet: [Character] = ["a", ":", "#", "é", "\"", " "]
    for _ in 0..<2_000 {
      let text = String(
        (0..<random.next(41)).map { _ in alphabet[random.next(alphabet.count)] })
      let bytes = Array(text.utf8)
      let expected = zip(bytes, bytes.dropFirst()).contains {
        $0 == $1 && ($0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "#"))
      }
      #expect(ByteScan.mayHoldWorkflowCommand(text) == expected, "\(text)")
    }
  }

  @Test("A name whose bytes hold no .bak is no backup; the rest are told as before")
  func backups() {
    let names: [(String, Bool)] = [
      ("counter.tree", false), ("counter.tree.bak", true), ("counter.tree.bak.2", true),
      ("counter.tree.bak.12", true), (".bak", true), ("x..bak", true), ("a.bak.x", false),
      ("a.ba", false), ("a.bak.2.tree", false), ("a.bak.", false), ("a.bakery", false),
      ("a..bak.3", true), ("a.b.bak", true), ("bak", false), ("a.bak.-3", true),
      ("écrit.tree.bak", true), ("écrit.tree", false), ("a.tree.bak.2x", false),
    ]
    for (name, backup) in names {
      #expect(SubmissionFiles.isBackup(name) == backup, "\(name)")
    }
  }

  @Test("A batch's paths lose the class folder's place by their bytes")
  func relocatedPaths() {
    let report = CheckReport(
      results: [], lessonDiagnostics: [],
      unrecognized: [
        ("/srv/class/ada/x.tree", nil), ("/srv/class/\u{301}ben/y.tree", nil),
        ("/srv/classic/z.tree", nil), ("/srv/class", nil),
      ],
      submissionsRoot: "/srv/class/ada", submissionsProblem: nil)
    var moved = report
    moved.relocate(from: "/srv/class", to: "class")
    #expect(moved.submissionsRoot == "class/ada")
    #expect(
      moved.unrecognized.map { Array($0.path.utf8) }
        == [
          "class/ada/x.tree", "class/\u{301}ben/y.tree", "/srv/classic/z.tree", "/srv/class",
        ].map { Array($0.utf8) })
  }

  @Test("Replacing matches bytes: every occurrence, overlapping none, a mark after it kept")
  func replacing() {
    let cases: [(String, String, String, String)] = [
      ("", "/", "x", ""), ("abc", "/", "x", "abc"), ("a/b/c", "/", "::", "a::b::c"),
      ("//", "/", "x", "xx"), ("aaa", "aa", "b", "ba"), ("\"\u{301}", "\"", "\\\"", "\\\"\u{301}"),
      ("/srv/c/x /srv/c/y", "/srv/c/", "c/", "c/x c/y"), ("/srv/c", "/srv/c/", "c/", "/srv/c"),
      ("tail /", "/", "", "tail "), ("é/é", "/", "-", "é-é"),
    ]
    for (text, target, replacement, expected) in cases {
      #expect(text.replacingAll(target, with: replacement) == expected, "\(text)")
    }
  }

  @Test("A fingerprint's digits are the number's sixteen lowercase hexadecimal digits")
  func fingerprintDigits() {
    var value: UInt64 = 0x9E37_79B9_7F4A_7C15
    for shape in [0, 1, 0xF, 0x10, 0xABC, UInt64.max, 1 << 63]
      + (0..<50).map({ _ in
        value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return value >> (value % 64)
      })
    {
      let digits = String(shape, radix: 16)
      #expect(
        SubmissionShape.text(shape) == String(repeating: "0", count: 16 - digits.count) + digits)
    }
  }

  @Test("A shape compared as it is agrees with the comparison of its digests")
  func shapes() throws {
    func tree(_ pairs: [(String, String?)]) throws -> ViewTree {
      try ViewTree(nodes: pairs.map { ViewNode($0.0, parent: $0.1, reads: []) }, storage: [:])
    }
    let trees = try [
      tree([("A", nil), ("B", "A"), ("C", "A")]),
      tree([("A", nil), ("C", "A"), ("B", "A")]),
      tree([("A", nil), ("B", "A"), ("C", "B")]),
      tree([("A", nil), ("B", "A")]),
      tree([("A", nil), ("B", nil), ("C", "A")]),
      tree([("\u{E9}", nil), ("B", "\u{E9}")]),
      tree([("e\u{301}", nil), ("B", "e\u{301}")]),
    ]
    for left in trees {
      for right in trees {
        #expect(
          left.hasShape(of: right)
            == (Digests.shape(left, scenario: "s") == Digests.shape(right, scenario: "s")))
      }
    }
  }

  @Test("Strings joined in one allocation are the strings added one after another")
  func concatenation() {
    let pieces = [
      "", "a", "short", "Submissions/01-local-state", "é", "e\u{301}", "\u{301}starts-with-a-mark",
      "👩‍👩‍👧", "\r\n", String(repeating: "long ", count: 40),
    ]
    for first in pieces {
      for second in pieces {
        for third in pieces {
          let joined = String(concatenating: first, second, third)
          #expect(Array(joined.utf8) == Array((first + second + third).utf8))
          #expect(
            [first, second, third].joinedText(separator: "/") == first + "/" + second + "/" + third)
        }
      }
    }
    #expect(String(concatenating: "", "") == "")
    #expect(String(concatenating: "").isEmpty)
  }

  @Test("A lesson's title from its ASCII name is the one its characters give")
  func lessonTitles() {
    func byCharacters(_ id: String) -> String {
      var words = id.split(separator: "-").map(String.init)
      if let first = words.first, first.allSatisfy(\.isNumber) { words.removeFirst() }
      let text = words.joined(separator: " ")
      return text.prefix(1).uppercased() + text.dropFirst()
    }
    let ids = [
      "04-environment-values", "environment", "01", "01-", "-a", "a--b", "", "7-up", "x-1-y",
      "ab12-cd", "04-Zebra", "12a-b", "0-0", "--", "über-01-x", "01-émile",
    ]
    for id in ids {
      #expect(Lesson.title(of: id) == byCharacters(id), "\(id)")
    }
  }

  @Test("A file's lines start where a byte-by-byte look says")
  func lineStarts() {
    var random = Shuffle(seed: 0x2545_F491_4F6C_DD1D)
    let pieces: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x61], [0x20], [0xC3, 0xA9]]
    for _ in 0..<500 {
      let bytes = (0..<random.next(60)).flatMap { _ in pieces[random.next(pieces.count)] }
      var expected = [0]
      for (offset, byte) in bytes.enumerated() where byte == 0x0A { expected.append(offset + 1) }
      #expect(SourceFile(path: "f", bytes: bytes).lineStarts == expected)
    }
  }
}

/// Numbers below a bound from a seed (xorshift): the same texts each run.
private struct Shuffle {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next(_ bound: Int) -> Int {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Int(state % UInt64(bound))
  }
}
