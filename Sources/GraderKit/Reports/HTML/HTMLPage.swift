#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The shell of every HTML report: one self-contained page with inline CSS
/// and SVG, and a content security policy that loads nothing from anywhere
/// and runs no script.
///
/// The page is also well-formed XML, so that tests can parse it.
package enum HTMLPage {
  /// A whole page with `title` (plain text, escaped here) and `body`, which
  /// must already be escaped; the title ends with what `identity` names.
  package static func document(title: String, identity: HTMLIdentity, body: String) -> String {
    document(title: title, identity: identity) { $0 += body }
  }

  /// A whole page whose body `body` appends to the page as it goes.
  package static func document(
    title: String, identity: HTMLIdentity, body: (inout HTMLWriter) -> Void
  ) -> String {
    page(title: title, identity: identity, body: body).text
  }

  /// A whole page, as its bytes, whose body `body` appends to the page as it goes.
  package static func page(
    title: String, identity: HTMLIdentity, body: (inout HTMLWriter) -> Void
  ) -> HTMLWriter {
    var page = HTMLWriter(capacity: 1 << 16)
    page += head(title: title, identity: identity)
    body(&page)
    page += "\n</body>\n</html>\n"
    return page
  }

  /// The page up to the start of its body.
  private static func head(title: String, identity: HTMLIdentity) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8"/>
    <meta name="generator" content="grader"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"/>
    <title>\(Escape.html(title + " · " + identity.titleSuffix(after: title)))</title>
    <style>\(HTMLStyle.sheet)</style>
    </head>
    <body>
    \(TreeSVG.definitions)

    """
  }

  /// The legend of the marks a change panel uses.
  package static let legend: String = {
    var html = "<ul class=\"legend\">"
    for mark in ViewMark.legend {
      html +=
        "<li>\(TreeSVG.swatch(mark))<b>\(mark.word)</b> \(Escape.html(mark.meaning))</li>"
    }
    html +=
      "<li><span class=\"differs-key\" aria-hidden=\"true\">≠</span><b>dashed outline</b>"
      + " differs from the reference; the box reads <i>yours ≠ ref theirs</i>, and the table"
      + " under the drawings says <i>yours ≠ reference: theirs</i></li>"
    return html + "</ul>"
  }()

  /// A heading of `level` (1 to 6; deeper levels stay at 6) holding `html`,
  /// which must already be escaped.
  package static func heading(_ level: Int, _ html: String, id: String? = nil) -> String {
    let tag = "h\(min(6, max(1, level)))"
    return "<\(tag)\(id.map { " id=\"\($0)\"" } ?? "")>\(html)</\(tag)>"
  }

  /// A verdict as a badge: its word, in a box whose border tells it without color.
  package static func verdict(_ verdict: Verdict) -> String {
    "<span class=\"verdict v-\(verdict.rawValue)\">\(verdict.rawValue)</span>"
  }

  /// A box that scrolls what it holds, rather than shrink it, and that the
  /// keyboard can scroll: it takes focus, named by `label` (plain text).
  package static func scrollBox(_ content: String, label: String, className: String = "scroll")
    -> String
  {
    scrollBox(label: label, className: className) + content + "</div>"
  }

  /// The opening of a ``scrollBox(_:label:className:)``, for content
  /// appended after it, then `</div>`.
  package static func scrollBox(label: String, className: String) -> String {
    "<div class=\"\(className)\" tabindex=\"0\" role=\"group\" aria-label=\"\(Escape.html(label))\">"
  }

  /// `count` and the noun, singular or plural: `1 student`, `3 students`.
  package static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }
}

/// What a page names about where it comes from: the course, the digest of
/// the lessons it was graded against, and the grader's version.
package struct HTMLIdentity: Sendable, Hashable {
  /// The course: the name of the folder that holds the lessons.
  package var course: String
  /// The lessons' digest.
  package var lessonsDigest: String
  /// The grader's version.
  package var graderVersion: String

  package init(
    course: String, lessonsDigest: String, graderVersion: String = GraderVersion.current
  ) {
    self.course = course
    self.lessonsDigest = lessonsDigest
    self.graderVersion = graderVersion
  }

  /// For a page's title: `course C · lessons 1a2b3c4d5e6f · grader 0.4.0`.
  package var titleSuffix: String {
    "course \(course) · lessons \(lessonsDigest.prefix(12)) · grader \(graderVersion)"
  }

  /// ``titleSuffix`` for a page titled `title`: without the course when the
  /// title names it already.
  package func titleSuffix(after title: String) -> String {
    title.hasSuffix(" " + course)
      ? "lessons \(lessonsDigest.prefix(12)) · grader \(graderVersion)" : titleSuffix
  }

  /// For a page's header: the course, the whole digest and the version, escaped.
  package var header: String {
    "<p class=\"ident\">Course <b>\(Escape.html(course))</b> · lessons digest <code>"
      + "\(Escape.html(lessonsDigest))</code> · grader \(Escape.html(graderVersion))</p>"
  }
}

/// Shows the paths under a folder of the machine that wrote a page from
/// that folder's name on, so that no page holds an absolute path of it:
/// `/home/ta/class/ada/01-local-state/x.tree` as `class/ada/01-local-state/x.tree`.
package struct PathShortener: Sendable, Hashable {
  private var prefix: String
  private var shown: String

  /// Shortens the paths under `folder`.
  package init(folder: String) {
    var folder = folder
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    let last = folder.split(separator: "/").last.map(String.init) ?? folder
    prefix = folder + "/"
    shown = (last == "/" ? "" : last) + "/"
  }

  /// `text` with every path under the folder, or the folder itself, shortened.
  package func callAsFunction(_ text: String) -> String {
    guard prefix != shown else { return text }
    if text.utf8.count + 1 == prefix.utf8.count, prefix.hasPrefix(text) {
      return String(shown.dropLast())
    }
    // A byte search: most text a page shows holds no path at all.
    var copy = text
    var prefix = prefix
    let replaced = copy.withUTF8 { haystack -> [UInt8]? in
      prefix.withUTF8 { needle -> [UInt8]? in
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while index + needle.count <= haystack.count {
          guard let found = haystack[index...].firstIndex(of: needle[0]) else { break }
          if found + needle.count > haystack.count { break }
          guard memcmp(haystack.baseAddress! + found, needle.baseAddress!, needle.count) == 0 else {
            index = found + 1
            continue
          }
          result.append(contentsOf: haystack[copied..<found])
          result.append(contentsOf: shown.utf8)
          index = found + needle.count
          copied = index
        }
        guard copied > 0 else { return nil }
        result.append(contentsOf: haystack[copied...])
        return result
      }
    }
    return replaced.map { String(decoding: $0, as: UTF8.self) } ?? text
  }
}
