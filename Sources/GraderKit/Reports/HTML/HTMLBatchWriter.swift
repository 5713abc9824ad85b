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
/// address. The first page thus grows by one table row per student.
package final class HTMLBatchWriter {
  /// The largest class whose students' sections go into the class page itself.
  package static let inlineLimit = 20

  private let path: String
  private let exact: Bool
  private let pagesFolder: String?
  private var report: ClassHTMLReport
  private var sections = ""

  /// Starts the report of a class of `count` students, to be written to `path`.
  package init(path: String, scenarios: [ScenarioInfo], count: Int, exact: Bool)
    throws(FileLoader.Failure)
  {
    self.path = path
    self.exact = exact
    report = ClassHTMLReport(scenarios: scenarios)
    if count > Self.inlineLimit {
      let folder = Self.pagesFolder(for: path)
      try FileLoader.createFolder(folder)
      pagesFolder = folder
    } else {
      pagesFolder = nil
    }
  }

  /// The folder of per-student pages beside `path`: its name without `.html`, then `-students`.
  package static func pagesFolder(for path: String) -> String {
    let base = path.hasSuffix(".html") ? String(path.dropLast(5)) : path
    return base + "-students"
  }

  /// Adds one graded student: their page, or their section for the end.
  package func add(_ graded: GradedStudent) throws(FileLoader.Failure) {
    let number = report.students.count + 1
    let record = graded.record
    let renderer = StudentHTMLReport(student: record.student, exact: exact)
    if let pagesFolder {
      let digits = String(number)
      let file = String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".html"
      let folderName = Self.address(Self.lastComponent(pagesFolder))
      let back = ("../" + Self.address(Self.lastComponent(path)), "Back to the class report")
      let body =
        graded.checked.map { renderer.section($0, anchor: "", heading: "h1", back: back) }
        ?? failure(record, heading: "h1", back: back)
      try AtomicFile.write(
        HTMLPage.document(title: "grader: \(record.student)", body: "<main>\(body)</main>"),
        to: pagesFolder + "/" + file)
      report.add(record, link: folderName + "/" + file)
    } else {
      let anchor = "st\(number)-"
      let back = ("#students", "Back to the students")
      sections +=
        "<section class=\"student\" id=\"st\(number)\">"
        + (graded.checked.map { renderer.section($0, anchor: anchor, heading: "h2", back: back) }
          ?? failure(record, heading: "h2", back: back)) + "</section>"
      report.add(record, link: "#st\(number)")
    }
  }

  /// Writes the class page; `warn` says when a file of the user's in its
  /// place was moved aside.
  package func finish(title: String = "Class report", warn: (String) -> Void = { _ in })
    throws(FileLoader.Failure)
  {
    if let warning = try ReportFile.setAside(path) { warn(warning) }
    try AtomicFile.write(report.document(title: title, details: sections), to: path)
    removeStalePages()
  }

  /// Removes the pages an earlier, larger class left beside the report: the
  /// numbered pages past this class's students, and the folder when this
  /// class needs none. Nothing else there is touched.
  private func removeStalePages() {
    let folder = Self.pagesFolder(for: path)
    guard let names = try? SafeDirectory.entries(of: folder, within: folder) else { return }
    let kept = pagesFolder == nil ? 0 : report.students.count
    for entry in names where entry.kind == .file && entry.name.hasSuffix(".html") {
      let stem = entry.name.dropLast(5)
      guard stem.count >= 4, stem.allSatisfy(\.isASCII), let number = Int(stem), number > kept
      else { continue }
      FileLoader.remove(entry.path)
    }
    if pagesFolder == nil { rmdir(folder) }
  }

  private func failure(_ record: StudentRecord, heading: String, back: (String, String)) -> String {
    "<p><a href=\"\(HTMLText.escape(back.0))\">\(HTMLText.escape(back.1))</a></p>"
      + "<\(heading)>Report for \(HTMLText.escape(record.student))</\(heading)>"
      + "<p>Could not be graded: \(HTMLText.escape(record.error ?? "unknown reason"))</p>"
  }

  private static func lastComponent(_ path: String) -> String {
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
