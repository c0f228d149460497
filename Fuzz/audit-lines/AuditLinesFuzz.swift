// fuzz-audit-lines: the audit's chunked line and CSV reader against a plain reference reader
// (`AuditLinesProperty`, in AuditInputProperties, which `swift test` replays too). It links
// AuditInput and the core, not the statistics. Without -DFUZZING it replays the files named on
// its command line: `fuzz-audit-lines Fuzz/corpus/audit-lines`.
import FuzzSupport
import AuditInputProperties

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeRawBufferPointer(start: data, count: size)
    trapIfViolated(AuditLinesProperty.check(input))
    return 0
}

#if !FUZZING
@main enum Replay { static func main() { FuzzReplay.main(entry: fuzz) } }
#endif
