#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Writes a batch's class report as students are graded.
///
/// A small class gets one page: the class report, then every student's
/// section. A larger one gets the class report alone in the file, and a page
/// per student in a folder beside it (`class.html` → `class-students/0001.html`),
/// named by number so that no student's folder name ever becomes a path or an
/// address; lists of students too long for the class page go there too
/// (`mistake-1.html`, `same-1.html`). The pages grow linearly with the class.
package final class HTMLBatchWriter {
  /// The largest class whose students' sections go into the class page itself.
  package static let inlineLimit = 20

  private let path: String
  private let pagesFolder: String?
  private let renderer: StudentPages
  private var report: ClassHTMLReport
  private var sections = HTMLWriter()
  private var written: Set<String> = []

  /// Starts the report of a class of `count` students, to be written to `path`.
  ///
  /// - Parameter classRoot: The class folder, whose paths the pages show
  ///   from its name on.
  package init(
    path: String, scenarios: [ScenarioInfo], count: Int, exact: Bool, identity: HTMLIdentity,
    classRoot: String
  ) throws(FileLoader.Failure) {
    self.path = path
    report = ClassHTMLReport(scenarios: scenarios, identity: identity)
    let folder = Self.pagesFolder(for: path)
    let inline = count <= Self.inlineLimit
    pagesFolder = inline ? nil : folder
    renderer = StudentPages(
      identity: identity, exact: exact, paths: PathShortener(folder: classRoot),
      back: inline
        ? nil : ("../" + Self.address(Self.lastComponent(path)), "Back to the class report"),
      folder: pagesFolder)
    if !inline { try FileLoader.createFolder(folder) }
  }

  /// What the workers may render and write ahead, each student's page, in
  /// parallel: `nil` for a class on one page, whose sections need their
  /// place in it.
  package var pages: StudentPages? { pagesFolder == nil ? nil : renderer }

  /// The folder of pages beside `path`: its name without `.html`, then `-students`.
  package static func pagesFolder(for path: String) -> String {
    let base = path.hasSuffix(".html") ? String(path.dropLast(5)) : path
    return base + "-students"
  }

  /// Adds one graded student: their page, or their section for the end.
  package func add(_ graded: GradedStudent) throws(FileLoader.Failure) {
    let number = report.students.count + 1
    if let pagesFolder {
      let file = StudentPages.fileName(number)
      if let failure = graded.pageFailure { throw failure }
      if !graded.pageWritten {
        try AtomicFile.write(renderer.page(graded).bytes, to: pagesFolder + "/" + file)
      }
      written.insert(file)
      report.add(graded.record, link: Self.address(Self.lastComponent(pagesFolder)) + "/" + file)
    } else {
      sections += "<section class=\"student\" id=\"st\(number)\">"
      renderer.section(graded, anchor: "st\(number)-", level: 3, into: &sections)
      sections += "</section>"
      report.add(graded.record, link: "#st\(number)")
    }
  }

  /// Writes the class page and the pages of its long lists; `warn` says
  /// when a file of the user's in its place was moved aside.
  package func finish(title: String? = nil, warn: (String) -> Void = { _ in })
    throws(FileLoader.Failure)
  {
    let title = title ?? "Class report for \(report.identity.course)"
    let pages = pagesFolder.map {
      ClassHTMLReport.Pages(
        folder: Self.address(Self.lastComponent($0)),
        back: "../" + Self.address(Self.lastComponent(path)))
    }
    let (page, lists) = report.document(title: title, details: sections.text, pages: pages)
    if let pagesFolder {
      for (name, list) in lists {
        try AtomicFile.write(list, to: pagesFolder + "/" + name)
        written.insert(name)
      }
    }
    if let warning = try ReportFile.setAside(path) { warn(warning) }
    try AtomicFile.write(page, to: path)
    removeStalePages()
  }

  /// Removes the pages an earlier class left beside the report that this
  /// one did not write (numbered pages past this class's students, and
  /// lists), and the folder when this class needs none. Nothing else there
  /// is touched.
  private func removeStalePages() {
    let folder = Self.pagesFolder(for: path)
    guard let names = try? SafeDirectory.entries(of: folder, within: folder) else { return }
    for entry in names where entry.kind == .file && !written.contains(entry.name) {
      guard entry.name.hasSuffix(".html") else { continue }
      var stem = Substring(entry.name.dropLast(5))
      var digits = 4
      for prefix in ["mistake-", "same-"] where stem.hasPrefix(prefix) {
        stem = stem.dropFirst(prefix.count)
        digits = 1
      }
      guard stem.count >= digits, stem.allSatisfy({ $0.isASCII && $0.isNumber }) else { continue }
      FileLoader.remove(entry.path)
    }
    if pagesFolder == nil { rmdir(folder) }
  }

  static func lastComponent(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }

  /// `name` percent-encoded for a relative address: only letters, digits and `-._~` stay.
  package static func address(_ name: String) -> String {
    var result = ""
    for byte in name.utf8 {
      let character = Character(Unicode.Scalar(byte))
      if byte < 0x80, character.isLetter || character.isNumber || "-._~".contains(character) {
        result.append(character)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += (hex.count == 1 ? "%0" : "%") + hex
      }
    }
    return result
  }
}

/// Renders the students' pages of a class report: what a worker can do for
/// a student ahead of the class page, in parallel with the others.
package struct StudentPages: Sendable {
  var identity: HTMLIdentity
  var exact: Bool
  var paths: PathShortener
  /// The link back to the class page from a student's page, or `nil` for a
  /// class on one page.
  var back: (String, String)?
  /// The folder of the students' pages, when they have pages of their own.
  var folder: String?

  /// The file name of the page of the student at `number`, from 1: `0001.html`.
  static func fileName(_ number: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".html"
  }

  /// Renders `graded`'s page and writes it to its file in the folder,
  /// named by its position; says so in `graded`, or why it could not.
  package func render(_ graded: inout GradedStudent) {
    guard let folder else { return }
    do {
      try AtomicFile.write(
        page(graded).bytes, to: folder + "/" + Self.fileName(graded.position + 1))
      graded.pageWritten = true
    } catch {
      graded.pageFailure = error
    }
  }

  /// The page of a student, on its own.
  func page(_ graded: GradedStudent) -> HTMLWriter {
    HTMLPage.page(title: "Report for \(graded.record.student)", identity: identity) { html in
      html += "<main>"
      section(graded, anchor: "", level: 1, into: &html)
      html += "</main>"
    }
  }

  /// The student's report, its heading at `level`; every id in it starts with `anchor`.
  func section(_ graded: GradedStudent, anchor: String, level: Int, into html: inout HTMLWriter) {
    let link = back ?? ("#students", "Back to the students")
    guard let checked = graded.checked else {
      html += "<p><a href=\"\(Escape.html(link.0))\">\(Escape.html(link.1))</a></p>"
      html += HTMLPage.heading(level, "Report for \(Escape.html(graded.record.student))")
      html += identity.header
      html += "<p>Could not be graded: \(Escape.html(graded.record.error ?? "unknown reason"))</p>"
      return
    }
    StudentHTMLReport(
      student: graded.record.student, identity: identity, exact: exact, paths: paths
    ).section(checked, anchor: anchor, level: level, back: link, into: &html)
  }
}
