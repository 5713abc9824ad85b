import Foundation
import GraderKit
import GraderModel
import GraderReaders
import GraderTestSupport
import Testing

@Suite("The modelling convention in lessons and templates")
struct ConventionTests {
  /// The names of the `View` structs a SwiftUI source declares, in order.
  static func viewStructs(_ source: String) -> [String] {
    var names: [String] = []
    for line in source.split(separator: "\n") {
      let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" })
      guard let index = words.firstIndex(of: "struct"), index + 2 < words.count,
        words[index + 2] == "View" || words[index + 2] == "View,"
      else { continue }
      names.append(String(words[index + 1]))
    }
    return names
  }

  @Test("every scenario's reference has one node per View struct of its source, and no other")
  func oneNodePerViewType() {
    #expect(!shippedCatalog.scenarios.isEmpty)
    for scenario in shippedCatalog.scenarios {
      let structs = Self.viewStructs(scenario.source)
      let nodes = scenario.reference?.screens.first?.tree.nodes.map(\.name) ?? []
      #expect(Set(structs).count == structs.count, "\(scenario.fullID) declares a view twice")
      #expect(Set(nodes) == Set(structs), "\(scenario.fullID): nodes \(nodes), structs \(structs)")
    }
  }

  /// The scenarios whose tasks show the `.tree` form: an indented example, or
  /// a quoted clause ('ShareButton takes city', 'key Forecast environment').
  let showExamples: Set<String> = [
    "02-state-passed-down/grandchild-reads-through-bindings",
    "05-navigation-path/breadcrumb-beside-the-stack", "06-environment-scopes/same-key-two-values",
    "06-environment-scopes/nested-overrides",
    "06-environment-scopes/derived-override", "06-environment-scopes/object-replaced",
    "06-environment-scopes/settings-loaded-after-launch",
    "07-when-a-parent-runs-again/value-through-a-panel",
    "08-observable-object/shop-and-its-cart-store", "08-observable-object/a-plain-reference",
  ]

