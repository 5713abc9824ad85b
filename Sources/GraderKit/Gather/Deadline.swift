import Foundation

/// A deadline as `grader gather` takes it, read strictly: a real date and
/// time, `YYYY-MM-DDTHH:MM:SS` with optional fractions of a second, and its
/// zone (`Z`, or an offset within ±14:00), nothing after it, between 1970
/// and 2099. A lenient reader would turn `2025-02-30` into 2 March, or take
/// a deadline git reads as "now".
package enum Deadline {
  /// The instant `text` names, or why it is not a deadline.
  package static func parse(_ text: String) -> Result<Date, Problem> {
    let characters = Array(text.utf8)
    var index = 0
    func number(_ count: Int) -> Int? {
      guard index + count <= characters.count else { return nil }
      var value = 0
      for byte in characters[index..<(index + count)] {
        guard byte >= 0x30, byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      index += count
      return value
    }
    func expect(_ byte: UInt8) -> Bool {
      guard index < characters.count, characters[index] == byte else { return false }
      index += 1
      return true
    }
    guard let year = number(4), expect(UInt8(ascii: "-")), let month = number(2),
      expect(UInt8(ascii: "-")), let day = number(2),
      expect(UInt8(ascii: "T")) || expect(UInt8(ascii: "t")),
      let hour = number(2), expect(UInt8(ascii: ":")), let minute = number(2),
      expect(UInt8(ascii: ":")), let second = number(2)
    else { return .failure(.layout) }
    var fraction = 0.0
    if expect(UInt8(ascii: ".")) {
      var scale = 0.1
      var digits = 0
      while index < characters.count, characters[index] >= 0x30, characters[index] <= 0x39 {
        fraction += Double(characters[index] - 0x30) * scale
        scale /= 10
        digits += 1
        index += 1
      }
      guard digits > 0 else { return .failure(.layout) }
    }
    var offset = 0
    if expect(UInt8(ascii: "Z")) || expect(UInt8(ascii: "z")) {
      offset = 0
    } else {
      let sign: Int
      if expect(UInt8(ascii: "+")) {
        sign = 1
      } else if expect(UInt8(ascii: "-")) {
        sign = -1
      } else {
        return .failure(.noZone)
      }
      guard let hours = number(2), expect(UInt8(ascii: ":")), let minutes = number(2) else {
        return .failure(.layout)
      }
      guard minutes < 60, hours * 60 + minutes <= 14 * 60 else { return .failure(.zone) }
      offset = sign * (hours * 3600 + minutes * 60)
    }
    guard index == characters.count else { return .failure(.trailing) }
    guard (1970...2099).contains(year) else { return .failure(.year) }
    guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
      hour < 24, minute < 60, second < 60
    else { return .failure(.notADate) }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
    return .success(Date(timeIntervalSince1970: Double(seconds) + fraction))
  }

  /// Why a text is not a deadline.
  package enum Problem: Error, Sendable, Equatable {
    case layout, noZone, zone, trailing, year, notADate

    /// What to write instead.
    package var message: String {
      switch self {
      case .layout:
        "a deadline is written YYYY-MM-DDTHH:MM:SS with its zone, such as 2025-05-01T23:59:00Z"
      case .noZone: "a deadline names its zone: Z, or an offset such as +02:00"
      case .zone: "a zone's offset is at most 14:00 either way, with minutes under 60"
      case .trailing: "nothing may follow a deadline's zone"
      case .year: "a deadline falls between 1970 and 2099"
      case .notADate: "that day or time does not exist"
      }
    }
  }

  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to the date, in the proleptic Gregorian calendar.
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    var days = 0
    for past in 1970..<year { days += isLeap(past) ? 366 : 365 }
    for past in 1..<month { days += daysIn(month: past, year: year) }
    return days + day - 1
  }
}

extension Deadline {
  /// `date` as `YYYY-MM-DDTHH:MM:SSZ`.
  package static func stamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
