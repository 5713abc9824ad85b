/// The ids of what running a description's changes and counts finds.
extension DiagnosticCatalog {
  static let reader = entries(
    #"""
    reader.output-over-limit · error
      A description's `change` and `count` statements print more than the output limit; nothing
      after the statement runs, and the command line says how to raise the limit.
      > output passes the limit of SIZE here; nothing after this statement runs
    """#)
}

extension DiagnosticID {
  // Each id's meaning is written once, in its entry above, which
  // Documentation/Diagnostics.md lists.
  public static let outputOverLimit: Self = "reader.output-over-limit"
}