  @Test("every template states the convention and that check runs the scenario's own changes")
  func templates() {
    for scenario in shippedCatalog.scenarios {
      for format in [DescriptionFormat.tree, .swift] {
        let text = scenario.template(format)
        let mark = "// "
        let prose = text.split(separator: "\n").map {
          $0.hasPrefix(mark) ? String($0.dropFirst(mark.count)) : ""
        }.joined(separator: " ")
        #expect(prose.contains("one node per view type: a type used twice appears once"))
        #expect(prose.contains("Containers such as VStack, HStack or List"))
        #expect(prose.contains("it runs this scenario's own changes over them"))
        #expect(!prose.contains("runs the changes at the end of this file"))
        // A task's indented example keeps its lines, each quoted as written.
        for line in scenario.task.split(separator: "\n") where line.hasPrefix("    ") {
          #expect(text.contains("// \(line)\n"), "\(scenario.fullID): \(line)")
        }
        // The tasks write their examples in the .tree form: a Swift-form
        // file says how they read in its own, where the task has one.
        let example = showExamples.contains(scenario.fullID)
        #expect(
          prose.contains("The task's examples are written in the .tree form")
            == (format == .swift && example), "\(scenario.fullID)")
        #expect(
          prose.contains(#"'key k published Store' is the entry "k": .published"#)
            == (format == .swift && example))
      }
    }
  }

  @Test("every task asks: none tells what a view does, and each scenario has its reasoning")
  func tasksAsk() throws {
    for scenario in shippedCatalog.scenarios {
      let tree = try #require(scenario.reference?.screens.first?.tree)
      let problems = TaskWording.problems(scenario, tree: tree)
      #expect(problems.isEmpty, "\(scenario.fullID): \(problems.map(\.message))")
      #expect(!scenario.why.isEmpty, "\(scenario.fullID) has no '--- why'")
    }
  }

  @Test("no id or title says what runs or what no view reads; a renamed one keeps its old id")
  func namesDescribeTheScreen() {
    let outcomes: Set<String> = [
      "run", "runs", "skip", "skipped", "skips", "recomputed", "never", "nobody", "not", "no",
    ]
    for scenario in shippedCatalog.scenarios {
      let words = (scenario.id + " " + scenario.title).lowercased()
        .split { !$0.isLetter }.map(String.init)
      #expect(Set(words).isDisjoint(with: outcomes), "\(scenario.fullID): \(scenario.title)")
    }
    let renamed = Set(shippedCatalog.scenarios.flatMap(\.formerIDs))
    #expect(renamed.isSuperset(of: ["state-written-but-not-read", "every-holder-runs"]))
  }

  @Test("no hint on a key's storage or a view's place fires on a scenario's own reference")
  func referenceStorageAgreesWithSource() throws {
    var stored = 0
    for scenario in shippedCatalog.scenarios {
      let screen = try #require(scenario.reference?.screens.first)
      let hints = SourceHints.hints(
        screen: screen, map: scenario.sourceMap, keys: scenario.changedKeys
      ).filter {
        $0.sentence.contains(" @State property of ") || $0.sentence.contains("@Environment(")
          || $0.sentence.contains(" is built in ")
      }
      #expect(hints.isEmpty, "\(scenario.fullID): \(hints.map(\.sentence))")
      // Each key the source keeps in a @State is a state of that view in the reference.
      for view in scenario.sourceMap.views {
        for property in view.properties where property.wrapper == "State" {
          if let storage = screen.tree.storage[property.name] {
            #expect(storage == .state(owner: view.name), "\(scenario.fullID): \(property.name)")
            stored += 1
          }
        }
      }
    }
    #expect(stored > 20)
  }

  @Test("every key a script changes is named in the scenario's source")
  func changedKeysInSource() {
    for scenario in shippedCatalog.scenarios {
      let words = Set(
        scenario.source.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
      for key in scenario.changedKeys {
        #expect(
          words.contains(key), "\(scenario.fullID) changes \(key), which its source never names")
      }
    }
  }

  @Test("every change of a shipped script comes from somewhere: none names a placement 'at' a view")
  func changesComeFromSomewhere() {
    for scenario in shippedCatalog.scenarios {
      for case .change(let label, _, let placement) in scenario.script {
        #expect(
          placement == nil, "\(scenario.fullID): \(label) changes a placement at \(placement!)")
      }
      #expect(scenario.gradesShape, "\(scenario.fullID) does not grade its shape")
    }
  }

  @Test("no example in README or the documentation is the answer to a shipped scenario")
  func readmeExamples() throws {
    let folder = packageRoot.appendingPathComponent("Documentation")
    let documents =
      ["README.md"]
      + (try FileManager.default.contentsOfDirectory(atPath: folder.path)).filter {
        $0.hasSuffix(".md")
      }.sorted().map { "Documentation/" + $0 }
    var blocks: [String] = []
    for document in documents {
      let text = try String(
        contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8)
      blocks += text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }
        .map(\.element)
    }
    var trees = 0
    let expectedLines = Set(shippedCatalog.scenarios.flatMap { $0.expected.flatMap(\.lines) })
    let answers = shippedCatalog.scenarios.compactMap { scenario in
      scenario.reference?.screens.first.map { (scenario.fullID, Set($0.tree.nodes.map(\.name))) }
    }
    for block in blocks {
      let body = block.drop { $0 != "\n" }
      for line in body.split(separator: "\n") where line.contains(" changed | recomputed ") {
        #expect(!expectedLines.contains(String(line)), "README shows a shipped row: \(line)")
      }
      let read = DescriptionReader.check(
        SourceFile(path: "README.md", bytes: Array(body.utf8)), as: .tree)
      guard !read.hasErrors, let tree = read.screens.first?.tree, tree.nodes.count > 1 else {
        continue
      }
      trees += 1
      let names = Set(tree.nodes.map(\.name))
      for (id, answer) in answers {
        #expect(names != answer, "a README example has the views of \(id)")
      }
    }
    #expect(trees >= 3)
  }

  @Test("the override task says how to model the view used twice")
  func overrideTask() throws {
    let scenario = try #require(
      shippedCatalog.scenario("04-environment-values/override-with-a-view-in-between"))
    #expect(
      TextLayout.paragraphs(scenario.task).joined(separator: " ").contains(
        "SidebarRow once: the model has one node per view type"))
  }
}

