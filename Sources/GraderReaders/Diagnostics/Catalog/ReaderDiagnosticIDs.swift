/// The ids of what running a description's changes and counts finds.
extension DiagnosticID {
  // Each id's meaning is written once, in its entry below, which
  // Documentation/Diagnostics.md lists.
  public static let outputOverLimit: DiagnosticID = "reader.output-over-limit"
}

extension DiagnosticCatalog {
  static let reader: [Entry] = [
    Entry(
      .outputOverLimit, severity: "error",
      meaning:
        "A description's `change` and `count` statements print more than the output limit; nothing after the statement runs, and the command line says how to raise the limit.",
      example: "output passes the limit of SIZE here; nothing after this statement runs")
  ]
}
