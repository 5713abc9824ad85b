import Foundation
import GraderKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// `grader check --watch`: grades once, then again whenever a submission or
/// lesson file is saved, showing only what changed since the last grade.
///
/// It polls modification times about four times a second, with no package,
/// and ends cleanly on Ctrl-C with the last grade's exit status.
enum WatchCommand {
  /// How long to wait between polls.
  static let interval: useconds_t = 250_000

  static func watch(_ settings: CheckCommand.Settings) -> Int32 {
    Signals.requestStops()
    // Taken before grading, so that a save during the first grade is graded too.
    var seen = snapshot(settings.course)
    var (status, report) = CheckCommand.once(settings)
    Terminal.out(
      "\nWatching \(settings.course.shown(settings.course.submissions)) for changes; Ctrl-C stops.\n"
    )
    while !Signals.stopRequested {
      usleep(interval)
      let now = snapshot(settings.course)
      guard now != seen, !Signals.stopRequested else { continue }
      seen = now
      let (_, next) = settings.grade()
      // A scenario that passes for the first time is explained, as `check` does.
      let last = LastVerdicts.load(from: settings.progressPath)
      var renderer = settings.renderer
      renderer.whyShown = settings.passesToExplain(next, last: last)
      Terminal.out(changes(from: report, to: next, renderer: renderer))
      Terminal.out(CheckCommand.progress(next, settings: settings, last: last))
      report = next
      status = settings.status(of: next)
    }
    Terminal.out("\nStopped watching.\n")
    return status
  }

  /// What changed between two grades: each scenario whose verdict or report
  /// changed, with its new report, then the new total.
  static func changes(from old: CheckReport, to new: CheckReport, renderer: TextReport) -> String {
    let before = Dictionary(old.results.map { ($0.scenarioID, $0) }) { first, _ in first }
    var text = "\n"
    var changed = 0
    for result in new.results {
      let previous = before[result.scenarioID]
      let oldText = previous.map { renderer.scenario($0) }
      let newText = renderer.scenario(result)
      guard oldText != newText else { continue }
      changed += 1
      let id = ScenarioID.name(of: result.scenarioID)
      let was = previous?.verdict.rawValue ?? "new"
      let transition =
        was == result.verdict.rawValue ? "still \(was)" : "\(was) → \(result.verdict.rawValue)"
      text += renderer.heading("\(id): \(transition)") + newText
    }
    if changed == 0 { text += "Saved; nothing changed since the last grade.\n" }
    return text + renderer.total(new)
  }

  /// Every file under the course's lessons and submissions, two levels
  /// deep, with its modification time and size; links are not followed.
  static func snapshot(_ course: Course) -> [String: [Int]] {
    var files: [String: [Int]] = [:]
    for root in [course.lessons, course.submissions] {
      var folders = [root]
      var depth = 0
      while !folders.isEmpty && depth < 3 {
        var next: [String] = []
        for folder in folders {
          guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            continue
          }
          for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
              next.append(path)
            }
            #if canImport(Darwin)
              let time = status.st_mtimespec
            #else
              let time = status.st_mtim
            #endif
            files[path] = [
              Int(time.tv_sec), Int(time.tv_nsec), Int(status.st_size), Int(status.st_ino),
            ]
          }
        }
        folders = next
        depth += 1
      }
    }
    return files
  }
}
