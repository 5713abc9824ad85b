import GraderReaders

/// A class's roster: a CSV file (RFC 4180) with a header row that names a
/// column of students and a column of their repositories' URLs, as a
/// classroom exports it.
///
/// ```
/// github_username,repository_url
/// alice,https://github.com/course/course-alice
/// "O'Brien, Pat",https://github.com/course/course-pat
/// ```
package struct Roster: Sendable {
  /// One student of the roster.
  package struct Entry: Sendable, Hashable {
    /// The student's name, as the roster spells it: untrusted, as any name
    /// a student chooses.
    package var student: UntrustedText
    /// The repository's URL or path; empty when the roster has none.
    package var repository: String
    /// The entry's line in the roster, from 1.
    package var line: Int
  }

  /// The names a header may give the column of students, by preference.
  package static let studentColumns = [
    "student", "github_username", "username", "login", "roster_identifier", "name",
  ]
  /// The names a header may give the column of repositories, by preference.
  package static let repositoryColumns = [
    "repository_url", "student_repository_url", "repository", "repo_url", "repo", "url",
  ]
  /// The most students a roster may list.
  package static let entryLimit = 100_000

  /// The students, in the roster's order.
  package var entries: [Entry]

  /// Reads `file` as a roster.
  ///
  /// - Returns: The roster, or `nil` when the file has errors; and the
  ///   diagnostics, each at its line and column.
  package static func read(_ file: SourceFile) -> (roster: Roster?, diagnostics: [Diagnostic]) {
    if let error = file.encodingError() { return (nil, [error]) }
    let (records, problems) = CSV.records(file)
    guard problems.isEmpty else { return (nil, problems) }
    guard let header = records.first else {
      return (
        nil,
        [
          file.diagnostic(
            .error, "the roster is empty; it needs a header row",
            id: .emptyRoster, at: 0)
        ]
      )
    }
    let names = header.fields.map { $0.text.trimmingBlanks().lowercased() }
    func column(_ wanted: [String]) -> Int? {
      wanted.lazy.compactMap { names.firstIndex(of: $0) }.first
    }
    guard let studentColumn = column(studentColumns),
      let repositoryColumn = column(repositoryColumns)
    else {
      return (
        nil,
        [
          file.diagnostic(
            .error,
            "the header names no column of students (\(ScenarioParser.choices(studentColumns))) or no column of repositories (\(ScenarioParser.choices(repositoryColumns)))",
            id: .missingColumn,
            at: 0)
        ]
      )
    }
    var entries: [Entry] = []
    var diagnostics: [Diagnostic] = []
    for record in records.dropFirst() {
      guard record.fields.count == header.fields.count else {
        diagnostics.append(
          file.diagnostic(
            .error,
            "this row has \(record.fields.count) fields, and the header \(header.fields.count)",
            id: .fieldCountMismatch,
            at: record.offset))
        continue
      }
      let student = record.fields[studentColumn]
      let name = student.text.trimmingBlanks()
      guard !name.isEmpty else {
        diagnostics.append(
          file.diagnostic(
            .error, "this row names no student", id: .rowWithoutStudent, at: student.offset)
        )
        continue
      }
      entries.append(
        Entry(
          student: UntrustedText(name),
          repository: record.fields[repositoryColumn].text.trimmingBlanks(),
          line: file.line(at: record.offset)))
      if entries.count > entryLimit {
        diagnostics.append(
          file.diagnostic(
            .error, "the roster lists more than \(entryLimit) students",
            id: .tooManyStudents, at: record.offset))
        break
      }
    }
    return (diagnostics.hasErrors ? nil : Roster(entries: entries), diagnostics)
  }
}

/// Comma-separated values as RFC 4180 writes them: records end with CRLF (or
/// LF), fields are separated by commas, and a field in double quotes may hold
/// commas, line breaks and doubled quotes.
package enum CSV {
  /// One field, and the byte offset it starts at.
  package struct Field: Sendable, Hashable {
    package var text: String
    package var offset: Int
  }

  /// One record, and the byte offset it starts at.
  package struct Record: Sendable, Hashable {
    package var fields: [Field]
    package var offset: Int
  }

  /// The records of `file`, without empty lines, and an error at each
  /// place that is not CSV: a quote inside an unquoted field, text after a
  /// closing quote, or a quote never closed. Linear in the file's size.
  package static func records(_ file: SourceFile) -> (records: [Record], problems: [Diagnostic]) {
    let bytes = file.bytes
    var index = 0
    var records: [Record] = []
    var problems: [Diagnostic] = []
    var fields: [Field] = []
    var recordStart = index
    var emptyLine = true
    func endRecord() {
      if !emptyLine { records.append(Record(fields: fields, offset: recordStart)) }
      fields = []
      emptyLine = true
    }
    while index < bytes.count {
      if emptyLine && fields.isEmpty { recordStart = index }
      let start = index
      var text: [UInt8] = []
      if bytes[index] == UInt8(ascii: "\"") {
        index += 1
        var closed = false
        while index < bytes.count {
          if bytes[index] == UInt8(ascii: "\"") {
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
              text.append(UInt8(ascii: "\""))
              index += 2
              continue
            }
            closed = true
            index += 1
            break
          }
          text.append(bytes[index])
          index += 1
        }
        guard closed else {
          problems.append(
            file.diagnostic(
              .error, "this quote is never closed", id: .quoteNeverClosed, at: start))
          return (records, problems)
        }
        if index < bytes.count, ![UInt8(ascii: ","), 0x0A, 0x0D].contains(bytes[index]) {
          problems.append(
            file.diagnostic(
              .error, "a quoted field ends at its closing quote; write a quote inside it as \"\"",
              id: .textAfterClosingQuote,
              at: index))
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
          fields = []
          emptyLine = true
          continue
        }
      } else {
        while index < bytes.count, ![UInt8(ascii: ","), 0x0A, 0x0D].contains(bytes[index]) {
          if bytes[index] == UInt8(ascii: "\"") {
            problems.append(
              file.diagnostic(
                .error,
                "a quote inside a field that does not start with one; quote the whole field, with its quotes doubled",
                id: .strayQuote,
                at: index))
          }
          text.append(bytes[index])
          index += 1
        }
      }
      fields.append(Field(text: String(decoding: text, as: UTF8.self), offset: start))
      if !text.isEmpty || bytes[start] == UInt8(ascii: "\"") { emptyLine = false }
      if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
        emptyLine = false
        index += 1
        if index == bytes.count { fields.append(Field(text: "", offset: index)) }
        continue
      }
      if index < bytes.count, bytes[index] == 0x0D { index += 1 }
      if index < bytes.count, bytes[index] == 0x0A { index += 1 }
      endRecord()
    }
    endRecord()
    return (records, problems)
  }
}
