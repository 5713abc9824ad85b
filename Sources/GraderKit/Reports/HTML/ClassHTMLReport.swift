/// The HTML report of a class, to find who needs help: the verdicts per
/// scenario as a chart that is also a table (missing apart from failed), a
/// histogram of totals with its table, the most common mistakes clustered
/// by explanation and the groups of identical failing work, each listing
/// every student it holds, and the students lowest total first and by name.
///
/// It keeps a compact row per student and, per mistake and group, the
/// numbers of the students in it, so its memory and its pages grow
/// linearly with the class, whatever the students submitted.
package struct ClassHTMLReport: Sendable {
  /// One student's line in the tables.
  package struct Student: Sendable {
    package var name: UntrustedText
    package var total: Points
    package var maximum: Int
    /// How many scenarios got each verdict, in the order of `Verdict.allCases`.
    package var counts: [Int]
    package var error: String?
    /// Where the student's report is: `#id` or a relative address, already safe.
    package var link: String
    /// Whether nothing the student handed in could be graded.
    package var notSubmitted = false
    /// The folder graded, when the work sat one folder down.
    package var gradedFrom: String?
  }

  /// How many clusters of mistakes each scenario shows, most common first.
  package static let clustersShown = 5
  /// The longest list of students shown in place; a longer one gets a page
  /// of its own when the class has a folder of pages.
  package static let listShown = 20

  package var identity: HTMLIdentity
  package private(set) var tally: ClassTally
  package private(set) var students: [Student] = []
  /// Per scenario: the students who made each mistake, by its gist.
  var members: [[String: [Int32]]]
  /// How many students made each kind of mistake at least once.
  var kinds: [Finding.Kind: Int] = [:]
  /// The students by the fingerprint of their failing work.
  var sameWork: [String: [Int32]] = [:]

  package init(scenarios: [ScenarioInfo], identity: HTMLIdentity) {
    self.identity = identity
    tally = ClassTally(scenarios: scenarios)
    members = Array(repeating: [:], count: scenarios.count)
  }

  package var scenarios: [ScenarioInfo] { tally.scenarios }

  /// Notes how many hidden entries of the class folder were skipped.
  package mutating func noteHidden(_ count: Int) {
    tally.hidden = count
  }

  /// Adds a student's record, whose report is at `link`.
  package mutating func add(_ record: StudentRecord, link: String) {
    let number = Int32(students.count)
    tally.add(record)
    var counts = Array(repeating: 0, count: Verdict.allCases.count)
    var position = 0
    for result in record.results {
      counts[result.verdict.index] += 1
      while position < scenarios.count, scenarios[position].id != result.scenario {
        position += 1
      }
      guard position < scenarios.count else { continue }
      for gist in Set(result.findings.map(\.gist)) {
        members[position][gist, default: []].append(number)
      }
    }
    for kind in Set(record.results.flatMap { $0.findings.map(\.kind) }) {
      kinds[kind, default: 0] += 1
    }
    if let fingerprint = record.fingerprint { sameWork[fingerprint, default: []].append(number) }
    students.append(
      Student(
        name: record.displayName, total: record.score, maximum: record.maxScore, counts: counts,
        error: record.error, link: link, notSubmitted: record.notSubmitted,
        gradedFrom: record.gradedFrom))
  }

  /// The class page, with `details` (the students' sections, if any) at the
  /// end, and the pages of the lists too long for it.
  ///
  /// - Parameters:
  ///   - title: The page's title, plain text.
  ///   - pages: The folder of pages beside the class page, or `nil` when the
  ///     class has none: then every list stays on the class page.
  /// - Returns: The class page, and each list page as (file name, page).
  package func document(title: String, details: String, pages: Pages? = nil)
    -> (page: String, lists: [(name: String, page: String)])
  {
    var lists: [(name: String, page: String)] = []
    var body = "<main><header><h1>\(Escape.html(title))</h1>" + identity.header
    let broken = tally.broken.count
    body +=
      "<p class=\"summary\">Graded \(HTMLPage.counted(students.count, "student"))"
      + " against \(HTMLPage.counted(scenarios.count, "scenario"))"
      + (broken == 0 ? "." : " (\(broken) could not be graded).") + "</p>"
    if tally.notSubmitted > 0 {
      body +=
        "<p class=\"note\">\(HTMLPage.counted(tally.notSubmitted, "student")) handed in nothing"
        + " that could be graded: left out of the verdicts, pass rates and totals, and listed"
        + " with why in the tables of students.</p>"
    }
    if tally.hidden > 0 {
      body +=
        "<p class=\"note\">Skipped \(HTMLPage.counted(tally.hidden, "hidden entry", "hidden entries"))"
        + " of the class folder (names that begin with a dot), which are no students.</p>"
    }
    let alike = tally.lookAlikeNames
    if !alike.isEmpty {
      body += "<p class=\"note\">Names that look alike (letters of another script written \\u{…}): "
      body +=
        alike.prefix(ClassTally.listLimit).map { group in
          group.map {
            "<span class=\"name\">\(Escape.html(LookAlike.revealed($0.unescaped)))</span>"
          }
          .joined(separator: " and ")
        }.joined(separator: "; ") + ".</p>"
    }
    body += "</header>"
    let sections = [
      ("pass-rates", "Verdicts per scenario"), ("totals", "Totals"),
      ("mistakes", "Most common mistakes"), ("same-work", "Same failing work"),
      ("similar-work", "Similar work"), ("lowest", "Students, lowest total first"),
      ("students", "Students by name"),
    ]
    body += "<nav aria-label=\"Sections\"><ol>"
    for (id, name) in sections + (details.isEmpty ? [] : [("reports", "Students' reports")]) {
      body += "<li><a href=\"#\(id)\">\(name)</a></li>"
    }
    body += "</ol></nav>"
    func section(_ index: Int, _ content: String) -> String {
      "<section id=\"\(sections[index].0)\"><h2>\(sections[index].1)</h2>\(content)</section>"
    }
    body += section(0, verdictChart()) + section(1, histogram())
    body += section(2, clusters(pages: pages, lists: &lists))
    body += section(3, sameFailingWork(pages: pages, lists: &lists))
    body += section(4, similarWork())
    body += section(5, table(order: lowestFirst, caption: "Students, lowest total first"))
    body += section(6, table(order: Array(students.indices), caption: "Students by name"))
    if !details.isEmpty {
      body += "<section id=\"reports\"><h2>Students' reports</h2>\(details)</section>"
    }
    return (HTMLPage.document(title: title, identity: identity, body: body + "</main>"), lists)
  }

  /// The students' positions, lowest total first; equal totals in name order.
  package var lowestFirst: [Int] {
    students.indices.sorted {
      let (left, right) = (students[$0], students[$1])
      let (l, r) = (
        left.total.percentTenths(of: left.maximum), right.total.percentTenths(of: right.maximum)
      )
      return l != r ? l < r : $0 < $1
    }
  }

  /// The folder of pages beside the class page, for lists too long for it.
  package struct Pages: Sendable {
    /// The folder, as the class page links it: already safe.
    package var folder: String
    /// The class page, as a page in the folder links it: already safe.
    package var back: String

    package init(folder: String, back: String) {
      self.folder = folder
      self.back = back
    }
  }

  /// A link to a student's report, their name as its text.
  func link(to student: Int32) -> String {
    let student = students[Int(student)]
    return "<a class=\"name\" href=\"\(student.link)\">\(Escape.html(student.name))</a>"
  }

  /// The students of `group`, each linked: from the class page, or, with
  /// `pages`, from a page in that folder.
  func who(_ group: [Int32], from pages: Pages? = nil) -> String {
    guard let pages else {
      return "<ul class=\"who\">" + group.map { "<li>\(link(to: $0))</li>" }.joined() + "</ul>"
    }
    let folder = pages.folder + "/"
    var html = "<ul class=\"who\">"
    for number in group {
      let student = students[Int(number)]
      let address =
        student.link.hasPrefix(folder)
        ? String(student.link.dropFirst(folder.count)) : pages.back + student.link
      html += "<li><a class=\"name\" href=\"\(address)\">\(Escape.html(student.name))</a></li>"
    }
    return html + "</ul>"
  }

  /// A page of the folder, titled `title` (plain text), holding `body`.
  func page(_ title: String, body: String, pages: Pages) -> String {
    HTMLPage.document(title: title, identity: identity) { html in
      html += "<main><p><a href=\"\(pages.back)\">Back to the class report</a></p><header><h1>"
      html += Escape.html(title)
      html += "</h1>"
      html += identity.header
      html += "</header>"
      html += body
      html += "</main>"
    }
  }

  /// A list of students: in place when short or when there is no folder of
  /// pages; else a link to a page of its own, added to `lists`.
  func list(
    _ group: [Int32], page title: String, file: String, pages: Pages?,
    lists: inout [(name: String, page: String)]
  ) -> String {
    guard group.count > Self.listShown, let pages else { return who(group) }
    lists.append((file, page(title, body: who(group, from: pages), pages: pages)))
    return
      "<p><a href=\"\(pages.folder)/\(file)\">All \(group.count) students, on a page of their own</a></p>"
  }
}
