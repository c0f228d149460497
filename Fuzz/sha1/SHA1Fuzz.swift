// libFuzzer entry point of `fuzz-sha1`. The properties live in OpenUDIDProperties
// (`SHA1Property`), where `swift test` replays the corpus and every saved crash through the
// same code; this file only connects them to libFuzzer.
import FuzzSupport
import OpenUDIDProperties

/// Checks one input; a violated property traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    trapIfViolated(SHA1Property.check(UnsafeRawBufferPointer(start: data, count: size)))
    return 0
}

#if !FUZZING
/// Without libFuzzer (a plain `swift build`): replays the files and folders named on the
/// command line, e.g. `fuzz-sha1 Fuzz/regressions/sha1`.
@main
struct Replay {
    static func main() { FuzzReplay.main(entry: fuzz) }
}
#endif
