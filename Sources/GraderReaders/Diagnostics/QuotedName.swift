/// A name or a word of the student's, as a message quotes it: whole up to
/// ``limit`` characters, and a longer one as its start and end around `…`,
/// so that no message, note or fix-it grows with a name a file makes as long
/// as it likes.
public enum QuotedName {
  /// The most characters (Unicode scalars) a message shows of one name.
  public static let limit = 80

  /// `name`, whole, or its first and last characters around `…`.
  public static func shown(_ name: some StringProtocol) -> String {
    let scalars = name.unicodeScalars
    guard scalars.count > limit else { return String(name) }
    let half = (limit - 1) / 2
    return String(String.UnicodeScalarView(scalars.prefix(half))) + "…"
      + String(String.UnicodeScalarView(scalars.suffix(half)))
  }

  /// Whether `name` is shown whole: a fix-it offers only text it can show.
  public static func fits(_ name: some StringProtocol) -> Bool {
    name.unicodeScalars.count <= limit
  }
}
