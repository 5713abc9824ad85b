import GraderReaders

/// libFuzzer's entry point: reads the input as both formats.
///
/// A crash, a hang or a stack overflow on any input is a bug; libFuzzer
/// reports it with the input that caused it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  for format in DescriptionFormat.allCases {
    let description = DescriptionReader.read(SourceFile(path: "fuzz", bytes: bytes), as: format)
    _ = DiagnosticRenderer().render(description.diagnostics)
    _ = description.printedLines
    let checked = DescriptionReader.check(SourceFile(path: "fuzz", bytes: bytes), as: format)
    _ = DiagnosticRenderer().render(checked.diagnostics)
  }
  return 0
}
