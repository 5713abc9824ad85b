import Foundation
import GraderKit

/// Where the course's folders are, found as git finds `.git`: `Lessons/` in
/// the current folder, else in the nearest folder above that holds one.
struct Course {
  /// The lessons folder, as a path from the current folder.
  var lessons: String
  /// The submissions folder, as a path from the current folder.
  var submissions: String
  /// The submissions folder as it resolved when it was found to lie where
  /// it is named: what is read is confined to it, so that a folder swapped
  /// for a link since is not followed. `nil` when it does not exist.
  var confinement: String?
  /// How a check shows paths when the course was found above the current
  /// folder: from the current folder, as git does; `nil` when it was found
  /// here or named.
  var shownFrom: PathRelocation?

  /// The course's folders for `arguments`: `--lessons` and `--submissions`
  /// when given, else the ones beside the nearest `Lessons/` here or above.
  ///
  /// - Throws: ``UsageError`` when no `--lessons` is given and no folder
  ///   here or above holds a `Lessons/` folder.
  init(_ arguments: Arguments, command: String) throws(UsageError) {
    if let lessons = arguments[.lessonsFound] {
      self.lessons = lessons
      submissions = arguments[.submissionsFound] ?? "Submissions"
    } else {
      guard let prefix = Self.root() else {
        throw UsageError(
          message:
            "no Lessons/ folder here or above; run grader from the course folder, or pass \(Option.lessons.name)",
          command: command)
      }
      lessons = prefix + "Lessons"
      if let named = arguments[.submissionsFound] {
        submissions = named
      } else {
        submissions = prefix + "Submissions"
        shownFrom = Self.here(below: prefix)
      }
    }
    // The work graded may place this link itself (an autograder grades the
    // folder it uploaded): it is never followed out of its folder, nor is
    // where it leads said.
    switch SafeDirectory.placement(of: submissions) {
    case .absent: confinement = nil
    case .inside(let real): confinement = real
    case .outside:
      throw UsageError(
        message:
          "\(Escape.terminal(submissions)) leads outside the folder that holds it (a link, or a folder swapped for one); grader reads submissions only where they are named: put the folder itself there, or pass its own path with \(Option.submissionsFound.name)",
        command: command, showsUsage: false)
    }
  }

  /// How to show paths from the current folder, `prefix` (`../../`) below
  /// the course folder: by the current folder's last names, as the system
  /// resolves it, which are the ones `..` climbs through.
  private static func here(below prefix: String) -> PathRelocation? {
    guard let folder = currentFolder() else { return nil }
    return PathRelocation(up: prefix.utf8.count / 3, inFolder: folder)
  }

  /// `path` as the current folder shows it (see ``shownFrom``).
  func shown(_ path: String) -> String {
    shownFrom?(path) ?? path
  }

  /// The relative path from the current folder up to the nearest folder
  /// that holds `Lessons/` (a folder, or a link to one): `""` for the
  /// current folder itself, `"../"` for its parent, and so on; `nil` once
  /// the search reaches the root, or a folder it cannot go up from (one
  /// deleted since).
  ///
  /// Each step goes up by `..`, as the system resolves it, so that no path
  /// grows with the depth of the current folder.
  static func root() -> String? {
    var top = stat()
    guard stat("/", &top) == 0 else { return nil }
    var prefix = ""
    // No folder is deeper than this many levels from the root.
    for _ in 0..<4_096 {
      var status = stat()
      if stat(prefix + "Lessons", &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
        return prefix
      }
      guard stat(prefix.isEmpty ? "." : prefix, &status) == 0,
        status.st_dev != top.st_dev || status.st_ino != top.st_ino
      else { return nil }
      prefix += "../"
    }
    return nil
  }
}

/// The folder the grader runs in, links resolved, as the system gives it;
/// `nil` when it has none (deleted since).
func currentFolder() -> String? {
  // Of any length: the system makes the buffer.
  guard let path = getcwd(nil, 0) else { return nil }
  defer { free(path) }
  return String(cString: path)
}

extension Course {
  /// The name of the folder that holds `folder`, links resolved: the course
  /// of a lessons folder, the student of a submissions folder (such as the
  /// course repository's name); `nil` at the root.
  static func holder(of folder: String) -> String? {
    let names = names(of: folder)
    return names.count >= 2 ? String(names[names.count - 2]) : nil
  }

  /// The student whose work `submissions` is, as check records it and
  /// verify checks it: the folder that holds a `Submissions/` folder (a
  /// course repository), or the folder itself when it has another name (a
  /// student's folder in a class, which holds the lesson folders); `student`
  /// at the root.
  static func student(ofSubmissions submissions: String) -> UntrustedText {
    let names = names(of: submissions)
    guard let own = names.last, own != "Submissions", own != ".." else {
      return UntrustedText(names.count >= 2 ? String(names[names.count - 2]) : "student")
    }
    return UntrustedText(String(own))
  }

  /// The names along `folder`'s absolute path, links resolved, `.` set aside.
  private static func names(of folder: String) -> [Substring] {
    var resolved = SafeDirectory.resolved(folder) ?? folder
    if !resolved.hasPrefix("/") {
      resolved = (currentFolder() ?? ".") + "/" + resolved
    }
    return resolved.split(separator: "/").filter { $0 != "." }
  }
}

extension Course {
  /// The lessons at `lessons`, as every command loads them: a folder that
  /// cannot be listed says to run from the course folder or name it.
  ///
  /// - Parameter submissions: For a check that reads the fixtures an
  ///   earlier check read cleanly by their headers alone (see
  ///   ``LessonCache``), the work it grades.
  /// - Parameter memo: The grades an earlier check printed (see ``GradeMemo``).
  static func catalog(
    _ lessons: String, cachedFor submissions: String? = nil, memo: GradeMemo? = nil
  ) -> LessonCatalog {
    let hint = "run grader from the course folder or pass \(Option.lessons.name) DIR"
    guard let submissions else { return LessonCatalog.load(from: lessons, missingHint: hint) }
    return LessonCatalog.loadCached(
      from: lessons, missingHint: hint, submissions: submissions, memo: memo)
  }
}
