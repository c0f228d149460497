// libFuzzer entry point of `fuzz-audit-lines`: the audit's chunked line and CSV reader against
// a plain reference (`AuditLinesProperty` in AuditInputProperties, replayed by `swift test`).
// It links AuditInput and the core, not the statistics.
import AuditInputProperties
import OpenUDIDProperties

/// Checks one input; a violated property traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    trapIfViolated(AuditLinesProperty.check(UnsafeRawBufferPointer(start: data, count: size)))
    return 0
}

#if !FUZZING
/// Without libFuzzer (a plain `swift build`): replays the files and folders named on the
/// command line, e.g. `fuzz-audit-lines Fuzz/corpus/audit-lines`.
@main
struct Replay {
    static func main() { FuzzReplay.main(entry: fuzz) }
}
#endif
