import Foundation
import GraderTestSupport
import GraderWorkloads
import Testing

@testable import GraderKit

@Suite("JSON values read as RFC 8259 says")
struct JSONValueTests {
  private func parse(_ text: String) -> JSONValue? { JSONValue.parse(Array(text.utf8)) }

  @Test("objects, arrays, strings, numbers and literals, with white space around")
  func values() {
    #expect(
      parse(#" { "a" : [1, -0.5e+3, true, false, null, {}], "b": "x", "a2": [] } "#)
        == .object([
          "a": .array([
            .number("1"), .number("-0.5e+3"), .bool(true), .bool(false), .null, .object([:]),
          ]),
          "b": .string("x"), "a2": .array([]),
        ]))
    #expect(parse("0") == .number("0"))
    #expect(parse(#""""#) == .string(""))
    #expect(parse(#"{"k": 1, "k": 2}"#) == .object(["k": .number("2")]))
  }

  @Test("escapes, surrogate pairs and UTF-8 text in strings")
  func strings() {
    #expect(
      parse(#""\" \\ \/ \b \f \n \r \t \u0041\u00e9\u20AC \ud83d\ude00 é""#)
        == .string("\" \\ / \u{8} \u{C} \n \r \t Aé€ 😀 é"))
    #expect(parse(#""\u0000""#) == .string("\u{0}"))
  }

  @Test(
    "what is not JSON is not read",
    arguments: [
      "", " ", "{", "}", "[1,]", "[,1]", "{\"a\" 1}", "{\"a\":1,}", "{a:1}", "[1 2]", "01", "1.",
      ".5", "-", "1e", "+1", "tru", "nul", "True", "\"abc", "\"\\x\"", "\"\\u12\"",
      "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"tab\there\"", "[1] [2]", "'a'",
      "NaN", "[\"a\"]x",
    ])
  func invalid(text: String) {
    #expect(parse(text) == nil)
  }

  @Test("bytes that are not UTF-8, inside a string or out, are not read")
  func notUTF8() {
    #expect(JSONValue.parse([0x22, 0xFF, 0x22]) == nil)
    #expect(JSONValue.parse([0x22, 0xC3, 0x22]) == nil)
    #expect(JSONValue.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)) == nil)
  }

  @Test("nesting deeper than the limit is refused, and the limit itself is read")
  func depth() {
    let limit = JSONValue.depthLimit
    #expect(
      parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit)) != nil)
    #expect(
      parse(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
        == nil)
    #expect(parse(String(repeating: "[", count: 100_000)) == nil)
  }

  @Test("what Foundation reads as an object of strings, this reads the same")
  func againstFoundation() throws {
    let documents = [
      #"{"schema": "grader/last/v1", "verdicts": {"a/b": "pass", "c/d": "fail"}}"#,
      #"{"x": "\u00e9\ud83d\ude00", "y": "line\nbreak", "z": ""}"#,
      #"{"nested": {"a": "1"}, "list": ["a", "b"]}"#,
    ]
    for document in documents {
      let foundation = try #require(
        try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
      let ours = try #require(parse(document)?.object)
      #expect(Set(ours.keys) == Set(foundation.keys))
      for (key, value) in foundation {
        if let text = value as? String { #expect(ours[key]?.string == text) }
        if let map = value as? [String: String] {
          #expect(ours[key]?.object?.mapValues(\.string) == map.mapValues { Optional($0) })
        }
      }
    }
  }

  @Test("reading 4x the text costs at most 5x")
  func linear() {
    func document(_ count: Int) -> [UInt8] {
      var text = "{"
      for index in 0..<count { text += "\"k\(index)\": [\"\\u00e9 v\", 1.5e3, {\"a\": null}]," }
      return Array((text + "\"end\": true}").utf8)
    }
    let documents = [2_000: document(2_000), 8_000: document(8_000)]
    let ratio = growth(from: 2_000, to: 8_000, limit: 5, runs: 3) { count in
      threadSeconds { #expect(JSONValue.parse(documents[count]!) != nil) }
    }
    #expect(ratio < 5, "4x the size took \(ratio)x the time")
  }
}
