/// The class-wide tallies of a batch, for its summary.
///
/// They grow with what is worth telling (mistakes, students who could not be
/// graded, look-alike work), never with the detail of each student's results:
/// rows go to the gradebook as students are graded.
package struct ClassTally: Sendable {
  /// The scenarios, in course order.
  package var scenarios: [ScenarioInfo]
  /// How many students were tallied.
  package var count = 0
  /// Per scenario, how many students got each verdict, in the order of
  /// `Verdict.allCases`: pass, fail, error, missing.
  package var verdicts: [[Int]]
  /// Per scenario, the points the students earned, in hundredths.
  package var earned: [Int]
  /// How many students made each mistake, per scenario: gist → count.
  package var mistakes: [[String: Int]]
  /// How many students handed in nothing that could be graded: apart from
  /// every scenario's counts, the pass rates and the spread of totals.
  package var notSubmitted = 0
  /// How many students were graded: those who handed in something.
  package var graded: Int { count - notSubmitted }
  /// Students per tenth of the points: 0–9 %, 10–19 %, …, 90–100 %.
  package var buckets = Array(repeating: 0, count: 10)
  /// The students who could not be graded, with why, in name order.
  package var broken: [(name: UntrustedText, error: String)] = []
  /// The students with a lesson folder that could not be read, in name
  /// order, each with why the first could not (and how many more).
  package var unreadable: [(name: UntrustedText, reason: String)] = []
  /// Students by the fingerprint of their failing work.
  package var lookAlikes: [String: [UntrustedText]] = [:]
  /// Every student's name, in the order added: similar work names them.
  package var names: [UntrustedText] = []
  /// The shapes of every student's submissions, for pairs of alike work.
  package var similar = SimilarWork()
  /// The students whose work was graded one folder down, with that folder.
  package var gradedBelow: [(name: UntrustedText, folder: String)] = []
  /// Students with files no scenario claims, each with how many: work
  /// handed in under a name grading does not know.
  package var unclaimed: [(name: UntrustedText, count: Int)] = []
  /// Students by the skeleton of their name (``LookAlike``).
  package var skeletons: [String: [UntrustedText]] = [:]
  /// Hidden entries of the class folder that were skipped.
  package var hidden = 0
  /// Shards a partial merge left out, such as `2/3`.
  package var missingShards: [String] = []

  /// The most students the summary names in one list.
  package static let listLimit = 50

  package init(scenarios: [ScenarioInfo]) {
    self.scenarios = scenarios
    verdicts = Array(
      repeating: Array(repeating: 0, count: Verdict.allCases.count), count: scenarios.count)
    mistakes = Array(repeating: [:], count: scenarios.count)
    earned = Array(repeating: 0, count: scenarios.count)
  }

  /// Adds a student's record.
  package mutating func add(_ record: StudentRecord) {
    count += 1
    names.append(record.displayName)
    skeletons[LookAlike.skeleton(record.student.unescaped), default: []].append(record.student)
    var position = 0
    var shapes: [(scenario: Int, shape: UInt64)] = []
    // Each result read where it lies: a record is a large value.
    record.results.withUnsafeBufferPointer { results in
      for index in results.indices {
        while position < scenarios.count, scenarios[position].id != results[index].scenario {
          position += 1
        }
        guard position < scenarios.count else { break }
        verdicts[position][results[index].verdict.index] += 1
        earned[position] += results[index].score.hundredths
        if !results[index].findings.isEmpty {
          for gist in Set(results[index].findings.map(\.gist)) {
            mistakes[position][gist, default: 0] += 1
          }
        }
        if let shape = results[index].submissionShape.flatMap({ UInt64($0, radix: 16) }) {
          shapes.append((position, shape))
        }
      }
    }
    similar.add(shapes)
    if record.notSubmitted {
      notSubmitted += 1
    } else {
      buckets[Self.bucket(record.score, of: record.maxScore)] += 1
    }
    if let error = record.error { broken.append((record.displayName, error)) }
    if let folder = record.gradedFrom { gradedBelow.append((record.displayName, folder)) }
    let strays = record.unrecognized.count + (record.unrecognizedOmitted ?? 0)
    if strays > 0 { unclaimed.append((record.displayName, strays)) }
    // Each scenario of such a folder says the same of it: one reason a folder.
    var folders: [String] = []
    for result in record.results {
      guard let reason = result.reason, reason.hasPrefix(SubmissionIndex.unreadableFolder),
        folders.last != reason
      else { continue }
      folders.append(reason)
    }
    if let first = folders.first {
      let more = folders.count > 1 ? " (and \(folders.count - 1) more)" : ""
      unreadable.append((record.displayName, first + more))
    }
    if let fingerprint = record.fingerprint {
      lookAlikes[fingerprint, default: []].append(record.displayName)
    }
  }

  /// Groups of students whose names look alike, each in name order, the
  /// groups in the order of their first name.
  package var lookAlikeNames: [[UntrustedText]] {
    skeletons.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
  }

  /// The tenth of the points a total falls in, 0 to 9, from its percentage
  /// rounded as every report rounds it (so 89.96% is in 90–100%).
  package static func bucket(_ total: Points, of maximum: Int) -> Int {
    min(9, max(0, total.percentTenths(of: maximum) / 100))
  }

  /// The label of a tenth of the points: `0–9%`, …, `90–100%`.
  package static func bucketLabel(_ index: Int) -> String {
    index == 9 ? "90–100%" : "\(index * 10)–\(index * 10 + 9)%"
  }

  /// Groups of two or more students whose failing work is the same once
  /// comments, whitespace and the order of lines are set aside, largest first.
  package var lookAlikeGroups: [[UntrustedText]] {
    lookAlikes.values.filter { $0.count > 1 }.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0]
    }
  }

  /// The summary a batch prints: pass rates, the spread of totals, the most
  /// common mistakes per scenario, who could not be graded, and look-alike work.
  package var summary: String {
    var text =
      "Graded \(count) \(count == 1 ? "student" : "students") against \(scenarios.count) scenarios"
    text += broken.isEmpty ? ".\n" : " (\(broken.count) could not be graded).\n"
    if notSubmitted > 0 {
      text +=
        "\(notSubmitted) of them handed in nothing that could be graded: they are left out of the pass rates and totals below, and listed with why.\n"
    }
    if hidden > 0 {
      text += "Skipped \(hidden) hidden \(hidden == 1 ? "entry" : "entries") of the class folder.\n"
    }
    if !missingShards.isEmpty {
      text +=
        "PARTIAL: \(Self.missing(missingShards)) missing; their students are not in this gradebook.\n"
    }
    guard count > 0 else { return text }
    // A merge reads the ids back from its shards: shown escaped, as any such text.
    let ids = scenarios.map { Escape.terminal($0.id) }
    let width = ids.map(\.count).max() ?? 0
    let graded = graded
    text +=
      "\nPass rate per scenario" + (notSubmitted > 0 ? " (of the \(graded) graded)" : "") + ":\n"
    for (index, _) in scenarios.enumerated() {
      let passes = verdicts[index][0]
      // Rounded as every report rounds it.
      let rate = graded == 0 ? "–" : Points(passes).percentText(of: graded)
      text +=
        "  \(ids[index].padding(width))  \(String(passes).leftPadded(String(graded).count))/\(graded)  \(rate.leftPadded(4))%\n"
    }
    text += "\nTotals (percent of the points):\n"
    let largest = buckets.max() ?? 1
    for (index, number) in buckets.enumerated() {
      let label = Self.bucketLabel(index)
      let bar = String(
        repeating: "#", count: largest == 0 ? 0 : (number * 40 + largest - 1) / largest)
      text +=
        "  \(label.leftPadded(7))  \(String(number).leftPadded(String(count).count))  \(bar)\n"
    }
    text += "\nMost common mistakes:\n"
    var any = false
    for index in scenarios.indices where !mistakes[index].isEmpty {
      any = true
      text += "  \(ids[index])\n"
      let ranked = mistakes[index].sorted {
        $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
      }
      for (gist, number) in ranked.prefix(3) {
        text += "    \(number) \(number == 1 ? "student" : "students"): \(Escape.terminal(gist))\n"
      }
    }
    if !any { text += "  none\n" }
    text += Self.listed(
      "Could not be graded", broken.map { ($0.name, $0.error) },
      rest: "see the error column of gradebook.csv")
    text += Self.listed(
      "With a lesson folder that could not be read (its scenarios are errors)",
      unreadable.map { ($0.name, $0.reason) }, rest: "see the reasons in results.json")
    text += Self.listed(
      "Graded from a folder further down than the top (each report says to move it up)",
      gradedBelow.map { ($0.name, $0.folder + "/") }, rest: "see graded_from in results.json")
    text += Self.listed(
      "Work that no scenario claims, under names grading does not know (each report lists it)",
      unclaimed.map {
        ($0.name, "\($0.count) \($0.count == 1 ? "file or folder" : "files or folders")")
      },
      rest: "see unrecognized in results.json")
    let groups = lookAlikeGroups
    if !groups.isEmpty {
      text +=
        "\nSame failing work, comments, whitespace and the order of lines aside (worth a look):\n"
      for group in groups.prefix(Self.listLimit) {
        // A name may hold a comma ("O'Brien, Jr."): names are set apart by a dot.
        let shown = group.prefix(10).map(Escape.terminal).joined(separator: " · ")
        text += "  " + shown + (group.count > 10 ? " and \(group.count - 10) more" : "") + "\n"
      }
      if groups.count > Self.listLimit {
        text += "  … and \(groups.count - Self.listLimit) more groups\n"
      }
    }
    let alike = lookAlikeNames
    if !alike.isEmpty {
      text += "\nNames that look alike (letters of another script written \\u{…}):\n"
      for group in alike.prefix(Self.listLimit) {
        text +=
          "  " + group.map { LookAlike.revealed($0.unescaped) }.joined(separator: " · ") + "\n"
      }
      if alike.count > Self.listLimit {
        text += "  … and \(alike.count - Self.listLimit) more groups\n"
      }
    }
    let pairs = similar.pairs
    if !pairs.isEmpty {
      text +=
        "\nSimilar work, in submissions few others wrote alike (comments, whitespace and order aside; worth a look):\n"
      for pair in pairs.prefix(Self.listLimit) {
        text +=
          "  \(Escape.terminal(names[pair.first])) and \(Escape.terminal(names[pair.second])): \(pair.percent)% alike (\(pair.shared) of \(pair.either))\n"
      }
      if pairs.count > Self.listLimit {
        text += "  … and \(pairs.count - Self.listLimit) more pairs\n"
      }
    }
    return text
  }

  /// A list of the summary's, under `heading`: a line per student with what
  /// is said of them, at most ``listLimit``, then how many more and where
  /// to find them (`rest`); nothing when the list is empty.
  static func listed(_ heading: String, _ students: [(UntrustedText, String)], rest: String)
    -> String
  {
    guard !students.isEmpty else { return "" }
    var text = "\n\(heading):\n"
    for (name, said) in students.prefix(listLimit) {
      text += "  \(Escape.terminal(name)): \(Escape.terminal(said))\n"
    }
    if students.count > listLimit {
      text += "  … and \(students.count - listLimit) more; \(rest)\n"
    }
    return text
  }

  /// `shard 2/3 is` or `shards 1/3, 2/3 are`: the missing shards, as a
  /// sentence names them.
  package static func missing(_ shards: [String]) -> String {
    shards.count == 1 ? "shard \(shards[0]) is" : "shards \(shards.joined(separator: ", ")) are"
  }

  /// The summary as Markdown, for GitHub's step summary.
  package var markdown: String {
    var text = "## grader: \(count) \(count == 1 ? "student" : "students")"
    text += broken.isEmpty ? " graded\n\n" : ", \(broken.count) of whom could not be graded\n\n"
    if !missingShards.isEmpty {
      text +=
        "**Partial gradebook: \(Self.missing(missingShards)) missing.**\n\n"
    }
    // Of the students who handed in something, as the printed summary counts them.
    let graded = graded
    if notSubmitted > 0 {
      text +=
        "\(notSubmitted) handed in nothing that could be graded: left out of the rates below.\n\n"
    }
    text += "| scenario | passed | rate |\n|---|---:|---:|\n"
    for (index, scenario) in scenarios.enumerated() {
      let passes = verdicts[index][0]
      // Rounded as every report rounds it.
      let rate = graded == 0 ? "–" : Points(passes).percentText(of: graded)
      text += "| \(Escape.markdownCell(scenario.id)) | \(passes)/\(graded) | \(rate)% |\n"
    }
    if !broken.isEmpty {
      text += "\n| could not be graded | why |\n|---|---|\n"
      for student in broken.prefix(Self.listLimit) {
        text += "| \(Escape.markdownCell(student.name)) | \(Escape.markdownCell(student.error)) |\n"
      }
      if broken.count > Self.listLimit {
        text += "\n… and \(broken.count - Self.listLimit) more.\n"
      }
    }
    return text
  }
}

extension String {
  /// The string padded on the left with spaces to `width` characters.
  package func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
