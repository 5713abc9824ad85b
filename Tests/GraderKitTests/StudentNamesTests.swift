import Foundation
import GraderTestSupport
import GraderWorkloads
import Testing

@testable import GraderKit

/// Every student of a class keeps a name of their own, in every output and
/// on every disk, whatever the folders are called.
@Suite("A class's student names")
struct StudentNamesTests {
  @Test("names that every report would show alike, escaped, are told apart")
  func shownAlike() throws {
    let root = try temporaryDirectory().path
    for name in ["new\nline", "new\\nline", "tab\there", "tab\\there"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + name, withIntermediateDirectories: true)
    }
    let names = try Batch.students(in: root).students.map(\.name.unescaped)
    #expect(names.count == 4)
    #expect(Set(names.map(Escape.terminal)).count == 4, "\(names)")
    #expect(names.contains("new\nline") && names.contains("new\\nline (2)"), "\(names)")
    // A number never gives a name that another folder has, whatever the case.
    let cases = try temporaryDirectory().path
    for name in ["Xy", "xY", "xy", "xy (2)"] {
      try FileManager.default.createDirectory(
        atPath: cases + "/" + name, withIntermediateDirectories: true)
    }
    let numbered = try Batch.students(in: cases).students.map(\.name.unescaped)
    #expect(numbered.contains("xy (2)"), "\(numbered)")
    #expect(Set(numbered.map { StudentFileName.of($0).lowercased() }).count == 4, "\(numbered)")
  }

  @Test("a class of names one file would hold is named in time linear in its size")
  func caseFamilies() throws {
    // Case variants of one name: every one after the first gets a number.
    func variants(_ count: Int) -> [String] {
      (0..<count).map { bits in
        String(
          "abcdefghijkl".enumerated().map { index, letter in
            bits & (1 << index) == 0 ? letter : Character(letter.uppercased())
          })
      }
    }
    var roots: [Int: String] = [:]
    for size in [256, 1_024] {
      let root = try temporaryDirectory().path
      for name in variants(size) {
        try FileManager.default.createDirectory(
          atPath: root + "/" + name, withIntermediateDirectories: false)
      }
      roots[size] = root
    }
    let listed = try Batch.students(in: roots[1_024]!).students
    #expect(Set(listed.map { StudentFileName.of($0.name).lowercased() }).count == 1_024)
    let ratio = growth(from: 256, to: 1_024, limit: 8, runs: 1) { size in
      threadSeconds { _ = try? Batch.students(in: roots[size]!) }
    }
    #expect(ratio < 8, "4x the names cost \(ratio)x")
  }
}
