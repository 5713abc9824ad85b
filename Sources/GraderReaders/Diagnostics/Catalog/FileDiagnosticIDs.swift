/// The ids of a file that is not text, found before either reader starts.
extension DiagnosticCatalog {
  static let file = entries(
    #"""
    file.nul-byte · error
      The file holds a NUL byte: it is binary data, not a description.
      > file holds a NUL byte; a description is text, not binary data

    file.not-utf8 · error
      The file is not valid UTF-8 text; the error points at the first byte that is not.
      > file is not valid UTF-8 text (byte 0xFF)
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let nulByte: Self = "file.nul-byte"
  public static let notUTF8: Self = "file.not-utf8"
}
