import Foundation
import GraderTestSupport
import Testing

@Suite("grader run")
struct RunTests {
  let measurements = packageRoot.path + "/Tests/GraderReadersTests/Fixtures/Measurements/"

  @Test("draw on a file that declares no views says so, rather than print nothing")
  func drawEmpty() throws {
    let folder = try makeTree(["empty.tree": "# nothing yet\n"])
    let result = try runGrader(["draw", "empty.tree"], in: folder)
    #expect(result.status == 0)
    #expect(result.standardOutput == "Nothing to draw: empty.tree declares no views yet.\n")
    // A fresh file from start: its change lines, and no view yet.
    let fresh = try makeTree(["t.tree": "# a task\nchange c k\ncount\n"])
    let drawn = try runGrader(["draw", "t.tree"], in: fresh)
    #expect(drawn.standardOutput == "Nothing to draw: t.tree declares no views yet.\n")
    let run = try runGrader(["run", "t.tree"], in: fresh)
    #expect(run.status == 0)
    #expect(
      run.standardOutput.hasSuffix(
        "t.tree declares no views yet: describe the screen, then run it again.\n"))
  }

  @Test(
    "prints a description's rows, and nothing on stderr",
    arguments: ["reader-deep.swift", "override.tree"])
  func rows(name: String) throws {
    let result = try runGrader(["run", measurements + name])
    let stem = name.split(separator: ".")[0]
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput == (try fixture(measurements + stem + ".txt")))
  }

  @Test(
    "a student's name reaches the terminal escaped and bounded, in the message, the note and its fix-it"
  )
  func hostileNames() throws {
    let long = String(repeating: "a", count: 100_000)
    let folder = try makeTree([
      "bidi.swift": "let x = [b\u{202E}evil\u{9B}]\n", "long.swift": "let x = [\(long)]\n",
    ])
    let bidi = try runGrader(["run", "bidi.swift"], in: folder)
    #expect(bidi.status == 1)
    #expect(bidi.standardError.contains("cannot find 'b\\u{202E}evil\\u{9B}' in scope"))
    #expect(
      !bidi.standardError.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x9B })
    let bounded = try runGrader(["run", "long.swift"], in: folder)
    #expect(bounded.status == 1)
    #expect(bounded.standardError.utf8.count < 2_000, "\(bounded.standardError.utf8.count) bytes")
    #expect(bounded.standardError.split(separator: "\n").allSatisfy { $0.count < 300 })
  }

  @Test("reads standard input for -, in the format it holds")
  func standardInput() throws {
    let text = try fixture(measurements + "object-in-environment.tree")
    let result = try runGrader(["run", "-"], input: text)
    #expect(result.status == 0)
    #expect(result.standardOutput == (try fixture(measurements + "object-in-environment.txt")))
    let forced = try runGrader(["run", "--as", "swift", "-"], input: text)
    #expect(forced.status == 1)
    #expect(
      forced.standardError.hasPrefix(
        "<stdin>:1:1: error: this is the .tree form, not the lesson's Swift form; it is read as the other"
      ))
  }

  @Test("a description with errors prints no rows, its errors on stderr, and exits 1")
  func errors() throws {
    let folder = try makeTree(["bad.tree": "key a enviroment\nA reads a\nchange c a\n"])
    let result = try runGrader(["run", "bad.tree"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasPrefix(
        "bad.tree:1:7: error: unknown storage 'enviroment'; a key is stored as 'environment', 'model OBJECT', 'published OBJECT' or 'state OWNER'\nkey a enviroment\n      ^~~~~~~~~~\n"
      ))
  }

  @Test("several files get headers, and a bad one does not stop the others")
  func severalFiles() throws {
    let folder = try makeTree(["a.tree": "A reads k\nchange c k\n", "b.txt": "x"])
    let result = try runGrader(["run", "a.tree", "missing.tree", "b.txt", "a.tree"], in: folder)
    #expect(result.status == 1)
    let row = "c: k changed | recomputed A out-of-scope | skipped none\n"
    #expect(
      result.standardOutput
        == "==> a.tree <==\n\(row)\n==> missing.tree <==\n\n==> b.txt <==\n\n==> a.tree <==\n\(row)"
    )
    #expect(result.standardError.contains("missing.tree:1:1: error: no such file"))
    #expect(
      result.standardError.contains(
        "b.txt:1:1: error: cannot tell the format from the file name; name it .swift or .tree, or pass --as"
      ))
  }

  @Test("a folder given as a file is an error")
  func folder() throws {
    let folder = try makeTree(["dir.tree/x": ""])
    let result = try runGrader(["run", "dir.tree"], in: folder)
    #expect(result.status == 1)
    #expect(result.standardError.contains("dir.tree:1:1: error: is a directory, not a file"))
  }

  @Test("color only when asked or on a terminal")
  func color() throws {
    let folder = try makeTree(["bad.tree": "key a enviroment\n"])
    let plain = try runGrader(["run", "bad.tree"], in: folder)
    #expect(!plain.standardError.contains("\u{1B}["))
    let always = try runGrader(["run", "--color", "always", "bad.tree"], in: folder)
    #expect(always.standardError.contains("\u{1B}[1;31merror: \u{1B}[0m"))
    let noColor = try runGrader(
      ["run", "--color=auto", "bad.tree"], in: folder, environment: ["NO_COLOR": "1"])
    #expect(!noColor.standardError.contains("\u{1B}["))
  }
}

@Suite("grader draw")
struct DrawTests {
  @Test("draws each description's tree, and refuses one with errors")
  func draw() throws {
    let result = try runGrader(
      [
        "draw", packageRoot.path + "/Tests/GraderReadersTests/Fixtures/Measurements/override.swift",
      ],
      environment: ["LC_ALL": "C.UTF-8", "COLUMNS": "80"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasPrefix(
        "ReaderScreen\n├─ ArticlePane  reads textScale (environment)\n└─ SidePane  reads paneTextScale (environment)\n\nchanges (· skipped):\n"
      ))
    let bad = try runGrader(["draw", "--ascii", "-"], input: "A reeds x\n")
    #expect(bad.status == 1)
    #expect(bad.standardOutput.isEmpty)
    #expect(bad.standardError.hasPrefix("<stdin>:1:3: error:"))
  }

  @Test("check --draw shows the student's tree under a failing scenario")
  func checkDraw() throws {
    let result = try runGrader(
      ["check", "--draw", "04-environment-values/override-as-two-keys"],
      environment: ["LC_ALL": "C.UTF-8"])
    #expect(
      result.standardOutput.contains(
        "      your tree:\n        ReaderScreen\n        ├─ ArticlePane  reads textScale (environment)\n"
      ))
  }
}
