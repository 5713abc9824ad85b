/// A number of points, exact to the hundredth, as partial credit needs.
///
/// Points print as `2` or `1.5` or `0.33`, and encode as a JSON number: a whole
/// number of points encodes as an integer, so all-or-nothing grades read as
/// they always did.
package struct Points: Sendable, Hashable, Comparable, AdditiveArithmetic {
  /// The points, in hundredths.
  package var hundredths: Int

  /// `hundredths` hundredths of a point.
  package init(hundredths: Int) {
    self.hundredths = hundredths
  }

  /// A whole number of points.
  package init(_ whole: Int) {
    self.hundredths = whole * 100
  }

  /// `points` times `part` out of `whole`, rounded half up to the hundredth.
  package init(_ points: Int, part: Int, of whole: Int) {
    precondition(whole > 0 && part >= 0)
    self.hundredths = (points * 100 * part * 2 + whole) / (whole * 2)
  }

  package static let zero = Points(hundredths: 0)

  package static func + (left: Points, right: Points) -> Points {
    Points(hundredths: left.hundredths + right.hundredths)
  }

  package static func - (left: Points, right: Points) -> Points {
    Points(hundredths: left.hundredths - right.hundredths)
  }

  package static func < (left: Points, right: Points) -> Bool {
    left.hundredths < right.hundredths
  }

  /// The points as a floating-point number.
  package var value: Double { Double(hundredths) / 100 }

  /// Whether the points are a whole number.
  package var isWhole: Bool { hundredths % 100 == 0 }

  /// This score as a percentage of `maximum`, with one decimal.
  package func percent(of maximum: Int) -> Double {
    Double(percentTenths(of: maximum)) / 10
  }

  /// This score as tenths of a percent of `maximum`, rounded half up: every
  /// report rounds percentages so, whether they show the tenth or not.
  package func percentTenths(of maximum: Int) -> Int {
    maximum <= 0 ? 0 : (hundredths * 20 / maximum + 1) / 2
  }

  /// This score as a percentage of `maximum`, rounded half up to a tenth
  /// and written without a zero tenth: `87.5`, `50`, `16.7`.
  package func percentText(of maximum: Int) -> String {
    let tenths = percentTenths(of: maximum)
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
  }
}

extension Points: CustomStringConvertible {
  /// `2`, `1.5` or `0.33`.
  package var description: String {
    // A whole number of points, the usual score, with no interpolation.
    if hundredths >= 0, hundredths % 100 == 0 { return String(hundredths / 100) }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

extension Points: ExpressibleByIntegerLiteral {
  package init(integerLiteral value: Int) {
    self.init(value)
  }
}

extension Points: Codable {
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    // No grade is near these bounds: anything past them is not a grade.
    let bound = 1_000_000_000
    if let whole = try? container.decode(Int.self) {
      guard (-bound...bound).contains(whole) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\(whole) is not a number of points")
      }
      self.init(whole)
    } else {
      let value = try container.decode(Double.self) * 100
      // Points hold hundredths: a value with more digits is not one grader
      // writes. 18.4 is 1839.9999999999998 hundredths in binary, so the test
      // allows for that, and no more.
      let rounded = value.rounded()
      guard value.isFinite, abs(value) <= Double(bound) * 100, abs(value - rounded) < 1e-6
      else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\(value / 100) is not a number of points")
      }
      self.init(hundredths: Int(rounded))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if isWhole {
      try container.encode(hundredths / 100)
    } else {
      try container.encode(value)
    }
  }
}
