import Foundation

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
///
/// Everything is written aside first (the pages into a staging folder, the
/// class page into a temporary file) and swapped in by ``commit()``, which
/// a batch runs together with the swap of its output folder, signals held:
/// an interrupted batch leaves the previous pages, or the new ones, whole.
package final class HTMLBatchWriter {
  /// The largest class whose students' sections go into the class page itself.
  package static let inlineLimit = 20

  private let path: String
  private let pagesFolder: String?
  /// Where the pages are written until they are swapped in.
  private let staging: String?
  /// The class page, written and waiting to be renamed into place.
  private var classPage: String?
  private let renderer: StudentPages
  private var report: ClassHTMLReport
  private var sections = HTMLWriter()
  private var written: Set<String> = []

  /// The largest student's section a class page holds in place, in bytes:
  /// a larger one is named, with where its report is, so that the page's
  /// size depends on the number of students, not on their trees.
  package static let sectionLimit = 128 * 1024
  /// This page's ``sectionLimit``.
  private let sectionLimit: Int

  /// Starts the report of a class of `count` students, to be written to `path`.
  ///
  /// - Parameters:
  ///   - classRoot: The class folder, whose paths the pages show from its
  ///     name on.
  ///   - hidden: How many hidden entries of the class folder were skipped.
  ///   - sectionLimit: The largest student's section held in place.
  package init(
    path: String, scenarios: [ScenarioInfo], count: Int, exact: Bool, identity: HTMLIdentity,
    classRoot: String, hidden: Int = 0, sectionLimit: Int = sectionLimit
  ) throws(FileLoader.Failure) {
    self.path = path
    self.sectionLimit = sectionLimit
    report = ClassHTMLReport(scenarios: scenarios, identity: identity)
    report.noteHidden(hidden)
    let folder = Self.pagesFolder(for: path)
    let inline = count <= Self.inlineLimit
    pagesFolder = inline ? nil : folder
    // A run killed outright left its staging folder: it is removed now,
    // whether or not this run writes pages of its own.
    TemporaryName.removeStale(beside: folder)
    if inline {
      staging = nil
    } else {
      let staging = TemporaryName.beside(folder)
      Interruption.shared.register(staging)
      try FileLoader.createFolder(staging)
      self.staging = staging
    }
    renderer = StudentPages(
      identity: identity, exact: exact, paths: PathShortener(folder: classRoot),
      back: inline
        ? nil : ("../" + Self.address(Self.lastComponent(path)), "Back to the class report"),
      folder: staging)
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
    let key = StudentPages.key(graded.record.folderName)
    if let pagesFolder {
      let file = StudentPages.fileName(graded.record.folderName)
      if let failure = graded.pageFailure { throw failure }
      if !graded.pageWritten {
        try AtomicFile.write(renderer.page(graded).bytes, to: staging! + "/" + file)
      }
      written.insert(file)
      report.add(graded.record, link: Self.address(Self.lastComponent(pagesFolder)) + "/" + file)
    } else {
      sections += "<section class=\"student\" id=\"st-\(key)\">"
      var section = HTMLWriter()
      renderer.section(graded, anchor: "st-\(key)-", level: 3, into: &section)
      if section.bytes.count <= sectionLimit {
        sections += section.text
      } else {
        // A student whose trees are enormous would make the class page so.
        let file = Self.lastComponent(StudentFileName.of(graded.record.student)) + ".txt"
        sections +=
          HTMLPage.heading(3, "Report for \(Escape.html(graded.record.displayName))")
          + "<p>\(graded.record.score)/\(graded.record.maxScore) points. Their report is"
          + " \(section.bytes.count >> 10) KiB, too large for this page: it is"
          + " <code>reports/\(Escape.html(file))</code> in the output folder, and the student"
          + " sees it whole with <code>\(CommandHint.checkHTML)</code>.</p>"
      }
      sections += "</section>"
      report.add(graded.record, link: "#st-\(key)")
    }
  }

  /// Writes the class page and the pages of its long lists, and swaps them
  /// in; `warn` says when a file of the user's in its place was moved aside.
  package func finish(title: String? = nil, warn: (String) -> Void = { _ in })
    throws(FileLoader.Failure)
  {
    try prepare(title: title, warn: warn)
    try Interruption.shared.holdingSignals { () throws(FileLoader.Failure) in try commit() }
  }

  /// Writes the class page and the pages of its long lists aside, ready for
  /// ``commit()``; `warn` says when a file of the user's in its place was
  /// moved aside.
  package func prepare(title: String? = nil, warn: (String) -> Void = { _ in })
    throws(FileLoader.Failure)
  {
    let title = title ?? "Class report for \(report.identity.course)"
    let pages = pagesFolder.map {
      ClassHTMLReport.Pages(
        folder: Self.address(Self.lastComponent($0)),
        back: "../" + Self.address(Self.lastComponent(path)))
    }
    let (page, lists) = report.document(title: title, details: sections.text, pages: pages)
    if let staging {
      for (name, list) in lists {
        try AtomicFile.write(list, to: staging + "/" + name)
        written.insert(name)
      }
    }
    if let warning = try ReportFile.setAside(path) { warn(warning) }
    let waiting = TemporaryName.beside(path)
    Interruption.shared.register(waiting)
    try AtomicFile.write(page, to: waiting)
    classPage = waiting
  }

  /// Swaps the pages and the class page in: the new pages folder replaces
  /// the old one (files in it that grader did not write move into the new
  /// one), then the class page replaces the old page. Run it with signals
  /// held; it writes nothing, only renames.
  package func commit() throws(FileLoader.Failure) {
    guard let waiting = classPage else { return }
    let folder = Self.pagesFolder(for: path)
    if let staging {
      var status = stat()
      let exists = lstat(folder, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
      let old = exists ? TemporaryName.beside(folder) : nil
      if let old {
        guard rename(folder, old) == 0 else { throw renameFailure(folder) }
        Interruption.shared.register(old)
      }
      // The old pages where they were, as if the swap had not begun.
      func putBackOld() {
        guard let old else { return }
        rename(old, folder)
        Interruption.shared.unregister(old)
      }
      guard rename(staging, folder) == 0 else {
        let failure = renameFailure(folder)
        putBackOld()
        throw failure
      }
      // The class page next: if it cannot go in, the old pages come back.
      guard rename(waiting, path) == 0 else {
        let failure = renameFailure(path)
        rename(folder, staging)
        putBackOld()
        throw failure
      }
      Interruption.shared.unregister(staging)
      Interruption.shared.unregister(waiting)
      classPage = nil
      if let old {
        // What the user kept among the pages stays with them.
        for entry in (try? SafeDirectory.entries(of: old, within: old)) ?? []
        where !Self.isPage(entry.name) {
          rename(entry.path, folder + "/" + entry.name)
        }
        try? FileManager.default.removeItem(atPath: old)
        Interruption.shared.unregister(old)
      }
      return
    }
    guard rename(waiting, path) == 0 else { throw renameFailure(path) }
    Interruption.shared.unregister(waiting)
    classPage = nil
    removeStalePages()
  }

  /// Drops everything written aside; the previous pages stay as they were.
  package func abandon() {
    if let staging {
      try? FileManager.default.removeItem(atPath: staging)
      Interruption.shared.unregister(staging)
    }
    if let waiting = classPage {
      unlink(waiting)
      Interruption.shared.unregister(waiting)
      classPage = nil
    }
  }

  private func renameFailure(_ path: String) -> FileLoader.Failure {
    FileLoader.Failure(
      path: path, reason: "cannot be written (\(String(cString: strerror(errno))))")
  }

  /// Whether `name` is a page this writer writes: a student's
  /// (`3fa09c1e5b7d2a64.html`, 16 hexadecimal digits), `mistake-1.html`,
  /// `same-1.html`, or a student's page of an earlier version (`0001.html`).
  static func isPage(_ name: String) -> Bool {
    guard name.hasSuffix(".html") else { return false }
    let stem = Substring(name.dropLast(5))
    if stem.count == 16, stem.allSatisfy({ $0.isASCII && $0.isHexDigit && !$0.isUppercase }) {
      return true
    }
    for prefix in ["mistake-", "same-"] where stem.hasPrefix(prefix) {
      let number = stem.dropFirst(prefix.count)
      return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
    }
    return stem.count >= 4 && stem.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Removes the pages an earlier class left beside the report that this
  /// one did not write (numbered pages past this class's students, and
  /// lists), and the folder when this class needs none. Nothing else there
  /// is touched.
  private func removeStalePages() {
    let folder = Self.pagesFolder(for: path)
    guard let names = try? SafeDirectory.entries(of: folder, within: folder) else { return }
    for entry in names
    where entry.kind == .file && !written.contains(entry.name) && Self.isPage(entry.name) {
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

  /// The file name of the page of `student`: their ``key(_:)``, then `.html`.
  package static func fileName(_ student: UntrustedText) -> String {
    key(student) + ".html"
  }

  /// What names a student's page and section: the first 16 hexadecimal
  /// digits of the SHA-256 of their folder's name
  /// (``StudentRecord/folderName``), so that a page keeps its address when
  /// students are added or removed (a twin added beside it included, which
  /// numbers the student's name), and no name becomes a path.
  package static func key(_ student: UntrustedText) -> String {
    String(SHA256.hex(of: student.unescaped).prefix(16))
  }

  /// Renders `graded`'s page and writes it to its file in the folder,
  /// named by the student's name; says so in `graded`, or why it could not.
  package func render(_ graded: inout GradedStudent) {
    guard let folder else { return }
    do {
      try AtomicFile.write(
        page(graded).bytes, to: folder + "/" + Self.fileName(graded.record.folderName))
      graded.pageWritten = true
    } catch {
      graded.pageFailure = error
    }
  }

  /// The page of a student, on its own.
  func page(_ graded: GradedStudent) -> HTMLWriter {
    // The page escapes its title.
    HTMLPage.page(title: "Report for " + graded.record.displayName.unescaped, identity: identity) {
      html in
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
      html += HTMLPage.heading(level, "Report for \(Escape.html(graded.record.displayName))")
      html += identity.header
      html += "<p>Could not be graded: \(Escape.html(graded.record.error ?? "unknown reason"))</p>"
      return
    }
    StudentHTMLReport(
      student: graded.record.displayName, identity: identity, exact: exact, paths: paths
    ).section(checked, anchor: anchor, level: level, back: link, into: &html)
  }
}
