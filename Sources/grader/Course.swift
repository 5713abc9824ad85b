import Foundation
import GraderKit

/// Where the course's folders are, found as git finds `.git`: `Lessons/` in
/// the current folder, else in the nearest folder above that holds one.
struct Course {
  /// The lessons folder, as a path from the current folder.
  var lessons: String
  /// The submissions folder, as a path from the current folder.
  var submissions: String

  /// The course's folders for `arguments`: `--lessons` and `--submissions`
  /// when given, else the ones beside the nearest `Lessons/` here or above.
  ///
  /// - Throws: ``UsageError`` when no `--lessons` is given and no folder
  ///   here or above holds a `Lessons/` folder.
  init(_ arguments: Arguments, command: String) throws(UsageError) {
    if let lessons = arguments[.lessonsFound] {
      self.lessons = lessons
      submissions = arguments[.submissionsFound] ?? "Submissions"
      return
    }
    guard let prefix = Self.root(from: currentFolder()) else {
      throw UsageError(
        message:
          "no Lessons/ folder here or above; run grader from the course folder, or pass \(Option.lessons.name)",
        command: command)
    }
    lessons = prefix + "Lessons"
    submissions = arguments[.submissionsFound] ?? prefix + "Submissions"
  }

  /// The relative path from `folder`, an absolute path, up to the nearest
  /// folder that holds `Lessons/`: `""` for `folder` itself, `"../"` for
  /// its parent, and so on. A `..` in `folder` goes up before the search does.
  static func root(from folder: String) -> String? {
    var names: [Substring] = []
    for name in folder.split(separator: "/") where name != "." {
      if name == ".." { _ = names.popLast() } else { names.append(name) }
    }
    var prefix = ""
    while true {
      // `Lessons` beside the names left, a folder or a link to one.
      var status = stat()
      var candidate = ""
      for name in names { candidate += "/" + name }
      candidate += "/Lessons"
      if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return prefix }
      guard !names.isEmpty else { return nil }
      names.removeLast()
      prefix += "../"
    }
  }
}

/// The folder the grader runs in, links resolved, as the system gives it.
func currentFolder() -> String {
  var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
  guard getcwd(&buffer, buffer.count) != nil else {
    return FileManager.default.currentDirectoryPath
  }
  return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
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
      resolved = currentFolder() + "/" + resolved
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
