import GraderReaders

/// The name of a student's files and folders: the student's name, with the
/// characters that some file systems or CI artifact stores refuse, or that
/// would lead out of the folder, written `%HH`, or, when that would not fit
/// in a file name with its
/// extension, its first 200 bytes and a fingerprint of the whole, so that
/// every student keeps a file of their own.
package enum StudentFileName {
  /// The longest name kept as it is, in bytes: file names hold 255.
  static let limit = 240

  /// The file name of `student`, before its extension.
  package static func of(_ student: UntrustedText) -> String {
    of(student.unescaped)
  }

  package static func of(_ student: String) -> String {
    let portable = portable(student)
    guard portable.utf8.count > limit else { return portable }
    var prefix = ""
    for character in portable {
      guard prefix.utf8.count + String(character).utf8.count <= 200 else { break }
      prefix.append(character)
    }
    return prefix + "-" + fingerprint(student)
  }

  /// A fingerprint of `name` (64-bit FNV-1a, in hexadecimal), which keeps
  /// two names apart once each is cut short.
  package static func fingerprint(_ name: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }

  /// `name` with `%`, untrusted characters (``UntrustedCharacter``), `/`
  /// and `" : < > | * ? \`, which NTFS and GitHub's artifact uploads refuse
  /// in a path, and a leading `.`, which would hide the file (or name `.` and
  /// `..`), written `%HH`; each name still maps to a file name of its own, and
  /// none leads out of its folder.
  static func portable(_ name: String) -> String {
    guard name.first == "." || name.unicodeScalars.contains(where: refused) else { return name }
    var result = ""
    for (index, scalar) in name.unicodeScalars.enumerated() {
      guard refused(scalar) || (index == 0 && scalar == ".") else {
        result.unicodeScalars.append(scalar)
        continue
      }
      // Each byte of its UTF-8 as `%HH`, as a URL decoder reads it back.
      for byte in String(scalar).utf8 {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }

  static func refused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "%", "\"", ":", "<", ">", "|", "*", "?", "\\", "/": true
    default: UntrustedCharacter.contains(scalar)
    }
  }
}
