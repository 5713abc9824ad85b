import Foundation
import GraderReaders
import Testing

@testable import GraderKit

/// Foundation's encoding of `value` with the options ``JSONText`` matches,
/// each character no output shows as it is (``UntrustedCharacter``, beyond
/// the controls Foundation escapes itself) then written as `\uXXXX`, as
/// ``JSONText`` writes it: the same string to any JSON reader.
private func foundation(_ value: some Encodable, pretty: Bool) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting =
    pretty
    ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    : [.sortedKeys, .withoutEscapingSlashes]
  let text = String(decoding: try encoder.encode(value), as: UTF8.self) + (pretty ? "\n" : "")
  var escaped = ""
  for scalar in text.unicodeScalars {
    guard scalar.value >= 0x7F, UntrustedCharacter.contains(scalar) else {
      escaped.unicodeScalars.append(scalar)
      continue
    }
    for unit in String(scalar).utf16 {
      let hex = String(unit, radix: 16)
      escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }
  return escaped
}

/// A value with every shape JSON has: nested objects and arrays, empty
/// ones, optionals present and absent, numbers of each kind, and a
/// dictionary whose keys sort differently by case and by digits.
private struct Shapes: Codable {
  var text: String
  var whole = 42
  var negative = -7
  var fraction = 0.33
  var integral = 3.0
  var large = 1e20
  var inexact = 0.1 + 0.2
  var flag = true
  var absent: String? = nil
  var present: String? = "here"
  var empty: [Int] = []
  var emptyObject: [String: Int] = [:]
  var nested: [[String]] = [[], ["a", "b"]]
  var keys: [String: Int] = [
    "b": 1, "a_b": 2, "aB": 3, "a-b": 4, "A": 5, "a10": 6, "a9": 7, "é": 8,
  ]
  var points: [Points] = [Points(2), Points(hundredths: 250), Points(hundredths: 33)]
}

/// Every ASCII character, and characters JSON writers tend to treat specially.
private let awkwardText =
  String(String.UnicodeScalarView((0...0x7F).compactMap(Unicode.Scalar.init)))
  + "é\u{2028}\u{2029}\u{FEFF}\u{FFFF}👩‍👩‍👧\r\n/</script>\u{9B}\u{202E}\u{E0041}"

@Suite(
  "JSON text: Foundation's encoder's bytes, each untrusted character escaped, RFC 8259 throughout")
struct JSONTextTests {
  @Test("every shape, compact and pretty, byte for byte as JSONEncoder", arguments: [false, true])
  func shapes(pretty: Bool) throws {
    let value = Shapes(text: awkwardText)
    #expect(JSONText.encode(value, pretty: pretty) == (try foundation(value, pretty: pretty)))
  }

  @Test("each ASCII character alone is escaped as JSONEncoder escapes it")
  func eachCharacter() throws {
    for scalar in (0...0x7F).compactMap(Unicode.Scalar.init) {
      let text = String(scalar)
      #expect(JSONText.encode([text], pretty: false) == (try foundation([text], pretty: false)))
    }
  }

  @Test("a graded student's record and a failure record, as results.json holds them")
  func records() throws {
    var hostile = sampleRecord
    hostile.student = UntrustedText(awkwardText)
    hostile.results[0].title = awkwardText
    hostile.results[0].reason = "\"quoted\"\t\u{1B}[2J"
    // Partial credit: points that are not whole.
    hostile.score = Points(hundredths: 1250)
    hostile.results[1].score = Points(hundredths: 33)
    // Every optional member present, each named as its coding key names it.
    hostile.error = "x"
    hostile.unrecognizedOmitted = 3
    hostile.fingerprint = "f"
    hostile.rosterName = UntrustedText("Ann")
    hostile.gradedFrom = "course-main"
    hostile.reportDigest = "d"
    hostile.unrecognized = [UnrecognizedRecord(path: "a/b.tree", suggestion: "a/c.tree")]
    hostile.results[0].findingsOmitted = 2
    hostile.results[0].submissionShape = "s"
    hostile.results[0].submissionDigest = "d"
    let failure = StudentRecord(
      student: "x\ny", failure: "is a file", catalog: courseCatalog, path: "/tmp/x\\y")
    for record in [sampleRecord, hostile, failure] {
      for pretty in [false, true] {
        let written = JSONText.encode(record, pretty: pretty)
        #expect(written == (try foundation(record, pretty: pretty)))
        #expect(written == JSONText.encodeThroughCoding(record, pretty: pretty))
      }
    }
    #expect(JSONText.encode(sampleInfo) == (try foundation(sampleInfo, pretty: true)))
  }

