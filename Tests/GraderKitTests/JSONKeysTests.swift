import Foundation
import GraderKit
import GraderTestSupport
import GraderWorkloads
import Testing

@Suite("A key twice in one JSON object")
struct JSONKeysTests {
  @Test(
    "is found however it is spelled, and nowhere else",
    arguments: [
      (#"{"a":1,"a":2}"#, "a"),
      (#"{"score":14,"sc\u006fre":72}"#, "score"),
      (#"{"x":[{"v":"p"},{"v":"q","v":"r"}]}"#, "v"),
      (#"{"\ud83d\ude00":1,"😀":2}"#, "😀"),
      (#"{"é":1,"e\u0301":2}"#, "é"),
      (#"{"k":"\"}{,\"k\":","k":3}"#, "k"),
      (#"{"a":{"b":1},"b":2,"a":3}"#, "a"),
    ])
  func duplicate(json: String, key: String) {
    #expect(JSONKeys.firstDuplicate(in: json.utf8) == key)
  }

  @Test(
    "is not found where each object holds its keys once",
    arguments: [
      #"{"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]}"#,
      #"{"k":"a\"k\":1,","v":["k","k"]}"#,
      #"[{"a":1},{"a":1}]"#,
      #"{"a\\":1,"a":2}"#,
      "",
    ])
  func none(json: String) {
    #expect(JSONKeys.firstDuplicate(in: json.utf8) == nil)
  }

  @Test("a text cut anywhere, inside a string or an escape, is read to its end without a crash")
  func cut() {
    let json = Array(#"{"a":"x\"y","b":["\u00e9",{"c":"d"}],"e":"\\"}"#.utf8)
    for count in 0...json.count {
      #expect(JSONKeys.firstDuplicate(in: Array(json.prefix(count))) == nil, "\(count) bytes")
      #expect(JSONKeys.firstDuplicate(in: json.prefix(count)) == nil, "\(count) bytes")
    }
    #expect(JSONKeys.firstDuplicate(in: Array(#""abc"#.utf8)) == nil)
  }

  @Test("nesting past the limit ends the search at once: no level is held for each bracket")
  func deep() {
    let json = Array(String(repeating: "[", count: 1_000_000).utf8)
    #expect(JSONKeys.firstDuplicate(in: json) == nil)
    let objects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
    #expect(JSONKeys.firstDuplicate(in: objects) == nil)
  }

  @Test("a results file written by grader has none, and the search is linear")
  func linear() {
    func cost(_ count: Int) -> Double {
      let object = #"{"student":"s","results":[{"a":"x\"y","b":[1,2,{"c":"\u0041"}]}]},"#
      let json = "[" + String(repeating: object, count: count) + "{}]"
      return (0..<3).map { _ in
        threadSeconds { #expect(JSONKeys.firstDuplicate(in: json.utf8) == nil) }
      }.min()!
    }
    _ = cost(2_000)
    let ratio = growth(from: 5_000, to: 20_000, limit: 5, runs: 1, measure: cost)
    #expect(ratio < 5, "4x the size took \(ratio)x the time")
  }
}

@Suite("Points read back from JSON")
struct PointsDecodingTests {
  struct Box: Decodable { var points: Points }

  @Test(
    "every total grader writes reads back as itself, hundredths whose binary form is inexact too",
    arguments: ["18.4", "16.4", "0.33", "2.4", "72", "0.01", "1234.56", "-3.5"])
  func exact(text: String) throws {
    let box = try JSONDecoder().decode(Box.self, from: Data("{\"points\":\(text)}".utf8))
    #expect(box.points.description == text)
  }

  @Test(
    "a number that is no grade is refused, not a crash",
    arguments: ["1e300", "93000000000000000", "14.004", "2.345"])
  func refused(text: String) {
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(Box.self, from: Data("{\"points\":\(text)}".utf8))
    }
  }
}
