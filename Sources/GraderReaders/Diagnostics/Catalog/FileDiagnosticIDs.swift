/// The ids of a file that is not text, found before either reader starts.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let nulByte: DiagnosticID = "file.nul-byte"
  public static let notUTF8: DiagnosticID = "file.not-utf8"
}

extension DiagnosticCatalog {
  static let file: [Entry] = [
    Entry(
      .nulByte, severity: "error",
      meaning: "The file holds a NUL byte: it is binary data, not a description.",
      example: "file holds a NUL byte; a description is text, not binary data"),
    Entry(
      .notUTF8, severity: "error",
      meaning: "The file is not valid UTF-8 text; the error points at the first byte that is not.",
      example: "file is not valid UTF-8 text (byte 0xFF)"),
  ]
}