@Suite("The project's files")
struct ProjectFileTests {
  @Test("CHANGELOG's first entry is the version the grader declares")
  func changelog() throws {
    let text = try fixture("CHANGELOG.md")
    let first = try #require(text.split(separator: "\n").first { $0.hasPrefix("## ") })
    #expect(first.hasPrefix("## \(GraderVersion.current) "), "\(first)")
  }

  @Test("a release builds the grader's targets with the settings this package builds them with")
  func releaseManifest() throws {
    let package = try fixture("Package.swift")
    let release = CourseFiles.manifest
    // The settings' declaration, line by line whatever the indentation.
    func settings(_ manifest: String) -> [Substring]? {
      guard let start = manifest.range(of: "let directMetadata"),
        let end = manifest.range(of: "\n]\n", range: start.upperBound..<manifest.endIndex)
      else { return nil }
      return manifest[start.lowerBound..<end.upperBound].split(separator: "\n").map {
        $0.drop { $0 == " " }
      }
    }
    #expect(settings(package) != nil)
    #expect(settings(package) == settings(release))
    // Each target's declaration, up to the parenthesis that closes it: the
    // last of its name, since the package is named as its executable is.
    // Both declare it alike, and a target of Swift with the settings.
    for target in CourseFiles.targets {
      var declarations: [String] = []
      for manifest in [package, release] {
        let start = try #require(
          manifest.range(of: "name: \"\(target)\"", options: .backwards), "\(target)")
        let end = try #require(manifest[start.upperBound...].firstIndex(of: ")"))
        declarations.append(manifest[start.upperBound..<end].filter { !$0.isWhitespace })
      }
      #expect(declarations[0] == declarations[1], "\(target)")
      let folder = packageRoot.appendingPathComponent("Sources/" + target).path
      let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
      let swift = files.contains { $0.hasSuffix(".swift") }
      #expect(declarations[0].contains("swiftSettings:directMetadata") == swift, "\(target)")
    }
  }

  @Test("no function of the command line is longer than 80 lines: policy lives in the kit")
  func thinExecutable() throws {
    let folder = packageRoot.appendingPathComponent("Sources/grader").path
    let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
    var measured = 0
    for file in files where file.hasSuffix(".swift") {
      let lines = try fixture("Sources/grader/" + file).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (start, line) in lines.enumerated() where line.contains("func ") {
        guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
        // Braces counted outside string literals, to the one that closes the body.
        var depth = 0
        var opened = false
        for index in start..<lines.count {
          var quoted = false
          for character in lines[index] {
            if character == "\"" { quoted.toggle() }
            if quoted { continue }
            if character == "{" { (depth, opened) = (depth + 1, true) }
            if character == "}" { depth -= 1 }
          }
          if opened && depth <= 0 {
            #expect(index - start + 1 <= 80, "\(file):\(start + 1) is \(index - start + 1) lines")
            measured += 1
            break
          }
        }
      }
    }
    #expect(measured > 50)
  }

  @Test("README links every document it routes to, and each exists")
  func links() throws {
    let readme = try fixture("README.md")
    for document in [
      "Documentation/Students.md", "Documentation/Model.md", "Documentation/WritingLessons.md",
      "Documentation/GradingAClass.md", "Documentation/Commands.md",
      "Documentation/Performance.md", "Documentation/Diagnostics.md", "CONTRIBUTING.md",
      "SECURITY.md", "LICENSE", "CHANGELOG.md",
    ] {
      #expect(readme.contains("(\(document))"), "\(document)")
      #expect(
        FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(document).path),
        "\(document)")
    }
  }
}