  @Test("a record's whole numbers, at their edges, as Foundation writes them")
  func numbers() throws {
    var record = sampleRecord
    record.maxScore = Int.min
    record.results[0].maxScore = Int.max
    record.results[1].maxScore = 0
    record.results[2].maxScore = -10
    record.unrecognizedOmitted = 1_000_000
    for pretty in [false, true] {
      #expect(JSONText.encode(record, pretty: pretty) == (try foundation(record, pretty: pretty)))
    }
  }

  @Test("Gradescope's and Classroom 50's documents, written directly, as JSONEncoder writes them")
  func lmsDocuments() throws {
    var hostile = sampleRecord
    hostile.student = UntrustedText(awkwardText)
    hostile.results[0].submission = awkwardText
    hostile.results[1].submissionDigest = nil
    let context = ["CLASSROOM": awkwardText, "COMMIT_URL": "https://example.com/c/1"]
    for record in [sampleRecord, hostile] {
      let gradescope = GradescopeReport().document(record, info: sampleInfo)
      #expect(JSONText.encode(gradescope) == (try foundation(gradescope, pretty: true)))
      for now in [nil, "2026-11-30T10:00:00Z"] {
        let classroom = Classroom50Report(context: context, now: now).document(
          record, info: sampleInfo)
        #expect(JSONText.encode(classroom) == (try foundation(classroom, pretty: true)))
      }
    }
  }

  @Test("what it writes reads back to the same value")
  func roundTrip() throws {
    let decoded = try JSONDecoder().decode(
      Shapes.self, from: Data(JSONText.encode(Shapes(text: awkwardText)).utf8))
    #expect(decoded.text == awkwardText)
    #expect(decoded.keys.count == 8)
    #expect(decoded.points == [Points(2), Points(hundredths: 250), Points(hundredths: 33)])
    let record = try JSONDecoder().decode(
      StudentRecord.self, from: Data(JSONText.encode(sampleRecord, pretty: false).utf8))
    #expect(record == sampleRecord)
  }

  @Test("a number JSON cannot hold makes no partial document")
  func nonFinite() {
    #expect(JSONText.encode(["x": Double.nan]) == "{}\n")
    #expect(JSONText.encode(["x": Double.infinity], pretty: false) == "{}\n")
  }

  @Test("a key encoded twice keeps its last value, as a dictionary would")
  func repeatedKey() {
    struct Twice: Encodable {
      enum Key: String, CodingKey { case a }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(1, forKey: .a)
        try container.encode(2, forKey: .a)
      }
    }
    #expect(JSONText.encode(Twice(), pretty: false) == "{\"a\":2}")
  }

  @Test("scans sixteen bytes at a time find what a byte loop finds, at every position")
  func wordScans() {
    let specials: [UInt8] = [
      0x00, 0x1F, 0x22, 0x5C, 0x7F, 0x80, 0xC3, 0xFF, 0x26, 0x3C, 0x3E, 0x27, 0xEF,
    ]
    let plain: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x41, 0x7A]
    // Past three chunks of sixteen, so that a special byte sits in every
    // lane of a chunk, in the bytes after the last, and in none.
    for length in 0...50 {
      for position in 0..<max(1, length) {
        for special in specials {
          var bytes = (0..<length).map { plain[$0 % plain.count] }
          if length > 0 { bytes[position] = special }
          let expected =
            bytes.firstIndex { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F } ?? bytes.count
          let xml = bytes.firstIndex(where: ByteScan.isXMLSpecial) ?? bytes.count
          #expect(
            xml
              == (bytes.firstIndex { $0 < 0x20 || "&<>\"'".utf8.contains($0) || $0 >= 0x7F }
                ?? bytes.count))
          bytes.withUnsafeBufferPointer { buffer in
            #expect(ByteScan.firstJSONSpecial(in: buffer, from: 0) == expected)
            #expect(ByteScan.firstXMLSpecial(in: buffer, from: 0) == xml)
          }
          if let text = String(validating: bytes, as: UTF8.self) {
            #expect(
              ByteScan.hasControlOrNonASCII(text)
                == bytes.contains { $0 < 0x20 || $0 >= 0x7F })
          }
        }
      }
    }
  }
}
