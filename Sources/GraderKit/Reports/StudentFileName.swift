/// The name of a student's files in an output folder: the student's name,
/// or, when that would not fit in a file name with its extension, its first
/// 200 bytes and a fingerprint of the whole, so that every student keeps a
/// file of their own.
package enum StudentFileName {
  /// The longest name kept as it is, in bytes: file names hold 255.
  static let limit = 240

  /// The file name of `student`, before its extension.
  package static func of(_ student: String) -> String {
    guard student.utf8.count > limit else { return student }
    var prefix = ""
    for character in student {
      guard prefix.utf8.count + String(character).utf8.count <= 200 else { break }
      prefix.append(character)
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in student.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return prefix + "-" + String(hash, radix: 16)
  }
}
